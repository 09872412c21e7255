//! Input refused at the door, and nothing published by accident: what an author (or a careless
//! command line) gives that would break links, file names or the output is refused with its
//! place, and what `static/` holds by mistake is left out or named. On the fixture site (small:
//! each check or build takes a fraction of a second).

use crate::common;

use common::*;
use std::path::Path;

const VARIANT_TEXT: &str = "content/variants/frisian-draughts/en.md";
const VARIANT_FACTS: &str = "content/variants/frisian-draughts/page.toml";

/// `rulebook check` on a copy of the fixture changed by `change`: (success, stdout + stderr).
fn check_fixture(change: impl FnOnce(&Path)) -> (bool, String) {
    let site = copy_fixture();
    change(site.path());
    let run = check_cli(site.path(), &[]);
    (run.status.success(), stdout(&run) + &stderr(&run))
}

/// The line of `text` (1-based) that starts with `prefix`.
fn line_starting(text: &str, prefix: &str) -> usize {
    text.lines()
        .position(|l| l.starts_with(prefix))
        .map(|i| i + 1)
        .expect("the line")
}

#[test]
fn a_base_url_with_a_query_fragment_or_unencoded_characters_is_refused() {
    let site = copy_fixture();
    for (url, expected) in [
        ("https://x.org/?v=1", "without a query or fragment"),
        ("https://x.org/#top", "without a query or fragment"),
        ("https://x.org/rules and more", "percent-encoded, found ` `"),
        ("https://x.org/règles", "percent-encoded, found `è`"),
    ] {
        let out = site.path().join("public");
        let run = build_cli(site.path(), &out, &["--base-url", url]);
        assert!(!run.status.success(), "{url}");
        let err = stderr(&run);
        assert!(
            err.contains("--base-url") && err.contains(expected),
            "{url}: {err}"
        );
        assert!(!out.exists(), "{url}");
    }
    // The same rule for `base_url` in site.toml, at its line.
    let (ok, report) = check_fixture(|root| {
        edit(
            root,
            "site.toml",
            "base_url = \"https://fixture.example.org\"",
            "base_url = \"https://fixture.example.org/?lang\"",
        )
    });
    assert!(!ok);
    assert!(
        report.contains("site.toml:4:12: error: expected `base_url` without a query"),
        "{report}"
    );
}

#[test]
fn a_root_that_is_a_file_is_refused_before_anything_is_read() {
    let site = copy_fixture();
    let file = site.path().join("site.toml");
    for command in ["check", "build", "serve"] {
        let run = rulebook(&[command, "--root", file.to_str().expect("utf-8")]);
        assert_eq!(run.status.code(), Some(2), "{command}");
        let err = stderr(&run);
        assert!(
            err.contains("--root") && err.contains("expected the site's folder, found a file"),
            "{command}: {err}"
        );
    }
}

#[test]
fn control_characters_in_text_are_refused_at_their_place() {
    for (what, bytes) in [
        ("escape", "\u{1b}]0;title"),
        ("bell", "\u{7}"),
        ("NUL", "\0"),
    ] {
        let (ok, report) = check_fixture(|root| {
            edit(
                root,
                VARIANT_TEXT,
                "tagline = \"Fixture",
                &format!("tagline = \"Fix{bytes}ture"),
            )
        });
        assert!(!ok, "{what}");
        let code = u32::from(bytes.chars().next().expect("a character"));
        assert!(
            report.contains(&format!(
                "{VARIANT_TEXT}:3:15: error: expected text, found the control character U+{code:04X}"
            )),
            "{what}: {report}"
        );
    }
}

#[test]
fn control_characters_written_as_toml_escapes_are_refused_at_the_escape() {
    for (file, from, escape, at, code) in [
        (VARIANT_TEXT, "tagline = \"Fix", r"\u001b", "3:15", "001B"),
        (VARIANT_TEXT, "tagline = \"Fix", r"\e", "3:15", "001B"),
        (VARIANT_FACTS, "option = \"fri", r"\u0007", "8:14", "0007"),
        ("site.toml", "name = \"Deu", r"\x00", "19:12", "0000"),
    ] {
        let (ok, report) = check_fixture(|root| edit(root, file, from, &format!("{from}{escape}")));
        assert_refused_once_at_the_escape(ok, &report, &format!("{file}:{at}"), escape, code);
    }
}

#[test]
fn control_characters_written_as_fluent_escapes_are_refused_at_the_escape() {
    const FILE: &str = "locales/en/interface.ftl";
    for (to, escape, at, code) in [
        (
            r#"site-name = fx site{ "\u001b" } name"#,
            r"\u001b",
            "7:23",
            "001B",
        ),
        (
            r#"site-name = fx { "a\U000007" }"#,
            r"\U000007",
            "7:20",
            "0007",
        ),
    ] {
        let (ok, report) = check_fixture(|root| edit(root, FILE, "site-name = fx site name", to));
        assert_refused_once_at_the_escape(ok, &report, &format!("{FILE}:{at}"), escape, code);
    }
    // A backslash that is itself escaped writes no control character.
    let (ok, report) = check_fixture(|root| {
        edit(
            root,
            FILE,
            "site-name = fx site name",
            r#"site-name = fx { "\\u001b" }"#,
        )
    });
    assert!(!report.contains("control character"), "{ok}: {report}");
}

/// One error, at `place`, naming the control character `code` written as `escape`.
fn assert_refused_once_at_the_escape(
    ok: bool,
    report: &str,
    place: &str,
    escape: &str,
    code: &str,
) {
    assert!(!ok, "{escape}");
    let expected = format!(
        "{place}: error: expected text, found the control character U+{code} written as \
         `{escape}` here"
    );
    assert!(report.contains(&expected), "{escape}: {report}");
    assert_eq!(report.matches(": error: ").count(), 1, "{escape}: {report}");
}

#[test]
fn a_slug_too_long_or_reserved_by_windows_is_refused_at_its_line() {
    let long = "a".repeat(300);
    for (slug, expected) in [
        (long.as_str(), "at most 100 characters, found 300"),
        ("con", "a name Windows keeps for a device"),
        ("lpt1", "a name Windows keeps for a device"),
    ] {
        let (ok, report) = check_fixture(|root| {
            edit(
                root,
                VARIANT_TEXT,
                "slug = \"fixture-draughts\"",
                &format!("slug = \"{slug}\""),
            )
        });
        assert!(!ok, "{slug}");
        assert!(
            report.contains(&format!("{VARIANT_TEXT}:2:8: error: expected a slug"))
                && report.contains(expected),
            "{slug}: {report}"
        );
    }
}

#[test]
fn table_row_ids_are_slugs_listed_once() {
    let facts = read(site_root().join("tests/fixtures/site").join(VARIANT_FACTS));
    let line = line_starting(&facts, "rows = ");
    for (rows, column, expected, errors_expected) in [
        (
            "[\"Capture it\"]",
            9,
            "expected a table row id of lower-case letters",
            // Each translation's `[rows.capture]` names no listed row either.
            6,
        ),
        (
            "[\"capture\", \"capture\"]",
            20,
            "table row `capture` is listed twice",
            1,
        ),
    ] {
        let (ok, report) = check_fixture(|root| {
            edit(
                root,
                VARIANT_FACTS,
                "rows = [\"capture\"]",
                &format!("rows = {rows}"),
            )
        });
        assert!(!ok, "{rows}");
        let errors: Vec<&str> = report.lines().filter(|l| l.contains(": error: ")).collect();
        let at = format!("{VARIANT_FACTS}:{line}:{column}: error: {expected}");
        assert!(
            errors.iter().any(|e| e.starts_with(&at)),
            "{rows}: {report}"
        );
        assert_eq!(errors.len(), errors_expected, "{rows}: {report}");
    }
}

#[test]
fn a_section_url_segment_naming_the_search_folder_is_refused() {
    let (ok, report) = check_fixture(|root| {
        edit(
            root,
            "locales/en/pages.ftl",
            "path-variants = variants",
            "path-variants = pagefind",
        )
    });
    assert!(!ok);
    assert!(
        report.contains(
            "locales/en/pages.ftl:16:1: error: `path-variants`: expected a URL segment other than `pagefind`"
        ),
        "{report}"
    );
}

#[test]
fn a_language_tag_naming_a_folder_of_the_site_is_refused_at_its_line() {
    for (tag, holds) in [
        ("css", "what `static/css/` publishes"),
        ("js", "what `static/js/` publishes"),
        ("boards", "the start-position pictures"),
        ("pagefind", "the search index"),
    ] {
        let (ok, report) = check_fixture(|root| {
            edit(
                root,
                "site.toml",
                "tag = \"fy\"",
                &format!("tag = \"{tag}\""),
            )
        });
        assert!(!ok, "{tag}");
        assert!(
            report.contains(&format!(
                "site.toml:32:7: error: expected a language tag that is not a folder the site \
                 already has, found `{tag}`: the folder `/{tag}/` holds {holds}"
            )),
            "{tag}: {report}"
        );
    }
}

#[test]
fn a_static_file_a_generated_file_would_replace_is_an_error_naming_both() {
    let site = copy_fixture();
    std::fs::create_dir_all(site.path().join("static/en")).expect("mkdir");
    std::fs::write(site.path().join("static/sitemap.xml"), "mine").expect("write");
    std::fs::write(site.path().join("static/en/index.html"), "mine").expect("write");
    let out = site.path().join("public");
    let run = build_cli(site.path(), &out, &[]);
    assert!(!run.status.success());
    let err = stderr(&run);
    for (file, path) in [
        ("static/sitemap.xml", "/sitemap.xml"),
        ("static/en/index.html", "/en/index.html"),
    ] {
        assert!(
            err.contains(&format!(
                "{file}:0:0: error: the build generates `{path}` itself"
            )),
            "{err}"
        );
    }
    assert!(!out.exists());
    let run = check_cli(site.path(), &[]);
    assert!(!run.status.success());
    assert!(
        stdout(&run).contains("static/sitemap.xml:0:0: error: the build generates"),
        "{}",
        stdout(&run)
    );
}

#[test]
fn hidden_files_in_static_are_left_out_with_a_warning() {
    let site = copy_fixture();
    std::fs::create_dir_all(site.path().join("static/.git")).expect("mkdir");
    std::fs::write(site.path().join("static/.git/config"), "secret").expect("write");
    std::fs::write(site.path().join("static/.env"), "TOKEN=secret").expect("write");
    let out = site.path().join("public");
    let run = build_cli(site.path(), &out, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    assert!(!out.join(".env").exists() && !out.join(".git").exists());
    let err = stderr(&run);
    for file in ["static/.env", "static/.git"] {
        assert!(
            err.contains(&format!("{file}:0:0: warning: not published: hidden files")),
            "{err}"
        );
    }
    let strict = build_cli(site.path(), &out, &["--strict"]);
    assert!(!strict.status.success());
    assert!(stderr(&strict).contains("static/.env:0:0: error: not published"));
}

#[test]
fn a_link_to_a_hidden_static_file_leads_nowhere() {
    // It is not published, so the link check does not count it among the site's files.
    let site = copy_fixture();
    std::fs::write(site.path().join("static/.notes.txt"), "mine").expect("write");
    edit(
        site.path(),
        VARIANT_TEXT,
        "Fixture en variant what-is text.",
        "Fixture en variant what-is text, [with notes](/.notes.txt).",
    );
    let run = check_cli(site.path(), &[]);
    assert!(!run.status.success());
    let out = stdout(&run);
    assert!(
        out.contains(&format!("{VARIANT_TEXT}:"))
            && out.contains("the link `/.notes.txt` on ")
            && out.contains(" leads nowhere"),
        "{out}"
    );
}

#[cfg(unix)]
#[test]
fn symbolic_links_in_static_and_content_are_not_followed_and_named() {
    let site = copy_fixture();
    let root = site.path();
    let secret = root.join("secret.txt");
    std::fs::write(&secret, "secret").expect("write");
    std::os::unix::fs::symlink(&secret, root.join("static/secret.txt")).expect("symlink");
    std::os::unix::fs::symlink(
        root.join("content/variants/brazilian-draughts"),
        root.join("content/variants/linked-draughts"),
    )
    .expect("symlink");
    let out = root.join("public");
    let run = build_cli(root, &out, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    assert!(!out.join("secret.txt").exists());
    let err = stderr(&run);
    for link in ["static/secret.txt", "content/variants/linked-draughts"] {
        assert!(
            err.contains(&format!("{link}:0:0: warning: not read: symbolic links")),
            "{link}: {err}"
        );
    }
}

/// The error lines of a report.
fn errors(report: &str) -> Vec<&str> {
    report.lines().filter(|l| l.contains(": error: ")).collect()
}

#[test]
fn a_footnote_defined_twice_is_refused_at_the_second_definition() {
    let (ok, report) = check_fixture(|root| {
        edit(
            root,
            VARIANT_TEXT,
            "Fixture en variant rules text.",
            "Fixture en variant rules text[^1].\n\n[^1]: One.\n\n[^1]: Two.",
        )
    });
    assert!(!ok, "{report}");
    let at = line_starting(
        &read(copy_fixture().path().join(VARIANT_TEXT)),
        "Fixture en variant rules",
    ) + 4;
    assert_eq!(
        errors(&report),
        [format!(
            "{VARIANT_TEXT}:{at}:1: error: the footnote `[^1]` is defined twice on this page"
        )],
        "{report}"
    );
}

/// A scheme spelled with percent escapes is the scheme it spells; a link starting with `//`
/// leads to another site, and must name it.
#[test]
fn percent_encoded_schemes_and_scheme_relative_links_are_judged_as_browsers_read_them() {
    for (link, expected) in [
        ("java%73cript:alert(1)", "uses the scheme `javascript:`"),
        ("%6a%61vascript:alert(1)", "uses the scheme `javascript:`"),
        ("data%3Atext/html,x", "uses the scheme `data:`"),
        (
            "///x",
            "starts with `//`, which leads to another site, but names no host",
        ),
    ] {
        let (ok, report) = check_fixture(|root| {
            edit(
                root,
                VARIANT_TEXT,
                "Fixture en variant rules text.",
                &format!("Fixture en variant [rules]({link}) text."),
            )
        });
        assert!(!ok, "{link}: {report}");
        let errors = errors(&report);
        assert_eq!(errors.len(), 1, "{link}: {report}");
        assert!(
            errors[0].starts_with(&format!("{VARIANT_TEXT}:")) && errors[0].contains(expected),
            "{link}: {report}"
        );
    }
    // Another site's address, as an `https:` link would be: not a page of this site to check.
    for link in ["//other.example.org/x", "//other.example.org"] {
        let (ok, report) = check_fixture(|root| {
            edit(
                root,
                VARIANT_TEXT,
                "Fixture en variant rules text.",
                &format!("Fixture en variant [rules]({link}) text."),
            )
        });
        assert!(ok, "{link}: {report}");
    }
}

/// A term's variable written as text would be published raw wherever the game is named
/// without it (its title, links, breadcrumbs); in the reference language a variable no
/// reference passes is refused too, in a term's value and in its attributes.
#[test]
fn variables_of_terms_that_would_be_published_raw_are_refused_at_the_term() {
    const GAMES: &str = "locales/en/games.ftl";
    for (from, to, expected) in [
        (
            "-frisian-draughts = Fixture draughts\n",
            "-frisian-draughts = Fixture draughts { $nothing }\n",
            "`-frisian-draughts` writes the variable `$nothing` as text",
        ),
        (
            "-frisian-draughts = Fixture draughts\n    .family = draughts",
            "-frisian-draughts = Fixture draughts\n    .family = draughts{ $kind }",
            "`-frisian-draughts` writes the variable `$kind` as text",
        ),
        (
            "-brazilian-draughts = { $position ->",
            "-brazilian-draughts = { $where ->",
            "`-brazilian-draughts` uses the variable `$where`, which no reference to a term passes (expected `$position`)",
        ),
    ] {
        let (ok, report) = check_fixture(|root| edit(root, GAMES, from, to));
        assert!(!ok, "{to}");
        let line = line_starting(&read(site_root().join("tests/fixtures/site").join(GAMES)), to.lines().next().unwrap().split(" =").next().unwrap());
        assert!(
            report.contains(&format!("{GAMES}:{line}:1: error: {expected}")),
            "{to}: {report}"
        );
    }
    // The same for a translation's term written as text; a translation's selector may take a
    // variable only its own messages would pass.
    let (ok, report) = check_fixture(|root| {
        edit(
            root,
            "locales/de/games.ftl",
            "-frisian-draughts = ",
            "-frisian-draughts = { $nothing } ",
        )
    });
    assert!(!ok);
    assert!(
        report.contains("locales/de/games.ftl:")
            && report.contains("writes the variable `$nothing` as text"),
        "{report}"
    );
}

/// "Trojan source": bidirectional embeddings and overrides reorder what a reader sees, and are
/// refused; isolates, zero-width characters and a byte order mark inside the text are named in
/// a warning at their place (one per kind and file, with a count), except where a script needs
/// them (joiners in Persian or Devanagari words and emoji, isolates paired on a line).
#[test]
fn invisible_characters_are_refused_or_named_at_their_place() {
    let (ok, report) =
        check_fixture(|root| edit(root, VARIANT_TEXT, "rules text.", "rules \u{202E}txet."));
    assert!(!ok);
    let at = line_starting(
        &read(site_root().join("tests/fixtures/site").join(VARIANT_TEXT)),
        "Fixture en variant rules",
    );
    assert_eq!(
        errors(&report),
        [format!(
            "{VARIANT_TEXT}:{at}:26: error: expected text, found the bidirectional control \
             U+202E RIGHT-TO-LEFT OVERRIDE here (invisible, it reorders the text after it as \
             displayed, so what is read is not what is written); remove it"
        )],
        "{report}"
    );
    for (c, name) in [
        ('\u{2066}', "LEFT-TO-RIGHT ISOLATE"),
        ('\u{2069}', "POP DIRECTIONAL ISOLATE"),
        ('\u{200B}', "ZERO WIDTH SPACE"),
        ('\u{200C}', "ZERO WIDTH NON-JOINER"),
        ('\u{200D}', "ZERO WIDTH JOINER"),
        ('\u{FEFF}', "BYTE ORDER MARK"),
    ] {
        let (ok, report) = check_fixture(|root| {
            edit(
                root,
                VARIANT_TEXT,
                "rules text.",
                &format!("rules{c} text{c}."),
            )
        });
        assert!(ok, "{name}: {report}");
        let code = u32::from(c);
        assert!(
            report.contains(&format!(
                "{VARIANT_TEXT}:{at}:25: warning: the invisible character U+{code:04X} {name} \
                 here (and 1 more in this file)"
            )),
            "{name}: {report}"
        );
    }
    let legitimate = "می\u{200C}خواهم क्\u{200D}ष 👩\u{200D}👧 \u{2068}Frysk!\u{2069}";
    let (ok, report) = check_fixture(|root| {
        edit(
            root,
            VARIANT_TEXT,
            "rules text.",
            &format!("rules text {legitimate}."),
        )
    });
    assert!(ok && !report.contains("invisible"), "{report}");
}

/// Run outside a site, a site command says where it looked and what to do.
#[test]
fn a_folder_without_site_toml_is_named_as_not_a_site() {
    let empty = tempfile::tempdir().expect("temp dir");
    for command in ["check", "build"] {
        let run = rulebook(&[command, "--root", empty.path().to_str().expect("utf-8")]);
        assert!(!run.status.success(), "{command}");
        let said = stdout(&run) + &stderr(&run);
        assert!(
            said.contains("site.toml:0:0: error: no site.toml here; run it in the site's folder or give --root"),
            "{command}: {said}"
        );
        assert!(!said.contains("os error"), "{command}: {said}");
    }
}

/// A glossary word of nothing but spaces would match between every two words (thousands of
/// warnings, one per space): one error, at the word.
#[test]
fn a_glossary_word_of_nothing_but_spaces_is_one_error_at_it() {
    const GLOSSARY: &str = "locales/de/glossary.toml";
    for (words, at) in [
        (
            "approved = \"Stein\"\nforbidden = [\"Bauer\", \" \"]",
            "4:23",
        ),
        ("approved = \"\\t\"", "3:12"),
    ] {
        let (ok, report) = check_fixture(|root| {
            std::fs::write(
                root.join(GLOSSARY),
                format!("[[term]]\nconcept = \"man\"\n{words}\n"),
            )
            .expect("write")
        });
        assert!(!ok, "{words}");
        let lines: Vec<&str> = report.lines().filter(|l| l.starts_with(GLOSSARY)).collect();
        assert_eq!(lines.len(), 1, "{report}");
        assert!(
            lines[0].starts_with(&format!("{GLOSSARY}:{at}: error: expected a word, found `")),
            "{report}"
        );
    }
}
