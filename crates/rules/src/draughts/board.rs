//! Board geometry: the two board sizes, squares, colours, and bitboards over a padded 54-bit
//! layout.
//!
//! Bit `b` of a board word holds the 10 × 10 square `b - b / 11 + 1`; bits 10, 21, 32 and 43 are
//! ghosts that hold no square. With these ghosts every diagonal step is one constant shift (−6,
//! −5, +5, +6) and every column step two rows away is ±11, so whole sets of men move with one
//! shift and a step off the board lands on a ghost or outside the 54 bits.
//!
//! The 8 × 8 board lies in the top-left corner of the same layout (its rows 1–8 and columns
//! a–h, where the dark squares fall as on the 10 × 10 board): the squares of the 10 × 10 board
//! outside it are [`Board::walls`], which block every line like a piece no one can capture. So
//! both sizes share one set of tables and shifts, and the 10 × 10 board has no walls at all.

/// The board a rule set is played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Board {
    /// 10 × 10, squares 1–50, 20 men a side (International, Frisian and their variants).
    TenByTen,
    /// 8 × 8, squares 1–32, 12 men a side (Russian, Brazilian).
    EightByEight,
}

impl Board {
    /// Squares (columns and rows) along one side.
    pub const fn side(self) -> u8 {
        match self {
            Board::TenByTen => 10,
            Board::EightByEight => 8,
        }
    }

    /// Dark squares in one row: half the side.
    pub const fn per_row(self) -> u8 {
        self.side() / 2
    }

    /// The number of the last square: 50 or 32.
    pub const fn squares(self) -> u8 {
        self.side() * self.per_row()
    }

    /// The men a side starts with, and so the most pieces it can have: 20 or 12.
    pub const fn max_pieces(self) -> usize {
        (self.per_row() as usize) * (self.side() as usize / 2 - 1)
    }

    /// Every square of this board, ascending.
    pub fn all_squares(self) -> impl Iterator<Item = Square> {
        (1..=u32::from(self.squares())).filter_map(move |n| Square::on(self, n))
    }

    /// The bits of this board's squares.
    pub(crate) const fn mask(self) -> u64 {
        match self {
            Board::TenByTen => BOARD,
            Board::EightByEight => BOARD_8X8,
        }
    }

    /// The 10 × 10 squares that are not on this board: always blocked.
    #[inline(always)]
    pub(crate) const fn walls(self) -> u64 {
        BOARD & !self.mask()
    }

    /// The squares where `color`'s men are crowned: the opponent's back row.
    pub(crate) const fn promotion_row(self, color: Color) -> u64 {
        let row = match self {
            Board::TenByTen => 0b11111,
            Board::EightByEight => 0b1111,
        };
        match color {
            Color::White => row,
            Color::Black => {
                let last =
                    Square::on_const(self, self.squares() as u32 - self.per_row() as u32 + 1);
                row << last.bit()
            }
        }
    }
}

/// A playable square, numbered as in PDN: 1–50 on the 10 × 10 board, 1–32 on the 8 × 8 board
/// (the first row, black's back row, holds 1–5 or 1–4; white's back row holds the last ones).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    board: Board,
    number: u8,
}

impl Square {
    /// The 10 × 10 square with this PDN number, if there is one (see [`Square::on`]).
    pub const fn new(number: u32) -> Option<Square> {
        Square::on(Board::TenByTen, number)
    }

    /// The square of `board` with this PDN number, if there is one.
    pub const fn on(board: Board, number: u32) -> Option<Square> {
        if number >= 1 && number <= board.squares() as u32 {
            Some(Square {
                board,
                number: number as u8,
            })
        } else {
            None
        }
    }

    /// A square known to be on the board (for constant tables).
    const fn on_const(board: Board, number: u32) -> Square {
        Square {
            board,
            number: number as u8,
        }
    }

    /// The PDN number: 1–50 or 1–32.
    pub const fn number(self) -> u8 {
        self.number
    }

    /// The board it is on.
    pub const fn board(self) -> Board {
        self.board
    }

    /// Row from black's side (0 holds squares 1–5, or 1–4) and column from the left.
    pub const fn row_col(self) -> (u8, u8) {
        let per_row = self.board.per_row();
        let i = self.number - 1;
        let row = i / per_row;
        let col = (i % per_row) * 2 + (1 - row % 2);
        (row, col)
    }

    pub(crate) const fn bit(self) -> u8 {
        let (row, col) = self.row_col();
        let i = row * 5 + col / 2;
        i + i / 10
    }

    /// The square of `board` at `bit` (a bit of the board's mask).
    pub(crate) const fn from_bit(board: Board, bit: u8) -> Square {
        let i = bit - bit / 11;
        let row = i / 5;
        let col = (i % 5) * 2 + (1 - row % 2);
        Square {
            board,
            number: row * board.per_row() + col / 2 + 1,
        }
    }
}

impl std::fmt::Display for Square {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.number)
    }
}

/// A side. White starts on 31–50, moves up the board and plays first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The side at the high-numbered end of the board, moving up it; it plays first.
    White,
    /// The side at square 1's end of the board, moving down it.
    Black,
}

impl Color {
    /// The opponent.
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    pub(crate) const fn index(self) -> usize {
        self as usize
    }

    /// Its two forward diagonals.
    pub(crate) const fn forward(self) -> [Dir; 2] {
        match self {
            Color::White => [Dir::NW, Dir::NE],
            Color::Black => [Dir::SW, Dir::SE],
        }
    }
}

/// A man or a king.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// A piece that moves forward only, and is crowned on the far row.
    Man,
    /// A crowned piece: it moves and captures in every direction, flying (any distance).
    King,
}

/// A piece: side and role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// Man or king.
    pub role: Role,
}

/// A set of squares of one board, iterated in ascending square order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SquareSet(pub(crate) u64, pub(crate) Board);

impl SquareSet {
    /// No square of `board`.
    pub const fn empty(board: Board) -> SquareSet {
        SquareSet(0, board)
    }

    /// Whether `sq` (a square of this set's board) is in the set.
    pub fn contains(self, sq: Square) -> bool {
        sq.board == self.1 && self.0 >> sq.bit() & 1 != 0
    }

    /// How many squares the set holds.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set holds no square.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Adds `sq`; a set takes the board of its first square.
    pub fn insert(&mut self, sq: Square) {
        if self.0 == 0 {
            self.1 = sq.board;
        }
        self.0 |= 1 << sq.bit();
    }
}

impl Iterator for SquareSet {
    type Item = Square;
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let bit = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Square::from_bit(self.1, bit))
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        let mut set = SquareSet::empty(Board::TenByTen);
        for sq in iter {
            set.insert(sq);
        }
        set
    }
}

/// The eight lines a piece can follow: four diagonals, then the row and column lines that only
/// Frisian captures use. North is towards square 1 (white's forward).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dir {
    NW,
    NE,
    SW,
    SE,
    N,
    S,
    W,
    E,
}

impl Dir {
    pub(crate) const DIAGONAL: [Dir; 4] = [Dir::NW, Dir::NE, Dir::SW, Dir::SE];
    pub(crate) const ALL: [Dir; 8] = [
        Dir::NW,
        Dir::NE,
        Dir::SW,
        Dir::SE,
        Dir::N,
        Dir::S,
        Dir::W,
        Dir::E,
    ];

    /// Row and column change of one step (row and column lines skip the light square between).
    const fn delta(self) -> (i8, i8) {
        match self {
            Dir::NW => (-1, -1),
            Dir::NE => (-1, 1),
            Dir::SW => (1, -1),
            Dir::SE => (1, 1),
            Dir::N => (-2, 0),
            Dir::S => (2, 0),
            Dir::W => (0, -2),
            Dir::E => (0, 2),
        }
    }

    /// Bit offset of one step in the padded layout.
    pub(crate) const fn shift(self) -> i32 {
        match self {
            Dir::NW => -6,
            Dir::NE => -5,
            Dir::SW => 5,
            Dir::SE => 6,
            Dir::N => -11,
            Dir::S => 11,
            Dir::W => -1,
            Dir::E => 1,
        }
    }
}

/// All 50 squares of the 10 × 10 board.
pub(crate) const BOARD: u64 = squares_mask(Board::TenByTen);

/// The 32 squares of the 8 × 8 board.
const BOARD_8X8: u64 = squares_mask(Board::EightByEight);

const fn squares_mask(board: Board) -> u64 {
    let mut m = 0u64;
    let mut s = 1;
    while s <= board.squares() as u32 {
        m |= 1 << Square::on_const(board, s).bit();
        s += 1;
    }
    m
}

/// No square: marks the end of a line in [`NEXT`].
pub(crate) const NONE: u8 = 64;

/// `NEXT[dir][bit]`: the bit one step along `dir`, or [`NONE`] off the board.
pub(crate) static NEXT: [[u8; 64]; 8] = {
    let mut t = [[NONE; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let (dr, dc) = Dir::ALL[d].delta();
        let mut s = 1;
        while s <= 50 {
            let sq = Square::on_const(Board::TenByTen, s);
            let (r, c) = sq.row_col();
            let (r2, c2) = (r as i8 + dr, c as i8 + dc);
            if r2 >= 0 && r2 < 10 && c2 >= 0 && c2 < 10 {
                let n = (r2 as u8) * 5 + (c2 as u8) / 2 + 1;
                t[d][sq.bit() as usize] = Square::on_const(Board::TenByTen, n as u32).bit();
            }
            s += 1;
        }
        d += 1;
    }
    t
};

/// `RAY[dir][bit]`: every square beyond `bit` along `dir`, to the edge.
pub(crate) static RAY: [[u64; 64]; 8] = {
    let mut t = [[0u64; 64]; 8];
    let mut d = 0;
    while d < 8 {
        let mut b = 0;
        while b < 64 {
            let mut n = NEXT[d][b];
            while n != NONE {
                t[d][b] |= 1 << n;
                n = NEXT[d][n as usize];
            }
            b += 1;
        }
        d += 1;
    }
    t
};

/// `JUMP_FROM[dir]`: the squares from which a two-step jump along `dir` stays on the board.
pub(crate) static JUMP_FROM: [u64; 8] = {
    let mut t = [0u64; 8];
    let mut d = 0;
    while d < 8 {
        let mut b = 0;
        while b < 64 {
            let n = NEXT[d][b];
            if n != NONE && NEXT[d][n as usize] != NONE {
                t[d] |= 1 << b;
            }
            b += 1;
        }
        d += 1;
    }
    t
};

/// Shifts a board word `by` bits (negative: towards bit 0), dropping what leaves the word.
#[inline(always)]
pub(crate) const fn shift(x: u64, by: i32) -> u64 {
    if by >= 0 {
        x << by
    } else {
        x >> -by
    }
}

/// The first occupied bit of `blockers` along `dir` (blockers must lie on one ray of `dir`).
#[inline(always)]
pub(crate) fn first_along(dir: Dir, blockers: u64) -> u8 {
    if dir.shift() > 0 {
        blockers.trailing_zeros() as u8
    } else {
        63 - blockers.leading_zeros() as u8
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_agree_with_shifts_wherever_they_stay_on_the_board() {
        for dir in Dir::ALL {
            for s in 1..=50 {
                let b = Square::on_const(Board::TenByTen, s).bit();
                let n = NEXT[dir as usize][b as usize];
                if n != NONE {
                    assert_eq!(n as i32, b as i32 + dir.shift(), "{dir:?} from {s}");
                }
            }
        }
    }

    #[test]
    fn corner_and_edge_neighbours() {
        // 46 is a1: up-right is 41, nothing else diagonally; two rows up is 36.
        let b = |s| Square::on_const(Board::TenByTen, s).bit();
        let step = |dir: Dir, s: u32| NEXT[dir as usize][b(s) as usize];
        assert_eq!(step(Dir::NE, 46), b(41));
        assert_eq!(step(Dir::NW, 46), NONE);
        assert_eq!(step(Dir::N, 46), b(36));
        assert_eq!(step(Dir::E, 46), b(47));
        // 5 is j10 on black's back row; 6 is a9 on the next row, not its neighbour along the row.
        assert_eq!(step(Dir::E, 5), NONE);
        assert_eq!(step(Dir::SE, 5), NONE);
        assert_eq!(step(Dir::SW, 5), b(10));
        assert_eq!(BOARD.count_ones(), 50);
    }

    #[test]
    fn the_small_board_numbers_its_squares_as_pdn_does() {
        let small = Board::EightByEight;
        assert_eq!(BOARD_8X8.count_ones(), 32);
        assert_eq!(small.walls().count_ones(), 18);
        for sq in small.all_squares() {
            assert_eq!(Square::from_bit(small, sq.bit()), sq);
            assert_eq!(BOARD_8X8 >> sq.bit() & 1, 1);
        }
        // 1 is b8, 4 is h8, 5 is a7, 29 is a1, 32 is g1.
        let at = |n| Square::on(small, n).map(Square::row_col);
        assert_eq!(at(1), Some((0, 1)));
        assert_eq!(at(4), Some((0, 7)));
        assert_eq!(at(5), Some((1, 0)));
        assert_eq!(at(29), Some((7, 0)));
        assert_eq!(at(32), Some((7, 6)));
        assert_eq!(Square::on(small, 33), None);
        assert_eq!(small.promotion_row(Color::White).count_ones(), 4);
        let black_row: Vec<u8> = SquareSet(small.promotion_row(Color::Black), small)
            .map(Square::number)
            .collect();
        assert_eq!(black_row, [29, 30, 31, 32]);
        let white_row: Vec<u8> =
            SquareSet(Board::TenByTen.promotion_row(Color::White), Board::TenByTen)
                .map(Square::number)
                .collect();
        assert_eq!(white_row, [1, 2, 3, 4, 5]);
        assert_eq!(small.max_pieces(), 12);
        assert_eq!(Board::TenByTen.max_pieces(), 20);
    }
}
