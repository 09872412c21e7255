//! The translation status page `check --review DIR` writes beside the review files
//! (`DIR/index.html`): a table of pages × languages, each cell complete, outdated (n units),
//! missing (n units) or a fallback copy, linking to the language's review file and to the
//! published page. One HTML file, no script.

use std::fmt::Write;

use crate::site::escape::escape;
use crate::site::load::inputs::Inputs;
use crate::site::plan;
use crate::site::sources::{Freshness, UnitCount};
use crate::site::write::output_dir::{self, DEFAULT_OUT};

/// The state of one page (or of the Fluent files) in one language.
enum Cell {
    /// No text of its own: readers get a fallback language's.
    Fallback,
    /// The language keeps no record of what it was translated from.
    Untracked,
    Counted(UnitCount),
}

impl Cell {
    fn class_and_words(&self) -> (&'static str, String) {
        match self {
            Cell::Fallback => ("fallback", "fallback".into()),
            Cell::Untracked => ("untracked", "not recorded".into()),
            Cell::Counted(c) => {
                let mut parts = Vec::new();
                if c.outdated > 0 {
                    parts.push(format!("outdated ({})", c.outdated));
                }
                if c.missing > 0 {
                    parts.push(format!("missing ({})", c.missing));
                }
                if c.orphan > 0 {
                    parts.push(format!("orphan ({})", c.orphan));
                }
                match (c.outdated + c.orphan, c.missing) {
                    (0, 0) => ("complete", "complete".into()),
                    (0, _) => ("missing", parts.join(", ")),
                    _ => ("outdated", parts.join(", ")),
                }
            }
        }
    }
}

/// The status page's HTML. `mark` is the first line (what marks the file as the command's own).
pub(crate) fn document(inputs: &Inputs, freshness: &Freshness, mark: &str) -> String {
    let config = &inputs.config;
    let reference = &config.reference_language;
    let languages: Vec<&str> = (config.languages.iter())
        .map(|l| l.tag.as_str())
        .filter(|tag| tag != reference)
        .collect();
    let urls = published_urls(inputs);
    let mut s = String::with_capacity(32 * 1024);
    let _ = write!(
        s,
        "{mark}\n<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>Translation status</title><style>{STYLE}</style></head><body>\
         <h1>Translation status</h1><p>Each page in each language against the <code>{reference}</code> \
         text today: <span class=\"complete\">complete</span>, <span class=\"outdated\">outdated \
         (units whose <code>{reference}</code> text changed since they were translated)</span>, \
         <span class=\"missing\">missing (units not translated)</span>, or \
         <span class=\"fallback\">fallback</span> (no text of its own). A cell links to the \
         language's review file; “page” to the published page.</p>\
         <div class=\"scroll\"><table><thead><tr><th scope=\"col\">Page</th>"
    );
    for tag in &languages {
        let _ = write!(s, "<th scope=\"col\">{}</th>", escape(tag));
    }
    s.push_str("</tr></thead><tbody>");
    for page in &inputs.pages {
        let id = &page.facts.id;
        let _ = write!(s, "<tr><th scope=\"row\">");
        match urls.get(&(id.as_str(), reference.as_str())) {
            Some(url) => {
                let _ = write!(s, "<a href=\"{}\">{}</a>", escape(url), escape(id));
            }
            None => s.push_str(&escape(id)),
        }
        s.push_str("</th>");
        for tag in &languages {
            let cell = if !page.translations.contains_key(*tag) {
                Cell::Fallback
            } else if !freshness.counts.contains_key(*tag) {
                Cell::Untracked
            } else {
                let key = (tag.to_string(), id.clone());
                Cell::Counted(freshness.pages.get(&key).copied().unwrap_or_default())
            };
            let url = urls.get(&(id.as_str(), *tag)).map(String::as_str);
            // The link lands on the page's first unit to act on, or on the page's table.
            let anchor = match freshness.first_not_current(tag, id) {
                Some(unit) => format!("{id}/{unit}"),
                None => id.clone(),
            };
            cell_html(&mut s, &cell, &format!("{tag}.html#{anchor}"), url);
        }
        s.push_str("</tr>");
    }
    s.push_str("<tr><th scope=\"row\">Interface (Fluent)</th>");
    for tag in &languages {
        let cell = match freshness.messages.get(*tag) {
            Some(count) => Cell::Counted(*count),
            None => Cell::Untracked,
        };
        cell_html(&mut s, &cell, &format!("{tag}.html#messages"), None);
    }
    s.push_str("</tr></tbody></table></div></body></html>\n");
    s
}

fn cell_html(s: &mut String, cell: &Cell, review: &str, page: Option<&str>) {
    let (class, words) = cell.class_and_words();
    let _ = write!(
        s,
        "<td class=\"{class}\"><a href=\"{}\">{}</a>",
        escape(review),
        escape(&words)
    );
    if let Some(url) = page {
        let _ = write!(s, " <a class=\"page\" href=\"{}\">page</a>", escape(url));
    }
    s.push_str("</td>");
}

/// Each page's published address in each language, when the site can be planned (a site with
/// errors gets a status page without them).
fn published_urls(inputs: &Inputs) -> std::collections::HashMap<(&str, &str), String> {
    let Ok(languages) = plan::languages(inputs) else {
        return Default::default();
    };
    let Ok(checked) = plan::pages(inputs, languages, false) else {
        return Default::default();
    };
    // A site built into `public/` is linked where it lies, so the pages open without a server;
    // otherwise the published address.
    let local = inputs.root.join(DEFAULT_OUT);
    let local = (local.join(output_dir::MARKER).is_file())
        .then(|| std::path::absolute(&local).ok())
        .flatten();
    let (base, index) = match &local {
        Some(path) => (format!("file://{}", path.display()), "index.html"),
        None => (inputs.config.base_url.clone(), ""),
    };
    (checked.plan.instances.iter())
        .map(|i| {
            (
                (i.page.facts.id.as_str(), i.lang),
                format!("{base}{}{index}", i.path),
            )
        })
        .collect()
}

const STYLE: &str = "body{font:15px/1.5 system-ui,sans-serif;margin:1rem}\
.scroll{overflow-x:auto}table{border-collapse:collapse}\
tbody th{position:sticky;inset-inline-start:0;background:#fff}th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:start;\
white-space:nowrap}.complete{background:#e6f4e6}.outdated{background:#fff1cc}\
.missing{background:#fde2e2}.fallback,.untracked{color:#555;background:#eee}\
td .page{font-size:.85em;margin-inline-start:.4rem}";
