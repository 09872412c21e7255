//! What every page of a language shares, worked out before its pages render: URL segments of the
//! content sections, page titles and the shared templates (menus).

use std::collections::{BTreeMap, BTreeSet};
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
use crate::site::render::context::{LanguageData, Renderer};

/// Each needed language's titles and shared templates: computed once for all of its pages, or
/// taken from the preview's cache of an earlier render.
pub fn shared_parts(
    renderer: &mut Renderer,
    cache: Option<&PreviewCache>,
    needed: &BTreeSet<String>,
) -> Result<(), Vec<Diagnostic>> {
    let plan = renderer.plan;
    let mut missing: Vec<&str> = Vec::new();
    for tag in needed {
        let Some(data) = renderer.languages.get_mut(tag.as_str()) else {
            continue;
        };
        match cache.and_then(|c| c.language(tag)) {
            Some(parts) => data.parts = parts,
            None => missing.push(tag),
        }
    }
    let titles: Vec<(&str, Result<_, Vec<Diagnostic>>)> = missing
        .par_iter()
        .map(|tag| (*tag, Renderer::titles(plan, &renderer.languages[tag])))
        .collect();
    let mut errors = Diagnostics::default();
    for (tag, result) in titles {
        match result {
            Ok(t) => {
                if let Some(data) = renderer.languages.get_mut(tag) {
                    data.parts.titles = Arc::new(t);
                }
            }
            Err(e) => errors.extend(e),
        }
    }
    if errors.has_errors() {
        return Err(errors.into_sorted());
    }
    let shared: Vec<(&str, Result<_, Vec<Diagnostic>>)> = missing
        .par_iter()
        .map(|tag| (*tag, renderer.shared(tag)))
        .collect();
    for (tag, result) in shared {
        match result {
            Ok(s) => {
                if let Some(data) = renderer.languages.get_mut(tag) {
                    data.parts.shared = Arc::new(s);
                    if let Some(cache) = cache {
                        cache.keep_language(tag, data.parts.clone());
                    }
                }
            }
            Err(e) => errors.extend(e),
        }
    }
    if errors.has_errors() {
        return Err(errors.into_sorted());
    }
    Ok(())
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
