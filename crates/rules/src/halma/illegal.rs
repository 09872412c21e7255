//! Illegal moves: checking a move a reader tries, with a reason code when it is illegal.

use std::fmt;

use super::geometry::{line_between, Hole, HOLE_COUNT, TABLES};
use super::movegen::{reach, Reach};
use super::moves::{LegalMove, Move};
use super::position::{holes_of, Position};
use super::JumpRule;

/// Whose pieces may move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Mover {
    /// Only the player to move (a game).
    #[default]
    SideToMove,
    /// Any piece (a diagram that lets the reader move every piece).
    AnyPiece,
}

/// Why a move is illegal. [`Illegal::code`] is a stable id for translated messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// There is no piece on the `from` hole.
    EmptyHole,
    /// The piece belongs to another player than the one to move.
    NotYourPiece,
    /// `to` is `from`: a chain back to its own start is no move.
    SameHole,
    /// The `to` hole is taken.
    HoleTaken,
    /// No step and no jump chain reaches `to`.
    NotReachable,
    /// The straight jump to `to` would pass over two pieces.
    PassesTwoPieces,
    /// A long jump to `to` has pieces beyond the jumped piece (its far side) before the landing.
    FarSideNotEmpty,
    /// `to` is one step from where a chain ends: a turn is a step or a chain, never both.
    StepAfterJump,
    /// Only the "Long jump" option (Super Chinese checkers) allows this move.
    LongJumpNeedsOption,
}

impl Illegal {
    /// The reason's stable code (`empty-hole`): the key of the message a board shows for it.
    pub fn code(self) -> &'static str {
        match self {
            Illegal::EmptyHole => "empty-hole",
            Illegal::NotYourPiece => "not-your-piece",
            Illegal::SameHole => "same-hole",
            Illegal::HoleTaken => "hole-taken",
            Illegal::NotReachable => "not-reachable",
            Illegal::PassesTwoPieces => "passes-two-pieces",
            Illegal::FarSideNotEmpty => "far-side-not-empty",
            Illegal::StepAfterJump => "step-after-jump",
            Illegal::LongJumpNeedsOption => "long-jump-needs-option",
        }
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Illegal::EmptyHole => "there is no piece on that hole",
            Illegal::NotYourPiece => "that piece belongs to another player",
            Illegal::SameHole => "a move must end on another hole",
            Illegal::HoleTaken => "that hole is taken",
            Illegal::NotReachable => "no step or jump chain reaches that hole",
            Illegal::PassesTwoPieces => "a jump cannot pass over two pieces",
            Illegal::FarSideNotEmpty => {
                "the holes beyond the jumped piece, up to the landing hole, must be empty"
            }
            Illegal::StepAfterJump => "a step cannot follow a jump",
            Illegal::LongJumpNeedsOption => "long jumps need the \"Long jump\" option",
        })
    }
}

impl std::error::Error for Illegal {}

impl Position {
    /// The move with its path if it is legal, or why not.
    pub fn check_move(&self, mv: Move, mover: Mover) -> Result<LegalMove, Illegal> {
        let owner = self.piece_at(mv.from).ok_or(Illegal::EmptyHole)?;
        if mover == Mover::SideToMove && owner != self.to_move {
            return Err(Illegal::NotYourPiece);
        }
        if mv.from == mv.to {
            return Err(Illegal::SameHole);
        }
        if self.occupied & mv.to.bit() != 0 {
            return Err(Illegal::HoleTaken);
        }
        let reach = reach(self.rule, mv.from.index(), self.occupied);
        self.legal_move(mv, reach)
            .ok_or_else(|| self.diagnose(mv, reach))
    }

    /// The position after `mv` if the player to move may make it, or why not: the turn passes
    /// to the next player.
    pub fn play(&self, mv: &Move) -> Result<Position, Illegal> {
        self.check_move(*mv, Mover::SideToMove)?;
        let mut next = *self;
        next.play_unchecked(mv);
        Ok(next)
    }

    /// Why the piece on `from` cannot go to each empty hole out of its reach, in hole order:
    /// [`Position::check_move`] for every such hole, with the piece's reach computed once.
    pub fn unreachable_from(&self, from: Hole) -> Vec<(Hole, Illegal)> {
        if self.occupied & from.bit() == 0 {
            return Vec::new();
        }
        let reach_here = reach(self.rule, from.index(), self.occupied);
        let long_reach = match self.rule {
            JumpRule::Standard => reach(JumpRule::Long, from.index(), self.occupied).all(),
            JumpRule::Long => 0,
        };
        let all_holes = (1u128 << HOLE_COUNT) - 1;
        let out_of_reach = all_holes & !(self.occupied | reach_here.all());
        holes_of(out_of_reach)
            .map(|to| {
                (
                    to,
                    self.diagnose_with(Move { from, to }, reach_here, long_reach),
                )
            })
            .collect()
    }

    /// The most telling reason an unreachable, empty `to` is out of reach. A reader most likely
    /// meant one straight jump, so lines from the start come first, then a step tacked onto a
    /// chain, then straight jumps from the chain's landings.
    fn diagnose(&self, mv: Move, reach_here: Reach) -> Illegal {
        let long_reach = match self.rule {
            JumpRule::Standard => reach(JumpRule::Long, mv.from.index(), self.occupied).all(),
            JumpRule::Long => 0,
        };
        self.diagnose_with(mv, reach_here, long_reach)
    }

    /// [`Position::diagnose`] with the reach the long-jump option would give (`0` when that
    /// option is on), so that a piece's every unreachable hole shares one computation.
    fn diagnose_with(&self, mv: Move, reach_here: Reach, long_reach: u128) -> Illegal {
        let (from, to) = (mv.from.index(), mv.to.index());
        if long_reach & mv.to.bit() != 0 {
            return Illegal::LongJumpNeedsOption;
        }
        let others = self.occupied & !mv.from.bit();
        if let Some(reason) = blocked_jump(from, to, others) {
            return reason;
        }
        if TABLES.neighbours[to] & reach_here.jumps != 0 {
            return Illegal::StepAfterJump;
        }
        holes_of(reach_here.jumps)
            .find_map(|h: Hole| blocked_jump(h.index(), to, others))
            .unwrap_or(Illegal::NotReachable)
    }
}

/// Why a straight jump from `from` to `to` fails, if they share a line and pieces lie between.
fn blocked_jump(from: usize, to: usize, others: u128) -> Option<Illegal> {
    let (d, distance) = line_between(from, to)?;
    let up_to = |hole: usize| TABLES.ray_mask[from][d] & !TABLES.ray_mask[hole][d] & !(1 << hole);
    let pieces = others & up_to(to);
    if pieces == 0 {
        return None;
    }
    if distance.is_multiple_of(2) {
        let middle = TABLES.ray[from][d][distance / 2 - 1] as usize;
        if others >> middle & 1 == 1 {
            // The piece in the middle is the one to jump: others before it are a second piece
            // on the way, others after it block the far side.
            return if pieces & up_to(middle) != 0 {
                Some(Illegal::PassesTwoPieces)
            } else if pieces.count_ones() > 1 {
                Some(Illegal::FarSideNotEmpty)
            } else {
                None
            };
        }
    }
    (pieces.count_ones() > 1).then_some(Illegal::PassesTwoPieces)
}
