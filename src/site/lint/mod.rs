//! Lint: what `check` adds to a build's checks — messages nothing uses, messages the reference
//! language doesn't have, variables a translation leaves out, terms the glossary forbids
//! (`glossary`), game names whose form doesn't fit their place in the sentence
//! (`game_name_casing`), game names left in the reference language (`untranslated_names`), text
//! still to write (`unwritten`), plural forms a language's grammar needs and a message leaves
//! out (`plural_forms`), and translation coverage per language.

pub(crate) mod game_name_casing;
mod glossary;
mod plural_forms;
mod untranslated_names;
mod unwritten;

use std::collections::BTreeSet;

use serde::Serialize;

use crate::site::diagnostic::Diagnostic;
use crate::site::load::content::{Page, Translation};
use crate::site::load::inputs::Inputs;
use crate::site::load::l10n::LocaleFiles;
use crate::site::messages;
use crate::site::plan::variable_mismatches;

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
    // What a reference file with errors lacks is that error's doing, not each translation's.
    let translations = inputs.locales.iter().filter(|_| !reference.is_incomplete());
    for locale in translations.filter(|l| l.tag != reference.tag) {
        out.extend(obsolete_messages(locale, reference));
        // Unknown variables are errors of the build itself; here only the left-out ones.
        let mismatches = variable_mismatches(locale, reference);
        out.extend(mismatches.into_iter().filter(|d| !d.is_error()));
    }
    out.extend(glossary::check(inputs));
    out.extend(game_name_casing::check(inputs.locales.iter()));
    out.extend(plural_forms::check(inputs.locales.iter()));
    out.extend(untranslated_names::check(inputs));
    out.extend(unwritten::check(&inputs.root, &inputs.pages));
    out.extend(crate::site::tasks::uncovered_rows(
        &inputs.root,
        &inputs.pages,
    ));
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
