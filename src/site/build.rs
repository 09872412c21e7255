//! The pipeline: load → check → render → write. `build` publishes the site; `check` stops
//! before writing; the preview server renders only what a change touches.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

use rayon::prelude::*;
use rustc_hash::FxHashSet;

use super::content::{Page, CONTENT_DIR};
use super::diagnostic::{Diagnostic, Diagnostics, Position, SourceText};
use super::inputs::{Inputs, Memo};
use super::l10n::{Localizer, LOCALES_DIR};
use super::links::{self, PageScan};
use super::lint::{coverage, lint, Coverage};
use super::messages;
use super::model::{Instance, Plan, SectionPaths};
use super::output::{robots, sitemap, SitemapEntry, Staging};
use super::render::{LanguageData, Renderer};

pub const STATIC_DIR: &str = "static";

pub struct BuildOptions {
    pub root: PathBuf,
    pub out: PathBuf,
    /// Overrides `base_url` of `site.toml` (e.g. for a preview deployment).
    pub base_url: Option<String>,
    /// Warnings fail the build.
    pub strict: bool,
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
pub type Sink<'s> = &'s (dyn Fn(&str, String) -> std::io::Result<()> + Sync);

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

/// One output file and what it was made from.
struct Output<'p> {
    path: String,
    lang: Option<&'p str>,
    page: Option<&'p str>,
    template: &'static str,
    job: Job<'p>,
}

enum Job<'p> {
    Page(usize),
    Home(&'p str),
    NotFound(&'p str),
    Root,
}

pub fn build(options: &BuildOptions) -> Result<BuildReport, Vec<Diagnostic>> {
    let started = Instant::now();
    let inputs = Inputs::load(&options.root, options.base_url.as_deref())?;
    let out = &options.out;
    let io_error = |what: &str, e: std::io::Error| {
        vec![Diagnostic::error(
            out,
            Position::default(),
            format!("{what}: {e}"),
        )]
    };
    // Pages are written as they are rendered; a build that fails drops the staging folder.
    let staging = Staging::new(out).map_err(|e| io_error("cannot create the output", e))?;
    staging
        .copy_tree(&inputs.root.join(STATIC_DIR))
        .map_err(|e| io_error("cannot copy static files", e))?;
    let sink = |path: &str, text: String| staging.write(path, text.as_bytes());
    let mut report = render(&inputs, &[Change::Everything], options.strict, &sink)?;
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
    match render(&inputs, &[Change::Everything], false, &|_, _| Ok(())) {
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
/// unless only pages' texts changed (which cannot move or add a page).
pub fn render(
    inputs: &Inputs,
    changes: &[Change],
    strict: bool,
    sink: Sink,
) -> Result<BuildReport, Vec<Diagnostic>> {
    let config = &inputs.config;
    let mut diagnostics = Diagnostics::default();
    diagnostics.extend(inputs.warnings.iter().cloned());
    let mut languages = BTreeMap::new();
    let reference = inputs.locales.get(&config.reference_language);
    if reference.is_none() {
        diagnostics.push(Diagnostic::error(
            Path::new(LOCALES_DIR).join(&config.reference_language),
            Position::default(),
            "the reference language has no locale folder",
        ));
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
            Position::default(),
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
    if let Err(errors) = shared_parts(&mut renderer, &inputs.memo, &needed) {
        diagnostics.extend(errors);
        return Err(diagnostics.into_sorted());
    }
    let mut all: Vec<Option<Output>> = outputs(&renderer).into_iter().map(Some).collect();
    let outputs: Vec<Output> = selected.iter().filter_map(|&i| all[i].take()).collect();
    // Errors from here on are reported together with the warnings found so far.
    let site_files = !changes.iter().all(|c| matches!(c, Change::Page { .. }));
    // Links are checked when the whole site is rendered, against every file it will have.
    let link_check = changes.contains(&Change::Everything);
    let known = link_check.then(|| site_paths(inputs, &renderer));
    let rendered = RenderTo {
        sink,
        site_files,
        known: known.as_ref(),
    };
    // Errors from here on are reported together with the warnings found so far.
    let scans = match render_outputs(&renderer, &outputs, &rendered) {
        Ok(scans) => scans,
        Err(errors) => {
            diagnostics.extend(errors);
            return Err(diagnostics.into_sorted());
        }
    };
    if link_check {
        diagnostics.extend(check_links(inputs, &renderer, &outputs, &scans));
        if diagnostics.has_errors() {
            return Err(diagnostics.into_sorted());
        }
    }
    let pages = config
        .languages
        .iter()
        .map(|l| {
            let n = outputs
                .iter()
                .filter(|o| o.lang == Some(l.tag.as_str()))
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

/// Every file the site consists of, apart from sitemap, robots.txt and static files.
fn outputs<'p>(renderer: &'p Renderer) -> Vec<Output<'p>> {
    let mut outputs: Vec<Output> = renderer
        .plan
        .instances
        .iter()
        .enumerate()
        .map(|(i, inst)| Output {
            path: format!("{}index.html", inst.path),
            lang: Some(inst.lang),
            page: Some(&inst.page.facts.id),
            template: renderer.template_of(inst.page),
            job: Job::Page(i),
        })
        .collect();
    for l in &renderer.config.languages {
        outputs.push(Output {
            path: format!("/{}/index.html", l.tag),
            lang: Some(&l.tag),
            page: None,
            template: "home.html",
            job: Job::Home(&l.tag),
        });
        outputs.push(Output {
            path: format!("/{}/404.html", l.tag),
            lang: Some(&l.tag),
            page: None,
            template: "404.html",
            job: Job::NotFound(&l.tag),
        });
    }
    outputs.push(Output {
        path: "/index.html".to_string(),
        lang: None,
        page: None,
        template: "root.html",
        job: Job::Root,
    });
    outputs
}

/// Each needed language's titles and shared templates: computed once for all of its pages, or
/// taken from the memo of an earlier render.
fn shared_parts(
    renderer: &mut Renderer,
    memo: &Memo,
    needed: &BTreeSet<String>,
) -> Result<(), Vec<Diagnostic>> {
    let plan = renderer.plan;
    let mut missing: Vec<&str> = Vec::new();
    for tag in needed {
        let Some(data) = renderer.languages.get_mut(tag.as_str()) else {
            continue;
        };
        match memo.get(tag) {
            Some(parts) => data.parts = parts,
            None => missing.push(tag),
        }
    }
    let titles: Vec<(&str, Result<_, Vec<Diagnostic>>)> = missing
        .par_iter()
        .map(|tag| (*tag, Renderer::titles(plan, &renderer.languages[tag])))
        .collect();
    let mut errors = Diagnostics::default();
    for (tag, result) in titles {
        match result {
            Ok(t) => {
                if let Some(data) = renderer.languages.get_mut(tag) {
                    data.parts.titles = Arc::new(t);
                }
            }
            Err(e) => errors.extend(e),
        }
    }
    if errors.has_errors() {
        return Err(errors.into_sorted());
    }
    let shared: Vec<(&str, Result<_, Vec<Diagnostic>>)> = missing
        .par_iter()
        .map(|tag| (*tag, renderer.shared(tag)))
        .collect();
    for (tag, result) in shared {
        match result {
            Ok(s) => {
                if let Some(data) = renderer.languages.get_mut(tag) {
                    data.parts.shared = Arc::new(s);
                    memo.keep(tag, data.parts.clone());
                }
            }
            Err(e) => errors.extend(e),
        }
    }
    if errors.has_errors() {
        return Err(errors.into_sorted());
    }
    Ok(())
}

fn touches(change: &Change, output: &Output, renderer: &Renderer) -> bool {
    match change {
        Change::Everything => true,
        // Home pages list every page with its tagline.
        Change::Page { id, listed } => {
            output.page == Some(id.as_str()) || (*listed && matches!(output.job, Job::Home(_)))
        }
        // The root page shows a line of every language.
        Change::Locale(tag) => match output.lang {
            Some(lang) => renderer.languages[lang].localizer.uses_locale(tag),
            None => true,
        },
        Change::Template(name) => renderer.templates.depends_on(output.template, name),
    }
}

/// Where `render_outputs` puts what it renders.
struct RenderTo<'s> {
    sink: Sink<'s>,
    /// Whether to write the sitemap and robots.txt too.
    site_files: bool,
    /// Every site path of the finished site, when links are to be checked.
    known: Option<&'s FxHashSet<String>>,
}

/// Renders the outputs in parallel, handing each to the sink as it is done; any failure fails
/// the whole render. Returns what the link check keeps of each page, when it is wanted.
fn render_outputs(
    renderer: &Renderer,
    outputs: &[Output],
    to: &RenderTo,
) -> Result<Vec<PageScan>, Vec<Diagnostic>> {
    let config = renderer.config;
    // The server-wide 404 page is the reference language's.
    let not_found = format!("/{}/404.html", config.reference_language);
    let put = |path: &str, text: String| {
        (to.sink)(path, text).map_err(|e| {
            vec![Diagnostic::error(
                path.trim_start_matches('/'),
                Position::default(),
                format!("cannot write: {e}"),
            )]
        })
    };
    let results: Vec<Result<Option<PageScan>, Vec<Diagnostic>>> = outputs
        .par_iter()
        .map(|o| {
            let html = match o.job {
                Job::Page(i) => renderer.page(&renderer.plan.instances[i]),
                Job::Home(tag) => renderer.home(tag),
                Job::NotFound(tag) => renderer.not_found(tag),
                Job::Root => renderer.root(),
            }?;
            let scan = to.known.map(|known| {
                let exists = |path: &str| known.contains(path);
                links::scan(&o.path, &html, &exists, &renderer.base_path)
            });
            if o.path == not_found {
                put("/404.html", html.clone())?;
            }
            put(&o.path, html)?;
            Ok(scan)
        })
        .collect();
    let mut scans = Vec::new();
    let mut errors = Diagnostics::default();
    for r in results {
        match r {
            Ok(scan) => scans.extend(scan),
            Err(ds) => errors.extend(ds),
        }
    }
    if errors.has_errors() {
        return Err(errors.into_sorted());
    }
    if to.site_files {
        let entries = sitemap_entries(renderer, config);
        let sitemap_url = format!("{}/sitemap.xml", config.base_url);
        put("/sitemap.xml", sitemap(&entries))?;
        put("/robots.txt", robots(&sitemap_url))?;
    }
    Ok(scans)
}

/// Every file the finished site will have (the outputs, the static files, the sitemap) and every
/// folder it serves by its `index.html`.
fn site_paths(inputs: &Inputs, renderer: &Renderer) -> FxHashSet<String> {
    let static_dir = inputs.root.join(STATIC_DIR);
    let statics = walkdir::WalkDir::new(&static_dir)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .filter_map(|e| {
            let rel = e.path().strip_prefix(&static_dir).ok()?;
            Some(format!("/{}", rel.to_string_lossy().replace('\\', "/")))
        });
    let fixed = ["/404.html", "/sitemap.xml", "/robots.txt"].map(str::to_string);
    let mut paths: FxHashSet<String> = outputs(renderer)
        .into_iter()
        .map(|o| o.path)
        .chain(statics)
        .chain(fixed)
        .collect();
    let folders: Vec<String> = paths
        .iter()
        .filter_map(|p| p.strip_suffix("index.html").map(str::to_string))
        .collect();
    paths.extend(folders);
    paths
}

/// Every internal link must lead to a built file and an existing `#anchor`.
fn check_links(
    inputs: &Inputs,
    renderer: &Renderer,
    outputs: &[Output],
    scans: &[PageScan],
) -> Vec<Diagnostic> {
    let sources: HashMap<&str, &Path> = outputs
        .iter()
        .filter_map(|o| match o.job {
            Job::Page(i) => Some((
                o.path.as_str(),
                renderer.plan.instances[i].text.path.as_path(),
            )),
            _ => None,
        })
        .collect();
    links::settle(scans)
        .into_iter()
        .map(|b| {
            let source = sources.get(b.page.as_str()).copied();
            let source = source.unwrap_or(Path::new(super::templates::TEMPLATES_DIR));
            let needle = b.href.rsplit_once('#').map_or(b.href.as_str(), |(_, a)| a);
            let at = std::fs::read_to_string(inputs.root.join(source))
                .ok()
                .and_then(|text| {
                    text.find(needle)
                        .map(|offset| SourceText::new(&text).position(offset))
                })
                .unwrap_or_default();
            Diagnostic::error(
                source,
                at,
                format!("the link `{}` on {} leads nowhere", b.href, b.page),
            )
        })
        .collect()
}

/// Each content section's URL segment per language, from the message `path-<section>`.
fn section_paths(
    pages: &[Page],
    languages: &BTreeMap<&str, LanguageData>,
    diagnostics: &mut Diagnostics,
) -> SectionPaths {
    let mut paths = SectionPaths::new();
    let sections: BTreeSet<(&str, &Path)> = pages
        .iter()
        .map(|p| (p.facts.section.as_str(), p.facts.facts_path.as_path()))
        .collect();
    for (tag, data) in languages {
        for (section, facts_path) in &sections {
            let id = format!("{}{section}", messages::PATH_PREFIX);
            let key = messages::template_key(&id);
            match data.i18n.get(&key) {
                Some(segment) => {
                    paths
                        .entry(tag.to_string())
                        .or_default()
                        .insert(section.to_string(), segment.clone());
                }
                None => diagnostics.push(Diagnostic::error(
                    facts_path,
                    Position::default(),
                    format!(
                        "no URL segment for the section `{section}`: expected a message `{id}`"
                    ),
                )),
            }
        }
    }
    paths
}

/// Every page in its own words, with its translations as alternates; fallback copies are left
/// out, since they repeat another language's text. The alternates of a page are worked out once
/// and shared by all of its translations.
fn sitemap_entries(renderer: &Renderer, config: &super::config::SiteConfig) -> Vec<SitemapEntry> {
    let absolute = |path: &str| format!("{}{path}", config.base_url);
    let mut homes: Vec<(String, String)> = config
        .languages
        .iter()
        .map(|l| (l.tag.clone(), absolute(&format!("/{}/", l.tag))))
        .collect();
    homes.push(("x-default".to_string(), absolute("/")));
    let homes = Arc::new(homes);
    let mut entries: Vec<SitemapEntry> = config
        .languages
        .iter()
        .map(|l| SitemapEntry {
            loc: absolute(&format!("/{}/", l.tag)),
            alternates: Arc::clone(&homes),
        })
        .collect();
    let plan = renderer.plan;
    for page in renderer.pages {
        let id = page.facts.id.as_str();
        let own: Vec<&Instance> = plan
            .translations_of(id, config)
            .filter(|i| !i.is_fallback())
            .collect();
        let mut alternates: Vec<(String, String)> = own
            .iter()
            .map(|i| (i.lang.to_string(), absolute(&i.path)))
            .collect();
        if let Some(d) = plan.get(id, &config.reference_language) {
            alternates.push(("x-default".to_string(), absolute(&d.path)));
        }
        let alternates = Arc::new(alternates);
        entries.extend(own.iter().map(|i| SitemapEntry {
            loc: absolute(&i.path),
            alternates: Arc::clone(&alternates),
        }));
    }
    entries.sort_unstable_by(|a, b| a.loc.cmp(&b.loc));
    entries
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
