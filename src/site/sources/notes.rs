//! The sections of translated pages whose reference text has changed since they were
//! translated, so that the page can tell its reader (`[translations] outdated_notes` in
//! `site.toml`). Only a changed text counts: a unit with no record says nothing about the
//! reference text it came from, and a language that keeps no record is never flagged.

use std::collections::{BTreeSet, HashMap};

use rayon::prelude::*;

use crate::site::load::inputs::Inputs;

use super::{fingerprint, page_units, Record, Unit};

/// The section that shows a comparison-table row.
const TABLE_SECTION: &str = "rule-changes";
/// The fenced block that places diagrams by id (as in the page's Markdown).
const DIAGRAM_FENCE: &str = "```diagram";

/// Outdated section ids by language and page id.
#[derive(Debug, Default)]
pub(crate) struct OutdatedSections {
    by_page: HashMap<(String, String), BTreeSet<String>>,
}

/// Each translation's record (`locales/<tag>/translated.toml`) that exists and can be read, by
/// language: what the notes compare with. The preview keeps them until a locale changes.
pub(crate) type Records = Vec<(String, Record)>;

impl OutdatedSections {
    /// Reads the records of every language but the reference one, in parallel. A record that
    /// cannot be read is `check`'s to report; here it flags nothing.
    pub(crate) fn records(inputs: &Inputs) -> Records {
        let reference = &inputs.config.reference_language;
        (inputs.config.languages.par_iter())
            .filter(|l| &l.tag != reference)
            .filter_map(|l| Some((l.tag.clone(), Record::load(&inputs.root, &l.tag).ok()??)))
            .collect()
    }

    /// Compares every recorded language with today's reference text, page by page in parallel.
    /// The reference pages' units are read once, whatever the number of languages.
    pub(crate) fn find(inputs: &Inputs, records: &Records) -> OutdatedSections {
        let reference = &inputs.config.reference_language;
        if records.is_empty() {
            return OutdatedSections::default();
        }
        let by_page = (inputs.pages.par_iter())
            .flat_map_iter(|page| {
                let mut found = Vec::new();
                let Some(source) = page.translations.get(reference) else {
                    return found;
                };
                let id = &page.facts.id;
                // Lines are not needed here: no file is read again for them.
                let units = page_units(source, "");
                let now: Vec<(&Unit, String)> =
                    units.iter().map(|u| (u, fingerprint(&u.text))).collect();
                for (tag, record) in records {
                    if !page.translations.contains_key(tag) {
                        continue;
                    }
                    let changed: BTreeSet<String> = (now.iter())
                        .filter(|(u, fp)| record.get(Some(id), &u.key).is_some_and(|r| r != fp))
                        .filter_map(|(u, _)| section_of(&u.key, &units))
                        .collect();
                    if !changed.is_empty() {
                        found.push(((tag.clone(), id.clone()), changed));
                    }
                }
                found
            })
            .collect();
        OutdatedSections { by_page }
    }

    /// Whether a section of a page in a language is outdated.
    pub(crate) fn contains(&self, lang: &str, page: &str, section: &str) -> bool {
        self.by_page
            .get(&(lang.to_string(), page.to_string()))
            .is_some_and(|s| s.contains(section))
    }
}

/// The section a unit is shown in: its own, the table's for a row, the one placing a diagram.
/// The tagline and description are not part of a section.
fn section_of(key: &str, units: &[Unit]) -> Option<String> {
    if let Some(id) = key.strip_prefix("section.") {
        return Some(id.to_string());
    }
    if key.starts_with("row.") {
        return Some(TABLE_SECTION.to_string());
    }
    let diagram = key.strip_prefix("diagram.")?;
    units.iter().find_map(|u| {
        let section = u.key.strip_prefix("section.")?;
        placed_diagrams(&u.text)
            .any(|d| d == diagram)
            .then(|| section.to_string())
    })
}

/// The diagram ids a section's Markdown places.
fn placed_diagrams(text: &str) -> impl Iterator<Item = &str> {
    let mut inside = false;
    text.lines().flat_map(move |line| {
        let line = line.trim();
        let words = if inside && line.starts_with("```") {
            inside = false;
            ""
        } else if inside {
            line
        } else {
            inside = line == DIAGRAM_FENCE;
            ""
        };
        words.split_whitespace()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unit(key: &str, text: &str) -> Unit {
        Unit {
            key: key.into(),
            text: text.into(),
            line: 1,
        }
    }

    #[test]
    fn a_unit_is_shown_in_its_section_the_table_or_where_its_diagram_is_placed() {
        let units = [
            unit("section.what-is", "A.\n\n```diagram\nstart\n```\n\nB."),
            unit(
                "section.history",
                "```rust\nstart\n```\n```diagram\nend other\n```",
            ),
        ];
        assert_eq!(
            section_of("section.history", &units).as_deref(),
            Some("history")
        );
        assert_eq!(
            section_of("row.capture", &units).as_deref(),
            Some("rule-changes")
        );
        assert_eq!(
            section_of("diagram.start", &units).as_deref(),
            Some("what-is")
        );
        assert_eq!(
            section_of("diagram.other", &units).as_deref(),
            Some("history")
        );
        assert_eq!(section_of("diagram.lost", &units), None);
        assert_eq!(section_of("tagline", &units), None);
    }
}
