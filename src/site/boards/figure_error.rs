//! Why a board's figure (a diagram, a choice of boards, a replay) cannot be written in a
//! language.

use std::fmt;

use crate::rules::explore::AnalyseError;

/// Why a figure cannot be written; its `Display` is the sentence the author reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum FigureError {
    /// An interface string the board needs is missing. The check of the messages the generator
    /// asks for makes sure each exists, so this is the fallback.
    MissingMessage { id: String },
    /// A draughts board among the boards of a player-count choice.
    DraughtsInChoice { id: String },
    /// A board of a choice with the player count of an earlier one.
    RepeatedPlayerCount { id: String, players: u8 },
    /// A game record's start position that the rules core cannot analyse.
    GameStart(AnalyseError),
}

impl fmt::Display for FigureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FigureError::MissingMessage { id } => {
                write!(f, "the message `{id}` exists in no language")
            }
            FigureError::DraughtsInChoice { id } => write!(
                f,
                "`{id}` is a draughts board; a choice of boards is for Chinese checkers boards of different player counts"
            ),
            FigureError::RepeatedPlayerCount { id, players } => write!(
                f,
                "`{id}` has as many players as an earlier board of the choice ({players}); each board needs its own count"
            ),
            FigureError::GameStart(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for FigureError {}
