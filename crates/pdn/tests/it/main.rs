//! The PDN reader's tests, one binary: `read`, one test per construct and the tournament records
//! of `tests/data/`; `props`, random legal games printed and read back, and random and mutated
//! text that never makes the reader panic. Proptest keeps the seeds of past failures in
//! `tests/proptest-regressions/<module>.txt`.
// A test's panic is its failure report: the workspace's unwrap/expect denial is for the crates.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod props;
mod read;
