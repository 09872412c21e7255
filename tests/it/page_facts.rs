//! A page's `[facts]` say what its `rules` are: a value the rules core contradicts fails `check`
//! at its line in `page.toml`.

use crate::common::*;

#[test]
fn a_board_the_rules_contradict_fails_check_at_its_line() {
    const PAGE: &str = "content/variants/russian-draughts/page.toml";
    let site = copy_site();
    edit(site.path(), PAGE, "board = \"8x8\"", "board = \"10x10\"");
    let text = std::fs::read_to_string(site.path().join(PAGE)).expect("the page's facts");
    let line = 1 + text
        .lines()
        .position(|l| l.starts_with("board = "))
        .expect("a board line");
    let run = rulebook(&["check", "--root", site.path().to_str().expect("utf-8")]);
    assert!(!run.status.success(), "check passed: {}", stdout(&run));
    let expected = format!(
        "{PAGE}:{line}:9: error: `board` is \"10x10\", but russian-draughts is played on \"8x8\""
    );
    assert!(stdout(&run).contains(&expected), "{}", stdout(&run));
}
