//! A language's glossary, `locales/<tag>/glossary.toml`: the approved word for each concept of
//! the games (man, king, capture, flying king, hole…) and the variants its texts must not use.
//! `check` reports the variants found in a language's texts (`lint/glossary.rs`), and the search
//! index lets a reader who types one find the approved word (`search/synonyms.rs`).
//!
//! ```toml
//! [[term]]
//! concept = "crowning"                        # in English, for the reviewer
//! approved = "crown (crowned, crowning, crowns)"  # the word, then its other forms
//! forbidden = ["promotion", "promote"]
//! ```
//!
//! Words match whole, ignoring case; in scripts written without spaces (Chinese, Japanese) they
//! match anywhere.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;

use crate::site::diagnostic::{Diagnostic, Diagnostics, LineColumn, SourceText};
use crate::site::load::config::SiteConfig;
use crate::site::load::layout::LOCALES;
use crate::site::load::{source_file, toml_text};

pub(crate) const FILE_NAME: &str = "glossary.toml";

/// Each language's terms, by tag; a language without a glossary has none.
pub(crate) type Glossaries = BTreeMap<String, Vec<Term>>;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGlossary {
    #[serde(default)]
    term: Vec<RawTerm>,
}

/// A term as written, with where its words are.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTerm {
    concept: String,
    approved: Spanned<String>,
    #[serde(default)]
    forbidden: Vec<Spanned<String>>,
}

/// One concept: the word to write and the words not to.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Term {
    pub concept: String,
    pub approved: String,
    #[serde(default)]
    pub forbidden: Vec<String>,
}

impl Term {
    /// The approved word's forms: `crown (crowned, crowning)` is `crown`, `crowned`, `crowning`.
    pub(crate) fn approved_forms(&self) -> Vec<&str> {
        let (word, others) = match self.approved.split_once('(') {
            Some((word, rest)) => (word, rest.trim_end().trim_end_matches(')')),
            None => (self.approved.as_str(), ""),
        };
        std::iter::once(word)
            .chain(others.split(','))
            .map(str::trim)
            .filter(|form| !form.is_empty())
            .collect()
    }
}

/// The glossary of a language's folder (`locales/<tag>/`), if it keeps one.
pub(crate) fn path_of(tag: &str) -> PathBuf {
    Path::new(LOCALES).join(tag).join(FILE_NAME)
}

/// Every language's glossary; one that cannot be read is an error at its line.
pub(crate) fn load(root: &Path, config: &SiteConfig, found: &mut Diagnostics) -> Glossaries {
    let mut glossaries = Glossaries::new();
    for language in &config.languages {
        let file = path_of(&language.tag);
        let path = root.join(&file);
        if !path.exists() {
            continue;
        }
        let Some(text) = source_file::read_reporting(&path, &file, found) else {
            continue;
        };
        match parse(&text) {
            Ok(terms) => {
                glossaries.insert(language.tag.clone(), terms);
            }
            Err((at, message)) => found.push(Diagnostic::error(&file, at, message)),
        }
    }
    glossaries
}

pub(crate) fn parse(text: &str) -> Result<Vec<Term>, (LineColumn, String)> {
    let raw: RawGlossary = toml_text::from_str(text).map_err(|e| {
        (
            SourceText::new(text).span_start(e.span()),
            e.message().trim().to_string(),
        )
    })?;
    raw.term
        .into_iter()
        .map(|term| {
            let words = std::iter::once(&term.approved).chain(&term.forbidden);
            if let Some(blank) = words.into_iter().find(|w| w.get_ref().trim().is_empty()) {
                return Err((
                    SourceText::new(text).span_start(Some(blank.span())),
                    format!(
                        "expected a word, found `{}`: a glossary word of nothing but spaces would \
                         match between every two words of the language's texts",
                        blank.get_ref().escape_debug()
                    ),
                ));
            }
            Ok(Term {
                concept: term.concept,
                approved: term.approved.into_inner(),
                forbidden: term
                    .forbidden
                    .into_iter()
                    .map(Spanned::into_inner)
                    .collect(),
            })
        })
        .collect()
}

/// The length in characters of `wanted` at `start`, ignoring case, on word boundaries.
pub(crate) fn match_at(line: &[(usize, char)], start: usize, wanted: &[char]) -> Option<usize> {
    let (first, last) = (wanted.first()?, wanted.last()?);
    let slice = line.get(start..start + wanted.len())?;
    let same = slice
        .iter()
        .zip(wanted)
        .all(|((_, a), b)| same_letter(*a, *b));
    let before_ok = start == 0 || !joins(line[start - 1].1, *first);
    let after_ok = line
        .get(start + wanted.len())
        .is_none_or(|(_, next)| !joins(*next, *last));
    (same && before_ok && after_ok).then_some(wanted.len())
}

/// The same letter in any case; any space matches any space, as typography puts no-break
/// spaces where the glossary's author typed a plain one (Polish after a one-letter word, French
/// before `:`).
fn same_letter(a: char, b: char) -> bool {
    a == b || (a.is_whitespace() && b.is_whitespace()) || a.to_lowercase().eq(b.to_lowercase())
}

/// Whether two neighbouring characters belong to one word (then a match can't end between them).
fn joins(neighbour: char, edge: char) -> bool {
    is_word_letter(neighbour) && is_word_letter(edge)
}

/// A letter or digit of a script that separates words with spaces.
fn is_word_letter(c: char) -> bool {
    c.is_alphanumeric() && !is_unspaced(c)
}

/// Chinese and Japanese characters: words run together, so any position is a boundary.
fn is_unspaced(c: char) -> bool {
    matches!(c,
        '\u{3040}'..='\u{30FF}' | '\u{3400}'..='\u{4DBF}' | '\u{4E00}'..='\u{9FFF}'
        | '\u{F900}'..='\u{FAFF}' | '\u{20000}'..='\u{2FA1F}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_broken_glossary_is_an_error_at_its_line() {
        let (at, message) = parse("[[term]]\nconcept = \"man\"\napproved = 3\n").unwrap_err();
        assert_eq!(at.line, 3);
        assert!(message.contains("string"), "{message}");
    }

    #[test]
    fn a_control_character_written_as_an_escape_is_refused_at_it() {
        let (at, message) =
            parse("[[term]]\nconcept = \"man\"\napproved = \"m\\u001ban\"\n").unwrap_err();
        assert_eq!((at.line, at.column), (3, 14), "{message}");
        assert!(message.contains("U+001B"), "{message}");
    }

    #[test]
    fn a_word_of_nothing_but_spaces_is_an_error_at_it() {
        for (text, column) in [
            (
                "[[term]]\nconcept = \"man\"\napproved = \"m\"\nforbidden = [\"a\", \" \"]\n",
                19,
            ),
            ("[[term]]\nconcept = \"man\"\napproved = \"\\t\"\n", 12),
        ] {
            let (at, message) = parse(text).unwrap_err();
            assert_eq!(at.column, column, "{message}");
            assert!(message.starts_with("expected a word"), "{message}");
        }
    }

    #[test]
    fn the_approved_word_lists_its_forms_in_brackets() {
        let term = |approved: &str| Term {
            concept: "c".into(),
            approved: approved.into(),
            forbidden: vec![],
        };
        assert_eq!(term("man (men)").approved_forms(), ["man", "men"]);
        assert_eq!(
            term("crown (crowned, crowns)").approved_forms(),
            ["crown", "crowned", "crowns"]
        );
        assert_eq!(term("flying king").approved_forms(), ["flying king"]);
        assert_eq!(term("成").approved_forms(), ["成"]);
    }
}
