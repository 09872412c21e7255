//! What `check` says about text an author has still to write: an empty tagline, description,
//! table cell or caption, or a section with nothing under its heading (as `rulebook new-page`
//! leaves them). The build publishes such a page; `check` names each gap at its line.

use crate::site::diagnostic::{Diagnostic, LineColumn};
use crate::site::load::content::{Outline, Page, Translation};

/// A warning for every empty text of every translation.
pub(crate) fn check(root: &std::path::Path, pages: &[Page]) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for t in pages.iter().flat_map(|p| p.translations.values()) {
        let text = std::fs::read_to_string(root.join(&t.path)).unwrap_or_default();
        let mut gap = |table: Option<&str>, key: &str, what: String| {
            let at = empty_value(&text, table, key).unwrap_or(LineColumn::START);
            out.push(Diagnostic::warning(&t.path, at, format!("{what} is empty")));
        };
        for (key, value) in [("tagline", &t.tagline), ("description", &t.description)] {
            if value.trim().is_empty() {
                gap(None, key, format!("the {key}"));
            }
        }
        for (id, row) in &t.rows {
            let table = format!("rows.{id}");
            for (key, value) in [
                ("rule", &row.rule),
                ("standard", &row.standard),
                ("variant", &row.variant),
            ] {
                if value.trim().is_empty() {
                    gap(Some(&table), key, format!("`{key}` of table row `{id}`"));
                }
            }
        }
        for (id, diagram) in &t.diagrams {
            if diagram.caption.trim().is_empty() {
                let table = format!("diagrams.{id}");
                gap(
                    Some(&table),
                    "caption",
                    format!("the caption of diagram `{id}`"),
                );
            }
        }
        out.extend(empty_sections(t));
    }
    out
}

/// Where `key = ""` is, in the front matter table `table` (or before any table).
fn empty_value(text: &str, table: Option<&str>, key: &str) -> Option<LineColumn> {
    let mut current: Option<&str> = None;
    for (i, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed == "+++" && i > 0 {
            return None;
        }
        if let Some(name) = trimmed.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
            current = Some(name.trim());
            continue;
        }
        let Some((k, v)) = trimmed.split_once('=') else {
            continue;
        };
        if current == table && k.trim() == key && matches!(v.trim(), "\"\"" | "''") {
            let column = line.len() - line.trim_start().len() + 1;
            return Some(LineColumn {
                line: i + 1,
                column,
            });
        }
    }
    None
}

/// Sections whose heading has nothing but blank lines (and diagrams) under it.
fn empty_sections(t: &Translation) -> Vec<Diagnostic> {
    let body = match t.body() {
        Ok(body) => body,
        Err(e) => return vec![e],
    };
    (t.outline.sections.iter())
        .filter(|s| Outline::is_empty(s, &body))
        .map(|s| {
            Diagnostic::warning(
                &t.path,
                LineColumn::new(t.body_line + s.line, 1),
                format!("section `@{}` has no text", s.id.trim()),
            )
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_values_are_found_in_their_table() {
        let text = "+++\nslug = \"x\"\ntagline = \"\"\n\n[rows.goal]\nrule = \"Goal\"\nvariant = \"\"\n\n[diagrams.start]\n  caption = \"\"\n+++\n\n## @what-is\n";
        assert_eq!(
            empty_value(text, None, "tagline"),
            Some(LineColumn { line: 3, column: 1 })
        );
        assert_eq!(
            empty_value(text, Some("rows.goal"), "variant"),
            Some(LineColumn { line: 7, column: 1 })
        );
        assert_eq!(empty_value(text, Some("rows.goal"), "rule"), None);
        assert_eq!(
            empty_value(text, Some("diagrams.start"), "caption"),
            Some(LineColumn {
                line: 10,
                column: 3
            })
        );
        assert_eq!(empty_value(text, None, "variant"), None);
    }
}
