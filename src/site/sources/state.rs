//! The translation state, computed once per build, check or preview render: for each tracked
//! language (one that keeps a record), each unit of each page is current, outdated, missing or an
//! orphan. `check`'s warnings, the reader's notes, the status page, the review files and
//! `--format json` all read this one comparison, so they cannot disagree.

use std::collections::{BTreeSet, HashMap};

use rayon::prelude::*;

use crate::site::load::content::{Page, Translation};
use crate::site::load::inputs::Inputs;

use super::record::Records;
use super::units::section_key;
use super::{fingerprint, message_units, page_units, Unit};

/// The section that shows the comparison-table rows.
const TABLE_SECTION: &str = "rule-changes";

/// How a translated unit stands against today's reference text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum State {
    /// Translated from today's reference text.
    Current,
    /// Translated from an older reference text, or with no record of which.
    Outdated,
    /// The reference text has it; the translation does not.
    Missing,
    /// The translation has it; the reference text no longer does (a section removed or renamed).
    Orphan,
}

/// One unit's state in one language.
#[derive(Clone, Debug)]
pub(crate) struct UnitState {
    pub key: String,
    pub state: State,
    /// The reference text today (empty for a current unit or an orphan: nothing to show).
    pub reference: String,
    /// The fingerprint the language's record holds for the unit.
    pub recorded: Option<String>,
    /// The unit's line in the translation's file: where it is, or for a missing section, the
    /// line of the section it would follow (0 when the page has no text in the language).
    pub line: usize,
}

impl UnitState {
    /// A reference unit as compared: its text kept only when it is not current (what the
    /// warnings and review files show).
    fn compared(unit: &Unit, state: State, recorded: Option<String>, line: usize) -> UnitState {
        UnitState {
            key: unit.key.clone(),
            state,
            reference: match state {
                State::Current => String::new(),
                _ => unit.text.clone(),
            },
            recorded,
            line,
        }
    }
}

/// What a translated page tells its reader, by the translation's section ids.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct PageNotes {
    /// Sections whose reference text changed since they were translated.
    pub outdated: BTreeSet<String>,
    /// Sections the reference text no longer has: kept, with a note.
    pub orphan: BTreeSet<String>,
    /// Reference sections the translation lacks, in the reference text's order, each with the
    /// reference section it follows (`None`: the first).
    pub missing: Vec<(String, Option<String>)>,
}

impl PageNotes {
    pub(crate) fn is_empty(&self) -> bool {
        self.outdated.is_empty() && self.orphan.is_empty() && self.missing.is_empty()
    }
}

/// One page in one tracked language.
#[derive(Clone, Debug)]
pub(crate) struct PageState {
    pub lang: String,
    /// Whether the page has a text of its own in the language.
    pub translated: bool,
    pub units: Vec<UnitState>,
    pub notes: PageNotes,
}

/// The state of every tracked language: pages by id, and the Fluent entries when asked for.
#[derive(Clone, Debug, Default)]
pub(crate) struct TranslationState {
    pages: HashMap<String, Vec<PageState>>,
    /// By language, the Fluent entries (only for `check` and the review files).
    pub messages: Vec<(String, Vec<UnitState>)>,
}

impl TranslationState {
    /// Compares every page of every recorded language with today's reference text, page by page
    /// in parallel.
    pub(crate) fn pages(inputs: &Inputs, records: &Records) -> TranslationState {
        if records.is_empty() {
            return TranslationState::default();
        }
        let pages = (inputs.pages.par_iter())
            .map(|page| (page.facts.id.clone(), page_states(inputs, page, records)))
            .collect();
        TranslationState {
            pages,
            messages: Vec::new(),
        }
    }

    /// The pages' state and the Fluent entries'.
    pub(crate) fn everything(inputs: &Inputs, records: &Records) -> TranslationState {
        let mut state = TranslationState::pages(inputs, records);
        state.messages = message_states(inputs, records);
        state
    }

    /// Compares one page again (after an edit of its text), or forgets it when it is gone.
    pub(crate) fn refind(&mut self, inputs: &Inputs, records: &Records, id: &str) {
        match inputs.pages.iter().find(|p| p.facts.id == id) {
            Some(page) => {
                let states = page_states(inputs, page, records);
                self.pages.insert(id.to_string(), states)
            }
            None => self.pages.remove(id),
        };
    }

    /// What a page in a language tells its reader, when anything.
    pub(crate) fn notes(&self, lang: &str, page: &str) -> Option<&PageNotes> {
        (self.pages.get(page)?.iter())
            .find(|s| s.lang == lang)
            .map(|s| &s.notes)
            .filter(|n| !n.is_empty())
    }

    /// Every page's state, by page id (in no particular order).
    pub(crate) fn page_states(&self) -> impl Iterator<Item = (&String, &Vec<PageState>)> {
        self.pages.iter()
    }
}

/// A page's state in every recorded language. The reference page's units are read once.
fn page_states(inputs: &Inputs, page: &Page, records: &Records) -> Vec<PageState> {
    let reference = &inputs.config.reference_language;
    let Some(source) = page.translations.get(reference) else {
        return Vec::new();
    };
    // Lines are not needed here: no file is read again for them.
    let units = page_units(source, "");
    let now: Vec<(&Unit, String)> = units.iter().map(|u| (u, fingerprint(&u.text))).collect();
    let id = &page.facts.id;
    (records.iter())
        .map(|(tag, record)| {
            let own = page.translations.get(tag);
            let mut units: Vec<UnitState> = (now.iter())
                .map(|(unit, now)| {
                    let recorded = record.get(Some(id), &unit.key).map(str::to_string);
                    let state = match own {
                        Some(own) if has_unit(own, &unit.key) => {
                            if recorded.as_deref() == Some(now.as_str()) {
                                State::Current
                            } else {
                                State::Outdated
                            }
                        }
                        _ => State::Missing,
                    };
                    UnitState::compared(unit, state, recorded, 0)
                })
                .collect();
            let mut notes = PageNotes::default();
            if let Some(own) = own {
                units.extend(orphans(source, own));
                notes = page_notes(source, own, &mut units);
            }
            PageState {
                lang: tag.clone(),
                translated: own.is_some(),
                units,
                notes,
            }
        })
        .collect()
}

/// Whether a translation has a text for a unit of the reference page.
fn has_unit(own: &Translation, key: &str) -> bool {
    if let Some(row) = key.strip_prefix("row.") {
        return own.rows.contains_key(row);
    }
    if let Some(diagram) = key.strip_prefix("diagram.") {
        return own.diagrams.contains_key(diagram);
    }
    if key.starts_with("section.") {
        return (own.outline.sections.iter()).any(|s| section_key(&s.id) == key)
            || (key == "section.intro" && !own.outline.intro.is_empty());
    }
    true
}

/// The translation's sections the reference page no longer has.
fn orphans(source: &Translation, own: &Translation) -> Vec<UnitState> {
    let reference: BTreeSet<&str> = source
        .outline
        .sections
        .iter()
        .map(|s| s.id.trim())
        .collect();
    (own.outline.sections.iter())
        .filter(|s| !reference.contains(s.id.trim()))
        .map(|s| UnitState {
            key: section_key(&s.id),
            state: State::Orphan,
            reference: String::new(),
            recorded: None,
            line: own.body_line + s.line,
        })
        .collect()
}

/// Where the page's notes stand in the translation, and each unit's line there.
fn page_notes(source: &Translation, own: &Translation, units: &mut [UnitState]) -> PageNotes {
    let mut notes = PageNotes::default();
    let own_sections = &own.outline.sections;
    let line_of = |id: &str| {
        (own_sections.iter())
            .find(|s| s.id.trim() == id)
            .map(|s| own.body_line + s.line)
    };
    for unit in units.iter_mut() {
        let section = unit.key.strip_prefix("section.");
        match unit.state {
            State::Current => {}
            State::Orphan => {
                notes.orphan.extend(section.map(str::to_string));
            }
            State::Outdated => {
                let shown_in = match section {
                    Some(id) => Some(id.to_string()),
                    None if unit.key.starts_with("row.") => Some(TABLE_SECTION.to_string()),
                    None => (unit.key.strip_prefix("diagram."))
                        .and_then(|d| own.outline.section_placing(d))
                        .map(|s| s.id.trim().to_string()),
                };
                if let Some(line) = section.and_then(line_of) {
                    unit.line = line;
                }
                if let Some(id) = shown_in.filter(|id| line_of(id).is_some()) {
                    notes.outdated.insert(id);
                }
            }
            State::Missing => {
                let Some(id) = section.filter(|id| *id != "intro") else {
                    continue;
                };
                // It stands after the reference section before it (itself there or noted as
                // missing, since the notes go in the reference text's order); the warning goes
                // to the nearest earlier section the translation has.
                let earlier: Vec<&str> = (source.outline.sections.iter())
                    .map(|s| s.id.trim())
                    .take_while(|s| *s != id)
                    .collect();
                let after = earlier.last().map(|s| s.to_string());
                unit.line = (earlier.iter().rev())
                    .find_map(|s| line_of(s))
                    .unwrap_or(own.body_line);
                notes.missing.push((id.to_string(), after));
            }
        }
    }
    // A section gone from the reference text says so, whatever else changed in it.
    notes.outdated.retain(|id| !notes.orphan.contains(id));
    notes
}

/// The Fluent entries of every recorded language against the reference language's.
fn message_states(inputs: &Inputs, records: &Records) -> Vec<(String, Vec<UnitState>)> {
    let reference = &inputs.config.reference_language;
    let Some(source) = inputs.locales.get(reference) else {
        return Vec::new();
    };
    let source_units = message_units(inputs, source);
    (records.iter())
        .map(|(tag, record)| {
            let own = inputs.locales.get(tag);
            let units = (source_units.iter())
                .map(|unit| {
                    let recorded = record.get(None, &unit.key).map(str::to_string);
                    let site = own.and_then(|own| own.entries.get(&unit.key));
                    let state = match site {
                        None => State::Missing,
                        Some(_) if recorded.as_deref() == Some(&fingerprint(&unit.text)) => {
                            State::Current
                        }
                        Some(_) => State::Outdated,
                    };
                    UnitState::compared(unit, state, recorded, site.map_or(0, |s| s.at.line))
                })
                .collect();
            (tag.clone(), units)
        })
        .collect()
}
