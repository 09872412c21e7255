//! The terminology check: each language may keep `locales/<tag>/glossary.toml`, the approved word
//! for each concept of the games (man, king, capture, flying king, hole…) and the variants its
//! texts must not use. `check` reports every forbidden variant in the language's pages and Fluent
//! files at its line and column (a warning, so `--strict` fails on it).
//!
//! ```toml
//! [[term]]
//! concept = "flying king"          # in English, for the reviewer
//! approved = "flygende konge"
//! forbidden = ["flyvende"]
//! ```
//!
//! A variant matches whole words, ignoring case; in scripts written without spaces (Chinese) it
//! matches anywhere. Only prose is checked: not Fluent comments (they may name a variant to forbid
//! it), ids, placeables, selector keys, front-matter keys and slugs, `## @section` lines, code
//! blocks or link targets.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::site::diagnostic::{relative, Diagnostic, LineColumn, SourceText};
use crate::site::load::inputs::Inputs;
use crate::site::load::layout::LOCALES;
use crate::site::load::source_file;

pub(crate) const FILE_NAME: &str = "glossary.toml";

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawGlossary {
    #[serde(default)]
    term: Vec<Term>,
}

/// One concept: the word to write and the words not to.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Term {
    pub concept: String,
    pub approved: String,
    #[serde(default)]
    pub forbidden: Vec<String>,
}

/// Every language's forbidden variants found in its texts, and any glossary that can't be read.
pub(crate) fn check(inputs: &Inputs) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for language in &inputs.config.languages {
        let folder = Path::new(LOCALES).join(&language.tag);
        let file = folder.join(FILE_NAME);
        let path = inputs.root.join(&file);
        if !path.exists() {
            continue; // A language without a glossary has nothing to check.
        }
        let text = match source_file::read(&path, &file) {
            Ok(text) => text,
            Err(d) => {
                out.push(d);
                continue;
            }
        };
        let terms = match parse(&text) {
            Ok(terms) => terms,
            Err((at, message)) => {
                out.push(Diagnostic::error(&file, at, message));
                continue;
            }
        };
        for path in texts_of(inputs, &language.tag, &folder) {
            let Ok(text) = source_file::read(&inputs.root.join(&path), &path) else {
                continue; // Loading the site reports unreadable files.
            };
            let is_fluent = path.extension().is_some_and(|e| e == "ftl");
            out.extend(find_forbidden(&text, &terms, is_fluent).into_iter().map(
                |(at, term, variant)| {
                    Diagnostic::warning(
                        &path,
                        at,
                        format!(
                            "\"{variant}\" is not the approved term for {} in `{}`; write \"{}\" ({})",
                            term.concept,
                            language.tag,
                            term.approved,
                            file.display()
                        ),
                    )
                },
            ));
        }
    }
    out
}

pub(crate) fn parse(text: &str) -> Result<Vec<Term>, (LineColumn, String)> {
    let raw: RawGlossary = toml::from_str(text).map_err(|e| {
        (
            SourceText::new(text).span_start(e.span()),
            e.message().trim().to_string(),
        )
    })?;
    Ok(raw.term)
}

/// The language's pages and Fluent files, as paths relative to the site's root.
fn texts_of(inputs: &Inputs, tag: &str, folder: &Path) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = inputs
        .pages
        .iter()
        .filter_map(|p| p.translations.get(tag))
        .map(|t| relative(&t.path, &inputs.root))
        .collect();
    if let Ok(entries) = std::fs::read_dir(inputs.root.join(folder)) {
        let mut ftl: Vec<PathBuf> = entries
            .filter_map(Result::ok)
            .map(|e| folder.join(e.file_name()))
            .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
            .collect();
        ftl.sort();
        paths.extend(ftl);
    }
    paths
}

/// Each forbidden variant in `text`, with its position, its term and the words as written.
pub(crate) fn find_forbidden<'t>(
    text: &str,
    terms: &'t [Term],
    is_fluent: bool,
) -> Vec<(LineColumn, &'t Term, String)> {
    let mut found = Vec::new();
    let mut in_fence = false;
    for (index, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            in_fence = !in_fence;
            continue;
        }
        let Some(chars) = prose(line, is_fluent, in_fence) else {
            continue;
        };
        for term in terms {
            for variant in &term.forbidden {
                let wanted: Vec<char> = variant.chars().collect();
                for start in 0..chars.len() {
                    if let Some(len) = match_at(&chars, start, &wanted) {
                        let from = chars[start].0;
                        let to = chars.get(start + len).map_or(line.len(), |c| c.0);
                        found.push((
                            LineColumn::new(index + 1, start + 1),
                            term,
                            line[from..to].to_string(),
                        ));
                    }
                }
            }
        }
    }
    found.sort_by_key(|(at, _, _)| (at.line, at.column));
    found
}

/// A line's characters with everything but prose blanked out (positions kept), or `None` when
/// the whole line is not prose.
fn prose(line: &str, is_fluent: bool, in_fence: bool) -> Option<Vec<(usize, char)>> {
    let trimmed = line.trim_start();
    let skip_line = in_fence
        || (is_fluent && (trimmed.starts_with('#') || trimmed.starts_with('.')))
        || (!is_fluent
            && (trimmed.starts_with("## @")
                || trimmed.starts_with('[')
                || trimmed.starts_with("slug ")));
    if skip_line {
        return None;
    }
    let mut chars: Vec<(usize, char)> = line.char_indices().collect();
    // An entry's id (`id =`, `-term =`, `key =`): everything before the first ` = `.
    if let Some(eq) = line.find(" = ") {
        let id = &line[..eq];
        if id
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_' || c == ' ')
        {
            blank(&mut chars, |at| at < eq);
        }
    }
    // Placeables and selector keys (Fluent), link targets (Markdown).
    let mut depth = 0usize;
    let mut in_target = false;
    let mut prev = ' ';
    for (at, c) in chars.iter_mut() {
        let here = *c;
        match here {
            '{' if is_fluent => depth += 1,
            '[' if is_fluent && line[..*at].trim().trim_start_matches('*').is_empty() => depth += 1,
            '(' if !is_fluent && prev == ']' => in_target = true,
            _ => {}
        }
        if depth > 0 || in_target {
            *c = ' ';
        }
        match here {
            '}' | ']' if is_fluent => depth = depth.saturating_sub(1),
            ')' => in_target = false,
            _ => {}
        }
        prev = here;
    }
    Some(chars)
}

fn blank(chars: &mut [(usize, char)], masked: impl Fn(usize) -> bool) {
    for (at, c) in chars.iter_mut() {
        if masked(*at) {
            *c = ' ';
        }
    }
}

/// The length in characters of `wanted` at `start`, ignoring case, on word boundaries.
fn match_at(line: &[(usize, char)], start: usize, wanted: &[char]) -> Option<usize> {
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

    fn terms() -> Vec<Term> {
        parse(
            "[[term]]\nconcept = \"flying king\"\napproved = \"flygende konge\"\nforbidden = [\"flyvende\"]\n\
             [[term]]\nconcept = \"man\"\napproved = \"兵\"\nforbidden = [\"卒\"]\n",
        )
        .unwrap()
    }

    fn columns(text: &str, fluent: bool) -> Vec<(usize, usize, String)> {
        let terms = terms();
        find_forbidden(text, &terms, fluent)
            .into_iter()
            .map(|(at, _, w)| (at.line, at.column, w))
            .collect()
    }

    #[test]
    fn whole_words_any_case_with_character_columns() {
        assert_eq!(
            columns("En konge.\nÆn Flyvende konge, flyvendes.", false),
            vec![(2, 4, "Flyvende".to_string())]
        );
    }

    #[test]
    fn a_space_in_a_forbidden_form_matches_a_no_break_space() {
        let terms = parse(
            "[[term]]\nconcept = \"at a distance\"\napproved = \"z daleka\"\nforbidden = [\"z dystansu\"]\n",
        )
        .unwrap();
        let found = find_forbidden("Bije z\u{a0}dystansu.", &terms, false);
        assert_eq!(found.len(), 1);
    }

    #[test]
    fn unspaced_scripts_match_inside_runs() {
        assert_eq!(columns("白卒：28。", false), vec![(1, 2, "卒".to_string())]);
    }

    #[test]
    fn fluent_comments_may_name_a_variant() {
        assert!(columns("# not \"flyvende\"\nx = flygende", true).is_empty());
        assert_eq!(columns("# x\nx = flyvende", true).len(), 1);
    }

    #[test]
    fn ids_keys_placeables_code_and_link_targets_are_not_prose() {
        let fluent =
            "flyvende-x = { $flyvende }\n    [flyvende] ok\n   *[flyvende] ok\n    .flyvende = a";
        assert!(columns(fluent, true).is_empty());
        let markdown =
            "[diagrams.flyvende]\nflyvende = \"ok\"\nslug = \"flyvende\"\n## @flyvende\n\
                        ```diagram\nflyvende\n```\nSee [it](@/games/flyvende).";
        assert!(columns(markdown, false).is_empty());
        assert_eq!(
            columns("caption = \"En flyvende konge\"", false),
            vec![(1, 15, "flyvende".to_string())]
        );
    }

    #[test]
    fn a_broken_glossary_is_an_error_at_its_line() {
        let (at, message) = parse("[[term]]\nconcept = \"man\"\napproved = 3\n").unwrap_err();
        assert_eq!(at.line, 3);
        assert!(message.contains("string"), "{message}");
    }
}
