//! A game's lesson path: which pages' tasks it lists, in which order, and where it is published.
//! The order is the game's page first, then its variants in the site's page order, unless the
//! game's `page.toml` gives one (`[lessons] pages = […]`), checked here against the pages there
//! are. A game whose pages set no task has no lesson path.

use std::collections::BTreeMap;
use std::path::Path;

use super::{url_segment, Instance, LanguageStrings};
use crate::site::diagnostic::{Diagnostic, Diagnostics, LineColumn};
use crate::site::load::content::{Page, PageKind};
use crate::site::load::layout::LOCALES;
use crate::site::messages;

/// One game's lesson path: its pages in the order their tasks are listed.
pub(crate) struct LessonPath<'a> {
    pub game: &'a Page,
    pub pages: Vec<&'a Page>,
}

/// Every game's lesson path and each language's URL segment for it (`path-lessons`).
#[derive(Default)]
pub(crate) struct Lessons<'a> {
    pub paths: Vec<LessonPath<'a>>,
    segments: BTreeMap<String, String>,
}

impl<'a> Lessons<'a> {
    /// The lesson paths of the site's games, their orders checked, and the languages' segments.
    pub(crate) fn new(
        pages: &'a [Page],
        languages: &BTreeMap<&str, LanguageStrings>,
        out: &mut Diagnostics,
    ) -> Lessons<'a> {
        let paths: Vec<LessonPath> = pages
            .iter()
            .filter_map(|page| lesson_path(page, pages, out))
            .filter(|path| path.pages.iter().any(|p| has_tasks(p)))
            .collect();
        let mut segments = BTreeMap::new();
        if !paths.is_empty() {
            for (tag, data) in languages {
                if let Some(segment) = segment(tag, data, out) {
                    segments.insert(tag.to_string(), segment);
                }
            }
        }
        Lessons { paths, segments }
    }

    /// The lesson path of a game, if it has one.
    pub(crate) fn of(&self, game: &str) -> Option<&LessonPath<'a>> {
        self.paths.iter().find(|p| p.game.facts.id == game)
    }

    /// Where the lesson path of a game's page (in its language) is published: under the game's
    /// own address, `/<lang>/<games>/<game-slug>/<lessons>/`.
    pub(crate) fn site_path(&self, game: &Instance) -> Option<String> {
        self.of(&game.page.facts.id)?;
        let segment = self.segments.get(game.lang)?;
        Some(format!("{}{segment}/", game.path))
    }
}

/// Whether a page sets the reader a task.
fn has_tasks(page: &Page) -> bool {
    page.facts.diagrams.iter().any(|d| d.task.is_some())
}

/// A game page's lesson path (none for a variant, whose `[lessons]` is an error): the author's
/// order when `page.toml` gives one, then whatever it leaves out in the site's order, so that no
/// task is ever missing from the path.
fn lesson_path<'a>(
    page: &'a Page,
    pages: &'a [Page],
    out: &mut Diagnostics,
) -> Option<LessonPath<'a>> {
    let facts = &page.facts;
    let error = |at: LineColumn, message: String| Diagnostic::error(&facts.facts_path, at, message);
    if facts.kind != PageKind::Game {
        if let Some((_, at)) = facts.lesson_order.first() {
            out.push(error(
                *at,
                "`[lessons]` orders a game's lesson path: only a game page has one".to_string(),
            ));
        }
        return None;
    }
    let belongs = |p: &Page| p.facts.id == facts.id || p.facts.base.as_deref() == Some(&facts.id);
    let mut ordered: Vec<&Page> = Vec::new();
    for (id, at) in &facts.lesson_order {
        let Some(listed) = pages.iter().find(|p| &p.facts.id == id) else {
            out.push(error(
                *at,
                format!("`[lessons] pages` names `{id}`, which is no page in content/"),
            ));
            continue;
        };
        if !belongs(listed) {
            out.push(error(
                *at,
                format!(
                    "`[lessons] pages` names `{id}`, which is neither this game nor one of its variants"
                ),
            ));
        } else if ordered.iter().any(|p| p.facts.id == *id) {
            out.push(error(*at, format!("`[lessons] pages` lists `{id}` twice")));
        } else {
            ordered.push(listed);
        }
    }
    let game_first = std::iter::once(page).chain(pages.iter().filter(|p| p.facts.id != facts.id));
    for rest in game_first.filter(|p| belongs(p)) {
        if !ordered.iter().any(|p| p.facts.id == rest.facts.id) {
            ordered.push(rest);
        }
    }
    Some(LessonPath {
        game: page,
        pages: ordered,
    })
}

/// A language's URL segment for the lesson paths (`path-lessons`), checked as a file name.
fn segment(tag: &str, data: &LanguageStrings, out: &mut Diagnostics) -> Option<String> {
    let key = messages::template_key(messages::PATH_LESSONS);
    let Some(segment) = data.i18n.get(&key) else {
        out.push(Diagnostic::error(
            Path::new(LOCALES).join(tag),
            LineColumn::default(),
            format!(
                "no URL segment for the lesson paths: expected a message `{}` in a `.ftl` file",
                messages::PATH_LESSONS
            ),
        ));
        return None;
    };
    if let Err(message) = url_segment(segment) {
        let (file, at) = match data.localizer.entry_site(messages::PATH_LESSONS) {
            Some(site) => (site.file.clone(), site.at),
            None => (Path::new(LOCALES).join(tag), LineColumn::default()),
        };
        out.push(Diagnostic::error(
            file,
            at,
            format!("`{}`: {message}", messages::PATH_LESSONS),
        ));
        return None;
    }
    Some(segment.clone())
}
