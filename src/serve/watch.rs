//! Watching the site's inputs: file-system events gathered into batches, one per burst of saves.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::time::{Duration, Instant};

use notify::event::{AccessKind, AccessMode, EventKind, ModifyKind};
use notify::{RecursiveMode, Watcher as _};

use super::changes::{Plan, INPUT_FOLDERS};

/// A save is over when nothing more happened for this long. Editors write a file in one go or
/// through a temporary file and a rename, well within it; short, since it adds to every preview.
const QUIET: Duration = Duration::from_millis(10);
/// A burst that never quiets down (a `git checkout`) is still rebuilt this often.
const LONGEST_BURST: Duration = Duration::from_millis(300);

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
    pub plan: Plan,
    pub errors: Vec<String>,
}

impl Watcher {
    /// Watches `site.toml` and the input folders of `root` (an absolute path).
    pub(super) fn start(root: &Path) -> notify::Result<Watcher> {
        let (sender, events) = channel();
        let forward = sender.clone();
        let inner = notify::recommended_watcher(move |e| {
            let _ = forward.send(Message::Event(e));
        })?;
        let mut watcher = Watcher {
            root: root.to_path_buf(),
            inner,
            events,
            sender,
            watched: Vec::new(),
        };
        // The root itself, not recursively, sees `site.toml` replaced and input folders appear.
        watcher.inner.watch(root, RecursiveMode::NonRecursive)?;
        watcher.watch_folders()?;
        Ok(watcher)
    }

    pub(super) fn stopper(&self) -> Stopper {
        Stopper(self.sender.clone())
    }

    /// Watches the input folders that exist and aren't watched yet.
    fn watch_folders(&mut self) -> notify::Result<()> {
        for folder in INPUT_FOLDERS {
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
            plan: Plan::default(),
            errors: Vec::new(),
        };
        let mut started: Option<Instant> = None;
        // Files created during the burst; those gone by its end were an editor's temporary files.
        let mut created = BTreeSet::new();
        loop {
            let message = match started {
                None => self.events.recv().ok()?,
                Some(start) => {
                    let left = LONGEST_BURST.saturating_sub(start.elapsed());
                    match self.events.recv_timeout(QUIET.min(left)) {
                        Ok(m) => m,
                        Err(RecvTimeoutError::Timeout) => break,
                        Err(RecvTimeoutError::Disconnected) => return None,
                    }
                }
            };
            match message {
                Message::Stop => return None,
                Message::Event(Ok(event)) if matters(&event.kind) => {
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
