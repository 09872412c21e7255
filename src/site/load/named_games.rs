//! Every page's game is named in the reference language (its term `-<page-id>`), which every
//! language falls back to. A page without that name (a page renamed, say) is one error at its
//! `page.toml`, not one for each language that would render it.

use std::collections::BTreeSet;

use crate::site::diagnostic::{Diagnostic, LineColumn};
use crate::site::load::content::Page;
use crate::site::load::l10n::Locales;

/// The pages the reference language cannot name — by their own id or their base's — and an
/// error at each page whose own name is missing. Nothing when the reference language is missing
/// or has a file with errors: that error is the cause, reported where it is.
pub(crate) fn unnamed_pages(
    pages: &[Page],
    locales: &Locales,
    reference: &str,
) -> (BTreeSet<String>, Vec<Diagnostic>) {
    let Some(reference) = locales.get(reference) else {
        return Default::default();
    };
    let named = |id: &str| reference.entries.contains_key(&format!("-{id}"));
    let mut unnamed = BTreeSet::new();
    let mut errors = Vec::new();
    for page in pages {
        let facts = &page.facts;
        if !named(&facts.id) {
            unnamed.insert(facts.id.clone());
            if !reference.is_incomplete() {
                errors.push(Diagnostic::error(
                    &facts.facts_path,
                    LineColumn::START,
                    format!(
                        "no name for the game `{id}`: expected a term `-{id}` in a `.ftl` file of \
                         `{}` (every language falls back to it); a page renamed needs its term \
                         renamed too",
                        reference.tag,
                        id = facts.id
                    ),
                ));
            }
        } else if facts.base.as_deref().is_some_and(|base| !named(base)) {
            // Its base's own page says so.
            unnamed.insert(facts.id.clone());
        }
    }
    (unnamed, errors)
}
