//! Perft of the draughts rules core against the published figures in tests/data/perft.txt,
//! through the one driver (`perft`).

use rulebook_rules::draughts::{Position, RuleSet};
use rulebook_rules::RulesId;

use crate::perft::{self, Games};

/// Up to about a million leaves: quick even without optimisation.
const QUICK: u64 = 1_100_000;

#[test]
fn shallow_perft_matches_the_published_figures() {
    assert!(perft::check(Games::Draughts, ..=QUICK) >= 36);
}

#[test]
#[ignore = "deep perft: release CI step"]
fn deep_perft_matches_the_published_figures() {
    assert!(perft::check(Games::Draughts, QUICK + 1..) >= 13);
}

#[test]
fn the_data_file_covers_depths_one_to_eight_from_the_start() {
    for rules in [RulesId::InternationalDraughts, RulesId::FrisianDraughts] {
        let depths: Vec<u32> = perft::counts()
            .iter()
            .filter(|c| c.rules == rules && c.position == "W:W31-50:B1-20")
            .map(|c| c.depth)
            .collect();
        for d in 1..=8 {
            assert!(depths.contains(&d), "{rules} depth {d} missing");
        }
    }
}

#[test]
fn the_data_file_covers_the_small_board_to_depth_eight_in_the_quick_run() {
    for rule in [RuleSet::Russian, RuleSet::Brazilian] {
        let start = Position::start_of(rule).to_fen();
        assert_eq!(start, "W:W21-32:B1-12");
        let quick: Vec<u32> = perft::counts()
            .iter()
            .filter(|c| {
                c.rules == RulesId::of_draughts(rule) && c.position == start && c.nodes <= QUICK
            })
            .map(|c| c.depth)
            .collect();
        assert_eq!(quick, (1..=8).collect::<Vec<_>>(), "{rule:?}");
    }
}
