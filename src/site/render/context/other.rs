//! The pages that are not content: a language's "page not found" page and the root page.

use crate::site::check::messages;
use crate::site::diagnostic::Diagnostic;
use crate::site::render::diagram::html::script_json;
use crate::site::render::splice::Spliced;

use super::Renderer;

impl Renderer<'_> {
    /// The "page not found" page of a language.
    pub(crate) fn not_found(&self, tag: &str) -> Result<Spliced, Vec<Diagnostic>> {
        let data = self.frame.lang(tag);
        let path = format!("/{tag}/404.html");
        let mut ctx = self.base_context(data, &path);
        ctx.insert("alternates", &self.frame.home_alternates(tag));
        self.finish(data, "404.html", &ctx)
    }

    /// The root page: links every language and sends a first-time visitor to their own.
    pub(crate) fn root(&self) -> Result<Spliced, Vec<Diagnostic>> {
        let reference = self.frame.lang(&self.frame.config.reference_language);
        let mut ctx = self.base_context(reference, "/");
        ctx.insert("alternates", &self.frame.home_alternates(""));
        ctx.insert("canonical", &self.frame.absolute("/"));
        ctx.insert("x_default", &self.frame.absolute("/"));
        let tags: Vec<&str> = self
            .frame
            .config
            .languages
            .iter()
            .map(|l| l.tag.as_str())
            .collect();
        // Written into the page's inline script: escaped like all JSON there.
        ctx.insert("language_tags", &script_json(&tags));
        // Each language's own greeting, so a reader finds their language in their language.
        let names: Vec<(&str, &str, &str)> = self
            .frame
            .config
            .languages
            .iter()
            .map(|l| {
                let choose = self
                    .frame
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
