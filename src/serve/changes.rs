//! Saved files → the cheapest rebuild that brings the site up to date.

use std::collections::BTreeSet;
use std::path::{Component, Path, PathBuf};

use crate::site::load::glossary::FILE_NAME as GLOSSARY_FILE;
use crate::site::load::layout::{CONFIG_FILE, CONTENT, LOCALES, PAGE_FACTS, STATIC, TEMPLATES};
use crate::site::sources::RECORD_FILE_NAME;

/// What a batch of saves asks for. Sets, so a burst of saves to one file costs one rebuild.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(super) struct RebuildPlan {
    /// Reload every input and render every file: `site.toml`, a section folder, a page removed.
    pub everything: bool,
    /// Page folders (`content/<section>/<page-id>`, relative to the root).
    pub pages: BTreeSet<PathBuf>,
    /// Those of `pages` already read again with a changed tagline: a retry after a failure
    /// reads them as they are now, unchanged since, and must still render the home pages.
    pub listed: BTreeSet<PathBuf>,
    /// Locale tags whose `.ftl` files changed.
    pub locales: BTreeSet<String>,
    /// Template names (`partials/table.html`).
    pub templates: BTreeSet<String>,
    /// Static files or folders by site path (`/css/site.css`); `/` for the whole folder.
    pub statics: BTreeSet<String>,
    /// The files behind the plan, for the terminal note.
    pub files: BTreeSet<PathBuf>,
}

impl RebuildPlan {
    /// Adds one changed path (relative to the site's root); paths that feed nothing are ignored.
    pub(super) fn add(&mut self, rel: &Path) {
        let Some(parts) = parts(rel) else {
            return;
        };
        let parts: Vec<&str> = parts.iter().map(String::as_str).collect();
        let wanted = match parts.as_slice() {
            [name] if *name == CONFIG_FILE => {
                self.everything = true;
                true
            }
            [top, rest @ ..] if *top == CONTENT => self.add_content(rest),
            [top, rest @ ..] if *top == LOCALES => self.add_locale(rest),
            [top, rest @ ..] if *top == TEMPLATES => {
                if rest.is_empty() {
                    self.everything = true;
                } else {
                    self.templates.insert(rest.join("/"));
                }
                true
            }
            [top, rest @ ..] if *top == STATIC => {
                self.statics.insert(format!("/{}", rest.join("/")));
                true
            }
            _ => false,
        };
        if wanted {
            self.files.insert(rel.to_path_buf());
        }
    }

    fn add_content(&mut self, rest: &[&str]) -> bool {
        match rest {
            // The folder itself or a section: pages come and go.
            [] | [_] => self.everything = true,
            [section, page] => {
                self.pages.insert(page_dir(section, page));
            }
            // Only page.toml and the `<lang>.md` files of a page folder are read.
            [section, page, file] if *file == PAGE_FACTS || file.ends_with(".md") => {
                self.pages.insert(page_dir(section, page));
            }
            _ => return false,
        }
        true
    }

    fn add_locale(&mut self, rest: &[&str]) -> bool {
        match rest {
            [] => self.everything = true,
            [tag] => {
                self.locales.insert(tag.to_string());
            }
            // A record file too: `rulebook translated` changes what the outdated notes say; and
            // the glossary, which the search index reads.
            [tag, file]
                if file.ends_with(".ftl")
                    || *file == RECORD_FILE_NAME
                    || *file == GLOSSARY_FILE =>
            {
                self.locales.insert(tag.to_string());
            }
            _ => return false,
        }
        true
    }

    pub(super) fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// Whether anything but static files changed, i.e. whether pages must be rendered.
    pub(super) fn renders(&self) -> bool {
        self.everything
            || !self.pages.is_empty()
            || !self.locales.is_empty()
            || !self.templates.is_empty()
    }

    /// Everything `other` asks for, too.
    pub(super) fn merge(&mut self, other: RebuildPlan) {
        self.everything |= other.everything;
        self.pages.extend(other.pages);
        self.listed.extend(other.listed);
        self.locales.extend(other.locales);
        self.templates.extend(other.templates);
        self.statics.extend(other.statics);
        self.files.extend(other.files);
    }

    /// The same plan without its static files (they never fail, so never wait for a retry).
    pub(super) fn without_statics(mut self) -> RebuildPlan {
        self.statics.clear();
        self
    }
}

fn page_dir(section: &str, page: &str) -> PathBuf {
    Path::new(CONTENT).join(section).join(page)
}

/// The path's names, or `None` for an editor's by-product: hidden files (swap files, `.#lock`),
/// backups (`x~`), vim's write test (`4913`), partial writes (`.tmp`).
fn parts(rel: &Path) -> Option<Vec<String>> {
    let mut parts = Vec::new();
    for c in rel.components() {
        let Component::Normal(name) = c else {
            return None;
        };
        let name = name.to_str()?;
        if name.starts_with('.') || name.starts_with('#') || name.ends_with('~') {
            return None;
        }
        parts.push(name.to_string());
    }
    let last = parts.last()?;
    let by_product = [".swp", ".swx", ".tmp"].iter().any(|e| last.ends_with(e));
    if by_product || last == "4913" {
        return None;
    }
    Some(parts)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan(paths: &[&str]) -> RebuildPlan {
        let mut plan = RebuildPlan::default();
        for p in paths {
            plan.add(Path::new(p));
        }
        plan
    }

    #[test]
    fn a_page_file_reloads_its_page() {
        let p = plan(&[
            "content/games/chinese-checkers/hu.md",
            "content/games/chinese-checkers/page.toml",
        ]);
        assert_eq!(
            p.pages,
            BTreeSet::from([PathBuf::from("content/games/chinese-checkers")])
        );
        assert!(!p.everything && p.renders());
        assert_eq!(p.files.len(), 2);
    }

    #[test]
    fn a_locale_file_reloads_its_language() {
        let p = plan(&[
            "locales/hu/games.ftl",
            "locales/nb",
            "locales/de/translated.toml",
        ]);
        assert_eq!(
            p.locales,
            BTreeSet::from(["de".into(), "hu".into(), "nb".into()])
        );
        assert!(!p.everything);
        assert!(plan(&["locales/fr/notes.txt"]).locales.is_empty());
    }

    #[test]
    fn a_template_reloads_by_name() {
        let p = plan(&["templates/partials/table.html"]);
        assert_eq!(p.templates, BTreeSet::from(["partials/table.html".into()]));
    }

    #[test]
    fn a_static_file_is_read_again_alone() {
        let p = plan(&["static/css/site.css"]);
        assert_eq!(p.statics, BTreeSet::from(["/css/site.css".into()]));
        assert!(!p.renders());
    }

    #[test]
    fn config_and_structure_changes_rebuild_everything() {
        for path in [
            "site.toml",
            "content",
            "content/games",
            "locales",
            "templates",
        ] {
            assert!(plan(&[path]).everything, "{path}");
        }
    }

    #[test]
    fn ignores_what_feeds_nothing() {
        let p = plan(&[
            "content/games/x/.en.md.swp",
            "content/games/x/en.md~",
            "content/games/x/notes.txt",
            "content/games/x/img/a.png",
            "locales/hu/README",
            "templates/4913",
            "static/.DS_Store",
            "public/index.html",
            "README.md",
            "../site.toml",
        ]);
        assert!(p.is_empty(), "{p:?}");
    }

    #[test]
    fn merges_plans() {
        let mut a = plan(&["locales/hu/games.ftl"]);
        a.merge(plan(&["site.toml", "static/js/site.js"]));
        assert!(a.everything);
        assert_eq!(a.locales.len(), 1);
        assert!(a.without_statics().statics.is_empty());
    }
}
