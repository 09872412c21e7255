//! The pages that are not content: a language's "page not found" page and the root page.

use crate::site::diagnostic::{Diagnostic, Diagnostics};
use crate::site::escape::script_json;
use crate::site::load::content::PageKind;
use crate::site::messages;
use crate::site::render::splice::Spliced;

use super::home::Card;
use super::PageRenderer;

impl PageRenderer<'_> {
    /// The "page not found" page of a language.
    /// A reader who followed a dead link finds the games, every language's home page, and (its
    /// script) the page in their own language.
    pub(crate) fn not_found(&self, tag: &str) -> Result<Spliced, Vec<Diagnostic>> {
        let data = self.view.lang(tag);
        let path = format!("/{tag}/404.html");
        let mut errors = Diagnostics::default();
        let games: Vec<Card> = self
            .view
            .pages
            .iter()
            .filter(|p| p.facts.kind == PageKind::Game)
            .filter_map(|game| self.card(game, data, &mut errors))
            .collect();
        if !errors.is_empty() {
            return Err(errors.into_vec());
        }
        let mut ctx = self.base_context(data, &path);
        ctx.insert("alternates", &self.view.home_alternates(tag));
        ctx.insert("games", &games);
        ctx.insert("language_tags", &self.language_tags());
        self.finish(data, "404.html", &ctx)
    }

    /// The site's language tags as JSON for a page's inline script (escaped like all JSON there).
    fn language_tags(&self) -> String {
        let tags: Vec<&str> = self
            .view
            .config
            .languages
            .iter()
            .map(|l| l.tag.as_str())
            .collect();
        script_json(&tags)
    }

    /// The root page: links every language and sends a first-time visitor to their own.
    pub(crate) fn root(&self) -> Result<Spliced, Vec<Diagnostic>> {
        let reference = self.view.lang(&self.view.config.reference_language);
        let mut ctx = self.base_context(reference, "/");
        ctx.insert("alternates", &self.view.home_alternates(""));
        ctx.insert("canonical", &self.view.absolute("/"));
        ctx.insert("x_default", &self.view.absolute("/"));
        ctx.insert("language_tags", &self.language_tags());
        // Each language's own greeting, so a reader finds their language in their language.
        let names: Vec<(&str, &str, &str)> = self
            .view
            .config
            .languages
            .iter()
            .map(|l| {
                let choose = self
                    .view
                    .lang(&l.tag)
                    .i18n
                    .get(&messages::template_key(messages::ROOT_CHOOSE))
                    .map_or("", String::as_str);
                (l.tag.as_str(), l.name.as_str(), choose)
            })
            .collect();
        ctx.insert("languages", &names);
        self.finish(reference, "root.html", &ctx)
    }
}
