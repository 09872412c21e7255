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
    /// The section of the page whose readers are told (none for a Fluent message).
    section: Option<&'a str>,
}

fn one_unit_flagged_then_confirmed(case: Case) {
    let Case {
        file,
        from,
        to,
        minor,
        item,
        own_line,
        section,
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
    assert_readers_told(root, section, languages.len());
    assert_status(root, item, "outdated (1)");
    // Confirmed in one language, that language is clean again; the others still are not.
    translated(root, &["de", item]);
    assert_status(root, item, "complete");
    let after = outdated(root);
    assert_eq!(after.len(), languages.len() - 1);
    assert!(
        !after.iter().any(|l| l.contains("translated de ")),
        "{}",
        after.join("\n")
    );
    // A further English edit that needs no new translation flags nothing new: the languages
    // that were up to date stay so, those that were not stay flagged. (`--minor` shows the
    // edit it declares minor, so git must hold the text before it.)
    commit_site(root);
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

/// The built site: every translation of the Frysk! page carries one note, on `section`, linking
/// to that section in English; no other page and no English page has one.
fn assert_readers_told(root: &Path, section: Option<&str>, languages: usize) {
    let out = tempfile::tempdir().expect("tmp");
    let public = out.path().join("public");
    let run = build_cli(root, &public, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    let mut noted = Vec::new();
    for file in walk_html(&public) {
        let html = read(&file);
        let count = html.matches("class=\"notice notice-outdated\"").count();
        if count > 0 {
            noted.push((file, html, count));
        }
    }
    let Some(section) = section else {
        assert!(noted.is_empty(), "a Fluent message marks no section");
        return;
    };
    assert_eq!(noted.len(), languages, "one page per language has a note");
    for (file, html, count) in noted {
        let shown = file.display().to_string();
        assert!(
            shown.contains("/frysk/") && !shown.contains("/en/"),
            "{shown}"
        );
        assert_eq!(count, 1, "{shown}: one note");
        let heading = format!("<h2 id=\"{section}\">");
        let at = html.find(&heading).expect("the section's heading");
        let note = html[at..].find("notice-outdated").expect("note") + at;
        let next = html[at + 1..]
            .find("<h2 ")
            .map_or(usize::MAX, |n| n + at + 1);
        assert!(
            note < next,
            "{shown}: the note is in the section `{section}`"
        );
        let link = format!("/en/variants/frysk/#{section}\" hreflang=\"en\"");
        assert!(
            html[note..].contains(&link),
            "{shown}: links to the English section"
        );
    }
}

/// The status page `check --review` writes: the cell of the item's page (or the Fluent files)
/// in German says `state`.
fn assert_status(root: &Path, item: &str, state: &str) {
    let dir = tempfile::tempdir().expect("tmp");
    let review = dir.path().join("review");
    let run = check_cli(root, &["--review", review.to_str().expect("utf-8")]);
    assert!(!stderr(&run).contains("panicked"), "{}", stderr(&run));
    let html = read(review.join("index.html"));
    let anchor = match item.split_once('/') {
        Some(("messages", _)) => "de.html#messages".to_string(),
        // While the unit is outdated, the link lands on its row.
        Some(_) if state != "complete" => format!("de.html#{item}"),
        Some((page, _)) => format!("de.html#{page}"),
        None => format!("de.html#{item}"),
    };
    let cell = format!("<a href=\"{anchor}\">{state}</a>");
    assert!(html.contains(&cell), "status page lacks {cell}");
    // The review file marks the unit while it is outdated.
    let outdated = read(review.join("de.html")).contains("class=\"outdated\"");
    assert_eq!(outdated, state != "complete", "review file de.html");
}

/// Every HTML file under a folder.
fn walk_html(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).expect("read dir").flatten() {
        let path = entry.path();
        if path.is_dir() {
            found.extend(walk_html(&path));
        } else if path.extension().is_some_and(|e| e == "html") {
            found.push(path);
        }
    }
    found
}

#[test]
fn an_edited_section_is_flagged_in_every_language_at_its_line() {
    one_unit_flagged_then_confirmed(Case {
        file: "content/variants/frysk/en.md",
        from: "so a game is short and",
        to: "so a game is brief and",
        minor: "so a game is brief, and",
        item: "frysk/section.history",
        section: Some("history"),
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
        section: Some("rule-changes"),
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
        section: None,
        own_line: &|root, tag| line_of(root, &format!("locales/{tag}/interface.ftl"), "home-title"),
    });
}

#[test]
fn with_git_the_warning_shows_the_words_that_changed() {
    let site = copy_site();
    let root = site.path();
    commit_site(root);
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

#[test]
fn the_notes_can_be_switched_off_and_pages_link_to_their_files() {
    let site = copy_site();
    let root = site.path();
    edit(
        root,
        "content/variants/frysk/en.md",
        "so a game is short and",
        "so a game is brief and",
    );
    edit(
        root,
        "site.toml",
        "outdated_notes = true",
        "outdated_notes = false",
    );
    edit(
        root,
        "site.toml",
        "allow_html = false\n",
        "allow_html = false\nedit_url = \"https://git.example.org/rules/edit/main/{path}\"\n",
    );
    let out = tempfile::tempdir().expect("tmp");
    let run = build_cli(root, &out.path().join("public"), &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    let de = read(out.path().join("public/de/varianten/frysk/index.html"));
    assert!(!de.contains("notice-outdated"), "switched off");
    assert!(
        de.contains(
            "href=\"https://git.example.org/rules/edit/main/content/variants/frysk/de.md\""
        ),
        "the German page links to its own file"
    );
    // A page shown from a fallback's text has no file of its own to edit.
    std::fs::remove_file(root.join("content/variants/frysk/fy.md")).expect("remove");
    let run = build_cli(root, &out.path().join("public"), &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    let fy = read(out.path().join("public/fy/farianten/frysk/index.html"));
    assert!(
        fy.contains("class=\"notice\" role=\"note\""),
        "a fallback copy"
    );
    assert!(
        !fy.contains("/edit/main/"),
        "no edit link on a fallback copy"
    );
    // An edit link without its placeholder is refused at its line.
    edit(root, "site.toml", "/edit/main/{path}", "/edit/main/");
    let run = build_cli(root, &out.path().join("public"), &[]);
    assert!(!run.status.success());
    assert!(
        stderr(&run).contains("site.toml:") && stderr(&run).contains("{path}"),
        "{}",
        stderr(&run)
    );
}

#[test]
fn an_english_game_name_in_a_translation_is_flagged_unless_marked() {
    let site = copy_site();
    let root = site.path();
    let file = "content/variants/frysk/de.md";
    let line = line_of(root, file, "## @history") + 2;
    let text = read(root.join(file));
    let mut lines: Vec<&str> = text.lines().collect();
    let planted = format!("{} Antidraughts ist ein Verwandter.", lines[line - 1]);
    lines[line - 1] = &planted;
    std::fs::write(root.join(file), lines.join("\n") + "\n").expect("write");
    let warnings: Vec<String> = stdout(&check_cli(root, &[]))
        .lines()
        .filter(|l| l.contains("is the `en` name of a game"))
        .map(str::to_string)
        .collect();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert!(
        warnings[0].starts_with(&format!("{file}:{line}:")),
        "{}",
        warnings[0]
    );
    assert!(warnings[0].contains("“Antidraughts”"), "{}", warnings[0]);
    edit(
        root,
        file,
        " Antidraughts ist",
        " Die Schlagdame (Antidraughts) ist",
    );
    assert!(!stdout(&check_cli(root, &[])).contains("is the `en` name of a game"));
}

#[test]
fn new_locale_and_new_page_start_their_records() {
    let site = copy_site();
    let root = site.path();
    let r = root.to_str().expect("utf-8");
    let run = rulebook(&["new-locale", "sv", "--root", r]);
    assert!(run.status.success(), "{}", stderr(&run));
    let record = read(root.join("locales/sv/translated.toml"));
    assert!(
        record.contains("[pages]") && record.contains("[messages]"),
        "{record}"
    );
    // A unit translated later and not yet recorded is asked for.
    let json = stdout(&check_cli(root, &["--format", "json"]));
    let report: serde_json::Value = serde_json::from_str(&json).expect("json");
    let sv = (report["coverage"].as_array().expect("coverage").iter())
        .find(|c| c["lang"] == "sv")
        .expect("sv");
    assert_eq!(sv["units"]["current"], 0, "{sv}");
    let run = rulebook(&[
        "new-page",
        "variants/lazy-draughts",
        "--base",
        "international-draughts",
        "--root",
        r,
    ]);
    assert!(run.status.success(), "{}", stderr(&run));
    let english = read(root.join("locales/en/translated.toml"));
    assert!(english.contains("[pages.lazy-draughts]"), "{english}");
    assert!(english.contains("-lazy-draughts = "), "{english}");
}
