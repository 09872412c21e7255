//! A move and a legal move with its path: what move generation makes and a position plays.

use super::geometry::Hole;

/// A move as docs/notation.md defines it: the piece on `from` ends its turn on `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The hole the piece leaves.
    pub from: Hole,
    /// The hole it ends its turn on.
    pub to: Hole,
}

/// How a legal move travels, for animating it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Path {
    /// One step to a neighbouring hole.
    Step,
    /// The landing holes in order, ending on the move's `to`: the fewest jumps, and among equally
    /// short chains the one whose list of landing holes comes first in number order.
    Jumps(Vec<Hole>),
}

/// A legal move with one way to play it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LegalMove {
    /// The move.
    pub mv: Move,
    /// How it travels.
    pub path: Path,
}

impl LegalMove {
    /// Every hole the piece stands on, from `from` to `to`.
    pub fn holes(&self) -> Vec<Hole> {
        match &self.path {
            Path::Step => vec![self.mv.from, self.mv.to],
            Path::Jumps(landings) => std::iter::once(self.mv.from)
                .chain(landings.iter().copied())
                .collect(),
        }
    }
}
