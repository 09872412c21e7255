//! `rulebook check --review DIR`: one HTML file per language with each text of the reference
//! language beside its translation — page by page (tagline, description, table rows, diagram
//! words, body sections), then every Fluent entry — so a reviewer can read them in parallel.
//! Units whose reference text changed since they were translated are marked; `index.html`
//! beside them is the translation status page (`status_page`).

use crate::site::author::AuthorError;
use std::fmt::Write;
use std::path::{Path, PathBuf};

use crate::site::escape::escape;
use crate::site::load::content::{Bodies, Translation, SECTION_MARK};
use crate::site::load::inputs::Inputs;
use crate::site::load::l10n::LocaleFiles;
use crate::site::sources::{
    entry_text, report, sections, word_parts, Freshness, Part, Record, TranslationState,
};
use crate::site::write::output_dir::{self, Refusal};

use super::status_page;

/// The first line of every file this writes; a file without it is never overwritten.
const MARK: &str = "<!-- rulebook review -->";

/// `rulebook check --review DIR`: reads the site at `root` and writes `<tag>.html` into `dir`
/// (relative to `root`, as `build --out` is) for every language but the reference one, and the status
/// page `index.html`; returns the files written.
pub fn review(root: &Path, dir: &Path) -> Result<Vec<PathBuf>, AuthorError> {
    let (inputs, problems) = Inputs::read_lenient(root, None, Bodies::Kept);
    let inputs = inputs.ok_or_else(|| {
        AuthorError::Site(problems.into_iter().filter(|d| d.is_error()).collect())
    })?;
    // Relative to the site's folder, as `build --out` is: one rule for every folder a command
    // writes.
    let dir = root.join(dir);
    if dir.exists() && !dir.is_dir() {
        return Err(AuthorError::Request(format!(
            "`{}` is not a folder: review files go into a folder of their own, such as `review/`",
            dir.display()
        )));
    }
    refuse_inputs(root, &dir)?;
    refuse_output(&dir)?;
    write(&inputs, &dir)
}

/// A built site is replaced as a whole by the next build: review files written into one would
/// be lost, or published.
fn refuse_output(dir: &Path) -> Result<(), AuthorError> {
    let held = output_dir::output_holding(dir).map_err(|e| AuthorError::io(dir, "read", e))?;
    match held {
        None => Ok(()),
        Some(site) => Err(AuthorError::Request(format!(
            "refusing to write review files into {}: it is inside {}, a site `rulebook build` wrote (it holds `{}`), which the next build replaces; expected a folder of their own such as `review/`",
            dir.display(),
            site.display(),
            output_dir::MARKER
        ))),
    }
}

/// Review files are not the site's: written into an input folder they would be read (templates,
/// locales) or published (static) by the next build, so such a folder is refused, as is the
/// site's folder and a folder that holds one of them.
fn refuse_inputs(root: &Path, dir: &Path) -> Result<(), AuthorError> {
    let clash = output_dir::input_clash(root, dir).map_err(|e| AuthorError::io(dir, "read", e))?;
    let what = match clash {
        None => return Ok(()),
        Some(Refusal::SiteFolder) => "the site's folder".to_string(),
        Some(Refusal::HoldsSite) => "a folder that holds the site's folder".to_string(),
        Some(Refusal::InsideInput(input)) => format!("inside the input folder `{input}/`"),
        Some(Refusal::HoldsInput(input)) => {
            format!("a folder that holds the input folder `{input}/`")
        }
        Some(other) => other.to_string(),
    };
    Err(AuthorError::Request(format!(
        "refusing to write review files into {}: it is {what}; expected a folder of their own \
         outside the site's inputs, such as `review/`",
        dir.display()
    )))
}

/// Writes `<tag>.html` into `dir` for every language but the reference one, then `index.html`;
/// returns the files.
fn write(inputs: &Inputs, dir: &Path) -> Result<Vec<PathBuf>, AuthorError> {
    let config = &inputs.config;
    let reference = &config.reference_language;
    std::fs::create_dir_all(dir).map_err(|e| AuthorError::io(dir, "create", e))?;
    let (records, errors) = Record::load_all(inputs);
    if !errors.is_empty() {
        return Err(AuthorError::Site(errors));
    }
    let freshness = report(inputs, &TranslationState::everything(inputs, &records));
    let mut files = Vec::new();
    for language in config.languages.iter().filter(|l| &l.tag != reference) {
        let review = Review {
            inputs,
            reference,
            tag: &language.tag,
            dir: language.dir.as_str(),
            freshness: &freshness,
        };
        files.push((format!("{}.html", language.tag), review.document()));
    }
    files.push((
        "index.html".to_string(),
        status_page::document(inputs, &freshness, MARK),
    ));
    // Nothing is written unless every file may be: none is another program's.
    for (name, _) in &files {
        refuse_foreign(&dir.join(name))?;
    }
    let mut written = Vec::new();
    for (name, html) in files {
        let path = dir.join(&name);
        // Written beside it and renamed over it: a link is replaced, never followed.
        let staged = dir.join(format!(".{name}.new"));
        std::fs::write(&staged, html)
            .and_then(|()| std::fs::rename(&staged, &path))
            .map_err(|e| AuthorError::io(&path, "write", e))?;
        written.push(path);
    }
    Ok(written)
}

/// A file in the way that this command did not write: a symbolic link, a folder, a file that is
/// not UTF-8 or does not start with the mark.
fn refuse_foreign(path: &Path) -> Result<(), AuthorError> {
    let meta = match std::fs::symlink_metadata(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(AuthorError::io(path, "read", e)),
        Ok(meta) => meta,
    };
    let ours = meta.is_file()
        && std::fs::read(path)
            .map_err(|e| AuthorError::io(path, "read", e))?
            .starts_with(MARK.as_bytes());
    if ours {
        return Ok(());
    }
    let what = if meta.file_type().is_symlink() {
        "is a symbolic link"
    } else if meta.is_dir() {
        "is a folder"
    } else {
        "was not written by `check --review`"
    };
    Err(format!("{} {what}; not overwriting it", path.display()).into())
}

/// One row of a table: what the text is, the unit it belongs to (`row.capture`,
/// `section.history`, a Fluent id), the reference text and the translation (if any).
struct Row {
    what: String,
    unit: String,
    source: String,
    own: Option<String>,
}

/// One language's review file.
struct Review<'a> {
    inputs: &'a Inputs,
    reference: &'a str,
    tag: &'a str,
    dir: &'a str,
    freshness: &'a Freshness,
}

impl Review<'_> {
    fn document(&self) -> String {
        let (inputs, reference, tag) = (self.inputs, self.reference, self.tag);
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
            let id = &page.facts.id;
            let _ = write!(
                s,
                "<h2 id=\"{}\">{}</h2>",
                escape(id),
                escape(&path.display().to_string())
            );
            let rows = page_rows(source, page.translations.get(tag));
            self.table(&mut s, Some(id), &rows);
        }
        if let (Some(source), Some(own)) = (inputs.locales.get(reference), inputs.locales.get(tag))
        {
            let _ = write!(s, "<h2 id=\"messages\">Fluent: locales/{tag}/</h2>");
            self.table(&mut s, None, &fluent_rows(inputs, source, own));
        }
        s.push_str("</body></html>\n");
        s
    }

    /// A table of rows, each with an id (`<page>/<unit>`, `messages/<id>`) that links land on; a
    /// row whose unit is outdated in the language is marked, shows what changed in the reference
    /// text (removed and added words, when git history holds the text it was translated from)
    /// and the command that confirms it.
    fn table(&self, s: &mut String, page: Option<&str>, rows: &[Row]) {
        let (reference, tag, dir) = (self.reference, self.tag, self.dir);
        let _ = write!(
            s,
            "<table><thead><tr><th></th><th>{reference}</th><th>{tag}</th></tr></thead><tbody>"
        );
        for row in rows {
            let item = format!("{}/{}", page.unwrap_or("messages"), row.unit);
            let outdated = self.freshness.is_outdated(tag, page, &row.unit);
            let own_cell = match &row.own {
                Some(text) => format!("<td lang=\"{tag}\" dir=\"{dir}\">{}</td>", escape(text)),
                None => "<td class=\"missing\">(not translated)</td>".to_string(),
            };
            let old = outdated
                .then(|| self.freshness.old_text(tag, page, &row.unit))
                .flatten();
            let source = match old {
                Some(old) => changes_html(old, &row.source),
                None => escape(&row.source),
            };
            let (class, note) = if outdated {
                let confirm = format!("rulebook translated {tag} {item}");
                let shown = if old.is_some() {
                    "; changes marked"
                } else {
                    ""
                };
                (
                    " class=\"outdated\"",
                    format!(
                        "<br><small>outdated{shown}; once translated, confirm with <code>{}</code></small>",
                        escape(&confirm)
                    ),
                )
            } else {
                ("", String::new())
            };
            let _ = write!(
                s,
                "<tr id=\"{}\"{class}><th scope=\"row\">{}{note}</th><td lang=\"{reference}\">{source}</td>{own_cell}</tr>",
                escape(&item),
                escape(&row.what),
            );
        }
        s.push_str("</tbody></table>");
    }
}

/// The reference text with the words removed since `old` struck through and those added marked.
fn changes_html(old: &str, new: &str) -> String {
    let words: Vec<String> = (word_parts(old, new).into_iter())
        .map(|part| match part {
            Part::Same(w) => escape(w),
            Part::Removed(w) => format!("<del>{}</del>", escape(w)),
            Part::Added(w) => format!("<ins>{}</ins>", escape(w)),
        })
        .collect();
    words.join(" ")
}

fn page_rows(source: &Translation, own: Option<&Translation>) -> Vec<Row> {
    let row = |what: String, unit: &str, source: &str, own: Option<&String>| Row {
        what,
        unit: unit.to_string(),
        source: source.to_string(),
        own: own.cloned(),
    };
    let mut rows = vec![
        row(
            "tagline".into(),
            "tagline",
            &source.tagline,
            own.map(|t| &t.tagline),
        ),
        row(
            "description".into(),
            "description",
            &source.description,
            own.map(|t| &t.description),
        ),
    ];
    for (id, r) in &source.rows {
        let theirs = own.and_then(|t| t.rows.get(id));
        let unit = format!("row.{id}");
        for (field, text, translated) in [
            ("rule", &r.rule, theirs.map(|r| &r.rule)),
            ("standard", &r.standard, theirs.map(|r| &r.standard)),
            ("variant", &r.variant, theirs.map(|r| &r.variant)),
        ] {
            rows.push(row(format!("rows.{id}.{field}"), &unit, text, translated));
        }
    }
    for (id, words) in &source.diagrams {
        let theirs = own.and_then(|t| t.diagrams.get(id));
        let unit = format!("diagram.{id}");
        rows.push(row(
            format!("diagrams.{id}.caption"),
            &unit,
            &words.caption,
            theirs.map(|d| &d.caption),
        ));
        for (i, step) in words.steps.iter().enumerate() {
            let translated = theirs.and_then(|d| d.steps.get(i));
            rows.push(row(
                format!("diagrams.{id}.steps[{}]", i + 1),
                &unit,
                step,
                translated,
            ));
        }
    }
    // The review loads the bodies into memory (`Bodies::Kept`): reading them cannot fail.
    let body_sections = |t: &Translation| {
        t.body()
            .map(|b| sections(&b, &t.outline, t.body_line))
            .unwrap_or_default()
    };
    let theirs = own.map(body_sections);
    for unit in body_sections(source) {
        let translated = (theirs.iter().flatten())
            .find(|u| u.key == unit.key)
            .map(|u| &u.text);
        let id = unit.key.trim_start_matches("section.");
        rows.push(row(
            format!("{SECTION_MARK}{id}"),
            &unit.key,
            &unit.text,
            translated,
        ));
    }
    rows
}

fn fluent_rows(inputs: &Inputs, source: &LocaleFiles, own: &LocaleFiles) -> Vec<Row> {
    let mut ids: Vec<(&String, &crate::site::load::l10n::EntrySite)> =
        source.entries.iter().collect();
    ids.sort_by(|a, b| (&a.1.file, a.1.at.line).cmp(&(&b.1.file, b.1.at.line)));
    ids.into_iter()
        .map(|(id, site)| Row {
            what: id.clone(),
            unit: id.clone(),
            source: entry_text(inputs, site).unwrap_or_default(),
            own: own.entries.get(id).and_then(|s| entry_text(inputs, s)),
        })
        .collect()
}

const STYLE: &str = "body{font:15px/1.5 system-ui,sans-serif;margin:1rem}\
table{border-collapse:collapse;width:100%;table-layout:fixed;margin-bottom:2rem}\
th,td{border:1px solid #ccc;padding:.3rem .5rem;vertical-align:top;white-space:pre-wrap;\
overflow-wrap:anywhere}thead th:first-child,tbody th{width:14rem;text-align:start}\
.missing{color:#a00;font-style:italic}.outdated>*{background:#fff1cc}\
del{background:#fcc;text-decoration:line-through}ins{background:#cfc;text-decoration:none}\
:target>*{outline:2px solid #06c}";
