//! Arabic and Simplified Chinese, smoke tests on the real site: every page exists in both, Arabic
//! pages are right to left with left-to-right boards and move notation, titles are the games'
//! names from the locales. How names enter sentences is checked on the fixture site with made-up
//! strings (fixture_site.rs, right to left and isolation rows included); the Arabic isolates and
//! the Chinese joining of sentences stay here, where they guard bugs the real prose showed.

use crate::common;

use common::*;

/// The page id of each row of `PAGES`.
const IDS: [&str; 4] = [
    "chinese-checkers",
    "international-draughts",
    "super-chinese-checkers",
    "frisian-draughts",
];

/// Each page in English, Arabic and Simplified Chinese.
const PAGES: [[&str; 3]; 4] = [
    [
        "/en/games/chinese-checkers/",
        "/ar/games/chinese-checkers/",
        "/zh-Hans/youxi/zhongguo-tiaoqi/",
    ],
    [
        "/en/games/international-draughts/",
        "/ar/games/international-draughts/",
        "/zh-Hans/youxi/guoji-tiaoqi/",
    ],
    [
        "/en/variants/super-chinese-checkers/",
        "/ar/variants/super-chinese-checkers/",
        "/zh-Hans/bianti/chaoji-zhongguo-tiaoqi/",
    ],
    [
        "/en/variants/frisian-draughts/",
        "/ar/variants/frisian-draughts/",
        "/zh-Hans/bianti/fulisilan-tiaoqi/",
    ],
];

/// Whether a character is a letter of the Arabic script.
fn is_arabic(c: char) -> bool {
    matches!(c, '\u{0600}'..='\u{06FF}' | '\u{0750}'..='\u{077F}' | '\u{FB50}'..='\u{FDFF}' | '\u{FE70}'..='\u{FEFF}')
}

#[test]
fn arabic_pages_isolate_only_runs_that_are_not_arabic() {
    for [_, path, _] in PAGES {
        let html = page(path);
        // No invisible controls anywhere (they would end up in copied text, titles, search).
        assert!(
            !html.contains(['\u{2068}', '\u{2069}']),
            "{path}: isolation marks"
        );
        // Isolation is `<bdi>`, around runs that are not Arabic.
        for (start, _) in html.match_indices("<bdi>") {
            let inside = &html[start + "<bdi>".len()..];
            let inside = &inside[..inside.find("</bdi>").expect("closed <bdi>")];
            assert!(
                !inside.chars().any(is_arabic),
                "{path}: an isolate around Arabic text: {inside:?}"
            );
        }
    }
    // A Latin name in Arabic prose stays isolated, so its punctuation stays with it.
    let super_cc = page("/ar/variants/super-chinese-checkers/");
    assert!(super_cc.contains("<bdi>R. Wayne Schmittberger</bdi>"));
}

#[test]
fn every_page_exists_in_arabic_and_chinese_translated() {
    assert_published_in("ar", "rtl", PAGES.map(|[_, ar, _]| ar));
    assert_published_in("zh-Hans", "ltr", PAGES.map(|[_, _, zh]| zh));
    for [en, ar, zh] in PAGES {
        assert_translation_of(en, "ar", ar);
        assert_translation_of(en, "zh-Hans", zh);
    }
    let sitemap = read(built().join("sitemap.xml"));
    for [_, ar, zh] in PAGES {
        assert!(
            sitemap.contains(&format!("https://rules.example.org{ar}")),
            "sitemap: {ar}"
        );
        assert!(
            sitemap.contains(&format!("https://rules.example.org{zh}")),
            "sitemap: {zh}"
        );
    }
}

#[test]
fn arabic_pages_are_right_to_left_with_left_to_right_boards() {
    for [_, ar, _] in PAGES {
        let html = page(ar);
        assert!(
            html.contains("<html lang=\"ar\" dir=\"rtl\">"),
            "{ar}: <html>"
        );
        // Diagrams and replayable games alike.
        let figures = html.matches("<figure class=\"diagram").count();
        assert!(figures > 0, "{ar}: no diagram");
        assert_eq!(
            html.matches("<div class=\"board-frame\" dir=\"ltr\">")
                .count(),
            figures,
            "{ar}: every board is left to right"
        );
        // Move notation in the step lists stays left to right too.
        let steps = html.matches("<ol class=\"diagram-steps\">").count();
        assert!(
            html.matches("<span class=\"notation\" dir=\"ltr\">")
                .count()
                >= steps
        );
    }
    // The game record is the same PDN as in English.
    let frisian = page("/ar/variants/frisian-draughts/");
    assert!(frisian.contains("<code class=\"language-pdn\">"));
    assert!(frisian.contains(">37x28<"), "the PDN moves are kept");
    // The switcher names every language in its own name and script, a name written the other
    // way isolated in its own direction.
    for (name, dir) in [
        ("العربية", None),
        ("简体中文", Some("ltr")),
        ("English", Some("ltr")),
    ] {
        let entry = match dir {
            None => format!(">{name}</a>"),
            Some(dir) => format!("><span dir=\"{dir}\">{name}</span></a>"),
        };
        assert!(frisian.contains(&entry), "switcher: {entry}");
    }
}

#[test]
fn pages_are_titled_with_the_locales_names() {
    for (id, [_, ar, zh]) in IDS.into_iter().zip(PAGES) {
        assert_titled_by_locale(&[("ar", ar, id), ("zh-Hans", zh, id)]);
    }
    // A variant's family label links to its standard game in the language.
    let super_cc = page("/zh-Hans/bianti/chaoji-zhongguo-tiaoqi/");
    assert!(
        super_cc.contains("<p class=\"family-label\"><a href=\"/zh-Hans/youxi/zhongguo-tiaoqi/\">")
    );
    let frisian = page("/ar/variants/frisian-draughts/");
    assert!(frisian
        .contains("<p class=\"family-label\"><a href=\"/ar/games/international-draughts/\">"));
}

/// Straight quotes in the source become Arabic guillemets.
#[test]
fn arabic_quotations_take_guillemets() {
    assert_quoted_with(
        "content/games/chinese-checkers/ar.md",
        "/ar/games/chinese-checkers/",
        "«",
        "»",
    );
}

#[test]
fn chinese_joins_sentences_and_labels_without_ascii_spaces() {
    let international = page("/zh-Hans/youxi/guoji-tiaoqi/");
    // The board in words: sentences follow each other straight after the full stop.
    let squares: [&[u32]; 2] = [&[32], &[19, 27, 28]];
    assert_board_words(&international, "majority", &CJK, &squares);
    assert!(!international.contains("。 "));
    assert!(international.contains("：</span>"));
    // Spaced scripts keep their space between sentences and after a label's colon.
    let english = page("/en/games/international-draughts/");
    let spaced = Punctuation {
        stop: ".",
        between: " ",
        colon: ": ",
        list: ", ",
    };
    assert_board_words(&english, "majority", &spaced, &squares);
    assert!(english.contains(": </span>"));
}
