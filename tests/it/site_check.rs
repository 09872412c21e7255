//! `rulebook check` on a copy of the site with known problems: each is reported at its line.

use crate::common;

use common::*;

/// Messages and terms of the reference language.
fn reference_entries() -> usize {
    std::fs::read_dir(site_root().join("locales/en"))
        .unwrap()
        .map(|f| f.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .map(|path| {
            read(path)
                .lines()
                .filter(|l| {
                    l.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-') && l.contains(" =")
                })
                .count()
        })
        .sum()
}

#[test]
fn the_real_site_is_clean_and_fully_translated() {
    let run = check_cli(&site_root(), &["--strict"]);
    let out = stdout(&run);
    assert!(run.status.success(), "{out}");
    assert!(out.contains("0 error(s), 0 warning(s)"), "{out}");
    for lang in ["en", "hu", "nb"] {
        assert!(
            out.lines()
                .any(|l| l.starts_with(lang) && l.matches("100%").count() == 4),
            "{out}"
        );
    }
}

/// Problems in the strings; the variable mismatch also stops rendering, so the content's
/// problems are in [`broken_content`].
fn broken_strings() -> tempfile::TempDir {
    let site = copy_site();
    let root = site.path();
    // 1. A Fluent syntax error on line 5 of the Hungarian strings.
    edit(
        root,
        "locales/hu/interface.ftl",
        "beta = Béta",
        "beta = { Béta",
    );
    // 2. A message the Norwegian strings leave out.
    edit(
        root,
        "locales/nb/interface.ftl",
        "cta-button = Åpne et bord\n",
        "",
    );
    // 3. A message nothing uses, and 4. a variable the source doesn't pass.
    let en = read(root.join("locales/en/interface.ftl"));
    std::fs::write(
        root.join("locales/en/interface.ftl"),
        format!("{en}\nleftover-thing = Nobody asks for me\n"),
    )
    .unwrap();
    edit(
        root,
        "locales/nb/interface.ftl",
        "home-variants = Varianter",
        "home-variants = { $count } varianter",
    );
    site
}

fn broken_content() -> tempfile::TempDir {
    let site = copy_site();
    let root = site.path();
    // 5. A link to an anchor that doesn't exist.
    let nb = read(root.join("content/games/chinese-checkers/nb.md"));
    std::fs::write(
        root.join("content/games/chinese-checkers/nb.md"),
        format!("{nb}\nSe [trekk](@/games/international-draughts#no-such-part).\n"),
    )
    .unwrap();
    // 6. A page not translated, and 7. a table row left out.
    std::fs::remove_file(root.join("content/games/chinese-checkers/hu.md")).unwrap();
    let hu = read(root.join("content/variants/frisian-draughts/hu.md"));
    let start = hu.find("[rows.kings]").unwrap();
    let end = hu.find("[rows.draws]").unwrap();
    std::fs::write(
        root.join("content/variants/frisian-draughts/hu.md"),
        format!("{}{}", &hu[..start], &hu[end..]),
    )
    .unwrap();
    site
}

fn assert_reported(site: &tempfile::TempDir, expected: &[String]) -> String {
    let run = check_cli(site.path(), &[]);
    let out = stdout(&run);
    assert_eq!(run.status.code(), Some(1), "{out}");
    for e in expected {
        assert!(out.contains(e.as_str()), "missing {e:?} in:\n{out}");
    }
    out
}

#[test]
fn problems_in_the_strings_are_reported_at_their_place() {
    let site = broken_strings();
    let en_lines = read(site.path().join("locales/en/interface.ftl"))
        .lines()
        .count();
    let nb_line = read(site.path().join("locales/nb/interface.ftl"))
        .lines()
        .position(|l| l.starts_with("home-variants ="))
        .unwrap()
        + 1;
    let cta_line = read(site.path().join("locales/en/interface.ftl"))
        .lines()
        .position(|l| l.starts_with("cta-button ="))
        .unwrap()
        + 1;
    let out = assert_reported(
        &site,
        &[
            "locales/hu/interface.ftl:5:11: error: Fluent syntax error".to_string(),
            format!("locales/en/interface.ftl:{cta_line}:1: warning: 2 messages of this file are not translated into `nb` yet; using `en`: `cta-button`, `leftover-thing`"),
            format!("locales/en/interface.ftl:{en_lines}:1: warning: message `leftover-thing` is used by no template and no code"),
            format!("locales/nb/interface.ftl:{nb_line}:1: error: `home-variants` uses the variable `$count`, which the source (`en`) doesn't pass"),
        ],
    );
    let total = reference_entries() + 1; // the leftover message
    let nb = out.lines().find(|l| l.starts_with("nb ")).unwrap();
    assert!(nb.contains(&format!("{}/{total} ", total - 2)), "{nb}");
}

#[test]
fn problems_in_the_content_are_reported_at_their_place() {
    let site = broken_content();
    let out = assert_reported(
        &site,
        &[
            "content/games/chinese-checkers/nb.md:".to_string(),
            "the link `/nb/spill/internasjonal-dam/#no-such-part` on /nb/spill/kinasjakk/index.html leads nowhere".to_string(),
            "warning: /hu/jatekok/chinese-checkers/ is not translated into `hu` yet; published from `en`".to_string(),
            "content/variants/frisian-draughts/hu.md:1:1: warning: table row `kings` is not translated into `hu`; using `en`".to_string(),
        ],
    );
    let hu = out.lines().find(|l| l.starts_with("hu ")).unwrap();
    // One page untranslated, and one row of another.
    let (pages, rows) = (site_pages().len(), site_table_rows());
    assert!(hu.contains(&format!("{}/{pages} ", pages - 1)), "{hu}");
    assert!(hu.contains(&format!("{}/{rows} ", rows - 1)), "{hu}");
}

#[test]
fn json_output_and_strict_mode() {
    let site = copy_site();
    let root = site.path();
    std::fs::remove_file(root.join("content/games/chinese-checkers/nb.md")).unwrap();
    let lenient = check_cli(root, &["--format", "json"]);
    assert!(lenient.status.success(), "{}", stdout(&lenient));
    let json: serde_json::Value = serde_json::from_slice(&lenient.stdout).unwrap();
    let diagnostics = json["diagnostics"].as_array().unwrap();
    assert_eq!(diagnostics.len(), 1, "{json}");
    assert_eq!(diagnostics[0]["severity"], "warning");
    assert_eq!(json["coverage"][2]["lang"], "nb");
    assert_eq!(
        json["coverage"][2]["pages"]["translated"],
        site_pages().len() - 1
    );
    let strict = check_cli(root, &["--strict"]);
    assert_eq!(strict.status.code(), Some(1));
    assert!(stdout(&strict).contains(": error: /nb/spill/chinese-checkers/ is not translated"));
}

#[test]
fn a_term_the_glossary_forbids_is_reported_at_its_place_and_fails_strict() {
    let site = copy_site();
    let root = site.path();
    let file = "content/variants/frisian-draughts/nb.md";
    edit(
        root,
        file,
        "En flygende konge slår",
        "En Flyvende konge slår",
    );
    let text = read(root.join(file));
    let (index, line) = text
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains("Flyvende"))
        .unwrap();
    let column = line[..line.find("Flyvende").unwrap()].chars().count() + 1;
    let expected = format!(
        "{file}:{}:{column}: warning: \"Flyvende\" is not the approved term for flying king in `nb`",
        index + 1
    );
    let lenient = check_cli(root, &[]);
    let out = stdout(&lenient);
    assert!(lenient.status.success(), "{out}");
    assert!(out.contains(&expected), "missing {expected:?} in:\n{out}");
    assert!(out.contains("write \"flygende konge\""), "{out}");
    let strict = check_cli(root, &["--strict"]);
    assert_eq!(strict.status.code(), Some(1));
    assert!(stdout(&strict).contains(": error: \"Flyvende\" is not the approved term"));
}

#[test]
fn a_glossary_that_cannot_be_read_is_an_error_at_its_line() {
    let site = copy_site();
    let root = site.path();
    edit(
        root,
        "locales/nb/glossary.toml",
        "approved = \"brikke\"",
        "approved = [\"brikke\"]",
    );
    let line = read(root.join("locales/nb/glossary.toml"))
        .lines()
        .position(|l| l.contains("[\"brikke\"]"))
        .unwrap()
        + 1;
    assert_reported(
        &site,
        &[format!(
            "locales/nb/glossary.toml:{line}:12: error: invalid type"
        )],
    );
}

/// The line of `file` that defines `id`, as written.
fn entry_line(file: std::path::PathBuf, id: &str) -> String {
    read(file)
        .lines()
        .find(|l| l.starts_with(&format!("{id} =")))
        .unwrap()
        .to_string()
}

#[test]
fn the_review_export_sets_each_text_beside_its_translation() {
    let out = tempfile::tempdir().unwrap();
    let dir = out.path().join("review");
    let run = rulebook(&[
        "check",
        "--root",
        site_root().to_str().unwrap(),
        "--review",
        dir.to_str().unwrap(),
    ]);
    assert!(run.status.success(), "{}", stderr(&run));
    assert!(
        !dir.join("en.html").exists(),
        "the reference language has nothing to review"
    );
    let nb = read(dir.join("nb.html"));
    let escape = |s: &str| {
        s.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&quot;")
    };
    // A Fluent entry: the source and the translation in one row.
    let source = escape(&entry_line(
        site_root().join("locales/en/interface.ftl"),
        "cta-button",
    ));
    let own = escape(&entry_line(
        site_root().join("locales/nb/interface.ftl"),
        "cta-button",
    ));
    let row = format!("<td lang=\"en\">{source}</td><td lang=\"nb\" dir=\"ltr\">{own}</td>");
    assert!(nb.contains(&row), "{row}");
    // A page's section, and Arabic cells read right to left.
    assert!(nb.contains("<th scope=\"row\">## @history</th>"));
    assert!(read(dir.join("ar.html")).contains("<td lang=\"ar\" dir=\"rtl\">"));
    // A file the export did not write is never overwritten.
    std::fs::write(dir.join("de.html"), "mine").unwrap();
    let again = rulebook(&[
        "check",
        "--root",
        site_root().to_str().unwrap(),
        "--review",
        dir.to_str().unwrap(),
    ]);
    assert_eq!(again.status.code(), Some(2));
    assert!(
        stderr(&again).contains("not overwriting it"),
        "{}",
        stderr(&again)
    );
    assert_eq!(read(dir.join("de.html")), "mine");
}

/// A variable nothing passes to a message of the reference language would be published as
/// `{nothing}`: an error at the message, as it is in a translation, for `check` and `build`.
#[test]
fn a_variable_nothing_passes_is_an_error_in_the_reference_language() {
    let site = copy_site();
    let root = site.path();
    edit(
        root,
        "locales/en/interface.ftl",
        "toc-title = On this page",
        "toc-title = On this page { $nothing }",
    );
    let line = read(root.join("locales/en/interface.ftl"))
        .lines()
        .position(|l| l.starts_with("toc-title ="))
        .unwrap()
        + 1;
    let at = format!("locales/en/interface.ftl:{line}:1: error:");
    let run = check_cli(root, &[]);
    let report = stdout(&run);
    assert!(!run.status.success(), "{report}");
    assert!(
        report
            .lines()
            .any(|l| l.starts_with(&at) && l.contains("`toc-title`") && l.contains("$nothing")),
        "{report}"
    );
    let out = tempfile::tempdir().unwrap();
    let build = build_cli(root, &out.path().join("public"), &[]);
    assert!(!build.status.success());
    assert!(stderr(&build).contains(&at), "{}", stderr(&build));
}
