//! Content discovery and the page model: `content/<section>/<page-id>/page.toml` holds the facts no
//! translation changes, `<lang>.md` holds one language's text (TOML front matter + Markdown).

mod diagram_spec;
mod game_facts;
mod outline;
mod task_spec;

use std::borrow::Cow;
use std::collections::{BTreeMap, BTreeSet};

use indexmap::IndexMap;
use rayon::prelude::*;
use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;

use crate::rules::RulesId;
use crate::site::diagnostic::{relative, Diagnostic, Diagnostics, LineColumn, SourceText};
use crate::site::load::config::SiteConfig;
use crate::site::load::language_tag::parse_tag;
use crate::site::load::layout::{CONTENT, PAGE_FACTS};
use crate::site::load::source_file;
use crate::site::load::static_files::Skipped;
use crate::site::names;

use diagram_spec::{parse_diagrams, RawDiagram};
// Part of `PageFacts`, so users of pages name them from here.
pub(crate) use diagram_spec::DiagramSpec;
use game_facts::RawGameFacts;
pub(crate) use game_facts::{Board, GameFacts};
pub(crate) use outline::{
    markdown_options, FileLines, Outline, DIAGRAM_BLOCK, FENCE, SECTION_MARK,
};
pub(crate) use task_spec::{Goal, TaskSpec};

const FRONT_MATTER_FENCE: &str = "+++";

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PageKind {
    /// A standard game: its rules in full.
    Game,
    /// A variant of a standard game: what differs.
    Variant,
}

/// Where the play site opens a table of this page's game.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Play {
    pub game: String,
    /// The table option that turns the game into this variant.
    pub option: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFacts {
    kind: PageKind,
    /// Page id of the standard game a variant changes.
    base: Option<Spanned<String>>,
    rules: Option<Spanned<String>>,
    play: Play,
    /// Stable ids of the comparison-table rows, in display order.
    #[serde(default)]
    rows: Vec<Spanned<String>>,
    /// Position in lists (home page); lower first, then by id.
    #[serde(default)]
    order: i32,
    #[serde(default)]
    diagrams: Vec<RawDiagram>,
    /// The facts box: players, board, pieces, playing time, family.
    facts: Option<RawGameFacts>,
    /// A game's lesson path: the order of its pages, when not the site's.
    lessons: Option<RawLessons>,
}

/// `[lessons]` of a game's `page.toml`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLessons {
    pages: Vec<Spanned<String>>,
}

/// What no translation changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageFacts {
    /// The page id: its folder name, also the Fluent term of its game's name (`-<id>`).
    pub id: String,
    /// The content folder it lives in (`games`, `variants`): its URL segment comes from Fluent.
    pub section: String,
    pub kind: PageKind,
    pub base: Option<String>,
    /// Where `base` is written, for what is wrong with the page it names.
    pub base_at: LineColumn,
    pub rules: Option<RulesId>,
    pub play: Play,
    pub rows: Vec<String>,
    pub order: i32,
    pub diagrams: Vec<DiagramSpec>,
    /// What the facts box shows, when `page.toml` has a `[facts]` table.
    pub game_facts: Option<GameFacts>,
    /// The page ids of a game's lesson path in the author's order (`[lessons] pages`), each
    /// where it is written; empty for the site's order. Checked by the plan.
    pub lesson_order: Vec<(String, LineColumn)>,
    /// Diagrams `page.toml` declares but that were refused (and reported): what names them is
    /// not reported again.
    pub refused_diagrams: Vec<String>,
    /// Relative to the site root, for messages.
    pub facts_path: PathBuf,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFrontMatter {
    slug: Spanned<String>,
    tagline: String,
    description: String,
    #[serde(default)]
    rows: BTreeMap<Spanned<String>, TableRow>,
    #[serde(default)]
    diagrams: BTreeMap<Spanned<String>, DiagramText>,
}

/// A diagram's words in one language: its caption, the text of each scripted step and, for a
/// task, its prompt and what the reader is told once it is solved (each language's default from
/// Fluent, `task-goal-<goal>` and `task-solved`, where the page writes none).
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DiagramText {
    pub caption: String,
    #[serde(default)]
    pub steps: Vec<String>,
    pub task: Option<String>,
    pub solved: Option<String>,
}

/// One row of a variant's comparison table, in one language. Cells are inline Markdown.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableRow {
    pub rule: String,
    pub standard: String,
    pub variant: String,
}

/// One language's text of a page.
#[derive(Clone, Debug)]
pub struct Translation {
    pub lang: String,
    /// Relative to the site root, for messages.
    pub path: PathBuf,
    pub slug: String,
    pub slug_at: LineColumn,
    pub tagline: String,
    pub description: String,
    /// By id, in id order.
    pub rows: IndexMap<String, TableRow>,
    pub diagrams: IndexMap<String, DiagramText>,
    /// The Markdown body: see `Translation::body`.
    pub body: Body,
    /// The file line the body starts on.
    pub body_line: usize,
    /// The body's sections and diagram placements, read once when the file is loaded.
    pub(crate) outline: Outline,
}

/// How the pages' Markdown bodies are loaded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bodies {
    /// Kept in memory: the preview renders a page again and again, `check` lints the text too.
    Kept,
    /// Read again when their page renders: a build renders each body once, so the whole site's
    /// text is not held in memory while the site renders.
    ReadAgain,
}

/// A translation's Markdown body, or where to read it again (`Bodies`).
#[derive(Clone, Debug)]
pub enum Body {
    Kept(String),
    InFile(BodyInFile),
}

/// Where a body is in its file, and what the file was when loaded: a file changed since then
/// is an error rather than a page that mixes two versions of it.
#[derive(Clone, Debug)]
pub struct BodyInFile {
    file: PathBuf,
    start: usize,
    len: usize,
    fingerprint: u64,
}

impl BodyInFile {
    fn new(file: &Path, text: &str, start: usize) -> BodyInFile {
        BodyInFile {
            file: file.to_path_buf(),
            start,
            len: text.len(),
            fingerprint: fingerprint(text),
        }
    }

    fn read(&self, rel: &Path) -> Result<String, Diagnostic> {
        let mut text = source_file::read(&self.file, rel)?;
        if text.len() != self.len || fingerprint(&text) != self.fingerprint {
            return Err(Diagnostic::error(
                rel,
                LineColumn::default(),
                "the file changed while the site was being built; build again",
            ));
        }
        text.drain(..self.start);
        Ok(text)
    }
}

fn fingerprint(text: &str) -> u64 {
    use std::hash::Hasher;
    let mut hasher = rustc_hash::FxHasher::default();
    hasher.write(text.as_bytes());
    hasher.finish()
}

impl Translation {
    /// The Markdown body, read again from its file if it was not kept.
    pub fn body(&self) -> Result<Cow<'_, str>, Diagnostic> {
        match &self.body {
            Body::Kept(text) => Ok(Cow::Borrowed(text)),
            Body::InFile(at) => at.read(&self.path).map(Cow::Owned),
        }
    }
}

#[derive(Clone, Debug)]
pub(crate) struct Page {
    pub facts: PageFacts,
    /// By language tag.
    pub translations: BTreeMap<String, Translation>,
}

/// Walks `content/` and reads every page; problems are reported, readable pages kept.
pub(crate) fn load_pages(
    root: &Path,
    config: &SiteConfig,
    bodies: Bodies,
    out: &mut Diagnostics,
) -> Vec<Page> {
    let content = root.join(CONTENT);
    let mut facts_files = Vec::new();
    let walker = walkdir::WalkDir::new(&content)
        .min_depth(1)
        .max_depth(3)
        .sort_by_file_name();
    for entry in walker.into_iter() {
        let entry = match entry {
            Ok(e) => e,
            Err(e) => {
                out.push(io_error(&content, root, e));
                continue;
            }
        };
        // Links are not followed, in `content/` as in `static/` (`static_files`).
        if entry.file_type().is_symlink() {
            out.push(Skipped::Link.warning(&relative(entry.path(), root)));
            continue;
        }
        if entry.depth() == 1 {
            continue;
        }
        if entry.depth() == 2 {
            if entry.file_type().is_dir() {
                out.extend(unpublished_folder(root, entry.path()));
            }
            continue;
        }
        if entry.file_name() == PAGE_FACTS {
            facts_files.push(entry.into_path());
        }
    }
    // Pages are read and parsed in parallel; what each found is reported in folder order.
    let loaded: Vec<(Option<Page>, Diagnostics)> = facts_files
        .par_iter()
        .map(|file| {
            let mut found = Diagnostics::default();
            (load_page(root, file, config, bodies, &mut found), found)
        })
        .collect();
    let mut pages = Vec::with_capacity(loaded.len());
    for (page, found) in loaded {
        out.extend(found.into_vec());
        pages.extend(page);
    }
    if !content.is_dir() {
        out.push(Diagnostic::error(
            CONTENT,
            LineColumn::default(),
            "the content folder is missing",
        ));
    }
    check_bases(&pages, &unloaded_pages(root, &pages), out);
    pages.sort_by(|a, b| (a.facts.order, &a.facts.id).cmp(&(b.facts.order, &b.facts.id)));
    pages
}

/// A page folder without `page.toml` is not a page: said, since the author surely meant one
/// (often the file's name is mistyped, e.g. `Page.toml`).
fn unpublished_folder(root: &Path, dir: &Path) -> Option<Diagnostic> {
    if dir.join(PAGE_FACTS).is_file() {
        return None;
    }
    let names: Vec<String> = std::fs::read_dir(dir)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
        .collect();
    let near = names
        .iter()
        .find(|n| n.eq_ignore_ascii_case(PAGE_FACTS) || n.trim() == PAGE_FACTS);
    let message = match near {
        Some(name) => format!(
            "`{}` is not read: a page's facts file is called `{PAGE_FACTS}`, so this page is not built",
            name
        ),
        None => format!("this folder has no `{PAGE_FACTS}`, so it is not built as a page"),
    };
    let file = match near {
        Some(name) => dir.join(name),
        None => dir.to_path_buf(),
    };
    Some(Diagnostic::warning(
        relative(&file, root),
        LineColumn::default(),
        message,
    ))
}

fn io_error(path: &Path, root: &Path, e: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error(
        relative(path, root),
        LineColumn::default(),
        format!("cannot read: {e}"),
    )
}

/// Reads one page folder (`content/<section>/<page-id>/`).
pub(crate) fn load_page_dir(
    root: &Path,
    dir: &Path,
    config: &SiteConfig,
    bodies: Bodies,
    out: &mut Diagnostics,
) -> Option<Page> {
    load_page(root, &dir.join(PAGE_FACTS), config, bodies, out)
}

fn load_page(
    root: &Path,
    facts_file: &Path,
    config: &SiteConfig,
    bodies: Bodies,
    out: &mut Diagnostics,
) -> Option<Page> {
    let dir = facts_file.parent()?;
    let id = dir.file_name()?.to_string_lossy().into_owned();
    let section = dir.parent()?.file_name()?.to_string_lossy().into_owned();
    let facts_path = relative(facts_file, root);
    // Both names become URL segments and the page id a Fluent term: checked before anything else.
    for (what, name, folder) in [
        ("a page id (the page's folder name)", &id, dir),
        (
            "a section name (the section's folder name)",
            &section,
            dir.parent()?,
        ),
    ] {
        if let Err(message) = names::check_path_segment(what, name) {
            out.push(Diagnostic::error(
                relative(folder, root),
                LineColumn::default(),
                message.to_string(),
            ));
            return None;
        }
    }
    let text = source_file::read_reporting(facts_file, &facts_path, out)?;
    let facts = parse_facts(&text, id, section, facts_path, out)?;

    let mut translations = BTreeMap::new();
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| out.push(io_error(dir, root, e)))
        .ok()?
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "md"))
        .filter(|e| {
            let link = e.file_type().is_ok_and(|t| t.is_symlink());
            if link {
                out.push(Skipped::Link.warning(&relative(&e.path(), root)));
            }
            !link
        })
        .map(|e| e.path())
        .collect();
    files.sort();
    for file in files {
        let rel = relative(&file, root);
        let Some(lang) = file.file_stem().map(|s| s.to_string_lossy().into_owned()) else {
            continue;
        };
        if let Err(message) = parse_tag(&lang) {
            out.push(Diagnostic::error(
                rel,
                LineColumn::default(),
                message.to_string(),
            ));
            continue;
        }
        if config.language(&lang).is_none() {
            out.push(Diagnostic::warning(
                rel,
                LineColumn::default(),
                format!("language `{lang}` is not listed in site.toml; this file is not published"),
            ));
            continue;
        }
        let Some(text) = source_file::read_reporting(&file, &rel, out) else {
            continue;
        };
        if let Some(mut t) = parse_translation(&text, &lang, rel, &facts, out) {
            if let (Bodies::ReadAgain, Body::Kept(body)) = (bodies, &t.body) {
                let start = text.len() - body.len();
                t.body = Body::InFile(BodyInFile::new(&file, &text, start));
            }
            translations.insert(lang, t);
        }
    }
    for t in translations.values() {
        for d in facts
            .diagrams
            .iter()
            .filter(|d| !t.diagrams.contains_key(&d.id))
        {
            if t.lang == config.reference_language {
                out.push(Diagnostic::error(
                    &t.path,
                    LineColumn::START,
                    format!(
                        "diagram `{}` has no caption: expected [diagrams.{}] with a `caption`",
                        d.id, d.id
                    ),
                ));
            } else {
                out.push(Diagnostic::warning(
                    &t.path,
                    LineColumn::START,
                    format!(
                        "the caption of diagram `{}` is not translated into `{}`; using `{}`",
                        d.id, t.lang, config.reference_language
                    ),
                ));
            }
        }
        for row in facts.rows.iter().filter(|r| !t.rows.contains_key(*r)) {
            out.push(Diagnostic::warning(
                &t.path,
                LineColumn::START,
                format!(
                    "table row `{row}` is not translated into `{}`; using `{}`",
                    t.lang, config.reference_language
                ),
            ));
        }
    }
    let reference_file = dir.join(format!("{}.md", config.reference_language));
    if !translations.contains_key(&config.reference_language) {
        if reference_file.is_file() {
            return None; // It is there but has errors, reported already.
        }
        out.push(Diagnostic::error(
            &facts.facts_path,
            LineColumn::default(),
            format!(
                "missing `{}.md`: every page needs its text in the reference language",
                config.reference_language
            ),
        ));
        return None;
    }
    Some(Page {
        facts,
        translations,
    })
}

/// Reads a page's `page.toml` (`facts_path` names it in diagnostics, pushed to `out`): its
/// rules, diagrams, comparison-table rows and facts box.
pub fn parse_facts(
    text: &str,
    id: String,
    section: String,
    facts_path: PathBuf,
    out: &mut Diagnostics,
) -> Option<PageFacts> {
    let source = SourceText::new(text);
    let raw: RawFacts = crate::site::load::toml_text::from_str(text)
        .map_err(|e| {
            out.push(Diagnostic::error(
                &facts_path,
                source.span_start(e.span()),
                e.message().trim(),
            ))
        })
        .ok()?;
    let rules = match raw.rules {
        None => None,
        Some(r) => match r.get_ref().parse::<RulesId>() {
            Ok(id) => Some(id),
            Err(e) => {
                out.push(Diagnostic::error(
                    &facts_path,
                    source.position(r.span().start),
                    e.to_string(),
                ));
                return None;
            }
        },
    };
    match (&raw.kind, &raw.base) {
        (PageKind::Variant, None) => {
            out.push(Diagnostic::error(
                &facts_path,
                LineColumn::START,
                "missing field `base`: a variant names the page id of its standard game",
            ));
            return None;
        }
        (PageKind::Game, Some(b)) => {
            out.push(Diagnostic::error(
                &facts_path,
                source.position(b.span().start),
                "a game page has no `base`; only variants do",
            ));
            return None;
        }
        _ => {}
    }
    let game_facts = match raw.facts {
        Some(f) => Some(f.check(rules, &source, &facts_path, out)?),
        None => None,
    };
    let (diagrams, refused_diagrams) =
        parse_diagrams(raw.diagrams, &id, rules, &source, &facts_path, out);
    let rows = checked_rows(raw.rows, &source, &facts_path, out);
    out.extend(task_spec::unknown_rows(&diagrams, &rows, &facts_path));
    Some(PageFacts {
        id,
        section,
        kind: raw.kind,
        base_at: raw
            .base
            .as_ref()
            .map_or(LineColumn::START, |b| source.position(b.span().start)),
        base: raw.base.map(Spanned::into_inner),
        rules,
        play: raw.play,
        rows,
        order: raw.order,
        diagrams,
        game_facts,
        lesson_order: raw.lessons.map_or_else(Vec::new, |l| {
            l.pages
                .into_iter()
                .map(|p| {
                    let at = source.position(p.span().start);
                    (p.into_inner(), at)
                })
                .collect()
        }),
        refused_diagrams,
        facts_path,
    })
}

/// The table's row ids: each a slug (it becomes the HTML id `row-<id>`) and listed once; an error
/// at the id otherwise. A bad id is kept, so that the translations' rows still find it (the error
/// fails the build anyway); a repeated one is dropped.
fn checked_rows(
    raw: Vec<Spanned<String>>,
    source: &SourceText,
    facts_path: &Path,
    out: &mut Diagnostics,
) -> Vec<String> {
    let mut rows: Vec<String> = Vec::with_capacity(raw.len());
    for row in raw {
        let at = source.position(row.span().start);
        if let Err(message) = names::check_slug("a table row id", row.get_ref()) {
            out.push(Diagnostic::error(facts_path, at, message.to_string()));
        }
        if rows.contains(row.get_ref()) {
            out.push(Diagnostic::error(
                facts_path,
                at,
                format!("table row `{}` is listed twice", row.get_ref()),
            ));
            continue;
        }
        rows.push(row.into_inner());
    }
    rows
}

/// Splits `+++`-fenced TOML front matter from the body; returns (front matter, body, body line).
pub(crate) fn split_front_matter(text: &str) -> Option<(&str, &str, usize)> {
    let rest = text
        .strip_prefix(FRONT_MATTER_FENCE)?
        .strip_prefix('\n')
        .or_else(|| text.strip_prefix("+++\r\n"))?;
    let mut offset = 0;
    for line in rest.split_inclusive('\n') {
        if line.trim_end() == FRONT_MATTER_FENCE {
            let front = &rest[..offset];
            let body = &rest[offset + line.len()..];
            let body_line = 2 + front.matches('\n').count() + 1;
            return Some((front, body, body_line));
        }
        offset += line.len();
    }
    None
}

/// Reads one language's text of a page (`path` names it in diagnostics, pushed to `out`): its
/// front matter, checked against the page's `facts`, and its Markdown body.
pub fn parse_translation(
    text: &str,
    lang: &str,
    path: PathBuf,
    facts: &PageFacts,
    out: &mut Diagnostics,
) -> Option<Translation> {
    let Some((front, body, body_line)) = split_front_matter(text) else {
        out.push(Diagnostic::error(
            &path,
            LineColumn::START,
            "expected TOML front matter between `+++` lines at the top of the file",
        ));
        return None;
    };
    let source = SourceText::starting_at_line(front, 2);
    let raw: RawFrontMatter = crate::site::load::toml_text::from_str(front)
        .map_err(|e| {
            out.push(Diagnostic::error(
                &path,
                source.span_start(e.span()),
                e.message().trim(),
            ))
        })
        .ok()?;
    let slug_at = source.position(raw.slug.span().start);
    if let Err(message) = names::check_path_segment("a slug", raw.slug.get_ref()) {
        out.push(Diagnostic::error(&path, slug_at, message.to_string()));
        return None;
    }
    let mut rows = IndexMap::with_capacity(raw.rows.len());
    for (id, row) in raw.rows {
        if !facts.rows.contains(id.get_ref()) {
            out.push(Diagnostic::error(
                &path,
                source.position(id.span().start),
                format!(
                    "table row `{}` is not defined by the page; expected one of: {}",
                    id.get_ref(),
                    facts.rows.join(", ")
                ),
            ));
            continue;
        }
        rows.insert(id.into_inner(), row);
    }
    let mut diagrams = IndexMap::with_capacity(raw.diagrams.len());
    for (id, text) in raw.diagrams {
        let at = source.position(id.span().start);
        let Some(spec) = facts.diagrams.iter().find(|d| d.id == *id.get_ref()) else {
            if facts.refused_diagrams.contains(id.get_ref()) {
                continue; // Its declaration is the error.
            }
            let known: Vec<&str> = facts.diagrams.iter().map(|d| d.id.as_str()).collect();
            out.push(Diagnostic::error(
                &path,
                at,
                format!(
                    "diagram `{}` is not declared in page.toml; expected one of: {}",
                    id.get_ref(),
                    known.join(", ")
                ),
            ));
            continue;
        };
        if text.steps.len() > spec.moves.len() {
            out.push(Diagnostic::error(
                &path,
                at,
                format!(
                    "diagram `{}` has {} scripted moves but {} step texts",
                    spec.id,
                    spec.moves.len(),
                    text.steps.len()
                ),
            ));
            continue;
        }
        if spec.task.is_none() && (text.task.is_some() || text.solved.is_some()) {
            out.push(Diagnostic::error(
                &path,
                at,
                format!(
                    "diagram `{}` has no task in page.toml, so no `task` or `solved` text; \
                     declare one with [diagrams.task]",
                    spec.id
                ),
            ));
            continue;
        }
        diagrams.insert(id.into_inner(), text);
    }
    Some(Translation {
        lang: lang.to_string(),
        path,
        slug: raw.slug.into_inner(),
        slug_at,
        tagline: raw.tagline,
        description: raw.description,
        rows,
        diagrams,
        body: Body::Kept(body.to_string()),
        body_line,
        outline: Outline::read(body),
    })
}

/// The pages (`<section>/<page-id>`) that have a `page.toml` but did not load: their errors are
/// reported, so what names them is not reported again.
pub(crate) fn unloaded_pages(root: &Path, pages: &[Page]) -> BTreeSet<String> {
    walkdir::WalkDir::new(root.join(CONTENT))
        .min_depth(3)
        .max_depth(3)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_name() == PAGE_FACTS)
        .filter_map(|e| {
            let dir = e.path().parent()?;
            let id = dir.file_name()?.to_str()?;
            let section = dir.parent()?.file_name()?.to_str()?;
            let loaded = pages
                .iter()
                .any(|p| p.facts.id == id && p.facts.section == section);
            (!loaded).then(|| format!("{section}/{id}"))
        })
        .collect()
}

fn check_bases(pages: &[Page], unloaded: &BTreeSet<String>, out: &mut Diagnostics) {
    for page in pages {
        let Some(base) = &page.facts.base else {
            continue;
        };
        if unloaded.iter().any(|p| p.rsplit('/').next() == Some(base)) {
            continue;
        }
        let found = pages
            .iter()
            .any(|p| &p.facts.id == base && p.facts.kind == PageKind::Game);
        if !found {
            out.push(Diagnostic::error(
                &page.facts.facts_path,
                page.facts.base_at,
                format!("`base = \"{base}\"` names no game page in content/"),
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts() -> PageFacts {
        let mut out = Diagnostics::default();
        let text = "kind = \"variant\"\nbase = \"chinese-checkers\"\nrows = [\"jumps\"]\n[play]\ngame = \"chinese-checkers\"\noption = \"long-jump\"\n";
        parse_facts(
            text,
            "x".into(),
            "variants".into(),
            "page.toml".into(),
            &mut out,
        )
        .unwrap()
    }

    #[test]
    fn a_body_read_again_is_the_text_loaded_unless_the_file_changed_since() {
        let dir = tempfile::tempdir().expect("a temporary folder");
        let folder = dir.path().join(CONTENT).join("games").join("x");
        std::fs::create_dir_all(&folder).expect("a page folder");
        let facts = "kind = \"game\"\n[play]\ngame = \"x\"\n";
        std::fs::write(folder.join(PAGE_FACTS), facts).expect("page.toml");
        let file = folder.join("en.md");
        let front = "+++\nslug = \"x\"\ntagline = \"t\"\ndescription = \"d\"\n+++\n";
        // With a byte order mark, which reading drops both times.
        std::fs::write(&file, format!("\u{feff}{front}The body.\n")).expect("en.md");
        let config = SiteConfig::parse(
            "base_url = \"https://x.org\"\nreference_language = \"en\"\n\
             play_url = \"https://x.org/{game}\"\n\
             [[languages]]\ntag = \"en\"\nname = \"English\"\nquotes = [\"“\", \"”\", \"‘\", \"’\"]\n",
        )
        .expect("a site.toml");
        let mut out = Diagnostics::default();
        let page = load_page_dir(dir.path(), &folder, &config, Bodies::ReadAgain, &mut out);
        assert!(out.is_empty(), "{out:?}");
        let english = &page.expect("the page").translations["en"];
        assert!(matches!(english.body, Body::InFile(_)));
        assert_eq!(english.body().expect("the body"), "The body.\n");

        // The same length, another text: the page would mix two versions of the file.
        std::fs::write(&file, format!("\u{feff}{front}The BODY.\n")).expect("en.md");
        let error = english.body().expect_err("a changed file");
        assert_eq!(error.file, Path::new("content/games/x/en.md"));
        assert!(error
            .message
            .contains("changed while the site was being built"));
    }

    #[test]
    fn front_matter_and_body_are_split_with_the_body_line() {
        let (front, body, line) = split_front_matter("+++\na = 1\nb = 2\n+++\nBody\n").unwrap();
        assert_eq!(front, "a = 1\nb = 2\n");
        assert_eq!(body, "Body\n");
        assert_eq!(line, 5);
    }

    #[test]
    fn a_row_the_page_does_not_define_is_an_error_at_its_line() {
        let text = "+++\nslug = \"x\"\ntagline = \"t\"\ndescription = \"d\"\n[rows.jumpz]\nrule = \"r\"\nstandard = \"s\"\nvariant = \"v\"\n+++\n";
        let mut out = Diagnostics::default();
        parse_translation(text, "en", "en.md".into(), &facts(), &mut out);
        let out = out.into_vec();
        assert_eq!(out.len(), 1);
        assert_eq!((out[0].line, out[0].column), (5, 7));
        assert!(out[0].message.contains("`jumpz`"));
    }

    #[test]
    fn malformed_front_matter_names_line_and_column() {
        let text = "+++\nslug = \"x\"\ntagline = \n+++\n";
        let mut out = Diagnostics::default();
        assert!(parse_translation(text, "en", "en.md".into(), &facts(), &mut out).is_none());
        assert_eq!(out.into_vec()[0].line, 3);
    }
}
