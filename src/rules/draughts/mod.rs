//! Draughts family: 10×10 board, FEN, move generation, rule sets (International, Frisian).

pub mod text;

/// Which draughts rules apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleSet {
    International,
    Frisian,
}
