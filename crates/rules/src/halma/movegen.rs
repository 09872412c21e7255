//! Steps and jump chains: the holes a piece can reach, one jump path per hole, perft.
//!
//! A chain is a flood fill over landing holes kept in `u128` sets, so each landing is expanded
//! once and several chains to one hole are one move, as docs/notation.md counts moves.

use super::geometry::{distance_along, nearest_along, Hole, HOLE_COUNT, TABLES};
use super::moves::{LegalMove, Move, Path};
use super::position::{holes_of, Position};
use super::JumpRule;

/// Where one piece can go: by a step, or by a chain of one or more jumps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Reach {
    pub steps: u128,
    /// Holes some chain ends on; never the start hole.
    pub jumps: u128,
}

impl Reach {
    pub(crate) fn all(self) -> u128 {
        self.steps | self.jumps
    }
}

/// Holes one jump from `from` lands on. `occupied` must not contain the moving piece, so its
/// start hole counts as empty.
#[inline]
fn landings<const LONG: bool>(from: usize, occupied: u128) -> u128 {
    let mut out = 0;
    for d in 0..6 {
        let len = TABLES.ray_len[from][d] as usize;
        if LONG {
            // The nearest piece on the line is the only one that can be jumped: anything between
            // would be a second piece.
            let blockers = occupied & TABLES.ray_mask[from][d];
            if blockers == 0 {
                continue;
            }
            let over = nearest_along(blockers, d) as usize;
            let gap = distance_along(from, over, d);
            if 2 * gap > len {
                continue;
            }
            let land = TABLES.ray[from][d][2 * gap - 1] as usize;
            // Beyond the jumped piece up to and including the landing hole must be empty.
            let far_side = TABLES.ray_mask[over][d] & !TABLES.ray_mask[land][d];
            if occupied & far_side == 0 {
                out |= 1 << land;
            }
        } else if len >= 2 {
            let over = TABLES.ray[from][d][0];
            let land = TABLES.ray[from][d][1];
            if occupied >> over & 1 == 1 && occupied >> land & 1 == 0 {
                out |= 1 << land;
            }
        }
    }
    out
}

pub(crate) fn jump_landings(rule: JumpRule, from: usize, occupied: u128) -> u128 {
    match rule {
        JumpRule::Standard => landings::<false>(from, occupied),
        JumpRule::Long => landings::<true>(from, occupied),
    }
}

#[inline]
fn reach_with<const LONG: bool>(from: usize, occupied: u128) -> Reach {
    let start = 1u128 << from;
    let others = occupied & !start;
    let mut reached = start;
    let mut frontier = start;
    while frontier != 0 {
        let hole = frontier.trailing_zeros() as usize;
        frontier &= frontier - 1;
        let new = landings::<LONG>(hole, others) & !reached;
        reached |= new;
        frontier |= new;
    }
    Reach {
        steps: TABLES.neighbours[from] & !occupied,
        jumps: reached & !start,
    }
}

/// Where the piece on `from` can go; `occupied` includes it.
pub(crate) fn reach(rule: JumpRule, from: usize, occupied: u128) -> Reach {
    match rule {
        JumpRule::Standard => reach_with::<false>(from, occupied),
        JumpRule::Long => reach_with::<true>(from, occupied),
    }
}

/// Shortest jump paths from `from` as a breadth-first tree: `parent[h]` is the hole before `h`.
/// Landings are expanded in queue order and each hole's children in number order, so the first
/// parent to reach a hole is the one on its first-in-number-order shortest path.
fn jump_tree(rule: JumpRule, from: usize, occupied: u128) -> [u8; HOLE_COUNT] {
    let others = occupied & !(1u128 << from);
    let mut parent = [u8::MAX; HOLE_COUNT];
    let mut reached = 1u128 << from;
    let mut queue = vec![from as u8];
    let mut next = 0;
    while let Some(&hole) = queue.get(next) {
        next += 1;
        let new = jump_landings(rule, hole as usize, others) & !reached;
        reached |= new;
        for child in holes_of(new) {
            parent[child.index()] = hole;
            queue.push(child.index() as u8);
        }
    }
    parent
}

fn path_to(parent: &[u8; HOLE_COUNT], to: Hole) -> Vec<Hole> {
    let mut path = vec![to];
    let mut at = to.index();
    while let Some(&up) = parent.get(at).filter(|&&p| p != u8::MAX) {
        path.push(Hole::at(up as u32));
        at = up as usize;
    }
    // The walk ends at the root, the start hole, which is no landing.
    path.pop();
    path.reverse();
    path
}

fn with_path(reach: Reach, parent: &[u8; HOLE_COUNT], mv: Move) -> LegalMove {
    LegalMove {
        mv,
        // A step is one move long, shorter than any chain to the same hole.
        path: if reach.steps & mv.to.bit() != 0 {
            Path::Step
        } else {
            Path::Jumps(path_to(parent, mv.to))
        },
    }
}

impl Position {
    /// The moves of the player to move, sorted by `from` then `to`.
    pub fn legal_moves(&self) -> Vec<Move> {
        // Room for a busy middle game without regrowing.
        let mut moves = Vec::with_capacity(128);
        for from in self.pieces_of(self.to_move) {
            let reach = reach(self.rule, from.index(), self.occupied);
            moves.extend(holes_of(reach.all()).map(|to| Move { from, to }));
        }
        moves
    }

    /// The moves of the player to move with a path each, sorted by `from` then `to`.
    pub fn legal_moves_with_paths(&self) -> Vec<LegalMove> {
        self.pieces_of(self.to_move)
            .flat_map(|from| self.moves_from(from))
            .collect()
    }

    /// The moves of whatever piece stands on `from`, whoever's turn it is (diagrams may let a
    /// reader move every piece); empty for an empty hole. Sorted by `to`.
    pub fn moves_from(&self, from: Hole) -> Vec<LegalMove> {
        if self.occupied & from.bit() == 0 {
            return Vec::new();
        }
        let reach = reach(self.rule, from.index(), self.occupied);
        let parent = jump_tree(self.rule, from.index(), self.occupied);
        holes_of(reach.all())
            .map(|to| with_path(reach, &parent, Move { from, to }))
            .collect()
    }

    /// The move `from`-`to` with its path, if `to` is in the piece's reach.
    pub(crate) fn legal_move(&self, mv: Move, reach: Reach) -> Option<LegalMove> {
        (reach.all() & mv.to.bit() != 0).then(|| {
            let parent = jump_tree(self.rule, mv.from.index(), self.occupied);
            with_path(reach, &parent, mv)
        })
    }

    /// Leaf nodes of the move tree `depth` plies deep (every move, no stop at a win).
    pub fn perft(&self, depth: u32) -> u64 {
        match self.rule {
            JumpRule::Standard => perft_with::<false>(self, depth),
            JumpRule::Long => perft_with::<true>(self, depth),
        }
    }
}

fn perft_with<const LONG: bool>(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mover = position.to_move.index();
    let mut nodes = 0;
    for from in holes_of(position.pieces[mover]) {
        let from = from.index();
        let targets = reach_with::<LONG>(from, position.occupied).all();
        if depth == 1 {
            nodes += u64::from(targets.count_ones());
        } else {
            for to in holes_of(targets) {
                let next = position.moved(mover, from as u32, to.index() as u32);
                nodes += perft_with::<LONG>(&next, depth - 1);
            }
        }
    }
    nodes
}
