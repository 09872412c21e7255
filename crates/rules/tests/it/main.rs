//! The rules core's tests, one binary: perft against published figures, the rules of each family
//! case by case, properties over random play, and an independent 8 × 8 move generator. Run one
//! module with a name filter: `cargo test -p rulebook-rules --release --test it -- draughts_rules::`.
//! Proptest keeps the seeds of past failures in `tests/proptest-regressions/<module>.txt`.
// A test's panic is its failure report: the workspace's unwrap/expect denial is for the crates.
#![allow(clippy::unwrap_used, clippy::expect_used)]

/// The one perft driver for every family's figures (tests/data/perft.txt).
mod perft;

mod draughts_8x8;
mod draughts_8x8_reference;
mod draughts_perft;
mod draughts_props;
mod draughts_rules;
mod halma_perft;
mod halma_props;
mod halma_rules;
