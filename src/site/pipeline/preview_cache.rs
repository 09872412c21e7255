//! What the preview server keeps between renders, and what each kind of edit makes it forget.
//! `serve` owns the one `PreviewCache` and hands it to every render; `build` and `check` render
//! once and pass none, so they carry nothing.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use rustc_hash::FxHashSet;

use crate::site::diagnostic::Diagnostic;
use crate::site::links::LinkIndex;
use crate::site::load::inputs::Inputs;
use crate::site::render::context::LanguageParts;
use crate::site::render::outputs::Change;
use crate::site::sources::{Record, RecordStamps, Records, TranslationState};
use crate::site::sync::lock;

/// Per language, the page titles and the shared templates' HTML (menus); the site path of every
/// output; and what the link check saw of each page. Titles, menus and paths come from the
/// locales, the templates and the site's shape only; the link index holds the last good scan of
/// every page.
#[derive(Default)]
pub(crate) struct PreviewCache {
    languages: Mutex<HashMap<String, LanguageParts>>,
    output_paths: Mutex<Option<Arc<FxHashSet<String>>>>,
    links: LinkIndex,
    /// The translation state, and the translations' records it was found with.
    translations: Mutex<Option<KeptTranslations>>,
}

/// The translation state of every page, kept while no translation's record file changes; an
/// edit of a page's text compares that page again.
struct KeptTranslations {
    stamps: RecordStamps,
    records: Records,
    found: Arc<TranslationState>,
}

impl PreviewCache {
    /// Forgets what a render of `changes` cannot reuse. The one place that says what an edit of
    /// each kind of file invalidates:
    ///
    /// - a page's text (`content/…`, its shape unchanged): nothing — titles come from the
    ///   locales, and the link index takes the page's new scan;
    /// - a locale's `.ftl` file or a template: titles and menus (every title and menu may read
    ///   them) and the list of output paths, worked out again with them (the outdated notes go
    ///   by their records' files: see `outdated`);
    /// - everything (`site.toml`, a page added, removed or moved, a section's URL segment): all
    ///   of it, the link index too — the whole site is scanned again.
    pub(crate) fn forget(&self, changes: &[Change]) {
        let mut languages = false;
        let mut everything = false;
        for change in changes {
            match change {
                Change::Page { .. } => {}
                Change::Locale(_) | Change::Template(_) => languages = true,
                Change::Everything => everything = true,
            }
        }
        if languages || everything {
            lock(&self.languages).clear();
            *lock(&self.output_paths) = None;
        }
        if everything {
            self.links.forget();
            *lock(&self.translations) = None;
        }
    }

    /// A language's titles and shared templates from an earlier render.
    pub(crate) fn language(&self, lang: &str) -> Option<LanguageParts> {
        lock(&self.languages).get(lang).cloned()
    }

    pub(crate) fn keep_language(&self, lang: &str, parts: LanguageParts) {
        lock(&self.languages).insert(lang.to_string(), parts);
    }

    /// The site paths of the outputs, worked out by `find` when not known yet.
    pub(crate) fn output_paths(
        &self,
        find: impl FnOnce() -> FxHashSet<String>,
    ) -> Arc<FxHashSet<String>> {
        Arc::clone(lock(&self.output_paths).get_or_insert_with(|| Arc::new(find())))
    }

    /// The translation state after `changes`: the kept one with the edited pages compared
    /// again, or found anew when a record file was written since (`rulebook translated`). A
    /// record that cannot be read is an error, kept until the file changes.
    pub(crate) fn translations(
        &self,
        inputs: &Inputs,
        changes: &[Change],
    ) -> Result<Arc<TranslationState>, Vec<Diagnostic>> {
        // Stamped before reading, so a record written meanwhile is read again next time.
        let stamps = Record::stamps(inputs);
        let mut kept = lock(&self.translations);
        match kept.as_mut() {
            Some(kept) if kept.stamps == stamps => {
                let pages = changes.iter().filter(|_| inputs.config.outdated_notes);
                for change in pages {
                    if let Change::Page { id, .. } = change {
                        Arc::make_mut(&mut kept.found).refind(inputs, &kept.records, id);
                    }
                }
                Ok(Arc::clone(&kept.found))
            }
            _ => {
                *kept = None;
                let (records, errors) = Record::load_all(inputs);
                if !errors.is_empty() {
                    return Err(errors);
                }
                let found = match inputs.config.outdated_notes {
                    true => Arc::new(TranslationState::pages(inputs, &records)),
                    false => Arc::default(),
                };
                *kept = Some(KeptTranslations {
                    stamps,
                    records,
                    found: Arc::clone(&found),
                });
                Ok(found)
            }
        }
    }

    /// Every page's scan from the last render that left no broken link.
    pub(crate) fn links(&self) -> &LinkIndex {
        &self.links
    }
}
