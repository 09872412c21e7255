//! The sitemap (every page in its own words, with its translations as alternates) and
//! robots.txt, which points to it.

use std::sync::Arc;

use crate::site::escape::push_escaped;
use crate::site::plan::Instance;
use crate::site::render::context::SiteView;

/// One `<url>` of the sitemap with its language alternates.
pub(crate) struct SitemapEntry {
    pub loc: String,
    /// (hreflang, absolute URL), including the entry itself and `x-default`; shared by the
    /// translations of a page.
    pub alternates: Arc<Vec<(String, String)>>,
}

pub(crate) fn sitemap(entries: &[SitemapEntry]) -> String {
    let mut xml = String::with_capacity(
        entries.len() * 128 * (1 + entries.first().map_or(0, |e| e.alternates.len())),
    );
    xml.push_str(
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\" xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n",
    );
    for e in entries {
        xml.push_str("  <url>\n    <loc>");
        push_escaped(&mut xml, &e.loc);
        xml.push_str("</loc>\n");
        for (lang, href) in e.alternates.iter() {
            xml.push_str("    <xhtml:link rel=\"alternate\" hreflang=\"");
            push_escaped(&mut xml, lang);
            xml.push_str("\" href=\"");
            push_escaped(&mut xml, href);
            xml.push_str("\"/>\n");
        }
        xml.push_str("  </url>\n");
    }
    xml.push_str("</urlset>\n");
    xml
}

pub(crate) fn robots(sitemap_url: &str) -> String {
    format!("User-agent: *\nAllow: /\n\nSitemap: {sitemap_url}\n")
}

/// Every page in its own words, with its translations as alternates; fallback copies are left
/// out, since they repeat another language's text. The alternates of a page are worked out once
/// and shared by all of its translations.
pub(crate) fn sitemap_entries(view: &SiteView) -> Vec<SitemapEntry> {
    let config = view.config;
    let absolute = |path: &str| view.absolute(path);
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
    let plan = view.plan;
    for page in view.pages {
        let id = page.facts.id.as_str();
        let own: Vec<&Instance> = plan
            .translations_of(id, config)
            .filter(|i| !i.is_fallback())
            .collect();
        let default = plan.get(id, &config.reference_language);
        let paths = |path: &dyn Fn(&Instance) -> Option<String>| -> Vec<(String, String)> {
            let mut alternates: Vec<(String, String)> = own
                .iter()
                .filter_map(|i| Some((i.lang.to_string(), absolute(&path(i)?))))
                .collect();
            if let Some(d) = default.and_then(path) {
                alternates.push(("x-default".to_string(), absolute(&d)));
            }
            alternates
        };
        // The page, and a game's lesson path beside it in the same languages.
        translations(&mut entries, paths(&|i| Some(i.path.clone())));
        translations(&mut entries, paths(&|i| plan.lessons.site_path(i)));
    }
    entries.sort_unstable_by(|a, b| a.loc.cmp(&b.loc));
    entries
}

/// An entry per translation of one page, each with them all (and `x-default`, last) as its
/// alternates.
fn translations(entries: &mut Vec<SitemapEntry>, alternates: Vec<(String, String)>) {
    let alternates = Arc::new(alternates);
    entries.extend(
        alternates
            .iter()
            .filter(|(lang, _)| lang != "x-default")
            .map(|(_, loc)| SitemapEntry {
                loc: loc.clone(),
                alternates: Arc::clone(&alternates),
            }),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sitemap_text_is_escaped() {
        let mut out = String::new();
        push_escaped(&mut out, r#"/a?b=1&c="<d>""#);
        assert_eq!(out, "/a?b=1&amp;c=&quot;&lt;d&gt;&quot;");
    }
}
