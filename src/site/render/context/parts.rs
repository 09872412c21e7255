//! What a language's pages share, worked out once before they render (or kept by the preview
//! from an earlier render): page titles and the shared templates (menus).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::Arc;

use rayon::prelude::*;

use serde::Serialize;

use crate::site::diagnostic::{Diagnostic, Diagnostics};
use crate::site::load::content::PageKind;
use crate::site::messages;
use crate::site::plan::SitePlan;

use super::{LanguageParts, SiteView};
use crate::site::plan::LanguageStrings;

/// A page as the shared templates list it.
#[derive(Serialize)]
struct Entry<'a> {
    id: &'a str,
    kind: PageKind,
    title: &'a str,
    url: String,
}

impl<'a> SiteView<'a> {
    /// The titles of a language's pages, each formatted once for every use (home page, menus).
    pub(crate) fn titles(
        plan: &SitePlan<'a>,
        data: &LanguageStrings<'a>,
    ) -> Result<HashMap<String, String>, Vec<Diagnostic>> {
        let mut titles = HashMap::new();
        let mut errors = Vec::new();
        for inst in plan.in_language(&data.language.tag) {
            let id = inst.page.facts.id.as_str();
            match data
                .localizer
                .for_page(id, None)
                .and_then(|s| s.format(messages::PAGE_TITLE, None))
            {
                Ok(title) => {
                    titles.insert(id.to_string(), title);
                }
                Err(d) => errors.push(d),
            }
        }
        if errors.is_empty() {
            Ok(titles)
        } else {
            Err(errors)
        }
    }

    /// Renders the shared templates for one language with its pages' titles: once, for all of
    /// its pages.
    pub(crate) fn shared(
        &self,
        tag: &str,
        titles: &HashMap<String, String>,
    ) -> Result<BTreeMap<String, String>, Vec<Diagnostic>> {
        let data = self.lang(tag);
        let mut shared = BTreeMap::new();
        let mut names = self.templates.shared().peekable();
        if names.peek().is_none() {
            return Ok(shared);
        }
        let pages: Vec<Entry> = self
            .plan
            .in_language(tag)
            .map(|i| Entry {
                id: &i.page.facts.id,
                kind: i.page.facts.kind,
                title: titles
                    .get(i.page.facts.id.as_str())
                    .map_or("", String::as_str),
                url: self.url(&i.path),
            })
            .collect();
        let mut ctx = self.base_context(data, &Self::home_path(tag), &BTreeMap::new());
        ctx.insert("pages", &pages);
        for (name, stem) in names {
            let html = self.templates.render(name, &ctx).map_err(|d| vec![d])?;
            shared.insert(stem.to_string(), html);
        }
        Ok(shared)
    }
}

/// Each needed language's titles and shared templates: those `kept` from an earlier render (the
/// preview's), the others rendered once for all of the language's pages.
pub(crate) fn shared_parts(
    view: &SiteView,
    kept: impl Fn(&str) -> Option<LanguageParts>,
    needed: &BTreeSet<String>,
) -> Result<BTreeMap<String, LanguageParts>, Vec<Diagnostic>> {
    let mut parts = BTreeMap::new();
    let mut missing: Vec<&str> = Vec::new();
    for tag in needed {
        if !view.languages.contains_key(tag.as_str()) {
            continue;
        }
        match kept(tag) {
            Some(kept) => {
                parts.insert(tag.clone(), kept);
            }
            None => missing.push(tag),
        }
    }
    let titles: Vec<(&str, Result<_, Vec<Diagnostic>>)> = missing
        .par_iter()
        .map(|tag| (*tag, SiteView::titles(view.plan, &view.languages[tag])))
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
            (*tag, view.shared(tag, &titles).map(|s| (titles, s)))
        })
        .collect();
    for (tag, result) in shared {
        match result {
            Ok((titles, shared)) => {
                let made = LanguageParts {
                    titles,
                    shared: Arc::new(shared),
                };
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
