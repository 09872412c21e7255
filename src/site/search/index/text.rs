//! Tidying text for the index, as Pagefind 1.6 does (MIT): entities decoded, the ends trimmed,
//! line breaks and runs of spaces made one space.

/// Text with its entities decoded, its ends trimmed, each run of line breaks or of two or more
/// white-space characters made one space (a single tab or no-break space stays as it is).
pub(super) fn normalize_content(content: &str) -> String {
    let decoded = html_escape::decode_html_entities(content);
    let trimmed = decoded.trim();
    let mut out = String::with_capacity(trimmed.len());
    // The text between white space is copied whole rather than character by character.
    let mut rest = trimmed;
    while let Some(at) = rest.find(char::is_whitespace) {
        out.push_str(&rest[..at]);
        let mut after = rest[at..].chars();
        let Some(first) = after.next() else { break };
        let after = after.as_str();
        let run_end = after
            .find(|c: char| !c.is_whitespace())
            .unwrap_or(after.len());
        // A lone `\r` is neither a line break nor a run, and stays.
        out.push(if run_end == 0 && first != '\n' {
            first
        } else {
            ' '
        });
        rest = &after[run_end..];
    }
    out.push_str(rest);
    out
}

/// The parser's markers for the index, which must not show in metadata: each
/// `___PAGEFIND_…` word with the white-space character after it.
pub(super) fn without_markers(value: &str) -> String {
    const MARKER: &str = "___PAGEFIND_";
    let mut out = String::with_capacity(value.len());
    let mut rest = value;
    while let Some(at) = rest.find(MARKER) {
        out.push_str(&rest[..at]);
        let after = &rest[at + MARKER.len()..];
        let word_end = after.find(char::is_whitespace).unwrap_or(after.len());
        if word_end == 0 {
            // `\S+` needs one character: the marker alone is text.
            out.push_str(MARKER);
            rest = after;
            continue;
        }
        let mut tail = after[word_end..].chars();
        if tail.next().is_some() {
            rest = tail.as_str();
        } else {
            rest = "";
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_of_space_and_line_breaks_become_one_space() {
        assert_eq!(
            normalize_content("\n  a\n\nb  c\u{a0}d\te &amp; f\r\ng \n"),
            "a b c\u{a0}d\te & f g"
        );
    }

    /// Pagefind's reading, character by character.
    fn normalized_char_by_char(content: &str) -> String {
        let decoded = html_escape::decode_html_entities(content);
        let mut out = String::new();
        let mut chars = decoded.trim().chars().peekable();
        while let Some(c) = chars.next() {
            if !c.is_whitespace() {
                out.push(c);
                continue;
            }
            let mut run = 1;
            while chars.next_if(|c| c.is_whitespace()).is_some() {
                run += 1;
            }
            out.push(if run == 1 && c != '\n' { c } else { ' ' });
        }
        out
    }

    proptest::proptest! {
        #[test]
        fn runs_are_found_as_pagefind_finds_them(
            text in "[a\u{e9}\u{4e2d} \t\n\r\u{a0}\u{b}\u{3000}&;amp]{0,40}"
        ) {
            proptest::prop_assert_eq!(normalize_content(&text), normalized_char_by_char(&text));
        }
    }

    #[test]
    fn markers_leave_metadata() {
        assert_eq!(
            without_markers("Crowning ___PAGEFIND_ANCHOR___span:3:x and"),
            "Crowning and"
        );
        assert_eq!(without_markers("a ___PAGEFIND_ b"), "a ___PAGEFIND_ b");
    }
}
