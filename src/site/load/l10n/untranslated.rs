//! What a language does not translate yet, said once per cause at a place an author can open:
//! one warning per file the missing messages are taken from instead (at the first of them), with
//! their number and names, or one at the language in `site.toml` when it has no folder at all.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use super::{LocaleFiles, Localizer};
use crate::site::diagnostic::{Diagnostic, LineColumn};
use crate::site::load::layout::{CONFIG_FILE, LOCALES};

/// How many missing messages a warning names before it only counts the rest.
const NAMED: usize = 10;

impl Localizer<'_> {
    /// Warnings for the messages of the reference language this language doesn't translate.
    pub(crate) fn untranslated(&self, reference: &LocaleFiles) -> Vec<Diagnostic> {
        let tag = &self.language.tag;
        if tag != &reference.tag && self.chain.first().is_none_or(|own| &own.tag != tag) {
            let used = self.chain.first().map_or(&reference.tag, |l| &l.tag);
            return vec![Diagnostic::warning(
                CONFIG_FILE,
                self.language.at,
                format!(
                    "`{tag}` has no folder `{}/`: none of the {} messages of `{}` is translated \
                     into it; using `{used}`",
                    Path::new(LOCALES).join(tag).display(),
                    reference.entries.len(),
                    reference.tag
                ),
            )];
        }
        // A file with errors (reported where they are) explains what its language lacks.
        if self.chain.first().is_some_and(|own| own.incomplete) {
            return Vec::new();
        }
        // Each missing message at the definition used instead, grouped by that file.
        let mut by_file: BTreeMap<(&Path, &str), Vec<(LineColumn, &str)>> = BTreeMap::new();
        for id in reference.entries.keys().filter(|id| self.falls_back(id)) {
            let used = self.locale_index(id).map_or(reference, |i| self.chain[i]);
            let Some(site) = used.entries.get(id.as_str()) else {
                continue;
            };
            (by_file
                .entry((site.file.as_path(), used.tag.as_str()))
                .or_default())
            .push((site.at, id.as_str()));
        }
        by_file
            .into_iter()
            .map(|((file, used), mut missing)| {
                missing.sort();
                let count = match missing.len() {
                    1 => "1 message of this file is".to_string(),
                    n => format!("{n} messages of this file are"),
                };
                Diagnostic::warning(
                    PathBuf::from(file),
                    missing[0].0,
                    format!(
                        "{count} not translated into `{tag}` yet; using `{used}`: {}",
                        names(missing.iter().map(|(_, id)| *id))
                    ),
                )
            })
            .collect()
    }
}

/// `` `a`, `b`, `c` `` — the first [`NAMED`] of them, then how many more.
fn names<'a>(ids: impl ExactSizeIterator<Item = &'a str>) -> String {
    let total = ids.len();
    let mut named: Vec<String> = ids.take(NAMED).map(|id| format!("`{id}`")).collect();
    if total > NAMED {
        named.push(format!("and {} more", total - NAMED));
    }
    named.join(", ")
}
