//! Reading an input file as text: UTF-8, a byte order mark dropped (editors on Windows add one,
//! and it is invisible), and bytes that are not UTF-8 or control characters (NUL, escape, bell …:
//! invisible, and published raw they would reach pages and terminals) reported at their line and
//! column.

use std::path::Path;

use crate::site::diagnostic::{Diagnostic, Diagnostics, LineColumn, SourceText};
use crate::site::load::invisible;

const BOM: &str = "\u{feff}";

/// The text of `path`; `rel` names it in messages.
pub(crate) fn read(path: &Path, rel: &Path) -> Result<String, Diagnostic> {
    let bytes = std::fs::read(path)
        .map_err(|e| Diagnostic::error(rel, LineColumn::default(), format!("cannot read: {e}")))?;
    decode(bytes).map_err(|(at, message)| Diagnostic::error(rel, at, message))
}

/// The text of `path` as `read` gives it, its error or its invisible characters out of place
/// (`invisible::warnings`) reported into `out`: how the site's loaders read what authors write.
pub(crate) fn read_reporting(path: &Path, rel: &Path, out: &mut Diagnostics) -> Option<String> {
    match read(path, rel) {
        Ok(text) => {
            out.extend(invisible::warnings(rel, &text));
            Some(text)
        }
        Err(e) => {
            out.push(e);
            None
        }
    }
}

/// The bytes as text without a leading byte order mark, or where the first byte that is not
/// UTF-8, or the first control character other than tab and line ends (or bidirectional
/// embedding or override), stands.
pub(crate) fn decode(bytes: Vec<u8>) -> Result<String, (LineColumn, String)> {
    match String::from_utf8(bytes) {
        Ok(text) => {
            let text = match text.strip_prefix(BOM) {
                Some(rest) => rest.to_string(),
                None => text,
            };
            let Some(i) = first_out_of_place(&text) else {
                return Ok(text);
            };
            let c = text[i..].chars().next().unwrap_or_default();
            let message = if invisible::is_override(c) {
                format!(
                    "expected text, found the bidirectional control U+{:04X} {} here \
                     (invisible, it reorders the text after it as displayed, so what is read \
                     is not what is written); remove it",
                    u32::from(c),
                    invisible::name(c)
                )
            } else {
                format!(
                    "expected text, found the control character U+{:04X} here (invisible, \
                     it would be published as it is); remove it",
                    u32::from(c)
                )
            };
            Err((SourceText::new(&text).position(i), message))
        }
        Err(e) => {
            let bytes = e.as_bytes();
            let good = e.utf8_error().valid_up_to();
            let before = std::str::from_utf8(&bytes[..good]).unwrap_or_default();
            let before = before.strip_prefix(BOM).unwrap_or(before);
            let at = SourceText::new(before).position(before.len());
            Err((
                at,
                format!(
                    "the file is not UTF-8: byte 0x{:02X} here is not a character; save the file as UTF-8",
                    bytes[good]
                ),
            ))
        }
    }
}

/// Where the first control character (`is_control`) or bidirectional override stands: the test
/// of `is_control(c) || invisible::is_override(c)` on every character, made on the bytes (every
/// file of a build passes here, twice for a page's body, and decoding each character cost a
/// few percent of a build). In UTF-8 a C1 control is `C2 80`–`C2 9F` and an override `E2 80
/// AA`–`E2 80 AE`; `C2` and `E2` only ever start a character.
fn first_out_of_place(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let suspect = |b: u8| b < 0x20 || matches!(b, 0x7f | 0xc2 | 0xe2);
    let mut i = 0;
    while i < bytes.len() {
        // Sixteen bytes at a time where none can start what is looked for.
        if let Some(block) = bytes.get(i..i + 16) {
            if !block.iter().any(|&b| suspect(b)) {
                i += 16;
                continue;
            }
        }
        let found = match bytes[i] {
            b'\t' | b'\n' | b'\r' => false,
            0..=0x1f | 0x7f => true,
            0xc2 => matches!(bytes.get(i + 1), Some(0x80..=0x9f)),
            0xe2 => {
                bytes.get(i + 1) == Some(&0x80) && matches!(bytes.get(i + 2), Some(0xaa..=0xae))
            }
            _ => false,
        };
        if found {
            return Some(i);
        }
        i += 1;
    }
    None
}

/// C0 and C1 controls and DEL, except the tab and the line ends text is made of: what has no
/// place in a site's text.
pub(crate) fn is_control(c: char) -> bool {
    c.is_control() && !matches!(c, '\t' | '\n' | '\r')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_bad_byte_is_located() {
        let (at, message) = decode(b"a = 1\nbb = \"\xff\"\n".to_vec()).unwrap_err();
        assert_eq!(at, LineColumn::new(2, 7));
        assert!(message.contains("0xFF"), "{message}");
    }

    #[test]
    fn control_characters_are_located() {
        for (bytes, column) in [(&b"ab\x00"[..], 3), (b"\x1b[31m", 1), (b"a\x07", 2)] {
            let mut text = b"x = 1\r\n\t".to_vec();
            text.extend_from_slice(bytes);
            let (at, message) = decode(text).unwrap_err();
            assert_eq!(at, LineColumn::new(2, column + 1), "{message}");
            assert!(message.contains("control character U+00"), "{message}");
        }
        assert!(decode("a\u{85}".as_bytes().to_vec()).is_err());
    }

    #[test]
    fn bidirectional_overrides_are_located_and_named() {
        let (at, message) = decode("x = 1\nif a \u{202E}b".as_bytes().to_vec()).unwrap_err();
        assert_eq!(at, LineColumn::new(2, 6));
        assert!(
            message.contains("U+202E RIGHT-TO-LEFT OVERRIDE"),
            "{message}"
        );
    }

    proptest::proptest! {
        /// The byte scan finds what a scan of the characters finds.
        #[test]
        fn the_byte_scan_agrees_with_the_characters(
            text in "[a-zé\t\n\r \u{0}-\u{1f}\u{7f}-\u{a0}\u{2028}-\u{2030}\u{2066}-\u{2069}国]{0,120}"
        ) {
            let by_chars = text.find(|c| is_control(c) || invisible::is_override(c));
            proptest::prop_assert_eq!(first_out_of_place(&text), by_chars);
        }
    }

    #[test]
    fn a_byte_order_mark_is_dropped() {
        assert_eq!(decode(b"\xef\xbb\xbfkey = 1".to_vec()).unwrap(), "key = 1");
        let (at, _) = decode(b"\xef\xbb\xbf\xc3(".to_vec()).unwrap_err();
        assert_eq!(at, LineColumn::new(1, 1));
    }
}
