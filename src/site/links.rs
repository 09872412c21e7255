//! Internal links in the rendered site: every `href`/`src` inside the site must name a file that
//! is built, and every `#anchor` an element id of that file.

use std::collections::{BTreeMap, BTreeSet};

use rayon::prelude::*;

/// A link that leads nowhere: the page it is on and the link as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BrokenLink {
    pub page: String,
    pub href: String,
}

/// `files` are site paths (`/hu/index.html`) with their HTML; `others` are further files that exist
/// (static files, the sitemap). `base_path` is the URL prefix of the site (`/rules` or empty).
pub fn broken_links(
    files: &BTreeMap<String, String>,
    others: &BTreeSet<String>,
    base_path: &str,
) -> Vec<BrokenLink> {
    let pages: Vec<(&String, &String)> =
        files.iter().filter(|(p, _)| p.ends_with(".html")).collect();
    let ids: BTreeMap<&str, BTreeSet<&str>> = pages
        .par_iter()
        .map(|(path, html)| (path.as_str(), attribute_values(html, "id").collect()))
        .collect::<Vec<_>>()
        .into_iter()
        .collect();
    // Pages are checked in parallel; the result keeps the order of `files`.
    let pages: Vec<(&String, &String)> =
        files.iter().filter(|(p, _)| p.ends_with(".html")).collect();
    pages
        .par_iter()
        .flat_map_iter(|(page, html)| {
            let ids = &ids;
            attribute_values(html, "href")
                .chain(attribute_values(html, "src"))
                .filter_map(move |href| {
                    let href = href.replace("&amp;", "&");
                    // `None`: another site, a mail address, a script URL.
                    let (target, anchor) = resolve(page, &href, base_path)?;
                    let exists = match &anchor {
                        Some(a) => ids
                            .get(target.as_str())
                            .is_some_and(|set| set.contains(a.as_str())),
                        None => files.contains_key(&target) || others.contains(&target),
                    };
                    (!exists).then(|| BrokenLink {
                        page: page.to_string(),
                        href,
                    })
                })
        })
        .collect()
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

/// Values of an attribute, found by scanning: the site's HTML is generated, quoted with `"`.
fn attribute_values<'h>(html: &'h str, name: &'h str) -> impl Iterator<Item = &'h str> + 'h {
    let needle = format!(" {name}=\"");
    let mut rest = html;
    std::iter::from_fn(move || {
        let start = rest.find(&needle)? + needle.len();
        let len = rest[start..].find('"')?;
        let value = &rest[start..start + len];
        rest = &rest[start + len..];
        Some(value)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(pages: &[(&str, &str)]) -> BTreeMap<String, String> {
        pages
            .iter()
            .map(|(p, h)| (p.to_string(), h.to_string()))
            .collect()
    }

    #[test]
    fn finds_missing_pages_and_anchors() {
        let files = site(&[
            (
                "/en/index.html",
                r##"<a href="/en/x/">x</a> <a href="/en/y/">y</a> <a href="#top">t</a> <a href="/en/x/#moves">m</a> <a href="https://else.org/">e</a>"##,
            ),
            (
                "/en/x/index.html",
                r#"<h2 id="moves">Moves</h2><link href="/css/site.css">"#,
            ),
        ]);
        let others: BTreeSet<String> = ["/css/site.css".to_string()].into();
        let broken = broken_links(&files, &others, "");
        let hrefs: Vec<&str> = broken.iter().map(|b| b.href.as_str()).collect();
        assert_eq!(hrefs, ["/en/y/", "#top"]);
    }

    #[test]
    fn the_base_path_is_part_of_every_link() {
        let files = site(&[
            ("/en/index.html", r#"<a href="/rules/en/x/">x</a>"#),
            ("/en/x/index.html", ""),
        ]);
        assert!(broken_links(&files, &BTreeSet::new(), "/rules").is_empty());
    }
}
