//! Game names by their place in the sentence. Every name term answers `$position`: `start` (the
//! default: a title, a heading, a label, the first word of a sentence) or `mid` (inside a
//! sentence, where English, Norwegian, Hungarian, French, Spanish, Polish, Dutch… write
//! "international draughts" in lower case). Messages ask for the position; each language's
//! `games.ftl` answers with its own forms, beside whatever else its grammar needs (case,
//! article). `check` holds both sides to it:
//!
//! - a name that follows other words of its message must ask for `position: "mid"`, in every
//!   language (where the names read the same in both places the question costs nothing, and a
//!   name added later that does differ is then right at once);
//! - a name's `start` form must begin with a capital letter, in scripts that have them.

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, Variant, VariantKey,
};

use crate::site::diagnostic::{Diagnostic, LineColumn, SourceText};
use crate::site::load::l10n::LocaleFiles;

/// The parameter every name term answers, and its values.
pub(crate) const PARAMETER: &str = "position";
pub(crate) const START: &str = "start";
pub(crate) const MID: &str = "mid";

pub(crate) fn check<'l>(locales: impl Iterator<Item = &'l LocaleFiles>) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for locale in locales {
        for resource in &locale.resources {
            for entry in resource.entries() {
                match entry {
                    Entry::Message(m) => {
                        let Some(site) = locale.entries.get(m.id.name) else {
                            continue;
                        };
                        let mut unasked = Vec::new();
                        if let Some(value) = &m.value {
                            names_mid_sentence(value, false, &mut unasked);
                        }
                        unasked.dedup();
                        for term in unasked {
                            let at = unasked_reference(resource.source(), site.at.line, &term)
                                .unwrap_or(site.at);
                            out.push(Diagnostic::warning(
                            &site.file,
                            at,
                            format!(
                                "`{}` puts `-{term}` inside a sentence: ask for its form there with `-{term}({PARAMETER}: \"{MID}\")`",
                                m.id.name
                            ),
                        ));
                        }
                    }
                    Entry::Term(t) => {
                        let key = format!("-{}", t.id.name);
                        let (Some(site), Some(first)) =
                            (locale.entries.get(&key), start_form_letter(&t.value))
                        else {
                            continue;
                        };
                        if first.is_lowercase() {
                            out.push(Diagnostic::warning(
                            &site.file,
                            site.at,
                            format!(
                                "the `{START}` form of `{key}` begins with a small letter: it stands in titles and at the start of sentences, so it needs a capital (the form inside a sentence is `[{MID}]`)"
                            ),
                        ));
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    out
}

/// Where, in the entry starting at `line` (1-based) of a Fluent file, the first `{ -term … }`
/// that doesn't ask for the mid form stands: the place to point the translator at.
fn unasked_reference(source: &str, line: usize, term: &str) -> Option<LineColumn> {
    let start: usize = source
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum();
    let rest = source.get(start..)?;
    // The entry runs until the next line that starts another entry or a comment.
    let end = rest
        .split_inclusive('\n')
        .scan(0, |offset, l| {
            let here = *offset;
            *offset += l.len();
            Some((here, l))
        })
        .skip(1)
        .find(|(_, l)| l.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-' || c == '#'))
        .map_or(rest.len(), |(offset, _)| offset);
    let text = &rest[..end];
    let needle = format!("-{term}");
    let asks_mid = format!("{PARAMETER}: \"{MID}\"");
    text.match_indices(&needle).find_map(|(i, _)| {
        let after = &text[i + needle.len()..];
        let is_placeable = text[..i].trim_end().ends_with('{');
        let is_name =
            !after.starts_with(|c: char| c.is_alphanumeric() || c == '-' || c == '_' || c == '.');
        let call = &after[..after.find('}').unwrap_or(after.len())];
        (is_placeable && is_name && !call.contains(&asks_mid))
            .then(|| SourceText::starting_at_line(text, line).position(i))
    })
}

/// Walks a message's pattern; `after_words` says whether words came before this point. Collects
/// the names (term references, not their attributes) that stand after words without asking for
/// `position: "mid"`. Returns whether the pattern itself holds words.
fn names_mid_sentence(
    pattern: &Pattern<&str>,
    mut after_words: bool,
    out: &mut Vec<String>,
) -> bool {
    let mut words = false;
    for element in &pattern.elements {
        let wrote = match element {
            PatternElement::TextElement { value } => !value.trim().is_empty(),
            PatternElement::Placeable { expression } => match expression {
                Expression::Select { variants, .. } => {
                    let mut any = false;
                    for v in variants {
                        any |= names_mid_sentence(&v.value, after_words, out);
                    }
                    any
                }
                Expression::Inline(inline) => {
                    if let InlineExpression::TermReference {
                        id,
                        attribute: None,
                        arguments,
                    } = inline
                    {
                        let asks_mid = arguments.as_ref().is_some_and(|a| {
                            a.named.iter().any(|n| {
                                n.name.name == PARAMETER
                                    && matches!(n.value, InlineExpression::StringLiteral { value } if value == MID)
                            })
                        });
                        if after_words && !asks_mid {
                            out.push(id.name.to_string());
                        }
                    }
                    true
                }
            },
        };
        after_words |= wrote;
        words |= wrote;
    }
    words
}

/// The first letter of a term's `start` form: through selects on `$position` to `[start]`, through
/// any other select to its default variant.
fn start_form_letter(pattern: &Pattern<&str>) -> Option<char> {
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => {
                if let Some(c) = value.chars().find(|c| !c.is_whitespace()) {
                    return c.is_alphabetic().then_some(c);
                }
            }
            PatternElement::Placeable { expression } => {
                let Expression::Select { selector, variants } = expression else {
                    return None; // A reference or literal: not this term's own words.
                };
                let on_position = matches!(selector, InlineExpression::VariableReference { id } if id.name == PARAMETER);
                let chosen = on_position
                    .then(|| variants.iter().find(|v| key_is(v, START)))
                    .flatten()
                    .or_else(|| variants.iter().find(|v| v.default))?;
                return start_form_letter(&chosen.value);
            }
        }
    }
    None
}

fn key_is(variant: &Variant<&str>, name: &str) -> bool {
    matches!(variant.key, VariantKey::Identifier { name: n } if n == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unasked(source: &str) -> Vec<String> {
        let res = fluent_syntax::parser::parse(source).unwrap();
        let Entry::Message(m) = &res.body[0] else {
            panic!("expected a message")
        };
        let mut out = Vec::new();
        names_mid_sentence(m.value.as_ref().unwrap(), false, &mut out);
        out
    }

    fn start_letter(source: &str) -> Option<char> {
        let res = fluent_syntax::parser::parse(source).unwrap();
        let Entry::Term(t) = &res.body[0] else {
            panic!("expected a term")
        };
        start_form_letter(&t.value)
    }

    #[test]
    fn a_name_after_words_must_ask_for_the_mid_form() {
        assert_eq!(unasked("m = What is { -game }?\n"), ["game"]);
        assert!(unasked("m = What is { -game(position: \"mid\") }?\n").is_empty());
        assert_eq!(
            unasked("m = What is { -game(position: \"start\") }?\n"),
            ["game"]
        );
        // At the start, and as a selector on an attribute, a name asks for nothing.
        assert!(unasked("m = { -base } variant\n").is_empty());
        assert!(unasked("m = Was { -game.family ->\n   *[x] y\n}\n").is_empty());
        // Words before a select count inside each variant, and words inside a variant after it.
        assert_eq!(
            unasked("m = Mi { -game.article ->\n    [az] az { -base }\n   *[a] a { -game(position: \"mid\") }\n}?\n"),
            ["base"]
        );
        assert_eq!(
            unasked("m = { $n ->\n   *[one] le\n    [other] les\n} { -game }\n"),
            ["game"]
        );
    }

    #[test]
    fn the_warning_points_at_the_reference() {
        let source = "a = x\nm = { -game.article ->\n    [az] az { -game(position: \"mid\") }\n   *[a] a { -game }\n}?\nb = { -game }\n";
        assert_eq!(
            unasked_reference(source, 2, "game"),
            Some(LineColumn::new(4, 13))
        );
        assert_eq!(unasked_reference(source, 1, "game"), None);
    }

    #[test]
    fn the_start_form_is_found_through_selects() {
        assert_eq!(
            start_letter("-x = { $position ->\n   *[mid] x y\n    [start] X y\n}\n"),
            Some('X')
        );
        assert_eq!(
            start_letter("-x = { $case ->\n   *[nom] { $position ->\n       *[start] ab\n        [mid] ab\n    }\n    [gen] Cd\n}\n"),
            Some('a')
        );
        assert_eq!(
            start_letter("-x = 中国跳棋\n").map(char::is_lowercase),
            Some(false)
        );
    }
}
