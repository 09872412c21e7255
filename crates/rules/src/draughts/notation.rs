//! The notation of docs/notation.md in and out: a move's full and short text, and the
//! text-level entry points (notation in, notation out) of the command line and the site.

use std::fmt;

use super::{FenError, Move, Position, RuleSet};

impl fmt::Display for Move {
    /// The full notation: `32-28`, or `28x10:14,23` with the captured squares ascending.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", Short(self))?;
        for (i, sq) in self.captured().enumerate() {
            f.write_str(if i == 0 { ":" } else { "," })?;
            write!(f, "{sq}")?;
        }
        Ok(())
    }
}

impl Move {
    /// The short notation the site shows (a diagram's steps, a game's move list, a board's
    /// messages): `32-28`, or `28x10` for a capture, without the captured squares.
    pub fn short_notation(&self) -> String {
        Short(self).to_string()
    }
}

/// A move's from and to squares, joined by `x` for a capture and by `-` for a step.
struct Short<'a>(&'a Move);

impl fmt::Display for Short<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let separator = if self.0.is_capture() { 'x' } else { '-' };
        write!(f, "{}{separator}{}", self.0.from(), self.0.to())
    }
}

/// The legal moves of a FEN position, in the notation of docs/notation.md, sorted by from
/// square, then to square, then captured squares.
pub fn moves(rule: RuleSet, position: &str) -> Result<Vec<String>, FenError> {
    let pos = Position::from_fen(rule, position)?;
    let mut list = pos.legal_moves();
    list.sort();
    Ok(list.iter().map(ToString::to_string).collect())
}

/// The number of leaf nodes `depth` plies deep from a FEN position.
pub fn perft(rule: RuleSet, position: &str, depth: u32) -> Result<u64, FenError> {
    let pos = Position::from_fen(rule, position)?;
    Ok(pos.perft(depth))
}

/// The start position: `W:W31-50:B1-20`, or `W:W46-50:B1-5` for Frysk!.
pub fn start(rule: RuleSet) -> String {
    Position::start_of(rule).to_fen()
}
