//! Chinese checkers family: star geometry, positions, steps, jump chains, long jumps.
//!
//! The files (private; every type is named here, at `halma::`):
//! - `geometry`: holes 1–121, the six lines through each hole, the six points, rotation.
//! - `seats`: players, player counts, who starts where and aims where, turn order.
//! - `setup`: the position text of docs/notation.md, read into an unvalidated [`Setup`].
//! - `position`: a validated [`Position`] (one `u128` per player), bound to its [`JumpRule`],
//!   and start positions.
//! - `moves`: a [`Move`], and a [`LegalMove`] with its animation [`Path`].
//! - `movegen`: steps, jump chains, the legal moves with their paths, perft.
//! - `illegal`: why a tried move is illegal ([`Illegal`]), and playing checked moves.
//! - `win`: winner detection under both [`WinRule`]s.
//! - [`notation`]: a move's text in and out ([`notation::BadMoveText`] when it does not read),
//!   and the notation-in, notation-out entry points of the command line.

mod geometry;
mod illegal;
mod movegen;
mod moves;
pub mod notation;
mod position;
mod seats;
mod setup;
mod win;

pub use geometry::{Direction, Hole, Point, HOLE_COUNT, ROW_LENGTHS};
pub use illegal::{Illegal, Mover};
pub use moves::{LegalMove, Move, Path};
pub use position::{Position, PositionError, SetupError, PIECES_PER_PLAYER};
pub use seats::{Player, PlayerCount};
pub use setup::{ParseError, Setup};
pub use win::WinRule;

/// How far a jump may reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JumpRule {
    /// Over an adjacent piece into the hole right behind it.
    Standard,
    /// Over a piece any distance away, landing as far beyond it ("Long jump" option).
    Long,
}
