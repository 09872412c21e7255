//! Plural forms as each language's grammar needs them: a message that chooses by a number's CLDR
//! plural category must name every category the language gives a whole number (Russian and
//! Polish `many`, Arabic six forms), or Fluent writes such counts with the default form ("5
//! минуты"). `check` reports a missing form at its message; the real site has none (it checks
//! clean with `--strict`, `site_check`).

use crate::common::*;

#[test]
fn a_plural_form_the_language_needs_and_the_message_lacks_is_reported_at_the_message() {
    let site = copy_site();
    let file = site.path().join("locales/ru/interface.ftl");
    let text = read(&file);
    let lines: Vec<&str> = text.lines().collect();
    let message = lines
        .iter()
        .position(|l| l.starts_with("facts-length-value ="))
        .expect("the message of a game's length");
    let many = (message..lines.len())
        .find(|&i| lines[i].trim_start().starts_with("[many]"))
        .expect("its [many] form");
    let kept: Vec<&str> = (lines.iter().enumerate())
        .filter(|(i, _)| *i != many)
        .map(|(_, l)| *l)
        .collect();
    std::fs::write(&file, kept.join("\n") + "\n").expect("write");
    let report = stdout(&check_cli(site.path(), &[]));
    let expected = format!(
        "locales/ru/interface.ftl:{}:1: warning: `facts-length-value` chooses by $to without [many]: `ru` gives whole numbers the forms [one], [few], [many], and a count that needs a missing one would take the default form instead",
        message + 1
    );
    assert!(report.lines().any(|l| l == expected), "{report}");
    let plural_warnings = report
        .lines()
        .filter(|l| l.contains(" chooses by $"))
        .count();
    assert_eq!(plural_warnings, 1, "{report}");
}
