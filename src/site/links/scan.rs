//! Internal links in the rendered site: every `href`/`src` inside the site must name a file that
//! is built, and every `#anchor` an element id of that file.
//!
//! Pages are scanned one by one as they are rendered, so the site need not stay in memory: a
//! link to a file is settled at once against the list of files the build will write, and only
//! links to an anchor of another page wait until every page's ids are known. The preview server
//! keeps every page's scan, so a render of a few pages is checked against the whole site.

use std::ops::Range;

use memchr::memmem::Finder;
use rustc_hash::FxHashSet;

/// What the check keeps of one page.
#[derive(Debug, Default)]
pub(crate) struct PageScan {
    pub(super) page: String,
    pub(super) ids: FxHashSet<String>,
    pub(super) broken: Vec<String>,
    /// Links to an anchor on another page: (link as written, target page, anchor).
    pub(super) pending: Vec<(String, String, String)>,
}

/// HTML that many pages include as it is (a menu of every page). When each of its links leads
/// to an existing site path or to another site, whatever page it is on, it is checked once here
/// and left out of the pages' scans: with a menu of 1,000 pages, it is most of every page.
pub(crate) struct CheckedFragment {
    ids: Vec<String>,
}

impl CheckedFragment {
    /// `None` when the fragment is too small to matter, or when one of its links depends on the
    /// page it is on or leads nowhere: the pages' own scans then find it where it is.
    pub(crate) fn check(
        html: &str,
        exists: &dyn Fn(&str) -> bool,
        base_path: &str,
    ) -> Option<CheckedFragment> {
        const WORTH_IT: usize = 1024;
        if html.len() < WORTH_IT {
            return None;
        }
        let settled = links_in(html).all(|href| match plain_site_path(href, base_path) {
            Some(path) => exists(path),
            None => resolve("/", href, base_path).is_none(),
        });
        settled.then(|| CheckedFragment {
            ids: attribute_values(html, "id").map(str::to_string).collect(),
        })
    }
}

/// Scans a page at site path `page` (`/hu/index.html`); `exists` says whether a site path is a
/// file of the site or a folder with an `index.html` (`/hu/`); `base_path` is the URL prefix of
/// the site (`/rules` or empty); `shared` are fragments already checked.
pub(crate) fn scan(
    page: &str,
    html: &str,
    exists: &dyn Fn(&str) -> bool,
    base_path: &str,
    shared: &[(Range<usize>, &CheckedFragment)],
) -> PageScan {
    let (parts, shared_ids) = without_shared(html, shared);
    let ids: FxHashSet<String> = parts
        .iter()
        .flat_map(|part| attribute_values(part, "id"))
        .map(str::to_string)
        .chain(shared_ids.into_iter().cloned())
        .collect();
    let mut broken = Vec::new();
    let mut pending = Vec::new();
    let mut seen = FxHashSet::default();
    for href in parts.iter().flat_map(|part| links_in(part)) {
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

/// The page in the parts around its shared fragments (each with the bytes it fills, in page
/// order), and those fragments' ids.
fn without_shared<'h>(
    html: &'h str,
    shared: &'h [(Range<usize>, &CheckedFragment)],
) -> (Vec<&'h str>, Vec<&'h String>) {
    let mut parts = Vec::new();
    let mut ids = Vec::new();
    let mut from = 0;
    for (at, s) in shared {
        parts.push(&html[from..at.start]);
        ids.extend(&s.ids);
        from = at.end;
    }
    parts.push(&html[from..]);
    (parts, ids)
}

/// Every `href` and `src` value.
fn links_in(html: &str) -> impl Iterator<Item = &str> {
    attribute_values(html, "href").chain(attribute_values(html, "src"))
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
    use crate::site::links::settle::{settle, BrokenLink};
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
            .map(|(page, html)| scan(page, html, &exists, base_path, &[]))
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
    fn a_shared_menu_is_checked_once_and_its_ids_stay_anchors() {
        let menu = format!(
            r#"<nav id="menu">{}</nav>"#,
            r#"<a href="/en/x/">x</a> <a href="https://else.org/">e</a>"#.repeat(40)
        );
        let exists = |path: &str| path == "/en/x/";
        let shared = CheckedFragment::check(&menu, &exists, "").expect("a menu of site paths");
        let before = r##"<a href="#menu">m</a>"##;
        let page = format!(r##"{before}{menu}<a href="/en/y/">y</a> <a href="#top">t</a>"##);
        let place = before.len()..before.len() + menu.len();
        // Were the menu scanned again, its links would be broken now.
        let scan = scan(
            "/en/x/index.html",
            &page,
            &|_| false,
            "",
            &[(place, &shared)],
        );
        let hrefs: Vec<String> = settle(&[&scan]).into_iter().map(|b| b.href).collect();
        assert_eq!(hrefs, ["/en/y/", "#top"]);
        assert!(scan.ids.contains("menu"));
    }

    #[test]
    fn a_shared_fragment_with_a_page_dependent_or_broken_link_is_scanned_on_each_page() {
        let exists = |path: &str| path == "/en/x/";
        for link in [
            r#"<a href="x/">r</a>"#,
            r##"<a href="#top">t</a>"##,
            r#"<a href="/en/gone/">g</a>"#,
        ] {
            let fragment = format!("{link}{}", r#"<a href="/en/x/">x</a>"#.repeat(60));
            assert!(
                CheckedFragment::check(&fragment, &exists, "").is_none(),
                "{link}"
            );
        }
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
