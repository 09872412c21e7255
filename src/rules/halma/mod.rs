//! Chinese checkers family: star geometry, positions, steps, jump chains, long jumps.

pub mod text;

/// How far a jump may reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JumpRule {
    /// Over an adjacent piece into the hole right behind it.
    Standard,
    /// Over a piece any distance away, landing as far beyond it ("Long jump" option).
    Long,
}
