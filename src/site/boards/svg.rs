//! Boards drawn server-side as inline SVG: the 10 × 10 and 8 × 8 draughts boards and the 121-hole star, with
//! pieces, highlights and arrows. Colours live in CSS classes so light and dark modes both work.

use std::fmt::Write;
use std::sync::LazyLock;

use super::{BoardKind, Diagram};
use crate::rules::draughts::{Board, Square};
use crate::rules::explore::{PieceOn, Snapshot};
use crate::rules::halma::ROW_LENGTHS;
use crate::rules::halma::{Hole, Point};

const CELL: f32 = 40.0;
const HOLE_GAP: f32 = 20.0;
const STAR_CENTRE_X: f32 = 170.0;
const STAR_TOP: f32 = 14.0;
/// Half the widest row (six gaps) plus room for a highlight ring.
const STAR_HALF_WIDTH: f32 = 6.0 * HOLE_GAP + 12.0;
const STAR_HEIGHT: f32 = 2.0 * STAR_TOP + 16.0 * HOLE_GAP * 0.866;
const HOLE_RADIUS: f32 = 7.0;

/// A coordinate to two decimals, which is finer than any screen shows.
fn round(v: f32) -> f32 {
    (v * 100.0).round() / 100.0
}

/// Centre of a square or hole in board units.
pub(crate) fn centre(board: BoardKind, n: u8) -> (f32, f32) {
    match board {
        BoardKind::Draughts(size) => {
            let (row, col) = Square::on(size, u32::from(n)).map_or((0, 0), Square::row_col);
            ((f32::from(col) + 0.5) * CELL, (f32::from(row) + 0.5) * CELL)
        }
        BoardKind::Halma { .. } => hole_centre(n),
    }
}

fn hole_centre(n: u8) -> (f32, f32) {
    let mut index = usize::from(n.saturating_sub(1));
    for (row, &len) in ROW_LENGTHS.iter().enumerate() {
        if index < len {
            let x = STAR_CENTRE_X + (index as f32 - (len as f32 - 1.0) / 2.0) * HOLE_GAP;
            let y = STAR_TOP + row as f32 * HOLE_GAP * 0.866;
            return (x, y);
        }
        index -= len;
    }
    (0.0, 0.0)
}

// The squares or holes under the pieces: the same for every diagram of a kind, so drawn once per
// run, and once a page (see `Cells`).
static DRAUGHTS: LazyLock<String> = LazyLock::new(|| draughts_cells(Board::TenByTen));
static DRAUGHTS_8X8: LazyLock<String> = LazyLock::new(|| draughts_cells(Board::EightByEight));
static STAR: LazyLock<String> = LazyLock::new(star_holes);

/// How a board draws its squares or holes. A page of many boards carries them once: the first
/// board of a kind defines them (`<g class="holes" id="cells-…">` in its `<defs>`) and every
/// board of the kind draws them with `<use class="cells">`, which the board script swaps for a
/// copy of its own when it wakes the board; a board that stands alone draws them inline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Cells {
    Inline,
    Define,
    Use,
}

/// The id of a board kind's squares or holes, defined once a page.
pub(crate) fn cells_id(board: BoardKind) -> &'static str {
    match board {
        BoardKind::Draughts(Board::TenByTen) => "cells-10",
        BoardKind::Draughts(Board::EightByEight) => "cells-8",
        BoardKind::Halma { .. } => "cells-star",
    }
}

/// The board's squares or holes, as `cells` says.
fn cells(board: BoardKind, cells: Cells, inner: &str) -> String {
    match cells {
        Cells::Inline => format!(r#"<g class="cells">{inner}</g>"#),
        Cells::Define | Cells::Use => {
            format!(r##"<use class="cells" href="#{}"/>"##, cells_id(board))
        }
    }
}

/// The board's one copy of its kind's squares or holes, for the page's other boards.
fn cells_definition(board: BoardKind, inner: &str) -> String {
    format!(r#"<g id="{}" class="holes">{inner}</g>"#, cells_id(board))
}

/// The board pictures' colours, as `site.css` gives the boards on the pages (a picture shown by
/// `<img>` or as an icon does not see the page's stylesheet).
const PICTURE_STYLE: &str = ".light{fill:#f0d9b5}.cells rect{fill:#a97a55}.piece circle{stroke-width:1.5}.white circle{fill:#fbfbf8;stroke:#3b3b3b}.black circle{fill:#262626;stroke:#000}.plate{fill:#efe8d6;stroke:#c9bfa6}.cells circle{fill:#d9d4c7;stroke:#8d8677;stroke-width:.8}.cells .point-0{fill:#f3c1c1}.cells .point-1{fill:#f6d3ad}.cells .point-2{fill:#f2e3a0}.cells .point-3{fill:#bfe0c1}.cells .point-4{fill:#bcd5f0}.cells .point-5{fill:#d9c3e8}.board-halma .piece circle{stroke:#1d1d1d}.colour-0 circle{fill:#c62828}.colour-1 circle{fill:#e66a00}.colour-2 circle{fill:#e0b400}.colour-3 circle{fill:#2e7d32}.colour-4 circle{fill:#1565c0}.colour-5 circle{fill:#7b1fa2}";

/// A diagram's start position as a standalone SVG file, with its own colours: the board and its
/// pieces, nothing else (no numbers, marks or arrows), for pictures such as the home page's.
pub(crate) fn picture(diagram: &Diagram) -> String {
    let board = diagram.board;
    let (view_box, class, ground, inner) = view_box(board);
    let mut s = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" class="board-{class}" viewBox="{view_box}"><style>{PICTURE_STYLE}</style>{ground}{}"#,
        cells(board, Cells::Inline, inner)
    );
    pieces(&mut s, board, &diagram.snapshots[0], false);
    s.push_str("</svg>\n");
    s
}

/// The view box, the class suffix, the ground under the squares or holes (the light squares, the
/// star's plate) and the squares or holes themselves. The star is cut tight around its widest
/// row, so that the holes are as large as the column allows.
fn view_box(board: BoardKind) -> (String, &'static str, String, &'static str) {
    match board {
        BoardKind::Draughts(size) => {
            let side = f32::from(size.side()) * CELL;
            (
                format!("0 0 {side} {side}"),
                "draughts",
                format!(r#"<rect class="light" x="0" y="0" width="{side}" height="{side}"/>"#),
                match size {
                    Board::TenByTen => &DRAUGHTS,
                    Board::EightByEight => &DRAUGHTS_8X8,
                },
            )
        }
        // A plate under the holes, so the star sits on a board in dark mode too.
        BoardKind::Halma { .. } => (
            format!(
                "{} 0 {} {}",
                STAR_CENTRE_X - STAR_HALF_WIDTH,
                2.0 * STAR_HALF_WIDTH,
                STAR_HEIGHT
            ),
            "halma",
            format!(
                r#"<rect class="plate" x="{}" y="0" width="{}" height="{STAR_HEIGHT}" rx="14"/>"#,
                STAR_CENTRE_X - STAR_HALF_WIDTH,
                2.0 * STAR_HALF_WIDTH,
            ),
            &STAR,
        ),
    }
}

/// The id of the star's hole numbers, defined once a page (by the first board that shows them)
/// and drawn by every star board with numbers through `<use>`.
pub(crate) const STAR_NUMBERS_ID: &str = "star-numbers";

/// The SVG of a diagram's start position with its scripted moves as arrows. `title` is the
/// board's text description; `dom_id` prefixes ids so several diagrams share a page;
/// `define_numbers` makes this board carry the page's one copy of the star's hole numbers;
/// `squares` says how it draws its squares or holes.
pub(crate) fn board(
    diagram: &Diagram,
    dom_id: &str,
    title: &str,
    define_numbers: bool,
    squares: Cells,
) -> String {
    let board = diagram.board;
    let start = &diagram.snapshots[0];
    let (view_box, class, ground, inner) = view_box(board);
    let mut s = String::with_capacity(8 * 1024);
    let flipped = diagram.spec.flipped;
    let _ = write!(
        s,
        r#"<svg class="board board-{class}{}" viewBox="{view_box}" role="img" aria-labelledby="{dom_id}-title"><title id="{dom_id}-title">{}</title>"#,
        if flipped { " flipped" } else { "" },
        crate::site::escape::escape(title)
    );
    static SQUARE_NUMBERS: LazyLock<String> = LazyLock::new(|| square_numbers(Board::TenByTen));
    static SQUARE_NUMBERS_8X8: LazyLock<String> =
        LazyLock::new(|| square_numbers(Board::EightByEight));
    static HOLE_NUMBERS: LazyLock<String> = LazyLock::new(hole_numbers);
    s.push_str("<defs>");
    // The arrows' head, on a board that draws arrows (most boards draw none).
    if !diagram.steps.is_empty() || !diagram.arrows.is_empty() {
        let _ = write!(
            s,
            r#"<marker id="{dom_id}-head" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" class="arrow-head"/></marker>"#
        );
    }
    let star_numbers = matches!(board, BoardKind::Halma { .. }) && diagram.spec.numbers;
    if star_numbers && define_numbers {
        s.push_str(&HOLE_NUMBERS);
    }
    if squares == Cells::Define {
        s.push_str(&cells_definition(board, inner));
    }
    s.push_str("</defs>");
    // Everything drawn is in one view, which a flipped board turns around its centre (the script
    // turns it too, with the Flip button).
    s.push_str(&view_start(board, flipped));
    s.push_str(&ground);
    s.push_str(&cells(board, squares, inner));
    s.push_str(r#"<g class="marks">"#);
    for &n in &diagram.spec.highlight {
        let (x, y) = centre(board, n);
        match board {
            BoardKind::Draughts(_) => {
                let _ = write!(
                    s,
                    r#"<rect class="highlight" x="{}" y="{}" width="{}" height="{}"/>"#,
                    x - CELL / 2.0 + 2.0,
                    y - CELL / 2.0 + 2.0,
                    CELL - 4.0,
                    CELL - 4.0
                );
            }
            BoardKind::Halma { .. } => {
                let _ = write!(
                    s,
                    r#"<circle class="highlight" cx="{x}" cy="{y}" r="9.5"/>"#
                );
            }
        }
    }
    s.push_str("</g>");
    pieces(&mut s, board, start, flipped);
    // Numbers go over the pieces, with a halo, so a piece never hides its square's or hole's
    // number. The star's are drawn on the boards whose words name holes; the 121 numbers weigh
    // 4 KB, so a page carries them once and each board draws them with `<use>` (the text's look
    // is inherited from the `<use>`, see site.css).
    if star_numbers {
        let _ = write!(
            s,
            "<use class=\"numbers\" href=\"#{STAR_NUMBERS_ID}\" aria-hidden=\"true\"/>"
        );
    }
    if let (BoardKind::Draughts(size), true) = (board, diagram.spec.numbers) {
        s.push_str(match size {
            Board::TenByTen => &SQUARE_NUMBERS,
            Board::EightByEight => &SQUARE_NUMBERS_8X8,
        });
    }
    s.push_str(r#"<g class="arrows">"#);
    let paths = diagram
        .steps
        .iter()
        .map(|m| {
            std::iter::once(m.from)
                .chain(m.path.iter().copied())
                .collect()
        })
        .chain(diagram.arrows.iter().cloned());
    for squares in paths {
        arrow(&mut s, board, &squares, dom_id);
    }
    s.push_str("</g></g></svg>");
    s
}

/// The opening of the view group; turned half round the board's centre when `flipped`.
fn view_start(board: BoardKind, flipped: bool) -> String {
    match board {
        BoardKind::Draughts(size) if flipped => {
            let half = f32::from(size.side()) * CELL / 2.0;
            format!(r#"<g class="view" transform="rotate(180 {half} {half})">"#)
        }
        _ => r#"<g class="view">"#.to_string(),
    }
}

fn draughts_cells(size: Board) -> String {
    let mut s = String::new();
    for n in 1..=size.squares() {
        let (x, y) = centre(BoardKind::Draughts(size), n);
        let _ = write!(
            s,
            r#"<rect data-sq="{n}" x="{}" y="{}" width="{CELL}" height="{CELL}"/>"#,
            x - CELL / 2.0,
            y - CELL / 2.0
        );
    }
    s
}

/// The numbers of the squares, in their top-left corner.
fn square_numbers(size: Board) -> String {
    let mut s = String::from(r#"<g class="numbers" aria-hidden="true">"#);
    for n in 1..=size.squares() {
        let (x, y) = centre(BoardKind::Draughts(size), n);
        let (x, y) = (x - CELL / 2.0 + 2.5, y - CELL / 2.0 + 11.5);
        let _ = write!(s, r#"<text x="{x}" y="{y}">{n}</text>"#);
    }
    s.push_str("</g>");
    s
}

/// The star's hole numbers, centred in their holes, one `<text>` a row with a `<tspan>` a hole.
fn hole_numbers() -> String {
    let mut s = format!(r#"<g id="{STAR_NUMBERS_ID}">"#);
    let mut n = 1u8;
    for &len in ROW_LENGTHS.iter() {
        let (_, y) = hole_centre(n);
        let _ = write!(s, r#"<text y="{y}">"#);
        for _ in 0..len {
            let (x, _) = hole_centre(n);
            let _ = write!(s, r#"<tspan x="{x}">{n}</tspan>"#);
            n += 1;
        }
        s.push_str("</text>");
    }
    s.push_str("</g>");
    s
}

fn star_holes() -> String {
    let mut s = String::new();
    for hole in Hole::all() {
        let n = hole.number();
        let (x, y) = hole_centre(n);
        let point = hole
            .point()
            .map(|p| Point::ALL.iter().position(|q| *q == p).unwrap_or(0));
        // A hole of a point takes the point's colour (CSS); the centre's holes need no class.
        let class = point.map_or_else(String::new, |p| format!(r#" class="point-{p}""#));
        let _ = write!(
            s,
            r#"<circle{class} data-sq="{n}" cx="{x}" cy="{y}" r="{HOLE_RADIUS}"/>"#
        );
    }
    s
}

/// The pieces; on a board `turned` around, each turned back upright (a king's stack stays up).
fn pieces(s: &mut String, board: BoardKind, snapshot: &Snapshot, turned: bool) {
    s.push_str(r#"<g class="pieces">"#);
    let upright = if turned { " rotate(180)" } else { "" };
    for &PieceOn { sq: n, piece } in &snapshot.pieces {
        let (x, y) = centre(board, n);
        let _ = write!(
            s,
            r#"<g class="{}" data-sq="{n}" transform="translate({x} {y}){upright}">{}</g>"#,
            piece_class(board, piece),
            piece_shape(board, piece)
        );
    }
    s.push_str("</g>");
}

/// `piece white man`, `piece black king`, `piece player-2 colour-3`.
pub(crate) fn piece_class(board: BoardKind, piece: char) -> String {
    match board {
        BoardKind::Draughts(_) => {
            let colour = if piece.eq_ignore_ascii_case(&'w') {
                "white"
            } else {
                "black"
            };
            let role = if piece.is_ascii_uppercase() {
                "king"
            } else {
                "man"
            };
            format!("piece {colour} {role}")
        }
        BoardKind::Halma { homes, .. } => {
            let player = piece.to_digit(10).unwrap_or(1) as usize;
            let colour = homes.get(player.saturating_sub(1)).copied().unwrap_or(0);
            format!("piece player-{player} colour-{colour}")
        }
    }
}

fn piece_shape(board: BoardKind, piece: char) -> &'static str {
    match board {
        BoardKind::Draughts(_) if piece.is_ascii_uppercase() => {
            // A king is a second piece on top of the first, as the rules text says.
            r#"<circle cy="3.5" r="14.5"/><circle cy="-3" r="14.5"/><circle class="ring" cy="-3" r="9"/>"#
        }
        BoardKind::Draughts(_) => r#"<circle r="15"/>"#,
        BoardKind::Halma { .. } => r#"<circle r="7.5"/>"#,
    }
}

fn arrow(s: &mut String, board: BoardKind, squares: &[u8], dom_id: &str) {
    let mut points: Vec<(f32, f32)> = squares.iter().map(|&n| centre(board, n)).collect();
    // On the star the head stops at the edge of the last hole, so its number stays readable.
    if let (BoardKind::Halma { .. }, [.., (x0, y0), (x1, y1)]) = (board, points.as_mut_slice()) {
        let (dx, dy) = (*x1 - *x0, *y1 - *y0);
        let length = dx.hypot(dy);
        if length > HOLE_RADIUS {
            *x1 -= dx / length * HOLE_RADIUS;
            *y1 -= dy / length * HOLE_RADIUS;
        }
    }
    let mut d = String::new();
    for (i, (x, y)) in points.iter().enumerate() {
        let _ = write!(
            d,
            "{}{} {}",
            if i == 0 { "M" } else { "L" },
            round(*x),
            round(*y)
        );
    }
    let _ = write!(
        s,
        r#"<path class="arrow" d="{d}" marker-end="url(#{dom_id}-head)"/>"#
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The pictures carry their own copy of the boards' colours: each must be one `site.css`
    /// gives the boards, so a picture and the page's boards look alike.
    #[test]
    fn picture_colours_are_the_stylesheets() {
        let css = include_str!("../../../static/css/site.css");
        let colours: Vec<&str> = PICTURE_STYLE
            .split('#')
            .skip(1)
            .map(|rest| &rest[..rest.find([';', '}']).unwrap_or(rest.len())])
            .collect();
        assert!(colours.len() > 15);
        for colour in colours {
            assert!(css.contains(&format!("#{colour}")), "#{colour}");
        }
    }

    #[test]
    fn start_pictures_are_standalone_svg_with_every_piece() {
        use crate::rules::RulesId;
        let star = crate::site::boards::start_picture(RulesId::ChineseCheckers).unwrap();
        assert!(star.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert_eq!(
            star.matches("class=\"piece ").count(),
            60,
            "six points of ten"
        );
        let board = crate::site::boards::start_picture(RulesId::FrisianDraughts).unwrap();
        assert_eq!(board.matches("class=\"piece ").count(), 40);
        assert!(!board.contains("class=\"arrows\"") && !board.contains("numbers"));
        assert!(board.contains(r#"viewBox="0 0 400 400""#));
        for rules in [RulesId::RussianDraughts, RulesId::BrazilianDraughts] {
            let small = crate::site::boards::start_picture(rules).unwrap();
            assert!(small.contains(r#"viewBox="0 0 320 320""#), "{small}");
            assert_eq!(small.matches(r#"<rect data-sq="#).count(), 32);
            assert_eq!(small.matches("class=\"piece white man\"").count(), 12);
            assert_eq!(small.matches("class=\"piece black man\"").count(), 12);
        }
    }
}
