//! Perft figures kept as data (tests/data/halma-perft.tsv), checked through the library.

use rulebook::rules::halma::{JumpRule, Position};

pub struct PerftCase {
    pub rule: JumpRule,
    pub depth: u32,
    pub nodes: u64,
    pub position: String,
}

/// Reads the data file: tab-separated rules id, depth, nodes, position; `#` starts a comment.
pub fn perft_cases() -> Vec<PerftCase> {
    let text = include_str!("../data/halma-perft.tsv");
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split('\t').collect();
            assert_eq!(fields.len(), 4, "bad perft line: {line}");
            PerftCase {
                rule: match fields[0] {
                    "chinese-checkers" => JumpRule::Standard,
                    "super-chinese-checkers" => JumpRule::Long,
                    other => panic!("unknown rules id {other}"),
                },
                depth: fields[1].parse().unwrap(),
                nodes: fields[2].parse().unwrap(),
                position: fields[3].to_string(),
            }
        })
        .collect()
}

fn check(max_nodes: u64) {
    let cases = perft_cases();
    assert!(cases.len() >= 40);
    for case in cases.iter().filter(|c| c.nodes <= max_nodes) {
        let position: Position = case.position.parse().unwrap();
        assert_eq!(
            position.perft(case.rule, case.depth),
            case.nodes,
            "{:?} depth {} of {}",
            case.rule,
            case.depth,
            case.position
        );
    }
}

#[test]
fn small_perft_figures() {
    check(200_000);
}

#[test]
#[ignore = "millions of nodes: run with --release --include-ignored"]
fn all_perft_figures() {
    check(u64::MAX);
}

#[test]
fn two_player_start_by_hand() {
    // Depth 1: the four front pieces (112–115) step to two holes each of 103–107, and the three
    // pieces behind (116–118) jump over the front row to 103, 104, 105 (twice), 106, 107 — as
    // distinct pairs 116-103, 116-105, 117-104, 117-106, 118-105, 118-107: 8 + 6 = 14. No
    // jump continues, and long jumps find the same nearest pieces. The players cannot meet in
    // two plies, so depth 2 is 14 × 14.
    let start = rulebook::rules::halma::text::start(2).unwrap();
    for rule in [JumpRule::Standard, JumpRule::Long] {
        let p: Position = start.parse().unwrap();
        assert_eq!(p.perft(rule, 1), 14);
        assert_eq!(p.perft(rule, 2), 196);
        assert_eq!(p.perft(rule, 0), 1);
    }
}
