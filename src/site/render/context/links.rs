//! Where a page's Markdown links lead, and the Markdown of its one-line texts.

use std::collections::BTreeSet;

use crate::site::plan::{Instance, SitePlan};
use crate::site::render::markdown::{Markdown, PageLinks};

use super::PageRenderer;

pub(super) struct LinksIn<'p> {
    plan: &'p SitePlan<'p>,
    unloaded: &'p BTreeSet<String>,
    lang: &'p str,
    base_path: &'p str,
}

impl PageLinks for LinksIn<'_> {
    fn resolve(&self, target: &str) -> Option<String> {
        let (_section, id) = target.split_once('/')?;
        self.plan
            .get(id, self.lang)
            .filter(|i| i.page.facts.section == _section)
            .map(|i| format!("{}{}", self.base_path, i.path))
    }

    fn is_unloaded(&self, target: &str) -> bool {
        self.unloaded.contains(target)
    }
}

impl PageRenderer<'_> {
    pub(super) fn links_in<'l>(&'l self, lang: &'l str) -> LinksIn<'l> {
        LinksIn {
            plan: self.view.plan,
            unloaded: self.view.unloaded_pages,
            lang,
            base_path: &self.view.base_path,
        }
    }

    /// Markdown for one-line texts of a page (tagline, table cells, captions), with the quotation
    /// marks of the language the text is written in.
    pub(super) fn inline_markdown<'m>(
        &'m self,
        inst: &Instance,
        links: &'m LinksIn<'m>,
    ) -> Markdown<'m> {
        let language = self.view.config.language(&inst.text.lang);
        Markdown {
            quotes: &language
                .unwrap_or(self.view.lang(inst.lang).language)
                .quotes,
            allow_html: self.view.config.allow_html,
            blocks: self.blocks,
            links,
            reserved_ids: &[],
        }
    }
}
