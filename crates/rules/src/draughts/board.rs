//! Board geometry: squares 1–50, colours, and bitboards over a padded 54-bit layout.
//!
//! Bit `b` of a board word holds square `b - b / 11 + 1`; bits 10, 21, 32 and 43 are ghosts that
//! hold no square. With these ghosts every diagonal step is one constant shift (−6, −5, +5, +6)
//! and every column step two rows away is ±11, so whole sets of men move with one shift and a
//! step off the board lands on a ghost or outside the 54 bits.

/// A playable square, numbered 1–50 as in PDN (1–5 black's back row, 46–50 white's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square with this PDN number, if it is on the board.
    pub const fn new(number: u32) -> Option<Square> {
        if number >= 1 && number <= 50 {
            Some(Square(number as u8))
        } else {
            None
        }
    }

    /// The PDN number, 1–50.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// Row from black's side (0 holds squares 1–5) and column from the left (0–9).
    pub const fn row_col(self) -> (u8, u8) {
        let i = self.0 - 1;
        let row = i / 5;
        let col = (i % 5) * 2 + (1 - row % 2);
        (row, col)
    }

    pub(crate) const fn bit(self) -> u8 {
        let i = self.0 - 1;
        i + i / 10
    }

    pub(crate) const fn from_bit(bit: u8) -> Square {
        Square(bit - bit / 11 + 1)
    }
}

impl std::fmt::Display for Square {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A side. White starts on 31–50, moves up the board and plays first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    White,
    Black,
}

impl Color {
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    pub(crate) const fn index(self) -> usize {
        self as usize
    }

    /// The squares where this side's men are crowned.
    pub(crate) const fn promotion_row(self) -> u64 {
        match self {
            Color::White => 0b11111,
            Color::Black => 0b11111 << 49,
        }
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
    Man,
    King,
}

/// A piece: side and role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

/// A set of squares, iterated in ascending square order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct SquareSet(pub(crate) u64);

impl SquareSet {
    pub const EMPTY: SquareSet = SquareSet(0);

    pub fn contains(self, sq: Square) -> bool {
        self.0 >> sq.bit() & 1 != 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn insert(&mut self, sq: Square) {
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
        Some(Square::from_bit(bit))
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        let mut set = SquareSet::EMPTY;
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
    pub const DIAGONAL: [Dir; 4] = [Dir::NW, Dir::NE, Dir::SW, Dir::SE];
    pub const ALL: [Dir; 8] = [
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
    pub const fn shift(self) -> i32 {
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

/// All 50 squares.
pub(crate) const BOARD: u64 = {
    let mut m = 0u64;
    let mut s = 1;
    while s <= 50 {
        m |= 1 << Square(s).bit();
        s += 1;
    }
    m
};

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
            let (r, c) = Square(s).row_col();
            let (r2, c2) = (r as i8 + dr, c as i8 + dc);
            if r2 >= 0 && r2 < 10 && c2 >= 0 && c2 < 10 {
                let n = (r2 as u8) * 5 + (c2 as u8) / 2 + 1;
                t[d][Square(s).bit() as usize] = Square(n).bit();
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
                let b = Square(s).bit();
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
        let step = |dir: Dir, s: u8| NEXT[dir as usize][Square(s).bit() as usize];
        let b = |s| Square(s).bit();
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
}
