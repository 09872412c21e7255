//! What every page of a language shares, worked out before its pages render: page titles and
//! the shared templates (menus).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::Arc;

use rayon::prelude::*;

use crate::site::diagnostic::{Diagnostic, Diagnostics};
use crate::site::preview_cache::PreviewCache;
use crate::site::render::context::{Frame, LanguageParts};

/// Each needed language's titles and shared templates: taken from the preview's cache of an
/// earlier render, or rendered once for all of the language's pages (and kept in the cache).
pub(crate) fn shared_parts(
    frame: &Frame,
    cache: Option<&PreviewCache>,
    needed: &BTreeSet<String>,
) -> Result<BTreeMap<String, LanguageParts>, Vec<Diagnostic>> {
    let mut parts = BTreeMap::new();
    let mut missing: Vec<&str> = Vec::new();
    for tag in needed {
        if !frame.languages.contains_key(tag.as_str()) {
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
        .map(|tag| (*tag, Frame::titles(frame.plan, &frame.languages[tag])))
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
            (*tag, frame.shared(tag, &titles).map(|s| (titles, s)))
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
