//! Site search: the pages a template marks for search (`data-pagefind-body` on the element to
//! index) become one Pagefind index per language, `/<lang>/pagefind/`, which the browser loads
//! when a reader focuses the search box.
//!
//! The index reads a copy of each page whose metadata lists the words the site does not use but
//! a reader may type for the ones it does (`synonyms.rs`); the excerpts show only the page's text.
//!
//! Each page is read into its language's index as it is rendered, on the thread that rendered
//! it (`index/`); a language's files are written once its pages are in. Pages are numbered in
//! URL order, so the build gives the same bytes for the same input.

use std::collections::BTreeMap;
use std::sync::Mutex;

use memchr::memmem;

use crate::site::load::glossary::Glossaries;
use crate::site::names::BUNDLE_FOLDER;

mod emphasis;
mod index;
#[cfg(test)]
mod same_as_pagefind;
mod synonyms;
use crate::site::sync::Recover;
use index::LanguageIndex;
use synonyms::Synonyms;

/// The attribute that marks what a page offers to search.
const MARKER: &str = " data-pagefind-body";

/// One file of a search bundle, by site path.
pub(crate) struct SearchFile {
    pub path: String,
    pub bytes: Vec<u8>,
}

/// A language's index as its pages arrive, and the index's own name for the language.
#[derive(Default)]
struct Gathered {
    language: String,
    index: LanguageIndex,
    pages: usize,
}

/// The pages read so far, by language, and the first page that could not be read.
#[derive(Default)]
struct Indexes {
    languages: BTreeMap<String, Gathered>,
    unread: Option<SearchError>,
}

/// Rendered pages read into their language's index; pages may be offered from many threads.
#[derive(Default)]
pub(crate) struct Collector {
    indexes: Mutex<Indexes>,
    synonyms: BTreeMap<String, Synonyms>,
}

impl Collector {
    /// A collector whose index lets a reader find each language's approved words by the
    /// variants its glossary lists.
    pub(crate) fn new(glossaries: &Glossaries) -> Collector {
        Collector {
            indexes: Mutex::default(),
            synonyms: glossaries
                .iter()
                .map(|(tag, terms)| (tag.clone(), Synonyms::of(terms)))
                .collect(),
        }
    }

    /// Reads a rendered page (at site path `/hu/x/index.html`) into its language's index if
    /// its template marks it for search.
    pub(crate) fn offer(&self, site_path: &str, html: &str, base_path: &str) {
        let Some(Prepared { lang, url, doc }) = self.prepared(site_path, html, base_path) else {
            return;
        };
        let read = index::read(url, &doc);
        let mut indexes = self.indexes.lock().recover();
        match read {
            Ok(Some(page)) => {
                let gathered = indexes.languages.entry(lang).or_default();
                if gathered.language.is_empty() {
                    gathered.language = page.language().to_string();
                }
                gathered.pages += 1;
                gathered.index.add(page);
            }
            Ok(None) => {}
            Err(unread) => {
                indexes.unread.get_or_insert(SearchError {
                    lang,
                    message: format!("cannot read {}: {}", unread.url, unread.reason),
                });
            }
        }
    }

    /// The copy of a page the index reads, if its template marks it for search: from the
    /// marked element on, without boards and scripts, the first block of each section
    /// weighted, the synonyms of the terms it uses as metadata.
    fn prepared(&self, site_path: &str, html: &str, base_path: &str) -> Option<Prepared> {
        let (lang, doc) = searchable(html)?;
        let url = format!(
            "{base_path}{}",
            site_path.strip_suffix("index.html").unwrap_or(site_path)
        );
        let mut doc = emphasis::weigh_openings(&doc);
        if let Some(synonyms) = self.synonyms.get(&lang) {
            doc = synonyms.annotate(&doc);
        }
        Some(Prepared { lang, url, doc })
    }

    /// Every language's bundle, languages in parallel.
    pub(crate) fn bundles(self) -> Result<Vec<SearchFile>, SearchError> {
        use rayon::prelude::*;
        let bundles: Vec<Result<Vec<SearchFile>, SearchError>> = self
            .languages()?
            .into_par_iter()
            .map(Language::bundle)
            .collect();
        let mut files = Vec::new();
        for b in bundles {
            files.extend(b?);
        }
        Ok(files)
    }

    /// The languages to write, the largest first, or the first page that could not be read.
    pub(crate) fn languages(self) -> Result<Vec<Language>, SearchError> {
        let indexes = self.indexes.into_inner().recover();
        if let Some(unread) = indexes.unread {
            return Err(unread);
        }
        let mut languages: Vec<Language> = indexes
            .languages
            .into_iter()
            .map(|(lang, gathered)| Language { lang, gathered })
            .collect();
        languages.sort_by_key(|l| std::cmp::Reverse(l.gathered.pages));
        Ok(languages)
    }
}

/// A page's copy for the index, its URL and its language's tag.
struct Prepared {
    lang: String,
    url: String,
    doc: String,
}

/// One language's pages, read, to be written into its bundle.
pub(crate) struct Language {
    lang: String,
    gathered: Gathered,
}

impl Language {
    /// The language's tag.
    pub(crate) fn lang(&self) -> &str {
        &self.lang
    }

    /// The language's search bundle.
    pub(crate) fn bundle(self) -> Result<Vec<SearchFile>, SearchError> {
        let Language { lang, gathered } = self;
        let files = gathered.index.files(&gathered.language);
        match files {
            Ok(files) => Ok(files
                .into_iter()
                .map(|(name, bytes)| SearchFile {
                    path: format!("/{lang}/{BUNDLE_FOLDER}/{name}"),
                    bytes,
                })
                .collect()),
            Err(message) => Err(SearchError { lang, message }),
        }
    }
}

/// Why a language's search index could not be made.
#[derive(Debug)]
pub struct SearchError {
    /// The language's tag.
    pub lang: String,
    /// What went wrong.
    pub message: String,
}

impl std::fmt::Display for SearchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "search index of `{}`: {}", self.lang, self.message)
    }
}

impl std::error::Error for SearchError {}

/// The page's language and the part of it the index reads: the marked element and what follows
/// it (Pagefind ignores everything outside the marked element; the head, the header and its menus
/// come before it and are left out so that they are not parsed again).
fn searchable(html: &str) -> Option<(String, String)> {
    let at = memmem::find(html.as_bytes(), MARKER.as_bytes())?;
    let start = html[..at].rfind('<')?;
    let lang = html_lang(html)?;
    let mut doc = format!("<html lang=\"{lang}\"><body>");
    without_unread(&html[start..], &mut doc);
    Some((lang.to_string(), doc))
}

/// Copies `html` into `out` without its `<svg>` and `<script>` elements, which Pagefind skips
/// anyway: the boards and their move data are most of a page's bytes.
fn without_unread(mut html: &str, out: &mut String) {
    while let Some(at) = html.find("<s") {
        let rest = &html[at..];
        let element = ["svg", "script"].into_iter().find(|name| {
            rest[2..].starts_with(&name[1..])
                && matches!(rest.as_bytes().get(name.len() + 1), Some(b' ' | b'>'))
        });
        let Some(name) = element else {
            out.push_str(&html[..at + 2]);
            html = &html[at + 2..];
            continue;
        };
        out.push_str(&html[..at]);
        html = &rest[element_end(rest, name)..];
    }
    out.push_str(html);
}

/// Where the element starting `html` ends (after its closing tag, nested ones of the same name
/// counted), or the end of `html` if it is not closed.
fn element_end(html: &str, name: &str) -> usize {
    let (open, close) = (format!("<{name}"), format!("</{name}>"));
    let mut depth = 0usize;
    let mut at = 0;
    loop {
        let next_open = html[at..].find(&open).map(|i| at + i);
        let Some(next_close) = html[at..].find(&close).map(|i| at + i) else {
            return html.len();
        };
        match next_open {
            Some(o) if o < next_close => {
                depth += 1;
                at = o + open.len();
            }
            _ => {
                depth = depth.saturating_sub(1);
                at = next_close + close.len();
                if depth == 0 {
                    return at;
                }
            }
        }
    }
}

/// The `lang` attribute of the page's `<html>` tag.
fn html_lang(html: &str) -> Option<&str> {
    let tag_start = memmem::find(html.as_bytes(), b"<html")?;
    let tag = &html[tag_start..];
    let tag = &tag[..tag.find('>')?];
    let value = &tag[tag.find(" lang=\"")? + 7..];
    Some(&value[..value.find('"')?])
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str =
        "<!doctype html>\n<html lang=\"hu\" dir=\"ltr\">\n<head><title>T</title></head>\
        <body><nav>menü</nav><main><article data-pagefind-body>\n<h1>Dáma</h1>\n<h2 id=\"lepes\">\
        Lépések</h2><p>A gyalog átlósan lép előre.</p></article></main></body></html>";

    #[test]
    fn only_marked_pages_are_kept_from_their_marked_element_on() {
        let (lang, doc) = searchable(PAGE).unwrap();
        assert_eq!(lang, "hu");
        assert!(doc.starts_with("<html lang=\"hu\"><body><article data-pagefind-body>"));
        assert!(!doc.contains("menü"));
        assert!(searchable(&PAGE.replace(" data-pagefind-body", "")).is_none());
    }

    #[test]
    fn boards_and_scripts_are_left_out_nested_ones_too() {
        let mut out = String::new();
        without_unread(
            "<p>a</p><svg><svg><text>1</text></svg><text>2</text></svg><script>x</script>\
             <section>b</section><span>c</span><script>unclosed",
            &mut out,
        );
        assert_eq!(out, "<p>a</p><section>b</section><span>c</span>");
    }

    #[test]
    fn a_language_bundle_finds_its_pages_under_its_folder() {
        let collector = Collector::default();
        collector.offer("/hu/jatekok/dama/index.html", PAGE, "/rules");
        collector.offer(
            "/hu/404.html",
            "<html lang=\"hu\"><body>x</body></html>",
            "",
        );
        let files = collector.bundles().unwrap();
        let paths: Vec<&str> = files.iter().map(|f| f.path.as_str()).collect();
        assert!(paths.contains(&"/hu/pagefind/pagefind.js"), "{paths:?}");
        assert!(paths.contains(&"/hu/pagefind/pagefind-entry.json"));
        assert!(paths.contains(&"/hu/pagefind/wasm.hu.pagefind"));
        assert!(!paths.contains(&"/hu/pagefind/wasm.unknown.pagefind"));
        assert!(!paths.iter().any(|p| p.contains("-ui")));
    }

    #[test]
    fn the_same_pages_give_the_same_bytes_in_any_order() {
        let page = |n: u32| PAGE.replace("Dáma", &format!("Dáma {n}"));
        let files = |order: &[u32]| {
            let collector = Collector::default();
            for &n in order {
                collector.offer(&format!("/hu/{n}/index.html"), &page(n), "");
            }
            let mut files: Vec<(String, Vec<u8>)> = collector
                .bundles()
                .unwrap()
                .into_iter()
                .map(|f| (f.path, f.bytes))
                .collect();
            files.sort();
            files
        };
        assert!(files(&[1, 2, 3]) == files(&[3, 1, 2]));
    }

    #[test]
    fn a_site_without_marked_pages_has_no_search_files() {
        let collector = Collector::default();
        collector.offer(
            "/en/index.html",
            "<html lang=\"en\"><body>x</body></html>",
            "",
        );
        assert!(collector.bundles().unwrap().is_empty());
    }
}
