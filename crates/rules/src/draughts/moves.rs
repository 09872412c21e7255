//! A legal move with its whole story: every landing square and every captured piece in order.

use super::board::{Board, Square, SquareSet};

/// The most pieces one capture can take: a side has at most 20 (on the 10 × 10 board).
pub const MAX_CAPTURES: usize = 20;

/// A move: a step, or a capture sequence with its landings and captures in the order played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub(crate) from: u8,
    pub(crate) to: u8,
    pub(crate) captured: u64,
    pub(crate) count: u8,
    pub(crate) king: bool,
    /// Russian: a man crowned during the capture, a king wherever it ends.
    pub(crate) crowned: bool,
    pub(crate) board: Board,
    /// Landing bits; a step has its destination in slot 0.
    pub(crate) landings: [u8; MAX_CAPTURES],
    /// Captured bits in capture order.
    pub(crate) order: [u8; MAX_CAPTURES],
}

impl Move {
    pub(crate) fn step(board: Board, from: u8, to: u8, king: bool) -> Move {
        let mut landings = [0; MAX_CAPTURES];
        landings[0] = to;
        Move {
            from,
            to,
            captured: 0,
            count: 0,
            king,
            crowned: false,
            board,
            landings,
            order: [0; MAX_CAPTURES],
        }
    }

    /// The square the piece leaves.
    pub fn from(&self) -> Square {
        Square::from_bit(self.board, self.from)
    }

    /// The square the piece ends on.
    pub fn to(&self) -> Square {
        Square::from_bit(self.board, self.to)
    }

    /// Whether the move captures (a capture, when one is possible, is compulsory).
    pub fn is_capture(&self) -> bool {
        self.count > 0
    }

    /// Whether a king makes the move.
    pub fn by_king(&self) -> bool {
        self.king
    }

    /// The captured squares as a set.
    pub fn captured(&self) -> SquareSet {
        SquareSet(self.captured, self.board)
    }

    /// Every square the piece lands on, in order; the last is [`Move::to`].
    pub fn landings(&self) -> impl ExactSizeIterator<Item = Square> + '_ {
        let n = (self.count as usize).max(1);
        self.landings[..n]
            .iter()
            .map(|&b| Square::from_bit(self.board, b))
    }

    /// The captured squares in the order they are jumped.
    pub fn captures(&self) -> impl ExactSizeIterator<Item = Square> + '_ {
        self.order[..self.count as usize]
            .iter()
            .map(|&b| Square::from_bit(self.board, b))
    }

    /// Same from, to and captured set: the official notion of one move.
    pub fn same_move(&self, other: &Move) -> bool {
        self.from == other.from && self.to == other.to && self.captured == other.captured
    }

    /// The deterministic listing order: from, then to, then captured squares ascending.
    pub fn sort_key(&self) -> (Square, Square, Vec<Square>) {
        (self.from(), self.to(), self.captured().collect())
    }
}

/// A reusable list of moves (it keeps its allocation across positions).
#[derive(Clone, Debug, Default)]
pub struct MoveList(pub(crate) Vec<Move>);

impl MoveList {
    /// An empty list with room for the moves of a typical position.
    pub fn new() -> MoveList {
        MoveList(Vec::with_capacity(64))
    }

    /// The moves, in the order generated (or sorted).
    pub fn as_slice(&self) -> &[Move] {
        &self.0
    }

    /// How many moves the list holds.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the list holds no move (the side to move cannot move).
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The moves, in order.
    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.0.iter()
    }

    /// Empties the list, keeping its allocation.
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// Sorts into the listing order of [`Move::sort_key`].
    pub fn sort(&mut self) {
        self.0.sort_by_cached_key(Move::sort_key);
    }
}

impl<'a> IntoIterator for &'a MoveList {
    type Item = &'a Move;
    type IntoIter = std::slice::Iter<'a, Move>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}
