//! Template contexts: what each page, home page, 404 page and the root page show. Everything a
//! language shares (interface strings, the switcher's names) is computed once per language.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::Path;
use std::sync::Arc;

use serde::Serialize;
use tera::Context;

use crate::rules::explore;
use crate::site::check::messages;
use crate::site::check::plan::{Instance, Plan};
use crate::site::diagnostic::LineColumn;
use crate::site::diagnostic::{Diagnostic, Diagnostics};
use crate::site::load::config::{Direction, FILE_NAME};
use crate::site::load::config::{Language, SiteConfig};
use crate::site::load::content::{Page, PageKind};
use crate::site::load::inputs::Inputs;
use crate::site::load::l10n::{without_isolation, Localizer, PageStrings};
use crate::site::load::templates::Templates;
use crate::site::pipeline::base_path;
use crate::site::render::blocks::{Blocks, PageBlocks};
use crate::site::render::diagram::html::{
    script_json, Words, DRAUGHTS_ONLY_WORDS, END_PREFIX, HALMA_ONLY_WORDS, PAGE_ONLY_WORDS,
};
use crate::site::render::diagram::{start_picture, svg, BoardKind, Diagram};
use crate::site::render::facts_box::{facts_box, FactsCtx, SchemaPage};
use crate::site::render::markdown::{Markdown, MarkdownError, PageLinks, Section};
use crate::site::render::nav;
use crate::site::render::social;
use crate::site::render::splice::{self, Spliced};

/// What one language shares across its pages.
pub(crate) struct LanguageData<'a> {
    pub language: &'a Language,
    pub localizer: Localizer<'a>,
    /// Interface strings, keyed `skip_link` for the message `skip-link`.
    pub i18n: BTreeMap<String, String>,
}

/// What a language's pages share that is worked out before they render, and the preview keeps
/// between renders (`PreviewCache`).
#[derive(Clone, Default)]
pub(crate) struct LanguageParts {
    /// Each published page's title, by page id.
    pub titles: Arc<HashMap<String, String>>,
    /// The shared templates rendered for the language, by name (`menu`).
    pub shared: Arc<BTreeMap<String, String>>,
}

/// A page as the shared templates list it.
#[derive(Serialize)]
struct Entry<'a> {
    id: &'a str,
    kind: PageKind,
    title: &'a str,
    url: String,
}

pub(crate) struct Renderer<'a> {
    pub config: &'a SiteConfig,
    pub plan: &'a Plan<'a>,
    pub pages: &'a [Page],
    pub templates: &'a Templates,
    pub languages: BTreeMap<&'a str, LanguageData<'a>>,
    /// Each language's page titles and shared templates: none until `with_parts`.
    parts: BTreeMap<&'a str, LanguageParts>,
    pub blocks: &'a Blocks,
    /// Each page's diagrams, by page id.
    pub diagrams: &'a BTreeMap<String, Vec<std::sync::Arc<Diagram>>>,
    /// See `Inputs::unloaded_pages`.
    pub unloaded_pages: &'a BTreeSet<String>,
    /// `v0.1.0 · a38d0e2`
    pub stamp: &'a str,
    /// The path part of the base URL (`/rules` or empty), prefixed to every internal link.
    pub base_path: String,
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
}

#[derive(Serialize)]
struct Alternate<'a> {
    tag: &'a str,
    name: &'a str,
    /// The writing direction of the language's own name (`rtl` for Arabic).
    dir: &'a str,
    url: String,
    absolute_url: String,
    current: bool,
    /// Whether the page exists in its own words in that language (only those are alternates).
    translated: bool,
}

#[derive(Serialize)]
struct SectionCtx {
    id: String,
    heading: String,
    html: String,
}

#[derive(Serialize)]
struct TableCtx {
    caption: String,
    rule_label: String,
    standard_label: String,
    standard_url: Option<String>,
    variant_label: String,
    rows: Vec<RowCtx>,
}

#[derive(Serialize)]
struct RowCtx {
    id: String,
    /// The language of the row's text when it is not the page's.
    lang: Option<String>,
    rule: String,
    standard: String,
    variant: String,
}

#[derive(Serialize)]
struct PageCtx {
    id: String,
    kind: PageKind,
    url: String,
    canonical: String,
    title: String,
    /// The page title without markup or isolation marks, for `<title>` and meta tags.
    plain_title: String,
    label: String,
    tagline: String,
    description: String,
    /// The language the text is written in, when it is a fallback's.
    content_lang: Option<String>,
    sections: Vec<SectionCtx>,
    table: Option<TableCtx>,
    play_url: String,
    /// The interactive boards' words as JSON, when the page has diagrams.
    diagram_strings: Option<String>,
    /// The facts box and its Schema.org data, when `page.toml` has `[facts]`.
    facts: Option<FactsCtx>,
    /// The standard game's page, which the family label links to (variants).
    base_url: Option<String>,
    /// Home, the standard game (variants), the page itself.
    crumbs: Vec<Crumb>,
    /// `crumbs` as Schema.org `BreadcrumbList` JSON-LD, safe inside `<script>`.
    crumbs_json: String,
    /// A game's variants, each with its tagline.
    variants: Vec<Card>,
    /// The neighbours in the page's section, in the site's order.
    previous: Option<Crumb>,
    next: Option<Crumb>,
}

/// A link to a page by its title.
#[derive(Serialize)]
struct Crumb {
    title: String,
    url: String,
}

#[derive(Serialize)]
struct Card {
    title: String,
    tagline: String,
    url: String,
    content_lang: Option<String>,
}

#[derive(Serialize)]
struct Family {
    /// The URL of the game's start position picture, when it has a rule set.
    picture: Option<String>,
    game: Card,
    variants: Vec<Card>,
}

struct LinksIn<'p> {
    plan: &'p Plan<'p>,
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

/// The `diagram_*` interface strings the board script reads, as JSON safe inside `<script>`
/// (not those only the page shows, `html::PAGE_ONLY_WORDS`, nor those of a family of boards the
/// page has none of, nor the sentences of game ends no board of the page can reach: `ends` are
/// the `why` codes its boards' rules may end with).
fn diagram_strings(
    i18n: &BTreeMap<String, String>,
    draughts: bool,
    halma: bool,
    ends: &BTreeSet<&str>,
) -> String {
    let prefix = messages::template_key(messages::DIAGRAM_PREFIX);
    let end_prefix = messages::template_key(END_PREFIX);
    let reachable = |k: &str| {
        k.strip_prefix(&end_prefix)
            .is_none_or(|code| ends.iter().any(|e| messages::template_key(e) == code))
    };
    let page_only: Vec<String> = PAGE_ONLY_WORDS
        .iter()
        .chain(DRAUGHTS_ONLY_WORDS.iter().filter(|_| !draughts))
        .chain(HALMA_ONLY_WORDS.iter().filter(|_| !halma))
        .map(|id| messages::template_key(id))
        .collect();
    let strings: BTreeMap<&str, &str> = i18n
        .iter()
        .filter(|(k, _)| !page_only.contains(k) && reachable(k))
        .filter_map(|(k, v)| Some((k.strip_prefix(&prefix)?, v.as_str())))
        .collect();
    script_json(&strings)
}

/// The interface strings the boards of a page read, if it has boards: diagrams, or the replays
/// of its game records.
fn boards_strings(
    i18n: &BTreeMap<String, String>,
    diagrams: &[Arc<Diagram>],
    blocks: &PageBlocks,
) -> Option<String> {
    if diagrams.is_empty() && !blocks.has_games() {
        return None;
    }
    let draughts = blocks.has_games()
        || diagrams
            .iter()
            .any(|d| matches!(d.board, BoardKind::Draughts(_)));
    let halma = diagrams
        .iter()
        .any(|d| matches!(d.board, BoardKind::Halma { .. }));
    // Each board, a diagram or a game's replay, can end only as its rules do.
    let ends: BTreeSet<&str> = diagrams
        .iter()
        .map(|d| d.spec.rules)
        .chain(blocks.game_rules())
        .flat_map(explore::end_codes)
        .collect();
    Some(diagram_strings(i18n, draughts, halma, &ends))
}

/// The body's sections with their headings in the page's language; a section no language has a
/// heading for is the `.md` file's mistake, reported at its `## @id` line.
fn headed(
    sections: Vec<Section>,
    strings: &PageStrings,
    file: &Path,
    errors: &mut Diagnostics,
) -> Vec<SectionCtx> {
    let mut headed = Vec::with_capacity(sections.len());
    for s in sections {
        let heading_id = messages::section_heading(&s.id);
        let heading = if strings.defines(&heading_id) {
            format_or_report(strings, &heading_id, errors)
        } else {
            errors.push(Diagnostic::error(
                file,
                s.at,
                format!(
                    "unknown section `{}`: no language has a heading for it (a message `{heading_id}`)",
                    s.id
                ),
            ));
            String::new()
        };
        headed.push(SectionCtx {
            heading,
            id: s.id,
            html: s.html,
        });
    }
    headed
}

/// A page-independent interface string of the language (checked to exist when templates load).
fn interface_string(data: &LanguageData, id: &str) -> String {
    data.i18n
        .get(&messages::template_key(id))
        .cloned()
        .unwrap_or_default()
}

/// Where a page sits: its breadcrumbs (home, its game, itself) and its neighbours in its section.
struct Whereabouts {
    crumbs: Vec<Crumb>,
    previous: Option<Crumb>,
    next: Option<Crumb>,
}

fn format_or_report(strings: &PageStrings, id: &str, errors: &mut Diagnostics) -> String {
    strings.format(id, None).unwrap_or_else(|d| {
        errors.push(d);
        String::new()
    })
}

impl<'a> Renderer<'a> {
    pub(crate) fn template_of(&self, page: &Page) -> &'static str {
        match page.facts.kind {
            PageKind::Game => "game.html",
            PageKind::Variant => "variant.html",
        }
    }

    /// What a render starts from: the inputs, the plan and the languages it was made for. The
    /// languages' shared parts (titles, menus) are rendered by this renderer itself, before any
    /// page, so it starts without them; `with_parts` gives it them.
    pub(crate) fn new(
        inputs: &'a Inputs,
        plan: &'a Plan<'a>,
        languages: BTreeMap<&'a str, LanguageData<'a>>,
    ) -> Self {
        Renderer {
            config: &inputs.config,
            plan,
            pages: &inputs.pages,
            templates: &inputs.templates,
            parts: languages
                .keys()
                .map(|tag| (*tag, LanguageParts::default()))
                .collect(),
            languages,
            blocks: &inputs.blocks,
            diagrams: &inputs.diagrams,
            unloaded_pages: &inputs.unloaded_pages,
            stamp: &inputs.stamp,
            base_path: base_path(&inputs.config.base_url),
        }
    }

    /// The renderer with the languages' shared parts (those not given stay empty).
    pub(crate) fn with_parts(mut self, parts: BTreeMap<String, LanguageParts>) -> Self {
        for (tag, given) in parts {
            if let Some(slot) = self.parts.get_mut(tag.as_str()) {
                *slot = given;
            }
        }
        self
    }

    /// A language's page titles and shared templates.
    pub(crate) fn parts(&self, tag: &str) -> &LanguageParts {
        &self.parts[tag]
    }

    fn lang(&self, tag: &str) -> &LanguageData<'a> {
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

    fn base_context(&self, data: &LanguageData, current_path: &str) -> Context {
        let mut ctx = Context::new();
        ctx.insert(
            "lang",
            &LangCtx {
                tag: &data.language.tag,
                name: &data.language.name,
                dir: data.language.dir.as_str(),
            },
        );
        ctx.insert("i18n", &data.i18n);
        ctx.insert(
            "site",
            &SiteCtx {
                stamp: self.stamp,
                base_path: &self.base_path,
                home_url: self.url(&Self::home_path(&data.language.tag)),
                css_url: self.url("/css/site.css"),
                js_url: self.url("/js/site.js"),
                search: self.config.search,
            },
        );
        ctx.insert("current_path", &self.url(current_path));
        // Placeholders: the fragments are spliced in after rendering (`finish`).
        ctx.insert(
            "shared",
            &splice::placeholders(&self.parts(&data.language.tag).shared),
        );
        // Pages without them (404) leave these empty; templates test them with `if`.
        ctx.insert("canonical", &None::<String>);
        ctx.insert("social_image", &None::<String>);
        ctx.insert("x_default", &None::<String>);
        ctx
    }

    /// One page in one language.
    pub(crate) fn page(&self, inst: &Instance) -> Result<Spliced, Vec<Diagnostic>> {
        let data = self.lang(inst.lang);
        let facts = &inst.page.facts;
        let strings = data
            .localizer
            .for_page(&facts.id, facts.base.as_deref())
            .map_err(|d| vec![d])?;
        let links = self.links_in(inst.lang);
        let inline = self.inline_markdown(inst, &links);
        let text = inst.text;
        let mut errors = Diagnostics::default();
        let diagrams = self.diagrams.get(&facts.id).map_or(&[][..], Vec::as_slice);
        let page_blocks = PageBlocks {
            shared: self.blocks,
            diagrams: diagrams
                .iter()
                .map(|d| {
                    let words = self.diagram_words(inst, d, &inline, &data.i18n, &mut errors);
                    (d.as_ref(), words)
                })
                .collect(),
            refused: facts
                .diagrams
                .iter()
                .map(|d| d.id.as_str())
                .filter(|id| !diagrams.iter().any(|d| d.spec.id == *id))
                .chain(facts.refused_diagrams.iter().map(String::as_str))
                .collect(),
            strings: &data.i18n,
            games: Default::default(),
            game_rules: Default::default(),
            star_numbers: Default::default(),
        };
        let markdown = Markdown {
            blocks: &page_blocks,
            reserved_ids: self.templates.fixed_ids(),
            ..inline
        };
        let md_error = |e: MarkdownError| Diagnostic::error(&text.path, e.at, e.message);
        let sections = markdown
            .sections(&text.body, text.body_line)
            .map_err(|es| es.into_iter().map(md_error).collect::<Vec<_>>())?;

        let mut sections = headed(sections, &strings, &text.path, &mut errors);
        let base = facts
            .base
            .as_deref()
            .and_then(|b| self.plan.get(b, inst.lang));
        let mut fmt = |id: &str| format_or_report(&strings, id, &mut errors);
        let title = fmt(messages::PAGE_TITLE);
        let label = fmt(match facts.kind {
            PageKind::Game => messages::LABEL_GAME,
            PageKind::Variant => messages::LABEL_VARIANT,
        });
        let table = match facts.kind {
            PageKind::Variant => Some(TableCtx {
                caption: fmt(messages::TABLE_CAPTION),
                rule_label: fmt(messages::TABLE_RULE),
                standard_label: fmt(messages::TABLE_STANDARD),
                variant_label: fmt(messages::TABLE_VARIANT),
                standard_url: base.map(|b| self.url(&b.path)),
                rows: self.rows(inst, &markdown, &mut errors),
            }),
            PageKind::Game => None,
        };
        let tagline = markdown.inline(&text.tagline).unwrap_or_else(|m| {
            errors.push(Diagnostic::error(&text.path, text.slug_at, m.message));
            String::new()
        });
        let Whereabouts {
            crumbs,
            previous,
            next,
        } = self.whereabouts(inst, data, base, &title);
        let variants = match facts.kind {
            PageKind::Game => self.variant_cards(&facts.id, data, &mut errors),
            PageKind::Variant => Vec::new(),
        };
        // A game's variants are a section of their own, in the contents like the others.
        if !variants.is_empty() {
            sections.push(SectionCtx {
                id: nav::VARIANTS_ID.to_string(),
                heading: interface_string(data, messages::HOME_VARIANTS),
                html: String::new(),
            });
        }
        if !errors.is_empty() {
            return Err(errors.into_vec());
        }

        let canonical_path = if inst.is_fallback() {
            self.plan
                .get(&facts.id, &text.lang)
                .map_or(inst.path.clone(), |i| i.path.clone())
        } else {
            inst.path.clone()
        };
        let canonical = self.absolute(&canonical_path);
        let plain_title = without_isolation(&title).into_owned();
        let based_on = facts
            .base
            .as_deref()
            .and_then(|b| self.plan.get(b, inst.lang))
            .map(|b| self.absolute(&b.path));
        let facts_ctx = match &facts.game_facts {
            Some(game_facts) => Some(facts_box(
                &strings,
                game_facts,
                &SchemaPage {
                    name: &plain_title,
                    description: &text.description,
                    url: &canonical,
                    lang: inst.lang,
                    based_on: based_on.as_deref(),
                },
            )?),
            None => None,
        };
        let page = PageCtx {
            id: facts.id.clone(),
            kind: facts.kind,
            url: self.url(&inst.path),
            canonical,
            plain_title,
            title,
            label,
            tagline,
            description: text.description.clone(),
            content_lang: inst.is_fallback().then(|| text.lang.clone()),
            sections,
            table,
            play_url: self
                .config
                .play_link(&facts.play.game, facts.play.option.as_deref()),
            diagram_strings: boards_strings(&data.i18n, diagrams, &page_blocks),
            facts: facts_ctx,
            base_url: base.map(|b| self.url(&b.path)),
            crumbs_json: nav::breadcrumb_list(
                crumbs
                    .iter()
                    .map(|c| (without_isolation(&c.title), self.absolute_of_url(&c.url))),
            ),
            crumbs,
            variants,
            previous,
            next,
        };
        let mut ctx = self.base_context(data, &inst.path);
        ctx.insert("canonical", &page.canonical);
        ctx.insert("social_image", &self.share_url(&inst.path));
        ctx.insert("page", &page);
        ctx.insert("alternates", &self.alternates(&facts.id, inst.lang));
        ctx.insert("x_default", &self.x_default(&facts.id));
        ctx.insert("diagram_js_url", &self.url("/js/diagram.js"));
        self.finish(data, self.template_of(inst.page), &ctx)
    }

    /// The breadcrumbs of a page titled `title` whose game (for a variant) is `base`, and its
    /// previous and next pages in its section.
    fn whereabouts(
        &self,
        inst: &Instance,
        data: &LanguageData,
        base: Option<&Instance>,
        title: &str,
    ) -> Whereabouts {
        let crumb = |i: &Instance| Crumb {
            title: self
                .parts(&data.language.tag)
                .titles
                .get(i.page.facts.id.as_str())
                .cloned()
                .unwrap_or_default(),
            url: self.url(&i.path),
        };
        let home = Crumb {
            title: interface_string(data, messages::BREADCRUMBS_HOME),
            url: self.url(&Self::home_path(inst.lang)),
        };
        let itself = Crumb {
            title: title.to_string(),
            url: self.url(&inst.path),
        };
        let crumbs = std::iter::once(home)
            .chain(base.map(crumb))
            .chain(std::iter::once(itself))
            .collect();
        let (previous, next) = self.plan.neighbours(&inst.page.facts.id, inst.lang);
        Whereabouts {
            crumbs,
            previous: previous.map(crumb),
            next: next.map(crumb),
        }
    }

    /// The cards of a game's variants, in the site's page order.
    fn variant_cards(
        &self,
        game: &str,
        data: &LanguageData,
        errors: &mut Diagnostics,
    ) -> Vec<Card> {
        self.pages
            .iter()
            .filter(|p| p.facts.base.as_deref() == Some(game))
            .filter_map(|v| self.card(v, data, errors))
            .collect()
    }

    /// Renders a template of a language's page and splices the language's shared fragments in.
    fn finish(
        &self,
        data: &LanguageData,
        name: &str,
        ctx: &Context,
    ) -> Result<Spliced, Vec<Diagnostic>> {
        let html = self.templates.render(name, ctx).map_err(|d| vec![d])?;
        Ok(splice::splice(html, &self.parts(&data.language.tag).shared))
    }

    /// A diagram's caption and step texts in the page's language, else the reference language's.
    fn diagram_words<'w>(
        &self,
        inst: &'w Instance,
        diagram: &Diagram,
        markdown: &Markdown,
        strings: &'w BTreeMap<String, String>,
        errors: &mut Diagnostics,
    ) -> Words<'w> {
        let id = &diagram.spec.id;
        let reference = inst.page.translations.get(&self.config.reference_language);
        let text = Some(inst.text)
            .filter(|t| t.diagrams.contains_key(id))
            .or(reference.filter(|t| t.diagrams.contains_key(id)));
        let (caption, steps, lang) = match text.and_then(|t| Some((t, t.diagrams.get(id)?))) {
            Some((t, words)) => {
                let mut inline = |s: &str| {
                    markdown.inline(s).unwrap_or_else(|m| {
                        errors.push(Diagnostic::error(&t.path, LineColumn::START, m.message));
                        String::new()
                    })
                };
                let caption = inline(&words.caption);
                let steps = words.steps.iter().map(|s| inline(s)).collect();
                let lang = (t.lang != inst.lang).then_some(t.lang.as_str());
                (caption, steps, lang)
            }
            None => (String::new(), Vec::new(), None),
        };
        Words {
            caption,
            steps,
            lang,
            strings,
        }
    }

    fn rows(&self, inst: &Instance, markdown: &Markdown, errors: &mut Diagnostics) -> Vec<RowCtx> {
        let reference = inst.page.translations.get(&self.config.reference_language);
        inst.page
            .facts
            .rows
            .iter()
            .filter_map(|id| {
                // A row missing from a translation is shown in the reference language.
                let text = Some(inst.text)
                    .filter(|t| t.rows.contains_key(id))
                    .or(reference)?;
                let row = text.rows.get(id)?;
                let mut cell = |s: &str| {
                    markdown.inline(s).unwrap_or_else(|m| {
                        errors.push(Diagnostic::error(&text.path, text.slug_at, m.message));
                        String::new()
                    })
                };
                Some(RowCtx {
                    id: id.clone(),
                    rule: cell(&row.rule),
                    standard: cell(&row.standard),
                    variant: cell(&row.variant),
                    lang: (text.lang != inst.lang).then(|| text.lang.clone()),
                })
            })
            .collect()
    }

    fn alternates(&self, page_id: &str, current: &str) -> Vec<Alternate<'_>> {
        self.plan
            .translations_of(page_id, self.config)
            .map(|i| {
                let language = &self.lang(i.lang).language;
                Alternate {
                    tag: &language.tag,
                    name: &language.name,
                    dir: language.dir.as_str(),
                    url: self.url(&i.path),
                    absolute_url: self.absolute(&i.path),
                    current: i.lang == current,
                    translated: !i.is_fallback(),
                }
            })
            .collect()
    }

    /// Search engines send readers whose language the site doesn't speak to the reference language.
    fn x_default(&self, page_id: &str) -> Option<String> {
        self.plan
            .get(page_id, &self.config.reference_language)
            .map(|i| self.absolute(&i.path))
    }

    fn home_alternates(&self, current: &str) -> Vec<Alternate<'_>> {
        self.config
            .languages
            .iter()
            .map(|l| Alternate {
                tag: &l.tag,
                name: &l.name,
                dir: l.dir.as_str(),
                url: self.url(&Self::home_path(&l.tag)),
                absolute_url: self.absolute(&Self::home_path(&l.tag)),
                current: l.tag == current,
                translated: true,
            })
            .collect()
    }

    /// Where a page's (or home page's) social image is published: beside the page.
    pub(crate) fn share_path(page_path: &str) -> String {
        format!("{page_path}share.png")
    }

    /// The absolute URL of a page's social image, when the site draws them.
    fn share_url(&self, page_path: &str) -> Option<String> {
        self.config
            .social_images
            .then(|| self.absolute(&Self::share_path(page_path)))
    }

    /// What a page's social image shows: its title and its first diagram (or its game's start
    /// position); for a home page, the site's title and the first game's start position. The
    /// warning names what no font can write.
    pub(crate) fn social_card(
        &self,
        lang: &str,
        page: Option<&Page>,
    ) -> (social::Card, Option<Diagnostic>) {
        let data = self.lang(lang);
        let string = |id: &str| {
            data.i18n
                .get(&messages::template_key(id))
                .map(|s| without_isolation(s).into_owned())
                .unwrap_or_default()
        };
        let (title, board_of, path) = match page {
            Some(p) => (
                self.parts(&data.language.tag)
                    .titles
                    .get(p.facts.id.as_str())
                    .map(|t| without_isolation(t).into_owned())
                    .unwrap_or_default(),
                Some(p),
                self.plan
                    .get(&p.facts.id, lang)
                    .map_or_else(String::new, |i| i.path.clone()),
            ),
            None => (
                string("home-title"),
                self.pages
                    .iter()
                    .find(|p| p.facts.kind == PageKind::Game && p.facts.rules.is_some()),
                Self::home_path(lang),
            ),
        };
        let board = board_of.and_then(|p| {
            let first = if page.is_some() {
                self.diagrams.get(&p.facts.id).and_then(|d| d.first())
            } else {
                None
            };
            match first {
                Some(d) => Some(svg::picture(d)),
                None => start_picture(p.facts.rules?).ok(),
            }
        });
        let fonts = social::FontSet::of(
            self.config
                .social_fonts
                .get(lang)
                .map_or(&[][..], Vec::as_slice),
        );
        let (card, missing) = social::Card::new(
            title,
            string("site-name"),
            data.language.dir == Direction::Rtl,
            board.map(Into::into),
            fonts,
        );
        let warning = (!missing.is_empty()).then(|| {
            let chars: String = missing
                .iter()
                .take(8)
                .map(|c| format!(" `{c}` (U+{:04X})", u32::from(*c)))
                .collect();
            Diagnostic::warning(
                FILE_NAME,
                LineColumn::default(),
                format!(
                    "{}: no font for{chars}; the image is drawn without the text it is in (fonts found for `{lang}`: {}; install fonts of the families `[social]` names in site.toml)",
                    Self::share_path(&path),
                    card.fonts.describe()
                ),
            )
        });
        (card, warning)
    }

    /// Whether a page has a start position picture: games whose boards the rules core knows.
    pub(crate) fn has_picture(page: &Page) -> bool {
        page.facts.kind == PageKind::Game && page.facts.rules.is_some()
    }

    pub(crate) fn picture_path(page_id: &str) -> String {
        format!("/boards/{page_id}.svg")
    }

    /// A game's start position as a standalone SVG (`diagram::start_picture`).
    pub(crate) fn picture(&self, page: &Page) -> Result<String, Vec<Diagnostic>> {
        let Some(rules) = page.facts.rules else {
            return Ok(String::new());
        };
        start_picture(rules).map_err(|e| {
            vec![Diagnostic::error(
                &page.facts.facts_path,
                e.at,
                format!("cannot draw the start position: {}", e.message),
            )]
        })
    }

    /// The home page of a language: every game with its variants.
    pub(crate) fn home(&self, tag: &str) -> Result<Spliced, Vec<Diagnostic>> {
        let data = self.lang(tag);
        let mut families = Vec::new();
        let mut errors = Diagnostics::default();
        // Variants grouped by their game once, rather than every page searched for every game.
        let mut variants_of: HashMap<&str, Vec<&Page>> = HashMap::new();
        for p in self.pages {
            if let Some(base) = p.facts.base.as_deref() {
                variants_of.entry(base).or_default().push(p);
            }
        }
        for game in self.pages.iter().filter(|p| p.facts.kind == PageKind::Game) {
            let Some(card) = self.card(game, data, &mut errors) else {
                continue;
            };
            let variants = variants_of
                .get(game.facts.id.as_str())
                .map_or(&[][..], Vec::as_slice)
                .iter()
                .filter_map(|v| self.card(v, data, &mut errors))
                .collect();
            families.push(Family {
                picture: Self::has_picture(game)
                    .then(|| self.url(&Self::picture_path(&game.facts.id))),
                game: card,
                variants,
            });
        }
        if !errors.is_empty() {
            return Err(errors.into_vec());
        }
        let path = Self::home_path(tag);
        let mut ctx = self.base_context(data, &path);
        ctx.insert("families", &families);
        ctx.insert("alternates", &self.home_alternates(tag));
        ctx.insert("canonical", &self.absolute(&path));
        ctx.insert("social_image", &self.share_url(&path));
        ctx.insert("x_default", &self.absolute("/"));
        self.finish(data, "home.html", &ctx)
    }

    fn links_in<'l>(&'l self, lang: &'l str) -> LinksIn<'l> {
        LinksIn {
            plan: self.plan,
            unloaded: self.unloaded_pages,
            lang,
            base_path: &self.base_path,
        }
    }

    /// Markdown for one-line texts of a page (tagline, table cells, captions), with the quotation
    /// marks of the language the text is written in.
    fn inline_markdown<'m>(&'m self, inst: &Instance, links: &'m LinksIn<'m>) -> Markdown<'m> {
        let language = self.config.language(&inst.text.lang);
        Markdown {
            quotes: &language.unwrap_or(self.lang(inst.lang).language).quotes,
            allow_html: self.config.allow_html,
            blocks: self.blocks,
            links,
            reserved_ids: &[],
        }
    }

    fn card(&self, page: &Page, data: &LanguageData, errors: &mut Diagnostics) -> Option<Card> {
        let inst = self.plan.get(&page.facts.id, &data.language.tag)?;
        let Some(title) = self
            .parts(&data.language.tag)
            .titles
            .get(page.facts.id.as_str())
        else {
            errors.push(Diagnostic::error(
                &inst.text.path,
                LineColumn::default(),
                format!("no title for `{}`", page.facts.id),
            ));
            return None;
        };
        let title = title.clone();
        // The same inline Markdown as on the page itself, so the two read alike.
        let links = self.links_in(inst.lang);
        let tagline = self
            .inline_markdown(inst, &links)
            .inline(&inst.text.tagline)
            .map_err(|m| {
                errors.push(Diagnostic::error(
                    &inst.text.path,
                    inst.text.slug_at,
                    m.message,
                ))
            })
            .ok()?;
        Some(Card {
            title,
            tagline,
            url: self.url(&inst.path),
            content_lang: inst.is_fallback().then(|| inst.text.lang.clone()),
        })
    }

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
        let mut ctx = self.base_context(data, &Self::home_path(tag));
        ctx.insert("pages", &pages);
        for (name, stem) in names {
            let html = self.templates.render(name, &ctx).map_err(|d| vec![d])?;
            shared.insert(stem.to_string(), html);
        }
        Ok(shared)
    }

    /// The "page not found" page of a language.
    pub(crate) fn not_found(&self, tag: &str) -> Result<Spliced, Vec<Diagnostic>> {
        let data = self.lang(tag);
        let path = format!("/{tag}/404.html");
        let mut ctx = self.base_context(data, &path);
        ctx.insert("alternates", &self.home_alternates(tag));
        self.finish(data, "404.html", &ctx)
    }

    /// The root page: links every language and sends a first-time visitor to their own.
    pub(crate) fn root(&self) -> Result<Spliced, Vec<Diagnostic>> {
        let reference = self.lang(&self.config.reference_language);
        let mut ctx = self.base_context(reference, "/");
        ctx.insert("alternates", &self.home_alternates(""));
        ctx.insert("canonical", &self.absolute("/"));
        ctx.insert("x_default", &self.absolute("/"));
        let tags: Vec<&str> = self
            .config
            .languages
            .iter()
            .map(|l| l.tag.as_str())
            .collect();
        ctx.insert("language_tags", &tags);
        // Each language's own greeting, so a reader finds their language in their language.
        let names: Vec<(&str, &str, &str)> = self
            .config
            .languages
            .iter()
            .map(|l| {
                let choose = self
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
