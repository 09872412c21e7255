//! French, Spanish and Polish, smoke tests on the real site: every page is built in each language
//! from its own text, titled with the game's name from the locale, with the language's quotation
//! marks. How names enter sentences (articles, agreement, cases: selectors on the terms' forms)
//! is checked on the fixture site with made-up strings (fixture_site.rs), so that improving the
//! real wording breaks nothing.

use crate::common;

use common::*;

/// The page id of each row of `PAGES`.
const IDS: [&str; 4] = [
    "chinese-checkers",
    "international-draughts",
    "super-chinese-checkers",
    "frisian-draughts",
];

/// Each page in French, Spanish and Polish, in the order of the other tests' tables.
const PAGES: [[&str; 3]; 4] = [
    [
        "/fr/jeux/dames-chinoises/",
        "/es/juegos/damas-chinas/",
        "/pl/gry/chinskie-warcaby/",
    ],
    [
        "/fr/jeux/dames-internationales/",
        "/es/juegos/damas-internacionales/",
        "/pl/gry/warcaby-miedzynarodowe/",
    ],
    [
        "/fr/variantes/super-dames-chinoises/",
        "/es/variantes/super-damas-chinas/",
        "/pl/odmiany/super-chinskie-warcaby/",
    ],
    [
        "/fr/variantes/dames-frisonnes/",
        "/es/variantes/damas-frisias/",
        "/pl/odmiany/warcaby-fryzyjskie/",
    ],
];

#[test]
fn every_page_exists_in_french_spanish_and_polish() {
    assert_published_in("fr", "ltr", PAGES.map(|[fr, _, _]| fr));
    assert_published_in("es", "ltr", PAGES.map(|[_, es, _]| es));
    assert_published_in("pl", "ltr", PAGES.map(|[_, _, pl]| pl));
}

#[test]
fn pages_are_titled_with_the_locales_names() {
    for (id, [fr, es, pl]) in IDS.into_iter().zip(PAGES) {
        assert_titled_by_locale(&[("fr", fr, id), ("es", es, id), ("pl", pl, id)]);
    }
}

/// The build sets the straight quotes of the source in the language's marks (site.toml).
#[test]
fn each_language_has_its_own_quotation_marks() {
    let super_cc = "content/variants/super-chinese-checkers";
    let cases = [
        (
            "fr",
            "/fr/variantes/super-dames-chinoises/",
            "«\u{202F}",
            "\u{202F}»",
        ),
        ("es", "/es/variantes/super-damas-chinas/", "«", "»"),
        ("pl", "/pl/odmiany/super-chinskie-warcaby/", "„", "”"),
    ];
    for (lang, path, open, close) in cases {
        assert_quoted_with(&format!("{super_cc}/{lang}.md"), path, open, close);
    }
}
