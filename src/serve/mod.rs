//! `rulebook serve`: the live preview. The site is built in memory and served from there; a saved
//! file reloads only the inputs it feeds and re-renders only the pages it touches, those open in
//! a browser first; open pages reload through server-sent events; a change that breaks the build
//! keeps the last good pages and shows the errors over them.
//!
//! - `watch` gathers file-system events into batches; `changes` maps a batch to a rebuild plan;
//! - `rebuild` carries it out into the `store`;
//! - `http` answers from the store within caps and time limits (`wire` reads and writes HTTP/1.1,
//!   `host` refuses requests for other names, `paths` anything outside the site, `content_type`
//!   names what is sent), and `live` adds the reload script and error overlay to HTML responses.

mod changes;
mod content_type;
mod host;
mod http;
mod live;
mod paths;
mod rebuild;
mod store;
mod watch;
mod wire;

use std::collections::{BTreeSet, HashSet};
use std::fmt;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::mpsc::Receiver;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::site::diagnostic::Diagnostic;

use self::http::{HttpServer, ServerState};
use self::live::Hub;
use self::rebuild::{Outcome, Rebuilder};
use self::store::Store;
use self::watch::Watcher;

/// Where the preview serves which site (`rulebook serve`).
pub struct ServeOptions {
    /// The site's folder.
    pub root: PathBuf,
    /// The address to listen on: loopback by default, `0.0.0.0` or `::` for every interface.
    pub bind: IpAddr,
    /// 0 lets the system choose a free port.
    pub port: u16,
}

/// What the server has to say, for the binary to print.
pub enum Event<'a> {
    /// The first build is done (or failed) and the site is served at `url`.
    Serving {
        /// Where a browser opens the site.
        url: &'a str,
        /// Listening on every interface (`--bind 0.0.0.0` or `::`), not only at `url`.
        everywhere: bool,
        /// Pages in the site.
        pages: usize,
        /// How long the first build took.
        elapsed: Duration,
    },
    /// A rebuild after saves to `files` (relative to the root) succeeded.
    Rebuilt {
        /// The saved files.
        files: &'a BTreeSet<PathBuf>,
        /// Pages rendered again.
        pages: usize,
        /// How long the rebuild took.
        elapsed: Duration,
    },
    /// A rebuild failed; the last good pages stay served.
    Failed {
        /// The saved files.
        files: &'a BTreeSet<PathBuf>,
        /// Why it failed.
        diagnostics: &'a [Diagnostic],
    },
    /// Warnings not shown before.
    Warnings(&'a [Diagnostic]),
    /// Watching or reading a static file went wrong.
    Problem(&'a str),
}

/// Why the preview could not start.
#[derive(Debug)]
pub enum ServeError {
    /// The site's folder cannot be read.
    Root(PathBuf, std::io::Error),
    /// The site's files cannot be watched for changes.
    Watch(notify::Error),
    /// The address cannot be listened on (taken, or not this machine's).
    Bind(SocketAddr, std::io::Error),
}

impl fmt::Display for ServeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServeError::Root(root, e) => {
                write!(f, "cannot open the site folder {}: {e}", root.display())
            }
            ServeError::Watch(e) => write!(f, "cannot watch the site's files: {e}"),
            ServeError::Bind(addr, e) => write!(f, "cannot listen on {addr}: {e}"),
        }
    }
}

impl std::error::Error for ServeError {}

/// Serves the site until `stop` receives (or its sender is dropped), then finishes the rebuild in
/// progress and returns.
pub fn serve(
    options: &ServeOptions,
    stop: Receiver<()>,
    tell: impl Fn(Event) + Send + Sync + 'static,
) -> Result<(), ServeError> {
    let tell = Arc::new(tell);
    let root = std::fs::canonicalize(&options.root)
        .map_err(|e| ServeError::Root(options.root.clone(), e))?;
    // Watching starts before the first build, so a save during it is not missed.
    let mut watcher = Watcher::start(&root).map_err(ServeError::Watch)?;
    let addr = SocketAddr::new(options.bind, options.port);
    let mut server = HttpServer::bind(addr).map_err(|e| ServeError::Bind(addr, e))?;
    let bound = server.local_addr();
    let url = format!("http://{}/", http::reachable(bound));

    let store = Arc::new(Store::default());
    let hub = Arc::new(Hub::default());
    // Links, canonical URLs and the sitemap point at the preview, not at the published site.
    let mut rebuilder = Rebuilder::new(
        &root,
        url.trim_end_matches('/'),
        Arc::clone(&store),
        Arc::clone(&hub),
    );
    let mut shown = BTreeSet::new();
    let started = Instant::now();
    let pages = report(&rebuilder.initial(), &BTreeSet::new(), &mut shown, &*tell);
    server.start(Arc::new(ServerState {
        store: Arc::clone(&store),
        hub: Arc::clone(&hub),
        session: session_id(),
    }));
    tell(Event::Serving {
        url: &url,
        everywhere: bound.ip().is_unspecified(),
        pages: pages.unwrap_or(0),
        elapsed: started.elapsed(),
    });

    let stopper = watcher.stopper();
    let edits = watcher.edits();
    let rebuilds = {
        let hub = Arc::clone(&hub);
        let tell = Arc::clone(&tell);
        std::thread::spawn(move || {
            while let Some(batch) = watcher.next_batch() {
                for problem in &batch.errors {
                    tell(Event::Problem(problem));
                }
                if batch.plan.is_empty() && !rebuilder.owes_a_render() {
                    continue;
                }
                let started = Instant::now();
                let files = batch.plan.files.clone();
                let changed_since = || edits.count() != batch.edits;
                let outcome = rebuilder.apply(batch.plan, &changed_since);
                if let Outcome::Superseded = outcome {
                    continue;
                }
                let elapsed = started.elapsed();
                let fresh = match &outcome {
                    Outcome::Rendered { fresh, .. } => fresh.clone(),
                    _ => HashSet::new(),
                };
                hub.reload(store.version(), &fresh);
                if let Some(pages) = report(&outcome, &files, &mut shown, &*tell) {
                    tell(Event::Rebuilt {
                        files: &files,
                        pages,
                        elapsed,
                    });
                }
            }
        })
    };

    let _ = stop.recv();
    stopper.stop();
    let _ = rebuilds.join();
    hub.close_all();
    server.stop();
    Ok(())
}

/// Tells about problems and new warnings; returns the pages rendered unless the build failed.
fn report(
    outcome: &Outcome,
    files: &BTreeSet<PathBuf>,
    shown: &mut BTreeSet<Diagnostic>,
    tell: &dyn Fn(Event),
) -> Option<usize> {
    match outcome {
        Outcome::Rendered {
            pages, warnings, ..
        } => {
            let new: Vec<Diagnostic> = warnings
                .iter()
                .filter(|w| !shown.contains(*w))
                .cloned()
                .collect();
            if !new.is_empty() {
                tell(Event::Warnings(&new));
                shown.extend(new);
            }
            Some(*pages)
        }
        Outcome::Copied { problems } => {
            for p in problems {
                tell(Event::Problem(p));
            }
            Some(0)
        }
        Outcome::Failed(diagnostics) => {
            tell(Event::Failed { files, diagnostics });
            None
        }
        // Told with the render that follows.
        Outcome::Superseded => None,
    }
}

/// Differs between two runs of the server, so pages opened from an earlier run reload.
fn session_id() -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    format!("{:x}{:x}", nanos, std::process::id())
}
