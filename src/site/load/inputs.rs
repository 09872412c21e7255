//! Everything a build reads, loaded once and kept: the preview server reloads only the part that
//! changed and renders again from here (what renders may reuse is the preview's own,
//! `PreviewCache`).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::site::diagnostic::{Diagnostic, Diagnostics, LineColumn};
use crate::site::load::config::SiteConfig;
use crate::site::load::content::{load_page_dir, load_pages, unloaded_pages, Bodies, Page};
use crate::site::load::glossary::{self, Glossaries};
use crate::site::load::l10n::{Locales, Localizer};
use crate::site::load::layout::LOCALES;
use crate::site::load::named_games::unnamed_pages;
use crate::site::load::task_prompts;
use crate::site::load::templates::Templates;
use crate::site::messages;

pub(crate) struct Inputs {
    pub root: PathBuf,
    pub config: SiteConfig,
    pub locales: Locales,
    pub pages: Vec<Page>,
    /// Pages that have a `page.toml` but did not load (`<section>/<page-id>`): links to them are
    /// not reported again (`check` renders a site with errors).
    pub unloaded_pages: BTreeSet<String>,
    pub templates: Templates,
    /// Each language's approved words and the variants it does not use.
    pub glossaries: Arc<Glossaries>,
    /// Problems found while loading that don't stop a build (warnings).
    pub warnings: Vec<Diagnostic>,
    /// The footer's `v<crate version> · <commit>`, read once per load (it runs `git`).
    pub stamp: String,
    base_url: Option<String>,
    bodies: Bodies,
}

/// What reloading a page changed, and so what must be rendered again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum PageChange {
    /// Only text the page's own copies show.
    Text,
    /// Also a tagline, which the home pages list.
    Listing,
    /// Its facts or slugs, which move URLs: every input was loaded again.
    Shape,
}

impl Inputs {
    /// Reads every input; any error found, with all the others, refuses the whole.
    pub(crate) fn load(
        root: &Path,
        base_url: Option<&str>,
        bodies: Bodies,
    ) -> Result<Inputs, Vec<Diagnostic>> {
        match Inputs::read_lenient(root, base_url, bodies) {
            (Some(inputs), found) if !found.iter().any(Diagnostic::is_error) => Ok(inputs),
            (_, found) => Err(found),
        }
    }

    /// Reads everything that can be read, with every problem found: `check` goes on with a site
    /// that has errors to find the rest. `None` when the configuration or templates are unusable.
    pub(crate) fn read_lenient(
        root: &Path,
        base_url: Option<&str>,
        bodies: Bodies,
    ) -> (Option<Inputs>, Vec<Diagnostic>) {
        let mut config = match SiteConfig::load(root) {
            Ok(c) => c,
            Err(errors) => return (None, errors),
        };
        if let Some(url) = base_url {
            if let Err(message) = crate::site::names::check_base_url("--base-url", url) {
                let error =
                    Diagnostic::error("--base-url", LineColumn::default(), message.to_string());
                return (None, vec![error]);
            }
            config.base_url = url.trim_end_matches('/').to_string();
        }
        let mut found = Diagnostics::default();
        let locales = Locales::load(root, &mut found);
        let mut pages = load_pages(root, &config, bodies, &mut found);
        let (unnamed, errors) = unnamed_pages(&pages, &locales, &config.reference_language);
        found.extend(errors);
        pages.retain(|page| !unnamed.contains(&page.facts.id));
        let templates = Templates::load(root, &mut found);
        let glossaries = Arc::new(glossary::load(root, &config, &mut found));
        // Without a locales folder (reported once) every string would be missing again.
        if !root.join(LOCALES).is_dir() {
            return (None, found.into_vec());
        }
        if let Some(t) = &templates {
            found.extend(t.check_strings(&locales));
        }
        found.extend(task_prompts::missing_prompts(
            &pages,
            &locales,
            &config.reference_language,
        ));
        let Some(templates) = templates else {
            return (None, found.into_vec());
        };
        let warnings = found.warnings();
        let inputs = Inputs {
            root: root.to_path_buf(),
            config,
            locales,
            unloaded_pages: unloaded_pages(root, &pages),
            pages,
            templates,
            glossaries,
            warnings,
            stamp: version_stamp(root),
            base_url: base_url.map(str::to_string),
            bodies,
        };
        (Some(inputs), found.into_vec())
    }

    /// Loads everything again (after `site.toml` changed, say), keeping nothing.
    pub(crate) fn reload_all(&mut self) -> Result<(), Vec<Diagnostic>> {
        *self = Inputs::load(&self.root, self.base_url.as_deref(), self.bodies)?;
        Ok(())
    }

    /// Reads one page folder again and says what that changed.
    pub(crate) fn reload_page(&mut self, dir: &Path) -> Result<PageChange, Vec<Diagnostic>> {
        let mut found = Diagnostics::default();
        let page = load_page_dir(&self.root, dir, &self.config, self.bodies, &mut found);
        let page = match page {
            Some(page) if !found.has_errors() => page,
            _ => return Err(found.into_vec()),
        };
        let existing = self.pages.iter_mut().find(|p| p.facts.id == page.facts.id);
        let change = match existing {
            Some(old) if old.facts == page.facts && slugs(old) == slugs(&page) => {
                let change = if taglines(old) == taglines(&page) {
                    PageChange::Text
                } else {
                    PageChange::Listing
                };
                *old = page;
                change
            }
            _ => PageChange::Shape,
        };
        if change == PageChange::Shape {
            // Pages are reordered and bases checked as a whole.
            self.reload_all()?;
        }
        Ok(change)
    }

    /// Reads the locales again; returns whether URLs moved (a section's URL segment changed).
    pub(crate) fn reload_locales(&mut self) -> Result<bool, Vec<Diagnostic>> {
        let mut found = Diagnostics::default();
        let locales = Locales::load(&self.root, &mut found);
        found.extend(self.templates.check_strings(&locales));
        let reference = &self.config.reference_language;
        found.extend(unnamed_pages(&self.pages, &locales, reference).1);
        let glossaries = glossary::load(&self.root, &self.config, &mut found);
        if found.has_errors() {
            return Err(found.into_vec());
        }
        self.glossaries = Arc::new(glossaries);
        let moved = section_segments(&self.config, &self.locales)
            != section_segments(&self.config, &locales);
        self.locales = locales;
        Ok(moved)
    }

    pub(crate) fn reload_templates(&mut self) -> Result<(), Vec<Diagnostic>> {
        let mut found = Diagnostics::default();
        let templates = Templates::load(&self.root, &mut found);
        if let Some(t) = &templates {
            found.extend(t.check_strings(&self.locales));
        }
        match templates {
            Some(t) if !found.has_errors() => {
                self.templates = t;
                Ok(())
            }
            _ => Err(found.into_vec()),
        }
    }
}

/// Each language's URL segments of the content sections (`path-*` messages), formatted as pages
/// use them (through fallbacks and terms).
fn section_segments(config: &SiteConfig, locales: &Locales) -> Vec<Vec<(String, String)>> {
    let prefix = messages::template_key(messages::PATH_PREFIX);
    config
        .languages
        .iter()
        .map(|language| {
            let strings = Localizer::new(language, config, locales).language_strings();
            let strings = strings.unwrap_or_default().into_iter();
            strings
                .filter(|(key, _)| key.starts_with(&prefix))
                .collect()
        })
        .collect()
}

fn slugs(page: &Page) -> Vec<(&str, &str)> {
    page.translations
        .iter()
        .map(|(lang, t)| (lang.as_str(), t.slug.as_str()))
        .collect()
}

fn taglines(page: &Page) -> Vec<(&str, &str)> {
    page.translations
        .iter()
        .map(|(lang, t)| (lang.as_str(), t.tagline.as_str()))
        .collect()
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
