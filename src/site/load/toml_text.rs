//! TOML read into a settings struct, with the control characters its escapes can write refused:
//! `"\u001b"`, `"\e"`, `"\x07"`, `"\b"` or `"\f"` put into a string the same invisible
//! characters that `source_file` refuses when they are typed raw, so they are refused the same
//! way, at the escape that writes them.

use std::ops::Range;

use serde::de::DeserializeOwned;
use toml::de::{DeTable, DeValue, Deserializer};
use toml::Spanned;

use super::source_file::is_control;

/// Why a TOML text could not be read: what was expected, and where (a byte range of the text).
#[derive(Debug)]
pub(crate) struct TomlError {
    message: String,
    span: Option<Range<usize>>,
}

impl TomlError {
    pub(crate) fn message(&self) -> &str {
        self.message.trim()
    }

    pub(crate) fn span(&self) -> Option<Range<usize>> {
        self.span.clone()
    }
}

impl From<toml::de::Error> for TomlError {
    fn from(e: toml::de::Error) -> Self {
        TomlError {
            message: e.message().to_string(),
            span: e.span(),
        }
    }
}

/// `text` read as a `T`; a string or key that holds a control character (other than tab and
/// line ends) is an error at the escape that wrote it.
pub(crate) fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, TomlError> {
    let table = DeTable::parse(text)?;
    if let Some(error) = control_in_table(text, table.get_ref()) {
        return Err(error);
    }
    Ok(T::deserialize(Deserializer::from(table))?)
}

fn control_in_table(text: &str, table: &DeTable<'_>) -> Option<TomlError> {
    table.iter().find_map(|(key, value)| {
        control_in_string(text, key.get_ref(), key.span()).or_else(|| control_in(text, value))
    })
}

fn control_in(text: &str, value: &Spanned<DeValue<'_>>) -> Option<TomlError> {
    match value.get_ref() {
        DeValue::String(s) => control_in_string(text, s, value.span()),
        DeValue::Array(items) => items.iter().find_map(|item| control_in(text, item)),
        DeValue::Table(table) => control_in_table(text, table),
        _ => None,
    }
}

/// The error for a decoded string (a value or a key) that holds a control character; `span` is
/// where it is written in `text`.
fn control_in_string(text: &str, decoded: &str, span: Range<usize>) -> Option<TomlError> {
    let c = decoded.chars().find(|&c| is_control(c))?;
    let written = text.get(span.clone()).unwrap_or_default();
    let (at, escape) = find_escape(written).unwrap_or((0, ""));
    let start = span.start + at;
    Some(TomlError {
        message: format!(
            "expected text, found the control character U+{:04X} written as `{escape}` here \
             (invisible, it would be published as it is); remove it",
            u32::from(c)
        ),
        span: Some(start..start + escape.len()),
    })
}

/// The first escape in a string as written (quotes included) that stands for a control
/// character: its byte offset and its text.
fn find_escape(written: &str) -> Option<(usize, &str)> {
    let mut rest = written.char_indices();
    while let Some((i, c)) = rest.next() {
        if c != '\\' {
            continue;
        }
        let (length, code) = match rest.next().map(|(_, c)| c) {
            Some('u') => (6, u32::from_str_radix(written.get(i + 2..i + 6)?, 16).ok()),
            Some('U') => (
                10,
                u32::from_str_radix(written.get(i + 2..i + 10)?, 16).ok(),
            ),
            Some('x') => (4, u32::from_str_radix(written.get(i + 2..i + 4)?, 16).ok()),
            Some('b') => (2, Some(0x08)),
            Some('f') => (2, Some(0x0c)),
            Some('e') => (2, Some(0x1b)),
            _ => continue,
        };
        if code.and_then(char::from_u32).is_some_and(is_control) {
            return Some((i, &written[i..i + length]));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, serde::Deserialize)]
    struct Text {
        #[allow(dead_code)]
        a: toml::Value,
    }

    fn refused(text: &str) -> (Range<usize>, String) {
        let e = from_str::<Text>(text).expect_err(text);
        (e.span().expect("a span"), e.message().to_string())
    }

    #[test]
    fn escaped_control_characters_are_refused_at_the_escape() {
        for (text, escape) in [
            (r#"a = "x\u001bz""#, r"\u001b"),
            (r#"a = "x\U00000007z""#, r"\U00000007"),
            (r#"a = "x\ez""#, r"\e"),
            (r#"a = "x\x00z""#, r"\x00"),
            (r#"a = "x\bz""#, r"\b"),
            (r#"a = ["ok", { b = "\n\u0085" }]"#, r"\u0085"),
            (r#"a = { "k\u0007" = 1 }"#, r"\u0007"),
            ("a = \"\"\"\nline \\\n  \\u009b\"\"\"", r"\u009b"),
        ] {
            let (span, message) = refused(text);
            assert_eq!(&text[span], escape, "{text}");
            assert!(
                message.contains(&format!("written as `{escape}`")),
                "{message}"
            );
        }
    }

    #[test]
    fn other_escapes_and_plain_text_pass() {
        for text in [
            r#"a = "tab\there, line\nend, \"quoted\" \\ \u00e9 \U0001F600""#,
            r"a = 'literal \u001b stays text'",
        ] {
            assert!(from_str::<Text>(text).is_ok(), "{text}");
        }
    }
}
