//! German and Dutch, smoke tests on the real site: every page is published in both languages from
//! its own text and titled with the game's name from the locale. How names enter sentences
//! (German case and article, a selector on a term's attribute, Dutch bare names) is checked on
//! the fixture site, whose strings are made up (fixture_site.rs, rows "case", "attribute",
//! "renamed"), so that improving the real wording breaks nothing.

use crate::common;

use common::*;

/// The page id of each row of `PAGES`.
const IDS: [&str; 4] = [
    "chinese-checkers",
    "international-draughts",
    "super-chinese-checkers",
    "frisian-draughts",
];

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
fn pages_are_titled_with_the_locales_names() {
    for (id, [de, nl]) in IDS.into_iter().zip(PAGES) {
        assert_titled_by_locale(&[("de", de, id), ("nl", nl, id)]);
    }
    // A variant names its standard game in the family label, declined (German genitive) or bare
    // (Dutch): whatever the wording, it links to the standard game's page.
    let frisian = page("/de/varianten/friesisches-damespiel/");
    assert!(frisian
        .contains("<p class=\"family-label\"><a href=\"/de/spiele/internationales-damespiel/\">"));
    let frisian = page("/nl/varianten/fries-dammen/");
    assert!(frisian
        .contains("<p class=\"family-label\"><a href=\"/nl/spellen/internationaal-dammen/\">"));
}
