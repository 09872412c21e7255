//! Text-level entry points (the notation of docs/notation.md in, notation out) for the command
//! line and the site.

use super::{FenError, Position, RuleSet};

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
