//! Internal links in the rendered site: every `href`/`src` inside the site must name a file that
//! is built, and every `#anchor` an element id of that file.
//!
//! Pages are scanned one by one as they are rendered, so the site need not stay in memory: a
//! link to a file is settled at once against the list of files the build will write, and only
//! links to an anchor of another page wait until every page's ids are known. The preview server
//! keeps every page's scan, so a render of a few pages is checked against the whole site.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Mutex, MutexGuard};

use memchr::memmem::Finder;
use rustc_hash::FxHashSet;

/// A link that leads nowhere: the page it is on and the link as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BrokenLink {
    pub page: String,
    pub href: String,
}

/// What the check keeps of one page.
#[derive(Debug, Default)]
pub struct PageScan {
    page: String,
    ids: FxHashSet<String>,
    broken: Vec<String>,
    /// Links to an anchor on another page: (link as written, target page, anchor).
    pending: Vec<(String, String, String)>,
}

/// Scans a page at site path `page` (`/hu/index.html`); `exists` says whether a site path is a
/// file of the site or a folder with an `index.html` (`/hu/`); `base_path` is the URL prefix of
/// the site (`/rules` or empty).
pub fn scan(page: &str, html: &str, exists: &dyn Fn(&str) -> bool, base_path: &str) -> PageScan {
    let ids: FxHashSet<String> = attribute_values(html, "id").map(str::to_string).collect();
    let mut broken = Vec::new();
    let mut pending = Vec::new();
    let mut seen = FxHashSet::default();
    for href in attribute_values(html, "href").chain(attribute_values(html, "src")) {
        // Menus repeat links; each is settled once per page.
        if !seen.insert(href) {
            continue;
        }
        // Most links are plain paths in the site: settled without building a string.
        if let Some(path) = plain_site_path(href, base_path) {
            if !exists(path) {
                broken.push(href.to_string());
            }
            continue;
        }
        let href = href.replace("&amp;", "&");
        // `None`: another site, a mail address, a script URL.
        let Some((target, anchor)) = resolve(page, &href, base_path) else {
            continue;
        };
        match anchor {
            Some(a) if target == page && !ids.contains(&a) => broken.push(href),
            Some(a) if target != page => pending.push((href, target, a)),
            None if !exists(&target) => broken.push(href),
            _ => {}
        }
    }
    PageScan {
        page: page.to_string(),
        ids,
        broken,
        pending,
    }
}

/// The broken links of the scanned pages, page by page in the order given.
pub fn settle(scans: &[&PageScan]) -> Vec<BrokenLink> {
    let ids: BTreeMap<&str, &FxHashSet<String>> =
        scans.iter().map(|s| (s.page.as_str(), &s.ids)).collect();
    let mut broken = Vec::new();
    for s in scans {
        let mut hrefs: Vec<&String> = s.broken.iter().collect();
        hrefs.extend(
            s.pending
                .iter()
                .filter(|(_, target, anchor)| {
                    !ids.get(target.as_str())
                        .is_some_and(|set| set.contains(anchor))
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
pub struct LinkIndex(Mutex<HashMap<String, PageScan>>);

impl LinkIndex {
    /// The broken links once `scans` replace their pages' earlier scans (`whole`: they are the
    /// whole site). Kept only when nothing is broken, as the pages then served are those.
    pub fn check(&self, scans: Vec<PageScan>, whole: bool) -> Vec<BrokenLink> {
        let mut kept = self.lock();
        let broken = {
            let fresh: FxHashSet<&str> = scans.iter().map(|s| s.page.as_str()).collect();
            let mut all: Vec<&PageScan> = scans.iter().collect();
            if !whole {
                all.extend(kept.values().filter(|s| !fresh.contains(s.page.as_str())));
            }
            settle(&all)
        };
        if broken.is_empty() {
            if whole {
                kept.clear();
            }
            kept.extend(scans.into_iter().map(|s| (s.page.clone(), s)));
        }
        broken
    }

    fn lock(&self) -> MutexGuard<'_, HashMap<String, PageScan>> {
        // Every change is one `clear` or `extend` of plain values: still usable after a panic.
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The site path and anchor an internal link points at; `None` for external links.
fn resolve(page: &str, href: &str, base_path: &str) -> Option<(String, Option<String>)> {
    let (path, anchor) = match href.split_once('#') {
        Some((p, a)) => (p, Some(a.to_string())),
        None => (href, None),
    };
    let path = path.split('?').next().unwrap_or("");
    let target = if path.is_empty() {
        page.to_string()
    } else if path.starts_with("//") || path.contains("://") || path.contains(':') {
        return None;
    } else if let Some(rest) = path.strip_prefix('/') {
        let rest = format!("/{rest}");
        rest.strip_prefix(base_path)
            .filter(|r| r.starts_with('/'))
            .unwrap_or(&rest)
            .to_string()
    } else {
        let dir = &page[..page.rfind('/').map_or(0, |i| i + 1)];
        format!("{dir}{path}")
    };
    let target = if target.ends_with('/') {
        format!("{target}index.html")
    } else {
        target
    };
    Some((target, anchor.filter(|a| !a.is_empty())))
}

/// The site path of a link such as `/rules/hu/` (base path `/rules`): one in the site, with no
/// anchor, query or entity to resolve; `None` for any other link.
fn plain_site_path<'h>(href: &'h str, base_path: &str) -> Option<&'h str> {
    if href.starts_with("//") || href.contains(['#', '?', '&', ':']) {
        return None;
    }
    href.strip_prefix(base_path).filter(|p| p.starts_with('/'))
}

/// Values of an attribute, found by scanning: the site's HTML is generated, quoted with `"`.
fn attribute_values<'h>(html: &'h str, name: &str) -> impl Iterator<Item = &'h str> + 'h {
    let finder = Finder::new(format!(" {name}=\"").as_bytes()).into_owned();
    let bytes = html.as_bytes();
    let mut at = 0;
    std::iter::from_fn(move || {
        let start = at + finder.find(&bytes[at..])? + finder.needle().len();
        let len = memchr::memchr(b'"', &bytes[start..])?;
        at = start + len;
        // Both ends are ASCII quotes, so the slice falls on character boundaries.
        Some(&html[start..start + len])
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    /// Scans every page of a small site and settles the links.
    fn broken_links(pages: &[(&str, &str)], others: &[&str], base_path: &str) -> Vec<BrokenLink> {
        let files: BTreeSet<&str> = pages
            .iter()
            .map(|(p, _)| *p)
            .chain(others.iter().copied())
            .collect();
        let exists = |path: &str| {
            files.contains(path) || files.contains(format!("{path}index.html").as_str())
        };
        let scans: Vec<PageScan> = pages
            .iter()
            .map(|(page, html)| scan(page, html, &exists, base_path))
            .collect();
        settle(&scans.iter().collect::<Vec<_>>())
    }

    #[test]
    fn finds_missing_pages_and_anchors() {
        let broken = broken_links(
            &[
                (
                    "/en/index.html",
                    r##"<a href="/en/x/">x</a> <a href="/en/y/">y</a> <a href="#top">t</a> <a href="/en/x/#moves">m</a> <a href="/en/x/#gone">g</a> <a href="https://else.org/">e</a> <a href="/en/y/">again</a>"##,
                ),
                (
                    "/en/x/index.html",
                    r#"<h2 id="moves">Moves</h2><link href="/css/site.css">"#,
                ),
            ],
            &["/css/site.css"],
            "",
        );
        let hrefs: Vec<&str> = broken.iter().map(|b| b.href.as_str()).collect();
        assert_eq!(hrefs, ["/en/y/", "#top", "/en/x/#gone"]);
    }

    #[test]
    fn the_base_path_is_part_of_every_link() {
        let broken = broken_links(
            &[
                ("/en/index.html", r#"<a href="/rules/en/x/">x</a>"#),
                ("/en/x/index.html", ""),
            ],
            &[],
            "/rules",
        );
        assert!(broken.is_empty());
    }
}
