//! A position: who stands where, who moves, and (Frisian) the same-king move counters.

use super::board::{Board, Color, Piece, Role, Square, SquareSet};
use super::moves::Move;
use super::RuleSet;

/// Frisian: how many quiet moves in a row one side has made with the same king, and where that
/// king now stands. `count == 0` means no king is being counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct KingMoves {
    pub(crate) count: u8,
    pub(crate) square: u8,
}

impl KingMoves {
    /// The most quiet moves in a row the same king may make while its side still has men.
    pub const LIMIT: u8 = 3;

    /// A counter of `count` quiet moves by the king on `square`; no king is counted when `count` is 0
    /// or the square is missing.
    pub fn new(count: u8, square: Option<Square>) -> KingMoves {
        match square {
            Some(sq) if count > 0 => KingMoves {
                count,
                square: sq.bit(),
            },
            _ => KingMoves::default(),
        }
    }

    /// How many quiet moves in a row the counted king has made (0: none is counted).
    pub fn count(self) -> u8 {
        self.count
    }

    /// The counted king's square, if a king is being counted (only Frisian rule sets, all on
    /// the 10 × 10 board, count).
    pub fn square(self) -> Option<Square> {
        (self.count > 0).then(|| Square::from_bit(Board::TenByTen, self.square))
    }
}

/// A draughts position the rules can reach, bound to its rule set as a chess variant's position
/// is to its variant: every question it answers and every move it plays follows those rules.
/// Build one from FEN ([`Position::from_fen`]), a checked [`super::Setup`]
/// ([`Position::from_setup`]) or [`Position::start_of`]; each refuses a board the rules are not
/// played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) pieces: [u64; 2],
    pub(crate) kings: u64,
    pub(crate) side: Color,
    pub(crate) king_moves: [KingMoves; 2],
    pub(crate) rule: RuleSet,
    /// Always `rule.board()`, kept at hand for the move generator.
    pub(crate) board: Board,
}

impl Position {
    /// The International start position: white men on 31–50, black men on 1–20, white to move.
    pub fn start() -> Position {
        Position::start_of(RuleSet::International)
    }

    /// The start position of a rule set: the rows of men each side starts with (four on the
    /// 10 × 10 board, three on the 8 × 8 board), or (Frysk!) the back row only.
    pub fn start_of(rule: RuleSet) -> Position {
        let board = rule.board();
        let men = |first: u32, last: u32| -> u64 {
            (first..=last)
                .filter_map(|n| Square::on(board, n))
                .map(|sq| 1u64 << sq.bit())
                .sum()
        };
        let last = u32::from(board.squares());
        let per_row = u32::from(board.per_row());
        let rows = match rule {
            RuleSet::Frysk => 1,
            RuleSet::International
            | RuleSet::Frisian
            | RuleSet::Antidraughts
            | RuleSet::Breakthrough
            | RuleSet::Russian
            | RuleSet::Brazilian => board.max_pieces() as u32 / per_row,
        };
        let mut pos = Position::empty(rule, Color::White);
        pos.pieces = [men(last - rows * per_row + 1, last), men(1, rows * per_row)];
        pos
    }

    /// An empty board of `rule` with `side` to move (for building positions piece by piece
    /// inside the crate; outside it, a [`super::Setup`] is checked by [`Position::from_setup`]).
    pub(crate) fn empty(rule: RuleSet, side: Color) -> Position {
        Position {
            pieces: [0, 0],
            kings: 0,
            side,
            king_moves: [KingMoves::default(); 2],
            rule,
            board: rule.board(),
        }
    }

    /// The rules this position is played under.
    pub fn rule(&self) -> RuleSet {
        self.rule
    }

    /// The board this position is on (its rule set's).
    pub fn board(&self) -> Board {
        self.board
    }

    /// The side whose turn it is.
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// What stands on `sq` (a square of this position's board; none on another board's).
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        if sq.board() != self.board {
            return None;
        }
        let bit = 1u64 << sq.bit();
        let color = if self.pieces[0] & bit != 0 {
            Color::White
        } else if self.pieces[1] & bit != 0 {
            Color::Black
        } else {
            return None;
        };
        let role = if self.kings & bit != 0 {
            Role::King
        } else {
            Role::Man
        };
        Some(Piece { color, role })
    }

    /// The squares of `color`'s pieces.
    pub fn pieces(&self, color: Color) -> SquareSet {
        SquareSet(self.pieces[color.index()], self.board)
    }

    /// The squares of `color`'s kings.
    pub fn kings(&self, color: Color) -> SquareSet {
        SquareSet(self.pieces[color.index()] & self.kings, self.board)
    }

    /// The squares of `color`'s men.
    pub fn men(&self, color: Color) -> SquareSet {
        SquareSet(self.pieces[color.index()] & !self.kings, self.board)
    }

    /// Frisian same-king counters of `color`.
    pub fn king_moves(&self, color: Color) -> KingMoves {
        self.king_moves[color.index()]
    }

    /// Puts a piece on a square (replacing what stood there). Counters are left alone.
    pub(crate) fn put(&mut self, sq: Square, piece: Option<Piece>) {
        let bit = 1u64 << sq.bit();
        self.pieces[0] &= !bit;
        self.pieces[1] &= !bit;
        self.kings &= !bit;
        if let Some(p) = piece {
            self.pieces[p.color.index()] |= bit;
            if p.role == Role::King {
                self.kings |= bit;
            }
        }
    }

    pub(crate) fn occupied(&self) -> u64 {
        self.pieces[0] | self.pieces[1]
    }

    /// Where a line stops: every piece, and the walls around a small board.
    #[inline(always)]
    pub(crate) fn blocked(&self) -> u64 {
        self.occupied() | self.board.walls()
    }

    pub(crate) fn empty_squares(&self) -> u64 {
        self.board.mask() & !self.occupied()
    }

    /// Plays a move known to be legal here (from [`Position::legal_moves`]): moves the piece,
    /// removes the captured pieces, crowns a man that ends on its far row (or, Russian, that
    /// reached it during the capture), updates the counters. Nothing is checked:
    /// [`Position::play`] checks a move first.
    pub fn play_unchecked(&mut self, mv: &Move) {
        let us = self.side.index();
        let from = 1u64 << mv.from;
        let to = 1u64 << mv.to;
        // Captured pieces go only now, after the whole sequence.
        self.pieces[us ^ 1] &= !mv.captured;
        self.kings &= !mv.captured;
        self.pieces[us] = (self.pieces[us] & !from) | to;
        if mv.king {
            self.kings = (self.kings & !from) | to;
        } else if mv.crowned || to & self.board.promotion_row(self.side) != 0 {
            self.kings |= to;
        }
        if self.rule.counts_king_moves() {
            self.count_king_moves(mv);
        }
        self.side = self.side.other();
    }

    /// The same-king rule bookkeeping after `mv` (before the side changes), as lidraughts keeps
    /// it: the official rules say a king may not move more than three times in a row while its
    /// side has men; a capture or a man move ends the run, and a quiet move by another king
    /// starts a new run on that king.
    fn count_king_moves(&mut self, mv: &Move) {
        let us = self.side.index();
        let counter = &mut self.king_moves[us];
        *counter = if !mv.king || mv.is_capture() {
            KingMoves::default()
        } else if counter.count > 0 && counter.square == mv.from {
            KingMoves {
                count: counter.count + 1,
                square: mv.to,
            }
        } else {
            KingMoves {
                count: 1,
                square: mv.to,
            }
        };
        // A side without men is free to move its kings, and a counted king that was captured
        // counts no more; clearing both keeps equal positions equal.
        for side in 0..2 {
            let c = self.king_moves[side];
            let men = self.pieces[side] & !self.kings;
            let king_there = self.pieces[side] & self.kings & (1u64 << c.square) != 0;
            if c.count > 0 && (men == 0 || !king_there) {
                self.king_moves[side] = KingMoves::default();
            }
        }
    }
}
