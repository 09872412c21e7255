//! The pipeline: load → check → render → write. `build` publishes the site; `check` stops
//! before writing; the preview server renders only what a change touches.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use rayon::prelude::*;

use crate::site::check::link_check::{check_links, SitePaths};
use crate::site::check::lint::{coverage, lint, variable_mismatches, Coverage};
use crate::site::check::plan::Plan;
use crate::site::diagnostic::{Diagnostic, Diagnostics, LineColumn};
use crate::site::load::content::CONTENT_DIR;
use crate::site::load::inputs::Inputs;
use crate::site::load::l10n::{Localizer, LOCALES_DIR};
use crate::site::preview_cache::PreviewCache;
use crate::site::render::context::{LanguageData, Renderer};
use crate::site::render::language::{section_paths, shared_parts};
use crate::site::render::search;
use crate::site::render::social;
use crate::site::render::targets::{outputs, render_outputs, touches, Output, RenderTo};
use crate::site::write::output_dir::{OutputDir, OutputError};

pub const STATIC_DIR: &str = "static";

pub struct BuildOptions {
    pub root: PathBuf,
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
    Output(OutputError),
    Site(Vec<Diagnostic>),
}

#[derive(Debug, Default)]
pub struct BuildReport {
    /// Pages rendered per language (home and 404 pages included), in `site.toml` order.
    pub pages: Vec<(String, usize)>,
    /// Pages published from a fallback's text: (language, site path, language of the text).
    pub fallbacks: Vec<(String, String, String)>,
    pub warnings: Vec<Diagnostic>,
    pub elapsed: Duration,
}

/// Rendered files: site path (`/hu/index.html`) → contents.
pub type Files = BTreeMap<String, String>;

/// Where rendered files go as soon as each is rendered, by site path: into the staging folder
/// for `build`, into memory for the preview server, nowhere for `check`. Files are handed over
/// from several threads at once.
pub type Sink<'s> = &'s (dyn Fn(&str, Content) -> std::io::Result<()> + Sync);

/// A rendered file: text, or a social image's card, which the sink draws (or keeps to draw).
pub enum Content {
    Text(String),
    Image(social::Card),
}

/// What changed since the last render, and so what must be rendered again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    Everything,
    /// A page's text: its copies in every language, and the home pages when what they list of
    /// it (its tagline) changed.
    Page {
        id: String,
        listed: bool,
    },
    /// A locale folder: every page of the languages whose fallback chain uses it.
    Locale(String),
    /// A template: every page rendered with it.
    Template(String),
}

/// Builds the site and publishes it in place of the previous one; `waiting` is called when
/// another build holds the output's lock.
pub fn build(options: &BuildOptions, waiting: &dyn Fn()) -> Result<BuildReport, BuildError> {
    let started = Instant::now();
    let out = &options.out;
    let output =
        OutputDir::open(&options.root, out, options.force, waiting).map_err(BuildError::Output)?;
    let inputs =
        Inputs::load(&options.root, options.base_url.as_deref()).map_err(BuildError::Site)?;
    let io_error = |what: &str, e: std::io::Error| {
        BuildError::Output(OutputError(format!("{}: {what}: {e}", out.display())))
    };
    // Pages are written as they are rendered; a build that fails drops the staging folder.
    let staging = output
        .staging()
        .map_err(|e| io_error("cannot create the staging folder", e))?;
    let broken_scripts = staging
        .copy_tree(&inputs.root.join(STATIC_DIR), Path::new(STATIC_DIR))
        .map_err(|e| io_error("cannot copy static files", e))?;
    if !broken_scripts.is_empty() {
        return Err(BuildError::Site(broken_scripts));
    }
    // Pages marked for search are kept for the index as they are written.
    let searched = inputs.config.search.then(search::Collector::default);
    let base = base_path(&inputs.config.base_url);
    // Social images are drawn after the pages, while the search index is built: indexing
    // leaves a core idle much of the time.
    let images = Mutex::new(Vec::new());
    let sink = |path: &str, content: Content| match content {
        Content::Text(text) => {
            if let Some(searched) = &searched {
                searched.offer(path, &text, &base);
            }
            staging.write(path, text.as_bytes())
        }
        Content::Image(card) => {
            images
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push((path.to_string(), card));
            Ok(())
        }
    };
    let mut report = render(&inputs, &[Change::Everything], None, options.strict, &sink)
        .map_err(BuildError::Site)?;
    let images = images.into_inner().unwrap_or_else(|e| e.into_inner());
    let cache = social::Cache::new(&options.root);
    let (drawn, indexed) = rayon::join(
        || {
            images.par_iter().try_for_each(|(path, card)| {
                match cache.kept(card).map_err(std::io::Error::other)? {
                    social::Image::File(file) => staging.link(path, &file),
                    social::Image::Bytes(png) => staging.write(path, &png),
                }
            })
        },
        || searched.map(search::Collector::bundles).transpose(),
    );
    drawn.map_err(|e| io_error("cannot write a social image", e))?;
    let files = indexed.map_err(|e| BuildError::Output(OutputError(e)))?;
    for file in files.into_iter().flatten() {
        staging
            .write(&file.path, &file.bytes)
            .map_err(|e| io_error("cannot write the search index", e))?;
    }
    staging
        .publish()
        .map_err(|e| io_error("cannot replace the previous site", e))?;
    report.elapsed = started.elapsed();
    Ok(report)
}

/// What `check` found: every diagnostic of a build plus the lints, and translation coverage.
#[derive(Debug, Default, serde::Serialize)]
pub struct CheckReport {
    pub diagnostics: Vec<Diagnostic>,
    pub coverage: Vec<Coverage>,
}

/// Everything `build` does except writing, plus the checks only `check` makes.
pub fn check(root: &Path, strict: bool) -> CheckReport {
    let (inputs, found) = Inputs::read(root, None);
    let mut diagnostics = Diagnostics::default();
    diagnostics.extend(found);
    let Some(inputs) = inputs else {
        return CheckReport {
            diagnostics: diagnostics.into_sorted(),
            coverage: Vec::new(),
        };
    };
    match render(&inputs, &[Change::Everything], None, false, &|_, _| Ok(())) {
        Ok(report) => diagnostics.extend(report.warnings),
        Err(errors) => diagnostics.extend(errors),
    }
    diagnostics.extend(lint(&inputs));
    if strict {
        diagnostics.promote_warnings();
    }
    CheckReport {
        diagnostics: diagnostics.into_sorted(),
        coverage: coverage(&inputs),
    }
}

/// Checks the inputs and renders the outputs the changes touch, and the sitemap and robots.txt
/// unless only pages' texts changed (which cannot move or add a page). The preview passes its
/// cache, which forgets here what the changes invalidate; `build` and `check` render everything
/// once and pass `None`.
pub fn render(
    inputs: &Inputs,
    changes: &[Change],
    cache: Option<&PreviewCache>,
    strict: bool,
    sink: Sink,
) -> Result<BuildReport, Vec<Diagnostic>> {
    if let Some(cache) = cache {
        cache.forget(changes);
    }
    let config = &inputs.config;
    let mut diagnostics = Diagnostics::default();
    diagnostics.extend(inputs.warnings.iter().cloned());
    let mut languages = BTreeMap::new();
    let reference = inputs.locales.get(&config.reference_language);
    if reference.is_none() {
        diagnostics.push(Diagnostic::error(
            Path::new(LOCALES_DIR).join(&config.reference_language),
            LineColumn::default(),
            "the reference language has no locale folder",
        ));
    }
    // A variable the source doesn't pass would be published unresolved.
    if let Some(reference) = reference {
        for locale in inputs.locales.iter().filter(|l| l.tag != reference.tag) {
            let mismatches = variable_mismatches(locale, reference);
            diagnostics.extend(mismatches.into_iter().filter(Diagnostic::is_error));
        }
    }
    for language in &config.languages {
        let localizer = Localizer::new(language, config, &inputs.locales);
        if let Some(reference) = reference {
            diagnostics.extend(localizer.untranslated(reference));
        }
        match localizer.language_strings() {
            Ok(i18n) => {
                languages.insert(
                    language.tag.as_str(),
                    LanguageData {
                        language,
                        localizer,
                        i18n,
                        parts: Default::default(),
                    },
                );
            }
            Err(errors) => diagnostics.extend(errors),
        }
    }
    if diagnostics.has_errors() {
        return Err(diagnostics.into_sorted());
    }

    let section_paths = section_paths(&inputs.pages, &languages, &mut diagnostics);
    let mut found = Vec::new();
    let plan = Plan::new(config, &inputs.pages, &section_paths, &mut found);
    diagnostics.extend(found);
    let fallbacks: Vec<(String, String, String)> = plan
        .instances
        .iter()
        .filter(|i| i.is_fallback())
        .map(|i| (i.lang.to_string(), i.path.clone(), i.text.lang.clone()))
        .collect();
    for (lang, path, from) in &fallbacks {
        diagnostics.push(Diagnostic::warning(
            CONTENT_DIR,
            LineColumn::default(),
            format!("{path} is not translated into `{lang}` yet; published from `{from}`"),
        ));
    }
    if strict {
        diagnostics.promote_warnings();
    }
    if diagnostics.has_errors() {
        return Err(diagnostics.into_sorted());
    }

    let mut renderer = Renderer {
        config,
        plan: &plan,
        pages: &inputs.pages,
        templates: &inputs.templates,
        languages,
        blocks: &inputs.blocks,
        diagrams: &inputs.diagrams,
        unloaded_pages: &inputs.unloaded_pages,
        stamp: &inputs.stamp,
        base_path: base_path(&config.base_url),
    };
    // What the changes touch, and the languages whose shared parts those outputs need.
    let (selected, needed) = {
        let shared_reads = |name: &str| {
            inputs
                .templates
                .shared()
                .any(|(shared, _)| inputs.templates.depends_on(shared, name))
        };
        let mut memo = BTreeMap::new();
        let mut selected = Vec::new();
        let mut needed = BTreeSet::new();
        for (i, o) in outputs(&renderer).iter().enumerate() {
            let hit = changes.iter().any(|c| match c {
                Change::Template(name) => {
                    *memo.entry((o.template, name.as_str())).or_insert_with(|| {
                        inputs.templates.depends_on(o.template, name) || shared_reads(name)
                    })
                }
                _ => touches(c, o, &renderer),
            });
            if hit {
                selected.push(i);
                needed.insert(o.lang.unwrap_or(&config.reference_language).to_string());
            }
        }
        (selected, needed)
    };
    if let Err(errors) = shared_parts(&mut renderer, cache, &needed) {
        diagnostics.extend(errors);
        return Err(diagnostics.into_sorted());
    }
    let all = outputs(&renderer);
    // Links are checked against every file the finished site will have.
    let known = SitePaths::find(inputs, cache, || all.iter().map(|o| o.path.clone()));
    let mut all: Vec<Option<Output>> = all.into_iter().map(Some).collect();
    let outputs: Vec<Output> = selected.iter().filter_map(|&i| all[i].take()).collect();
    let site_files = !changes.iter().all(|c| matches!(c, Change::Page { .. }));
    let rendered = RenderTo {
        sink,
        site_files,
        known: &known,
    };
    // Errors from here on are reported together with the warnings found so far.
    let scans = match render_outputs(&renderer, &outputs, &rendered) {
        Ok((scans, warnings)) => {
            let mut found = Diagnostics::default();
            found.extend(warnings);
            if strict {
                found.promote_warnings();
            }
            diagnostics.extend(found.into_sorted());
            scans
        }
        Err(errors) => {
            diagnostics.extend(errors);
            return Err(diagnostics.into_sorted());
        }
    };
    let whole = changes.contains(&Change::Everything);
    diagnostics.extend(check_links(inputs, cache, &renderer, scans, whole));
    if diagnostics.has_errors() {
        return Err(diagnostics.into_sorted());
    }
    let pages = config
        .languages
        .iter()
        .map(|l| {
            let n = outputs
                .iter()
                .filter(|o| o.lang == Some(l.tag.as_str()) && o.is_page())
                .count();
            (l.tag.clone(), n)
        })
        .collect();
    Ok(BuildReport {
        pages,
        fallbacks,
        warnings: diagnostics.into_sorted(),
        elapsed: Duration::ZERO,
    })
}

fn base_path(base_url: &str) -> String {
    let without_scheme = base_url
        .split_once("://")
        .map_or(base_url, |(_, rest)| rest);
    match without_scheme.find('/') {
        Some(i) => without_scheme[i..].trim_end_matches('/').to_string(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_paths() {
        assert_eq!(base_path("https://x.org"), "");
        assert_eq!(base_path("https://x.org/rules"), "/rules");
    }
}
