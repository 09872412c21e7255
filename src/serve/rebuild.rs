//! Keeps the loaded inputs and brings the served site up to date after each batch of saves: it
//! reloads only the inputs that changed, renders only the outputs they touch and swaps those into
//! the store. A batch that fails is kept and done again with the next one, so a fix in any file
//! retries everything still broken.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::site::diagnostic::Diagnostic;
use crate::site::load::content::{Bodies, PageFacts};
use crate::site::load::inputs::{Inputs, PageChange};
use crate::site::load::layout::PAGE_FACTS;
use crate::site::load::static_files::Statics;
use crate::site::pipeline::preview_cache::PreviewCache;
use crate::site::pipeline::{render, Files, OpenFirst};
use crate::site::render::outputs::{Change, RenderedFile};
use crate::site::social::{Cache, Card};
use crate::site::sync::lock;

use super::changes::RebuildPlan;
use super::live::Hub;
use super::store::{Bytes, Replaced, Store};
use crate::site::sync::Recover;

pub(super) struct Rebuilder {
    root: PathBuf,
    base_url: String,
    /// `None` until a first load succeeds.
    inputs: Option<Inputs>,
    /// What renders keep for the next ones; each render forgets what its changes invalidate.
    preview: PreviewCache,
    /// What the last batch asked for when it failed or was superseded.
    pending: RebuildPlan,
    /// Since when renders have been dropped because their inputs were written meanwhile.
    superseded: Option<Instant>,
    store: Arc<Store>,
    /// The open pages, rendered and reloaded before the rest of a render.
    hub: Arc<Hub>,
    /// Where social images are kept between runs; they are drawn when first asked for.
    cache: Arc<Cache>,
}

/// Social images' cards by site path.
type Cards = Vec<(String, Card)>;

/// What a render made.
struct Rendered {
    files: Files,
    cards: Cards,
    /// Pages rendered, over all languages.
    pages: usize,
    warnings: Vec<Diagnostic>,
    ahead: Ahead,
}

/// The open pages served (and reloaded) before the rest of their render was done, and what
/// they replaced, put back if the render fails.
#[derive(Default)]
struct Ahead {
    pages: HashSet<String>,
    replaced: Replaced,
}

/// What a rebuild did.
pub(super) enum Outcome {
    Rendered {
        /// Pages rendered, over all languages.
        pages: usize,
        warnings: Vec<Diagnostic>,
        /// The open pages already reloaded into this state.
        fresh: HashSet<String>,
    },
    /// Only static files changed.
    Copied {
        problems: Vec<String>,
    },
    Failed(Vec<Diagnostic>),
    /// Dropped (but for the open pages already served ahead): an input changed while it was read
    /// (a save storm writing a file in place may have been caught with the file emptied); the
    /// next batch does it again.
    Superseded,
}

/// How long renders may go on being dropped for changes made while they read (a storm of saves):
/// a file written without end is still rendered after that, as it is then.
const LONGEST_SUPERSEDED: Duration = Duration::from_secs(10);
/// How long a failed render waits for news of a write that would explain it: the news comes
/// from another thread, which a busy machine may run late (30 ms was seen to be too short).
const SETTLING: Duration = Duration::from_millis(150);

impl Rebuilder {
    pub(super) fn new(root: &Path, base_url: &str, store: Arc<Store>, hub: Arc<Hub>) -> Rebuilder {
        Rebuilder {
            root: root.to_path_buf(),
            base_url: base_url.to_string(),
            inputs: None,
            preview: PreviewCache::default(),
            pending: RebuildPlan::default(),
            superseded: None,
            store,
            hub,
            cache: Arc::new(Cache::new(root)),
        }
    }

    /// Loads and renders everything, and reads the static files.
    pub(super) fn initial(&mut self) -> Outcome {
        let mut plan = RebuildPlan {
            everything: true,
            ..RebuildPlan::default()
        };
        plan.statics.insert("/".to_string());
        self.apply(plan, &|| false)
    }

    /// Whether the last batch was dropped unseen and must be done with the next one, even if
    /// that one names nothing (its edits may all have been an editor's temporary files).
    pub(super) fn owes_a_render(&self) -> bool {
        self.superseded.is_some()
    }

    /// Static files that changed are served at once; those removed stay served until a render
    /// without them succeeds, so a removal that breaks the build (the style sheet every page
    /// loads) keeps the last good site whole while its errors are shown.
    ///
    /// `changed_since` tells whether an input changed after the batch was taken: the render
    /// then read a file that may have been half written, and is dropped unseen (neither its
    /// pages nor its errors are shown) to be done again with the next batch.
    pub(super) fn apply(
        &mut self,
        mut plan: RebuildPlan,
        changed_since: &(dyn Fn() -> bool + Sync),
    ) -> Outcome {
        plan.merge(std::mem::take(&mut self.pending));
        let (problems, gone) = self.copy_statics(&plan);
        let mut plan = plan.without_statics();
        // Pages not rendered again may link to a removed file: check the whole site.
        plan.everything |= !gone.is_empty();
        if !plan.renders() {
            self.superseded = None;
            return Outcome::Copied { problems };
        }
        let may_drop = self
            .superseded
            .is_none_or(|since| since.elapsed() < LONGEST_SUPERSEDED);
        let superseded = || may_drop && changed_since();
        let rendered = self.render(&mut plan, &superseded);
        // A half-written file fails fast, sooner than its next write may be told: an error waits
        // a moment before it is believed.
        if rendered.is_err() && !superseded() {
            std::thread::sleep(SETTLING);
        }
        if superseded() {
            // The open pages served ahead stay: they were served only while no write had come
            // in, from inputs as complete as any render's, and the author has seen them. Put
            // back, they would turn up again under the overlay of a next render that fails.
            self.superseded.get_or_insert_with(Instant::now);
            plan.statics.extend(gone);
            self.pending = plan;
            return Outcome::Superseded;
        }
        self.superseded = None;
        match rendered {
            Ok(rendered) => {
                self.store.remove_statics(&gone);
                if let Some(inputs) = &self.inputs {
                    self.store.put_glossaries(Arc::clone(&inputs.glossaries));
                }
                self.store
                    .put_cards(rendered.cards, plan.everything, Arc::clone(&self.cache));
                if plan.everything {
                    self.store.replace_rendered(rendered.files);
                } else {
                    self.store.merge_rendered(rendered.files);
                }
                Outcome::Rendered {
                    pages: rendered.pages,
                    warnings: rendered.warnings,
                    fresh: rendered.ahead.pages,
                }
            }
            Err((diagnostics, ahead)) => {
                self.store.fail(diagnostics.clone(), ahead.replaced);
                // Looked at again with the next batch: still gone, or back.
                plan.statics.extend(gone);
                self.pending = plan;
                Outcome::Failed(diagnostics)
            }
        }
    }

    /// Reloads what the plan names and renders what that touches, the pages open in a browser
    /// first: they are served and reloaded at once. Sets `plan.everything` as soon as the site's
    /// shape may have changed, so a retry after a failure renders everything.
    /// The open pages are not served ahead once `superseded` says the render will be dropped.
    fn render(
        &mut self,
        plan: &mut RebuildPlan,
        superseded: &(dyn Fn() -> bool + Sync),
    ) -> Result<Rendered, (Vec<Diagnostic>, Ahead)> {
        let unrendered = |errors| (errors, Ahead::default());
        // Interface strings and the templates that read them are checked against each other:
        // when both changed, they are reloaded together.
        if !plan.locales.is_empty() && !plan.templates.is_empty() {
            plan.everything = true;
        }
        let (inputs, changes) = match &mut self.inputs {
            Some(inputs) => {
                let changes = reload(inputs, &self.root, plan).map_err(unrendered)?;
                (inputs, changes)
            }
            slot @ None => {
                plan.everything = true;
                let inputs = Inputs::load(&self.root, Some(&self.base_url), Bodies::Kept)
                    .map_err(unrendered)?;
                (slot.insert(inputs), vec![Change::Everything])
            }
        };
        let files = Mutex::new(Files::new());
        let cards = Mutex::new(Cards::new());
        let keep = |path: &str, content: RenderedFile| {
            match content {
                RenderedFile::Text(html) => {
                    lock(&files).insert(path.to_string(), html);
                }
                RenderedFile::Image(card) => lock(&cards).push((path.to_string(), card)),
            }
            Ok(())
        };
        let (store, hub) = (&self.store, &self.hub);
        let ahead = Mutex::new(Ahead::default());
        // Called once the open pages are rendered: nothing else is in `files` yet.
        let serve_open = || {
            if superseded() {
                return;
            }
            let open = lock(&files).clone();
            let pages: HashSet<String> = open.keys().cloned().collect();
            let replaced = store.put_ahead(open);
            hub.reload_pages(store.version(), &pages);
            *lock(&ahead) = Ahead { pages, replaced };
        };
        let open = hub.open_pages();
        let open_first = (!open.is_empty()).then_some(OpenFirst {
            pages: &open,
            rendered: &serve_open,
        });
        let report = render(
            inputs,
            &changes,
            Some(&self.preview),
            open_first,
            None,
            false,
            &keep,
        );
        let ahead = ahead.into_inner().recover();
        let report = match report {
            Ok(report) => report,
            Err(errors) => return Err((errors, ahead)),
        };
        Ok(Rendered {
            files: files.into_inner().recover(),
            cards: cards.into_inner().recover(),
            pages: report.pages.iter().map(|(_, n)| n).sum(),
            warnings: report.warnings,
            ahead,
        })
    }

    /// Static files are copied as they are, so a change reads just that file (or folder) again.
    /// Puts what is on disk into the store; returns the problems met and the served files that
    /// are gone from disk, for the caller to remove.
    fn copy_statics(&self, plan: &RebuildPlan) -> (Vec<String>, Vec<String>) {
        if plan.statics.is_empty() {
            return (Vec::new(), Vec::new());
        }
        // Listed as `build` lists them: nothing hidden, and nothing through a symbolic link.
        let statics = Statics::read(&self.root);
        let mut problems: Vec<String> = statics
            .unreadable
            .iter()
            .map(|u| format!("{}: cannot read: {}", u.path.display(), u.error))
            .collect();
        let mut puts = Vec::new();
        for file in plan.statics.iter().flat_map(|path| statics.under(path)) {
            match file.published() {
                Ok(published) => {
                    problems.extend(published.problem.map(|p| p.to_string()));
                    puts.push((file.site_path.clone(), Bytes::from(published.bytes)));
                }
                // Kept as it was; the next save tries again.
                Err(e) => problems.push(format!("{}: cannot read: {e}", file.path.display())),
            }
        }
        let gone = plan
            .statics
            .iter()
            .flat_map(|root| self.store.statics_under(root))
            .filter(|p| !statics.may_hold(p))
            .collect();
        self.store.put_statics(puts);
        (problems, gone)
    }
}

/// Reloads the inputs a plan names; returns the changes to render.
fn reload(
    inputs: &mut Inputs,
    root: &Path,
    plan: &mut RebuildPlan,
) -> Result<Vec<Change>, Vec<Diagnostic>> {
    if plan.everything {
        inputs.reload_all()?;
        return Ok(vec![Change::Everything]);
    }
    let mut changes = Vec::new();
    if !plan.locales.is_empty() {
        if inputs.reload_locales()? {
            // Every language's pages link to the moved pages (switchers, menus, sitemap).
            plan.everything = true;
            return Ok(vec![Change::Everything]);
        }
        changes.extend(plan.locales.iter().cloned().map(Change::Locale));
    }
    if !plan.templates.is_empty() {
        inputs.reload_templates()?;
        changes.extend(plan.templates.iter().cloned().map(Change::Template));
    }
    for rel in plan.pages.clone() {
        let id = rel
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let dir = root.join(&rel);
        // A removed page (or one whose page.toml is gone) leaves a hole in the site's shape.
        if !dir.join(PAGE_FACTS).is_file() {
            plan.everything = true;
            inputs.reload_all()?;
            return Ok(vec![Change::Everything]);
        }
        let before = shape(inputs, &id);
        match inputs.reload_page(&dir) {
            Ok(PageChange::Shape) => {
                // Every page was reloaded, and links to this one may differ.
                plan.everything = true;
                return Ok(vec![Change::Everything]);
            }
            Ok(change) => {
                if change == PageChange::Listing {
                    plan.listed.insert(rel.clone());
                }
                changes.push(Change::Page {
                    id,
                    listed: plan.listed.contains(&rel),
                });
            }
            Err(errors) => {
                // The page may have been taken in before a full reload failed.
                if shape(inputs, &id) != before {
                    plan.everything = true;
                }
                return Err(errors);
            }
        }
    }
    Ok(changes)
}

/// What decides a page's place in the site: its facts and its slug per language.
fn shape(inputs: &Inputs, id: &str) -> Option<(PageFacts, Vec<(String, String)>)> {
    let page = inputs.pages.iter().find(|p| p.facts.id == id)?;
    let slugs = page
        .translations
        .iter()
        .map(|(lang, t)| (lang.clone(), t.slug.clone()))
        .collect();
    Some((page.facts.clone(), slugs))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::site::load::layout::{CONFIG_FILE, WATCHED_DIRS};
    use std::sync::atomic::{AtomicUsize, Ordering};

    const OPEN: &str = "/en/games/chinese-checkers/index.html";

    /// The real site copied into a temporary folder, with a rebuilder that has rendered it.
    fn rendered_site() -> (tempfile::TempDir, Rebuilder, Arc<Store>) {
        let root = tempfile::tempdir().unwrap();
        let from = Path::new(env!("CARGO_MANIFEST_DIR"));
        for entry in walkdir::WalkDir::new(from) {
            let entry = entry.unwrap();
            let rel = entry.path().strip_prefix(from).unwrap();
            let top = rel.components().next().and_then(|c| c.as_os_str().to_str());
            if !top.is_some_and(|t| t == CONFIG_FILE || WATCHED_DIRS.contains(&t)) {
                continue;
            }
            let to = root.path().join(rel);
            if entry.file_type().is_dir() {
                std::fs::create_dir_all(&to).unwrap();
            } else {
                std::fs::copy(entry.path(), &to).unwrap();
            }
        }
        let store = Arc::new(Store::default());
        let mut rebuilder = Rebuilder::new(
            root.path(),
            "http://localhost",
            Arc::clone(&store),
            Arc::new(Hub::default()),
        );
        assert!(matches!(rebuilder.initial(), Outcome::Rendered { .. }));
        (root, rebuilder, store)
    }

    fn served(store: &Store, path: &str) -> String {
        String::from_utf8_lossy(&store.get(path).unwrap().bytes).into_owned()
    }

    fn edit(root: &Path, file: &str, from: &str, to: &str) -> RebuildPlan {
        let path = root.join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains(from), "{file} holds {from}");
        std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
        let mut plan = RebuildPlan::default();
        plan.add(Path::new(file));
        plan
    }

    #[test]
    fn an_open_page_served_ahead_of_a_dropped_render_stays_under_the_next_ones_overlay() {
        let (root, mut rebuilder, store) = rendered_site();
        let _open = rebuilder.hub.subscribe(Some(OPEN.to_string()));
        let marker = "data-edited";
        let plan = edit(
            root.path(),
            "templates/page.html",
            "<article class=",
            &format!("<article {marker} class="),
        );
        // No write yet when the open page is served; one by the time the render is done.
        let asked = AtomicUsize::new(0);
        let written_after_the_open_page = || asked.fetch_add(1, Ordering::SeqCst) > 0;
        let outcome = rebuilder.apply(plan, &written_after_the_open_page);
        assert!(matches!(outcome, Outcome::Superseded));
        assert!(served(&store, OPEN).contains(marker), "the page seen stays");

        let broken = edit(
            root.path(),
            "templates/base.html",
            "<main id=\"main\" tabindex=\"-1\">",
            "<main>{% if %}",
        );
        let outcome = rebuilder.apply(broken, &|| false);
        assert!(matches!(outcome, Outcome::Failed(_)));
        let found = store.get(OPEN).unwrap();
        assert!(!found.errors.is_empty(), "the overlay's errors");
        assert!(
            String::from_utf8_lossy(&found.bytes).contains(marker),
            "the last page seen is under the overlay"
        );
    }
}
