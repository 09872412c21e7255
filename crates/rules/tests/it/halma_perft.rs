//! Chinese checkers perft figures of tests/data/perft.txt, through the one driver (`perft`).

use rulebook_rules::halma::{JumpRule, Position};

use crate::perft::{self, Games};

/// The counts the normal test run checks.
const SMALL: u64 = 200_000;

#[test]
fn small_perft_figures() {
    assert!(perft::check(Games::ChineseCheckers, ..=SMALL) >= 38);
}

#[test]
#[ignore = "millions of nodes: run with --release --include-ignored"]
fn all_perft_figures() {
    assert!(perft::check(Games::ChineseCheckers, ..) >= 40);
}

#[test]
fn two_player_start_by_hand() {
    // Depth 1: the four front pieces (112–115) step to two holes each of 103–107, and the three
    // pieces behind (116–118) jump over the front row to 103, 104, 105 (twice), 106, 107 — as
    // distinct pairs 116-103, 116-105, 117-104, 117-106, 118-105, 118-107: 8 + 6 = 14. No
    // jump continues, and long jumps find the same nearest pieces. The players cannot meet in
    // two plies, so depth 2 is 14 × 14.
    let start = rulebook_rules::halma::notation::start(2).unwrap();
    for rule in [JumpRule::Standard, JumpRule::Long] {
        let p = Position::parse(rule, &start, None).unwrap();
        assert_eq!(p.perft(1), 14);
        assert_eq!(p.perft(2), 196);
        assert_eq!(p.perft(0), 1);
    }
}
