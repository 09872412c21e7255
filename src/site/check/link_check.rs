//! The link check of a render: every file the site will have, and the broken links the pages'
//! scans leave (with the other pages' earlier scans), as diagnostics pointing into the source.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use rustc_hash::FxHashSet;

use crate::site::check::links::PageScan;
use crate::site::diagnostic::{Diagnostic, LineColumn, SourceText};
use crate::site::load::inputs::Inputs;
use crate::site::load::templates::TEMPLATES_DIR;
use crate::site::pipeline::STATIC_DIR;
use crate::site::preview_cache::{check_links_once, PreviewCache};
use crate::site::render::context::Renderer;

/// Every file the finished site will have (the outputs, the sitemap, the static files) and every
/// folder it serves by its `index.html`.
pub(crate) struct SitePaths {
    outputs: Arc<FxHashSet<String>>,
    statics: FxHashSet<String>,
}

impl SitePaths {
    /// The outputs' paths come from the preview's cache when an earlier render worked them
    /// out; static files are listed again, as the preview server copies them in without
    /// rendering.
    pub(crate) fn find<I: Iterator<Item = String>>(
        inputs: &Inputs,
        cache: Option<&PreviewCache>,
        output_paths: impl FnOnce() -> I,
    ) -> SitePaths {
        let find = || {
            let fixed = ["/404.html", "/sitemap.xml", "/robots.txt"].map(str::to_string);
            with_folders(output_paths().chain(fixed))
        };
        let outputs = match cache {
            Some(cache) => cache.output_paths(find),
            None => Arc::new(find()),
        };
        let static_dir = inputs.root.join(STATIC_DIR);
        let statics = walkdir::WalkDir::new(&static_dir)
            .into_iter()
            .filter_map(Result::ok)
            .filter(|e| e.file_type().is_file())
            .filter_map(|e| {
                let rel = e.path().strip_prefix(&static_dir).ok()?;
                Some(format!("/{}", rel.to_string_lossy().replace('\\', "/")))
            });
        SitePaths {
            outputs,
            statics: with_folders(statics),
        }
    }

    pub(crate) fn contains(&self, path: &str) -> bool {
        self.outputs.contains(path) || self.statics.contains(path)
    }
}

/// The paths, and the folder of each `index.html` among them (`/hu/` for `/hu/index.html`).
fn with_folders(paths: impl Iterator<Item = String>) -> FxHashSet<String> {
    let mut set: FxHashSet<String> = paths.collect();
    let folders: Vec<String> = set
        .iter()
        .filter_map(|p| p.strip_suffix("index.html").map(str::to_string))
        .collect();
    set.extend(folders);
    set
}

/// Every internal link must lead to a built file and an existing `#anchor`. `whole`: the scans
/// are of every page, else they are checked with the preview's earlier scans of the others.
pub(crate) fn check_links(
    inputs: &Inputs,
    cache: Option<&PreviewCache>,
    renderer: &Renderer,
    scans: Vec<PageScan>,
    whole: bool,
) -> Vec<Diagnostic> {
    let broken = match cache {
        Some(cache) => cache.check_links(scans, whole),
        None => check_links_once(&scans),
    };
    if broken.is_empty() {
        return Vec::new();
    }
    let sources: HashMap<String, &Path> = renderer
        .frame
        .plan
        .instances
        .iter()
        .map(|i| (format!("{}index.html", i.path), i.text.path.as_path()))
        .collect();
    let mut found = Vec::new();
    // Links no page's own text writes: a template's or the generator's, on many pages alike.
    let mut shared: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for b in broken
        .into_iter()
        .filter(|b| !links_to_unloaded_page(inputs, &b.href))
    {
        let source = sources.get(b.page.as_str()).copied();
        let in_text = source.and_then(|source| {
            let text = std::fs::read_to_string(inputs.root.join(source)).ok()?;
            let offset = link_offset(&text, &b.href)?;
            Some((source, SourceText::new(&text).position(offset)))
        });
        match in_text {
            Some((source, at)) => found.push(Diagnostic::error(
                source,
                at,
                format!("the link `{}` on {} leads nowhere", b.href, b.page),
            )),
            None => shared.entry(b.href).or_default().push(b.page),
        }
    }
    for (href, pages) in shared {
        found.push(shared_link_error(renderer, &href, &pages));
    }
    found
}

/// One error for a link that leads nowhere on `pages` and that none of their texts writes: at
/// the template that writes it, else at the static file it names (a page's style or script),
/// else at the templates.
fn shared_link_error(renderer: &Renderer, href: &str, pages: &[String]) -> Diagnostic {
    let path = href.split(['#', '?']).next().unwrap_or(href);
    let written = (path.len() > 1).then(|| renderer.frame.templates.written_at(path));
    let (file, at) = match written.flatten() {
        Some(place) => place,
        None if !path.ends_with('/') && !path.ends_with(".html") => (
            Path::new(STATIC_DIR).join(path.trim_start_matches('/')),
            LineColumn::default(),
        ),
        None => (PathBuf::from(TEMPLATES_DIR), LineColumn::default()),
    };
    let message = match pages {
        [page] => format!("the link `{href}` on {page} leads nowhere"),
        [first, ..] => format!(
            "the link `{href}` leads nowhere, on {} pages ({first} and others)",
            pages.len()
        ),
        [] => format!("the link `{href}` leads nowhere"),
    };
    Diagnostic::error(file, at, message)
}

/// A link left as written because the page it names did not load (reported already).
fn links_to_unloaded_page(inputs: &Inputs, href: &str) -> bool {
    href.strip_prefix("@/").is_some_and(|target| {
        let page = target.split('#').next().unwrap_or_default();
        inputs.unloaded_pages.contains(page.trim_end_matches('/'))
    })
}

/// Where the source writes a link to `href`: its `#anchor` as a link target (the anchor and then
/// the end of the target, so the same word in prose does not match), else the whole address.
fn link_offset(text: &str, href: &str) -> Option<usize> {
    let Some((_, anchor)) = href.rsplit_once('#') else {
        return text.find(href);
    };
    let target = format!("#{anchor}");
    let ends_target = |c: Option<char>| {
        c.is_none_or(|c| matches!(c, ')' | '>' | '"' | '\'' | ' ' | '\n' | '\r' | '\t'))
    };
    text.match_indices(&target)
        .find(|(i, _)| ends_target(text[i + target.len()..].chars().next()))
        .or_else(|| text.match_indices(&target).next())
        .map(|(i, _)| i)
        .or_else(|| text.find(anchor))
}

#[cfg(test)]
mod tests {
    use super::link_offset;

    #[test]
    fn a_broken_anchor_is_found_where_the_link_is_not_where_the_word_is() {
        let text = "Nowhere is #nowhere-else or nowhere.\n\nSee [x](@/games/x#nowhere).\n";
        let at = link_offset(text, "/en/games/x/#nowhere").unwrap();
        assert_eq!(&text[at..at + 9], "#nowhere)");
    }
}
