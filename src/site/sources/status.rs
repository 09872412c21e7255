//! Which units of each tracked language are up to date, outdated or missing against the
//! reference language's text today.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::Path;

use serde::Serialize;

use crate::site::diagnostic::{Diagnostic, LineColumn};
use crate::site::load::content::Page;
use crate::site::load::inputs::Inputs;

use super::history::{word_diff, History};
use super::{fingerprint, message_units, translation_units, Record, Unit};

/// A tracked language's units: translated from today's reference text, translated from an older
/// one (or never recorded), and not translated at all.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct UnitCount {
    /// Translated from today's reference text.
    pub current: usize,
    /// Translated from an older reference text, or with no record of which.
    pub outdated: usize,
    /// Not translated.
    pub missing: usize,
}

impl UnitCount {
    fn add(&mut self, other: UnitCount) {
        self.current += other.current;
        self.outdated += other.outdated;
        self.missing += other.missing;
    }
}

/// What `check` reports: a warning per outdated unit (at the translation's line) and the counts
/// of each tracked language; and, for the status page and the review files, each page's counts
/// and the outdated units themselves.
#[derive(Default)]
pub(crate) struct Freshness {
    pub warnings: Vec<Diagnostic>,
    pub counts: BTreeMap<String, UnitCount>,
    /// By language and page id, the pages that have a text of their own in the language.
    pub pages: BTreeMap<(String, String), UnitCount>,
    /// By language, the Fluent entries' counts.
    pub messages: BTreeMap<String, UnitCount>,
    /// Outdated units: language, page id (`None`: a Fluent entry), unit key.
    pub outdated: BTreeSet<(String, Option<String>, String)>,
}

/// Compares every tracked language's record (`translated.toml`) with the reference text.
pub(crate) fn outdated(inputs: &Inputs) -> Freshness {
    let reference = &inputs.config.reference_language;
    let mut found = Freshness::default();
    let mut history = History::default();
    // The reference pages' units, read once for every language.
    let sources: Vec<(&Page, &Path, Vec<Unit>)> = (inputs.pages.iter())
        .filter_map(|page| {
            let source = page.translations.get(reference)?;
            Some((
                page,
                source.path.as_path(),
                translation_units(inputs, source),
            ))
        })
        .collect();
    for language in inputs
        .config
        .languages
        .iter()
        .filter(|l| &l.tag != reference)
    {
        let tag = &language.tag;
        let record = match Record::load(&inputs.root, tag) {
            Ok(Some(record)) => record,
            Ok(None) => continue,
            Err(e) => {
                found.warnings.push(e);
                continue;
            }
        };
        let mut tally = Tally {
            tag,
            reference,
            record: &record,
            counts: UnitCount::default(),
            warnings: Vec::new(),
            outdated: Vec::new(),
            history: &mut history,
            root: &inputs.root,
        };
        for (page, source_path, source_units) in &sources {
            let own = page.translations.get(tag);
            let own_units = own
                .map(|t| translation_units(inputs, t))
                .unwrap_or_default();
            let own_path = own
                .map(|t| t.path.display().to_string())
                .unwrap_or_default();
            let from = From::Page(page, source_path);
            let count = tally.compare(&from, source_units, &own_units, &own_path);
            if own.is_some() {
                found
                    .pages
                    .insert((tag.clone(), page.facts.id.clone()), count);
            }
        }
        let mut messages = UnitCount::default();
        if let (Some(source), Some(own)) = (inputs.locales.get(reference), inputs.locales.get(tag))
        {
            let own_units = message_units(inputs, own);
            // Each entry is reported in its own file.
            let files: HashMap<&str, String> = (own.entries.iter())
                .map(|(id, site)| (id.as_str(), site.file.display().to_string()))
                .collect();
            for unit in message_units(inputs, source) {
                let file = files.get(unit.key.as_str()).cloned().unwrap_or_default();
                let Some(site) = source.entries.get(&unit.key) else {
                    continue;
                };
                let from = From::Messages(&site.file);
                let count = tally.compare(&from, std::slice::from_ref(&unit), &own_units, &file);
                messages.add(count);
            }
        }
        found.messages.insert(tag.clone(), messages);
        found.counts.insert(tag.clone(), tally.counts);
        found.warnings.extend(tally.warnings);
        found.outdated.extend(tally.outdated);
    }
    found
}

/// Where reference units come from: a page's reference file, or a Fluent file.
enum From<'a> {
    Page(&'a Page, &'a Path),
    Messages(&'a Path),
}

/// One language's counts and warnings, as its units are compared.
struct Tally<'a> {
    tag: &'a str,
    reference: &'a str,
    record: &'a Record,
    counts: UnitCount,
    warnings: Vec<Diagnostic>,
    outdated: Vec<(String, Option<String>, String)>,
    history: &'a mut History,
    root: &'a Path,
}

impl Tally<'_> {
    /// Compares the units of one page (or one Fluent entry) and returns their counts, which are
    /// added to the language's.
    fn compare(&mut self, from: &From, source: &[Unit], own: &[Unit], file: &str) -> UnitCount {
        let page = match from {
            From::Page(page, _) => Some(page.facts.id.as_str()),
            From::Messages(_) => None,
        };
        let mut count = UnitCount::default();
        for unit in source {
            let Some(translated) = own.iter().find(|u| u.key == unit.key) else {
                count.missing += 1;
                continue;
            };
            let now = fingerprint(&unit.text);
            let recorded = self.record.get(page, &unit.key);
            if recorded == Some(now.as_str()) {
                count.current += 1;
                continue;
            }
            count.outdated += 1;
            (self.outdated).push((
                self.tag.to_string(),
                page.map(String::from),
                unit.key.clone(),
            ));
            let (tag, reference) = (self.tag, self.reference);
            let item = match page {
                Some(page) => format!("{page}/{}", unit.key),
                None => format!("messages/{}", unit.key),
            };
            let confirm = format!("or confirm it with `rulebook translated {tag} {item}`");
            let message = match recorded {
                Some(recorded) => {
                    let old = match from {
                        From::Page(page, path) => {
                            (self.history).page_unit(self.root, page, path, &unit.key, recorded)
                        }
                        From::Messages(path) => {
                            self.history.entry(self.root, path, &unit.key, recorded)
                        }
                    };
                    let change = match old {
                        Some(old) => format!("what changed: {}", word_diff(&old, &unit.text)),
                        None => format!("it now reads {}", excerpt(&unit.text)),
                    };
                    format!("the `{reference}` text of `{item}` has changed since it was translated; translate it again, {confirm}; {change}")
                }
                None => format!(
                    "`{item}` has no record of the `{reference}` text it was translated from; {confirm} once it matches {}",
                    excerpt(&unit.text)
                ),
            };
            self.warnings.push(Diagnostic::warning(
                file,
                LineColumn::new(translated.line, 1),
                message,
            ));
        }
        self.counts.add(count);
        count
    }
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
