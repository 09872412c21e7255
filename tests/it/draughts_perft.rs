//! Perft of the draughts rules core against the published figures in tests/data/draughts_perft.txt.

use rulebook::rules::draughts::{Position, RuleSet};
use rulebook::rules::{Family, RulesId};

struct Case {
    rule: RuleSet,
    fen: String,
    depth: u32,
    nodes: u64,
}

fn cases() -> Vec<Case> {
    let text = include_str!("../data/draughts_perft.txt");
    text.lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|line| {
            let f: Vec<&str> = line.split('|').map(str::trim).collect();
            assert_eq!(f.len(), 4, "bad data line: {line}");
            let rule = match f[0].parse::<RulesId>().map(RulesId::family) {
                Ok(Family::Draughts(rule)) => rule,
                _ => panic!("not a draughts rules id: {}", f[0]),
            };
            Case {
                rule,
                fen: f[1].to_string(),
                depth: f[2].parse().expect("depth"),
                nodes: f[3].parse().expect("nodes"),
            }
        })
        .collect()
}

/// Runs the cases whose node count is at most `limit` (and above `floor`).
fn check(floor: u64, limit: u64) -> usize {
    let mut run = 0;
    for case in cases()
        .into_iter()
        .filter(|c| c.nodes > floor && c.nodes <= limit)
    {
        let pos = Position::from_fen(case.rule, &case.fen).expect("data FEN parses");
        assert_eq!(
            pos.perft(case.rule, case.depth),
            case.nodes,
            "{:?} {} depth {}",
            case.rule,
            case.fen,
            case.depth
        );
        run += 1;
    }
    run
}

/// Up to about a million leaves: quick even without optimisation.
const QUICK: u64 = 1_100_000;

#[test]
fn shallow_perft_matches_the_published_figures() {
    assert!(check(0, QUICK) >= 36);
}

#[test]
#[ignore = "deep perft: release CI step"]
fn deep_perft_matches_the_published_figures() {
    assert!(check(QUICK, u64::MAX) >= 13);
}

#[test]
fn the_data_file_covers_depths_one_to_eight_from_the_start() {
    for rule in [RuleSet::International, RuleSet::Frisian] {
        let depths: Vec<u32> = cases()
            .iter()
            .filter(|c| c.rule == rule && c.fen == "W:W31-50:B1-20")
            .map(|c| c.depth)
            .collect();
        for d in 1..=8 {
            assert!(depths.contains(&d), "{rule:?} depth {d} missing");
        }
    }
}

#[test]
fn the_data_file_covers_the_small_board_to_depth_eight_in_the_quick_run() {
    for rule in [RuleSet::Russian, RuleSet::Brazilian] {
        let start = Position::start_of(rule).to_fen();
        assert_eq!(start, "W:W21-32:B1-12");
        let quick: Vec<u32> = cases()
            .iter()
            .filter(|c| c.rule == rule && c.fen == start && c.nodes <= QUICK)
            .map(|c| c.depth)
            .collect();
        assert_eq!(quick, (1..=8).collect::<Vec<_>>(), "{rule:?}");
    }
}
