//! Text-level entry points (the notation of docs/notation.md in, notation out) for the command
//! line and the site.
//!
//! The position text does not state the player count; it is inferred from the highest player
//! present (see [`super::PlayerCount::seating`]). Moves and perft play on after a win: the text
//! carries no game-over state, and winners are for the caller to ask ([`Position::winners`]).

use super::{JumpRule, PlayerCount, Position, PositionError};

/// The legal moves `FROM-TO` of the player to move, sorted by FROM then TO.
pub fn moves(rule: JumpRule, position: &str) -> Result<Vec<String>, PositionError> {
    let position = Position::parse(rule, position, None)?;
    Ok(position
        .legal_moves()
        .iter()
        .map(ToString::to_string)
        .collect())
}

/// The number of leaf nodes `depth` plies deep.
pub fn perft(rule: JumpRule, position: &str, depth: u32) -> Result<u64, PositionError> {
    let position = Position::parse(rule, position, None)?;
    Ok(position.perft(depth))
}

/// The start position of `players` players; `None` for a count the game is not played by.
pub fn start(players: u8) -> Option<String> {
    // Both jump rules start alike.
    PlayerCount::new(players).map(|count| Position::start(JumpRule::Standard, count).to_string())
}
