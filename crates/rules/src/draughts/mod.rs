//! Draughts family: 10 × 10 and 8 × 8 boards, FEN, move generation, rule sets (International,
//! Frisian, Frysk!, Antidraughts, Breakthrough, Russian, Brazilian).
//!
//! The files (private; every type is named here, at `draughts::`):
//! - `board`: board sizes, squares, colours, pieces, square sets and the padded bitboard
//!   geometry.
//! - `position`: a [`Position`], bound to its [`RuleSet`], and how a move changes it; `setup`: an
//!   unchecked [`Setup`] and the rules a position must keep; `fen`: reading and writing PDN FEN.
//! - `movegen`: legal moves (steps, capture sequences, capture precedence) and perft.
//! - `illegal`: checking a move a reader tries, with the reason it is [`Illegal`], and playing
//!   it once checked ([`Position::play`]); `game`: a [`Game`], its history and its end.
//! - `written`: a move as written ([`WrittenMove`]: `32-28`, `28x19x10`, `28x10:14,23`) resolved
//!   against a position to the one legal move it names, or why it is [`Unresolved`].
//! - [`notation`]: the notation of docs/notation.md in and out (a move's full and short text, the
//!   text-level entry points of the command line and the site).

mod board;
mod fen;
mod game;
mod illegal;
mod movegen;
mod moves;
pub mod notation;
mod position;
mod setup;
mod written;

pub use board::{Board, Color, Piece, Role, Square, SquareSet};
pub use fen::{FenError, FenField, FenProblem};
pub use game::{DrawRule, Game, Outcome, WinReason};
pub(crate) use illegal::first_capture;
pub use illegal::Illegal;
pub use moves::{Move, MoveList, MAX_CAPTURES};
pub use position::{KingMoves, Position};
pub use setup::{Setup, SetupError, MAX_PIECES};
pub use written::{NotAMove, Unresolved, WrittenMove};

/// Which draughts rules apply. Every rule set is one of three move laws ([`Movement`]) on one of
/// two boards ([`Board`]), with its own start position and its own way of ending a game
/// ([`Goal`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleSet {
    /// The FMJD rules on 10 × 10: men capture backwards, kings fly, the capture of most pieces is compulsory.
    International,
    /// The KNDB's Frisian rules on 10 × 10: captures along rows and columns too, the capture of greatest value.
    Frisian,
    /// Frisian rules from five men each on the back row (lidraughts' "Frysk!").
    Frysk,
    /// International moves; a side that cannot move wins (giveaway).
    Antidraughts,
    /// International moves; the first side to crown a king wins.
    Breakthrough,
    /// 8 × 8, free choice among captures, a man crowned during a capture goes on as a king.
    Russian,
    /// International rules on 8 × 8.
    Brazilian,
}

/// How pieces move and capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Movement {
    /// FMJD: diagonal captures, the capture of most pieces is compulsory.
    International,
    /// Captures along rows and columns too, the capture of greatest value, the same-king rule.
    Frisian,
    /// Russian: diagonal captures, any capture may be chosen but is finished as far as it goes
    /// (a king stops only where it can go on capturing, if it can), and a man that reaches the
    /// far row during a capture is crowned at once and goes on capturing as a king.
    Russian,
}

/// What ends a game, beside the draw rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// A side that cannot move (no pieces, or all blocked) loses.
    Standard,
    /// A side that cannot move wins.
    Giveaway,
    /// A side that cannot move loses, and the first king wins at once.
    FirstKing,
}

impl RuleSet {
    /// Every rule set.
    pub const ALL: [RuleSet; 7] = [
        RuleSet::International,
        RuleSet::Frisian,
        RuleSet::Frysk,
        RuleSet::Antidraughts,
        RuleSet::Breakthrough,
        RuleSet::Russian,
        RuleSet::Brazilian,
    ];

    /// How the rule set's pieces move and capture.
    pub fn movement(self) -> Movement {
        match self {
            RuleSet::International
            | RuleSet::Antidraughts
            | RuleSet::Breakthrough
            | RuleSet::Brazilian => Movement::International,
            RuleSet::Frisian | RuleSet::Frysk => Movement::Frisian,
            RuleSet::Russian => Movement::Russian,
        }
    }

    /// The board the rule set is played on.
    #[inline(always)]
    pub const fn board(self) -> Board {
        match self {
            RuleSet::Russian | RuleSet::Brazilian => Board::EightByEight,
            RuleSet::International
            | RuleSet::Frisian
            | RuleSet::Frysk
            | RuleSet::Antidraughts
            | RuleSet::Breakthrough => Board::TenByTen,
        }
    }

    /// What ends a game under the rule set, beside its draw rules.
    pub fn goal(self) -> Goal {
        match self {
            RuleSet::International
            | RuleSet::Frisian
            | RuleSet::Frysk
            | RuleSet::Russian
            | RuleSet::Brazilian => Goal::Standard,
            RuleSet::Antidraughts => Goal::Giveaway,
            RuleSet::Breakthrough => Goal::FirstKing,
        }
    }

    /// Whether a king's quiet moves are counted (the Frisian same-king rule).
    pub fn counts_king_moves(self) -> bool {
        self.movement() == Movement::Frisian
    }
}
