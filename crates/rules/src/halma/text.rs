//! Text-level entry points (DESIGN.md notation in, notation out) for the command line and the site.
//!
//! The position text does not state the player count; it is inferred from the highest player
//! present (see [`super::PlayerCount::seating`]). Moves and perft play on after a win: the text
//! carries no game-over state, and winners are for the caller to ask ([`Position::winners`]).

use super::{JumpRule, PlayerCount, Position};

/// The legal moves `FROM-TO` of the player to move, sorted by FROM then TO.
pub fn moves(rule: JumpRule, position: &str) -> Result<Vec<String>, String> {
    let position: Position = position.parse().map_err(|e| format!("{e}"))?;
    Ok(position
        .legal_moves(rule)
        .iter()
        .map(ToString::to_string)
        .collect())
}

pub fn perft(rule: JumpRule, position: &str, depth: u32) -> Result<u64, String> {
    let position: Position = position.parse().map_err(|e| format!("{e}"))?;
    Ok(position.perft(rule, depth))
}

pub fn start(players: u8) -> Result<String, String> {
    PlayerCount::new(players)
        .map(|count| Position::start(count).to_string())
        .ok_or_else(|| format!("Chinese checkers is played by 2, 3, 4 or 6 players, not {players}"))
}
