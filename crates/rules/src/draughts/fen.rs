//! PDN FEN: `W:W31-50:B1-20`, kings prefixed `K`, ranges on input, and the Frisian same-king
//! counters as lidraughts writes them (`:+0+322`, black first: count, then the king's square).
//! On the 8 × 8 board the squares are numbered 1–32 as in lidraughts' PDN for Russian and
//! Brazilian draughts (`W:W21-32:B1-12`); its board shows them with coordinates (a1–h8), its
//! FEN and PDN files write numbers.

use std::fmt;

use super::board::{Board, Color, Piece, Role, Square};
use super::position::{KingMoves, Position};
use super::setup::{Setup, SetupError};
use super::RuleSet;

/// Which part of a FEN an error is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenField {
    /// The side-to-move field (`W` or `B`).
    SideToMove,
    /// A side's pieces field (`W31-50`, `BK1,2`).
    Pieces(Color),
    /// The Frisian king-move counters (`+0+0`).
    KingMoves,
    /// A field that is none of the above, as written.
    Unknown(String),
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenField::SideToMove => f.write_str("side to move"),
            FenField::Pieces(Color::White) => f.write_str("white pieces"),
            FenField::Pieces(Color::Black) => f.write_str("black pieces"),
            FenField::KingMoves => f.write_str("king-move counters"),
            FenField::Unknown(text) => write!(f, "`{text}`"),
        }
    }
}

/// What is wrong in that field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenProblem {
    /// Nothing was written.
    Empty,
    /// The side to move is not `W` or `B`.
    BadSide(String),
    /// A field that does not start with `W`, `B` or `+`.
    UnknownField,
    /// The same colour's pieces are listed in two fields.
    Repeated,
    /// No pieces field for this colour.
    Missing,
    /// A square entry that is not a number, `K` number or range.
    BadSquare(String),
    /// A square number beyond the board's last square (the second number).
    OffBoard(u32, u8),
    /// A range whose end is before its start.
    BackwardRange(u32, u32),
    /// Two pieces on one square.
    Occupied(Square),
    /// A man on its own crowning row (it would be a king).
    ManOnCrowningRow(Square),
    /// More pieces than a side starts with (the second number).
    TooManyPieces(usize, usize),
    /// Pieces on another board than the rule set's.
    WrongBoard(Board),
    /// A counter that is not `+0+0` style, as written.
    BadCounter(String),
    /// A counter names a square without a king of that side.
    CounterWithoutKing(Color, Square),
    /// A counter above the same-king limit of three quiet moves in a row.
    CounterAboveLimit(u8),
    /// King-move counters in a position of a rule set that has none.
    CountersNotInRules,
}

/// A FEN that cannot be read, with the field and square at fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenError {
    /// The field at fault.
    pub field: FenField,
    /// What is wrong in it.
    pub problem: FenProblem,
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "FEN field {}: ", self.field)?;
        match &self.problem {
            FenProblem::Empty => f.write_str("the FEN is empty"),
            FenProblem::BadSide(s) => write!(f, "expected `W` or `B`, found `{s}`"),
            FenProblem::UnknownField => f.write_str("expected `W…`, `B…` or `+…`"),
            FenProblem::Repeated => f.write_str("given twice"),
            FenProblem::Missing => f.write_str("missing"),
            FenProblem::BadSquare(s) => {
                write!(f, "`{s}` is not a square, `K` square or range like 31-50")
            }
            FenProblem::OffBoard(n, last) => write!(f, "square {n} is off the board (1-{last})"),
            FenProblem::BackwardRange(a, b) => write!(f, "range {a}-{b} runs backwards"),
            FenProblem::Occupied(sq) => write!(f, "square {sq} holds two pieces"),
            FenProblem::ManOnCrowningRow(sq) => {
                write!(
                    f,
                    "a man on square {sq} stands on its crowning row (write K{sq})"
                )
            }
            FenProblem::TooManyPieces(n, max) => {
                write!(f, "{n} pieces; a side has at most {max}")
            }
            FenProblem::WrongBoard(board) => {
                write!(f, "the rules are played on a {0} × {0} board", board.side())
            }
            FenProblem::BadCounter(s) => {
                write!(
                    f,
                    "`{s}` is not `+0+0` style (black first; count 0-3, then the square)"
                )
            }
            FenProblem::CounterWithoutKing(color, sq) => {
                let side = if *color == Color::White {
                    "white"
                } else {
                    "black"
                };
                write!(f, "square {sq} holds no {side} king to count")
            }
            FenProblem::CounterAboveLimit(n) => {
                write!(f, "{n} moves in a row; a king may make at most 3")
            }
            FenProblem::CountersNotInRules => {
                f.write_str("only Frisian draughts counts a king's moves in a row")
            }
        }
    }
}

impl std::error::Error for FenError {}

fn error(field: FenField, problem: FenProblem) -> FenError {
    FenError { field, problem }
}

impl Position {
    /// Reads a PDN FEN for `rule`. Squares may be listed in any order and as ranges (`31-50`,
    /// `K1-3`); whitespace around fields is ignored.
    pub fn from_fen(rule: RuleSet, fen: &str) -> Result<Position, FenError> {
        let mut fields = fen.trim().split(':').map(str::trim);
        let side = match fields.next() {
            Some("W") => Color::White,
            Some("B") => Color::Black,
            Some("") | None => return Err(error(FenField::SideToMove, FenProblem::Empty)),
            Some(other) => {
                return Err(error(
                    FenField::SideToMove,
                    FenProblem::BadSide(other.to_string()),
                ))
            }
        };
        let mut setup = Setup::empty_on(rule.board(), side);
        let mut seen = [false; 2];
        let mut counters = None;
        for field in fields {
            let color = match field.chars().next() {
                Some('W') => Color::White,
                Some('B') => Color::Black,
                Some('+') if counters.is_none() => {
                    counters = Some(parse_counters(field)?);
                    continue;
                }
                Some('+') => return Err(error(FenField::KingMoves, FenProblem::Repeated)),
                _ => {
                    return Err(error(
                        FenField::Unknown(field.to_string()),
                        FenProblem::UnknownField,
                    ))
                }
            };
            if std::mem::replace(&mut seen[color.index()], true) {
                return Err(error(FenField::Pieces(color), FenProblem::Repeated));
            }
            parse_pieces(&mut setup, color, &field[1..])?;
        }
        for color in [Color::White, Color::Black] {
            if !seen[color.index()] {
                return Err(error(FenField::Pieces(color), FenProblem::Missing));
            }
        }
        setup.king_moves = counters.unwrap_or_default();
        Position::from_setup(rule, &setup).map_err(|e| match e {
            SetupError::TooManyPieces { color, count, max } => error(
                FenField::Pieces(color),
                FenProblem::TooManyPieces(count, max),
            ),
            SetupError::ManOnCrowningRow { color, square } => error(
                FenField::Pieces(color),
                FenProblem::ManOnCrowningRow(square),
            ),
            SetupError::CounterAboveLimit { count, .. } => {
                error(FenField::KingMoves, FenProblem::CounterAboveLimit(count))
            }
            SetupError::CounterWithoutKing { color, square } => error(
                FenField::KingMoves,
                FenProblem::CounterWithoutKing(color, square),
            ),
            SetupError::CountersNotInRules => {
                error(FenField::KingMoves, FenProblem::CountersNotInRules)
            }
            SetupError::WrongBoard { rules, .. } => {
                error(FenField::SideToMove, FenProblem::WrongBoard(rules))
            }
        })
    }

    /// The FEN of this position: squares ascending, runs of three or more men as ranges, kings
    /// one by one; the counters only when one is non-zero. [`Position::from_fen`] reads it back.
    pub fn to_fen(&self) -> String {
        let mut out = String::from(if self.side == Color::White { "W" } else { "B" });
        for color in [Color::White, Color::Black] {
            out.push_str(if color == Color::White { ":W" } else { ":B" });
            write_pieces(&mut out, self, color);
        }
        if self.king_moves.iter().any(|c| c.count > 0) {
            out.push(':');
            for color in [Color::Black, Color::White] {
                let c = self.king_moves(color);
                out.push('+');
                out.push_str(&c.count.to_string());
                if let Some(sq) = c.square() {
                    out.push_str(&sq.to_string());
                }
            }
        }
        out
    }
}

fn write_pieces(out: &mut String, pos: &Position, color: Color) {
    let squares: Vec<(Square, bool)> = pos
        .pieces(color)
        .map(|sq| (sq, pos.kings(color).contains(sq)))
        .collect();
    let mut i = 0;
    let mut first = true;
    while i < squares.len() {
        if !first {
            out.push(',');
        }
        first = false;
        let (sq, king) = squares[i];
        if king {
            out.push('K');
            out.push_str(&sq.to_string());
            i += 1;
            continue;
        }
        // A run of men on consecutive squares.
        let mut j = i;
        while j + 1 < squares.len()
            && !squares[j + 1].1
            && squares[j + 1].0.number() == squares[j].0.number() + 1
        {
            j += 1;
        }
        if j - i >= 2 {
            out.push_str(&format!("{}-{}", sq, squares[j].0));
            i = j + 1;
        } else {
            out.push_str(&sq.to_string());
            i += 1;
        }
    }
}

/// Reads one colour's squares into the set-up; what the rules allow there is
/// [`Position::from_setup`]'s to check.
fn parse_pieces(setup: &mut Setup, color: Color, list: &str) -> Result<(), FenError> {
    let field = FenField::Pieces(color);
    for entry in list.split(',').map(str::trim).filter(|e| !e.is_empty()) {
        let (role, body) = match entry.strip_prefix('K') {
            Some(rest) => (Role::King, rest),
            None => (Role::Man, entry),
        };
        let bad = || error(field.clone(), FenProblem::BadSquare(entry.to_string()));
        let number = |s: &str| s.trim().parse::<u32>().map_err(|_| bad());
        let (first, last) = match body.split_once('-') {
            Some((a, b)) => (number(a)?, number(b)?),
            None => {
                let n = number(body)?;
                (n, n)
            }
        };
        if first > last {
            return Err(error(field, FenProblem::BackwardRange(first, last)));
        }
        for n in first..=last {
            let board = setup.size;
            let off = || error(field.clone(), FenProblem::OffBoard(n, board.squares()));
            let sq = Square::on(board, n).ok_or_else(off)?;
            if setup.get(sq).is_some() {
                return Err(error(field, FenProblem::Occupied(sq)));
            }
            setup.put(sq, Some(Piece { color, role }));
        }
    }
    Ok(())
}

/// `+B+W`, black first; each is `0` or a count 1–3 followed by the counted king's square.
fn parse_counters(field: &str) -> Result<[KingMoves; 2], FenError> {
    let bad = || {
        error(
            FenField::KingMoves,
            FenProblem::BadCounter(field.to_string()),
        )
    };
    let parts: Vec<&str> = field.split('+').skip(1).collect();
    let [black, white] = parts[..] else {
        return Err(bad());
    };
    let one = |text: &str| -> Result<KingMoves, FenError> {
        let mut chars = text.chars();
        let count = chars.next().and_then(|c| c.to_digit(10)).ok_or_else(bad)? as u8;
        let rest = chars.as_str();
        if count == 0 {
            return if rest.is_empty() {
                Ok(KingMoves::default())
            } else {
                Err(bad())
            };
        }
        let n: u32 = rest.parse().map_err(|_| bad())?;
        let square = Square::new(n);
        if count > KingMoves::LIMIT {
            // Only a count followed by a square is a count: `+9999999999` is no "9 moves".
            return Err(match square {
                Some(_) => error(FenField::KingMoves, FenProblem::CounterAboveLimit(count)),
                None => bad(),
            });
        }
        let last = Board::TenByTen.squares();
        let sq = square.ok_or_else(|| error(FenField::KingMoves, FenProblem::OffBoard(n, last)))?;
        Ok(KingMoves::new(count, Some(sq)))
    };
    let mut out = [KingMoves::default(); 2];
    out[Color::Black.index()] = one(black)?;
    out[Color::White.index()] = one(white)?;
    Ok(out)
}
