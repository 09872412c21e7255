//! Bad input: each problem fails the build with file:line:column and what was expected, exits
//! non-zero, and leaves the previous output exactly as it was.

use crate::common;

use common::*;

/// Builds a good site, breaks it with `breakage`, builds again; returns the failed run's stderr.
fn failing_build(breakage: impl FnOnce(&std::path::Path)) -> String {
    let site = copy_site();
    let out = site.path().join("public");
    let first = build_cli(site.path(), &out, &[]);
    assert!(
        first.status.success(),
        "the good site must build: {}",
        stderr(&first)
    );
    let before = snapshot(&out);
    breakage(site.path());
    let second = build_cli(site.path(), &out, &[]);
    assert!(
        !second.status.success(),
        "the broken site built: {}",
        stdout(&second)
    );
    assert_eq!(snapshot(&out), before, "a failed build changed the output");
    let leftovers: Vec<_> = std::fs::read_dir(site.path())
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().contains("staging"))
        .collect();
    assert!(leftovers.is_empty(), "staging folders left behind");
    stderr(&second)
}

#[test]
fn malformed_front_matter() {
    let err = failing_build(|root| {
        edit(
            root,
            "content/variants/frisian-draughts/hu.md",
            "slug = ",
            "slug = = ",
        )
    });
    assert!(
        err.contains("content/variants/frisian-draughts/hu.md:2:8: error:"),
        "{err}"
    );
}

#[test]
fn unknown_front_matter_field() {
    let err = failing_build(|root| {
        edit(
            root,
            "content/variants/frisian-draughts/nb.md",
            "+++\n",
            "+++\ncolour = \"red\"\n",
        )
    });
    assert!(
        err.contains("content/variants/frisian-draughts/nb.md:2:1: error: unknown field `colour`"),
        "{err}"
    );
}

#[test]
fn missing_front_matter_field() {
    let err = failing_build(|root| {
        let path = root.join("content/games/chinese-checkers/en.md");
        let text = read(&path);
        let kept: Vec<&str> = text.lines().filter(|l| !l.starts_with("tagline")).collect();
        std::fs::write(&path, kept.join("\n")).unwrap();
    });
    assert!(
        err.contains("content/games/chinese-checkers/en.md:"),
        "{err}"
    );
    assert!(err.contains("missing field `tagline`"), "{err}");
}

#[test]
fn malformed_site_toml() {
    let err = failing_build(|root| {
        edit(
            root,
            "site.toml",
            "reference_language = \"en\"",
            "reference_language = en",
        )
    });
    assert!(err.contains("site.toml:4:22: error:"), "{err}");
}

#[test]
fn unknown_site_toml_field() {
    let err =
        failing_build(|root| edit(root, "site.toml", "allow_html = false", "allow_htm = false"));
    assert!(
        err.contains("site.toml:8:1: error: unknown field `allow_htm`"),
        "{err}"
    );
}

#[test]
fn fluent_syntax_error() {
    let err = failing_build(|root| {
        edit(
            root,
            "locales/hu/interface.ftl",
            "beta = Béta",
            "beta = { Béta",
        )
    });
    assert!(err.contains("locales/hu/interface.ftl:5:"), "{err}");
    assert!(err.contains("Fluent syntax error"), "{err}");
}

#[test]
fn message_missing_in_every_language() {
    let err = failing_build(|root| {
        edit(
            root,
            "templates/base.html",
            "{{ i18n.beta }}",
            "{{ i18n.gamma_ray }}",
        )
    });
    assert!(
        err.contains("templates/base.html:")
            && err.contains("`gamma-ray`, which exists in no language"),
        "{err}"
    );
}

#[test]
fn template_syntax_error() {
    let err = failing_build(|root| {
        edit(
            root,
            "templates/404.html",
            "{{ i18n.not_found_text }}",
            "{{ i18n.not_found_text }",
        )
    });
    let line = read(site_root().join("templates/404.html"))
        .lines()
        .position(|l| l.contains("{{ i18n.not_found_text }}"))
        .expect("the 404 text")
        + 1;
    assert!(
        err.contains(&format!("templates/404.html:{line}:")),
        "{err}"
    );
    assert!(err.contains("template syntax error"), "{err}");
}

/// A template that includes or extends one that does not exist: one error, at the tag of the
/// template that has it.
#[test]
fn a_missing_template_is_reported_once_at_its_tag() {
    let err = failing_build(|root| {
        edit(
            root,
            "templates/page.html",
            "{% include \"partials/facts.html\" %}",
            "{% include \"partials/fact.html\" %}",
        );
        edit(
            root,
            "templates/game.html",
            "{% extends \"page.html\" %}",
            "{%- extends 'pages.html' -%}",
        );
    });
    for expected in [
        "templates/page.html:14:13: error: the template `partials/fact.html` does not exist",
        "templates/game.html:1:14: error: the template `pages.html` does not exist",
    ] {
        assert_eq!(err.matches(expected).count(), 1, "{expected}: {err}");
    }
    assert_eq!(err.matches(": error: ").count(), 2, "{err}");
}

#[test]
fn unknown_template_variable() {
    let err = failing_build(|root| {
        edit(
            root,
            "templates/partials/cta.html",
            "page.play_url",
            "page.play_link",
        )
    });
    assert!(
        err.contains("templates/partials/cta.html:3:")
            && err.contains("unknown variable `page.play_link`"),
        "{err}"
    );
}

#[test]
fn invalid_locale_tag() {
    let err = failing_build(|root| {
        std::fs::create_dir_all(root.join("locales/hu_HU!")).unwrap();
    });
    assert!(err.contains("locales/hu_HU!:0:0: error:"), "{err}");
    assert!(err.contains("not a valid BCP 47 language tag"), "{err}");
}

#[test]
fn invalid_language_tag_in_site_toml() {
    let err =
        failing_build(|root| edit(root, "site.toml", "tag = \"nb\"", "tag = \"norsk bokmål\""));
    assert!(
        err.contains("site.toml:") && err.contains("not a valid BCP 47"),
        "{err}"
    );
}

#[test]
fn duplicate_slug_in_one_language() {
    let err = failing_build(|root| {
        let text = read(root.join("content/variants/frisian-draughts/hu.md"));
        let slug = text
            .lines()
            .find(|l| l.starts_with("slug"))
            .unwrap()
            .to_string();
        let other = "content/variants/super-chinese-checkers/hu.md";
        let other_slug = read(root.join(other))
            .lines()
            .find(|l| l.starts_with("slug"))
            .unwrap()
            .to_string();
        edit(root, other, &other_slug, &slug);
    });
    assert!(err.contains("hu.md:2:8: error: slug `"), "{err}");
    assert!(err.contains("is already used in `hu`"), "{err}");
}

#[test]
fn table_row_the_page_does_not_define() {
    let err = failing_build(|root| {
        edit(
            root,
            "content/variants/frisian-draughts/en.md",
            "[rows.kings]",
            "[rows.queens]",
        )
    });
    assert!(
        err.contains("content/variants/frisian-draughts/en.md:"),
        "{err}"
    );
    assert!(
        err.contains("table row `queens` is not defined by the page"),
        "{err}"
    );
}

#[test]
fn link_to_a_page_that_does_not_exist() {
    let err = failing_build(|root| {
        let path = root.join("content/games/chinese-checkers/nb.md");
        let text = read(&path);
        std::fs::write(&path, format!("{text}\nSe [sjakk](@/games/chess).\n")).unwrap();
    });
    assert!(
        err.contains("content/games/chinese-checkers/nb.md:"),
        "{err}"
    );
    assert!(err.contains("`@/games/chess` names no page"), "{err}");
}

#[test]
fn link_to_an_anchor_that_does_not_exist() {
    let err = failing_build(|root| {
        let path = root.join("content/games/chinese-checkers/en.md");
        let text = read(&path);
        std::fs::write(
            &path,
            format!("{text}\nSee [moves](@/games/international-draughts#nowhere).\n"),
        )
        .unwrap();
    });
    assert!(
        err.contains("content/games/chinese-checkers/en.md:"),
        "{err}"
    );
    assert!(err.contains("the link `/en/games/international-draughts/#nowhere` on /en/games/chinese-checkers/index.html leads nowhere"), "{err}");
}

#[test]
fn illegal_move_in_a_game_record() {
    let err = failing_build(|root| {
        edit(
            root,
            "content/variants/frisian-draughts/en.md",
            "4. 37x28 *",
            "4. 31-27 *",
        )
    });
    let page = read(site_root().join("content/variants/frisian-draughts/en.md"));
    let (line, text) = page
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains("4. 37x28"))
        .unwrap();
    // The place of the move itself: its line in the page and its column in that line.
    let (line, column) = (line + 1, text.find("37x28").unwrap() + 1);
    assert!(
        err.contains(&format!("content/variants/frisian-draughts/en.md:{line}:{column}: error: in the `pdn` block: move 4. 31-27: capturing is compulsory")),
        "{err}"
    );
}

#[test]
fn a_section_url_segment_that_leaves_the_site() {
    let err = failing_build(|root| {
        edit(
            root,
            "locales/hu/interface.ftl",
            "path-games = jatekok",
            "path-games = ../../../escaped",
        )
    });
    let at = line_of("locales/hu/interface.ftl", "path-games = ");
    assert!(
        err.contains(&format!(
            "locales/hu/interface.ftl:{at}:1: error: `path-games`: expected a URL segment"
        )),
        "{err}"
    );
}

#[test]
fn check_refuses_a_section_url_segment_that_leaves_the_site() {
    let site = copy_site();
    edit(
        site.path(),
        "locales/hu/interface.ftl",
        "path-variants = valtozatok",
        "path-variants = a/b",
    );
    let run = rulebook(&["check", "--root", site.path().to_str().unwrap()]);
    assert!(!run.status.success());
    let at = line_of("locales/hu/interface.ftl", "path-variants = ");
    assert!(
        stdout(&run).contains(&format!(
            "locales/hu/interface.ftl:{at}:1: error: `path-variants`"
        )),
        "{}",
        stdout(&run)
    );
}

#[test]
fn a_page_folder_whose_name_is_no_id() {
    let err = failing_build(|root| {
        std::fs::rename(
            root.join("content/games/chinese-checkers"),
            root.join("content/games/Chinese checkers"),
        )
        .unwrap();
    });
    assert!(
        err.contains("content/games/Chinese checkers:0:0: error: expected a page id"),
        "{err}"
    );
}

#[test]
fn script_links_are_refused_without_allow_html() {
    for (link, column) in [
        ("[x](javascript:alert(1))", 1),
        ("<javascript:alert(1)>", 1),
        ("[x](data:text/html,<script>alert(1)</script>)", 1),
        ("[x](JaVaScRiPt:alert(1))", 1),
        ("![x](javascript:alert(1))", 1),
    ] {
        let err = failing_build(|root| {
            edit(
                root,
                "content/games/chinese-checkers/en.md",
                "## @history\n",
                &format!("## @history\n\n{link}\n"),
            )
        });
        let at = line_of("content/games/chinese-checkers/en.md", "## @history") + 2;
        assert!(
            err.contains(&format!(
                "content/games/chinese-checkers/en.md:{at}:{column}: error:"
            )) && err.contains("uses the scheme"),
            "{link}: {err}"
        );
    }
}

#[test]
fn a_play_url_that_is_no_web_address() {
    let err = failing_build(|root| {
        edit(
            root,
            "site.toml",
            "https://play.example.org/new?game={game}&option={option}",
            "javascript:alert(1)//{game}",
        )
    });
    let at = line_of("site.toml", "play_url = ");
    assert!(
        err.contains(&format!(
            "site.toml:{at}:12: error: expected an absolute http(s) URL for `play_url`"
        )),
        "{err}"
    );
}

#[test]
fn a_diagram_id_that_would_break_out_of_its_attribute() {
    let err = failing_build(|root| {
        edit(
            root,
            "content/variants/frisian-draughts/page.toml",
            "id = \"value-choice\"",
            "id = \"x\\\" onmouseover=\\\"alert(1)\"",
        )
    });
    let at = line_of(
        "content/variants/frisian-draughts/page.toml",
        "id = \"value-choice\"",
    );
    assert!(
        err.contains(&format!(
            "content/variants/frisian-draughts/page.toml:{at}:6: error: expected a diagram id"
        )),
        "{err}"
    );
}

#[test]
fn a_base_url_that_is_not_http() {
    let site = copy_site();
    let out = site.path().join("public");
    let run = build_cli(site.path(), &out, &["--base-url", "ftp://x"]);
    assert!(!run.status.success());
    assert!(
        stderr(&run).contains("expected an absolute http(s) URL for --base-url"),
        "{}",
        stderr(&run)
    );
    assert!(!out.exists());
}

#[test]
fn a_section_given_twice() {
    let err = failing_build(|root| {
        edit(
            root,
            "content/games/chinese-checkers/en.md",
            "## @history\n",
            "## @history\n\nOnce.\n\n## @history\n",
        )
    });
    let at = line_of("content/games/chinese-checkers/en.md", "## @history") + 4;
    assert!(
        err.contains(&format!(
            "content/games/chinese-checkers/en.md:{at}:1: error: the section `history` appears twice"
        )),
        "{err}"
    );
}

#[test]
fn a_heading_id_the_template_uses() {
    let err = failing_build(|root| {
        edit(
            root,
            "content/games/chinese-checkers/en.md",
            "## @history\n",
            "## @history\n\n### Main {#main}\n",
        )
    });
    let at = line_of("content/games/chinese-checkers/en.md", "## @history") + 2;
    assert!(
        err.contains(&format!(
            "content/games/chinese-checkers/en.md:{at}:1: error: the id `main` is already used"
        )),
        "{err}"
    );
}

#[test]
fn a_diagram_placed_twice() {
    let err = failing_build(|root| {
        edit(
            root,
            "content/variants/frisian-draughts/en.md",
            "## @history\n",
            "## @history\n\n```diagram\nvalue-choice\n```\n",
        )
    });
    // The second placement's fence stands two lines under the section's heading.
    let page = std::fs::read_to_string(
        crate::common::site_root().join("content/variants/frisian-draughts/en.md"),
    )
    .unwrap_or_default();
    let heading = page
        .lines()
        .position(|l| l == "## @history")
        .map_or(0, |i| i + 1);
    let expected = format!(
        "content/variants/frisian-draughts/en.md:{}:1: error: the diagram `value-choice` is placed twice",
        heading + 2
    );
    assert!(err.contains(&expected), "{err}");
}

#[test]
fn a_translation_using_a_variable_the_source_does_not_pass() {
    let err = failing_build(|root| {
        edit(
            root,
            "locales/hu/interface.ftl",
            "skip-link = Ugrás a tartalomra",
            "skip-link = Ugrás a tartalomra { $nothing }",
        )
    });
    assert!(
        err.contains(
            "locales/hu/interface.ftl:4:1: error: `skip-link` uses the variable `$nothing`"
        ),
        "{err}"
    );
}

/// The 1-based line of the site's file `rel` that starts with `prefix`, so tests need not
/// hard-code where a message sits in a production locale file.
fn line_of(rel: &str, prefix: &str) -> usize {
    let text = std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(rel))
        .expect("the site's file exists");
    text.lines()
        .position(|l| l.starts_with(prefix))
        .map(|i| i + 1)
        .expect("the file has the line")
}

/// `rulebook check` on a copy of the site broken by `breakage`: its stdout (the diagnostics).
fn check_after(breakage: impl FnOnce(&std::path::Path)) -> String {
    let site = copy_site();
    breakage(site.path());
    let run = rulebook(&["check", "--root", site.path().to_str().expect("utf-8")]);
    assert!(!run.status.success(), "check passed: {}", stdout(&run));
    stdout(&run)
}

fn errors_in(report: &str) -> Vec<&str> {
    report.lines().filter(|l| l.contains(": error: ")).collect()
}

#[test]
fn bytes_that_are_not_utf8_are_reported_where_they_are() {
    let at = line_of("content/games/chinese-checkers/en.md", "## @history") + 2;
    let err = failing_build(|root| {
        let path = root.join("content/games/chinese-checkers/en.md");
        let mut bytes = std::fs::read(&path).unwrap();
        let line_start = bytes
            .split_inclusive(|b| *b == b'\n')
            .take(at - 1)
            .map(<[u8]>::len)
            .sum::<usize>();
        bytes.splice(line_start + 3..line_start + 3, *b"\xff");
        std::fs::write(&path, bytes).unwrap();
    });
    assert!(
        err.contains(&format!(
            "content/games/chinese-checkers/en.md:{at}:4: error: the file is not UTF-8"
        )),
        "{err}"
    );
}

#[test]
fn a_byte_order_mark_is_read_as_nothing() {
    let site = copy_site();
    for file in [
        "content/games/chinese-checkers/en.md",
        "locales/hu/interface.ftl",
        "site.toml",
    ] {
        let path = site.path().join(file);
        let text = read(&path);
        std::fs::write(&path, format!("\u{feff}{text}")).unwrap();
    }
    let out = site.path().join("public");
    let run = build_cli(site.path(), &out, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
}

#[test]
fn a_template_runtime_error_names_the_template_line() {
    let err = failing_build(|root| {
        edit(
            root,
            "templates/404.html",
            "<p>{{ i18n.not_found_text }}</p>",
            "<p>{{ i18n.not_found_text | round }}</p>",
        )
    });
    let at = line_of("templates/404.html", "<p>{{ i18n.not_found_text }}</p>");
    assert!(err.contains(&format!("templates/404.html:{at}:")), "{err}");
    assert!(err.contains("`round`"), "{err}");
}

#[test]
fn an_unknown_section_is_reported_at_its_line() {
    let err = failing_build(|root| {
        edit(
            root,
            "content/games/chinese-checkers/en.md",
            "## @history",
            "## @bogus\n\nText.\n\n## @history",
        )
    });
    let at = line_of("content/games/chinese-checkers/en.md", "## @history");
    assert!(
        err.contains(&format!(
            "content/games/chinese-checkers/en.md:{at}:1: error: unknown section `bogus`"
        )),
        "{err}"
    );
    assert!(!err.contains("locales/en:0:0"), "{err}");
}

#[test]
fn a_broken_anchor_is_reported_at_the_link() {
    let file = "content/games/chinese-checkers/en.md";
    let lines = read(site_root().join(file)).lines().count();
    let err = failing_build(|root| {
        let path = root.join(file);
        let text = read(&path);
        // The anchor's word also stands in prose before the link.
        std::fs::write(
            &path,
            format!(
                "{}\nGo nowhere.\n\nSee [moves](@/games/international-draughts#nowhere).\n",
                text.trim_end()
            ),
        )
        .unwrap();
    });
    assert!(err.contains(&format!("{file}:{}:", lines + 3)), "{err}");
}

#[test]
fn a_page_folder_without_page_toml_is_named_in_a_warning() {
    let site = copy_site();
    let dir = site.path().join("content/games/chinese-checkers");
    std::fs::rename(dir.join("page.toml"), dir.join("Page.toml")).unwrap();
    std::fs::create_dir(site.path().join("content/games/halma")).unwrap();
    std::fs::write(site.path().join("content/games/halma/en.md"), "+++\n+++\n").unwrap();
    let run = rulebook(&["check", "--root", site.path().to_str().unwrap()]);
    let report = stdout(&run);
    assert!(
        report.contains(
            "content/games/chinese-checkers/Page.toml:0:0: warning: `Page.toml` is not read"
        ),
        "{report}"
    );
    assert!(
        report.contains("content/games/halma:0:0: warning: this folder has no `page.toml`"),
        "{report}"
    );
}

#[test]
fn a_broken_reference_text_is_one_error_not_many() {
    let report = check_after(|root| {
        edit(
            root,
            "content/games/chinese-checkers/en.md",
            "slug = ",
            "slug = = ",
        )
    });
    let errors = errors_in(&report);
    assert_eq!(errors.len(), 1, "{report}");
    assert!(
        errors[0].starts_with("content/games/chinese-checkers/en.md:"),
        "{report}"
    );
}

#[test]
fn an_unknown_diagram_rules_id_is_one_error() {
    let at = line_of(
        "content/variants/frisian-draughts/page.toml",
        "id = \"flying-king\"",
    );
    let report = check_after(|root| {
        edit(
            root,
            "content/variants/frisian-draughts/page.toml",
            "id = \"flying-king\"",
            "id = \"flying-king\"\nrules = \"bogus\"",
        )
    });
    let errors = errors_in(&report);
    assert_eq!(errors.len(), 1, "{report}");
    assert!(
        errors[0].starts_with(&format!(
            "content/variants/frisian-draughts/page.toml:{}:9: error: unknown rules id `bogus`",
            at + 1
        )),
        "{report}"
    );
}

#[test]
fn a_fallback_cycle_is_refused() {
    let err = failing_build(|root| {
        let path = root.join("site.toml");
        let text = read(&path)
            .replacen("fallback = [\"en\"]", "fallback = [\"de\"]", 1)
            .replacen(
                "tag = \"de\"\nname = \"Deutsch\"\nfallback = [\"en\"]",
                "tag = \"de\"\nname = \"Deutsch\"\nfallback = [\"hu\"]",
                1,
            );
        std::fs::write(&path, text).unwrap();
    });
    let at = line_of("site.toml", "fallback = [\"en\"]");
    assert!(
        err.contains(&format!(
            "site.toml:{at}:13: error: the fallbacks of `hu` lead back to it (hu → de → hu)"
        )),
        "{err}"
    );
}

#[test]
fn escape_sequences_in_keys_are_echoed_escaped() {
    let err = failing_build(|root| {
        edit(
            root,
            "content/variants/frisian-draughts/nb.md",
            "+++\n",
            // A TOML escape puts the ESC character into the key.
            "+++\n\"\\u001b[2J\\u001b[31mred\" = 1\n",
        )
    });
    assert!(!err.contains('\u{1b}'), "{err:?}");
    // Refused at the escape itself, as a control character typed raw is.
    assert!(
        err.contains(
            "content/variants/frisian-draughts/nb.md:2:2: error: expected text, found the control \
             character U+001B written as `\\u001b` here"
        ),
        "{err}"
    );
}

#[test]
fn a_glossary_that_is_not_utf8_is_reported_not_skipped() {
    let report = check_after(|root| {
        let path = root.join("locales/nb/glossary.toml");
        let mut bytes = std::fs::read(&path).unwrap();
        bytes.insert(0, 0xff);
        std::fs::write(&path, bytes).unwrap();
    });
    assert!(
        report.contains("locales/nb/glossary.toml:1:1: error: the file is not UTF-8"),
        "{report}"
    );
}

#[test]
fn bad_facts_are_reported_at_their_value() {
    let page = "content/games/international-draughts/page.toml";
    let line_of = |root: &std::path::Path, needle: &str| {
        read(root.join(page))
            .lines()
            .position(|l| l.starts_with(needle))
            .map(|i| i + 1)
            .expect("the facts table")
    };
    for (from, to, column, says) in [
        (
            "board = \"10x10\"",
            "board = \"10 by 10\"",
            9,
            "`board` is \"<rows>x<columns>\"",
        ),
        ("players = [2]", "players = [2, 9]", 11, "each from 1 to 6"),
        (
            "minutes = [30, 90]",
            "minutes = [90, 30]",
            11,
            "not above the second",
        ),
        (
            "family = \"draughts\"",
            "family = \"chess\"",
            10,
            "unknown variant `chess`",
        ),
        ("pieces = 20", "pieces = \"twenty\"", 10, "expected u8"),
    ] {
        let mut line = 0;
        let err = failing_build(|root| {
            edit(root, page, from, to);
            line = line_of(root, to.split(' ').next().unwrap());
        });
        let at = format!("{page}:{line}:{column}: error:");
        assert!(err.contains(&at) && err.contains(says), "{to}: {err}");
    }
}

#[test]
fn a_static_script_that_does_not_parse() {
    let broken = |root: &std::path::Path| {
        edit(
            root,
            "static/js/toc.js",
            "const links = [...toc",
            "const links = [...toc,,",
        )
    };
    let at = line_of("static/js/toc.js", "  const links = [");
    let err = failing_build(broken);
    let message = format!("static/js/toc.js:{at}:");
    assert!(
        err.contains(&message) && err.contains("this script does not parse"),
        "{err}"
    );
    // `check` says the same.
    assert!(check_after(broken).contains(&message));
}

const FRISIAN: &str = "content/variants/frisian-draughts/en.md";
const FRISIAN_URL: &str = "/en/variants/frisian-draughts/";

/// Builds a copy of the site changed by `change` (the build must succeed); returns the copy and
/// its output folder.
fn built_after(change: impl FnOnce(&std::path::Path)) -> (tempfile::TempDir, std::path::PathBuf) {
    let site = copy_site();
    change(site.path());
    let out = site.path().join("public");
    let run = build_cli(site.path(), &out, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    (site, out)
}

/// How many elements of a page have the id `id`.
fn with_id(html: &str, id: &str) -> usize {
    html.matches(&format!(" id=\"{id}\"")).count()
}

/// Ids the page makes itself (a table row, a diagram's parts, a replay, a footnote) taken by
/// the author's `{#id}`: an error at the heading.
#[test]
fn a_heading_id_may_not_take_an_id_the_page_generates() {
    let headings = [
        "### Capture {#row-capture}",
        "### Board {#diagram-flying-king-title}",
        "### Game {#replay-1}",
        "### Note {#fn-note}",
    ];
    let added = format!(
        "{}\n\nA remark.[^note]\n\n[^note]: The note.\n\n",
        headings.join("\n\n")
    );
    let report = check_after(|root| {
        edit(
            root,
            FRISIAN,
            "## @history\n\n",
            &format!("## @history\n\n{added}"),
        )
    });
    let history = line_of(FRISIAN, "## @history");
    for (i, heading) in headings.iter().enumerate() {
        let id = heading.split("{#").nth(1).unwrap().trim_end_matches('}');
        let at = format!("{FRISIAN}:{}:1: error:", history + 2 + 2 * i);
        assert!(
            errors_in(&report)
                .iter()
                .any(|e| e.starts_with(&at) && e.contains(id)),
            "{heading}: {report}"
        );
    }
}

/// A heading whose text makes the id of a row, a diagram's title or a replay gets another one.
#[test]
fn an_automatic_heading_id_steps_aside_for_ids_the_page_generates() {
    let (_site, out) = built_after(|root| {
        edit(
            root,
            FRISIAN,
            "## @history\n\n",
            "## @history\n\n### Row capture\n\n### Diagram flying king title\n\n### Replay 1\n\n",
        )
    });
    let html = page_of(&out, FRISIAN_URL);
    for id in ["row-capture", "diagram-flying-king-title", "replay-1"] {
        assert_eq!(with_id(&html, id), 1, "{id}");
        assert_eq!(with_id(&html, &format!("{id}-2")), 1, "{id}-2");
    }
}

/// Footnote labels are namespaced: `[^main]` and `[^history]` don't copy the page's `main` and
/// the section's id, and the reference still leads to its note.
#[test]
fn footnote_labels_do_not_become_the_pages_ids() {
    let (_site, out) = built_after(|root| {
        edit(
            root,
            FRISIAN,
            "## @history\n\n",
            "## @history\n\nOne[^main] and two[^history].\n\n[^main]: First.\n\n[^history]: Second.\n\n",
        )
    });
    let html = page_of(&out, FRISIAN_URL);
    for label in ["main", "history"] {
        assert_eq!(with_id(&html, label), 1, "{label}");
        assert_eq!(with_id(&html, &format!("fn-{label}")), 1, "{label}");
        assert!(html.contains(&format!("href=\"#fn-{label}\"")), "{label}");
    }
}

/// The text of every `<script>` element of a page, each up to the first `</script>` after it.
fn script_texts(html: &str) -> Vec<&str> {
    let mut texts = Vec::new();
    let mut rest = html;
    while let Some(open) = rest.find("<script") {
        let start = open + rest[open..].find('>').expect("a closed tag") + 1;
        let end = start + rest[start..].find("</script>").expect("a closed element");
        texts.push(&rest[start..end]);
        rest = &rest[end..];
    }
    texts
}

/// `<!--` then `<script` inside a script's data would make the HTML parser look for two ends of
/// script and swallow the rest of the page: text that lands in a script can't write either.
#[test]
fn comment_and_script_openers_in_script_data_leave_the_page_whole() {
    let hostile = "<!--<script>";
    let (_site, out) = built_after(|root| {
        edit(
            root,
            FRISIAN,
            "description = \"",
            &format!("description = \"{hostile}"),
        );
        edit(
            root,
            "locales/en/diagrams.ftl",
            "diagram-moved = ",
            &format!("diagram-moved = {hostile}"),
        );
    });
    let html = page_of(&out, FRISIAN_URL);
    let scripts = script_texts(&html);
    assert!(scripts.iter().any(|s| s.contains("\"@type\":\"Game\"")));
    assert!(scripts.iter().any(|s| s.contains("\"moved\":")));
    for text in scripts {
        assert!(
            !text.contains("<!--") && !text.contains("<script"),
            "{text}"
        );
    }
    let last_script = html.rfind("</script>").expect("scripts");
    assert!(html[last_script..].contains("</footer>\n</body>"));
}

#[test]
fn a_flipped_star_is_one_error_at_its_diagram() {
    let page = "content/games/chinese-checkers/page.toml";
    let at = line_of(page, "id = \"chain\"");
    let report = check_after(|root| {
        edit(
            root,
            page,
            "id = \"chain\"",
            "id = \"chain\"\nflipped = true",
        )
    });
    let errors = errors_in(&report);
    assert_eq!(errors.len(), 1, "{report}");
    assert!(
        errors[0].starts_with(&format!(
            "{page}:{at}:6: error: diagram `chain`: `flipped` turns a draughts board around"
        )),
        "{report}"
    );
}
