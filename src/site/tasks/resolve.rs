//! A move written in a task (`28x6`, `32-28`, `121-11`) → the legal move of a snapshot it names,
//! by the rules core of the snapshot's family: the move is found among the snapshot's moves by
//! its facts (from, to, the pieces it takes), never by its text.

use std::fmt;

use crate::rules::draughts::{self, FenError, NotAMove, Unresolved, WrittenMove};
use crate::rules::explore::{Explore, MoveInfo, Snapshot};
use crate::rules::halma::notation::BadMoveText;
use crate::rules::halma::{self, Mover, PositionError};
use crate::rules::Family;

/// Why a task's move names no move of the board: the rules core's reason, or the board's.
#[derive(Debug)]
pub(super) enum Unresolvable {
    /// The snapshot's draughts position does not read (a broken snapshot).
    DraughtsPosition(FenError),
    /// The text is no written draughts move.
    DraughtsText(NotAMove),
    /// A written draughts move that names no legal move.
    Draughts(Unresolved),
    /// The snapshot's Chinese checkers position does not read (a broken snapshot).
    HalmaPosition(PositionError),
    /// The text is no Chinese checkers move.
    HalmaText(BadMoveText),
    /// A Chinese checkers move the rules forbid.
    Halma(halma::Illegal),
    /// A legal move the board does not let the reader make.
    NotOffered,
}

impl fmt::Display for Unresolvable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unresolvable::DraughtsPosition(e) => e.fmt(f),
            Unresolvable::DraughtsText(e) => e.fmt(f),
            Unresolvable::Draughts(e) => e.fmt(f),
            Unresolvable::HalmaPosition(e) => e.fmt(f),
            Unresolvable::HalmaText(e) => e.fmt(f),
            Unresolvable::Halma(e) => e.fmt(f),
            Unresolvable::NotOffered => f.write_str("the board does not offer this move"),
        }
    }
}

/// The index in `snapshot.moves` of the move `text` names, or the rules core's reason why none.
pub(super) fn resolve(
    snapshot: &Snapshot,
    explore: Explore,
    text: &str,
) -> Result<usize, Unresolvable> {
    let (from, to, mut captured) = match snapshot.rules.family() {
        Family::Draughts(rule) => {
            let position = draughts::Position::from_fen(rule, &snapshot.position)
                .map_err(Unresolvable::DraughtsPosition)?;
            let mv = text
                .parse::<WrittenMove>()
                .map_err(Unresolvable::DraughtsText)?
                .resolve(&position)
                .map_err(Unresolvable::Draughts)?;
            let captured: Vec<u8> = mv.captures().map(|s| s.number()).collect();
            (mv.from().number(), mv.to().number(), captured)
        }
        Family::Halma(rule) => {
            let position = halma::Position::parse(rule, &snapshot.position, None)
                .map_err(Unresolvable::HalmaPosition)?;
            let mv = text
                .parse::<halma::Move>()
                .map_err(Unresolvable::HalmaText)?;
            let mover = match explore {
                Explore::All => Mover::AnyPiece,
                Explore::Side | Explore::None => Mover::SideToMove,
            };
            let legal = position
                .check_move(mv, mover)
                .map_err(Unresolvable::Halma)?;
            (legal.mv.from.number(), legal.mv.to.number(), Vec::new())
        }
    };
    captured.sort_unstable();
    snapshot
        .moves
        .iter()
        .position(|m| m.from == from && m.to == to && same_set(&m.captured, &captured))
        .ok_or(Unresolvable::NotOffered)
}

/// Whether a move takes exactly the pieces of `sorted` (in any order).
fn same_set(captured: &[u8], sorted: &[u8]) -> bool {
    let mut mine = captured.to_vec();
    mine.sort_unstable();
    mine == sorted
}

/// How a move is named in a message: its short notation, or the full one when another of
/// `moves` shares the short one (two captures from and to the same squares).
pub(super) fn named(moves: &[MoveInfo], m: &MoveInfo) -> String {
    let shared = moves.iter().filter(|o| o.short == m.short).count() > 1;
    if shared {
        m.notation.clone()
    } else {
        m.short.clone()
    }
}
