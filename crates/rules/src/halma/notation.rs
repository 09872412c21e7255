//! The notation of docs/notation.md in and out: a move's text (`FROM-TO`), and the text-level
//! entry points of the command line and the site.
//!
//! The position text does not state the player count; it is inferred from the highest player
//! present (see [`super::PlayerCount::seating`]). Moves and perft play on after a win: the text
//! carries no game-over state, and winners are for the caller to ask ([`Position::winners`]).

use std::fmt;
use std::str::FromStr;

use super::{Hole, JumpRule, Move, PlayerCount, Position, PositionError};

/// `FROM-TO`: the whole notation of a move, and so its short form too.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

/// A move text that is not `FROM-TO` with holes 1–121.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadMoveText(pub String);

impl fmt::Display for BadMoveText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "expected a move FROM-TO with holes 1-121, found {:?}",
            self.0
        )
    }
}

impl std::error::Error for BadMoveText {}

impl FromStr for Move {
    type Err = BadMoveText;
    fn from_str(notation: &str) -> Result<Move, BadMoveText> {
        let hole = |s: &str| s.trim().parse::<u8>().ok().and_then(Hole::new);
        notation
            .split_once('-')
            .and_then(|(a, b)| {
                Some(Move {
                    from: hole(a)?,
                    to: hole(b)?,
                })
            })
            .ok_or_else(|| BadMoveText(notation.to_string()))
    }
}

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
