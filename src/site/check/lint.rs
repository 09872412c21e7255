//! What `check` adds to a build's checks: messages nothing uses, messages the reference language
//! doesn't have, variables that don't match the source, terms the glossary forbids, game names
//! whose form doesn't fit their place in the sentence, game names left in the reference
//! language, text still to write, and
//! translation coverage per language.

use std::collections::BTreeSet;

use serde::Serialize;

use crate::site::check::messages;
use crate::site::diagnostic::Diagnostic;
use crate::site::load::content::{Page, Translation};
use crate::site::load::inputs::Inputs;
use crate::site::load::l10n::LocaleFiles;

/// Translated / total, per kind of text, for one language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Coverage {
    /// The language's tag.
    pub lang: String,
    /// Interface strings (Fluent messages) of the reference language it has.
    pub strings: Count,
    /// Pages with a text of their own in the language.
    pub pages: Count,
    /// Rows of the variants' comparison tables.
    pub rows: Count,
    /// Diagram captions.
    pub captions: Count,
    /// Every unit of text (page sections, table rows, diagram texts, Fluent entries): up to
    /// date, outdated and missing against the reference text; `None` for a language that keeps
    /// no record of what it was translated from (`locales/<tag>/translated.toml`).
    pub units: Option<crate::site::sources::UnitCount>,
}

/// How many of a kind of text are translated, of how many.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Count {
    /// Translated.
    pub translated: usize,
    /// In all.
    pub total: usize,
}

impl Count {
    /// The share translated, in whole percent; `None` when there is nothing to translate.
    pub fn percent(self) -> Option<u32> {
        (self.total > 0).then(|| (self.translated * 100 / self.total) as u32)
    }
}

pub(crate) fn lint(inputs: &Inputs) -> Vec<Diagnostic> {
    let Some(reference) = inputs.locales.get(&inputs.config.reference_language) else {
        return Vec::new(); // The build reports the missing reference locale.
    };
    let mut out = unused_messages(inputs, reference);
    for locale in inputs.locales.iter().filter(|l| l.tag != reference.tag) {
        out.extend(obsolete_messages(locale, reference));
        // Unknown variables are errors of the build itself; here only the left-out ones.
        let mismatches = variable_mismatches(locale, reference);
        out.extend(mismatches.into_iter().filter(|d| !d.is_error()));
    }
    out.extend(crate::site::check::glossary::check(inputs));
    out.extend(crate::site::check::name_positions::check(
        inputs.locales.iter(),
    ));
    out.extend(crate::site::check::untranslated_names::check(inputs));
    out.extend(crate::site::check::unwritten::check(
        &inputs.root,
        &inputs.pages,
    ));
    out.extend(crate::site::write::compact::static_problems(&inputs.root));
    out
}

fn unused_messages(inputs: &Inputs, reference: &LocaleFiles) -> Vec<Diagnostic> {
    let mut used = inputs.templates.used_messages();
    for locale in inputs.locales.iter() {
        for id in locale.messages() {
            if let Some(refs) = locale.message_references(id) {
                used.extend(refs.messages);
            }
        }
    }
    reference
        .messages()
        .filter(|id| !used.contains(*id) && !messages::used_by_code(id))
        .filter_map(|id| {
            let site = reference.entries.get(id)?;
            Some(Diagnostic::warning(
                &site.file,
                site.at,
                format!("message `{id}` is used by no template and no code"),
            ))
        })
        .collect()
}

fn obsolete_messages(locale: &LocaleFiles, reference: &LocaleFiles) -> Vec<Diagnostic> {
    locale
        .entries
        .iter()
        .filter(|(id, _)| !reference.entries.contains_key(*id))
        .map(|(id, site)| {
            Diagnostic::warning(
                &site.file,
                site.at,
                format!(
                    "`{id}` is not in the reference language `{}`; nothing asks for it",
                    reference.tag
                ),
            )
        })
        .collect()
}

/// Variables a message of the reference language uses that nothing passes to it
/// (`messages::variables_passed_to`): errors, as in a translation, since the page would show
/// the variable's name.
pub(crate) fn undeclared_variables(reference: &LocaleFiles) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for id in reference.messages() {
        let (Some(refs), Some(site)) =
            (reference.message_references(id), reference.entries.get(id))
        else {
            continue;
        };
        let passed = messages::variables_passed_to(id);
        for var in refs
            .variables
            .iter()
            .filter(|v| !passed.contains(&v.as_str()))
        {
            let expected = match passed {
                [] => "no variable".to_string(),
                _ => format!("only `${}`", passed.join("`, `$")),
            };
            out.push(Diagnostic::error(
                &site.file,
                site.at,
                format!("`{id}` uses the variable `${var}`, which nothing passes to it (expected {expected})"),
            ));
        }
    }
    out
}

/// Variables a translation uses that the source doesn't pass (errors: nothing would fill them
/// in) and those it leaves out (warnings).
pub(crate) fn variable_mismatches(
    locale: &LocaleFiles,
    reference: &LocaleFiles,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for id in locale.messages() {
        let (Some(own), Some(source), Some(site)) = (
            locale.message_references(id),
            reference.message_references(id),
            locale.entries.get(id),
        ) else {
            continue;
        };
        for var in own.variables.difference(&source.variables) {
            out.push(Diagnostic::error(
                &site.file,
                site.at,
                format!(
                    "`{id}` uses the variable `${var}`, which the source (`{}`) doesn't pass",
                    reference.tag
                ),
            ));
        }
        for var in source.variables.difference(&own.variables) {
            out.push(Diagnostic::warning(
                &site.file,
                site.at,
                format!(
                    "`{id}` leaves out the variable `${var}` that the source (`{}`) uses",
                    reference.tag
                ),
            ));
        }
    }
    out
}

/// How much of the reference language each site language has in its own words.
pub(crate) fn coverage(
    inputs: &Inputs,
    units: &std::collections::BTreeMap<String, crate::site::sources::UnitCount>,
) -> Vec<Coverage> {
    let reference = inputs.locales.get(&inputs.config.reference_language);
    let reference_entries: BTreeSet<&String> = reference
        .map(|r| r.entries.keys().collect())
        .unwrap_or_default();
    inputs
        .config
        .languages
        .iter()
        .map(|language| {
            let own = inputs.locales.get(&language.tag);
            let strings = Count {
                translated: reference_entries
                    .iter()
                    .filter(|id| own.is_some_and(|o| o.entries.contains_key(id.as_str())))
                    .count(),
                total: reference_entries.len(),
            };
            let pages = Count {
                translated: inputs
                    .pages
                    .iter()
                    .filter(|p| p.translations.contains_key(&language.tag))
                    .count(),
                total: inputs.pages.len(),
            };
            let rows = per_page(inputs, &language.tag, |p, t| {
                let total = p.facts.rows.len();
                (
                    t.map_or(0, |t| {
                        p.facts
                            .rows
                            .iter()
                            .filter(|r| t.rows.contains_key(*r))
                            .count()
                    }),
                    total,
                )
            });
            let captions = per_page(inputs, &language.tag, |p, t| {
                let ids = p.facts.diagrams.iter().map(|d| &d.id);
                let translated =
                    t.map_or(0, |t| ids.filter(|id| t.diagrams.contains_key(*id)).count());
                (translated, p.facts.diagrams.len())
            });
            Coverage {
                lang: language.tag.clone(),
                strings,
                pages,
                rows,
                captions,
                units: units.get(&language.tag).copied(),
            }
        })
        .collect()
}

/// Sums (translated, total) over the pages, given each page and its text in the language, if any.
fn per_page(
    inputs: &Inputs,
    lang: &str,
    count: impl Fn(&Page, Option<&Translation>) -> (usize, usize),
) -> Count {
    let (translated, total) = inputs
        .pages
        .iter()
        .map(|p| count(p, p.translations.get(lang)))
        .fold((0, 0), |(a, b), (c, d)| (a + c, b + d));
    Count { translated, total }
}
