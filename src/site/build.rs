//! The pipeline: load → check → render → write. `build` publishes the site; `check` stops
//! before writing. Both report every problem as a [`Diagnostic`].

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use rayon::prelude::*;

use super::blocks::Blocks;
use super::config::SiteConfig;
use super::content::{load_pages, Page, CONTENT_DIR};
use super::diagnostic::{Diagnostic, Diagnostics, Position};
use super::highlight::Highlighter;
use super::l10n::{Locales, Localizer, LOCALES_DIR};
use super::model::{Plan, SectionPaths};
use super::output::{robots, sitemap, SitemapEntry, Staging};
use super::render::{LanguageData, Renderer};
use super::templates::Templates;

pub const STATIC_DIR: &str = "static";

pub struct BuildOptions {
    pub root: PathBuf,
    pub out: PathBuf,
    /// Overrides `base_url` of `site.toml` (e.g. for a preview deployment).
    pub base_url: Option<String>,
    /// Warnings fail the build.
    pub strict: bool,
}

#[derive(Debug)]
pub struct BuildReport {
    /// Pages written per language (home and 404 pages included), in `site.toml` order.
    pub pages: Vec<(String, usize)>,
    /// Pages published from a fallback's text: (language, site path, language of the text).
    pub fallbacks: Vec<(String, String, String)>,
    pub warnings: Vec<Diagnostic>,
    pub elapsed: Duration,
}

/// A built site kept in memory: site path → file contents.
type Files = Vec<(String, String)>;

pub fn build(options: &BuildOptions) -> Result<BuildReport, Vec<Diagnostic>> {
    let started = Instant::now();
    let (files, mut report) = render_site(options)?;
    let io_error = |what: &str, e: std::io::Error| {
        vec![Diagnostic::error(
            &options.out,
            Position::default(),
            format!("{what}: {e}"),
        )]
    };
    let staging =
        Staging::new(&options.out).map_err(|e| io_error("cannot create the output", e))?;
    staging
        .copy_tree(&options.root.join(STATIC_DIR))
        .map_err(|e| io_error("cannot copy static files", e))?;
    files
        .par_iter()
        .try_for_each(|(path, text)| staging.write(path, text.as_bytes()))
        .map_err(|e| io_error("cannot write the site", e))?;
    staging
        .publish()
        .map_err(|e| io_error("cannot replace the previous site", e))?;
    report.elapsed = started.elapsed();
    Ok(report)
}

/// Everything `build` does except writing.
pub fn check(options: &BuildOptions) -> Result<BuildReport, Vec<Diagnostic>> {
    let started = Instant::now();
    let (_, mut report) = render_site(options)?;
    report.elapsed = started.elapsed();
    Ok(report)
}

fn render_site(options: &BuildOptions) -> Result<(Files, BuildReport), Vec<Diagnostic>> {
    let root = options.root.as_path();
    let mut config = SiteConfig::load(root)?;
    if let Some(url) = &options.base_url {
        config.base_url = url.trim_end_matches('/').to_string();
    }
    let mut found = Vec::new();
    let locales = Locales::load(root, &mut found);
    let pages = load_pages(root, &config, &mut found);
    let templates = Templates::load(root, &mut found);
    if let Some(t) = &templates {
        found.extend(t.check_strings(&locales));
    }
    let highlighter = Highlighter::new()
        .map_err(|m| vec![Diagnostic::error("syntaxes", Position::default(), m)])?;
    let blocks = Blocks { highlighter };

    let mut diagnostics = Diagnostics::default();
    diagnostics.extend(found);
    let mut languages = BTreeMap::new();
    let reference = locales.get(&config.reference_language);
    if reference.is_none() {
        diagnostics.push(Diagnostic::error(
            Path::new(LOCALES_DIR).join(&config.reference_language),
            Position::default(),
            "the reference language has no locale folder",
        ));
    }
    for language in &config.languages {
        let localizer = Localizer::new(language, &config, &locales);
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
                    },
                );
            }
            Err(errors) => diagnostics.extend(errors),
        }
    }
    let (Some(templates), false) = (templates, diagnostics.has_errors()) else {
        return Err(diagnostics.into_sorted());
    };

    let section_paths = section_paths(&pages, &languages, &mut diagnostics);
    let mut found = Vec::new();
    let plan = Plan::new(&config, &pages, &section_paths, &mut found);
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
    if options.strict {
        diagnostics.promote_warnings();
    }
    if diagnostics.has_errors() {
        return Err(diagnostics.into_sorted());
    }

    let renderer = Renderer {
        config: &config,
        plan: &plan,
        pages: &pages,
        templates: &templates,
        languages,
        blocks: &blocks,
        stamp: version_stamp(root),
        base_path: base_path(&config.base_url),
    };
    let files = render_all(&renderer, &config)?;
    let pages_per_language = config
        .languages
        .iter()
        .map(|l| {
            let prefix = format!("/{}/", l.tag);
            let n = files
                .iter()
                .filter(|(p, _)| p.starts_with(&prefix) && p.ends_with(".html"))
                .count();
            (l.tag.clone(), n)
        })
        .collect();
    let report = BuildReport {
        pages: pages_per_language,
        fallbacks,
        warnings: diagnostics.into_sorted(),
        elapsed: Duration::ZERO,
    };
    Ok((files, report))
}

/// Each content section's URL segment per language, from the message `path-<section>`.
fn section_paths(
    pages: &[Page],
    languages: &BTreeMap<&str, LanguageData>,
    diagnostics: &mut Diagnostics,
) -> SectionPaths {
    let mut paths = SectionPaths::new();
    for (tag, data) in languages {
        for page in pages {
            let section = &page.facts.section;
            let key = format!("path_{}", section.replace('-', "_"));
            match data.i18n.get(&key) {
                Some(segment) => {
                    paths
                        .entry(tag.to_string())
                        .or_default()
                        .insert(section.clone(), segment.clone());
                }
                None => diagnostics.push(Diagnostic::error(
                    &page.facts.facts_path,
                    Position::default(),
                    format!("no URL segment for the section `{section}`: expected a message `path-{section}`"),
                )),
            }
        }
    }
    paths
}

/// Renders every file of the site, in parallel; any failure fails the whole build.
fn render_all(renderer: &Renderer, config: &SiteConfig) -> Result<Files, Vec<Diagnostic>> {
    let plan = renderer.plan;
    let results: Vec<Result<(String, String), Vec<Diagnostic>>> = plan
        .instances
        .par_iter()
        .map(|inst| {
            renderer
                .page(inst)
                .map(|html| (format!("{}index.html", inst.path), html))
        })
        .chain(config.languages.par_iter().flat_map_iter(|l| {
            [
                renderer
                    .home(&l.tag)
                    .map(|h| (format!("/{}/index.html", l.tag), h)),
                renderer
                    .not_found(&l.tag)
                    .map(|h| (format!("/{}/404.html", l.tag), h)),
            ]
        }))
        .collect();
    let mut files = Vec::with_capacity(results.len() + 4);
    let mut errors = Diagnostics::default();
    for r in results {
        match r {
            Ok(f) => files.push(f),
            Err(ds) => errors.extend(ds),
        }
    }
    match renderer.root() {
        Ok(html) => files.push(("/index.html".to_string(), html)),
        Err(ds) => errors.extend(ds),
    }
    if errors.has_errors() {
        return Err(errors.into_sorted());
    }
    // The server-wide 404 page is the reference language's.
    if let Some((_, html)) = files
        .iter()
        .find(|(p, _)| *p == format!("/{}/404.html", config.reference_language))
    {
        files.push(("/404.html".to_string(), html.clone()));
    }
    let entries = sitemap_entries(renderer, config);
    let sitemap_url = format!("{}/sitemap.xml", config.base_url);
    files.push(("/sitemap.xml".to_string(), sitemap(&entries)));
    files.push(("/robots.txt".to_string(), robots(&sitemap_url)));
    files.sort();
    Ok(files)
}

/// Every page in its own words, with its translations as alternates; fallback copies are left
/// out, since they repeat another language's text.
fn sitemap_entries(renderer: &Renderer, config: &SiteConfig) -> Vec<SitemapEntry> {
    let absolute = |path: &str| format!("{}{path}", config.base_url);
    let mut entries = Vec::new();
    let homes: Vec<(String, String)> = config
        .languages
        .iter()
        .map(|l| (l.tag.clone(), absolute(&format!("/{}/", l.tag))))
        .chain(std::iter::once(("x-default".to_string(), absolute("/"))))
        .collect();
    for (tag, url) in homes.iter().filter(|(t, _)| t != "x-default") {
        let _ = tag;
        entries.push(SitemapEntry {
            loc: url.clone(),
            alternates: homes.clone(),
        });
    }
    for inst in renderer.plan.instances.iter().filter(|i| !i.is_fallback()) {
        let mut alternates: Vec<(String, String)> = renderer
            .plan
            .translations_of(&inst.page.facts.id, config)
            .filter(|i| !i.is_fallback())
            .map(|i| (i.lang.to_string(), absolute(&i.path)))
            .collect();
        if let Some(d) = renderer
            .plan
            .get(&inst.page.facts.id, &config.reference_language)
        {
            alternates.push(("x-default".to_string(), absolute(&d.path)));
        }
        entries.push(SitemapEntry {
            loc: absolute(&inst.path),
            alternates,
        });
    }
    entries.sort_by(|a, b| a.loc.cmp(&b.loc));
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

/// `v<crate version> · <short commit of the site repository>`, or `dev` outside git.
fn version_stamp(root: &Path) -> String {
    let commit = std::process::Command::new("git")
        .arg("-C")
        .arg(root)
        .args(["rev-parse", "--short", "HEAD"])
        .stderr(std::process::Stdio::null())
        .output()
        .ok()
        .filter(|o| o.status.success())
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "dev".to_string());
    format!("v{} · {commit}", env!("CARGO_PKG_VERSION"))
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
