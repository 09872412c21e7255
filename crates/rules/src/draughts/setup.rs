//! A draughts position as an author writes it, not yet checked: [`Setup`], and what
//! [`Position::from_setup`] refuses, so no public call builds a position the rules cannot reach.
//!
//! The rules (FMJD, Annex 1, articles 2–4; the Frisian rules of the KNDB for the counters):
//! a side starts with 20 pieces and never gains one, so a side has at most 20; a man that ends
//! its move on the far row (the opponent's base, squares 1–5 for white, 46–50 for black) is
//! crowned at once, so no man stands there; the Frisian same-king counter counts at most three
//! quiet moves in a row, of a king of that side, and only Frisian draughts keeps one.

use std::fmt;

use super::board::{Color, Piece, Role, Square};
use super::position::{KingMoves, Position};
use super::RuleSet;

/// The most pieces a side has: the 20 it starts with.
pub const MAX_PIECES: usize = 20;

/// Pieces on squares, a side to move and the Frisian counters, not yet checked.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// `board[n - 1]` is what stands on square `n`.
    pub board: [Option<Piece>; 50],
    pub side_to_move: Color,
    /// The same-king counters, white's first.
    pub king_moves: [KingMoves; 2],
}

impl Setup {
    /// An empty board with `side` to move and no counters.
    pub fn empty(side: Color) -> Setup {
        Setup {
            board: [None; 50],
            side_to_move: side,
            king_moves: [KingMoves::default(); 2],
        }
    }

    pub fn get(&self, sq: Square) -> Option<Piece> {
        self.board[usize::from(sq.number()) - 1]
    }

    /// Puts a piece on a square (replacing what stood there), or empties it.
    pub fn put(&mut self, sq: Square, piece: Option<Piece>) {
        self.board[usize::from(sq.number()) - 1] = piece;
    }

    pub fn set_king_moves(&mut self, color: Color, counter: KingMoves) {
        self.king_moves[color.index()] = counter;
    }

    fn squares(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        (1..=50u32).filter_map(|n| {
            let sq = Square::new(n)?;
            Some((sq, self.get(sq)?))
        })
    }
}

/// Why a set-up is no position of the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// More than [`MAX_PIECES`] pieces of one side.
    TooManyPieces { color: Color, count: usize },
    /// A man on the row where it would have been crowned.
    ManOnCrowningRow { color: Color, square: Square },
    /// A counter above [`KingMoves::LIMIT`].
    CounterAboveLimit { color: Color, count: u8 },
    /// A counter naming a square without a king of that side.
    CounterWithoutKing { color: Color, square: Square },
    /// Counters in a rule set that has none.
    CountersNotInRules,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::TooManyPieces { color, count } => write!(
                f,
                "{} has {count} pieces; a side has at most {MAX_PIECES}",
                side(*color)
            ),
            SetupError::ManOnCrowningRow { color, square } => write!(
                f,
                "a {} man on square {square} stands on its crowning row (write K{square})",
                side(*color)
            ),
            SetupError::CounterAboveLimit { count, .. } => write!(
                f,
                "{count} moves in a row; a king may make at most {}",
                KingMoves::LIMIT
            ),
            SetupError::CounterWithoutKing { color, square } => {
                write!(f, "square {square} holds no {} king to count", side(*color))
            }
            SetupError::CountersNotInRules => {
                f.write_str("only Frisian draughts counts a king's moves in a row")
            }
        }
    }
}

impl std::error::Error for SetupError {}

fn side(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

impl Position {
    /// The position of a set-up, if the rules can reach it (see the module's rules). Each side is
    /// checked in turn, white first: its men's rows, its count, its counter.
    pub fn from_setup(rule: RuleSet, setup: &Setup) -> Result<Position, SetupError> {
        if !rule.counts_king_moves() && setup.king_moves.iter().any(|c| c.count() > 0) {
            return Err(SetupError::CountersNotInRules);
        }
        let mut pos = Position::empty(setup.side_to_move);
        for color in [Color::White, Color::Black] {
            let mut count = 0;
            for (square, piece) in setup.squares().filter(|(_, p)| p.color == color) {
                if piece.role == Role::Man && color.promotion_row() >> square.bit() & 1 != 0 {
                    return Err(SetupError::ManOnCrowningRow { color, square });
                }
                count += 1;
                pos.put(square, Some(piece));
            }
            if count > MAX_PIECES {
                return Err(SetupError::TooManyPieces { color, count });
            }
        }
        for color in [Color::White, Color::Black] {
            let counter = setup.king_moves[color.index()];
            if counter.count() > KingMoves::LIMIT {
                return Err(SetupError::CounterAboveLimit {
                    color,
                    count: counter.count(),
                });
            }
            if let Some(square) = counter.square() {
                if !pos.kings(color).contains(square) {
                    return Err(SetupError::CounterWithoutKing { color, square });
                }
            }
            pos.king_moves[color.index()] = counter;
        }
        Ok(pos)
    }

    /// The set-up of this position ([`Position::from_setup`] gives it back).
    pub fn to_setup(&self) -> Setup {
        let mut setup = Setup::empty(self.side_to_move());
        for n in 1..=50u32 {
            if let Some(sq) = Square::new(n) {
                setup.put(sq, self.piece_at(sq));
            }
        }
        setup.king_moves = self.king_moves;
        setup
    }
}
