//! A game record (a ```` ```pdn ```` block) as a replay board: the board drawn at the game's start,
//! the moves as a list of buttons (numbers, comments, nested variations, the result), the
//! controls, the record's text, and the data the board script steps through — the position after
//! every move of every variation and its pieces, as the PDN reader played them, so replaying
//! needs no engine and the script reads no position text.

use std::collections::BTreeMap;
use std::fmt::Write;

use super::figure_error::FigureError;
use super::html::{
    bar, describe, help, help_text, icon_button, menu, message, step_label, turn_line, Words,
};
use super::{svg, BoardKind, Diagram};
use crate::pdn::{Comment, Game, Line, Score, Strength};
use crate::rules::draughts::{Color, Position, SquareSet};
use crate::rules::explore::Explore;
use crate::rules::explore::{self, MoveInfo};
use crate::rules::RulesId;
use crate::site::diagnostic::LineColumn;
use crate::site::escape::{escape, escape_isolated, isolate};
use crate::site::load::content::DiagramSpec;

/// The figure of one game. `n` numbers the games of a page (ids `replay-1`, `replay-2` …);
/// `record` is the game's PDN text as written, shown plainly (the move list is its readable form;
/// syntax colours would cost the page more than they help here) and copied by "Copy PDN".
pub(crate) fn figure(
    game: &Game,
    n: usize,
    record: &str,
    strings: &BTreeMap<String, String>,
) -> Result<String, FigureError> {
    let get = |id: &str| message(strings, id).map(escape);
    let dom_id = format!("replay-{n}");
    let diagram = start_diagram(game, &dom_id)?;
    let words = Words {
        caption: String::new(),
        steps: Vec::new(),
        task: Default::default(),
        lang: None,
        strings,
    };
    let mut moves = MoveList::default();
    moves.line(&game.line, 0, true);
    let mut s = String::with_capacity(8 * 1024);
    let _ = write!(
        s,
        r#"<figure class="diagram replay" id="{dom_id}" data-replay>"#
    );
    s.push_str(&header(game, &get)?);
    let _ = write!(
        s,
        r#"<div class="board-frame" dir="ltr">{}</div>{}<div class="diagram-controls" data-pagefind-ignore>"#,
        // A game is on a draughts board: no star numbers to define.
        svg::board(
            &diagram,
            &dom_id,
            &describe(&diagram, &words)?,
            false,
            svg::Cells::Inline
        ),
        bar(turn_line(&diagram, strings)?, Some(step_label(strings)?))
    );
    for (act, id) in [
        ("first", "replay-start"),
        ("previous", "replay-back"),
        ("next", "replay-forward"),
        ("last", "replay-end"),
    ] {
        icon_button(&mut s, act, message(strings, id)?);
    }
    let items = [
        ("copy-pdn", message(strings, "replay-copy-pdn")?),
        ("flip", message(strings, "diagram-flip")?),
    ];
    s.push_str(&menu(strings, &items)?);
    // The list and the keys, then a finger or the mouse on the board, which plays on.
    let help_words = [
        message(strings, "replay-help").map(escape_isolated)?,
        help_text(strings, &["diagram-help-pointer", "diagram-help-landings"])?,
    ];
    let separator = escape(message(strings, "diagram-sentence-separator")?);
    s.push_str(&help(strings, &dom_id, &help_words.join(&separator))?);
    s.push_str(r#"</div><p class="diagram-status" aria-live="polite"></p>"#);
    // The buttons, the move list and the record are left out of search: their words are the
    // same under every game, and its moves are no words a reader looks for.
    let _ = write!(
        s,
        r#"<div class="replay-moves" dir="ltr" role="group" aria-label="{}" data-pagefind-ignore>{}"#,
        get("replay-moves")?,
        moves.html
    );
    if let Some(result) = &game.result {
        let _ = write!(
            s,
            r#" <span class="replay-result">{}</span>"#,
            escape(&result.written)
        );
    }
    let _ = write!(
        s,
        r#"</div><details class="replay-pdn" data-pagefind-ignore><summary>{}</summary><pre class="highlight"><code class="language-pdn">{}</code></pre></details><script type="application/json" class="diagram-data">{}</script></figure>"#,
        get("replay-record")?,
        escape(record),
        data_json(game, &diagram, &moves, message(strings, "replay-off-game")?)
    );
    Ok(s)
}

/// Players, event, date and result, compactly, when the record names them.
fn header(
    game: &Game,
    get: &dyn Fn(&str) -> Result<String, FigureError>,
) -> Result<String, FigureError> {
    let tag = |name: &str| {
        game.tag(name)
            .map(str::trim)
            .filter(|v| !v.is_empty() && *v != "?" && !v.starts_with("????"))
    };
    let mut parts = Vec::new();
    match (tag("White"), tag("Black")) {
        (Some(w), Some(b)) => parts.push(format!(
            r#"<span class="replay-players">{} – {}</span>"#,
            isolate(w),
            isolate(b)
        )),
        (Some(one), None) | (None, Some(one)) => parts.push(isolate(one)),
        (None, None) => {}
    }
    parts.extend(
        ["Event", "Site", "Date"]
            .into_iter()
            .filter_map(tag)
            .map(isolate),
    );
    let result = game
        .result
        .as_ref()
        .filter(|r| r.score != Score::Unknown)
        .map(|r| r.written.as_str())
        .or_else(|| tag("Result").filter(|r| *r != "*"));
    if let Some(result) = result {
        parts.push(format!(
            r#"{}{}<span dir="ltr">{}</span>"#,
            get("replay-result")?,
            get("label-separator")?,
            escape(result)
        ));
    }
    if parts.is_empty() {
        return Ok(String::new());
    }
    Ok(format!(
        r#"<figcaption class="replay-tags">{}</figcaption>"#,
        parts.join(" · ")
    ))
}

/// A diagram of the game's start position: the board the replay draws on.
fn start_diagram(game: &Game, dom_id: &str) -> Result<Diagram, FigureError> {
    let rules = RulesId::of_draughts(game.rules);
    let fen = game.start.to_fen();
    let start = explore::analyse(rules, explore::Explore::Side, &[fen.as_str()])
        .map_err(FigureError::GameStart)?;
    Ok(Diagram {
        spec: DiagramSpec {
            id: dom_id.to_string(),
            at: LineColumn::START,
            rules,
            position: fen,
            position_at: LineColumn::START,
            explore: Explore::Side,
            highlight: Vec::new(),
            arrows: Vec::new(),
            moves: Vec::new(),
            numbers: true,
            flipped: false,
            task: None,
        },
        board: BoardKind::Draughts(game.rules.board()),
        snapshots: vec![start],
        steps: Vec::new(),
        arrows: Vec::new(),
        task: None,
        json: String::new(),
    })
}

/// The moves of a game in the order written, each numbered (1, 2 … after the start, 0): its
/// button in the list, the move with the position after it and that position's pieces, and the
/// move it follows.
#[derive(Default)]
struct MoveList {
    html: String,
    steps: Vec<MoveInfo>,
    pieces: Vec<PiecesByKind>,
    parents: Vec<usize>,
}

impl MoveList {
    /// A line whose first move follows move `parent`; a variation is set apart as a block.
    fn line(&mut self, line: &Line, parent: usize, main: bool) {
        if !main {
            self.html.push_str(r#"<div class="replay-variation">"#);
        }
        self.comments(&line.comments);
        // A black move carries its number when it starts a line or follows an interruption.
        let mut numbered = false;
        // A move pair (White's move and Black's reply) wraps as one, as does a number with its move.
        let mut pair_open = false;
        let mut before = parent;
        for (i, node) in line.moves.iter().enumerate() {
            let step = MoveInfo::draughts(&line.before(i), &node.played);
            // A move number and its move wrap as one, so a number never ends a line.
            let number = match node.side {
                Color::White => Some('.'),
                Color::Black => (!numbered).then_some('…'),
            };
            if let Some(mark) = number {
                if pair_open {
                    self.html.push_str("</span>");
                }
                pair_open = true;
                let _ = write!(
                    self.html,
                    r#" <span class="replay-pair"><span class="replay-number">{}{mark}</span>"#,
                    node.number
                );
            }
            // A strength, or the NAG ($1–$6) that stands for one.
            let strength = node
                .strength
                .or_else(|| {
                    node.nags
                        .iter()
                        .find_map(|&n| Strength::ALL.get(usize::from(n).checked_sub(1)?).copied())
                })
                .map_or("", Strength::as_str);
            self.steps.push(step);
            self.pieces.push(PiecesByKind::of(&node.after));
            self.parents.push(before);
            let id = self.steps.len();
            let _ = write!(
                self.html,
                r#" <button type="button" data-node="{id}" disabled>{}{strength}</button>"#,
                self.steps[id - 1].short
            );
            numbered = node.comments.is_empty() && node.variations.is_empty();
            // Black's reply joins the pair unless a comment or a variation comes between.
            let reply_follows = node.side == Color::White && numbered && i + 1 < line.moves.len();
            if pair_open && !reply_follows {
                self.html.push_str("</span>");
                pair_open = false;
            }
            self.comments(&node.comments);
            for variation in &node.variations {
                self.line(variation, before, false);
            }
            before = id;
        }
        if !main {
            self.html.push_str("</div>");
        }
    }

    fn comments(&mut self, comments: &[Comment]) {
        for c in comments {
            let _ = write!(
                self.html,
                r#" <span class="replay-comment" dir="auto">{}</span>"#,
                escape(c.text.trim())
            );
        }
    }
}

/// `{"family":…,"rules":…,"explore":"side","positions":[{"pieces":[]}],"start":FEN,
/// "pieces":{…},"moves":[…],"off":…}`, what static/js/replay.js reads: a diagram's data with the
/// start position and its pieces by kind, then each move (its squares, short notation, whether
/// it crowns, the position after it and that position's pieces, the move it follows), and what
/// leaving the game says. The board draws the pieces it is given; the empty first position keeps
/// the diagrams' data shape. The reader explores beside the game, not in it.
fn data_json(game: &Game, diagram: &Diagram, moves: &MoveList, off_game: &str) -> String {
    let replayed: Vec<ReplayMove> = moves
        .steps
        .iter()
        .zip(&moves.pieces)
        .zip(&moves.parents)
        .map(|((m, pieces), &parent)| ReplayMove {
            from: m.from,
            to: m.to,
            path: &m.path,
            captured: &m.captured,
            short: &m.short,
            crowns: m.crowns,
            after: &m.after,
            parent,
            pieces,
        })
        .collect();
    super::data::board_json(
        diagram.spec.rules,
        explore::Explore::Side,
        // The board draws the game's pieces (`pieces`, each move's): none in the diagrams' place.
        &[r#"{"pieces":[]}"#.to_string()],
        &[
            ("start", json(&diagram.snapshots[0].position)),
            ("pieces", json(&PiecesByKind::of(&game.start))),
            ("moves", json(&replayed)),
            ("off", json(off_game)),
        ],
    )
}

/// A value as JSON (the writer escapes the whole for its `<script>`).
fn json<T: serde::Serialize + ?Sized>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// One move of the game, of its main line or of a variation.
#[derive(serde::Serialize)]
struct ReplayMove<'a> {
    from: u8,
    to: u8,
    /// Every landing in order, ending on `to`.
    path: &'a [u8],
    /// Captured squares in the order taken.
    captured: &'a [u8],
    /// The move as the list shows it: `32-28`, `28x19`.
    short: &'a str,
    /// Whether a man is crowned by the move; left out when not.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    crowns: bool,
    /// The position text after the move (for the engine, when the reader plays on from it).
    after: &'a str,
    /// The move it follows (1-based; 0: the game's start), so variations branch off.
    parent: usize,
    /// The pieces after the move.
    pieces: &'a PiecesByKind,
}

/// A position's pieces by kind, squares ascending: `{"w":[…],"b":[…],"W":[…],"B":[…]}` (white
/// men, black men, white kings, black kings), a kind without pieces left out. A game's positions
/// hold few kings: a list a kind is lighter than a piece code a square.
#[derive(serde::Serialize)]
struct PiecesByKind {
    #[serde(skip_serializing_if = "Vec::is_empty")]
    w: Vec<u8>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    b: Vec<u8>,
    #[serde(rename = "W", skip_serializing_if = "Vec::is_empty")]
    white_kings: Vec<u8>,
    #[serde(rename = "B", skip_serializing_if = "Vec::is_empty")]
    black_kings: Vec<u8>,
}

impl PiecesByKind {
    fn of(position: &Position) -> PiecesByKind {
        let squares = |set: SquareSet| set.map(|sq| sq.number()).collect();
        PiecesByKind {
            w: squares(position.men(Color::White)),
            b: squares(position.men(Color::Black)),
            white_kings: squares(position.kings(Color::White)),
            black_kings: squares(position.kings(Color::Black)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pdn;
    use crate::site::messages;

    fn strings() -> BTreeMap<String, String> {
        [
            "replay-start",
            "replay-back",
            "replay-forward",
            "replay-end",
            "replay-copy-pdn",
            "replay-help",
            "replay-moves",
            "replay-record",
            "replay-result",
            "diagram-start",
            "diagram-help-label",
            "diagram-white-to-move",
            "diagram-black-to-move",
            "diagram-step",
            "diagram-free-move",
            "diagram-flip",
            "diagram-more",
            "diagram-help-pointer",
            "diagram-help-landings",
        ]
        .iter()
        .map(|id| (messages::template_key(id), format!("<{id}>")))
        .chain([
            ("label_separator".into(), ": ".into()),
            ("diagram_list_separator".into(), ", ".into()),
            ("diagram_sentence_separator".into(), " ".into()),
            ("diagram_white_men".into(), "W {squares}.".into()),
            ("diagram_black_men".into(), "B {squares}.".into()),
            ("diagram_white_kings".into(), "WK {squares}.".into()),
            ("diagram_black_kings".into(), "BK {squares}.".into()),
            (
                "replay_off_game".into(),
                "Left \"the\" game </script>".into(),
            ),
        ])
        .collect()
    }

    fn html(record: &str) -> String {
        let games = pdn::read_games(record).unwrap();
        figure(&games[0], 1, record, &strings()).unwrap()
    }

    #[test]
    fn the_move_list_numbers_each_move_and_marks_nothing_before_the_script() {
        let page = html("[GameType \"40\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n");
        assert!(
            page.contains(
                r#"<div class="replay-moves" dir="ltr" role="group" aria-label="&lt;replay-moves&gt;" data-pagefind-ignore> <span class="replay-pair"><span class="replay-number">1.</span> <button type="button" data-node="1" disabled>32-28</button> <button type="button" data-node="2" disabled>19-23</button></span> <span class="replay-pair"><span class="replay-number">2.</span> <button type="button" data-node="3" disabled>28x19</button> <button type="button" data-node="4" disabled>14x23</button></span> <span class="replay-result">*</span></div>"#
            ),
            "{page}"
        );
        assert!(!page.contains("aria-current"));
        // The controls are in the page, disabled until the script wakes them: nothing moves then.
        for act in ["first", "previous", "next", "last", "copy-pdn"] {
            let tag = page
                .split(&format!(r#"data-act="{act}""#))
                .nth(1)
                .and_then(|rest| rest.split('>').next())
                .unwrap_or_default();
            assert!(tag.ends_with(" disabled"), "{act}: {tag}");
        }
        // No header without players, event, date or a decided result.
        assert!(!page.contains("replay-tags"));
    }

    #[test]
    fn comments_tags_and_the_record_are_escaped() {
        let record = "[White \"Ann <&> Co\"]\n[Black \"Bob\"]\n[Event \"Cup\"]\n[GameType \"40\"]\n{Before <i>.} 1. 32-28 {a \"quote\" & <b>bold</b>} 19-23 1-0\n";
        let page = html(record);
        assert!(
            page.contains(r#"<span class="replay-comment" dir="auto">Before &lt;i&gt;.</span>"#),
            "{page}"
        );
        assert!(page.contains(
            r#"<span class="replay-comment" dir="auto">a &quot;quote&quot; &amp; &lt;b&gt;bold&lt;/b&gt;</span> <span class="replay-pair"><span class="replay-number">1…</span> <button type="button" data-node="2" disabled>19-23</button></span>"#
        ), "Black's move after a comment carries its number: {page}");
        assert!(page.contains(r#"<figcaption class="replay-tags"><span class="replay-players"><bdi>Ann &lt;&amp;&gt; Co</bdi> – <bdi>Bob</bdi></span> · <bdi>Cup</bdi> · &lt;replay-result&gt;: <span dir="ltr">1-0</span></figcaption>"#), "{page}");
        assert!(
            page.contains("<code class=\"language-pdn\">[White &quot;Ann &lt;&amp;&gt; Co&quot;]"),
            "{page}"
        );
        // The data can't close its script element, and its words are JSON, not HTML.
        assert!(
            page.contains(r#""off":"Left \"the\" game \u003c/script\u003e"}"#),
            "{page}"
        );
        assert_eq!(page.matches("</script>").count(), 1);
    }

    #[test]
    fn a_variation_is_a_nested_block_whose_moves_follow_the_move_before_it() {
        let page = html("[GameType \"40\"]\n1. 32-28 19-23 (1... 18-23 2. 38-32) 2. 28x19 *\n");
        assert!(
            page.contains(r#"<button type="button" data-node="2" disabled>19-23</button></span><div class="replay-variation"> <span class="replay-pair"><span class="replay-number">1…</span> <button type="button" data-node="3" disabled>18-23</button></span> <span class="replay-pair"><span class="replay-number">2.</span> <button type="button" data-node="4" disabled>38-32</button></span></div> <span class="replay-pair"><span class="replay-number">2.</span> <button type="button" data-node="5" disabled>28x19</button></span>"#),
            "{page}"
        );
        // Moves 2 and 3 both follow move 1; move 4 follows 3; the main line goes on from 2.
        let data = data_of(&page);
        let moves: Vec<(String, &str, u64)> = data["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| {
                let squares = format!("{} {} {} {}", m["from"], m["to"], m["path"], m["captured"]);
                (
                    squares,
                    m["short"].as_str().unwrap(),
                    m["parent"].as_u64().unwrap(),
                )
            })
            .collect();
        assert_eq!(
            moves,
            [
                ("32 28 [28] []".to_string(), "32-28", 0),
                ("19 23 [23] []".to_string(), "19-23", 1),
                ("18 23 [23] []".to_string(), "18-23", 1),
                ("38 32 [32] []".to_string(), "38-32", 3),
                ("28 19 [19] [23]".to_string(), "28x19", 2),
            ]
        );
        assert_eq!(data["moves"][4]["after"], "B:W19,31,33-50:B1-18,20");
        // Each position's pieces by kind, a kind without pieces left out.
        let men = |squares: &[u64]| serde_json::json!(squares);
        let white: Vec<u64> = [19, 31].into_iter().chain(33..=50).collect();
        let black: Vec<u64> = (1..=18).chain([20]).collect();
        assert_eq!(
            data["moves"][4]["pieces"],
            serde_json::json!({ "w": men(&white), "b": men(&black) })
        );
        let white: Vec<u64> = (31..=50).collect();
        let black: Vec<u64> = (1..=20).collect();
        assert_eq!(
            data["pieces"],
            serde_json::json!({ "w": men(&white), "b": men(&black) })
        );
        assert!(!page.contains("crowns"));
        assert!(page.contains(r#""start":"W:W31-50:B1-20""#));
    }

    /// The data the board script reads.
    fn data_of(page: &str) -> serde_json::Value {
        let start =
            page.find(r#"class="diagram-data">"#).unwrap() + r#"class="diagram-data">"#.len();
        let json = &page[start..start + page[start..].find("</script>").unwrap()];
        serde_json::from_str(json).unwrap()
    }

    #[test]
    fn a_crowning_move_says_so_and_its_pieces_hold_the_king() {
        let page = html("[GameType \"20\"]\n[FEN \"W:W12,33:B7,28\"]\n1. 12x1 28x39 2. 1-6 *\n");
        let data = data_of(&page);
        let crowning = &data["moves"][0];
        assert_eq!(crowning["short"], "12x1");
        assert_eq!(crowning["crowns"], true);
        assert_eq!(
            crowning["pieces"],
            serde_json::json!({ "w": [33], "b": [28], "W": [1] })
        );
        // A king's move crowns nothing; a capture takes the piece off.
        assert_eq!(
            data["moves"][1]["pieces"],
            serde_json::json!({ "b": [39], "W": [1] })
        );
        assert_eq!(data["moves"][2].get("crowns"), None);
        assert_eq!(
            data["moves"][2]["pieces"],
            serde_json::json!({ "b": [39], "W": [6] })
        );
        assert!(
            page.contains(r#"data-node="1" disabled>12x1</button>"#),
            "{page}"
        );
    }
}
