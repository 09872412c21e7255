//! A move as written (`32-28`, `28x19x10`, `28x10:14,23`) → the one legal move it names.
//!
//! A written move gives its from and to squares, maybe landing squares in between (as PDN
//! writes them) and maybe the squares it captures (after `:`, as docs/notation.md writes them).
//! Every legal move that starts and ends there, lands on the written squares in order and takes
//! the written pieces fits. Fits that take the same pieces are one move by the official
//! definition; fits that take different pieces are ambiguous, and the writer must say more: the
//! core never chooses for them. Game records and diagrams resolve their moves here alike.

use std::fmt;
use std::str::FromStr;

use super::{Illegal, Move, Position, Square};

/// A move as written: its squares (from, any landings, to) and the captured squares it names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WrittenMove {
    squares: Vec<u8>,
    captured: Vec<u8>,
}

/// Why a text is not a written move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotAMove {
    /// The squares are not two or more numbers joined by `-` or `x`.
    Squares,
    /// The captured squares after `:` are not numbers joined by `,`.
    Captured,
}

impl fmt::Display for NotAMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NotAMove::Squares => "expected a move such as 32-28, 28x19 or 28x10:14,23",
            NotAMove::Captured => "expected captured squares such as :14,23",
        })
    }
}

impl std::error::Error for NotAMove {}

impl FromStr for WrittenMove {
    type Err = NotAMove;

    fn from_str(text: &str) -> Result<Self, NotAMove> {
        let (path, captured) = match text.split_once(':') {
            Some((path, captured)) => (path, Some(captured)),
            None => (text, None),
        };
        let squares = numbers(path.split(['-', 'x']))
            .filter(|s| s.len() >= 2)
            .ok_or(NotAMove::Squares)?;
        let captured = match captured {
            Some(c) => numbers(c.split(',')).ok_or(NotAMove::Captured)?,
            None => Vec::new(),
        };
        Ok(WrittenMove { squares, captured })
    }
}

fn numbers<'a>(parts: impl Iterator<Item = &'a str>) -> Option<Vec<u8>> {
    parts.map(|s| s.trim().parse::<u8>().ok()).collect()
}

impl WrittenMove {
    /// A move written by its squares alone (from, any landings, to), as a game record reads it.
    pub fn from_squares(squares: Vec<u8>) -> WrittenMove {
        WrittenMove {
            squares,
            captured: Vec::new(),
        }
    }

    /// The legal move of `position` this names, or why there is none.
    pub fn resolve(&self, position: &Position) -> Result<Move, Unresolved> {
        let board = position.board();
        let on_board = |numbers: &[u8]| -> Result<Vec<Square>, Unresolved> {
            numbers
                .iter()
                .map(|&n| Square::on(board, n.into()))
                .collect::<Option<_>>()
                .ok_or(Unresolved::OffBoard {
                    squares: board.squares(),
                })
        };
        let squares = on_board(&self.squares)?;
        let [from, via @ .., to] = squares.as_slice() else {
            return Err(Unresolved::TooShort);
        };
        let (from, to) = (*from, *to);
        let captured = on_board(&self.captured)?;
        let takes_written =
            |m: &Move| captured.is_empty() || m.captured() == captured.iter().copied().collect();
        let mut legal = position.legal_moves();
        legal.sort();
        let fits: Vec<&Move> = legal
            .iter()
            .filter(|m| m.from() == from && m.to() == to && lands_on(m, via) && takes_written(m))
            .collect();
        let Some(first) = fits.first() else {
            return Err(unresolved(position, from, to, via, &captured));
        };
        if fits.iter().all(|m| m.captured() == first.captured()) {
            return Ok(**first);
        }
        Err(Unresolved::Ambiguous(fits.into_iter().copied().collect()))
    }
}

/// Why a written move names no one legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unresolved {
    /// A square beyond the board's last (`squares`, 50 or 32).
    OffBoard {
        /// How many squares the board has.
        squares: u8,
    },
    /// Fewer than two squares.
    TooShort,
    /// From and to fit a legal capture, but none lands on the written squares in between.
    NoSuchLanding {
        /// The written move's first square.
        from: Square,
        /// Its last square.
        to: Square,
        /// The squares written between them.
        via: Vec<Square>,
    },
    /// From and to fit a legal move, but none takes the written pieces.
    NoSuchCapture,
    /// No legal move goes from `from` to `to`; the rules core says why.
    Illegal(Illegal),
    /// Legal captures that take different pieces fit, sorted; the writer must say more.
    Ambiguous(Vec<Move>),
}

impl fmt::Display for Unresolved {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unresolved::OffBoard { squares } => {
                write!(f, "a square is off the board (1-{squares})")
            }
            Unresolved::TooShort => f.write_str("expected a move of two squares or more"),
            Unresolved::NoSuchLanding { from, to, via } => {
                let via: Vec<String> = via.iter().map(ToString::to_string).collect();
                write!(
                    f,
                    "no legal capture from {from} to {to} lands on {}",
                    via.join(", then ")
                )
            }
            Unresolved::NoSuchCapture => f.write_str("no legal move captures those squares"),
            Unresolved::Illegal(reason) => reason.fmt(f),
            Unresolved::Ambiguous(fits) => {
                let listed: Vec<String> = fits.iter().map(describe).collect();
                write!(
                    f,
                    "ambiguous: {} legal captures fit, taking different pieces: {}; write the \
                     landing squares of the one meant",
                    fits.len(),
                    listed.join("; ")
                )
            }
        }
    }
}

impl std::error::Error for Unresolved {}

/// Does the move land on `via` in this order before its last landing?
fn lands_on(m: &Move, via: &[Square]) -> bool {
    let landings: Vec<Square> = m.landings().collect();
    let before_last = &landings[..landings.len().saturating_sub(1)];
    let mut rest = before_last.iter();
    via.iter().all(|sq| rest.any(|l| l == sq))
}

/// A move with its whole path and the pieces it takes: `28x19x10 (takes 23, 14)`.
fn describe(m: &Move) -> String {
    let mut path = m.from().to_string();
    let separator = if m.is_capture() { "x" } else { "-" };
    for sq in m.landings() {
        path.push_str(separator);
        path.push_str(&sq.to_string());
    }
    if !m.is_capture() {
        return path;
    }
    let taken: Vec<String> = m.captures().map(|s| s.to_string()).collect();
    format!("{path} (takes {})", taken.join(", "))
}

/// Why no legal move goes from `from` to `to` through `via`, taking `captured`.
fn unresolved(
    position: &Position,
    from: Square,
    to: Square,
    via: &[Square],
    captured: &[Square],
) -> Unresolved {
    match position.check_move(from, to, None) {
        // From and to fit a legal move: the written landings or captures are what is wrong.
        Ok(_) | Err(Illegal::Ambiguous(_)) if via.is_empty() && !captured.is_empty() => {
            Unresolved::NoSuchCapture
        }
        Ok(_) | Err(Illegal::Ambiguous(_)) => Unresolved::NoSuchLanding {
            from,
            to,
            via: via.to_vec(),
        },
        Err(reason) => Unresolved::Illegal(reason),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_written_move_reads_steps_landings_and_captures() {
        let step: WrittenMove = "32-28".parse().unwrap();
        assert_eq!(step, WrittenMove::from_squares(vec![32, 28]));
        let capture: WrittenMove = "28x10:14,23".parse().unwrap();
        assert_eq!(capture.squares, [28, 10]);
        assert_eq!(capture.captured, [14, 23]);
        assert_eq!(
            "28x19x10".parse::<WrittenMove>().unwrap().squares,
            [28, 19, 10]
        );
        assert_eq!("32".parse::<WrittenMove>(), Err(NotAMove::Squares));
        assert_eq!("28x10:a".parse::<WrittenMove>(), Err(NotAMove::Captured));
    }
}
