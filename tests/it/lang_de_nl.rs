//! German and Dutch: every page is published in both languages from its own text, and game
//! names enter sentences with their grammar (German case and article, Dutch bare names).

use crate::common;

use common::*;

const PAGES: [[&str; 2]; 4] = [
    ["/de/spiele/sternhalma/", "/nl/spellen/chinees-dammen/"],
    [
        "/de/spiele/internationales-damespiel/",
        "/nl/spellen/internationaal-dammen/",
    ],
    [
        "/de/varianten/super-sternhalma/",
        "/nl/varianten/super-chinees-dammen/",
    ],
    [
        "/de/varianten/friesisches-damespiel/",
        "/nl/varianten/fries-dammen/",
    ],
];

#[test]
fn every_page_exists_in_german_and_dutch_from_its_own_text() {
    assert_published_in("de", "ltr", PAGES.map(|[de, _]| de));
    assert_published_in("nl", "ltr", PAGES.map(|[_, nl]| nl));
    for lang in ["de", "nl"] {
        // Nothing of German or Dutch falls back: no string, page, row or caption.
        let warnings = &built_site().1;
        assert!(
            !warnings.contains(&format!("into `{lang}`")),
            "{lang}: {warnings}"
        );
    }
}

#[test]
fn german_names_take_case_and_article() {
    let frisian = page("/de/varianten/friesisches-damespiel/");
    assert!(frisian.contains("<h1>Friesisches Damespiel</h1>"));
    assert!(frisian.contains(">Was ist das Friesische Damespiel?</h2>"));
    assert!(frisian.contains(
        "<caption>Wie sich das Friesische Damespiel vom klassischen Internationalen Damespiel unterscheidet</caption>"
    ));
    assert!(frisian.contains(">Variante des Internationalen Damespiels</a></p>"));
    let superhalma = page("/de/varianten/super-sternhalma/");
    assert!(superhalma.contains(">Was ist Super-Sternhalma?</h2>"));
    assert!(superhalma.contains(
        "<caption>Wie sich Super-Sternhalma vom klassischen Sternhalma unterscheidet</caption>"
    ));
    assert!(superhalma.contains(">Variante von Sternhalma</a></p>"));
}

#[test]
fn dutch_names_stand_bare_in_sentences() {
    let frisian = page("/nl/varianten/fries-dammen/");
    assert!(frisian.contains("<h1>Fries dammen</h1>"));
    assert!(frisian.contains(">Wat is Fries dammen?</h2>"));
    assert!(frisian
        .contains("<caption>Zo verschilt Fries dammen van gewoon internationaal dammen</caption>"));
    assert!(frisian.contains(">Variant van internationaal dammen</a></p>"));
    let draughts = page("/nl/spellen/internationaal-dammen/");
    assert!(draughts.contains(">Wat is internationaal dammen?</h2>"));
}
