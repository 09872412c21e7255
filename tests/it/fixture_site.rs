//! The localizer on the fixture site (`tests/fixtures/site`): made-up strings in English, German,
//! Dutch, West Frisian and Arabic, so that improving the real site's prose never breaks these
//! tests. Each path of `src/site/load/l10n/mod.rs` → the test that takes it:
//!
//! - a string missing in a language comes from its fallbacks, in order (`Localizer::new`'s chain,
//!   `locale_index`; fy → nl → en) → `strings_and_names_per_language` (rows "chain")
//! - a page text missing in a language is published from the first fallback that has it, with a
//!   notice and a warning → `strings_and_names_per_language` (rows "page fallback"),
//!   `check_warns_of_what_falls_back`
//! - untranslated strings are warned of, naming the locale used (`untranslated`, `falls_back`)
//!   → `check_warns_of_what_falls_back`
//! - language strings with variables keep them as `{name}` placeholders (`language_strings`)
//!   → `strings_and_names_per_language` (rows "placeholder")
//! - page strings formatted with arguments (`PageStrings::format` with `FluentArgs`, the facts
//!   box) → `strings_and_names_per_language` (rows "arguments")
//! - `-game` and `-base` bound to the page's games by renaming the references (`renamed`, the
//!   shared bundles) → rows "renamed" (en, de, nl)
//! - game names as terms with selectors (`$position`, German `$case` and `$article`) and a selector
//!   on a term's attribute (`-base.gender`) → rows "case", "attribute"
//! - per-page bundles (`page_bundles`, `alias`): a page has no Fluent messages of its own; its
//!   bundles are the chain's with `-game`/`-base` added as copies of the games' terms. Taken when
//!   a message refers to another that names the game (ar: `renames` is false) → rows "page
//!   bundles (referred)", and when a page message comes from a fallback after the locale whose
//!   names the page uses (fy's page with nl's sentence) → rows "page bundles (fallback)"
//! - a language that does not name a game takes the page's messages from the first locale of its
//!   chain that names both games (`for_page`'s `start`) → rows "unnamed"; no locale naming it is
//!   an error naming the term (`naming`) → `a_game_no_language_names_is_an_error`
//! - right to left from the language tag alone (`Direction::of_tag`, ar) → rows "direction"
//! - no isolation marks from Fluent (`set_use_isolating(false)`), marks an author wrote kept in
//!   the text and dropped from `<title>` and `og:title` (`without_isolation`) → rows "isolation"
//!   and `fluent_adds_no_isolation_marks`
//! - URL segments (`path-*`) and slugs per language, through the fallback chain → rows "path";
//!   a bad segment is reported where the chain found it (`entry_site`) →
//!   `a_bad_segment_is_reported_in_the_fallbacks_file`
//!
//! Elsewhere: Fluent syntax errors and duplicate entries (site_check, site_bad_input),
//! nesting limits (site_limits), `uses_locale` (serve: a locale edit rebuilds its language),
//! the localizer's unit tests (src/site/load/l10n/tests.rs).

use crate::common;

use common::*;

/// A page of the built fixture by its URL path.
fn fixture_page(path: &str) -> String {
    page_of(built_fixture().0.path(), path)
}

/// (what the row checks, language, page path, a fragment the page must contain)
type Row = (&'static str, &'static str, &'static str, &'static str);

const ROWS: &[Row] = &[
    // Paths and slugs per language.
    (
        "path",
        "en",
        "/en/games/base-draughts/",
        "<h1>Base draughts</h1>",
    ),
    (
        "path",
        "de",
        "/de/spiele/grundspiel/",
        "<h1>Grundspiel</h1>",
    ),
    (
        "path",
        "nl",
        "/nl/spellen/basisdammen/",
        "<h1>Basisdammen</h1>",
    ),
    // fy has its own `path-variants` but takes `path-games` from nl.
    (
        "path",
        "fy",
        "/fy/farianten/testdamjen/",
        "<h1>Testdamjen</h1>",
    ),
    (
        "path",
        "fy",
        "/fy/spellen/basisdammen/",
        "<h1>Basisdamjen</h1>",
    ),
    (
        "path",
        "ar",
        "/ar/variants/fixture-draughts/",
        "<html lang=\"ar\"",
    ),
    // Direction.
    (
        "direction",
        "ar",
        "/ar/games/base-draughts/",
        "<html lang=\"ar\" dir=\"rtl\">",
    ),
    (
        "direction",
        "de",
        "/de/spiele/grundspiel/",
        "<html lang=\"de\" dir=\"ltr\">",
    ),
    (
        "direction",
        "fy",
        "/fy/spellen/basisdammen/",
        "<html lang=\"fy\" dir=\"ltr\">",
    ),
    // Renamed references in the shared bundles.
    (
        "renamed",
        "en",
        "/en/variants/fixture-draughts/",
        "<caption>How Fixture draughts differs from base draughts</caption>",
    ),
    (
        "renamed",
        "en",
        "/en/variants/fixture-draughts/",
        ">Variant of base draughts</a></p>",
    ),
    (
        "renamed",
        "nl",
        "/nl/varianten/testdammen/",
        "<h2 id=\"what-is\">Wat is Testdammen?</h2>",
    ),
    (
        "renamed",
        "nl",
        "/nl/varianten/testdammen/",
        "<caption>Zo verschilt Testdammen van Basisdammen</caption>",
    ),
    // German case and article.
    (
        "case",
        "de",
        "/de/varianten/probedame/",
        "<h1>Probedame</h1>",
    ),
    (
        "case",
        "de",
        "/de/varianten/probedame/",
        "<h2 id=\"what-is\">Was ist die Probedame?</h2>",
    ),
    (
        "case",
        "de",
        "/de/varianten/probedame/",
        "<caption>Wie sich die Probedame von dem Grundspiel unterscheidet</caption>",
    ),
    (
        "case",
        "de",
        "/de/varianten/probedame/",
        ">Variante des Grundspiels</a></p>",
    ),
    (
        "case",
        "de",
        "/de/spiele/grundspiel/",
        "<h2 id=\"what-is\">Was ist das Grundspiel?</h2>",
    ),
    // A selector on the base game's `.gender`, with the strong form after it.
    (
        "attribute",
        "de",
        "/de/varianten/probedame/",
        ">Klassisches Grundspiel</a></th>",
    ),
    // Page bundles: ar's caption refers to `page-title`, which names the game.
    (
        "page bundles (referred)",
        "ar",
        "/ar/games/base-draughts/",
        "<h2 id=\"what-is\">ما هي الداما الأساسية؟</h2>",
    ),
    (
        "page bundles (referred)",
        "ar",
        "/ar/variants/fixture-draughts/",
        "<caption>كيف تختلف داما \u{2068}Fixture\u{2069} عن الداما الأساسية</caption>",
    ),
    (
        "page bundles (referred)",
        "ar",
        "/ar/variants/fixture-draughts/",
        ">من أنواع الداما الأساسية</a></p>",
    ),
    // Page bundles: fy lacks `section-what-is` and `label-variant`; nl's sentences take fy's names.
    (
        "page bundles (fallback)",
        "fy",
        "/fy/farianten/testdamjen/",
        "<h2 id=\"what-is\">Wat is Testdamjen?</h2>",
    ),
    (
        "page bundles (fallback)",
        "fy",
        "/fy/farianten/testdamjen/",
        ">Variant van Basisdamjen</a></p>",
    ),
    (
        "page bundles (fallback)",
        "fy",
        "/fy/farianten/testdamjen/",
        "<caption>Sa ferskilt Testdamjen fan Basisdamjen</caption>",
    ),
    // Only en and de name the unnamed game: nl, fy and ar take that page's messages from en.
    (
        "unnamed",
        "de",
        "/de/varianten/unnamed-draughts/",
        "<h1>Ungenanntes Spiel</h1>",
    ),
    (
        "unnamed",
        "de",
        "/de/varianten/unnamed-draughts/",
        "<h2 id=\"what-is\">Was ist das ungenannte Spiel?</h2>",
    ),
    (
        "unnamed",
        "nl",
        "/nl/varianten/unnamed-draughts/",
        "<h1>Unnamed draughts</h1>",
    ),
    (
        "unnamed",
        "nl",
        "/nl/varianten/unnamed-draughts/",
        "<caption>How unnamed draughts differs from base draughts</caption>",
    ),
    (
        "unnamed",
        "fy",
        "/fy/farianten/unnamed-draughts/",
        "<h2 id=\"what-is\">What is unnamed draughts?</h2>",
    ),
    (
        "unnamed",
        "ar",
        "/ar/variants/unnamed-draughts/",
        "<h1>Unnamed draughts</h1>",
    ),
    // Strings along the chain: fy's notice is nl's, de's is en's.
    (
        "chain",
        "fy",
        "/fy/spellen/basisdammen/",
        "<p class=\"notice\" role=\"note\">Deze testpagina is nog niet vertaald.</p>",
    ),
    (
        "chain",
        "de",
        "/de/varianten/unnamed-draughts/",
        "<p class=\"notice\" role=\"note\">fx untranslated notice</p>",
    ),
    (
        "chain",
        "de",
        "/de/spiele/grundspiel/",
        "<h2 id=\"variants\">Testvarianten</h2>",
    ),
    (
        "chain",
        "fy",
        "/fy/spellen/basisdammen/",
        "<h2 id=\"variants\">fx home variants</h2>",
    ),
    // Page texts along the chain: fy's game page is nl's text, the unnamed page en's everywhere.
    (
        "page fallback",
        "fy",
        "/fy/spellen/basisdammen/",
        "<p class=\"tagline\" lang=\"nl\">Fixture nl basisdammen tagline.</p>",
    ),
    (
        "page fallback",
        "nl",
        "/nl/varianten/unnamed-draughts/",
        "<p class=\"tagline\" lang=\"en\">Fixture en unnamed tagline.</p>",
    ),
    (
        "page fallback",
        "de",
        "/de/varianten/probedame/",
        "<p class=\"tagline\">Fixture de variant tagline.</p>",
    ),
    // Variables: placeholders in language strings, arguments in page strings.
    (
        "placeholder",
        "en",
        "/en/games/base-draughts/",
        "fx diagram step {current} {total}",
    ),
    (
        "placeholder",
        "ar",
        "/ar/games/base-draughts/",
        "fx diagram step {current} {total}",
    ),
    (
        "arguments",
        "en",
        "/en/games/base-draughts/",
        "fx facts players choice 2 4",
    ),
    (
        "arguments",
        "fy",
        "/fy/spellen/basisdammen/",
        "fx facts players choice 2 4",
    ),
    // Marks an author wrote stay in the text and leave the title.
    (
        "isolation",
        "ar",
        "/ar/variants/fixture-draughts/",
        "<h1>داما \u{2068}Fixture\u{2069}</h1>",
    ),
    (
        "isolation",
        "ar",
        "/ar/variants/fixture-draughts/",
        "<title>داما Fixture · fx site name</title>",
    ),
    (
        "isolation",
        "ar",
        "/ar/variants/fixture-draughts/",
        "<meta property=\"og:title\" content=\"داما Fixture\">",
    ),
];

#[test]
fn strings_and_names_per_language() {
    let mut failures = Vec::new();
    for &(what, lang, path, fragment) in ROWS {
        assert!(
            path.starts_with(&format!("/{lang}/")),
            "{what}: {path} is not `{lang}`"
        );
        let file = built_fixture().0.path().join(&path[1..]).join("index.html");
        match std::fs::read_to_string(&file) {
            Ok(html) if html.contains(fragment) => {}
            Ok(_) => failures.push(format!("{what} · {lang} · {path}: no {fragment:?}")),
            Err(e) => failures.push(format!("{what} · {lang} · {path}: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Pages published from their own text carry no notice; fallbacks do.
#[test]
fn only_fallback_pages_carry_the_notice() {
    let rows = [
        ("/en/variants/fixture-draughts/", false),
        ("/de/varianten/probedame/", false),
        ("/nl/spellen/basisdammen/", false),
        ("/fy/farianten/testdamjen/", false),
        ("/ar/variants/fixture-draughts/", false),
        ("/fy/spellen/basisdammen/", true),
        ("/ar/variants/unnamed-draughts/", true),
    ];
    for (path, fallback) in rows {
        let notice = fixture_page(path).contains("<p class=\"notice\"");
        assert_eq!(notice, fallback, "{path}: a notice");
    }
}

#[test]
fn fluent_adds_no_isolation_marks() {
    // Game names are substituted without marks, in right-to-left pages too: the only marks are
    // those an author wrote around the Latin name in ar's term (in every menu that names it).
    let marked = "\u{2068}Fixture\u{2069}";
    for path in [
        "/ar/games/base-draughts/",
        "/ar/variants/fixture-draughts/",
        "/ar/variants/unnamed-draughts/",
        "/de/varianten/probedame/",
        "/fy/farianten/testdamjen/",
    ] {
        let html = fixture_page(path);
        for mark in ['\u{2068}', '\u{2069}'] {
            assert_eq!(
                html.matches(mark).count(),
                html.matches(marked).count(),
                "{path}: an isolation mark the author did not write"
            );
        }
        assert!(!html.contains(['\u{2066}', '\u{2067}']), "{path}");
    }
}

/// What `rulebook check` says of the fixture: each untranslated string with the locale used,
/// each page text taken from a fallback, and nothing else.
#[test]
fn check_warns_of_what_falls_back() {
    let site = copy_fixture();
    let run = check_cli(site.path(), &[]);
    assert!(run.status.success(), "{}", stdout(&run));
    let out = stdout(&run);
    let expected = [
        "locales/nl/pages.ftl:3:1: warning: 4 messages of this file are not translated into `fy` yet; using `nl`: `label-variant`, `section-what-is`, `path-games`, `untranslated-notice`",
        "locales/en/interface.ftl:7:1: warning: 60 messages of this file are not translated into `fy` yet; using `en`: `site-name`, ",
        "locales/en/interface.ftl:7:1: warning: 60 messages of this file are not translated into `de` yet; using `en`: `site-name`, ",
        "locales/en/games.ftl:10:1: warning: 1 message of this file is not translated into `ar` yet; using `en`: `-brazilian-draughts`\n",
        "content/games/international-draughts/nl.md:1:1: warning: /fy/spellen/basisdammen/ is not translated into `fy` yet; published from `nl`",
        "content/variants/brazilian-draughts/en.md:1:1: warning: /nl/varianten/unnamed-draughts/ is not translated into `nl` yet; published from `en`",
        "content/variants/brazilian-draughts/en.md:1:1: warning: /ar/variants/unnamed-draughts/ is not translated into `ar` yet; published from `en`",
    ];
    for line in expected {
        assert!(out.contains(line), "missing {line:?} in:\n{out}");
    }
    // Translated: not among the messages listed for the language.
    for (lang, translated) in [("de", "`section-what-is`"), ("fy", "`path-variants`")] {
        let into = format!("not translated into `{lang}` yet; using");
        for line in out.lines().filter(|l| l.contains(&into)) {
            assert!(!line.contains(translated), "{line}");
        }
    }
    let absent = [
        // The reference itself.
        "into `en`",
        "/de/varianten/probedame/ is not translated",
    ];
    for text in absent {
        assert!(!out.contains(text), "unexpected {text:?} in:\n{out}");
    }
    // Every warning is one of the two kinds.
    for line in out.lines().filter(|l| l.contains(": warning: ")) {
        assert!(
            line.contains("; using `") || line.contains("; published from `"),
            "another warning: {line}"
        );
    }
    // The build prints the same warnings.
    let built = &built_fixture().1;
    for line in expected {
        assert!(built.contains(line), "build: missing {line:?}");
    }
    let strict = check_cli(site.path(), &["--strict"]);
    assert_eq!(strict.status.code(), Some(1), "{}", stdout(&strict));
}

#[test]
fn a_game_no_language_names_is_an_error() {
    let site = copy_fixture();
    let root = site.path();
    let en = "-brazilian-draughts = { $position ->";
    edit(
        root,
        "locales/en/games.ftl",
        en,
        "-brazilian-draughtz = { $position ->",
    );
    let de = "-brazilian-draughts = { $position ->";
    edit(
        root,
        "locales/de/games.ftl",
        de,
        "-brazilian-draughtz = { $position ->",
    );
    let run = check_cli(root, &[]);
    let out = stdout(&run);
    assert_eq!(run.status.code(), Some(1), "{out}");
    assert!(
        out.contains("error: no name for the game `brazilian-draughts`: expected a term `-brazilian-draughts`"),
        "{out}"
    );
}

#[test]
fn a_bad_segment_is_reported_in_the_fallbacks_file() {
    let site = copy_fixture();
    let root = site.path();
    edit(
        root,
        "locales/nl/pages.ftl",
        "path-games = spellen",
        "path-games = spel/len",
    );
    let line = read(root.join("locales/nl/pages.ftl"))
        .lines()
        .position(|l| l.starts_with("path-games"))
        .expect("path-games")
        + 1;
    let out = stdout(&check_cli(root, &[]));
    // nl's own segment, and fy's, which is nl's through the chain: both point at nl's file.
    let expected = format!("locales/nl/pages.ftl:{line}:1: error: `path-games`:");
    assert!(out.contains(&expected), "{expected:?} in:\n{out}");
    assert!(!out.contains("locales/fy:0:0: error"), "{out}");
}
