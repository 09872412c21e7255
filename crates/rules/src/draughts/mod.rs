//! Draughts family: 10×10 board, FEN, move generation, rule sets (International, Frisian).
//!
//! - [`board`]: squares, colours, pieces, square sets and the padded bitboard geometry.
//! - [`position`]: a position and how a move changes it; [`setup`]: an unchecked set-up and the
//!   rules a position must keep; [`fen`]: reading and writing PDN FEN.
//! - [`movegen`]: legal moves (steps, capture sequences, capture precedence) and perft.
//! - [`why_not`]: the reason an attempted move is illegal; [`game`]: history and game end.
//! - [`text`]: the DESIGN.md notation in and out, for the command line and the site.

pub mod board;
pub mod fen;
pub mod game;
pub mod movegen;
pub mod moves;
pub mod position;
pub mod setup;
pub mod text;
pub mod why_not;

pub use board::{Color, Piece, Role, Square, SquareSet};
pub use fen::{FenError, FenField, FenProblem};
pub use game::{DrawRule, Game, Outcome};
pub use moves::{Move, MoveList};
pub use position::{KingMoves, Position};
pub use setup::{Setup, SetupError, MAX_PIECES};
pub use why_not::Illegal;

/// Which draughts rules apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleSet {
    International,
    Frisian,
}
