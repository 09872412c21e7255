//! The sections of translated pages whose reference text has changed since they were
//! translated, so that the page can tell its reader (`[translations] outdated_notes` in
//! `site.toml`). Only a changed text counts: a unit with no record says nothing about the
//! reference text it came from, and a language that keeps no record is never flagged.

use std::collections::{BTreeSet, HashMap};
use std::time::SystemTime;

use rayon::prelude::*;

use crate::site::load::content::Page;
use crate::site::load::inputs::Inputs;

use super::{fingerprint, page_units, Record, Unit};

/// The section that shows a comparison-table row.
const TABLE_SECTION: &str = "rule-changes";
/// The fenced block that places diagrams by id (as in the page's Markdown).
const DIAGRAM_FENCE: &str = "```diagram";

/// Outdated section ids by page id and language.
#[derive(Clone, Debug, Default)]
pub(crate) struct OutdatedSections {
    by_page: HashMap<String, PageSections>,
}

/// One page's outdated section ids, by language (only the languages with any).
type PageSections = Vec<(String, BTreeSet<String>)>;

/// Each translation's record (`locales/<tag>/translated.toml`) that exists and can be read, by
/// language: what the notes compare with.
pub(crate) type Records = Vec<(String, Record)>;

/// When each language's record file was last written (and its size), to tell whether the
/// records kept by the preview still stand without reading them again.
pub(crate) type RecordStamps = Vec<Option<(SystemTime, u64)>>;

impl OutdatedSections {
    /// Reads the records of every language but the reference one, in parallel. A record that
    /// cannot be read is `check`'s to report; here it flags nothing.
    pub(crate) fn records(inputs: &Inputs) -> Records {
        (translations(inputs).collect::<Vec<_>>().into_par_iter())
            .filter_map(|tag| Some((tag.to_string(), Record::load(&inputs.root, tag).ok()??)))
            .collect()
    }

    /// The stamps of the records `records` reads, in the same order of languages.
    pub(crate) fn record_stamps(inputs: &Inputs) -> RecordStamps {
        translations(inputs)
            .map(|tag| Record::stamp(&inputs.root, tag))
            .collect()
    }

    /// Compares every recorded language with today's reference text, page by page in parallel.
    pub(crate) fn find(inputs: &Inputs, records: &Records) -> OutdatedSections {
        if records.is_empty() {
            return OutdatedSections::default();
        }
        let by_page = (inputs.pages.par_iter())
            .filter_map(|page| {
                let found = page_sections(inputs, page, records);
                (!found.is_empty()).then(|| (page.facts.id.clone(), found))
            })
            .collect();
        OutdatedSections { by_page }
    }

    /// Compares one page again (after an edit of its text), or forgets it when it is gone.
    pub(crate) fn refind(&mut self, inputs: &Inputs, records: &Records, id: &str) {
        let page = inputs.pages.iter().find(|p| p.facts.id == id);
        match page.map(|page| page_sections(inputs, page, records)) {
            Some(found) if !found.is_empty() => self.by_page.insert(id.to_string(), found),
            _ => self.by_page.remove(id),
        };
    }

    /// Whether a section of a page in a language is outdated.
    pub(crate) fn contains(&self, lang: &str, page: &str, section: &str) -> bool {
        (self.by_page.get(page).into_iter().flatten())
            .any(|(tag, sections)| tag == lang && sections.contains(section))
    }
}

/// The languages that may keep a record: all but the reference one.
fn translations(inputs: &Inputs) -> impl Iterator<Item = &str> {
    let reference = &inputs.config.reference_language;
    (inputs.config.languages.iter())
        .map(|l| l.tag.as_str())
        .filter(move |tag| tag != reference)
}

/// A page's sections whose reference text changed since each recorded language translated
/// them. The reference page's units are read once, whatever the number of languages.
fn page_sections(inputs: &Inputs, page: &Page, records: &Records) -> PageSections {
    let mut found = Vec::new();
    let Some(source) = page.translations.get(&inputs.config.reference_language) else {
        return found;
    };
    let id = &page.facts.id;
    // Lines are not needed here: no file is read again for them.
    let units = page_units(source, "");
    let now: Vec<(&Unit, String)> = units.iter().map(|u| (u, fingerprint(&u.text))).collect();
    for (tag, record) in records {
        if !page.translations.contains_key(tag) {
            continue;
        }
        let changed: BTreeSet<String> = (now.iter())
            .filter(|(u, fp)| record.get(Some(id), &u.key).is_some_and(|r| r != fp))
            .filter_map(|(u, _)| section_of(&u.key, &units))
            .collect();
        if !changed.is_empty() {
            found.push((tag.clone(), changed));
        }
    }
    found
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
