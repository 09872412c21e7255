//! The images a page publishes: its social card and its game's start position picture.

use crate::site::diagnostic::{Diagnostic, LineColumn};
use crate::site::messages;
use crate::site::names::PICTURE_FOLDER;
use std::collections::{BTreeMap, BTreeSet};

use crate::site::boards::{start_picture, svg};
use crate::site::load::config::Direction;
use crate::site::load::content::{Page, PageKind};
use crate::site::load::l10n::without_isolation;
use crate::site::load::layout::{CONFIG_FILE, FONTS};
use crate::site::social;
use crate::site::sync::lock;

use super::PageRenderer;

impl PageRenderer<'_> {
    /// Where a page's (or home page's) social image is published: beside the page.
    pub(crate) fn share_path(page_path: &str) -> String {
        format!("{page_path}share.png")
    }

    /// The absolute URL of a page's social image, when the site draws them.
    pub(super) fn share_url(&self, page_path: &str) -> Option<String> {
        self.view
            .config
            .social_images
            .then(|| self.view.absolute(&Self::share_path(page_path)))
    }

    /// What a page's social image shows: its title and the start position of its rules, which
    /// tells the game at a glance (a page without rules the rules core knows: its first
    /// diagram); for a home page, the site's title and the first game's start position. Also the
    /// characters of its texts that no font can write.
    pub(crate) fn social_card(&self, lang: &str, page: Option<&Page>) -> (social::Card, Vec<char>) {
        let data = self.view.lang(lang);
        let string = |id: &str| {
            data.i18n
                .get(&messages::template_key(id))
                .map(|s| without_isolation(s).into_owned())
                .unwrap_or_default()
        };
        let (title, board_of) = match page {
            Some(p) => (
                self.parts(&data.language.tag)
                    .titles
                    .get(p.facts.id.as_str())
                    .map(|t| without_isolation(t).into_owned())
                    .unwrap_or_default(),
                Some(p),
            ),
            None => (
                string("home-title"),
                self.view
                    .pages
                    .iter()
                    .find(|p| p.facts.kind == PageKind::Game && p.facts.rules.is_some()),
            ),
        };
        let board = board_of.and_then(|p| self.social_board(p));
        let config = self.view.config;
        let fonts = social::FontSet::of(
            config.fonts_dir.as_deref(),
            config.social_fonts.get(lang).map_or(&[][..], Vec::as_slice),
        );
        social::Card::new(
            title,
            string("site-name"),
            data.language.dir == Direction::Rtl,
            board,
            fonts,
        )
    }

    /// The picture a page's social images show (the start position of its rules, else its first
    /// diagram), drawn for its first language and shared by the others.
    fn social_board(&self, page: &Page) -> Option<social::Picture> {
        let id = page.facts.id.as_str();
        if let Some(board) = lock(&self.social_boards).get(id) {
            return board.clone();
        }
        let start = page.facts.rules.and_then(|rules| start_picture(rules).ok());
        let board = start
            .or_else(|| {
                let first = self.diagrams.get(id).and_then(|d| d.first());
                first.map(|d| svg::picture(d))
            })
            .map(social::Picture::new);
        lock(&self.social_boards).insert(id.to_string(), board.clone());
        board
    }

    /// Whether a page has a start position picture: games whose boards the rules core knows.
    pub(crate) fn has_picture(page: &Page) -> bool {
        page.facts.kind == PageKind::Game && page.facts.rules.is_some()
    }

    pub(crate) fn picture_path(page_id: &str) -> String {
        format!("/{PICTURE_FOLDER}/{page_id}.svg")
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

/// The characters no font could write in a language's social images, gathered over all of its
/// images so that a language gets one warning, not one per image.
#[derive(Default)]
pub(crate) struct UnwrittenTitles(BTreeMap<String, Unwritten>);

#[derive(Default)]
struct Unwritten {
    chars: BTreeSet<char>,
    images: usize,
    fonts: String,
}

impl UnwrittenTitles {
    /// Notes what one image of `lang` could not write, if anything.
    pub(crate) fn add(&mut self, lang: &str, card: &social::Card, missing: &[char]) {
        if missing.is_empty() {
            return;
        }
        let entry = self.0.entry(lang.to_string()).or_default();
        entry.chars.extend(missing);
        entry.images += 1;
        entry.fonts = card.fonts.describe();
    }

    /// One warning per language: the characters missing, how many images lack text, the fonts
    /// tried.
    pub(crate) fn warnings(self) -> Vec<Diagnostic> {
        self.0
            .into_iter()
            .map(|(lang, unwritten)| {
                let shown = 12;
                let mut chars: String = (unwritten.chars.iter().take(shown))
                    .map(|c| format!(" `{c}` (U+{:04X})", u32::from(*c)))
                    .collect();
                if unwritten.chars.len() > shown {
                    chars += &format!(" and {} more", unwritten.chars.len() - shown);
                }
                let images = match unwritten.images {
                    1 => "1 social image".to_string(),
                    n => format!("{n} social images"),
                };
                Diagnostic::warning(
                    CONFIG_FILE,
                    LineColumn::default(),
                    format!(
                        "`{lang}`: no font for{chars}; {images} drawn without the text they are in (fonts tried: {}; add a font that has them to `{FONTS}/` and name its family in `[social]`)",
                        unwritten.fonts
                    ),
                )
            })
            .collect()
    }
}
