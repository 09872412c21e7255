//! A game's lesson path in one language: every task of the game's pages in the plan's order,
//! each with its prompt as its page shows it and a link to its board, and the counts of tasks
//! solved, drawn with nothing solved (js/lessons.js fills in what this browser remembers).

use std::sync::Arc;

use serde::Serialize;

use crate::site::boards::html::task_prompt;
use crate::site::boards::Diagram;
use crate::site::diagnostic::{Diagnostic, Diagnostics, LineColumn};
use crate::site::escape::script_json;
use crate::site::load::l10n::{counted, without_isolation};
use crate::site::messages;
use crate::site::plan::{Instance, LanguageStrings};
use crate::site::render::nav;
use crate::site::render::splice::Spliced;

use super::{PageRenderer, SiteView, LESSONS_TEMPLATE};

/// One task of the path: its prompt, the board it is set on, its language-independent id.
#[derive(Serialize)]
struct LessonTask {
    id: String,
    prompt: String,
    url: String,
}

/// One page of the path and its tasks, numbered on from the previous page's.
#[derive(Serialize)]
struct LessonPage {
    title: String,
    url: String,
    /// The language its prompts are written in, when it is not the path's.
    content_lang: Option<String>,
    /// The number of its first task in the whole path.
    first: usize,
    progress: String,
    tasks: Vec<LessonTask>,
}

#[derive(Serialize)]
struct Crumb {
    title: String,
    url: String,
}

#[derive(Serialize)]
struct LessonsCtx {
    title: String,
    plain_title: String,
    crumbs: Vec<Crumb>,
    crumbs_json: String,
    progress: String,
    pages: Vec<LessonPage>,
    /// The counts' words for the script, with their plural forms, as JSON safe in `<script>`.
    strings: String,
    script_url: String,
}

/// The tasks of a page in the order the reader meets them: as its text places their boards. A
/// board its text does not place is not on the page, so a link to it would lead nowhere.
fn tasks_in_order<'d>(inst: &Instance, diagrams: &'d [Arc<Diagram>]) -> Vec<&'d Diagram> {
    let placed = inst
        .text
        .outline
        .sections
        .iter()
        .flat_map(|s| &s.diagrams)
        .filter_map(|p| diagrams.iter().find(|d| d.spec.id == p.id));
    let mut tasks: Vec<&Diagram> = Vec::new();
    for d in placed {
        if d.task.is_some() && !tasks.iter().any(|t| t.spec.id == d.spec.id) {
            tasks.push(d);
        }
    }
    tasks
}

/// The counts' words: "3 of 14 solved", in the plural form of the number it selects on.
fn progress(data: &LanguageStrings, done: usize, total: usize) -> String {
    let key = messages::template_key(messages::LESSONS_PROGRESS);
    counted(
        &data.i18n,
        &data.language.tag,
        &key,
        &[("done", done), ("total", total)],
    )
    .unwrap_or_default()
}

/// The counts' message and its plural forms (`lessons_progress#…`), for the script.
fn script_strings(data: &LanguageStrings) -> String {
    let key = messages::template_key(messages::LESSONS_PROGRESS);
    let strings: std::collections::BTreeMap<&str, &str> = data
        .i18n
        .range(key.clone()..)
        .take_while(|(k, _)| k.starts_with(&key))
        .filter(|(k, _)| k.len() == key.len() || k[key.len()..].starts_with('#'))
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    script_json(&strings)
}

impl PageRenderer<'_> {
    /// The lesson path of a game, in the language of the game's page `inst`.
    pub(crate) fn lessons(&self, inst: &Instance) -> Result<Spliced, Vec<Diagnostic>> {
        let data = self.view.lang(inst.lang);
        let game = &inst.page.facts;
        let (Some(path), Some(site_path)) = (
            self.view.plan.lessons.of(&game.id),
            self.view.plan.lessons.site_path(inst),
        ) else {
            return Err(vec![Diagnostic::error(
                &game.facts_path,
                LineColumn::default(),
                format!("`{}` has no lesson path", game.id),
            )]);
        };
        let strings = data
            .localizer
            .for_page(&game.id, None)
            .map_err(|d| vec![d])?;
        let title = strings
            .format(messages::LESSONS_TITLE, None)
            .map_err(|d| vec![d])?;
        let titles = &self.parts(inst.lang).titles;
        let mut errors = Diagnostics::default();
        let mut pages = Vec::new();
        let mut first = 1;
        for page in &path.pages {
            let Some(on) = self.view.plan.get(&page.facts.id, inst.lang) else {
                continue;
            };
            let diagrams = self
                .diagrams
                .get(&page.facts.id)
                .map_or(&[][..], Vec::as_slice);
            let links = self.links_in(on.lang);
            let inline = self.inline_markdown(on, &links);
            let url = self.view.url(&on.path);
            let mut tasks = Vec::new();
            for diagram in tasks_in_order(on, diagrams) {
                let Some(task) = &diagram.task else { continue };
                let words = self.diagram_words(on, diagram, &inline, &data.i18n, &mut errors);
                tasks.push(LessonTask {
                    id: task.id.clone(),
                    prompt: task_prompt(task, &words),
                    url: format!("{url}#diagram-{}", diagram.spec.id),
                });
            }
            if tasks.is_empty() {
                continue;
            }
            pages.push(LessonPage {
                title: titles.get(&page.facts.id).cloned().unwrap_or_default(),
                url,
                content_lang: on.is_fallback().then(|| on.text.lang.clone()),
                first,
                progress: progress(data, 0, tasks.len()),
                tasks,
            });
            first += pages.last().map_or(0, |p: &LessonPage| p.tasks.len());
        }
        if !errors.is_empty() {
            return Err(errors.into_vec());
        }
        let crumbs = vec![
            Crumb {
                title: data
                    .i18n
                    .get(&messages::template_key(messages::BREADCRUMBS_HOME))
                    .cloned()
                    .unwrap_or_default(),
                url: self.view.url(&SiteView::home_path(inst.lang)),
            },
            Crumb {
                title: titles.get(&game.id).cloned().unwrap_or_default(),
                url: self.view.url(&inst.path),
            },
            Crumb {
                title: title.clone(),
                url: self.view.url(&site_path),
            },
        ];
        let lessons = LessonsCtx {
            plain_title: without_isolation(&title).into_owned(),
            title,
            crumbs_json: nav::breadcrumb_list(crumbs.iter().map(|c| {
                (
                    without_isolation(&c.title),
                    self.view.absolute_of_url(&c.url),
                )
            })),
            crumbs,
            progress: progress(data, 0, first - 1),
            pages,
            strings: script_strings(data),
            script_url: self.view.url("/js/lessons.js"),
        };
        let mut ctx = self.base_context(data, &site_path);
        ctx.insert("canonical", &self.view.absolute(&site_path));
        ctx.insert("page", &lessons);
        // Shared, the path shows its game's card: the game's title and start position.
        ctx.insert("social_image", &self.share_url(&inst.path));
        ctx.insert("alternates", &self.view.lesson_alternates(inst));
        ctx.insert(
            "x_default",
            &self
                .view
                .plan
                .get(&game.id, &self.view.config.reference_language)
                .and_then(|i| self.view.plan.lessons.site_path(i))
                .map(|p| self.view.absolute(&p)),
        );
        self.finish(data, LESSONS_TEMPLATE, &ctx)
    }
}
