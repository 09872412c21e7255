//! `rulebook check --review DIR`: one HTML file per language with each text of the reference
//! language beside its translation — page by page (tagline, description, table rows, diagram
//! words, body sections), then every Fluent entry — so a reviewer can read them in parallel.

use crate::site::author::AuthorError;
use std::fmt::Write;
use std::path::{Path, PathBuf};

use crate::site::escape::escape;
use crate::site::load::content::{Bodies, Translation};
use crate::site::load::inputs::Inputs;
use crate::site::load::l10n::LocaleFiles;
use crate::site::sources::entry_text;

/// The first line of every file this writes; a file without it is never overwritten.
const MARK: &str = "<!-- rulebook review -->";

/// `rulebook check --review DIR`: reads the site at `root` and writes `<tag>.html` into `dir`
/// (relative to the current folder) for every language but the reference one; returns the
/// files written.
pub fn review(root: &Path, dir: &Path) -> Result<Vec<PathBuf>, AuthorError> {
    let (inputs, problems) = Inputs::read(root, None, Bodies::Kept);
    let inputs = inputs.ok_or_else(|| {
        AuthorError::Site(problems.into_iter().filter(|d| d.is_error()).collect())
    })?;
    let dir = if dir.is_absolute() {
        dir.to_path_buf()
    } else {
        std::env::current_dir()
            .map_err(|e| e.to_string())?
            .join(dir)
    };
    write(&inputs, &dir)
}

/// Writes `<tag>.html` into `dir` for every language but the reference one; returns the files.
fn write(inputs: &Inputs, dir: &Path) -> Result<Vec<PathBuf>, AuthorError> {
    let config = &inputs.config;
    let reference = &config.reference_language;
    std::fs::create_dir_all(dir).map_err(|e| AuthorError::io(dir, "create", e))?;
    let mut written = Vec::new();
    for language in config.languages.iter().filter(|l| &l.tag != reference) {
        let path = dir.join(format!("{}.html", language.tag));
        if let Ok(old) = std::fs::read_to_string(&path) {
            if !old.starts_with(MARK) {
                return Err(format!(
                    "{} exists and was not written by `check --review`; not overwriting it",
                    path.display()
                )
                .into());
            }
        }
        let dir_attr = if language.dir == crate::site::load::config::Direction::Rtl {
            "rtl"
        } else {
            "ltr"
        };
        let html = document(inputs, reference, &language.tag, dir_attr);
        std::fs::write(&path, html).map_err(|e| AuthorError::io(&path, "write", e))?;
        written.push(path);
    }
    Ok(written)
}

/// Rows of one table: what the text is, the reference text, the translation (if any).
type Rows = Vec<(String, String, Option<String>)>;

fn document(inputs: &Inputs, reference: &str, tag: &str, dir: &str) -> String {
    let mut s = String::with_capacity(64 * 1024);
    let _ = write!(
        s,
        "{MARK}\n<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\
         <title>{reference} → {tag}</title><style>{STYLE}</style></head><body>\
         <h1>{reference} → {tag}</h1>"
    );
    for page in &inputs.pages {
        let Some(source) = page.translations.get(reference) else {
            continue;
        };
        let path = crate::site::diagnostic::relative(&source.path, &inputs.root);
        let _ = write!(s, "<h2>{}</h2>", escape(&path.display().to_string()));
        let rows = page_rows(source, page.translations.get(tag));
        table(&mut s, reference, tag, dir, &rows);
    }
    if let (Some(source), Some(own)) = (inputs.locales.get(reference), inputs.locales.get(tag)) {
        let _ = write!(s, "<h2>Fluent: locales/{tag}/</h2>");
        table(
            &mut s,
            reference,
            tag,
            dir,
            &fluent_rows(inputs, source, own),
        );
    }
    s.push_str("</body></html>\n");
    s
}

fn table(s: &mut String, reference: &str, tag: &str, dir: &str, rows: &Rows) {
    let _ = write!(
        s,
        "<table><thead><tr><th></th><th>{reference}</th><th>{tag}</th></tr></thead><tbody>"
    );
    for (what, source, own) in rows {
        let own_cell = match own {
            Some(text) => format!("<td lang=\"{tag}\" dir=\"{dir}\">{}</td>", escape(text)),
            None => "<td class=\"missing\">(not translated)</td>".to_string(),
        };
        let _ = write!(
            s,
            "<tr><th scope=\"row\">{}</th><td lang=\"{reference}\">{}</td>{own_cell}</tr>",
            escape(what),
            escape(source)
        );
    }
    s.push_str("</tbody></table>");
}

fn page_rows(source: &Translation, own: Option<&Translation>) -> Rows {
    let mut rows: Rows = vec![
        (
            "tagline".into(),
            source.tagline.clone(),
            own.map(|t| t.tagline.clone()),
        ),
        (
            "description".into(),
            source.description.clone(),
            own.map(|t| t.description.clone()),
        ),
    ];
    for (id, row) in &source.rows {
        let theirs = own.and_then(|t| t.rows.get(id));
        for (field, text, translated) in [
            ("rule", &row.rule, theirs.map(|r| &r.rule)),
            ("standard", &row.standard, theirs.map(|r| &r.standard)),
            ("variant", &row.variant, theirs.map(|r| &r.variant)),
        ] {
            rows.push((
                format!("rows.{id}.{field}"),
                text.clone(),
                translated.cloned(),
            ));
        }
    }
    for (id, words) in &source.diagrams {
        let theirs = own.and_then(|t| t.diagrams.get(id));
        rows.push((
            format!("diagrams.{id}.caption"),
            words.caption.clone(),
            theirs.map(|d| d.caption.clone()),
        ));
        for (i, step) in words.steps.iter().enumerate() {
            rows.push((
                format!("diagrams.{id}.steps[{}]", i + 1),
                step.clone(),
                theirs.and_then(|d| d.steps.get(i).cloned()),
            ));
        }
    }
    // The review loads the bodies into memory (`Bodies::Kept`): reading them cannot fail.
    let body_sections = |t: &Translation| t.body().map(|b| sections(&b)).unwrap_or_default();
    let theirs = own.map(body_sections);
    for (id, text) in body_sections(source) {
        let translated = theirs
            .as_ref()
            .and_then(|s| s.iter().find(|(i, _)| *i == id).map(|(_, t)| t.clone()));
        rows.push((format!("## @{id}"), text, translated));
    }
    rows
}

/// A body's sections by id (`## @id` lines); text before the first one is `intro`.
fn sections(body: &str) -> Vec<(String, String)> {
    let mut out = vec![("intro".to_string(), String::new())];
    for line in body.lines() {
        if let Some(id) = line.strip_prefix("## @") {
            out.push((id.trim().to_string(), String::new()));
        } else if let Some((_, text)) = out.last_mut() {
            text.push_str(line);
            text.push('\n');
        }
    }
    for (_, text) in &mut out {
        *text = text.trim().to_string();
    }
    out.retain(|(id, text)| id != "intro" || !text.is_empty());
    out
}

fn fluent_rows(inputs: &Inputs, source: &LocaleFiles, own: &LocaleFiles) -> Rows {
    let mut ids: Vec<(&String, &crate::site::load::l10n::EntrySite)> =
        source.entries.iter().collect();
    ids.sort_by(|a, b| (&a.1.file, a.1.at.line).cmp(&(&b.1.file, b.1.at.line)));
    ids.into_iter()
        .map(|(id, site)| {
            let text = entry_text(inputs, site).unwrap_or_default();
            let translated = own.entries.get(id).and_then(|s| entry_text(inputs, s));
            (id.clone(), text, translated)
        })
        .collect()
}

const STYLE: &str = "body{font:15px/1.5 system-ui,sans-serif;margin:1rem}\
table{border-collapse:collapse;width:100%;table-layout:fixed;margin-bottom:2rem}\
th,td{border:1px solid #ccc;padding:.3rem .5rem;vertical-align:top;white-space:pre-wrap;\
overflow-wrap:anywhere}thead th:first-child,tbody th{width:14rem;text-align:start}\
.missing{color:#a00;font-style:italic}";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_split_at_their_markers() {
        let s = sections("## @what-is\nA.\n\nB.\n## @history\nC.\n");
        assert_eq!(
            s,
            vec![
                ("what-is".to_string(), "A.\n\nB.".to_string()),
                ("history".to_string(), "C.".to_string())
            ]
        );
    }
}
