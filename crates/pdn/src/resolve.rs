//! A move as written (its squares) → the one legal move it names, through the rules core.
//!
//! PDN writes a capture from/to, or with some or all of its landing squares. Every legal move
//! that starts and ends there and lands on the written squares in order fits. Fits that take the
//! same pieces are one move by the official definition; fits that take different pieces are
//! ambiguous, and the writer must add squares: we never choose for them.

use rulebook_rules::draughts::{Illegal, Move, Position, Square};

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
    /// No legal move goes from `from` to `to`; the rules core says why.
    Illegal(Illegal),
    /// Legal captures that take different pieces fit, sorted; the writer must add squares.
    Ambiguous(Vec<Move>),
}

impl std::fmt::Display for Unresolved {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
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

/// The legal move `squares` names, or why there is none (shown after "move N, 32-28: ").
pub fn resolve(position: &Position, squares: &[u8]) -> Result<Move, Unresolved> {
    let board = position.board();
    let squares: Vec<Square> = squares
        .iter()
        .map(|&n| Square::on(board, n.into()))
        .collect::<Option<_>>()
        .ok_or(Unresolved::OffBoard {
            squares: board.squares(),
        })?;
    let (Some(&from), Some(&to)) = (squares.first(), squares.last()) else {
        return Err(Unresolved::TooShort);
    };
    let via = &squares[1..squares.len() - 1];
    let mut legal = position.legal_moves();
    legal.sort();
    let fits: Vec<&Move> = legal
        .iter()
        .filter(|m| m.from() == from && m.to() == to && lands_on(m, via))
        .collect();
    let Some(first) = fits.first() else {
        return Err(unresolved(position, from, to, via));
    };
    if fits.iter().all(|m| m.captured() == first.captured()) {
        return Ok(**first);
    }
    Err(Unresolved::Ambiguous(fits.into_iter().copied().collect()))
}

/// Does the move land on `via` in this order before its last landing?
fn lands_on(m: &Move, via: &[Square]) -> bool {
    let landings: Vec<Square> = m.landings().collect();
    let before_last = &landings[..landings.len().saturating_sub(1)];
    let mut rest = before_last.iter();
    via.iter().all(|sq| rest.any(|l| l == sq))
}

/// A move with its whole path and the pieces it takes: `28x19x10 (takes 23, 14)`.
pub fn describe(m: &Move) -> String {
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

/// Why no legal move goes from `from` to `to` through `via`.
fn unresolved(position: &Position, from: Square, to: Square, via: &[Square]) -> Unresolved {
    match position.check_move(from, to, None) {
        // From and to fit a legal move: the written landing squares are what is wrong.
        Ok(_) | Err(Illegal::Ambiguous(_)) => Unresolved::NoSuchLanding {
            from,
            to,
            via: via.to_vec(),
        },
        Err(reason) => Unresolved::Illegal(reason),
    }
}
