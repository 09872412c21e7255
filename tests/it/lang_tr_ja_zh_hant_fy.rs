//! Turkish, Japanese, Traditional Chinese and West Frisian: every page exists in each, translated
//! and with the English page's boards; Japanese and Chinese pages use full-width punctuation with
//! no space after it and 「」 quotation marks; no page carries invisible isolation marks; and each
//! language's glossary catches a wrong term at its line and column.

use crate::common;

use common::*;

const LANGS: [&str; 4] = ["tr", "ja", "zh-Hant", "fy"];

/// Each page in English, then in the four languages (in the order of `LANGS`).
const PAGES: [[&str; 5]; 4] = [
    [
        "/en/games/chinese-checkers/",
        "/tr/oyunlar/cin-damasi/",
        "/ja/games/chinese-checkers/",
        "/zh-Hant/youxi/zhongguo-tiaoqi/",
        "/fy/spullen/sineesk-damjen/",
    ],
    [
        "/en/games/international-draughts/",
        "/tr/oyunlar/uluslararasi-capraz-dama/",
        "/ja/games/international-draughts/",
        "/zh-Hant/youxi/guoji-tiaoqi/",
        "/fy/spullen/ynternasjonaal-damjen/",
    ],
    [
        "/en/variants/super-chinese-checkers/",
        "/tr/varyantlar/super-cin-damasi/",
        "/ja/variants/super-chinese-checkers/",
        "/zh-Hant/bianti/chaoji-zhongguo-tiaoqi/",
        "/fy/farianten/super-sineesk-damjen/",
    ],
    [
        "/en/variants/frisian-draughts/",
        "/tr/varyantlar/friz-damasi/",
        "/ja/variants/frisian-draughts/",
        "/zh-Hant/bianti/fulisilan-tiaoqi/",
        "/fy/farianten/frysk-damjen/",
    ],
];

/// The prose of a page: the text of `<main>` without scripts, drawn boards, game records or tags.
fn main_text(html: &str) -> String {
    let start = html.find("<main").expect("<main>");
    let end = html.find("</main>").expect("</main>");
    let mut text = String::new();
    let mut rest = &html[start..end];
    while let Some(open) = rest.find('<') {
        text.push_str(&rest[..open]);
        let tag = &rest[open..];
        let skip_to = ["<script", "<svg", "<pre"]
            .iter()
            .find(|t| tag.starts_with(*t))
            .map(|t| format!("</{}>", &t[1..]));
        rest = match skip_to {
            Some(close) => &tag[tag.find(&close).expect("closed") + close.len()..],
            None => &tag[tag.find('>').expect("tag end") + 1..],
        };
        // Elements end lines: a button's label does not run into the next one's.
        text.push('\n');
    }
    text.push_str(rest);
    text
}

#[test]
fn every_page_exists_translated_with_the_english_boards() {
    for (i, lang) in LANGS.iter().enumerate() {
        assert_published_in(lang, "ltr", PAGES.map(|p| p[i + 1]));
    }
    for row in PAGES {
        let english = page(row[0]);
        for (lang, path) in LANGS.iter().zip(&row[1..]) {
            assert_translation_of(row[0], lang, path);
            // The same sections as in English.
            assert_eq!(
                page(path).matches("<h2 id=").count(),
                english.matches("<h2 id=").count(),
                "{path}: sections"
            );
        }
    }
}

#[test]
fn japanese_and_chinese_use_full_width_punctuation_without_spaces_after_it() {
    for row in PAGES {
        for path in [row[2], row[3]] {
            let text = main_text(&page(path));
            for mark in ['。', '、', '，', '：', '；', '？', '」'] {
                assert!(
                    !text.contains(&format!("{mark} ")),
                    "{path}: a space after {mark}"
                );
            }
            // Quotation marks are the corner brackets, never the Western ones.
            assert!(!text.contains(['“', '”', '"']), "{path}: Western quotes");
            // No half-width sentence punctuation after a Japanese or Chinese character.
            for (before, after) in text.chars().zip(text.chars().skip(1)) {
                let cjk = matches!(before, '\u{3040}'..='\u{30FF}' | '\u{4E00}'..='\u{9FFF}');
                assert!(
                    !(cjk && matches!(after, ',' | '.' | ':' | ';' | '?' | '!')),
                    "{path}: half-width {after:?} after {before}"
                );
            }
        }
    }
    // A quotation is set in corner brackets by the build.
    assert!(page("/ja/games/chinese-checkers/").contains("「Stern-Halma」"));
    assert!(page("/zh-Hant/youxi/zhongguo-tiaoqi/").contains("「跳棋」"));
    // The board described in words joins its sentences without a space.
    for path in [
        "/zh-Hant/youxi/guoji-tiaoqi/",
        "/ja/games/international-draughts/",
    ] {
        assert_board_words(&page(path), "majority", &CJK, &[&[32], &[19, 27, 28]]);
    }
}

#[test]
fn no_page_carries_invisible_isolation_marks() {
    for row in PAGES {
        for path in &row[1..] {
            let html = page(path);
            assert!(
                !html.contains(['\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}']),
                "{path}: isolation marks"
            );
        }
    }
}

#[test]
fn each_glossary_reports_a_wrong_term_at_its_place() {
    let site = copy_site();
    let root = site.path();
    // (language, page file, a sentence with the wrong term added at the end of the page, the
    // wrong term, the approved term the message names). Sentences of our own, so that improving
    // the pages' prose never breaks this test.
    let cases = [
        (
            "tr",
            "content/variants/frisian-draughts/tr.md",
            "Bir krala karşı iki taş.",
            "krala",
            "dama",
        ),
        (
            "ja",
            "content/games/international-draughts/ja.md",
            "クイーンは斜めの筋を遠くまで進む。",
            "クイーン",
            "キング",
        ),
        (
            "zh-Hant",
            "content/games/international-draughts/zh-Hant.md",
            "國際象棋是一種兩人策略棋類。",
            "國際象棋",
            "國際跳棋",
        ),
        (
            "fy",
            "content/games/international-draughts/fy.md",
            "In man wurdt in kening.",
            "kening",
            "wolf (wolven)",
        ),
    ];
    for (_, file, sentence, _, _) in &cases {
        let path = root.join(file);
        let text = read(&path);
        std::fs::write(&path, format!("{}\n\n{sentence}\n", text.trim_end())).expect("write");
    }
    let r = root.to_str().expect("utf-8 path");
    let run = rulebook(&["check", "--root", r]);
    let out = stdout(&run);
    for (lang, file, _, wrong, approved) in &cases {
        let text = read(root.join(file));
        let (index, line) = text
            .lines()
            .enumerate()
            .filter(|(_, l)| l.contains(wrong))
            .last()
            .expect("the added line");
        let column = line[..line.find(wrong).expect("term")].chars().count() + 1;
        let expected = format!(
            "{file}:{}:{column}: warning: \"{wrong}\" is not the approved term",
            index + 1
        );
        assert!(
            out.contains(&expected),
            "{lang}: missing {expected:?} in:\n{out}"
        );
        assert!(
            out.contains(&format!("in `{lang}`; write \"{approved}\"")),
            "{lang}: the approved term in:\n{out}"
        );
    }
    let strict = rulebook(&["check", "--strict", "--root", r]);
    assert_eq!(strict.status.code(), Some(1), "{}", stdout(&strict));
}
