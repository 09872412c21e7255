//! The terminology check: `check` reports every variant a language's glossary forbids
//! (`load/glossary.rs`) in the language's pages and Fluent files, at its line and column (a
//! warning, so `--strict` fails on it). Only prose is checked: not Fluent comments (they may name a variant to forbid
//! it), ids, placeables, selector keys, front-matter keys and slugs, `## @section` lines, code
//! blocks or link targets.

use std::path::{Path, PathBuf};

use crate::site::diagnostic::{relative, Diagnostic, LineColumn};
use crate::site::load::content::FileLines;
use crate::site::load::glossary::{self, match_at, Term};
use crate::site::load::inputs::Inputs;
use crate::site::load::source_file;

/// Every language's forbidden variants found in its texts (the glossaries were read with the
/// inputs, and any that could not be is reported there).
pub(crate) fn check(inputs: &Inputs) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for (tag, terms) in inputs.glossaries.iter() {
        let file = glossary::path_of(tag);
        let folder = file.parent().unwrap_or(Path::new(""));
        for path in texts_of(inputs, tag, folder) {
            let Ok(text) = source_file::read(&inputs.root.join(&path), &path) else {
                continue; // Loading the site reports unreadable files.
            };
            let is_fluent = path.extension().is_some_and(|e| e == "ftl");
            let lines = (!is_fluent).then(|| FileLines::read(&text));
            out.extend(find_forbidden(&text, terms, lines.as_ref()).into_iter().map(
                |(at, term, variant)| {
                    Diagnostic::warning(
                        &path,
                        at,
                        format!(
                            "\"{variant}\" is not the approved term for {} in `{tag}`; write \"{}\" ({})",
                            term.concept,
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
    page: Option<&FileLines>,
) -> Vec<(LineColumn, &'t Term, String)> {
    let mut found = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let skip = page.is_some_and(|lines| !lines.is_prose(index + 1));
        let Some(chars) = prose(line, page.is_none(), skip) else {
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
fn prose(line: &str, is_fluent: bool, not_prose: bool) -> Option<Vec<(usize, char)>> {
    let trimmed = line.trim_start();
    let skip_line = not_prose
        || (is_fluent && (trimmed.starts_with('#') || trimmed.starts_with('.')))
        || (!is_fluent && (trimmed.starts_with('[') || trimmed.starts_with("slug ")));
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

#[cfg(test)]
mod tests {
    use super::*;

    fn terms() -> Vec<Term> {
        glossary::parse(
            "[[term]]\nconcept = \"flying king\"\napproved = \"flygende konge\"\nforbidden = [\"flyvende\"]\n\
             [[term]]\nconcept = \"man\"\napproved = \"兵\"\nforbidden = [\"卒\"]\n",
        )
        .unwrap()
    }

    fn columns(text: &str, fluent: bool) -> Vec<(usize, usize, String)> {
        let terms = terms();
        let page = (!fluent).then(|| FileLines::read(text));
        find_forbidden(text, &terms, page.as_ref())
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
        let terms = glossary::parse(
            "[[term]]\nconcept = \"at a distance\"\napproved = \"z daleka\"\nforbidden = [\"z dystansu\"]\n",
        )
        .unwrap();
        let text = "Bije z\u{a0}dystansu.";
        let found = find_forbidden(text, &terms, Some(&FileLines::read(text)));
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
}
