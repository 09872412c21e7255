//! `rulebook translated`: records that units of a language are translated from today's
//! reference text (after translating them, or after judging them still right), and `--minor`:
//! an edit of the reference text that needs no new translation (a typo, punctuation).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::site::author::AuthorError;
use crate::site::load::content::Bodies;
use crate::site::load::content::Page;
use crate::site::load::inputs::Inputs;
use crate::site::sources::{
    entry_text, fingerprint, message_units, translation_units, word_diff, word_parts, History,
    Part, Record,
};

/// What to record.
pub struct Translated {
    /// The site's folder.
    pub root: PathBuf,
    /// The languages, or `all` for every language but the reference one.
    pub languages: Vec<String>,
    /// What: `<page-id>`, `<page-id>/<unit>` (`frysk/section.history`, `frysk/row.capture`),
    /// `messages` or `messages/<id>`; nothing means every unit.
    pub items: Vec<String>,
    /// The reference text changed without needing a new translation: each language that was
    /// up to date with the reference text as last recorded is recorded up to date with today's.
    pub minor: bool,
}

/// What was recorded: the record files written and the units recorded in them.
#[derive(Debug)]
pub struct Recorded {
    /// The record files written, relative to the site's folder.
    pub files: Vec<PathBuf>,
    /// The units recorded up to date in the languages asked for.
    pub units: usize,
    /// With `--minor`: each reference unit's word diff that was declared minor (`item: diff`).
    pub minor: Vec<String>,
}

/// The most words a `--minor` edit may remove and add together (a typo: one word replaced is two).
const MINOR_WORDS: usize = 4;

/// One unit of the reference language: the page it belongs to (`None`: a Fluent entry), its key,
/// and the fingerprint of its text today.
struct Source {
    page: Option<String>,
    key: String,
    now: String,
}

impl Translated {
    /// Records the chosen units in each chosen language, and the reference text they were
    /// recorded against in the reference language's own record.
    pub fn record(&self) -> Result<Recorded, AuthorError> {
        let (inputs, problems) = Inputs::read_lenient(&self.root, None, Bodies::Kept);
        let inputs = inputs.ok_or_else(|| {
            AuthorError::Site(problems.into_iter().filter(|d| d.is_error()).collect())
        })?;
        let reference = inputs.config.reference_language.clone();
        let sources = self.chosen(&inputs, &reference)?;
        let languages = self.languages(&inputs, &reference)?;
        let previous = load(&inputs.root, &reference)?;
        let minor = match self.minor {
            true => minor_edits(&inputs, &sources, &previous)?,
            false => Vec::new(),
        };
        let mut recorded = Recorded {
            files: Vec::new(),
            units: 0,
            minor,
        };
        for tag in &languages {
            let mut record = load(&inputs.root, tag)?;
            let translated = translated_keys(&inputs, tag);
            for source in &sources {
                let (page, key) = (source.page.as_deref(), source.key.as_str());
                if !translated.contains(&(source.page.clone(), source.key.clone())) {
                    continue;
                }
                let up_to_date_before = self.minor
                    && record.get(page, key).is_some()
                    && record.get(page, key) == previous.get(page, key);
                if !self.minor || up_to_date_before {
                    record.set(page, key, source.now.clone());
                    recorded.units += 1;
                }
            }
            save(&inputs.root, tag, &record)?;
            recorded.files.push(Record::path(tag));
        }
        recorded
            .files
            .push(confirm_reference(&inputs, &sources, previous)?);
        Ok(recorded)
    }

    /// Records only the reference text as it stands, in the reference language's own record:
    /// what `new-page` does for the page and name it creates, so that a later `--minor` edit
    /// knows the text it started from. Returns the record file.
    pub(crate) fn baseline(&self) -> Result<PathBuf, AuthorError> {
        let (inputs, problems) = Inputs::read_lenient(&self.root, None, Bodies::Kept);
        let inputs = inputs.ok_or_else(|| {
            AuthorError::Site(problems.into_iter().filter(|d| d.is_error()).collect())
        })?;
        let reference = inputs.config.reference_language.clone();
        let sources = self.chosen(&inputs, &reference)?;
        let previous = load(&inputs.root, &reference)?;
        confirm_reference(&inputs, &sources, previous)
    }

    /// The languages asked for; `all` (or none, with `--minor`) is every one but the reference.
    fn languages(&self, inputs: &Inputs, reference: &str) -> Result<Vec<String>, AuthorError> {
        let every = || {
            (inputs.config.languages.iter())
                .filter(|l| l.tag != reference)
                .map(|l| l.tag.clone())
                .collect()
        };
        if self.languages.iter().any(|l| l == "all") || (self.minor && self.languages.is_empty()) {
            return Ok(every());
        }
        for tag in &self.languages {
            if tag == reference {
                return Err(format!("`{tag}` is the reference language: its texts are the sources, not translations").into());
            }
            if inputs.config.language(tag).is_none() {
                return Err(format!("`{tag}` is not one of the languages of site.toml").into());
            }
        }
        if self.languages.is_empty() {
            return Err("name a language (or `all`), or give `--minor`"
                .to_string()
                .into());
        }
        Ok(self.languages.clone())
    }

    /// The reference units the items name (every unit when none is named).
    fn chosen(&self, inputs: &Inputs, reference: &str) -> Result<Vec<Source>, AuthorError> {
        let mut all: Vec<Source> = Vec::new();
        for page in &inputs.pages {
            if let Some(t) = page.translations.get(reference) {
                let units = translation_units(inputs, t);
                all.extend(units.into_iter().map(|u| Source {
                    page: Some(page.facts.id.clone()),
                    now: fingerprint(&u.text),
                    key: u.key,
                }));
            }
        }
        if let Some(locale) = inputs.locales.get(reference) {
            all.extend(message_units(inputs, locale).into_iter().map(|u| Source {
                page: None,
                now: fingerprint(&u.text),
                key: u.key,
            }));
        }
        if self.items.is_empty() {
            return Ok(all);
        }
        let mut chosen = Vec::new();
        for item in &self.items {
            if inputs.config.language(item).is_some() || item == "all" {
                return Err(format!(
                    "`{item}` is a language, not a unit: name one language (or `all`) first, then the units, as in `rulebook translated {item} frysk`"
                )
                .into());
            }
            let (group, key) = match item.split_once('/') {
                Some((group, key)) => (group, Some(key)),
                None => (item.as_str(), None),
            };
            let page = (group != "messages").then_some(group);
            let before = chosen.len();
            chosen.extend(
                all.iter()
                    .filter(|s| s.page.as_deref() == page && key.is_none_or(|k| s.key == k))
                    .map(|s| Source {
                        page: s.page.clone(),
                        key: s.key.clone(),
                        now: s.now.clone(),
                    }),
            );
            if chosen.len() == before {
                return Err(format!(
                    "`{item}` names no unit: give a page id (`frysk`), a page's unit (`frysk/section.history`, `frysk/row.capture`, `frysk/diagram.start`, `frysk/tagline`), `messages` or `messages/<id>`"
                )
                .into());
            }
        }
        Ok(chosen)
    }
}

/// The word diff of each chosen reference unit changed since it was last recorded, each checked
/// to be a small edit: at most `MINOR_WORDS` words removed and added, no number among them. An
/// edit that is more, or whose earlier text cannot be found (no git history of it), is refused:
/// declared minor, it would mark a real change translated in every language, for good.
fn minor_edits(
    inputs: &Inputs,
    sources: &[Source],
    previous: &Record,
) -> Result<Vec<String>, AuthorError> {
    let reference = &inputs.config.reference_language;
    let mut history = History::default();
    let mut diffs = Vec::new();
    for source in sources {
        let (page, key) = (source.page.as_deref(), source.key.as_str());
        let Some(recorded) = previous.get(page, key).filter(|r| *r != source.now) else {
            continue; // Unchanged, or never recorded: no language can be up to date before.
        };
        let item = match page {
            Some(page) => format!("{page}/{key}"),
            None => format!("messages/{key}"),
        };
        let found = match page {
            Some(id) => inputs
                .pages
                .iter()
                .find(|p| p.facts.id == id)
                .and_then(|p| {
                    let file = &p.translations.get(reference)?.path;
                    let old = history.page_unit(&inputs.root, p, file, key, recorded)?;
                    let now = page_units_now(inputs, p, reference, key)?;
                    Some((old, now))
                }),
            None => inputs.locales.get(reference).and_then(|l| {
                let site = l.entries.get(key)?;
                let old = history.entry(&inputs.root, &site.file, key, recorded)?;
                Some((old, entry_text(inputs, site)?))
            }),
        };
        let Some((old, now)) = found else {
            return Err(AuthorError::Request(format!(
                "cannot tell what changed in `{item}` since it was last recorded (no earlier version of it in git), so it cannot be declared minor; confirm each language that is up to date with `rulebook translated <lang> {item}`"
            )));
        };
        let diff = word_diff(&old, &now);
        let changed: Vec<&str> = (word_parts(&old, &now).into_iter())
            .filter_map(|p| match p {
                Part::Same(_) => None,
                Part::Removed(w) | Part::Added(w) => Some(w),
            })
            .collect();
        let digits = changed
            .iter()
            .any(|w| w.chars().any(|c| c.is_ascii_digit()));
        if changed.len() > MINOR_WORDS || digits {
            let why = match digits {
                true => "a number changed".to_string(),
                false => format!("{} words changed, more than {MINOR_WORDS}", changed.len()),
            };
            return Err(AuthorError::Request(format!(
                "`{item}` changed more than a minor edit ({why}): {diff}; translations need to follow it, so it is not recorded as minor (translate it, then `rulebook translated <lang> {item}`)"
            )));
        }
        diffs.push(format!("{item}: {diff}"));
    }
    Ok(diffs)
}

/// A reference page unit's text today.
fn page_units_now(inputs: &Inputs, page: &Page, reference: &str, key: &str) -> Option<String> {
    let t = page.translations.get(reference)?;
    translation_units(inputs, t)
        .into_iter()
        .find(|u| u.key == key)
        .map(|u| u.text)
}

/// The units a language has a translation of: (page, key) pairs, `None` for Fluent entries.
fn translated_keys(inputs: &Inputs, tag: &str) -> BTreeSet<(Option<String>, String)> {
    let mut keys = BTreeSet::new();
    for page in &inputs.pages {
        if let Some(t) = page.translations.get(tag) {
            for unit in translation_units(inputs, t) {
                keys.insert((Some(page.facts.id.clone()), unit.key));
            }
        }
    }
    if let Some(locale) = inputs.locales.get(tag) {
        keys.extend(locale.entries.keys().map(|id| (None, id.clone())));
    }
    keys
}

/// Records the units' reference text today in the reference language's own record.
fn confirm_reference(
    inputs: &Inputs,
    sources: &[Source],
    mut record: Record,
) -> Result<PathBuf, AuthorError> {
    let reference = &inputs.config.reference_language;
    for source in sources {
        record.set(source.page.as_deref(), &source.key, source.now.clone());
    }
    save(&inputs.root, reference, &record)?;
    Ok(Record::path(reference))
}

fn load(root: &Path, tag: &str) -> Result<Record, AuthorError> {
    Record::load(root, tag)
        .map(Option::unwrap_or_default)
        .map_err(|e| AuthorError::Site(vec![e]))
}

fn save(root: &Path, tag: &str, record: &Record) -> Result<(), AuthorError> {
    record
        .save(root, tag)
        .map_err(|e| AuthorError::io(&root.join(Record::path(tag)), "write", e))
}
