//! What the translation state says to authors: `check`'s warnings (at the translation's line,
//! with what changed), each tracked language's counts, each page's counts and the units that are
//! not current, for the status page and the review files.

use std::collections::{BTreeMap, HashMap};
use std::path::Path;

use serde::Serialize;

use crate::site::diagnostic::{Diagnostic, LineColumn};
use crate::site::load::content::Page;
use crate::site::load::inputs::Inputs;

use super::history::{word_diff, History};
use super::state::{PageState, State, TranslationState, UnitState};
use super::units::front_matter_line;

/// A tracked language's units: translated from today's reference text, translated from an older
/// one (or never recorded), not translated at all, and translated but gone from the reference.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct UnitCount {
    /// Translated from today's reference text.
    pub current: usize,
    /// Translated from an older reference text, or with no record of which.
    pub outdated: usize,
    /// Not translated.
    pub missing: usize,
    /// Sections of the translation the reference text no longer has.
    pub orphan: usize,
}

impl UnitCount {
    fn add(&mut self, state: State) {
        match state {
            State::Current => self.current += 1,
            State::Outdated => self.outdated += 1,
            State::Missing => self.missing += 1,
            State::Orphan => self.orphan += 1,
        }
    }

    fn sum(&mut self, other: UnitCount) {
        self.current += other.current;
        self.outdated += other.outdated;
        self.missing += other.missing;
        self.orphan += other.orphan;
    }
}

/// A unit that is not current: language, page id (`None`: a Fluent entry), unit key.
pub(crate) type UnitId = (String, Option<String>, String);

/// What `check` reports of the translation state, and what the status page and review files show.
#[derive(Default)]
pub(crate) struct Freshness {
    pub warnings: Vec<Diagnostic>,
    pub counts: BTreeMap<String, UnitCount>,
    /// By language and page id, the pages that have a text of their own in the language.
    pub pages: BTreeMap<(String, String), UnitCount>,
    /// By language, the Fluent entries' counts.
    pub messages: BTreeMap<String, UnitCount>,
    /// Units that are not current, with their state.
    pub units: BTreeMap<UnitId, State>,
    /// The reference text an outdated unit was translated from, where git history holds it:
    /// what the review files show the change against.
    pub old_texts: BTreeMap<UnitId, String>,
    /// The reference text today of each unit that is not current.
    pub new_texts: BTreeMap<UnitId, String>,
}

impl Freshness {
    /// Whether a unit is outdated (the review files mark it).
    pub(crate) fn is_outdated(&self, lang: &str, page: Option<&str>, key: &str) -> bool {
        self.units.get(&unit_id(lang, page, key)) == Some(&State::Outdated)
    }

    /// The reference text an outdated unit was translated from, when known.
    pub(crate) fn old_text(&self, lang: &str, page: Option<&str>, key: &str) -> Option<&str> {
        self.old_texts
            .get(&unit_id(lang, page, key))
            .map(String::as_str)
    }

    /// A page's first unit (by key) that is not current in a language: where a link lands.
    pub(crate) fn first_not_current(&self, lang: &str, page: &str) -> Option<&str> {
        (self.units.keys())
            .find(|(l, p, _)| l == lang && p.as_deref() == Some(page))
            .map(|(_, _, key)| key.as_str())
    }
}

fn unit_id(lang: &str, page: Option<&str>, key: &str) -> UnitId {
    (lang.to_string(), page.map(str::to_string), key.to_string())
}

/// Reports a translation state (computed with its Fluent entries).
pub(crate) fn report(inputs: &Inputs, state: &TranslationState) -> Freshness {
    let mut found = Freshness::default();
    let mut history = History::default();
    let reference = &inputs.config.reference_language;
    let pages: HashMap<&str, &Page> = (inputs.pages.iter())
        .map(|p| (p.facts.id.as_str(), p))
        .collect();
    let mut by_page: Vec<(&String, &Vec<PageState>)> = state.page_states().collect();
    by_page.sort_by_key(|(id, _)| *id);
    // One cause, one message: a record that holds nothing, or nothing of a page (renamed since),
    // is said once, not for each of its units.
    let empty = empty_records(state);
    for tag in &empty {
        found.warnings.push(Diagnostic::warning(
            super::Record::path(tag),
            LineColumn::START,
            format!("the record of `{tag}` holds no unit, so none of its texts is known to match the `{reference}` text; once they do, record them all with `rulebook translated {tag}`"),
        ));
    }
    for (id, states) in by_page {
        let Some(page) = pages.get(id.as_str()) else {
            continue;
        };
        let Some(source) = page.translations.get(reference) else {
            continue;
        };
        let unrecorded: Vec<&str> = (states.iter())
            .filter(|s| s.translated && !empty.contains(&s.lang) && nothing_recorded(s))
            .map(|s| s.lang.as_str())
            .collect();
        if !unrecorded.is_empty() {
            found.warnings.push(Diagnostic::warning(
                &page.facts.facts_path,
                LineColumn::START,
                format!(
                    "no record of page `{id}` in {} language(s) ({}): if the page was renamed, its records kept the old id; once the translations match the `{reference}` text, record them with `rulebook translated all {id}`",
                    unrecorded.len(),
                    unrecorded.join(", ")
                ),
            ));
        }
        for page_state in states {
            let tag = &page_state.lang;
            let said = empty.contains(tag) || unrecorded.contains(&tag.as_str());
            let own = page.translations.get(tag).filter(|_| !said);
            let file_text = own
                .map(|t| std::fs::read_to_string(inputs.root.join(&t.path)).unwrap_or_default())
                .unwrap_or_default();
            let mut count = UnitCount::default();
            for unit in &page_state.units {
                count.add(unit.state);
                if unit.state == State::Current {
                    continue;
                }
                found.units.insert(
                    (tag.clone(), Some(id.clone()), unit.key.clone()),
                    unit.state,
                );
                let Some(own) = own else {
                    continue; // An untranslated or unrecorded page is reported as such, once.
                };
                let line = match unit.line {
                    0 => front_matter_line(&file_text, &unit.key),
                    line => line,
                };
                let item = format!("{id}/{}", unit.key);
                let old = (unit.state == State::Outdated)
                    .then_some(unit.recorded.as_deref())
                    .flatten()
                    .and_then(|r| {
                        history.page_unit(&inputs.root, page, &source.path, &unit.key, r)
                    });
                let unit_id = (tag.clone(), Some(id.clone()), unit.key.clone());
                found
                    .new_texts
                    .insert(unit_id.clone(), unit.reference.clone());
                if let Some(old) = &old {
                    found.old_texts.insert(unit_id, old.clone());
                }
                let Some(message) = message(reference, tag, &item, unit, old) else {
                    continue;
                };
                found.warnings.push(Diagnostic::warning(
                    &own.path,
                    LineColumn::new(line, 1),
                    message,
                ));
            }
            found.counts.entry(tag.clone()).or_default().sum(count);
            if page_state.translated {
                found.pages.insert((tag.clone(), id.clone()), count);
            }
        }
    }
    for (tag, units) in &state.messages {
        let own = inputs.locales.get(tag).filter(|_| !empty.contains(tag));
        let mut count = UnitCount::default();
        for unit in units {
            count.add(unit.state);
            if unit.state == State::Current {
                continue;
            }
            found
                .units
                .insert((tag.clone(), None, unit.key.clone()), unit.state);
            let Some(file) = own.and_then(|o| o.entries.get(&unit.key)).map(|s| &s.file) else {
                continue;
            };
            let source = (inputs.locales.get(reference))
                .and_then(|l| l.entries.get(&unit.key))
                .map(|s| s.file.as_path())
                .unwrap_or(Path::new(""));
            let item = format!("messages/{}", unit.key);
            let old = (unit.state == State::Outdated)
                .then_some(unit.recorded.as_deref())
                .flatten()
                .and_then(|r| history.entry(&inputs.root, source, &unit.key, r));
            let unit_id = (tag.clone(), None, unit.key.clone());
            found
                .new_texts
                .insert(unit_id.clone(), unit.reference.clone());
            if let Some(old) = &old {
                found.old_texts.insert(unit_id, old.clone());
            }
            if let Some(message) = message(reference, tag, &item, unit, old) {
                found.warnings.push(Diagnostic::warning(
                    file,
                    LineColumn::new(unit.line, 1),
                    message,
                ));
            }
        }
        found.messages.insert(tag.clone(), count);
        found.counts.entry(tag.clone()).or_default().sum(count);
    }
    found
}

/// The languages whose record holds nothing at all.
fn empty_records(state: &TranslationState) -> Vec<String> {
    let mut langs: Vec<String> = (state.messages.iter())
        .filter(|(_, units)| units.iter().all(|u| u.recorded.is_none()))
        .map(|(tag, _)| tag.clone())
        .collect();
    langs.retain(|tag| {
        (state.page_states())
            .flat_map(|(_, states)| states.iter().filter(|s| &s.lang == tag))
            .all(nothing_recorded)
    });
    langs
}

/// Whether a page's record in a language holds none of its units.
fn nothing_recorded(state: &PageState) -> bool {
    state.units.iter().all(|u| u.recorded.is_none())
}

/// The warning for a unit that is not current, when it has one: a missing unit other than a
/// section is reported where the page is read (it is shown in the reference language).
fn message(
    reference: &str,
    tag: &str,
    item: &str,
    unit: &UnitState,
    old: Option<String>,
) -> Option<String> {
    let confirm = format!("or confirm it with `rulebook translated {tag} {item}`");
    let section = unit.key.strip_prefix("section.");
    Some(match (unit.state, &unit.recorded) {
        (State::Current, _) => return None,
        (State::Missing, _) => {
            let id = section?;
            format!(
                "the `{reference}` text has a section `@{id}` that this translation lacks (added or renamed there); its readers see a note where it would stand: translate it here, then record it with `rulebook translated {tag} {item}`; it reads {}",
                excerpt(&unit.reference)
            )
        }
        (State::Orphan, _) => format!(
            "section `@{}` is no longer in the `{reference}` text (removed or renamed there); its readers see it with a note that the original has changed: remove it, or rename it as the `{reference}` text does",
            section.unwrap_or(&unit.key)
        ),
        (State::Outdated, Some(_)) => {
            let change = match old {
                Some(old) => format!("what changed: {}", word_diff(&old, &unit.reference)),
                None => format!("it now reads {}", excerpt(&unit.reference)),
            };
            format!("the `{reference}` text of `{item}` has changed since it was translated; translate it again, {confirm}; {change}")
        }
        (State::Outdated, None) => format!(
            "`{item}` has no record of the `{reference}` text it was translated from; {confirm} once it matches {}",
            excerpt(&unit.reference)
        ),
    })
}

/// The first words of a text, on one line.
fn excerpt(text: &str) -> String {
    let words: Vec<&str> = text.split_whitespace().collect();
    let shown = words.iter().take(24).copied().collect::<Vec<_>>().join(" ");
    if words.len() > 24 {
        format!("“{shown} …”")
    } else {
        format!("“{shown}”")
    }
}
