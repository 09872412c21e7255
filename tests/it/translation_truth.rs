//! A translation state that never says "up to date" when it is not, however the English is
//! written or edited: the page body is read once, by CommonMark's rules (fences of either
//! character, indented code, a `## @` line inside code), sections added or removed in English are
//! reported and shown to readers, and records that cannot be read, are links or have the wrong
//! shape are errors everywhere.

use std::path::Path;

use crate::common::*;

const EN: &str = "content/variants/frisian-draughts/en.md";
const DE: &str = "content/variants/frisian-draughts/de.md";
const HISTORY_START: &str = "Frisian draughts comes from Friesland";

/// `check`'s output lines that mention `needle`.
fn check_lines(root: &Path, needle: &str) -> Vec<String> {
    let run = check_cli(root, &[]);
    (stdout(&run).lines().chain(stderr(&run).lines()))
        .filter(|l| l.contains(needle))
        .map(str::to_string)
        .collect()
}

/// Builds the site and returns the German Frisian draughts page.
fn built_de(root: &Path, out: &Path) -> String {
    let run = build_cli(root, out, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    let page = walk(out)
        .into_iter()
        .find(|p| {
            p.starts_with(out.join("de"))
                && p.extension().is_some_and(|e| e == "html")
                && p.ends_with("index.html")
                && read(p).contains("id=\"rule-changes\"")
                && read(p).contains("Friesland")
        })
        .expect("the German Frisian draughts page");
    read(page)
}

#[test]
fn indented_code_and_a_fence_inside_a_fence_do_not_hide_sections() {
    let site = copy_site();
    let root = site.path();
    edit(
        root,
        EN,
        "## @rule-changes\n",
        "## @rule-changes\n\nAn example:\n\n    ```\n    not a fence\n\n```text\n```rust\n## @draws\n```\n",
    );
    let out = tempfile::tempdir().expect("tmp");
    let run = build_cli(root, &out.path().join("public"), &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    let en = walk(&out.path().join("public"))
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "html"))
        .map(read)
        .find(|html| html.contains("not a fence"))
        .expect("the English page");
    assert_eq!(h2_ids(&en), ["what-is", "rule-changes", "history"]);
    assert!(en.contains("<table"), "the comparison table is gone");
    assert!(!en.contains(">@history<") && !en.contains("@rule-changes<"));
}

#[test]
fn a_section_line_inside_a_fence_is_no_unit_and_later_edits_are_reported() {
    let site = copy_site();
    let root = site.path();
    edit(
        root,
        EN,
        HISTORY_START,
        "```text\n## @notes\n```\n\nFrisian draughts comes from Friesland",
    );
    translated(root, &["all", "frisian-draughts"]);
    assert!(check_lines(root, "section.notes").is_empty());
    edit(
        root,
        EN,
        "one of the oldest draughts games",
        "one of the very oldest draughts games",
    );
    let outdated = check_lines(root, "frisian-draughts/section.history");
    assert_eq!(outdated.len(), 16, "{}", outdated.join("\n"));
}

#[test]
fn a_diagram_placed_with_tildes_gets_its_note_where_the_translation_places_it() {
    let site = copy_site();
    let root = site.path();
    edit(
        root,
        EN,
        "```diagram\nthree-moves\n```",
        "~~~diagram board\nthree-moves\n~~~",
    );
    // The German page places the diagram in its history instead.
    edit(root, DE, "```diagram\nthree-moves\n```\n", "");
    let de = read(root.join(DE));
    let history = de.find("## @history\n").expect("history") + "## @history\n".len();
    let moved = format!(
        "{}\n```diagram\nthree-moves\n```\n{}",
        &de[..history],
        &de[history..]
    );
    std::fs::write(root.join(DE), moved).expect("write");
    translated(root, &["all", "frisian-draughts"]);
    edit(root, EN, "so the king must wait", "so that king must wait");
    let out = tempfile::tempdir().expect("tmp");
    let html = built_de(root, &out.path().join("public"));
    assert_eq!(
        section_notes(&html),
        [("history".to_string(), "outdated".to_string())]
    );
    assert_eq!(
        check_lines(root, "frisian-draughts/diagram.three-moves").len(),
        16
    );
}

#[test]
fn sections_removed_or_added_in_english_are_reported_and_shown() {
    let site = copy_site();
    let root = site.path();
    // History removed, Draws added: every translation has an orphan and lacks a section.
    let en = read(root.join(EN));
    let history = en.find("## @history").expect("history");
    let added = "## @draws\n\nA draw is agreed or reached by repetition.\n";
    std::fs::write(root.join(EN), format!("{}{added}", &en[..history])).expect("write");
    let orphans = check_lines(root, "section `@history` is no longer in the `en` text");
    assert_eq!(orphans.len(), 16, "{}", orphans.join("\n"));
    assert!(
        orphans.iter().any(|l| l.contains(&format!("{DE}:115:"))),
        "{orphans:?}"
    );
    let missing = check_lines(root, "has a section `@draws` that this translation lacks");
    assert_eq!(missing.len(), 16, "{}", missing.join("\n"));
    let out = tempfile::tempdir().expect("tmp");
    let html = built_de(root, &out.path().join("public"));
    // The missing section stands where the English has it: after the rule changes.
    assert_eq!(
        h2_ids(&html),
        ["what-is", "rule-changes", "draws", "history"]
    );
    assert_eq!(
        section_notes(&html),
        [
            ("draws".to_string(), "missing".to_string()),
            ("history".to_string(), "orphan".to_string())
        ]
    );
    assert!(
        html.contains("#draws\" hreflang=\"en\""),
        "the note links the English section"
    );
}

#[test]
fn minor_refuses_an_edit_it_cannot_see_or_that_is_more_than_a_typo() {
    let site = copy_site();
    let root = site.path();
    let minor = || {
        let r = root.to_str().expect("utf-8");
        rulebook(&[
            "translated",
            "--root",
            r,
            "--minor",
            "frisian-draughts/section.history",
        ])
    };
    let refused = |why: &str| {
        let run = minor();
        assert!(!run.status.success());
        assert!(stderr(&run).contains(why), "{}", stderr(&run));
    };
    // Without git the earlier text is unknown: nothing can be declared minor.
    edit(root, EN, "last revised in 2011", "last revised in 2012");
    refused("cannot tell what changed");
    // With git: a number changed is refused, a typo is recorded and shown.
    edit(root, EN, "last revised in 2012", "last revised in 2011");
    commit_site(root);
    edit(root, EN, "last revised in 2011", "last revised in 2012");
    refused("a number changed");
    edit(root, EN, "last revised in 2012", "last revised in 2011");
    edit(root, EN, "clubs, championships", "clubs , championships");
    let run = minor();
    assert!(run.status.success(), "{}", stderr(&run));
    let shown = stdout(&run);
    assert!(
        shown.contains("Minor: frisian-draughts/section.history:"),
        "{shown}"
    );
    assert!(check_lines(root, "has changed since it was translated").is_empty());
}

#[test]
fn a_record_that_cannot_be_trusted_fails_build_and_check() {
    let site = copy_site();
    let root = site.path();
    let record = root.join("locales/de/translated.toml");
    let text = read(&record);
    type Spoil<'a> = Box<dyn Fn() + 'a>;
    let cases: Vec<(&str, Spoil)> = vec![
        (
            "truncated",
            Box::new(|| {
                std::fs::write(&record, &text[..text.rfind("= \"").expect("a value") + 5])
                    .expect("w")
            }),
        ),
        (
            "not UTF-8",
            Box::new(|| std::fs::write(&record, b"[pages]\n\xff\xfe\n").expect("w")),
        ),
        (
            "wrong shape",
            Box::new(|| std::fs::write(&record, text.replacen("= \"", "= \"zz", 1)).expect("w")),
        ),
        (
            "a folder",
            Box::new(|| {
                std::fs::remove_file(&record).expect("rm");
                std::fs::create_dir(&record).expect("dir");
            }),
        ),
        (
            "a link",
            Box::new(|| {
                std::fs::remove_dir(&record).expect("rm");
                std::os::unix::fs::symlink(root.join("locales/fr/translated.toml"), &record)
                    .expect("ln");
            }),
        ),
    ];
    for (what, spoil) in cases {
        spoil();
        let out = tempfile::tempdir().expect("tmp");
        let build = build_cli(root, &out.path().join("public"), &["--strict"]);
        assert!(!build.status.success(), "{what}: the build passed");
        assert!(
            stderr(&build).contains("locales/de/translated.toml"),
            "{what}: {}",
            stderr(&build)
        );
        let check = check_cli(root, &[]);
        assert!(!check.status.success(), "{what}: check passed");
    }
    // A link is never written through either.
    let run = rulebook(&[
        "translated",
        "--root",
        root.to_str().expect("utf-8"),
        "de",
        "frisian-draughts",
    ]);
    assert!(!run.status.success());
    assert_eq!(
        read(root.join("locales/fr/translated.toml")),
        read(site_root().join("locales/fr/translated.toml"))
    );
}

#[test]
fn review_files_never_replace_what_they_did_not_write() {
    let site = copy_site();
    let root = site.path();
    let review = |dir: &Path| check_cli(root, &["--review", dir.to_str().expect("utf-8")]);
    let dir = tempfile::tempdir().expect("tmp");
    std::fs::write(dir.path().join("de.html"), b"\xff\xfe not ours").expect("write");
    assert!(!review(dir.path()).status.success());
    assert_eq!(
        std::fs::read(dir.path().join("de.html")).expect("read"),
        b"\xff\xfe not ours"
    );
    let dir = tempfile::tempdir().expect("tmp");
    let target = root.join("static/favicon-32.png");
    let before = std::fs::read(&target).expect("favicon");
    std::os::unix::fs::symlink(&target, dir.path().join("de.html")).expect("ln");
    assert!(!review(dir.path()).status.success());
    assert_eq!(std::fs::read(&target).expect("favicon"), before);
    let out = root.join("public");
    assert!(build_cli(root, &out, &[]).status.success());
    let run = review(&out.join("review"));
    assert!(!run.status.success());
    assert!(
        stderr(&run).contains("which the next build replaces"),
        "{}",
        stderr(&run)
    );
}

#[test]
fn unknown_placeholders_in_the_site_s_urls_are_errors_at_their_line() {
    for (from, to, expected) in [
        (
            "option={option}",
            "option={opiton}",
            "unknown placeholder `{opiton}`",
        ),
        (
            "play_url = \"",
            "edit_url = \"https://{path}\"\nplay_url = \"",
            "expected a host name",
        ),
        (
            "play_url = \"",
            "edit_url = \"https://example.org/edit/{branch}/{path}\"\nplay_url = \"",
            "unknown placeholder `{branch}`",
        ),
    ] {
        let site = copy_site();
        let root = site.path();
        edit(root, "site.toml", from, to);
        let run = check_cli(root, &[]);
        assert!(!run.status.success(), "{to}");
        let all = format!("{}{}", stdout(&run), stderr(&run));
        assert!(
            all.contains("site.toml:") && all.contains(expected),
            "{all}"
        );
    }
}

fn translated(root: &Path, args: &[&str]) {
    let mut all = vec!["translated", "--root", root.to_str().expect("utf-8")];
    all.extend_from_slice(args);
    let run = rulebook(&all);
    assert!(run.status.success(), "{}", stderr(&run));
}

#[test]
fn the_review_file_marks_what_changed_and_says_how_to_confirm_it() {
    let site = copy_site();
    let root = site.path();
    commit_site(root);
    edit(
        root,
        EN,
        "one of the oldest draughts games",
        "one of the very oldest draughts games",
    );
    let dir = tempfile::tempdir().expect("tmp");
    let run = check_cli(root, &["--review", dir.path().to_str().expect("utf-8")]);
    assert!(run.status.success(), "{}", stderr(&run));
    let de = read(dir.path().join("de.html"));
    let row = de
        .split("<tr id=\"frisian-draughts/section.history\" class=\"outdated\">")
        .nth(1)
        .and_then(|r| r.split("</tr>").next())
        .expect("the outdated row, with an id links land on");
    assert!(row.contains("the <ins>very</ins> oldest"), "{row}");
    assert!(
        row.contains("<code>rulebook translated de frisian-draughts/section.history</code>"),
        "{row}"
    );
    let index = read(dir.path().join("index.html"));
    assert!(
        index.contains("href=\"de.html#frisian-draughts/section.history\""),
        "the status page links the row"
    );
}

#[test]
fn requests_that_name_the_wrong_thing_say_what_was_expected() {
    let site = copy_site();
    let root = site.path();
    let r = root.to_str().expect("utf-8");
    let cases: [(&[&str], &str); 3] = [
        (
            &["translated", "--root", r],
            "name a language (or `all`), or give `--minor`",
        ),
        (
            &["translated", "--root", r, "all", "de", "frysk"],
            "`de` is a language, not a unit",
        ),
        (
            &["check", "--root", r, "--review", "site.toml"],
            "is not a folder",
        ),
    ];
    for (args, expected) in cases {
        let run = rulebook(args);
        assert!(!run.status.success(), "{args:?}");
        assert!(
            stderr(&run).contains(expected),
            "{args:?}: {}",
            stderr(&run)
        );
    }
    // `--review DIR` is relative to the site's folder, as `build --out` is.
    let run = rulebook(&["check", "--root", r, "--review", "review"]);
    assert!(run.status.success(), "{}", stderr(&run));
    assert!(root.join("review/index.html").is_file());
}
