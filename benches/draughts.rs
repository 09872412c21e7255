//! Benchmark of the draughts rules core (move generation and perft); filled in with the rules core.

fn main() {}
