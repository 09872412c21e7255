//! A language's home page: every game with its variants, each on a card.

use std::collections::HashMap;

use serde::Serialize;

use crate::site::diagnostic::{Diagnostic, Diagnostics, LineColumn};
use crate::site::load::content::{Page, PageKind};
use crate::site::render::splice::Spliced;

use super::{PageRenderer, SiteView};
use crate::site::plan::LanguageStrings;

#[derive(Serialize)]
pub(super) struct Card {
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
    /// The game's lesson path, when its pages set tasks.
    lessons_url: Option<String>,
}

impl PageRenderer<'_> {
    /// The home page of a language: every game with its variants.
    pub(crate) fn home(&self, tag: &str) -> Result<Spliced, Vec<Diagnostic>> {
        let data = self.view.lang(tag);
        let mut families = Vec::new();
        let mut errors = Diagnostics::default();
        // Variants grouped by their game once, rather than every page searched for every game.
        let mut variants_of: HashMap<&str, Vec<&Page>> = HashMap::new();
        for p in self.view.pages {
            if let Some(base) = p.facts.base.as_deref() {
                variants_of.entry(base).or_default().push(p);
            }
        }
        for game in self
            .view
            .pages
            .iter()
            .filter(|p| p.facts.kind == PageKind::Game)
        {
            let Some(card) = self.card(game, data, &mut errors) else {
                continue;
            };
            let variants = variants_of
                .get(game.facts.id.as_str())
                .map_or(&[][..], Vec::as_slice)
                .iter()
                .filter_map(|v| self.card(v, data, &mut errors))
                .collect();
            let lessons_url = (self.view.plan.get(&game.facts.id, tag))
                .and_then(|inst| self.view.plan.lessons.site_path(inst))
                .map(|p| self.view.url(&p));
            families.push(Family {
                lessons_url,
                picture: Self::has_picture(game)
                    .then(|| self.view.url(&Self::picture_path(&game.facts.id))),
                game: card,
                variants,
            });
        }
        if !errors.is_empty() {
            return Err(errors.into_vec());
        }
        let path = SiteView::home_path(tag);
        let mut ctx = self.base_context(data, &path);
        ctx.insert("families", &families);
        ctx.insert("alternates", &self.view.home_alternates(tag));
        ctx.insert("canonical", &self.view.absolute(&path));
        ctx.insert("social_image", &self.share_url(&path));
        ctx.insert("x_default", &self.view.absolute("/"));
        self.finish(data, "home.html", &ctx)
    }

    pub(super) fn card(
        &self,
        page: &Page,
        data: &LanguageStrings,
        errors: &mut Diagnostics,
    ) -> Option<Card> {
        let inst = self.view.plan.get(&page.facts.id, &data.language.tag)?;
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
            url: self.view.url(&inst.path),
            content_lang: inst.is_fallback().then(|| inst.text.lang.clone()),
        })
    }
}
