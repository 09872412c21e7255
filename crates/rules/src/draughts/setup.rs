//! A draughts position as an author writes it, not yet checked: [`Setup`], and what
//! [`Position::from_setup`] refuses, so no public call builds a position the rules cannot reach.
//!
//! The rules (FMJD, Annex 1, articles 2–4; the Frisian rules of the KNDB for the counters):
//! a side starts with 20 pieces (12 on the 8 × 8 board) and never gains one, so a side has at
//! most that many; a man that ends its move on the far row (the opponent's base, squares 1–5 for
//! white, 46–50 for black; 1–4 and 29–32 on the 8 × 8 board) is crowned at once, so no man
//! stands there; the Frisian same-king counter counts at most three quiet moves in a row, of a
//! king of that side, and only Frisian draughts keeps one.

use std::fmt;

use super::board::{Board, Color, Piece, Role, Square};
use super::position::{KingMoves, Position};
use super::RuleSet;

/// The most pieces a side has on any board: the 20 it starts with on the 10 × 10 board (see
/// [`Board::max_pieces`]).
pub const MAX_PIECES: usize = 20;

/// Pieces on squares, a side to move and the Frisian counters, not yet checked.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// `board[n - 1]` is what stands on square `n` (the first 32 on the 8 × 8 board).
    pub board: [Option<Piece>; 50],
    /// The board the squares are numbered on.
    pub size: Board,
    /// The side whose turn it is.
    pub side_to_move: Color,
    /// The same-king counters, white's first.
    pub king_moves: [KingMoves; 2],
}

impl Setup {
    /// An empty 10 × 10 board with `side` to move and no counters.
    pub fn empty(side: Color) -> Setup {
        Setup::empty_on(Board::TenByTen, side)
    }

    /// An empty `size` board with `side` to move and no counters.
    pub fn empty_on(size: Board, side: Color) -> Setup {
        Setup {
            board: [None; 50],
            size,
            side_to_move: side,
            king_moves: [KingMoves::default(); 2],
        }
    }

    /// What stands on `sq` (nothing on a square of another board).
    pub fn get(&self, sq: Square) -> Option<Piece> {
        if sq.board() != self.size {
            return None;
        }
        self.board[usize::from(sq.number()) - 1]
    }

    /// Puts a piece on a square (replacing what stood there), or empties it; a square of
    /// another board is left alone.
    pub fn put(&mut self, sq: Square, piece: Option<Piece>) {
        if sq.board() == self.size {
            self.board[usize::from(sq.number()) - 1] = piece;
        }
    }

    /// Sets `color`'s same-king counter (Frisian).
    pub fn set_king_moves(&mut self, color: Color, counter: KingMoves) {
        self.king_moves[color.index()] = counter;
    }

    fn squares(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.size
            .all_squares()
            .filter_map(|sq| Some((sq, self.get(sq)?)))
    }
}

/// Why a set-up is no position of the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// More pieces of one side than it starts with ([`Board::max_pieces`]).
    TooManyPieces {
        /// The side with too many.
        color: Color,
        /// How many it has.
        count: usize,
        /// How many it starts with.
        max: usize,
    },
    /// A man on the row where it would have been crowned.
    ManOnCrowningRow {
        /// The man's side.
        color: Color,
        /// Where it stands.
        square: Square,
    },
    /// A counter above [`KingMoves::LIMIT`].
    CounterAboveLimit {
        /// The counter's side.
        color: Color,
        /// The quiet moves it counts.
        count: u8,
    },
    /// A counter naming a square without a king of that side.
    CounterWithoutKing {
        /// The counter's side.
        color: Color,
        /// The square it names.
        square: Square,
    },
    /// Counters in a rule set that has none.
    CountersNotInRules,
    /// A set-up on another board than the rule set's.
    WrongBoard {
        /// The rule set's board.
        rules: Board,
        /// The set-up's board.
        setup: Board,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::TooManyPieces { color, count, max } => write!(
                f,
                "{} has {count} pieces; a side has at most {max}",
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
            SetupError::WrongBoard { rules, setup } => write!(
                f,
                "the set-up is numbered for the {} board, the rules are played on the {} board",
                size(*setup),
                size(*rules)
            ),
        }
    }
}

impl std::error::Error for SetupError {}

fn size(board: Board) -> &'static str {
    match board {
        Board::TenByTen => "10 × 10",
        Board::EightByEight => "8 × 8",
    }
}

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
        let board = rule.board();
        if setup.size != board {
            return Err(SetupError::WrongBoard {
                rules: board,
                setup: setup.size,
            });
        }
        if !rule.counts_king_moves() && setup.king_moves.iter().any(|c| c.count() > 0) {
            return Err(SetupError::CountersNotInRules);
        }
        let mut pos = Position::empty(rule, setup.side_to_move);
        for color in [Color::White, Color::Black] {
            let mut count = 0;
            for (square, piece) in setup.squares().filter(|(_, p)| p.color == color) {
                if piece.role == Role::Man && board.promotion_row(color) >> square.bit() & 1 != 0 {
                    return Err(SetupError::ManOnCrowningRow { color, square });
                }
                count += 1;
                pos.put(square, Some(piece));
            }
            let max = board.max_pieces();
            if count > max {
                return Err(SetupError::TooManyPieces { color, count, max });
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
        let mut setup = Setup::empty_on(self.board, self.side_to_move());
        for sq in self.board.all_squares() {
            setup.put(sq, self.piece_at(sq));
        }
        setup.king_moves = self.king_moves;
        setup
    }
}
