//! The 121-hole star: hole numbers, the six lines through each hole, the six points, rotations.
//!
//! Holes are numbered 1–121 row by row from the top point, left to right (docs/notation.md).
//! Inside, a hole is an index 0–120, so a set of holes fits one `u128` bit set. All tables are
//! built at compile time, so move generation never pays for initialisation.

use std::fmt;

/// Number of holes on the board.
pub const HOLE_COUNT: usize = 121;

/// Holes per row, top to bottom.
pub const ROW_LENGTHS: [usize; 17] = [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];

/// Width of the doubled-column grid: a row's holes sit two columns apart, and neighbouring rows
/// are offset by one column, so the six neighbours are at (0, ±2) and (±1, ±1).
const GRID_WIDTH: usize = 25;
const NO_HOLE: u8 = u8::MAX;
/// Longest line walk from a hole: point tip to opposite point tip is 17 holes.
const MAX_RAY: usize = 16;

/// One hole of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hole(u8);

impl Hole {
    /// The hole with this number (1–121, as docs/notation.md numbers them).
    pub fn new(number: u8) -> Option<Hole> {
        (1..=HOLE_COUNT as u8)
            .contains(&number)
            .then(|| Hole(number - 1))
    }

    /// The hole at this 0-based index (number − 1).
    pub fn from_index(index: usize) -> Option<Hole> {
        (index < HOLE_COUNT).then_some(Hole(index as u8))
    }

    /// Internal use: the caller guarantees `index < HOLE_COUNT` (bit positions of board masks).
    pub(crate) fn at(index: u32) -> Hole {
        debug_assert!((index as usize) < HOLE_COUNT);
        Hole(index as u8)
    }

    /// All holes in number order.
    pub fn all() -> impl Iterator<Item = Hole> {
        (0..HOLE_COUNT as u8).map(Hole)
    }

    /// The number of docs/notation.md, 1–121.
    pub fn number(self) -> u8 {
        self.0 + 1
    }

    /// The 0-based index, `number() - 1`.
    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub(crate) fn bit(self) -> u128 {
        1 << self.0
    }

    /// Row from the top, 0–16.
    pub fn row(self) -> usize {
        TABLES.row[self.index()] as usize
    }

    /// Horizontal position on a doubled grid, 0–24: holes of a row are two apart and the centre
    /// column is 12, so `(x, row)` scaled by (1, √3) are drawing coordinates.
    pub fn x(self) -> usize {
        TABLES.x[self.index()] as usize
    }

    /// The adjacent hole in a direction, if that is still on the board.
    pub fn neighbour(self, direction: Direction) -> Option<Hole> {
        self.line(direction).next()
    }

    /// The holes along a line from this hole (itself excluded), nearest first, to the board's edge.
    pub fn line(self, direction: Direction) -> impl Iterator<Item = Hole> {
        let d = direction as usize;
        let len = TABLES.ray_len[self.index()][d] as usize;
        TABLES.ray[self.index()][d][..len].iter().map(|&i| Hole(i))
    }

    /// The point (star corner) this hole belongs to, or `None` for the central hexagon.
    pub fn point(self) -> Option<Point> {
        Point::ALL.get(TABLES.point[self.index()] as usize).copied()
    }

    /// The hole this one moves to when the board turns 60° clockwise.
    pub fn rotated(self) -> Hole {
        Hole(TABLES.rotate[self.index()])
    }
}

impl fmt::Display for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// The six directions of the lines, clockwise from east; `d + 3` is the opposite of `d`, and a
/// 60° clockwise turn maps `d` to `d + 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// Along a row, to the right.
    East,
    /// Down and to the right.
    SouthEast,
    /// Down and to the left.
    SouthWest,
    /// Along a row, to the left.
    West,
    /// Up and to the left.
    NorthWest,
    /// Up and to the right.
    NorthEast,
}

impl Direction {
    /// The six directions, clockwise from east.
    pub const ALL: [Direction; 6] = [
        Direction::East,
        Direction::SouthEast,
        Direction::SouthWest,
        Direction::West,
        Direction::NorthWest,
        Direction::NorthEast,
    ];

    /// The direction back along the same line.
    pub fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 3) % 6]
    }
}

/// The six points of the star, in clockwise order from the bottom (the seat order of
/// docs/notation.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Point {
    /// The point at the bottom, where player 1 sits.
    Bottom,
    /// The point below the middle on the left.
    LowerLeft,
    /// The point above the middle on the left.
    UpperLeft,
    /// The point at the top, opposite the bottom.
    Top,
    /// The point above the middle on the right.
    UpperRight,
    /// The point below the middle on the right.
    LowerRight,
}

impl Point {
    /// The six points, clockwise from the bottom.
    pub const ALL: [Point; 6] = [
        Point::Bottom,
        Point::LowerLeft,
        Point::UpperLeft,
        Point::Top,
        Point::UpperRight,
        Point::LowerRight,
    ];

    /// The point across the star: a player's target, which its pieces must fill to win.
    pub fn opposite(self) -> Point {
        Point::ALL[(self as usize + 3) % 6]
    }

    /// The ten holes of this point, in number order.
    pub fn holes(self) -> impl Iterator<Item = Hole> {
        let mask = self.mask();
        Hole::all().filter(move |h| mask & h.bit() != 0)
    }

    pub(crate) fn mask(self) -> u128 {
        TABLES.point_mask[self as usize]
    }
}

/// Whether direction `d` walks towards higher hole numbers (east, south-east, south-west): then
/// the nearest hole of a set along that line is its lowest bit, otherwise its highest.
#[inline]
pub(crate) fn nearest_along(set: u128, d: usize) -> u32 {
    if d < 3 {
        set.trailing_zeros()
    } else {
        127 - set.leading_zeros()
    }
}

/// Distance in holes between two holes on a common line in direction `d`.
#[inline]
pub(crate) fn distance_along(a: usize, b: usize, d: usize) -> usize {
    // East and west run along a row; the four diagonals change row at every hole.
    if d == 0 || d == 3 {
        (TABLES.x[a] as usize).abs_diff(TABLES.x[b] as usize) / 2
    } else {
        (TABLES.row[a] as usize).abs_diff(TABLES.row[b] as usize)
    }
}

/// The direction and distance from `a` to `b` if they share a line.
pub(crate) fn line_between(a: usize, b: usize) -> Option<(usize, usize)> {
    (0..6).find_map(|d| {
        let len = TABLES.ray_len[a][d] as usize;
        TABLES.ray[a][d][..len]
            .iter()
            .position(|&h| h as usize == b)
            .map(|i| (d, i + 1))
    })
}

/// Precomputed geometry, indexed by hole index and direction.
pub(crate) struct Tables {
    pub row: [u8; HOLE_COUNT],
    pub x: [u8; HOLE_COUNT],
    /// The holes along each line, nearest first.
    pub ray: [[[u8; MAX_RAY]; 6]; HOLE_COUNT],
    pub ray_len: [[u8; 6]; HOLE_COUNT],
    /// The same holes as a bit set.
    pub ray_mask: [[u128; 6]; HOLE_COUNT],
    pub neighbours: [u128; HOLE_COUNT],
    /// Index into `Point::ALL`, or 6 for the hexagon.
    pub point: [u8; HOLE_COUNT],
    pub point_mask: [u128; 6],
    pub rotate: [u8; HOLE_COUNT],
}

pub(crate) static TABLES: Tables = build();

const ROW_STEP: [i32; 6] = [0, 1, 1, 0, -1, -1];
const X_STEP: [i32; 6] = [2, 1, -1, -2, -1, 1];

const fn build() -> Tables {
    let mut t = Tables {
        row: [0; HOLE_COUNT],
        x: [0; HOLE_COUNT],
        ray: [[[NO_HOLE; MAX_RAY]; 6]; HOLE_COUNT],
        ray_len: [[0; 6]; HOLE_COUNT],
        ray_mask: [[0; 6]; HOLE_COUNT],
        neighbours: [0; HOLE_COUNT],
        point: [6; HOLE_COUNT],
        point_mask: [0; 6],
        rotate: [0; HOLE_COUNT],
    };
    let mut grid = [[NO_HOLE; GRID_WIDTH]; 17];
    let mut index = 0;
    let mut r = 0;
    while r < 17 {
        let len = ROW_LENGTHS[r];
        let mut c = 0;
        while c < len {
            // Rows are centred on column 12.
            let x = 13 - len + 2 * c;
            grid[r][x] = index as u8;
            t.row[index] = r as u8;
            t.x[index] = x as u8;
            index += 1;
            c += 1;
        }
        r += 1;
    }
    assert!(index == HOLE_COUNT);

    let mut h = 0;
    while h < HOLE_COUNT {
        let mut d = 0;
        while d < 6 {
            // The star has no dents along a line, so a line ends at the first hole off the board.
            let mut r = t.row[h] as i32 + ROW_STEP[d];
            let mut x = t.x[h] as i32 + X_STEP[d];
            let mut n = 0;
            while hole_at(&grid, r, x) != NO_HOLE {
                let next = grid[r as usize][x as usize];
                t.ray[h][d][n] = next;
                t.ray_mask[h][d] |= 1 << next;
                n += 1;
                r += ROW_STEP[d];
                x += X_STEP[d];
            }
            t.ray_len[h][d] = n as u8;
            if n > 0 {
                t.neighbours[h] |= 1 << t.ray[h][d][0];
            }
            d += 1;
        }

        // Cube coordinates (q, r, s) centred on the middle hole make the six points and the
        // rotation one-liners.
        let y = t.row[h] as i32 - 8;
        let q = (t.x[h] as i32 - 12 - y) / 2;
        let s = -q - y;
        let point = if y > 4 {
            0
        } else if q < -4 {
            1
        } else if s > 4 {
            2
        } else if y < -4 {
            3
        } else if q > 4 {
            4
        } else if s < -4 {
            5
        } else {
            6
        };
        t.point[h] = point;
        if point < 6 {
            t.point_mask[point as usize] |= 1 << h;
        }
        // 60° clockwise: (q, r, s) → (−r, −s, −q).
        let (rq, ry) = (-y, -s);
        let target = hole_at(&grid, ry + 8, 2 * rq + ry + 12);
        assert!(target != NO_HOLE);
        t.rotate[h] = target;
        h += 1;
    }
    t
}

const fn hole_at(grid: &[[u8; GRID_WIDTH]; 17], r: i32, x: i32) -> u8 {
    if r < 0 || r >= 17 || x < 0 || x >= GRID_WIDTH as i32 {
        NO_HOLE
    } else {
        grid[r as usize][x as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hole(n: u8) -> Hole {
        Hole::new(n).unwrap()
    }

    #[test]
    fn numbers_round_trip_and_bounds() {
        assert_eq!(Hole::all().count(), 121);
        assert!(Hole::new(0).is_none());
        assert!(Hole::new(122).is_none());
        assert_eq!(hole(1).index(), 0);
        assert_eq!(hole(121).number(), 121);
        for h in Hole::all() {
            assert_eq!(Hole::new(h.number()), Some(h));
        }
    }

    #[test]
    fn rows_have_the_design_lengths() {
        let mut counts = [0; 17];
        for h in Hole::all() {
            counts[h.row()] += 1;
        }
        assert_eq!(counts, ROW_LENGTHS);
        // The top point's tip is centred above the middle hole (61, row 8).
        assert_eq!(hole(1).x(), 12);
        assert_eq!(hole(61).x(), 12);
        assert_eq!(hole(61).row(), 8);
    }

    #[test]
    fn six_points_of_ten_and_a_hexagon_of_61() {
        for point in Point::ALL {
            assert_eq!(point.holes().count(), 10, "{point:?}");
        }
        assert_eq!(Hole::all().filter(|h| h.point().is_none()).count(), 61);
        let numbers = |p: Point| p.holes().map(Hole::number).collect::<Vec<_>>();
        assert_eq!(numbers(Point::Top), (1..=10).collect::<Vec<_>>());
        assert_eq!(numbers(Point::Bottom), (112..=121).collect::<Vec<_>>());
        // Row 5 (holes 11–23) starts with four upper-left holes and ends with four upper-right.
        assert_eq!(&numbers(Point::UpperLeft)[..4], &[11, 12, 13, 14]);
        assert_eq!(&numbers(Point::UpperRight)[..4], &[20, 21, 22, 23]);
        // Row 13 (holes 99–111): four lower-left holes, then the hexagon, then lower-right.
        assert_eq!(numbers(Point::LowerLeft).last(), Some(&102));
        assert_eq!(numbers(Point::LowerRight).last(), Some(&111));
    }

    #[test]
    fn neighbour_counts_at_tips_edges_and_centre() {
        let count = |n: u8| {
            Direction::ALL
                .iter()
                .filter_map(|&d| hole(n).neighbour(d))
                .count()
        };
        // Point tips touch two holes; the centre touches six.
        assert_eq!(count(1), 2);
        assert_eq!(count(121), 2);
        assert_eq!(count(11), 2); // upper-left tip: 12 east, 24 south-east
        assert_eq!(count(61), 6);
        // 7 opens the top point's fourth row: 4 (NE), 8 (E), 15 and 16 below; nothing W or NW.
        assert_eq!(count(7), 4);
        // Every adjacency is counted from both ends.
        assert_eq!(
            Hole::all().map(|h| count(h.number())).sum::<usize>(),
            2 * adjacencies()
        );
    }

    /// Adjacent pairs counted independently from the doubled-column coordinates.
    fn adjacencies() -> usize {
        let holes: Vec<(i32, i32)> = Hole::all()
            .map(|h| (h.row() as i32, h.x() as i32))
            .collect();
        let mut pairs = 0;
        for (i, a) in holes.iter().enumerate() {
            for b in &holes[i + 1..] {
                let (dr, dx) = (b.0 - a.0, (b.1 - a.1).abs());
                if (dr == 0 && dx == 2) || (dr.abs() == 1 && dx == 1) {
                    pairs += 1;
                }
            }
        }
        pairs
    }

    #[test]
    fn lines_walk_to_the_edge() {
        let walk = |n: u8, d: Direction| hole(n).line(d).map(Hole::number).collect::<Vec<_>>();
        // From the top tip south-west: the top point's left edge (2, 4, 7), then 15 in the fifth
        // row and on through the hexagon to the lower-left point.
        assert_eq!(walk(1, Direction::SouthWest)[..4], [2, 4, 7, 15]);
        assert_eq!(walk(1, Direction::East), Vec::<u8>::new());
        // The fifth row runs 11..=23 from its west end.
        assert_eq!(walk(11, Direction::East), (12..=23).collect::<Vec<_>>());
        // Tip to tip: the bottom point's two edges run on to the upper-left and upper-right tips.
        assert_eq!(
            walk(121, Direction::NorthWest),
            [119, 116, 112, 103, 90, 78, 67, 57, 47, 36, 24, 11]
        );
        assert_eq!(
            walk(121, Direction::NorthEast),
            [120, 118, 115, 107, 95, 84, 74, 65, 56, 46, 35, 23]
        );
        // The middle row is 57..=65 with the centre 61.
        assert_eq!(walk(61, Direction::East), vec![62, 63, 64, 65]);
        assert_eq!(walk(61, Direction::West), vec![60, 59, 58, 57]);
        // Every line is the reverse of the opposite line, and distances count holes.
        for h in Hole::all() {
            for d in Direction::ALL {
                for (i, other) in h.line(d).enumerate() {
                    assert_eq!(other.line(d.opposite()).nth(i), Some(h));
                    assert_eq!(distance_along(h.index(), other.index(), d as usize), i + 1);
                    assert_eq!(
                        line_between(h.index(), other.index()),
                        Some((d as usize, i + 1))
                    );
                }
            }
        }
    }

    #[test]
    fn rotation_is_a_symmetry_of_order_six() {
        for h in Hole::all() {
            let mut r = h;
            for _ in 0..6 {
                r = r.rotated();
            }
            assert_eq!(r, h);
            assert_eq!(
                h.point().map(|p| Point::ALL[(p as usize + 1) % 6]),
                h.rotated().point()
            );
            for d in Direction::ALL {
                let turned = Direction::ALL[(d as usize + 1) % 6];
                assert_eq!(
                    h.neighbour(d).map(Hole::rotated),
                    h.rotated().neighbour(turned)
                );
            }
        }
        assert_eq!(hole(61).rotated(), hole(61));
        assert_eq!(hole(121).rotated(), hole(99)); // bottom tip → lower-left tip
    }
}
