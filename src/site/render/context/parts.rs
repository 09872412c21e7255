//! What a language's pages share, worked out once before they render: titles, shared templates.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;

use crate::site::check::messages;
use crate::site::check::plan::Plan;
use crate::site::diagnostic::Diagnostic;
use crate::site::load::content::PageKind;

use super::{Frame, LanguageData};

/// A page as the shared templates list it.
#[derive(Serialize)]
struct Entry<'a> {
    id: &'a str,
    kind: PageKind,
    title: &'a str,
    url: String,
}

impl<'a> Frame<'a> {
    /// The titles of a language's pages, each formatted once for every use (home page, menus).
    pub(crate) fn titles(
        plan: &Plan<'a>,
        data: &LanguageData<'a>,
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
