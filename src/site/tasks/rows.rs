//! Which rule change a task practises: a task may name one of its page's comparison-table rows
//! (`row = "<key>"`; a key the page does not list is refused where page.toml is read,
//! `load::content::task_spec::unknown_rows`). On a variant page that has tasks, a row that no task
//! names is a warning, so every rule the table changes is one the reader gets to use (a page
//! without tasks yet is not held to it).

use std::path::Path;

use crate::site::diagnostic::{Diagnostic, LineColumn, SourceText};
use crate::site::load::content::Page;

/// A warning for each row of a page with tasks that no task names, at the row in `rows = [...]`.
pub(crate) fn uncovered_rows(root: &Path, pages: &[Page]) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for facts in pages.iter().map(|p| &p.facts) {
        let tasks: Vec<_> = facts
            .diagrams
            .iter()
            .filter_map(|d| d.task.as_ref())
            .collect();
        if tasks.is_empty() {
            continue;
        }
        let text = std::fs::read_to_string(root.join(&facts.facts_path)).unwrap_or_default();
        for row in &facts.rows {
            let covered = tasks
                .iter()
                .any(|t| t.row.as_ref().is_some_and(|(r, _)| r == row));
            if !covered {
                out.push(Diagnostic::warning(
                    &facts.facts_path,
                    row_position(&text, row),
                    format!("page `{}`: rule-change row `{row}` has no task", facts.id),
                ));
            }
        }
    }
    out
}

/// Where the row's key is written in `rows = [...]`; the file's start if it cannot be found.
fn row_position(text: &str, row: &str) -> LineColumn {
    let list = text
        .lines()
        .scan(0, |offset, line| {
            let start = *offset;
            *offset += line.len() + 1;
            Some((start, line))
        })
        .find(|(_, line)| line.trim_start().starts_with("rows"));
    let Some((start, _)) = list else {
        return LineColumn::START;
    };
    match text[start..].find(&format!("\"{row}\"")) {
        Some(found) => SourceText::new(text).position(start + found),
        None => LineColumn::START,
    }
}
