//! A task whose prompt a page leaves to Fluent shows its goal's default, `task-goal-<goal>`. A
//! goal without that message in the reference language is one error, at the first task that
//! needs it, not one for each board and lesson path that would show it in each language.

use std::collections::BTreeMap;
use std::path::Path;

use crate::site::diagnostic::{Diagnostic, LineColumn};
use crate::site::load::content::{Page, Translation};
use crate::site::load::l10n::Locales;
use crate::site::messages;

/// An error for each task goal some page needs the default prompt of, and the reference language
/// (which every language falls back to) lacks. Nothing when the reference language is missing
/// (reported as such).
pub(crate) fn missing_prompts(
    pages: &[Page],
    locales: &Locales,
    reference: &str,
) -> Vec<Diagnostic> {
    let Some(reference) = locales.get(reference) else {
        return Vec::new();
    };
    // By the goal's message: where the first task needing it is, and how many more do.
    let mut needed: BTreeMap<String, (&Path, LineColumn, usize)> = BTreeMap::new();
    for page in pages {
        for diagram in &page.facts.diagrams {
            let Some(task) = &diagram.task else { continue };
            let writes_own = |translation: &Translation| {
                (translation.diagrams.get(&diagram.id)).is_some_and(|text| text.task.is_some())
            };
            if page.translations.values().all(writes_own) {
                continue;
            }
            let id = messages::task_goal(task.goal.as_str());
            needed
                .entry(id)
                .and_modify(|(_, _, more)| *more += 1)
                .or_insert((&page.facts.facts_path, task.at, 0));
        }
    }
    needed
        .into_iter()
        .filter(|(id, _)| !reference.entries.contains_key(id))
        .map(|(id, (path, at, more))| {
            let others = match more {
                0 => String::new(),
                1 => " (and 1 more task)".to_string(),
                n => format!(" (and {n} more tasks)"),
            };
            Diagnostic::error(
                path,
                at,
                format!(
                    "the task's prompt falls back to the message `{id}`, which `{tag}` (the \
                     language every other falls back to) does not have{others}: add it to a \
                     `.ftl` file of `{tag}`, or write the task's prompt (`task`) in each \
                     language's page",
                    tag = reference.tag
                ),
            )
        })
        .collect()
}
