//! The title's layout: line breaks by estimated widths and the lines' baselines; and the site's
//! name as SVG.

use std::fmt::Write as _;

use super::{Card, HEIGHT, MARGIN, MUTED, WIDTH};
use crate::site::escape::escape;

/// An estimate of a character's advance in ems, in a bold sans-serif: enough to break lines
/// without measuring (the title's box leaves room for the estimate's error).
fn advance(c: char) -> f32 {
    match c {
        ' ' => 0.28,
        '\u{1100}'..='\u{11ff}' | '\u{2e80}'..='\u{a4cf}' | '\u{ac00}'..='\u{d7a3}' => 1.0,
        '\u{f900}'..='\u{faff}' | '\u{fe30}'..='\u{fe4f}' | '\u{ff00}'..='\u{ff60}' => 1.0,
        'i' | 'l' | 'j' | 'I' | '.' | ',' | '\'' | '’' | ':' | ';' | '!' | '|' => 0.3,
        'm' | 'w' | 'M' | 'W' => 0.9,
        c if c.is_uppercase() => 0.72,
        '\u{0600}'..='\u{06ff}' => 0.5,
        _ => 0.62,
    }
}

fn is_cjk(c: char) -> bool {
    advance(c) == 1.0
}

fn is_hiragana(c: char) -> bool {
    matches!(c, '\u{3041}'..='\u{309f}')
}

/// Katakana, with the long-vowel mark and the middle dot that join its words.
fn is_katakana(c: char) -> bool {
    matches!(c, '\u{30a0}'..='\u{30ff}' | '\u{31f0}'..='\u{31ff}' | '\u{ff66}'..='\u{ff9f}')
}

fn is_kanji(c: char) -> bool {
    matches!(c, '\u{3400}'..='\u{4dbf}' | '\u{4e00}'..='\u{9fff}' | '\u{f900}'..='\u{faff}')
}

/// Whether `next` goes on the phrase `previous` ends, in Japanese (the page breaks its titles
/// between phrases, `word-break: auto-phrase`): a katakana word, a kanji compound, and the kana
/// that follow a word (its particles and endings) hold together; a phrase ends where a word
/// starts after them.
fn same_phrase(previous: char, next: char) -> bool {
    is_hiragana(next)
        || (is_katakana(previous) && is_katakana(next))
        || (is_kanji(previous) && is_kanji(next))
}

/// Japanese is told by its kana, which Chinese never writes; Chinese breaks between any two
/// characters, as the page does.
fn is_japanese(text: &str) -> bool {
    text.chars().any(|c| is_hiragana(c) || is_katakana(c))
}

/// A character no line may start with: closing punctuation, and a dash (set off by spaces, it
/// belongs to the word before it: "Frisian draughts —" breaks before the next word).
fn stays_with_previous(c: char) -> bool {
    matches!(
        c,
        '—' | '–'
            | '、'
            | '。'
            | '，'
            | '．'
            | '：'
            | '；'
            | '？'
            | '！'
            | '）'
            | '」'
            | '』'
            | '】'
            | '〕'
            | '〉'
            | '》'
            | 'ー'
            | '々'
            | '・'
    )
}

/// A character no line may end with: opening brackets.
fn stays_with_next(c: char) -> bool {
    matches!(c, '（' | '「' | '『' | '【' | '〔' | '〈' | '《')
}

/// Breaks a title into lines of at most `width` ems: at spaces, and between any two CJK
/// characters (which are written without spaces), Japanese only between phrases — but never
/// before closing punctuation or a dash, nor after an opening bracket.
fn wrap(text: &str, width: f32) -> Vec<String> {
    let japanese = is_japanese(text);
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    let mut line_width = 0.0;
    // Words (a CJK character being a word of its own), and whether a space follows each.
    let mut words: Vec<(String, bool)> = Vec::new();
    for part in text.split(' ').filter(|p| !p.is_empty()) {
        let mut word = String::new();
        if let Some(previous) = words
            .last_mut()
            .filter(|_| part.starts_with(stays_with_previous))
        {
            // Glued to the word before it, space and all.
            previous.0.push(' ');
            word = std::mem::take(&mut previous.0);
            words.pop();
        }
        for c in part.chars() {
            let breakable = word.chars().next_back().is_some_and(|previous| {
                let one_phrase = japanese && same_phrase(previous, c);
                is_cjk(c) && !stays_with_previous(c) && !stays_with_next(previous) && !one_phrase
            });
            if breakable {
                words.push((std::mem::take(&mut word), false));
            }
            word.push(c);
        }
        if !word.is_empty() {
            words.push((word, true));
        }
    }
    let mut space_before = false;
    for (word, space_after) in words {
        let w: f32 = word.chars().map(advance).sum();
        let gap = if space_before && !line.is_empty() {
            advance(' ')
        } else {
            0.0
        };
        if !line.is_empty() && line_width + gap + w > width {
            lines.push(std::mem::take(&mut line));
            line_width = 0.0;
        } else if gap > 0.0 {
            line.push(' ');
            line_width += gap;
        }
        line.push_str(&word);
        line_width += w;
        space_before = space_after;
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The title's size and lines: the largest size at which it takes at most four lines. A
/// Japanese phrase is never broken, so there each line must fit too.
fn title_lines(title: &str, width: f32) -> (f32, Vec<String>) {
    let japanese = is_japanese(title);
    let fits = |lines: &[String], ems: f32| {
        lines.len() <= 4
            && (!japanese
                || lines
                    .iter()
                    .all(|l| l.chars().map(advance).sum::<f32>() <= ems))
    };
    [68.0f32, 60.0, 52.0, 46.0, 40.0, 36.0]
        .iter()
        .map(|&size| (size, wrap(title, width / size)))
        .find(|(size, lines)| fits(lines, width / size))
        .unwrap_or_else(|| (32.0, wrap(title, width / 32.0)))
}

/// The title as the image sets it: its size, and each line with its baseline (whole pixels,
/// as the title's SVG once wrote them).
pub(super) struct TitleLines {
    pub(super) size: f32,
    pub(super) lines: Vec<(String, f32)>,
}

/// The title's lines in a column `width` pixels wide, the block of lines centred above the
/// site's name.
pub(super) fn title_layout(title: &str, width: f32) -> TitleLines {
    let (size, lines) = title_lines(title, width);
    let line_height = size * 1.25;
    let block = line_height * lines.len() as f32;
    let top = (HEIGHT as f32 - 80.0 - block) / 2.0;
    let lines = lines
        .into_iter()
        .take(6)
        .enumerate()
        .map(|(i, line)| {
            // Halves to even, as formatting with `{:.0}` did.
            let y = (top + size + line_height * i as f32).round_ties_even();
            (line, y)
        })
        .collect();
    TitleLines { size, lines }
}

/// The opening of an SVG of the image's size (without background) whose texts are written with
/// the card's fonts, anchored at their start, or their end right to left.
fn svg_head(card: &Card) -> String {
    let anchor = if card.rtl { "end" } else { "start" };
    format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}"><g font-family="{}" font-weight="700" text-anchor="{anchor}">"#,
        card.fonts.family_list
    )
}

/// The site's name as an SVG, written small at the bottom of the text column, whose anchor is
/// at `x` (drawn into the base that images with the same board and name share).
pub(super) fn site_name_svg(card: &Card, x: u32) -> String {
    let mut s = svg_head(card);
    let _ = write!(
        s,
        r#"<text x="{x}" y="{}" font-size="30" fill="{}">{}</text>"#,
        HEIGHT - MARGIN - 10,
        hex(MUTED),
        escape(&card.site_name)
    );
    s.push_str("</g></svg>");
    s
}

/// The title as the SVG it was drawn from before it was laid out here, `usvg`'s layout of which
/// the tests compare with `shape`'s.
#[cfg(test)]
pub(super) fn title_svg(card: &Card, x: u32, width: f32) -> String {
    let mut s = svg_head(card);
    let layout = title_layout(&card.title, width);
    let _ = write!(
        s,
        r#"<text font-size="{}" fill="{}">"#,
        layout.size,
        hex(super::INK)
    );
    for (line, y) in &layout.lines {
        let _ = write!(s, r#"<tspan x="{x}" y="{y:.0}">{}</tspan>"#, escape(line));
    }
    s.push_str("</text></g></svg>");
    s
}

/// A colour as CSS writes it.
fn hex([r, g, b]: [u8; 3]) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The baselines are the whole pixels the title's SVG wrote (`{y:.0}`), halves included.
    #[test]
    fn baselines_round_as_the_svg_wrote_them() {
        for size in [68.0f32, 60.0, 52.0, 46.0, 40.0, 36.0, 32.0] {
            for count in 1..=6 {
                let line_height = size * 1.25;
                let top = (HEIGHT as f32 - 80.0 - line_height * count as f32) / 2.0;
                for i in 0..count {
                    let y = top + size + line_height * i as f32;
                    let written: f32 = format!("{y:.0}").parse().expect("a number");
                    assert_eq!(
                        y.round_ties_even(),
                        written,
                        "{size} px, line {i} of {count}"
                    );
                }
            }
        }
    }

    #[test]
    fn titles_wrap_at_spaces_and_between_cjk_characters() {
        assert_eq!(
            wrap("International draughts", 8.0),
            ["International", "draughts"]
        );
        assert_eq!(wrap("国际跳棋规则", 3.0), ["国际跳", "棋规则"]);
        assert_eq!(wrap("Dames", 20.0), ["Dames"]);
    }

    #[test]
    fn no_line_starts_with_a_dash_or_closing_punctuation_nor_ends_with_an_opening_bracket() {
        let dashed = "Frisian draughts — the rules";
        for width in 1..30 {
            for line in wrap(dashed, width as f32) {
                assert!(!line.starts_with('—'), "{width}: {line:?}");
            }
        }
        // "Frisian draughts" fits, "Frisian draughts —" does not: the dash takes its word along.
        assert_eq!(wrap(dashed, 9.5), ["Frisian", "draughts — the", "rules"]);
        for width in 1..8 {
            let lines = wrap("规则（国际）。历史", width as f32);
            assert_eq!(lines.concat(), "规则（国际）。历史");
            for line in &lines {
                assert!(!line.starts_with(['）', '。']), "{width}: {lines:?}");
                assert!(!line.ends_with('（'), "{width}: {lines:?}");
            }
        }
    }

    /// The Japanese Frisian title beside a board (520 pixels): no line starts inside the
    /// katakana word, as フリジアンドラ|フツ once did.
    #[test]
    fn a_japanese_title_breaks_between_phrases_only() {
        for title in ["フリジアンドラフツ", "フリジアンドラフツのルールと歴史"]
        {
            for width in [520.0f32, 300.0, 200.0] {
                let (_, lines) = title_lines(title, width);
                assert_eq!(lines.concat(), title);
                for pair in lines.windows(2) {
                    let ends = pair[0].chars().next_back().is_some_and(is_katakana);
                    let starts = pair[1].chars().next().is_some_and(is_katakana);
                    assert!(!(ends && starts), "{width}: {lines:?}");
                }
            }
        }
        assert_eq!(
            wrap("フリジアンドラフツのルールと歴史", 10.0),
            ["フリジアンドラフツの", "ルールと歴史"]
        );
    }
}
