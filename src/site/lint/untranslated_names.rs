//! Game names left in the reference language. A language names each game in its `games.ftl`
//! (the term `-<page id>`); a translated page that writes the reference language's name instead
//! ("Antidraughts" in a German page, where the game is "Schlagdame") is a warning at its line.
//! A deliberate mention — the reference name in brackets, quotation marks or italics, as in
//! "Schlagdame (Antidraughts)" or "known in English as *Antidraughts*" — is not.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

use crate::site::diagnostic::{Diagnostic, LineColumn};
use crate::site::load::content::FileLines;
use crate::site::load::inputs::Inputs;
use crate::site::load::l10n::LocaleFiles;

/// More forms than this (a term selecting on many variables) are not spelled out.
const MAX_FORMS: usize = 256;

pub(crate) fn check(inputs: &Inputs) -> Vec<Diagnostic> {
    let reference = &inputs.config.reference_language;
    let Some(source) = inputs.locales.get(reference) else {
        return Vec::new();
    };
    let ids: Vec<&str> = inputs.pages.iter().map(|p| p.facts.id.as_str()).collect();
    let mut out = Vec::new();
    for locale in inputs.locales.iter().filter(|l| &l.tag != reference) {
        // The reference names this language writes otherwise, longest first (so that
        // "Super Chinese checkers" is reported rather than the "Chinese checkers" inside it).
        let mut foreign: Vec<String> = Vec::new();
        for id in &ids {
            let own = name_forms(locale, id);
            if own.is_empty() {
                continue; // Not named in this language: the reference name is its name.
            }
            foreign.extend(
                name_forms(source, id)
                    .into_iter()
                    .filter(|name| !own.iter().any(|o| o.contains(name.as_str()))),
            );
        }
        foreign.sort_by_key(|name| std::cmp::Reverse(name.len()));
        foreign.dedup();
        if foreign.is_empty() {
            continue;
        }
        for page in &inputs.pages {
            let Some(t) = page.translations.get(&locale.tag) else {
                continue;
            };
            let Ok(text) = std::fs::read_to_string(inputs.root.join(&t.path)) else {
                continue; // The build reports a file it cannot read.
            };
            for (line, column, name) in mentions(&text, &foreign) {
                out.push(Diagnostic::warning(
                    &t.path,
                    LineColumn::new(line, column),
                    format!(
                        "“{name}” is the `{reference}` name of a game that `{}` names itself \
                         (locales/{}/games.ftl); write that name, or mark a deliberate mention \
                         of the `{reference}` one with brackets, quotation marks or italics",
                        locale.tag, locale.tag
                    ),
                ));
            }
        }
    }
    out
}

/// Every form of the game's name term (`-<id>`): each combination of its select expressions'
/// variants, spelled out. Empty when the language has no such term.
fn name_forms(locale: &LocaleFiles, id: &str) -> Vec<String> {
    let term = locale.resources.iter().find_map(|r| {
        r.entries().find_map(|e| match e {
            Entry::Term(t) if t.id.name == id => Some(t),
            _ => None,
        })
    });
    let Some(term) = term else {
        return Vec::new();
    };
    let mut forms = pattern_forms(&term.value);
    for form in &mut forms {
        *form = form.split_whitespace().collect::<Vec<_>>().join(" ");
    }
    forms.retain(|f| !f.is_empty());
    forms.sort();
    forms.dedup();
    forms
}

fn pattern_forms(pattern: &Pattern<&str>) -> Vec<String> {
    let mut forms = vec![String::new()];
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => {
                forms.iter_mut().for_each(|f| f.push_str(value))
            }
            PatternElement::Placeable { expression } => {
                let choices = expression_forms(expression);
                if choices.is_empty() {
                    continue;
                }
                let mut next = Vec::new();
                for f in &forms {
                    for c in &choices {
                        if next.len() < MAX_FORMS {
                            next.push(format!("{f}{c}"));
                        }
                    }
                }
                forms = next;
            }
        }
    }
    forms
}

fn expression_forms(expression: &Expression<&str>) -> Vec<String> {
    match expression {
        Expression::Select { variants, .. } => variants
            .iter()
            .flat_map(|v| pattern_forms(&v.value))
            .take(MAX_FORMS)
            .collect(),
        Expression::Inline(InlineExpression::StringLiteral { value }) => vec![value.to_string()],
        // A reference to another term or message: not part of a name's own words.
        Expression::Inline(_) => Vec::new(),
    }
}

/// Where the names stand in a page's file as prose: (line, column, name). Fenced blocks, the
/// slug, table headers, link targets and ids are not prose; a name in brackets or quotation marks
/// is a deliberate mention.
fn mentions<'n>(text: &str, names: &'n [String]) -> Vec<(usize, usize, &'n str)> {
    let mut found = Vec::new();
    let lines = FileLines::read(text);
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        let front_matter = lines.front_matter.contains(&(i + 1));
        let fence = front_matter && trimmed.starts_with("+++");
        if fence || !lines.is_prose(i + 1) {
            continue;
        }
        if trimmed.starts_with("slug") || trimmed.starts_with('[') {
            continue;
        }
        let unquoted;
        let line = if front_matter {
            unquoted = without_string_delimiters(line);
            unquoted.as_str()
        } else {
            line
        };
        let mut taken: Vec<std::ops::Range<usize>> = Vec::new();
        for name in names {
            for (at, _) in line.match_indices(name.as_str()) {
                let span = at..at + name.len();
                if taken
                    .iter()
                    .any(|t| t.start < span.end && span.start < t.end)
                {
                    continue;
                }
                taken.push(span.clone());
                if is_prose_word(line, &span) && !is_deliberate(line, &span) {
                    let column = line[..at].chars().count() + 1;
                    found.push((i + 1, column, name.as_str()));
                }
            }
        }
    }
    found
}

/// A front-matter line with its TOML strings' delimiters made spaces (so they are not taken for
/// quotation marks); an escaped quote (`\"`) stays a quotation mark.
fn without_string_delimiters(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut escaped = false;
    for c in line.chars() {
        out.push(if c == '"' && !escaped { ' ' } else { c });
        escaped = c == '\\' && !escaped;
    }
    out
}

/// A whole word of running text: not part of a longer word, a link target or an id. (A
/// hyphen after it is allowed: "Antidraughts-Partie" is the name in a compound.)
fn is_prose_word(line: &str, span: &std::ops::Range<usize>) -> bool {
    let before = line[..span.start].chars().next_back();
    let after = line[span.end..].chars().next();
    let joins_before = |c: char| c.is_alphanumeric() || matches!(c, '/' | '-' | '#' | '@' | '_');
    !before.is_some_and(joins_before) && !after.is_some_and(|c| c.is_alphanumeric() || c == '_')
}

/// Inside brackets, quotation marks or emphasis (the italics of a foreign word): the name is
/// mentioned as a name. The nearest such mark on each side decides; a straight quote or an
/// emphasis mark opens before the name and closes after it.
fn is_deliberate(line: &str, span: &std::ops::Range<usize>) -> bool {
    const OPENS: &str = "([（“„«「『‚‘\"*_";
    const CLOSES: &str = ")]）”“»」』‘\"*_";
    let marks = |c: &char| OPENS.contains(*c) || CLOSES.contains(*c);
    let before = line[..span.start].chars().rev().find(marks);
    let after = line[span.end..].chars().find(marks);
    before.is_some_and(|c| OPENS.contains(c)) && after.is_some_and(|c| CLOSES.contains(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<String> {
        vec![
            "Super Chinese checkers".into(),
            "Antidraughts".into(),
            "Chinese checkers".into(),
        ]
    }

    #[test]
    fn a_reference_name_in_prose_is_found_at_its_line_and_column() {
        let text =
            "+++\nslug = \"antidraughts\"\ntagline = \"Wie Antidraughts.\"\n+++\n\n## @history\n\n\
                    Die Schlagdame (Antidraughts) und Super Chinese checkers, d’Antidraughts.\n";
        let names = names();
        let found = mentions(text, &names);
        assert_eq!(
            found,
            vec![
                (3, 16, "Antidraughts"),
                (8, 35, "Super Chinese checkers"),
                (8, 61, "Antidraughts")
            ]
        );
    }

    #[test]
    fn link_targets_fences_and_quoted_names_are_not_prose() {
        let text = "[Schlagdame](@/variants/Antidraughts) «Antidraughts» *Antidraughts*\n\
                    (auf lidraughts \u{2068}Antidraughts\u{2069}) 「fast Chinese checkers」\n\
                    ```diagram\nAntidraughts\n```\n";
        assert_eq!(mentions(text, &names()), vec![]);
    }
}
