//! The language switcher's links and the search engines' alternates of a page or home page.

use serde::Serialize;

use super::SiteView;
use crate::site::plan::Instance;

#[derive(Serialize)]
pub(super) struct Alternate<'a> {
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

impl SiteView<'_> {
    pub(super) fn alternates(&self, page_id: &str, current: &str) -> Vec<Alternate<'_>> {
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

    /// The switcher's links and the alternates of a game's lesson path (`game` is the game's
    /// page in the current language): the path in every language the game's page is in.
    pub(super) fn lesson_alternates(&self, game: &Instance) -> Vec<Alternate<'_>> {
        let lessons = &self.plan.lessons;
        self.plan
            .translations_of(&game.page.facts.id, self.config)
            .filter_map(|i| {
                let path = lessons.site_path(i)?;
                let language = &self.lang(i.lang).language;
                Some(Alternate {
                    tag: &language.tag,
                    name: &language.name,
                    dir: language.dir.as_str(),
                    url: self.url(&path),
                    absolute_url: self.absolute(&path),
                    current: i.lang == game.lang,
                    translated: !i.is_fallback(),
                })
            })
            .collect()
    }

    /// Search engines send readers whose language the site doesn't speak to the reference language.
    pub(super) fn x_default(&self, page_id: &str) -> Option<String> {
        self.plan
            .get(page_id, &self.config.reference_language)
            .map(|i| self.absolute(&i.path))
    }

    pub(super) fn home_alternates(&self, current: &str) -> Vec<Alternate<'_>> {
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
}
