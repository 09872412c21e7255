//! The link check of a render: every file the site will have, and the broken links the pages'
//! scans leave (with the other pages' earlier scans), as diagnostics pointing into the source.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use rustc_hash::{FxHashMap, FxHashSet};

use super::scan::PageScan;
use crate::site::diagnostic::{Diagnostic, LineColumn, SourceText};
use crate::site::load::inputs::Inputs;
use crate::site::load::layout::{STATIC, TEMPLATES};
use crate::site::load::static_files::Statics;
use crate::site::load::templates::Templates;
use crate::site::plan::SitePlan;
use crate::site::sync::lock;

/// A link that leads nowhere: the page it is on and the link as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct BrokenLink {
    pub page: String,
    pub href: String,
}

/// The broken links of the scanned pages, page by page in the order given.
pub(crate) fn settle(scans: &[&PageScan]) -> Vec<BrokenLink> {
    let ids: FxHashMap<&str, &FxHashSet<String>> =
        scans.iter().map(|s| (s.page.as_str(), &s.ids)).collect();
    settle_with(scans, &|page| ids.get(page).copied())
}

/// The broken links of `scans`, with the ids of a page that links point into from `ids_of`.
fn settle_with<'s>(
    scans: &[&PageScan],
    ids_of: &dyn Fn(&str) -> Option<&'s FxHashSet<String>>,
) -> Vec<BrokenLink> {
    let mut broken = Vec::new();
    for s in scans {
        let mut hrefs: Vec<&String> = s.broken.iter().collect();
        hrefs.extend(
            s.pending
                .iter()
                .filter(|(_, target, anchor)| {
                    !ids_of(target).is_some_and(|set| set.contains(anchor))
                })
                .map(|(href, _, _)| href),
        );
        broken.extend(hrefs.into_iter().map(|href| BrokenLink {
            page: s.page.clone(),
            href: href.clone(),
        }));
    }
    broken
}

/// Every page's scan from the last render that rendered it without a broken link. A render of
/// some pages is checked together with the others' scans: a link elsewhere to an anchor the
/// edit removed is found too.
#[derive(Default)]
pub(crate) struct LinkIndex(Mutex<HashMap<String, PageScan>>);

impl LinkIndex {
    /// The broken links once `scans` replace their pages' earlier scans (`whole`: they are the
    /// whole site). Kept only when nothing is broken, as the pages then served are those.
    pub(crate) fn check(&self, scans: Vec<PageScan>, whole: bool) -> Vec<BrokenLink> {
        let mut kept = lock(&self.0);
        let broken = {
            let fresh: FxHashMap<&str, &PageScan> =
                scans.iter().map(|s| (s.page.as_str(), s)).collect();
            let earlier = |page: &str| (!whole).then(|| kept.get(page)).flatten();
            let ids_of = |page: &str| {
                fresh
                    .get(page)
                    .copied()
                    .or_else(|| earlier(page))
                    .map(|s| &s.ids)
            };
            let mut all: Vec<&PageScan> = scans.iter().collect();
            if !whole {
                // Kept scans had nothing broken; only their links into other pages can break.
                all.extend(
                    kept.values()
                        .filter(|s| !s.pending.is_empty() && !fresh.contains_key(s.page.as_str())),
                );
            }
            settle_with(&all, &ids_of)
        };
        if broken.is_empty() {
            if whole {
                kept.clear();
            }
            kept.extend(scans.into_iter().map(|s| (s.page.clone(), s)));
        }
        broken
    }

    /// Drops every kept scan.
    pub(crate) fn forget(&self) {
        lock(&self.0).clear();
    }
}

/// Every file the finished site will have (the outputs, the sitemap, the static files) and every
/// folder it serves by its `index.html`.
pub(crate) struct SitePaths {
    outputs: Arc<FxHashSet<String>>,
    statics: FxHashSet<String>,
}

impl SitePaths {
    /// `outputs`: the site paths of the outputs (`output_paths`, which the preview keeps between
    /// renders); static files are listed again, as the preview server copies them in without
    /// rendering (those `static/` leaves out are not part of the site).
    pub(crate) fn find(inputs: &Inputs, outputs: Arc<FxHashSet<String>>) -> SitePaths {
        let listed = Statics::read(&inputs.root);
        let statics = listed.list().iter().map(|file| file.site_path.clone());
        SitePaths {
            outputs,
            statics: with_folders(statics),
        }
    }

    pub(crate) fn contains(&self, path: &str) -> bool {
        self.outputs.contains(path) || self.statics.contains(path)
    }
}

/// The site paths of the outputs, those every site has, and the folders served by their
/// `index.html`.
pub(crate) fn output_paths(outputs: impl Iterator<Item = String>) -> FxHashSet<String> {
    let fixed = ["/404.html", "/sitemap.xml", "/robots.txt"].map(str::to_string);
    with_folders(outputs.chain(fixed))
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

/// Every internal link must lead to a built file and an existing `#anchor`. With the preview's
/// `index` of earlier scans, unless `whole` (the scans are of every page), they are checked
/// together with the others' earlier scans.
pub(crate) fn check_links(
    inputs: &Inputs,
    plan: &SitePlan,
    index: Option<&LinkIndex>,
    scans: Vec<PageScan>,
    whole: bool,
) -> Vec<Diagnostic> {
    let broken = match index {
        Some(index) => index.check(scans, whole),
        None => settle(&scans.iter().collect::<Vec<_>>()),
    };
    if broken.is_empty() {
        return Vec::new();
    }
    let sources: HashMap<String, &Path> = plan
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
        found.push(shared_link_error(&inputs.templates, &href, &pages));
    }
    found
}

/// One error for a link that leads nowhere on `pages` and that none of their texts writes: at
/// the template that writes it, else at the static file it names (a page's style or script),
/// else at the templates.
fn shared_link_error(templates: &Templates, href: &str, pages: &[String]) -> Diagnostic {
    let path = href.split(['#', '?']).next().unwrap_or(href);
    let written = (path.len() > 1).then(|| templates.written_at(path));
    let (file, at) = match written.flatten() {
        Some(place) => place,
        None if !path.ends_with('/') && !path.ends_with(".html") => (
            Path::new(STATIC).join(path.trim_start_matches('/')),
            LineColumn::default(),
        ),
        None => (PathBuf::from(TEMPLATES), LineColumn::default()),
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
