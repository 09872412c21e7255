//! The `rulebook moves|perft|start` commands for the draughts rules.

use std::process::{Command, Output};

fn rulebook(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rulebook"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn start_prints_a_fen_that_moves_reads_back() {
    for rules in ["international-draughts", "frisian-draughts"] {
        let out = rulebook(&["start", rules]);
        assert!(out.status.success());
        assert_eq!(stdout(&out), "W:W31-50:B1-20\n");
        let moves = rulebook(&["moves", rules, "W:W31-50:B1-20"]);
        assert!(moves.status.success());
        assert_eq!(
            stdout(&moves),
            "31-26\n31-27\n32-27\n32-28\n33-28\n33-29\n34-29\n34-30\n35-30\n"
        );
    }
}

#[test]
fn moves_prints_captures_sorted_one_per_line() {
    // See crates/rules/tests/it/draughts_rules.rs: the king takes four, with three landings.
    let out = rulebook(&[
        "moves",
        "international-draughts",
        "W:W23,46,K10:B13,14,17,32,41",
    ]);
    assert!(out.status.success());
    assert_eq!(
        stdout(&out),
        "10x38:13,14,17,32\n10x43:13,14,17,32\n10x49:13,14,17,32\n"
    );
}

#[test]
fn perft_prints_the_count_on_its_last_line() {
    let out = rulebook(&["perft", "frisian-draughts", "W:W31-50:B1-20", "4"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out).lines().last(), Some("3874"));
}

#[test]
fn bad_fen_exits_non_zero_with_one_line() {
    for args in [
        ["moves", "international-draughts", "W:W31-51:B1-20"].as_slice(),
        ["perft", "frisian-draughts", "W:W31,K22:B1:+9+0", "2"].as_slice(),
        ["moves", "frisian-draughts", "Q:W31:B1"].as_slice(),
    ] {
        let out = rulebook(args);
        assert!(!out.status.success(), "{args:?}");
        assert!(out.stdout.is_empty());
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains("FEN field"), "{err}");
    }
    let out = rulebook(&["moves", "international-draughts", "W:W31-51:B1-20"]);
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: FEN field white pieces: square 51 is off the board (1-50)\n"
    );
}

#[test]
fn a_perft_deeper_than_the_maximum_is_refused_not_a_crash() {
    let binary = std::env::var_os("RULEBOOK_BIN")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| env!("CARGO_BIN_EXE_rulebook").into());
    let out = Command::new(binary)
        .args(["perft", "international-draughts", "W:WK46:BK5", "100000"])
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("more than the maximum, 64"), "{err}");
}

#[test]
fn moves_help_names_every_rules_id() {
    let help = stdout(&rulebook(&["moves", "--help"])).replace('\n', " ");
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    for rules in rulebook_rules::RulesId::ALL {
        assert!(
            help.contains(rules.as_str()),
            "{rules:?} missing from: {help}"
        );
    }
}

/// A king-move counter is one digit and then the king's square: `+9999999999` is no count of
/// "9 moves in a row" but a counter not written as one, and is said so.
#[test]
fn a_counter_too_long_to_be_one_is_not_read_as_its_first_digit() {
    let out = crate::common::rulebook(&["moves", "frisian-draughts", "W:WK22:B1:+0+9999999999"]);
    assert!(!out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: FEN field king-move counters: `+0+9999999999` is not `+0+0` style (black first; \
         count 0-3, then the square)\n"
    );
    // A count over the limit before a square is still named as one.
    let out = crate::common::rulebook(&["moves", "frisian-draughts", "W:WK22:B1:+0+922"]);
    assert!(String::from_utf8_lossy(&out.stderr)
        .contains("9 moves in a row; a king may make at most 3"));
}
