//! Invisible characters that change what a reader sees ("Trojan source"): bidirectional
//! embeddings and overrides reorder the text around them as displayed, so they are refused like
//! control characters; isolates, zero-width characters and a byte order mark inside the text are
//! named in a warning, except where a script needs them (a joiner inside Persian, Indic or emoji
//! text, a pair of isolates around a Latin run in Arabic prose, which the page turns into
//! `<bdi>`).

use std::path::Path;

use crate::site::diagnostic::{Diagnostic, SourceText};

/// U+202A–U+202E: left-to-right and right-to-left embeddings, their end, and the overrides.
pub(crate) fn is_override(c: char) -> bool {
    ('\u{202A}'..='\u{202E}').contains(&c)
}

/// The character's Unicode name, for messages.
pub(crate) fn name(c: char) -> &'static str {
    match c {
        '\u{200B}' => "ZERO WIDTH SPACE",
        '\u{200C}' => "ZERO WIDTH NON-JOINER",
        '\u{200D}' => "ZERO WIDTH JOINER",
        '\u{202A}' => "LEFT-TO-RIGHT EMBEDDING",
        '\u{202B}' => "RIGHT-TO-LEFT EMBEDDING",
        '\u{202C}' => "POP DIRECTIONAL FORMATTING",
        '\u{202D}' => "LEFT-TO-RIGHT OVERRIDE",
        '\u{202E}' => "RIGHT-TO-LEFT OVERRIDE",
        '\u{2066}' => "LEFT-TO-RIGHT ISOLATE",
        '\u{2067}' => "RIGHT-TO-LEFT ISOLATE",
        '\u{2068}' => "FIRST STRONG ISOLATE",
        '\u{2069}' => "POP DIRECTIONAL ISOLATE",
        '\u{FEFF}' => "BYTE ORDER MARK",
        _ => "an invisible character",
    }
}

const FIRST_STRONG_ISOLATE: char = '\u{2068}';
const POP_ISOLATE: char = '\u{2069}';

/// A warning per kind of invisible character out of place in `text` (the file `file`), at the
/// first one, with how many more the file has: one cause, one message.
pub(crate) fn warnings(file: &Path, text: &str) -> Vec<Diagnostic> {
    let mut found: Vec<(char, usize, usize)> = Vec::new();
    for offset in out_of_place(text) {
        let c = text[offset..].chars().next().unwrap_or_default();
        match found.iter_mut().find(|(kind, _, _)| *kind == c) {
            Some((_, _, count)) => *count += 1,
            None => found.push((c, offset, 1)),
        }
    }
    let source = SourceText::new(text);
    found
        .into_iter()
        .map(|(c, offset, count)| {
            let more = match count {
                1 => String::new(),
                n => format!(" (and {} more in this file)", n - 1),
            };
            Diagnostic::warning(
                file,
                source.position(offset),
                format!(
                    "the invisible character U+{:04X} {} here{more}: it changes how the text \
                     around it is shown or joined, unseen; remove it{}",
                    u32::from(c),
                    name(c),
                    advice(c)
                ),
            )
        })
        .collect()
}

fn advice(c: char) -> &'static str {
    match c {
        FIRST_STRONG_ISOLATE | POP_ISOLATE => {
            " or pair it (U+2068 … U+2069 on one line isolates a run)"
        }
        '\u{2066}' | '\u{2067}' => " (U+2068 … U+2069 around a run isolates it)",
        _ => "",
    }
}

/// Whether `text` holds any of the characters looked at here. All of them are three bytes in
/// UTF-8 starting with 0xE2 (U+2000–U+2FFF) or 0xEF (U+FEFF): a byte scan rules out almost every
/// file at once, where the walk below looks at each character and its neighbours.
fn may_hold_invisible(text: &str) -> bool {
    let bytes = text.as_bytes();
    memchr::memchr2_iter(0xE2, 0xEF, bytes).any(|i| {
        matches!(
            bytes.get(i..i + 3),
            Some([0xE2, 0x80, 0x8B..=0x8D] | [0xE2, 0x81, 0xA6..=0xA9] | [0xEF, 0xBB, 0xBF])
        )
    })
}

/// Offsets of the isolates, zero-width characters and byte order marks that no script needs.
fn out_of_place(text: &str) -> Vec<usize> {
    let mut found = Vec::new();
    if !may_hold_invisible(text) {
        return found;
    }
    let mut line_start = 0;
    for line in text.split_inclusive('\n') {
        found.extend(unpaired_isolates(line).into_iter().map(|i| line_start + i));
        let mut before = None;
        let mut chars = line.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            let after = chars.peek().map(|&(_, c)| c);
            let flagged = match c {
                '\u{2066}' | '\u{2067}' | '\u{FEFF}' => true,
                '\u{200B}' | '\u{200C}' | '\u{200D}' => !needed_between(c, before, after),
                _ => false,
            };
            if flagged {
                found.push(line_start + i);
            }
            before = Some(c);
        }
        line_start += line.len();
    }
    found.sort_unstable();
    found
}

/// First strong isolates not closed on their line and pop isolates that close nothing.
fn unpaired_isolates(line: &str) -> Vec<usize> {
    let mut open = Vec::new();
    let mut unpaired = Vec::new();
    for (i, c) in line.char_indices() {
        match c {
            FIRST_STRONG_ISOLATE => open.push(i),
            POP_ISOLATE if open.pop().is_none() => unpaired.push(i),
            _ => {}
        }
    }
    unpaired.extend(open);
    unpaired
}

/// Whether a zero-width character between `before` and `after` is part of the writing: a
/// non-joiner or joiner between letters of a script whose letters join or combine (Arabic and
/// Persian, Syriac, the Indic scripts …), a joiner inside an emoji sequence, a zero-width space
/// between words of a script written without spaces (Thai, Lao, Khmer, Myanmar, Tibetan).
fn needed_between(c: char, before: Option<char>, after: Option<char>) -> bool {
    let (Some(before), Some(after)) = (before, after) else {
        return false;
    };
    match c {
        '\u{200C}' => joins(before) && joins(after),
        '\u{200D}' => (joins(before) && joins(after)) || (emoji(before) && emoji(after)),
        _ => unspaced(before) && unspaced(after),
    }
}

/// Letters of scripts shaped with joiners and non-joiners.
fn joins(c: char) -> bool {
    matches!(c,
        '\u{0600}'..='\u{08FF}'   // Arabic, Syriac, Thaana, N'Ko, Samaritan, Arabic supplements
        | '\u{0900}'..='\u{0DFF}' // Devanagari to Sinhala
        | '\u{0F00}'..='\u{0FFF}' // Tibetan
        | '\u{1000}'..='\u{109F}' // Myanmar
        | '\u{1780}'..='\u{18AF}' // Khmer, Mongolian
        | '\u{A8E0}'..='\u{A8FF}' // Devanagari extended
        | '\u{FB50}'..='\u{FDFF}' // Arabic presentation forms A
        | '\u{FE70}'..='\u{FEFE}' // Arabic presentation forms B
    )
}

/// Emoji, their variation selector and skin-tone modifiers: the parts of a joined sequence.
fn emoji(c: char) -> bool {
    matches!(c, '\u{2600}'..='\u{27BF}' | '\u{FE0F}' | '\u{1F000}'..='\u{1FAFF}')
}

/// Scripts written without spaces between words, which a zero-width space may separate.
fn unspaced(c: char) -> bool {
    matches!(c,
        '\u{0E00}'..='\u{0EFF}'   // Thai, Lao
        | '\u{0F00}'..='\u{0FFF}' // Tibetan
        | '\u{1000}'..='\u{109F}' // Myanmar
        | '\u{1780}'..='\u{17FF}' // Khmer
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flagged(text: &str) -> Vec<char> {
        out_of_place(text)
            .into_iter()
            .map(|i| text[i..].chars().next().unwrap())
            .collect()
    }

    #[test]
    fn joiners_inside_the_scripts_that_need_them_pass() {
        // Persian "mi-khāham" with its non-joiner, Devanagari "kṣa" with a joiner, a family emoji.
        assert!(flagged("می\u{200C}خواهم").is_empty());
        assert!(flagged("क्\u{200D}ष").is_empty());
        assert!(flagged("👩\u{200D}👧").is_empty());
        assert!(flagged("ภาษา\u{200B}ไทย").is_empty());
        // A pair of isolates around a Latin run in Arabic prose.
        assert!(flagged("قال \u{2068}Frysk!\u{2069} هنا").is_empty());
    }

    #[test]
    fn the_byte_scan_sees_every_character_the_walk_looks_at() {
        for c in [
            '\u{200B}', '\u{200C}', '\u{200D}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}',
            '\u{FEFF}',
        ] {
            assert!(
                may_hold_invisible(&format!("a{c}b")),
                "U+{:04X}",
                u32::from(c)
            );
        }
        // Quotation marks and dashes share the first byte; other scripts pass untouched.
        assert!(!may_hold_invisible(
            "„idézet” — “quote” « ok » 漢字 العربية"
        ));
    }

    #[test]
    fn invisible_characters_out_of_place_are_found() {
        assert_eq!(flagged("pass\u{200B}word"), ['\u{200B}']);
        assert_eq!(flagged("a\u{200D}b \u{200C}"), ['\u{200D}', '\u{200C}']);
        assert_eq!(flagged("text\u{FEFF}more"), ['\u{FEFF}']);
        assert_eq!(flagged("\u{2067}x\u{2069}"), ['\u{2067}', '\u{2069}']);
        assert_eq!(
            flagged("\u{2068}open\nclosed\u{2069}"),
            ['\u{2068}', '\u{2069}']
        );
    }

    #[test]
    fn one_warning_per_kind_with_a_count() {
        let found = warnings(Path::new("f.md"), "a\u{200B}b\nc\u{200B}d \u{200B}\n");
        assert_eq!(found.len(), 1);
        assert_eq!((found[0].line, found[0].column), (1, 2));
        assert!(found[0]
            .message
            .contains("U+200B ZERO WIDTH SPACE here (and 2 more"));
    }
}
