//! Watching the site's inputs: file-system events gathered into batches, one per burst of saves.

use std::collections::{BTreeSet, HashSet};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::sync::Arc;
use std::time::{Duration, Instant};

use notify::event::{AccessKind, AccessMode, CreateKind, EventKind, ModifyKind};
use notify::{RecursiveMode, Watcher as _};

use crate::site::load::layout::WATCHED_DIRS;

use super::changes::RebuildPlan;

/// A save is over when nothing more happened for this long. Editors write a file in one go or
/// through a temporary file and a rename, well within it; short, since it adds to every preview.
const QUIET: Duration = Duration::from_millis(10);
/// A burst that never quiets down (a `git checkout`) is still rebuilt this often.
const LONGEST_BURST: Duration = Duration::from_millis(300);
/// A file written in place is truncated first and filled after: a writer that pauses longer
/// than `QUIET` in between (a busy machine, an editor saving over a network drive) would have
/// the half-written file rendered, and an empty template renders every page empty. While a
/// file written to is not closed yet, the burst waits this long for the next event…
const UNFINISHED_QUIET: Duration = Duration::from_millis(250);
/// …and at most this long in all: a file kept open (or written without being opened, as by
/// `truncate`) is rendered as it is then.
const LONGEST_UNFINISHED_BURST: Duration = Duration::from_secs(2);
/// Whether the platform reports a written file's closing (inotify does; FSEvents and Windows
/// do not): only there can a burst know that a file is still being written.
const CLOSES_REPORTED: bool = cfg!(any(target_os = "linux", target_os = "android"));

enum Message {
    Event(notify::Result<notify::Event>),
    Stop,
}

pub(super) struct Watcher {
    root: PathBuf,
    inner: notify::RecommendedWatcher,
    events: Receiver<Message>,
    sender: Sender<Message>,
    watched: Vec<PathBuf>,
    edits: Edits,
}

/// How many changes to the site's files the watcher has been told of, counted as they happen
/// (not as batches take them): a rebuild that sees the count move while it reads the inputs
/// may have read a file in the middle of being written.
#[derive(Clone, Default)]
pub(super) struct Edits(Arc<AtomicU64>);

impl Edits {
    pub(super) fn count(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }

    fn add(&self) {
        self.0.fetch_add(1, Ordering::SeqCst);
    }
}

/// Ends a `Watcher`'s `next_batch` from another thread.
pub(super) struct Stopper(Sender<Message>);

impl Stopper {
    pub(super) fn stop(&self) {
        let _ = self.0.send(Message::Stop);
    }
}

/// What a burst of saves changed, or why watching failed.
pub(super) struct Batch {
    pub plan: RebuildPlan,
    pub errors: Vec<String>,
    /// The edit count once the batch was taken: what it covers.
    pub edits: u64,
}

impl Watcher {
    /// Watches `site.toml` and the input folders of `root` (an absolute path).
    pub(super) fn start(root: &Path) -> notify::Result<Watcher> {
        let (sender, events) = channel();
        let forward = sender.clone();
        let edits = Edits::default();
        let counted = edits.clone();
        let inner = notify::recommended_watcher(move |e: notify::Result<notify::Event>| {
            if e.as_ref().is_ok_and(|e| matters(&e.kind)) {
                counted.add();
            }
            let _ = forward.send(Message::Event(e));
        })?;
        let mut watcher = Watcher {
            root: root.to_path_buf(),
            inner,
            events,
            sender,
            watched: Vec::new(),
            edits,
        };
        // The root itself, not recursively, sees `site.toml` replaced and input folders appear.
        watcher.inner.watch(root, RecursiveMode::NonRecursive)?;
        watcher.watch_folders()?;
        Ok(watcher)
    }

    /// The count of changes told so far, read from another thread.
    pub(super) fn edits(&self) -> Edits {
        self.edits.clone()
    }

    pub(super) fn stopper(&self) -> Stopper {
        Stopper(self.sender.clone())
    }

    /// Watches the input folders that exist and aren't watched yet.
    fn watch_folders(&mut self) -> notify::Result<()> {
        for folder in WATCHED_DIRS {
            let path = self.root.join(folder);
            if path.is_dir() && !self.watched.contains(&path) {
                self.inner.watch(&path, RecursiveMode::Recursive)?;
                self.watched.push(path);
            }
        }
        self.watched.retain(|p| p.is_dir());
        Ok(())
    }

    /// Waits for the next burst of changes and gathers it; `None` once stopped.
    pub(super) fn next_batch(&mut self) -> Option<Batch> {
        let mut batch = Batch {
            plan: RebuildPlan::default(),
            errors: Vec::new(),
            edits: 0,
        };
        let mut started: Option<Instant> = None;
        // Files created during the burst; those gone by its end were an editor's temporary files.
        let mut created = BTreeSet::new();
        let mut unfinished = Unfinished::default();
        loop {
            let message = match started {
                None => self.events.recv().ok()?,
                Some(start) => {
                    let (quiet, longest) = if unfinished.is_empty() {
                        (QUIET, LONGEST_BURST)
                    } else {
                        (UNFINISHED_QUIET, LONGEST_UNFINISHED_BURST)
                    };
                    let left = longest.saturating_sub(start.elapsed());
                    match self.events.recv_timeout(quiet.min(left)) {
                        Ok(m) => m,
                        Err(RecvTimeoutError::Timeout) => break,
                        Err(RecvTimeoutError::Disconnected) => return None,
                    }
                }
            };
            match message {
                Message::Stop => return None,
                Message::Event(Ok(event)) if matters(&event.kind) => {
                    unfinished.note(&event);
                    for path in &event.paths {
                        if let Ok(rel) = path.strip_prefix(&self.root) {
                            batch.plan.add(rel);
                            if matches!(event.kind, EventKind::Create(_)) {
                                created.insert(rel.to_path_buf());
                            }
                        }
                    }
                }
                Message::Event(Ok(_)) => {}
                Message::Event(Err(e)) => batch.errors.push(e.to_string()),
            }
            if started.is_none() && (!batch.plan.is_empty() || !batch.errors.is_empty()) {
                started = Some(Instant::now());
            }
        }
        batch.edits = self.edits.count();
        let root = &self.root;
        batch
            .plan
            .files
            .retain(|f| !created.contains(f) || root.join(f).exists());
        // A folder that was just created (or re-created) is watched from now on.
        if let Err(e) = self.watch_folders() {
            batch.errors.push(e.to_string());
        }
        Some(batch)
    }
}

/// The files written to during a burst and not closed since.
#[derive(Default)]
struct Unfinished(HashSet<PathBuf>);

impl Unfinished {
    fn note(&mut self, event: &notify::Event) {
        if !CLOSES_REPORTED {
            return;
        }
        match event.kind {
            EventKind::Create(CreateKind::File) | EventKind::Modify(ModifyKind::Data(_)) => {
                self.0.extend(event.paths.iter().cloned());
            }
            // Closed after writing, removed, or renamed away: nothing more will come.
            EventKind::Access(AccessKind::Close(AccessMode::Write))
            | EventKind::Remove(_)
            | EventKind::Modify(ModifyKind::Name(_)) => {
                for path in &event.paths {
                    self.0.remove(path);
                }
            }
            _ => {}
        }
    }

    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Opening and reading a file — the rebuild itself reads every input — changes nothing; nor do
/// metadata changes (atime, permissions).
fn matters(kind: &EventKind) -> bool {
    match kind {
        EventKind::Access(AccessKind::Close(AccessMode::Write)) => true,
        EventKind::Access(_) => false,
        EventKind::Modify(ModifyKind::Metadata(_)) => false,
        _ => true,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;

    #[test]
    fn a_file_written_in_place_is_batched_once_it_is_closed_not_while_it_is_empty() {
        let root = tempfile::tempdir().unwrap();
        let root = std::fs::canonicalize(root.path()).unwrap();
        let template = root.join("templates/page.html");
        std::fs::create_dir_all(template.parent().unwrap()).unwrap();
        std::fs::write(&template, "old").unwrap();
        let mut watcher = Watcher::start(&root).unwrap();

        // Truncated, then filled after a pause longer than `QUIET` (as a busy writer does).
        let writer = {
            let template = template.clone();
            std::thread::spawn(move || {
                let mut file = std::fs::File::create(&template).unwrap();
                std::thread::sleep(QUIET * 10);
                file.write_all(b"new").unwrap();
            })
        };
        let batch = watcher.next_batch().unwrap();
        let text = std::fs::read_to_string(&template).unwrap();
        writer.join().unwrap();
        assert!(batch.plan.files.contains(Path::new("templates/page.html")));
        if CLOSES_REPORTED {
            assert_eq!(text, "new", "the batch came before the file was written");
        }
    }
}
