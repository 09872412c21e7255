//! What every page of a language shares, worked out before its pages render: URL segments of the
//! content sections, page titles and the shared templates (menus).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::Path;
use std::sync::Arc;

use rayon::prelude::*;

use crate::site::check::messages;
use crate::site::check::names;
use crate::site::check::plan::SectionPaths;
use crate::site::diagnostic::{Diagnostic, Diagnostics, LineColumn};
use crate::site::load::content::Page;
use crate::site::load::l10n::LOCALES_DIR;
use crate::site::preview_cache::PreviewCache;
use crate::site::render::context::{LanguageData, LanguageParts, Renderer};

/// Each needed language's titles and shared templates: taken from the preview's cache of an
/// earlier render, or rendered once for all of the language's pages (and kept in the cache).
pub fn shared_parts(
    renderer: &Renderer,
    cache: Option<&PreviewCache>,
    needed: &BTreeSet<String>,
) -> Result<BTreeMap<String, LanguageParts>, Vec<Diagnostic>> {
    let mut parts = BTreeMap::new();
    let mut missing: Vec<&str> = Vec::new();
    for tag in needed {
        if !renderer.languages.contains_key(tag.as_str()) {
            continue;
        }
        match cache.and_then(|c| c.language(tag)) {
            Some(kept) => {
                parts.insert(tag.clone(), kept);
            }
            None => missing.push(tag),
        }
    }
    let titles: Vec<(&str, Result<_, Vec<Diagnostic>>)> = missing
        .par_iter()
        .map(|tag| {
            (
                *tag,
                Renderer::titles(renderer.plan, &renderer.languages[tag]),
            )
        })
        .collect();
    let mut errors = Diagnostics::default();
    let mut found: BTreeMap<&str, Arc<HashMap<String, String>>> = BTreeMap::new();
    for (tag, result) in titles {
        match result {
            Ok(t) => {
                found.insert(tag, Arc::new(t));
            }
            Err(e) => errors.extend(e),
        }
    }
    if errors.has_errors() {
        return Err(errors.into_sorted());
    }
    let shared: Vec<(&str, Result<_, Vec<Diagnostic>>)> = missing
        .par_iter()
        .map(|tag| {
            let titles = found.get(tag).cloned().unwrap_or_default();
            (*tag, renderer.shared(tag, &titles).map(|s| (titles, s)))
        })
        .collect();
    for (tag, result) in shared {
        match result {
            Ok((titles, shared)) => {
                let made = LanguageParts {
                    titles,
                    shared: Arc::new(shared),
                };
                if let Some(cache) = cache {
                    cache.keep_language(tag, made.clone());
                }
                parts.insert(tag.to_string(), made);
            }
            Err(e) => errors.extend(e),
        }
    }
    if errors.has_errors() {
        return Err(errors.into_sorted());
    }
    Ok(parts)
}

/// Each content section's URL segment per language, from the message `path-<section>`.
pub fn section_paths(
    pages: &[Page],
    languages: &BTreeMap<&str, LanguageData>,
    diagnostics: &mut Diagnostics,
) -> SectionPaths {
    let mut paths = SectionPaths::new();
    let sections: BTreeSet<&str> = pages.iter().map(|p| p.facts.section.as_str()).collect();
    for (tag, data) in languages {
        // What the language lacks is missing from its locale folder.
        let folder = Path::new(LOCALES_DIR).join(tag);
        for section in &sections {
            let id = format!("{}{section}", messages::PATH_PREFIX);
            let key = messages::template_key(&id);
            match data.i18n.get(&key) {
                Some(segment) => match names::check_slug("a URL segment", segment) {
                    Ok(()) => {
                        paths
                            .entry(tag.to_string())
                            .or_default()
                            .insert(section.to_string(), segment.clone());
                    }
                    // A segment is a folder of the output: `..` or `/` would write elsewhere.
                    Err(message) => {
                        let (file, at) = match data.localizer.entry_site(&id) {
                            Some(site) => (site.file.clone(), site.at),
                            None => (folder.clone(), LineColumn::default()),
                        };
                        diagnostics.push(Diagnostic::error(file, at, format!("`{id}`: {message}")));
                    }
                },
                None => diagnostics.push(Diagnostic::error(
                    &folder,
                    LineColumn::default(),
                    format!(
                        "no URL segment for the section `{section}`: expected a message `{id}` in a `.ftl` file"
                    ),
                )),
            }
        }
    }
    paths
}
