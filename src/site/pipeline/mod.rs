//! The pipeline: load → plan → render → write. `build` publishes the site; `check` stops
//! before writing; the preview server renders only what a change touches.

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rayon::prelude::*;

pub(crate) mod preview_cache;

use preview_cache::PreviewCache;

use crate::site::diagnostic::{Diagnostic, Diagnostics};
use crate::site::links::{self, check_links, SitePaths};
use crate::site::lint::{coverage, lint, Coverage};
use crate::site::load::config::SiteConfig;
use crate::site::load::content::Bodies;
use crate::site::load::inputs::Inputs;
use crate::site::load::static_files::claims::Claims;
use crate::site::load::static_files::Statics;
use crate::site::plan::{self, Planned};
use crate::site::render::context::{shared_parts, PageRenderer, SiteView};
use crate::site::render::outputs::{
    outputs, render_outputs, select, Change, Output, RenderTo, RenderedFile, Sink,
};
use crate::site::render::prepared::Prepared;
use crate::site::search;
use crate::site::social;
use crate::site::sources::{Record, TranslationState};
use crate::site::sync::lock;
use crate::site::sync::Recover;
use crate::site::write::output_dir::{CopyFailure, OutputDir, OutputError, Staging};

/// What `rulebook build` builds, where, and how strictly.
pub struct BuildOptions {
    /// The site's folder: `site.toml`, `content/`, `locales/`, `templates/`, `static/`.
    pub root: PathBuf,
    /// Where the site is written (replaced as a whole, only once it is complete).
    pub out: PathBuf,
    /// Overrides `base_url` of `site.toml` (e.g. for a preview deployment).
    pub base_url: Option<String>,
    /// Warnings fail the build.
    pub strict: bool,
    /// Replace a non-empty output folder that rulebook did not write.
    pub force: bool,
}

/// Why a build failed: the output folder was refused, or the site has errors.
#[derive(Debug)]
pub enum BuildError {
    /// The output folder was refused or could not be written; the previous site is untouched.
    Output(OutputError),
    /// The site's input has errors (with `--strict`, warnings too), sorted by file and line.
    Site(Vec<Diagnostic>),
}

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BuildError::Output(e) => e.fmt(f),
            BuildError::Site(diagnostics) => {
                let errors = diagnostics.iter().filter(|d| d.is_error()).count();
                write!(f, "the site has {errors} error(s)")?;
                diagnostics.iter().try_for_each(|d| write!(f, "\n{d}"))
            }
        }
    }
}

impl std::error::Error for BuildError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            BuildError::Output(e) => Some(e),
            BuildError::Site(_) => None,
        }
    }
}

/// What a successful build did.
#[derive(Debug, Default)]
pub struct BuildReport {
    /// Pages rendered per language (home and 404 pages included), in `site.toml` order.
    pub pages: Vec<(String, usize)>,
    /// Pages published from a fallback's text: (language, site path, language of the text).
    pub fallbacks: Vec<(String, String, String)>,
    /// Problems that did not stop the build.
    pub warnings: Vec<Diagnostic>,
    /// From the start of the build to the site published.
    pub elapsed: Duration,
}

/// Rendered files: site path (`/hu/index.html`) → contents.
pub(crate) type Files = BTreeMap<String, String>;

/// The pages a preview renders before the others: those open in a browser. Once they are
/// rendered, before the rest is, `rendered` is called to serve them and reload their tabs; the
/// link check and the rest of the render follow.
pub(crate) struct OpenFirst<'a> {
    /// Their files (`/hu/x/index.html`).
    pub(crate) pages: &'a HashSet<String>,
    pub(crate) rendered: &'a (dyn Fn() + Sync),
}

/// Builds the site and publishes it in place of the previous one; `waiting` is called when
/// another build holds the output's lock.
pub fn build(options: &BuildOptions, waiting: &dyn Fn()) -> Result<BuildReport, BuildError> {
    let started = Instant::now();
    let out = &options.out;
    let output =
        OutputDir::open(&options.root, out, options.force, waiting).map_err(BuildError::Output)?;
    // The bodies are read again as each page renders: the site's text is not all held at once.
    let inputs = Inputs::load(
        &options.root,
        options.base_url.as_deref(),
        Bodies::ReadAgain,
    )
    .map_err(BuildError::Site)?;
    let io_error =
        |doing: &'static str, e: std::io::Error| BuildError::Output(OutputError::io(out, doing, e));
    // Pages are written as they are rendered; a build that fails drops the staging folder.
    let staging = output
        .staging()
        .map_err(|e| io_error("cannot create the staging folder", e))?;
    let mut statics = Statics::read(&inputs.root);
    if let Some(unreadable) = std::mem::take(&mut statics.unreadable).into_iter().next() {
        let e = OutputError::io(&unreadable.path, "cannot read", unreadable.error);
        return Err(BuildError::Output(e));
    }
    let broken_scripts = staging
        .copy_statics(&statics)
        .map_err(|failure| BuildError::Output(uncopied(out, failure)))?;
    if !broken_scripts.is_empty() {
        return Err(BuildError::Site(broken_scripts));
    }
    if options.strict && !statics.skipped.is_empty() {
        let mut errors = Diagnostics::default();
        errors.extend(std::mem::take(&mut statics.skipped));
        errors.promote_warnings();
        return Err(BuildError::Site(errors.into_sorted()));
    }
    let skipped = std::mem::take(&mut statics.skipped);
    let claims = Claims::new(&statics);
    // Pages marked for search are kept for the index as they are written.
    let searched = inputs
        .config
        .search
        .then(|| search::Collector::new(&inputs.glossaries));
    let base = inputs.config.base_path();
    // Social images are drawn after the pages, while the search index is built: indexing
    // leaves a core idle much of the time.
    let images = Mutex::new(Vec::new());
    // A file that cannot be written (a full disk) fails the build with one error at its place
    // in the output, not one per page; the pages after it are not tried.
    let unwritten = Mutex::new(None);
    let sink = |path: &str, content: RenderedFile| {
        if lock(&unwritten).is_some() {
            return Err(std::io::Error::other(
                "an earlier file could not be written",
            ));
        }
        let written = match content {
            _ if claims.clashes(path) => Ok(()),
            RenderedFile::Text(text) => {
                if let Some(searched) = &searched {
                    searched.offer(path, &text, &base);
                }
                staging.write(path, text.as_bytes())
            }
            RenderedFile::Image(card) => {
                lock(&images).push((path.to_string(), card));
                Ok(())
            }
        };
        written.inspect_err(|e| {
            let copy = std::io::Error::new(e.kind(), e.to_string());
            lock(&unwritten).get_or_insert_with(|| unwritten_file(out, path, copy));
        })
    };
    let rendered = render(
        &inputs,
        &[Change::Everything],
        None,
        None,
        None,
        options.strict,
        &sink,
    );
    if let Some(e) = lock(&unwritten).take() {
        return Err(BuildError::Output(e));
    }
    let mut report = rendered.map_err(BuildError::Site)?;
    report.warnings.extend(skipped);
    let images = images.into_inner().recover();
    let cache = social::Cache::new(&options.root);
    // Each language's search index is one long job that cannot be split: they start first,
    // costliest first, and the images (thousands of short jobs) fill the cores around them. A
    // language's files are written as soon as its index is made, not held until the last one is.
    let languages = searched
        .map(search::Collector::languages)
        .transpose()
        .map_err(|e| BuildError::Output(OutputError::Search(e)))?;
    let indexed = Mutex::new(Vec::new());
    let mut drawn = Ok(());
    rayon::scope_fifo(|scope| {
        for language in languages.into_iter().flatten() {
            let (indexed, staging, claims) = (&indexed, &staging, &claims);
            scope.spawn_fifo(move |_| {
                let lang = language.lang().to_string();
                let written = language
                    .bundle()
                    .map_err(OutputError::Search)
                    .and_then(|files| write_bundle(out, staging, claims, files));
                indexed.lock().recover().push((lang, written));
            });
        }
        scope.spawn_fifo(|_| {
            drawn = images.par_iter().try_for_each(|(path, card)| {
                let site_path = out.join(path.trim_start_matches('/'));
                let image = cache.get_or_draw(card).map_err(|e| {
                    OutputError::io(&site_path, "cannot draw", std::io::Error::other(e))
                })?;
                let written = match image {
                    social::Image::File(file) => staging.link(path, &file),
                    social::Image::Bytes(png) => staging.write(path, &png),
                };
                written.map_err(|e| unwritten_file(out, path, e))
            });
        });
    });
    drawn.map_err(BuildError::Output)?;
    // The first failure in language order, whichever finished first.
    let mut indexed = indexed.into_inner().recover();
    indexed.sort_by(|a, b| a.0.cmp(&b.0));
    if let Some(e) = indexed.into_iter().find_map(|(_, written)| written.err()) {
        return Err(BuildError::Output(e));
    }
    let clashes = claims.errors();
    if !clashes.is_empty() {
        return Err(BuildError::Site(clashes));
    }
    staging
        .publish()
        .map_err(|e| io_error("cannot replace the previous site", e))?;
    // Only once the new site is out: a build that fails prunes nothing.
    cache.prune(images.iter().map(|(_, card)| card.key()));
    report.elapsed = started.elapsed();
    Ok(report)
}

/// Writes a language's search files into the staging folder, except those a static file claims.
fn write_bundle(
    out: &Path,
    staging: &Staging,
    claims: &Claims,
    files: Vec<search::SearchFile>,
) -> Result<(), OutputError> {
    for file in files.into_iter().filter(|f| !claims.clashes(&f.path)) {
        staging
            .write(&file.path, &file.bytes)
            .map_err(|e| unwritten_file(out, &file.path, e))?;
    }
    Ok(())
}

/// A static file that could not be copied: at its place in `static/` when it could not be read,
/// else where it would have been published.
fn uncopied(out: &Path, failure: CopyFailure) -> OutputError {
    match failure {
        CopyFailure::Read { path, error } => OutputError::io(&path, "cannot read", error),
        CopyFailure::Write { site_path, error } => unwritten_file(out, &site_path, error),
    }
}

/// A file of the site that could not be written, named where it would have been published.
fn unwritten_file(out: &Path, site_path: &str, e: std::io::Error) -> OutputError {
    let path = out.join(site_path.trim_start_matches('/'));
    OutputError::io(&path, "cannot write", e)
}

/// What `check` found: every diagnostic of a build plus the lints, and translation coverage.
#[derive(Debug, Default, serde::Serialize)]
pub struct CheckReport {
    /// Errors and warnings, sorted by file and line.
    pub diagnostics: Vec<Diagnostic>,
    /// Each language's translated share, against the reference language.
    pub coverage: Vec<Coverage>,
}

/// Everything `build` does except writing, plus the checks only `check` makes.
pub fn check(root: &Path, strict: bool) -> CheckReport {
    let (inputs, found) = Inputs::read_lenient(root, None, Bodies::Kept);
    let mut diagnostics = Diagnostics::default();
    diagnostics.extend(found);
    let Some(inputs) = inputs else {
        return CheckReport {
            diagnostics: diagnostics.into_sorted(),
            coverage: Vec::new(),
        };
    };
    // Static files are listed to find the generated files that would replace one, and for what
    // `build` reports about them.
    let statics = Statics::read(&inputs.root);
    let claims = Claims::new(&statics);
    // One comparison of the translations for the notes the pages render and for the report.
    let (records, record_errors) = Record::load_all(&inputs);
    diagnostics.extend(record_errors);
    let state = Arc::new(TranslationState::everything(&inputs, &records));
    match render(
        &inputs,
        &[Change::Everything],
        None,
        None,
        Some(Arc::clone(&state)),
        false,
        &|path, _| {
            claims.clashes(path);
            Ok(())
        },
    ) {
        Ok(report) => diagnostics.extend(report.warnings),
        Err(errors) => diagnostics.extend(errors),
    }
    diagnostics.extend(claims.errors());
    diagnostics.extend(lint(&inputs));
    diagnostics.extend(statics.problems());
    let freshness = crate::site::sources::report(&inputs, &state);
    diagnostics.extend(freshness.warnings);
    if strict {
        diagnostics.promote_warnings();
    }
    CheckReport {
        diagnostics: diagnostics.into_sorted(),
        coverage: coverage(&inputs, &freshness.counts),
    }
}

/// Checks the inputs and renders the outputs the changes touch, and the sitemap and robots.txt
/// unless only pages' texts changed (which cannot move or add a page). The preview passes its
/// cache, which forgets here what the changes invalidate, and the pages open in a browser;
/// `build` and `check` render everything once and pass `None`.
pub(crate) fn render(
    inputs: &Inputs,
    changes: &[Change],
    cache: Option<&PreviewCache>,
    open_first: Option<OpenFirst>,
    translations: Option<Arc<TranslationState>>,
    strict: bool,
    sink: Sink,
) -> Result<BuildReport, Vec<Diagnostic>> {
    if let Some(cache) = cache {
        cache.forget(changes);
    }
    let mut found = Diagnostics::default();
    // The translation state is found beside the diagrams' exploration, on another core.
    let (translations, prepared) = rayon::join(
        || match translations {
            Some(given) => Ok(given),
            None => translation_state(inputs, cache, changes),
        },
        || Prepared::new(&inputs.pages, &mut found),
    );
    let translations = translations.map_err(|errors| found.extend(errors));
    let prepared = failing(&mut found, prepared)?;
    let Ok(translations) = translations else {
        return Err(std::mem::take(&mut found).into_sorted());
    };
    let languages = failing(&mut found, plan::languages(inputs))?;
    let checked = failing(&mut found, plan::pages(inputs, languages, strict))?;
    let Planned {
        plan,
        languages,
        fallbacks,
        found: planned,
    } = checked;
    found.extend(planned.into_vec());
    let view = SiteView::new(inputs, &plan, languages, translations);
    let all = outputs(&view);
    let selection = select(&view, &all, changes);
    let kept = |tag: &str| cache.and_then(|c| c.language(tag));
    let parts = failing(&mut found, shared_parts(&view, kept, &selection.needed))?;
    if let Some(cache) = cache {
        for (tag, made) in &parts {
            cache.keep_language(tag, made.clone());
        }
    }
    let renderer = PageRenderer::new(view, parts, &prepared);
    // Links are checked against every file the finished site will have.
    let find = || links::output_paths(all.iter().map(|o| o.path.clone()));
    let output_paths = match cache {
        Some(cache) => cache.output_paths(find),
        None => Arc::new(find()),
    };
    let known = SitePaths::find(inputs, output_paths);
    let mut outputs = selection.take(all);
    let first = open_first.map(|open| {
        // A stable sort: the open pages first, each part in its order.
        outputs.sort_by_key(|o| !open.pages.contains(&o.path));
        let count = outputs.partition_point(|o| open.pages.contains(&o.path));
        (count, open.rendered)
    });
    let site_files = !changes.iter().all(|c| matches!(c, Change::Page { .. }));
    let to = RenderTo {
        sink,
        site_files,
        known: &known,
        first,
    };
    // Errors from here on are reported together with the warnings found so far.
    let (scans, warnings) = failing(&mut found, render_outputs(&renderer, &outputs, &to))?;
    found.extend(promoted(warnings, strict));
    let whole = changes.contains(&Change::Everything);
    let index = cache.map(PreviewCache::links);
    found.extend(check_links(inputs, renderer.view.plan, index, scans, whole));
    if found.has_errors() {
        return Err(found.into_sorted());
    }
    Ok(BuildReport {
        pages: pages_per_language(&inputs.config, &outputs),
        fallbacks,
        warnings: found.into_sorted(),
        elapsed: Duration::ZERO,
    })
}

/// The translation state the pages' notes show: kept by the preview between renders, found anew
/// by `build`. A record that cannot be read is an error like any broken input, notes or not.
fn translation_state(
    inputs: &Inputs,
    cache: Option<&PreviewCache>,
    changes: &[Change],
) -> Result<Arc<TranslationState>, Vec<Diagnostic>> {
    if let Some(cache) = cache {
        return cache.translations(inputs, changes);
    }
    let (records, errors) = Record::load_all(inputs);
    if !errors.is_empty() {
        return Err(errors);
    }
    if !inputs.config.outdated_notes {
        return Ok(Arc::default());
    }
    Ok(Arc::new(TranslationState::pages(inputs, &records)))
}

/// The render's warnings, sorted; errors under `--strict`.
fn promoted(warnings: Vec<Diagnostic>, strict: bool) -> Vec<Diagnostic> {
    let mut found = Diagnostics::default();
    found.extend(warnings);
    if strict {
        found.promote_warnings();
    }
    found.into_sorted()
}

/// A step's errors, reported with everything found before it.
fn failing<T>(
    found: &mut Diagnostics,
    step: Result<T, Vec<Diagnostic>>,
) -> Result<T, Vec<Diagnostic>> {
    step.map_err(|errors| {
        found.extend(errors);
        std::mem::take(found).into_sorted()
    })
}

/// Pages rendered per language (home and 404 pages included), in `site.toml` order.
fn pages_per_language(config: &SiteConfig, outputs: &[Output]) -> Vec<(String, usize)> {
    config
        .languages
        .iter()
        .map(|l| {
            let n = outputs
                .iter()
                .filter(|o| o.lang == Some(l.tag.as_str()) && o.is_page())
                .count();
            (l.tag.clone(), n)
        })
        .collect()
}
