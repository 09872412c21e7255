//! A content page's context: its sections, its variant table, its breadcrumbs and neighbours.

use std::path::Path;

use serde::Serialize;

use crate::site::diagnostic::{Diagnostic, Diagnostics};
use crate::site::load::content::{Page, PageKind};
use crate::site::load::l10n::{without_isolation, PageStrings};
use crate::site::messages;
use crate::site::names;
use crate::site::plan::Instance;
use crate::site::render::blocks::PageBlocks;
use crate::site::render::facts_box::{facts_box, FactsCtx, SchemaPage};
use crate::site::render::markdown::{Markdown, MarkdownError, Section};
use crate::site::render::nav;
use crate::site::render::splice::Spliced;

use super::home::Card;
use super::{PageRenderer, SiteView};
use crate::site::plan::LanguageStrings;

#[derive(Serialize)]
struct SectionCtx {
    id: String,
    heading: String,
    html: String,
    /// What the section tells its reader of the reference text, when the translation is not up
    /// to date with it.
    note: Option<SectionNote>,
}

/// A translated section's note to its reader.
#[derive(Serialize)]
struct SectionNote {
    /// `outdated` (changed since translated), `orphan` (gone from the reference text, which
    /// counts as changed) or `missing` (not translated yet).
    kind: &'static str,
    /// The reference page, at the section when it has it.
    url: String,
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
    /// Its element's id (`row_anchor`).
    anchor: String,
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
    /// The page in the reference language, which an outdated section's note links to.
    original: Option<Original>,
    /// Where the page's own file is edited (`edit_url`), unless the page is a fallback copy.
    edit_url: Option<String>,
    /// A game's lesson path, when its pages set tasks.
    lessons_url: Option<String>,
}

/// The reference-language page, for the notes on outdated sections.
#[derive(Serialize)]
struct Original {
    url: String,
    lang: String,
}

/// A link to a page by its title.
#[derive(Serialize)]
struct Crumb {
    title: String,
    url: String,
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
            note: None,
        });
    }
    headed
}

/// A page-independent interface string of the language (checked to exist when templates load).
fn interface_string(data: &LanguageStrings, id: &str) -> String {
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

/// The id of a comparison-table row's element: `row-capture` for the row `capture`.
fn row_anchor(row: &str) -> String {
    format!("row-{row}")
}

/// The ids a page has before its Markdown is rendered, which no heading may take: those the
/// templates write as they are and the table's rows.
fn reserved_ids(fixed: &[String], rows: &[String]) -> Vec<String> {
    let rows = rows.iter().map(|row| row_anchor(row));
    fixed.iter().cloned().chain(rows).collect()
}

fn format_or_report(strings: &PageStrings, id: &str, errors: &mut Diagnostics) -> String {
    strings.format(id, None).unwrap_or_else(|d| {
        errors.push(d);
        String::new()
    })
}

impl SiteView<'_> {
    pub(crate) fn template_of(&self, page: &Page) -> &'static str {
        match page.facts.kind {
            PageKind::Game => "game.html",
            PageKind::Variant => "variant.html",
        }
    }
}

impl PageRenderer<'_> {
    /// Marks the sections whose reference text changed after this translation was made; returns
    /// the reference page their notes link to, when there is one.
    fn mark_outdated(
        &self,
        inst: &Instance,
        strings: &PageStrings,
        sections: &mut Vec<SectionCtx>,
        errors: &mut Diagnostics,
    ) -> Option<Original> {
        let reference = &self.view.config.reference_language;
        // A fallback copy shows another language's text: its notes are that text's.
        let shown = &inst.text.lang;
        if shown == reference {
            return None;
        }
        let id = &inst.page.facts.id;
        let notes = self.view.translations.notes(shown, id)?;
        let original = self.view.plan.get(id, reference)?;
        let url = self.view.url(&original.path);
        let note = |kind, anchor: Option<&str>| SectionNote {
            kind,
            url: match anchor {
                Some(anchor) => format!("{url}#{anchor}"),
                None => url.clone(),
            },
        };
        for s in sections.iter_mut() {
            if notes.outdated.contains(&s.id) {
                s.note = Some(note("outdated", Some(&s.id)));
            } else if notes.orphan.contains(&s.id) {
                s.note = Some(note("orphan", None));
            }
        }
        // A section the translation lacks stands where the reference text has it, empty but
        // for its note.
        for (missing, after) in &notes.missing {
            let at = match after {
                Some(after) => sections
                    .iter()
                    .position(|s| &s.id == after)
                    .map_or(0, |i| i + 1),
                None => 0,
            };
            let heading_id = messages::section_heading(missing);
            let heading = if strings.defines(&heading_id) {
                format_or_report(strings, &heading_id, errors)
            } else {
                missing.clone()
            };
            sections.insert(
                at.min(sections.len()),
                SectionCtx {
                    id: missing.clone(),
                    heading,
                    html: String::new(),
                    note: Some(note("missing", Some(missing))),
                },
            );
        }
        Some(Original {
            url,
            lang: reference.clone(),
        })
    }

    /// One page in one language.
    pub(crate) fn page(&self, inst: &Instance) -> Result<Spliced, Vec<Diagnostic>> {
        let data = self.view.lang(inst.lang);
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
            lang: inst.lang,
            games: Default::default(),
            game_rules: Default::default(),
            star_numbers: Default::default(),
            task_placed: Default::default(),
            cells_defined: Default::default(),
            help_written: Default::default(),
        };
        let reserved_ids = reserved_ids(self.view.templates.fixed_ids(), &facts.rows);
        let markdown = Markdown {
            blocks: &page_blocks,
            reserved_ids: &reserved_ids,
            ..inline
        };
        let md_error = |e: MarkdownError| Diagnostic::error(&text.path, e.at, e.message);
        let body = text.body().map_err(|e| vec![e])?;
        let sections = markdown
            .outlined_sections(&body, &text.outline, text.body_line)
            .map_err(|es| es.into_iter().map(md_error).collect::<Vec<_>>())?;

        let mut sections = headed(sections, &strings, &text.path, &mut errors);
        let base = facts
            .base
            .as_deref()
            .and_then(|b| self.view.plan.get(b, inst.lang));
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
                standard_url: base.map(|b| self.view.url(&b.path)),
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
                id: names::VARIANTS_ID.to_string(),
                heading: interface_string(data, messages::HOME_VARIANTS),
                html: String::new(),
                note: None,
            });
        }
        if !errors.is_empty() {
            return Err(errors.into_vec());
        }
        let original = self.mark_outdated(inst, &strings, &mut sections, &mut errors);
        if !errors.is_empty() {
            return Err(errors.into_vec());
        }

        let canonical_path = if inst.is_fallback() {
            self.view
                .plan
                .get(&facts.id, &text.lang)
                .map_or(inst.path.clone(), |i| i.path.clone())
        } else {
            inst.path.clone()
        };
        let canonical = self.view.absolute(&canonical_path);
        let plain_title = without_isolation(&title).into_owned();
        let based_on = facts
            .base
            .as_deref()
            .and_then(|b| self.view.plan.get(b, inst.lang))
            .map(|b| self.view.absolute(&b.path));
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
            url: self.view.url(&inst.path),
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
                .view
                .config
                .play_link(&facts.play.game, facts.play.option.as_deref()),
            diagram_strings: self.boards_strings(data, diagrams, &page_blocks),
            facts: facts_ctx,
            base_url: base.map(|b| self.view.url(&b.path)),
            crumbs_json: nav::breadcrumb_list(crumbs.iter().map(|c| {
                (
                    without_isolation(&c.title),
                    self.view.absolute_of_url(&c.url),
                )
            })),
            crumbs,
            variants,
            previous,
            next,
            original,
            lessons_url: self
                .view
                .plan
                .lessons
                .site_path(inst)
                .map(|p| self.view.url(&p)),
            edit_url: if inst.is_fallback() {
                None
            } else {
                let file = crate::site::diagnostic::relative(&text.path, self.view.root);
                self.view.config.edit_link(&file)
            },
        };
        let mut ctx = self.base_context(data, &inst.path);
        ctx.insert("canonical", &page.canonical);
        ctx.insert("social_image", &self.share_url(&inst.path));
        ctx.insert("page", &page);
        ctx.insert("alternates", &self.view.alternates(&facts.id, inst.lang));
        ctx.insert("x_default", &self.view.x_default(&facts.id));
        ctx.insert("diagram_js_url", &self.view.url("/js/diagram.js"));
        self.finish(data, self.view.template_of(inst.page), &ctx)
    }

    /// The breadcrumbs of a page titled `title` whose game (for a variant) is `base`, and its
    /// previous and next pages in its section.
    fn whereabouts(
        &self,
        inst: &Instance,
        data: &LanguageStrings,
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
            url: self.view.url(&i.path),
        };
        let home = Crumb {
            title: interface_string(data, messages::BREADCRUMBS_HOME),
            url: self.view.url(&SiteView::home_path(inst.lang)),
        };
        let itself = Crumb {
            title: title.to_string(),
            url: self.view.url(&inst.path),
        };
        let crumbs = std::iter::once(home)
            .chain(base.map(crumb))
            .chain(std::iter::once(itself))
            .collect();
        let (previous, next) = self.view.plan.neighbours(&inst.page.facts.id, inst.lang);
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
        data: &LanguageStrings,
        errors: &mut Diagnostics,
    ) -> Vec<Card> {
        self.view
            .pages
            .iter()
            .filter(|p| p.facts.base.as_deref() == Some(game))
            .filter_map(|v| self.card(v, data, errors))
            .collect()
    }

    fn rows(&self, inst: &Instance, markdown: &Markdown, errors: &mut Diagnostics) -> Vec<RowCtx> {
        let reference = inst
            .page
            .translations
            .get(&self.view.config.reference_language);
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
                    anchor: row_anchor(id),
                    rule: cell(&row.rule),
                    standard: cell(&row.standard),
                    variant: cell(&row.variant),
                    lang: (text.lang != inst.lang).then(|| text.lang.clone()),
                })
            })
            .collect()
    }
}
