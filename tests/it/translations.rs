//! Translations that stay true: every unit of every language records the reference text it was
//! translated from (`locales/<tag>/translated.toml`); an edit of the English flags exactly that
//! unit in every other language, at the translation's line; `rulebook translated` confirms it;
//! `--minor` marks an edit that needs no new translation.

use std::path::Path;

use crate::common::*;

/// The languages the real site translates into.
fn translations() -> Vec<String> {
    let config = rulebook::parse::SiteConfig::load(&site_root()).expect("site.toml");
    (config.languages.iter())
        .filter(|l| l.tag != config.reference_language)
        .map(|l| l.tag.clone())
        .collect()
}

/// The outdated-unit warnings of `check`, as printed.
fn outdated(root: &Path) -> Vec<String> {
    let run = check_cli(root, &[]);
    stdout(&run)
        .lines()
        .filter(|l| {
            l.contains("has changed since it was translated") || l.contains("has no record")
        })
        .map(str::to_string)
        .collect()
}

fn translated(root: &Path, args: &[&str]) {
    let mut all = vec!["translated", "--root", root.to_str().expect("utf-8")];
    all.extend_from_slice(args);
    let run = rulebook(&all);
    assert!(run.status.success(), "{}", stderr(&run));
}

/// The line of a file where `needle` starts a line.
fn line_of(root: &Path, file: &str, needle: &str) -> usize {
    read(root.join(file))
        .lines()
        .position(|l| l.starts_with(needle))
        .unwrap_or_else(|| panic!("{file} has no line {needle:?}"))
        + 1
}

#[test]
fn the_real_site_is_recorded_and_up_to_date() {
    for tag in translations() {
        assert!(
            site_root()
                .join(format!("locales/{tag}/translated.toml"))
                .exists(),
            "{tag} keeps no record of what it was translated from"
        );
    }
    assert_eq!(outdated(&site_root()), Vec::<String>::new());
}

/// Edits one unit of the English, then checks that every language (and only that unit) is
/// flagged at its own line, that confirming one language clears it there, and that an edit
/// marked `--minor` flags nothing.
struct Case<'a> {
    file: &'a str,
    /// The edit that needs a new translation.
    from: &'a str,
    to: &'a str,
    /// Then one that does not (a typo, punctuation).
    minor: &'a str,
    item: &'a str,
    own_line: &'a dyn Fn(&Path, &str) -> usize,
}

fn one_unit_flagged_then_confirmed(case: Case) {
    let Case {
        file,
        from,
        to,
        minor,
        item,
        own_line,
    } = case;
    let site = copy_site();
    let root = site.path();
    assert_eq!(
        outdated(root),
        Vec::<String>::new(),
        "clean before the edit"
    );
    edit(root, file, from, to);
    let found = outdated(root);
    let languages = translations();
    assert_eq!(
        found.len(),
        languages.len(),
        "{item}: one warning per language:\n{}",
        found.join("\n")
    );
    for tag in &languages {
        let at = format!(":{}:1: warning:", own_line(root, tag));
        let line = found
            .iter()
            .find(|l| l.contains(&format!("rulebook translated {tag} {item}`")))
            .unwrap_or_else(|| panic!("{tag}: {item} is not reported:\n{}", found.join("\n")));
        assert!(
            line.contains(&at),
            "{tag}: reported at its own line ({at}): {line}"
        );
        assert!(line.contains(&format!("`{item}`")), "{line}");
    }
    // JSON and the coverage table carry the same: one outdated unit per language.
    let json = stdout(&check_cli(root, &["--format", "json"]));
    let report: serde_json::Value = serde_json::from_str(&json).expect("json");
    for c in report["coverage"].as_array().expect("coverage") {
        if c["lang"] != "en" {
            assert_eq!(c["units"]["outdated"], 1, "{c}");
        }
    }
    // Confirmed in one language, that language is clean again; the others still are not.
    translated(root, &["de", item]);
    let after = outdated(root);
    assert_eq!(after.len(), languages.len() - 1);
    assert!(
        !after.iter().any(|l| l.contains("translated de ")),
        "{}",
        after.join("\n")
    );
    // A further English edit that needs no new translation flags nothing new: the languages
    // that were up to date stay so, those that were not stay flagged.
    edit(root, file, to, minor);
    assert_eq!(
        outdated(root).len(),
        languages.len(),
        "the minor edit is seen"
    );
    translated(root, &["--minor", item]);
    assert_eq!(outdated(root).len(), languages.len() - 1);
    translated(root, &["all", item]);
    assert_eq!(outdated(root), Vec::<String>::new());
}

#[test]
fn an_edited_section_is_flagged_in_every_language_at_its_line() {
    one_unit_flagged_then_confirmed(Case {
        file: "content/variants/frysk/en.md",
        from: "so a game is short and",
        to: "so a game is brief and",
        minor: "so a game is brief, and",
        item: "frysk/section.history",
        own_line: &|root, tag| {
            line_of(
                root,
                &format!("content/variants/frysk/{tag}.md"),
                "## @history",
            )
        },
    });
}

#[test]
fn an_edited_table_row_is_flagged_in_every_language_at_its_line() {
    one_unit_flagged_then_confirmed(Case {
        file: "content/variants/frysk/en.md",
        from: "standard = \"Only diagonally, forwards and backwards.\"",
        to: "standard = \"Only diagonally, forward and back.\"",
        minor: "standard = \"Only diagonally: forward and back.\"",
        item: "frysk/row.capture",
        own_line: &|root, tag| {
            line_of(
                root,
                &format!("content/variants/frysk/{tag}.md"),
                "[rows.capture]",
            )
        },
    });
}

#[test]
fn an_edited_fluent_message_is_flagged_in_every_language_at_its_line() {
    one_unit_flagged_then_confirmed(Case {
        file: "locales/en/interface.ftl",
        from: "home-title = Game rules",
        to: "home-title = Rules of the games",
        minor: "home-title = Rules of the Games",
        item: "messages/home-title",
        own_line: &|root, tag| line_of(root, &format!("locales/{tag}/interface.ftl"), "home-title"),
    });
}

#[test]
fn with_git_the_warning_shows_the_words_that_changed() {
    let site = copy_site();
    let root = site.path();
    let git = |args: &[&str]| {
        let run = std::process::Command::new("git")
            .arg("-C")
            .arg(root)
            .args(["-c", "user.name=t", "-c", "user.email=t@example.org"])
            .args(args)
            .output()
            .expect("git");
        assert!(run.status.success(), "git {args:?}: {}", stderr(&run));
    };
    git(&["init", "-q"]);
    git(&["add", "-A"]);
    git(&["commit", "-q", "-m", "site"]);
    edit(
        root,
        "content/variants/frysk/en.md",
        "so a game is short and",
        "so a game is brief and",
    );
    let found = outdated(root);
    assert!(
        found
            .iter()
            .all(|l| l.contains("what changed: … a game is [-short-]{+brief+} and the Frisian …")),
        "{}",
        found.join("\n")
    );
}

#[test]
fn a_request_that_names_nothing_is_refused() {
    let site = copy_site();
    for args in [
        &["de", "frysk/section.nowhere"][..],
        &["xx"][..],
        &["en"][..],
        &[][..],
    ] {
        let mut all = vec!["translated", "--root", site.path().to_str().expect("utf-8")];
        all.extend_from_slice(args);
        let run = rulebook(&all);
        assert!(!run.status.success(), "{args:?} was accepted");
        assert!(!stderr(&run).contains("panicked"), "{}", stderr(&run));
    }
}
