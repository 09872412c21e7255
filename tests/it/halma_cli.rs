//! The command line on Chinese checkers: moves, perft, start, and its one-line errors.

use std::process::{Command, Output};

fn rulebook(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_rulebook"))
        .args(args)
        .output()
        .expect("the rulebook binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Fails unless the command failed with exactly one line on stderr naming `needle`.
fn assert_one_line_error(output: &Output, needle: &str) {
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
    assert!(stderr.contains(needle), "{stderr}");
}

const TWO: &str = "2/22/222/2222/............./............/.........../........../........./........../.........../............/............./1111/111/11/1 1";

#[test]
fn start_prints_the_position_for_each_count() {
    let out = rulebook(&["start", "chinese-checkers", "--players", "2"]);
    assert!(out.status.success());
    assert_eq!(stdout(&out), format!("{TWO}\n"));
    for n in ["3", "4", "6"] {
        let out = rulebook(&["start", "super-chinese-checkers", "--players", n]);
        assert!(out.status.success());
        let text = stdout(&out);
        let highest = text.chars().filter(char::is_ascii_digit).max();
        // The last character is the player to move; the highest piece digit is the count.
        assert_eq!(highest.map(String::from).as_deref(), Some(n), "{text}");
    }
    let out = rulebook(&["start", "chinese-checkers", "--players", "5"]);
    assert_one_line_error(&out, "2, 3, 4 or 6 players, not 5");
}

#[test]
fn moves_are_listed_sorted_one_per_line() {
    let out = rulebook(&["moves", "chinese-checkers", TWO]);
    assert!(out.status.success());
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 14);
    assert_eq!(lines[..3], ["112-103", "112-104", "113-104"]);
    assert_eq!(lines.last(), Some(&"118-107"));
}

#[test]
fn perft_prints_the_node_count_last() {
    for (rules, nodes) in [
        ("chinese-checkers", "4760"),
        ("super-chinese-checkers", "5348"),
    ] {
        let out = rulebook(&["perft", rules, TWO, "3"]);
        assert!(out.status.success());
        assert_eq!(stdout(&out).lines().last(), Some(nodes));
    }
}

#[test]
fn bad_positions_and_rules_fail_with_one_line() {
    let bad = TWO.replacen("222", "2x2", 1);
    assert_one_line_error(
        &rulebook(&["moves", "chinese-checkers", &bad]),
        "row 3, column 2",
    );
    assert_one_line_error(
        &rulebook(&["perft", "super-chinese-checkers", "1/11 1", "2"]),
        "17 rows",
    );
    // An unknown rules id is refused by the argument parser, which states the error on its
    // first line (and, being clap, adds a hint to try --help after a blank line).
    let out = rulebook(&["moves", "chinese-chequers", TWO]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    let first = stderr.lines().next().unwrap_or_default();
    assert!(first.starts_with("error: "), "{stderr}");
    assert!(
        first.contains("unknown rules id `chinese-chequers`"),
        "{stderr}"
    );
    assert!(first.contains("super-chinese-checkers"), "{stderr}");
}
