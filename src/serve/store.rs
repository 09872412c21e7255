//! The served site, in memory: rendered files, static files and the errors that stand. An edit
//! swaps in the few files it re-rendered; nothing is written to disk.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, RwLock, RwLockReadGuard, RwLockWriteGuard};

use crate::site::diagnostic::Diagnostic;
use crate::site::load::glossary::Glossaries;
use crate::site::pipeline::Files;
use crate::site::search::Collector;
use crate::site::social::{Cache, Card};
use crate::site::sync::Recover;

/// A file's contents, shared by the store and the requests reading it. Held as the `Vec` it was
/// made as: turning a rendered page into bytes moves it instead of copying it.
pub(super) type Bytes = Arc<Vec<u8>>;

#[derive(Default)]
struct Site {
    rendered: HashMap<String, Bytes>,
    /// `static/` files by site path; rendered files win over them, as in `build`.
    statics: HashMap<String, Bytes>,
    /// The errors of the last rebuild, while they stand; the pages are the last good ones.
    errors: Vec<Diagnostic>,
    /// Social images by site path, as cards: each is drawn when first asked for.
    cards: HashMap<String, Arc<Card>>,
    /// Changes with every update, so a page can tell whether it is out of date.
    version: u64,
    /// The glossaries the search index takes its synonyms from.
    glossaries: Arc<Glossaries>,
}

/// What a request sees: one consistent state of the site.
/// Serves the pages `replaced` as they were before (or not at all, if they were new).
fn put_back(site: &mut Site, replaced: Replaced) {
    for (path, old) in replaced {
        match old {
            Some(bytes) => site.rendered.insert(path, bytes),
            None => site.rendered.remove(&path),
        };
    }
}

pub(super) struct Found {
    pub bytes: Bytes,
    pub errors: Vec<Diagnostic>,
    pub version: u64,
}

#[derive(Default)]
pub(super) struct Store {
    site: RwLock<Site>,
    /// Each language's search files by site path, made when first asked for after a change (an
    /// edit is not slowed down by indexing), with the version of the site they were made from.
    search: Mutex<HashMap<String, SearchBundle>>,
    /// Social images drawn, by their card's key, and the cache they are kept in.
    images: Mutex<Images>,
}

/// The image cache of the served site, and the images drawn, by their card's key.
type Images = (Option<Arc<Cache>>, HashMap<u64, Bytes>);

/// Files served ahead of the render they belong to, with what each replaced (`None`: new).
pub(super) type Replaced = Vec<(String, Option<Bytes>)>;

/// The site's version a language's search files were made from, and the files by site path.
type SearchBundle = (u64, HashMap<String, Bytes>);

impl Store {
    // A panic while holding the lock leaves plain maps behind, still fit to serve.
    fn read(&self) -> RwLockReadGuard<'_, Site> {
        self.site.read().recover()
    }

    fn write(&self) -> RwLockWriteGuard<'_, Site> {
        self.site.write().recover()
    }

    pub(super) fn get(&self, path: &str) -> Option<Found> {
        let site = self.read();
        let bytes = match site.rendered.get(path).or_else(|| site.statics.get(path)) {
            Some(bytes) => bytes.clone(),
            None => {
                let card = site.cards.get(path).cloned();
                drop(site);
                return match card {
                    Some(card) => self.image(&card),
                    None => self.search_file(path),
                };
            }
        };
        Some(Found {
            bytes,
            errors: site.errors.clone(),
            version: site.version,
        })
    }

    /// A social image, drawn the first time it is asked for (or read from the cache).
    fn image(&self, card: &Card) -> Option<Found> {
        let key = card.key();
        let bytes = {
            let mut images = self.images.lock().recover();
            match images.1.get(&key) {
                Some(bytes) => bytes.clone(),
                None => {
                    let cache = images.0.clone();
                    let png = match cache {
                        Some(cache) => cache.image(card),
                        None => Cache::none().image(card),
                    }
                    .ok()?;
                    let bytes = Arc::new(png);
                    images.1.insert(key, bytes.clone());
                    bytes
                }
            }
        };
        let site = self.read();
        Some(Found {
            bytes,
            errors: site.errors.clone(),
            version: site.version,
        })
    }

    /// Puts the glossaries of a render's inputs, for the search files made after it.
    pub(super) fn put_glossaries(&self, glossaries: Arc<Glossaries>) {
        self.write().glossaries = glossaries;
    }

    /// Puts the social images' cards of a render: all of them (`replace`) or those it touched.
    pub(super) fn put_cards(&self, cards: Vec<(String, Card)>, replace: bool, cache: Arc<Cache>) {
        self.images.lock().recover().0 = Some(cache);
        let cards = cards.into_iter().map(|(p, c)| (p, Arc::new(c)));
        let mut site = self.write();
        if replace {
            site.cards = cards.collect();
        } else {
            site.cards.extend(cards);
        }
    }

    /// A file of a language's search bundle (`/hu/pagefind/…`), indexing the language's pages
    /// first if they changed since it was last asked for. Requests wait for one another here,
    /// so the pages are indexed once.
    fn search_file(&self, path: &str) -> Option<Found> {
        let lang = path.strip_prefix('/')?.split('/').next()?;
        if !path[lang.len() + 1..].starts_with(&format!("/{}/", crate::site::names::BUNDLE_FOLDER))
        {
            return None;
        }
        let mut bundles = self.search.lock().recover();
        let (version, errors, pages, glossaries) = {
            let site = self.read();
            let folder = format!("/{lang}/");
            let pages: Vec<(String, Bytes)> = site
                .rendered
                .iter()
                .filter(|(p, _)| p.starts_with(&folder) && p.ends_with(".html"))
                .map(|(p, b)| (p.clone(), b.clone()))
                .collect();
            (
                site.version,
                site.errors.clone(),
                pages,
                site.glossaries.clone(),
            )
        };
        let fresh = bundles.get(lang).is_some_and(|(v, _)| *v == version);
        if !fresh {
            let collector = Collector::new(&glossaries);
            for (page, bytes) in &pages {
                if let Ok(html) = std::str::from_utf8(bytes) {
                    collector.offer(page, html, "");
                }
            }
            // A failed index serves no search files: the box then says search is unavailable.
            let files = collector.bundles().unwrap_or_default();
            let files = files
                .into_iter()
                .map(|f| (f.path, Arc::new(f.bytes)))
                .collect();
            bundles.insert(lang.to_string(), (version, files));
        }
        let bytes = bundles.get(lang)?.1.get(path)?.clone();
        Some(Found {
            bytes,
            errors,
            version,
        })
    }

    pub(super) fn contains(&self, path: &str) -> bool {
        let site = self.read();
        site.rendered.contains_key(path)
            || site.statics.contains_key(path)
            || site.cards.contains_key(path)
    }

    pub(super) fn version(&self) -> u64 {
        self.read().version
    }

    pub(super) fn errors(&self) -> Vec<Diagnostic> {
        self.read().errors.clone()
    }

    /// A full render: files that it no longer produces disappear.
    pub(super) fn replace_rendered(&self, files: Files) {
        let rendered = files.into_iter().map(|(p, t)| (p, bytes(t))).collect();
        let mut site = self.write();
        site.rendered = rendered;
        site.errors.clear();
        site.version += 1;
    }

    /// A partial render: its files replace their old versions, the rest stay.
    pub(super) fn merge_rendered(&self, files: Files) {
        let files: Vec<(String, Bytes)> = files.into_iter().map(|(p, t)| (p, bytes(t))).collect();
        let mut site = self.write();
        site.rendered.extend(files);
        site.errors.clear();
        site.version += 1;
    }

    /// Serves the open pages of a render still under way (their errors, if any, are not known
    /// yet); returns what they replace, for `fail` to put back.
    pub(super) fn put_ahead(&self, files: Files) -> Replaced {
        let mut site = self.write();
        let replaced = files
            .into_iter()
            .map(|(path, text)| {
                let old = site.rendered.insert(path.clone(), bytes(text));
                (path, old)
            })
            .collect();
        site.errors.clear();
        site.version += 1;
        replaced
    }

    /// The last rebuild failed: keep the last good pages (putting back those `put_ahead`
    /// replaced), show its errors.
    pub(super) fn fail(&self, errors: Vec<Diagnostic>, replaced: Replaced) {
        let mut site = self.write();
        put_back(&mut site, replaced);
        site.errors = errors;
        site.version += 1;
    }

    /// Puts or replaces static files.
    pub(super) fn put_statics(&self, files: Vec<(String, Bytes)>) {
        if files.is_empty() {
            return;
        }
        let mut site = self.write();
        site.statics.extend(files);
        site.version += 1;
    }

    /// The static files served at `path` or below it (a file, a folder, or `/` for all).
    pub(super) fn statics_under(&self, path: &str) -> Vec<String> {
        let folder = format!("{}/", path.trim_end_matches('/'));
        self.read()
            .statics
            .keys()
            .filter(|p| *p == path || p.starts_with(&folder))
            .cloned()
            .collect()
    }

    /// Stops serving these static files.
    pub(super) fn remove_statics(&self, paths: &[String]) {
        if paths.is_empty() {
            return;
        }
        let mut site = self.write();
        for path in paths {
            site.statics.remove(path);
        }
        site.version += 1;
    }
}

fn bytes(text: String) -> Bytes {
    Arc::new(text.into_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::site::diagnostic::LineColumn;

    fn files(entries: &[(&str, &str)]) -> Files {
        entries
            .iter()
            .map(|(p, t)| (p.to_string(), t.to_string()))
            .collect()
    }

    fn text(store: &Store, path: &str) -> Option<String> {
        store
            .get(path)
            .map(|f| String::from_utf8_lossy(&f.bytes).into_owned())
    }

    #[test]
    fn partial_renders_merge_and_full_renders_replace() {
        let store = Store::default();
        store.replace_rendered(files(&[("/a.html", "a"), ("/b.html", "b")]));
        store.merge_rendered(files(&[("/b.html", "b2")]));
        assert_eq!(text(&store, "/a.html").as_deref(), Some("a"));
        assert_eq!(text(&store, "/b.html").as_deref(), Some("b2"));
        store.replace_rendered(files(&[("/b.html", "b3")]));
        assert_eq!(text(&store, "/a.html"), None);
    }

    #[test]
    fn rendered_files_win_over_static_ones() {
        let store = Store::default();
        store.put_statics(vec![("/robots.txt".into(), Bytes::new(b"static".to_vec()))]);
        store.replace_rendered(files(&[("/robots.txt", "rendered")]));
        assert_eq!(text(&store, "/robots.txt").as_deref(), Some("rendered"));
    }

    #[test]
    fn a_static_folder_holds_the_files_below_it() {
        let store = Store::default();
        let one = Bytes::new(b"x".to_vec());
        store.put_statics(vec![
            ("/css/a.css".into(), one.clone()),
            ("/css/b.css".into(), one.clone()),
            ("/cssx".into(), one),
        ]);
        let mut under = store.statics_under("/css");
        under.sort();
        assert_eq!(under, ["/css/a.css", "/css/b.css"]);
        assert_eq!(store.statics_under("/").len(), 3);
        store.remove_statics(&under);
        assert!(!store.contains("/css/a.css") && store.contains("/cssx"));
    }

    #[test]
    fn errors_stand_until_the_next_good_render() {
        let store = Store::default();
        store.replace_rendered(files(&[("/a.html", "a")]));
        let before = store.version();
        let broken = || {
            vec![Diagnostic::error(
                "templates/base.html",
                LineColumn::START,
                "broken",
            )]
        };
        store.fail(broken(), Vec::new());
        let found = store.get("/a.html").unwrap();
        assert_eq!(found.errors.len(), 1);
        assert!(found.version > before);
        store.merge_rendered(files(&[("/a.html", "a2")]));
        assert!(store.errors().is_empty());

        // Pages served ahead of a render that then fails are put back as they were.
        let replaced = store.put_ahead(files(&[("/a.html", "a3"), ("/new.html", "n")]));
        assert_eq!(text(&store, "/a.html").as_deref(), Some("a3"));
        store.fail(broken(), replaced);
        assert_eq!(text(&store, "/a.html").as_deref(), Some("a2"));
        assert!(!store.contains("/new.html"));
        assert_eq!(store.errors().len(), 1);
    }
}
