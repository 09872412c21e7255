//! The images a page publishes: its social card and its game's start position picture.

use crate::site::check::messages;
use crate::site::diagnostic::{Diagnostic, LineColumn};
use crate::site::load::config::{Direction, FILE_NAME};
use crate::site::load::content::{Page, PageKind};
use crate::site::load::l10n::without_isolation;
use crate::site::render::diagram::{start_picture, svg};
use crate::site::render::social;

use super::{Frame, Renderer};

impl Renderer<'_> {
    /// Where a page's (or home page's) social image is published: beside the page.
    pub(crate) fn share_path(page_path: &str) -> String {
        format!("{page_path}share.png")
    }

    /// The absolute URL of a page's social image, when the site draws them.
    pub(super) fn share_url(&self, page_path: &str) -> Option<String> {
        self.frame
            .config
            .social_images
            .then(|| self.frame.absolute(&Self::share_path(page_path)))
    }

    /// What a page's social image shows: its title and its first diagram (or its game's start
    /// position); for a home page, the site's title and the first game's start position. The
    /// warning names what no font can write.
    pub(crate) fn social_card(
        &self,
        lang: &str,
        page: Option<&Page>,
    ) -> (social::Card, Option<Diagnostic>) {
        let data = self.frame.lang(lang);
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
                self.frame
                    .plan
                    .get(&p.facts.id, lang)
                    .map_or_else(String::new, |i| i.path.clone()),
            ),
            None => (
                string("home-title"),
                self.frame
                    .pages
                    .iter()
                    .find(|p| p.facts.kind == PageKind::Game && p.facts.rules.is_some()),
                Frame::home_path(lang),
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
            self.frame
                .config
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
}
