//! Template contexts: what each page, home page, 404 page and the root page show. Everything a
//! language shares (interface strings, the switcher's names) is computed once per language.
//!
//! Here: the renderer, its URLs and the context every template starts from. Each kind of output
//! builds on it in a module of its own: `page`, `home`, `other` (404 and root), `share` (social
//! cards, start position pictures); `parts`, `alternates`, `links` and `boards` serve them.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::{Arc, Mutex};

use serde::Serialize;
use tera::Context;

use crate::site::boards::Diagram;
use crate::site::diagnostic::Diagnostic;
use crate::site::load::config::{Footer, SiteConfig};
use crate::site::load::content::Page;
use crate::site::load::inputs::Inputs;
use crate::site::load::templates::Templates;
use crate::site::plan::{LanguageStrings, SitePlan};
use crate::site::render::blocks::Blocks;
use crate::site::render::prepared::Prepared;
use crate::site::render::splice::{self, Spliced};
use crate::site::sources::TranslationState;

mod alternates;
mod boards;
mod home;
mod lessons;
mod links;
mod other;
mod page;
mod parts;
pub(crate) use parts::shared_parts;
mod share;
pub(crate) use share::UnwrittenTitles;

/// The template of a game's lesson path (`lessons`).
pub(crate) const LESSONS_TEMPLATE: &str = "lessons.html";

/// What a language's pages share that is worked out before they render, and the preview keeps
/// between renders (`PreviewCache`).
#[derive(Clone, Default)]
pub(crate) struct LanguageParts {
    /// Each published page's title, by page id.
    pub titles: Arc<HashMap<String, String>>,
    /// The shared templates rendered for the language, by name (`menu`).
    pub shared: Arc<BTreeMap<String, String>>,
}

/// What every template of a render starts from: the site, its plan, the templates and the
/// languages. It renders the languages' shared parts (titles, menus), which the `PageRenderer` of
/// the pages is then made with.
pub(crate) struct SiteView<'a> {
    pub config: &'a SiteConfig,
    /// The site's folder, which source paths are relative to in links to them.
    pub root: &'a std::path::Path,
    pub plan: &'a SitePlan<'a>,
    pub pages: &'a [Page],
    pub templates: &'a Templates,
    pub languages: BTreeMap<&'a str, LanguageStrings<'a>>,
    /// Each language's interface strings that the templates read: what a page's context
    /// carries as `i18n` (all of them when a template reads `i18n` as a whole).
    template_strings: BTreeMap<&'a str, BTreeMap<String, String>>,
    /// See `Inputs::unloaded_pages`.
    pub unloaded_pages: &'a BTreeSet<String>,
    /// `v0.1.0 · a38d0e2`
    pub stamp: &'a str,
    /// The path part of the base URL (`/rules` or empty), prefixed to every internal link.
    pub base_path: String,
    /// The translation state: which sections of a translated page tell their reader that the
    /// reference text has changed, gone or grown.
    pub translations: Arc<TranslationState>,
}

/// Renders the outputs: the site view, each language's shared parts, and the prepared blocks and
/// diagrams.
pub(crate) struct PageRenderer<'a> {
    pub view: SiteView<'a>,
    /// Each language's page titles and shared templates (empty for the languages whose outputs
    /// are not rendered).
    parts: BTreeMap<&'a str, LanguageParts>,
    /// The boards' interface strings, once worked out, by language and `BoardNeeds`.
    board_strings: Mutex<HashMap<(String, boards::BoardNeeds), String>>,
    /// The pictures social images show, by page id: drawn once for all of a page's languages.
    social_boards: Mutex<HashMap<String, Option<crate::site::social::Picture>>>,
    pub blocks: &'a Blocks,
    /// Each page's diagrams, by page id.
    pub diagrams: &'a BTreeMap<String, Vec<std::sync::Arc<Diagram>>>,
}

#[derive(Serialize)]
struct LangCtx<'a> {
    tag: &'a str,
    name: &'a str,
    dir: &'a str,
}

#[derive(Serialize)]
struct SiteCtx<'a> {
    stamp: &'a str,
    base_path: &'a str,
    home_url: String,
    css_url: String,
    js_url: String,
    /// Whether pages have the search box (search.js finds the language's index beside it, in
    /// `/<lang>/pagefind/`).
    search: bool,
    /// The footer's links: `site.toml`'s `[footer]`, and the play site's home.
    footer: &'a Footer,
    play_home: String,
}

impl<'a> SiteView<'a> {
    /// What a render starts from: the inputs, the plan and the languages it was made for.
    pub(crate) fn new(
        inputs: &'a Inputs,
        plan: &'a SitePlan<'a>,
        languages: BTreeMap<&'a str, LanguageStrings<'a>>,
        translations: Arc<TranslationState>,
    ) -> Self {
        let read = inputs.templates.strings_read();
        let template_strings = languages
            .iter()
            .map(|(tag, data)| {
                let strings = data
                    .i18n
                    .iter()
                    .filter(|(key, _)| read.as_ref().is_none_or(|read| read.contains(*key)))
                    .map(|(key, text)| (key.clone(), text.clone()))
                    .collect();
                (*tag, strings)
            })
            .collect();
        SiteView {
            config: &inputs.config,
            root: &inputs.root,
            plan,
            pages: &inputs.pages,
            templates: &inputs.templates,
            template_strings,
            languages,
            unloaded_pages: &inputs.unloaded_pages,
            stamp: &inputs.stamp,
            base_path: inputs.config.base_path(),
            translations,
        }
    }

    fn lang(&self, tag: &str) -> &LanguageStrings<'a> {
        &self.languages[tag]
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base_path)
    }

    /// The absolute URL of a URL made by `url` (a site path behind the base URL's path part).
    fn absolute_of_url(&self, url: &str) -> String {
        self.absolute(url.strip_prefix(self.base_path.as_str()).unwrap_or(url))
    }

    /// The absolute URL of a site path, with the base URL's path part.
    pub(crate) fn absolute(&self, path: &str) -> String {
        let origin = self
            .config
            .base_url
            .strip_suffix(&self.base_path)
            .unwrap_or(&self.config.base_url);
        format!("{origin}{}", self.url(path))
    }

    pub(crate) fn home_path(tag: &str) -> String {
        format!("/{tag}/")
    }

    /// The context every template starts from, with placeholders for the language's `shared`
    /// fragments (none while the shared templates themselves render).
    fn base_context(
        &self,
        data: &LanguageStrings,
        current_path: &str,
        shared: &BTreeMap<String, String>,
    ) -> Context {
        let mut ctx = Context::new();
        ctx.insert(
            "lang",
            &LangCtx {
                tag: &data.language.tag,
                name: &data.language.name,
                dir: data.language.dir.as_str(),
            },
        );
        ctx.insert("i18n", &self.template_strings[data.language.tag.as_str()]);
        ctx.insert(
            "site",
            &SiteCtx {
                stamp: self.stamp,
                base_path: &self.base_path,
                home_url: self.url(&Self::home_path(&data.language.tag)),
                css_url: self.url("/css/site.css"),
                js_url: self.url("/js/site.js"),
                search: self.config.search,
                footer: &self.config.footer,
                play_home: self.config.play_home(),
            },
        );
        ctx.insert("current_path", &self.url(current_path));
        // Placeholders: the fragments are spliced in after rendering (`PageRenderer::finish`).
        ctx.insert("shared", &splice::placeholders(shared));
        // Pages without them (404) leave these empty; templates test them with `if`.
        ctx.insert("canonical", &None::<String>);
        ctx.insert("social_image", &None::<String>);
        ctx.insert("x_default", &None::<String>);
        ctx
    }
}

impl<'a> PageRenderer<'a> {
    /// The renderer of the site view's outputs, with the shared parts of the languages they need.
    pub(crate) fn new(
        view: SiteView<'a>,
        mut parts: BTreeMap<String, LanguageParts>,
        prepared: &'a Prepared,
    ) -> Self {
        let parts = view
            .languages
            .keys()
            .map(|tag| (*tag, parts.remove(*tag).unwrap_or_default()))
            .collect();
        PageRenderer {
            view,
            parts,
            board_strings: Mutex::default(),
            social_boards: Mutex::default(),
            blocks: &prepared.blocks,
            diagrams: &prepared.diagrams,
        }
    }

    /// A language's page titles and shared templates.
    pub(crate) fn parts(&self, tag: &str) -> &LanguageParts {
        &self.parts[tag]
    }

    /// The context every page's template starts from.
    fn base_context(&self, data: &LanguageStrings, current_path: &str) -> Context {
        let shared = &self.parts(&data.language.tag).shared;
        self.view.base_context(data, current_path, shared)
    }

    /// Renders a template of a language's page and splices the language's shared fragments in.
    fn finish(
        &self,
        data: &LanguageStrings,
        name: &str,
        ctx: &Context,
    ) -> Result<Spliced, Vec<Diagnostic>> {
        let html = self.view.templates.render(name, ctx).map_err(|d| vec![d])?;
        Ok(splice::splice(html, &self.parts(&data.language.tag).shared))
    }
}
