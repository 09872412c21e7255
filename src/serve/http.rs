//! The HTTP side: a few worker threads answer from the in-memory site; each event stream gets a
//! thread of its own, since it stays open.

use std::io::{self, Write};
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::RecvTimeoutError;
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use tiny_http::{Header, Method, Request, Response, StatusCode};

use super::content_type;
use super::live::{self, Hub, EVENTS_PATH};
use super::paths::{self, Refusal};
use super::store::Store;

const WORKERS: usize = 4;
/// A comment line this often lets a stream notice that its page has gone away.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// What the request handlers share.
pub struct Shared {
    pub store: Arc<Store>,
    pub hub: Arc<Hub>,
    /// Tells this run of the server from the previous one, so pages reload after a restart.
    pub session: String,
}

pub struct HttpServer {
    server: Arc<tiny_http::Server>,
    stopping: Arc<AtomicBool>,
    workers: Vec<JoinHandle<()>>,
}

impl HttpServer {
    /// Binds the address; requests wait until `start`.
    pub fn bind(addr: SocketAddr) -> io::Result<HttpServer> {
        let server = tiny_http::Server::http(addr).map_err(io::Error::other)?;
        Ok(HttpServer {
            server: Arc::new(server),
            stopping: Arc::new(AtomicBool::new(false)),
            workers: Vec::new(),
        })
    }

    /// The address actually bound (the port the system chose for port 0).
    pub fn local_addr(&self) -> Option<SocketAddr> {
        self.server.server_addr().to_ip()
    }

    pub fn start(&mut self, shared: Arc<Shared>) {
        for _ in 0..WORKERS {
            let server = Arc::clone(&self.server);
            let stopping = Arc::clone(&self.stopping);
            let shared = Arc::clone(&shared);
            self.workers.push(std::thread::spawn(move || loop {
                match server.recv() {
                    Ok(request) => handle(request, &shared),
                    Err(_) if stopping.load(Ordering::SeqCst) => return,
                    // A failed accept concerns one connection only.
                    Err(_) => continue,
                }
            }));
        }
    }

    /// Lets the requests being answered finish, then stops the workers.
    pub fn stop(self) {
        self.stopping.store(true, Ordering::SeqCst);
        for _ in &self.workers {
            self.server.unblock();
        }
        for worker in self.workers {
            let _ = worker.join();
        }
    }
}

fn handle(request: Request, shared: &Arc<Shared>) {
    if !matches!(request.method(), Method::Get | Method::Head) {
        let response = reply(
            405,
            b"only GET and HEAD are served\n".to_vec(),
            &[("Content-Type", TEXT), ("Allow", "GET, HEAD")],
        );
        let _ = request.respond(response);
        return;
    }
    let path = match paths::site_path(request.url()) {
        Ok(path) => path,
        Err(refusal) => {
            let (status, message) = match refusal {
                Refusal::Malformed => (400, "bad request path\n"),
                Refusal::OutsideSite => (403, "that path is outside the site\n"),
            };
            let _ = request.respond(reply(status, message.into(), &[("Content-Type", TEXT)]));
            return;
        }
    };
    if path == EVENTS_PATH {
        let shared = Arc::clone(shared);
        std::thread::spawn(move || stream_events(request, &shared));
        return;
    }
    let response = answer(&path, request.url(), shared);
    let _ = request.respond(response);
}

type Answer = Response<io::Cursor<Vec<u8>>>;

fn answer(path: &str, target: &str, shared: &Shared) -> Answer {
    let file = if path.ends_with('/') {
        format!("{path}index.html")
    } else {
        path.to_string()
    };
    if let Some(found) = shared.store.get(&file) {
        return file_response(200, &file, &found, shared);
    }
    // `/hu` → `/hu/`, so the page's relative links resolve against its folder. The location is
    // the target as sent (still percent-encoded), with the slash before its query.
    if !path.ends_with('/') && shared.store.contains(&format!("{path}/index.html")) {
        let (raw, query) = target.split_at(target.find('?').unwrap_or(target.len()));
        return reply(301, Vec::new(), &[("Location", &format!("{raw}/{query}"))]);
    }
    not_found(path, shared)
}

/// The language's own 404 page, or the site-wide one, with status 404.
fn not_found(path: &str, shared: &Shared) -> Answer {
    let lang_page = paths::first_segment(path).map(|lang| format!("/{lang}/404.html"));
    for page in lang_page.iter().map(String::as_str).chain(["/404.html"]) {
        if let Some(found) = shared.store.get(page) {
            return file_response(404, page, &found, shared);
        }
    }
    // No site to speak of yet (the first build failed): the errors are all there is to show.
    let errors = shared.store.errors();
    let page = live::inject(
        b"<!doctype html><title>Not found</title><body><p>Not found.</p></body>",
        &shared.session,
        shared.store.version(),
        &errors,
    );
    reply(
        404,
        page,
        &[("Content-Type", content_type::of("/404.html"))],
    )
}

fn file_response(status: u16, file: &str, found: &super::store::Found, shared: &Shared) -> Answer {
    let body = if content_type::is_html(file) {
        live::inject(&found.bytes, &shared.session, found.version, &found.errors)
    } else {
        found.bytes.to_vec()
    };
    reply(status, body, &[("Content-Type", content_type::of(file))])
}

/// Server-sent events: a hello with the current version, then one event per rebuild.
fn stream_events(request: Request, shared: &Shared) {
    let events = shared.hub.subscribe();
    let version = shared.store.version();
    let mut out = request.into_writer();
    let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n";
    let hello = live::hello_event(&shared.session, version);
    if send(&mut out, &format!("{head}{hello}")).is_err() {
        return;
    }
    loop {
        let message = match events.recv_timeout(KEEP_ALIVE) {
            Ok(version) => live::reload_event(&shared.session, version),
            Err(RecvTimeoutError::Timeout) => ": keep-alive\n\n".to_string(),
            Err(RecvTimeoutError::Disconnected) => return,
        };
        if send(&mut out, &message).is_err() {
            return;
        }
    }
}

fn send(out: &mut Box<dyn Write + Send>, text: &str) -> io::Result<()> {
    out.write_all(text.as_bytes())?;
    out.flush()
}

const TEXT: &str = "text/plain; charset=utf-8";

/// A response with `Cache-Control: no-store`, so a preview never shows a stale copy. A header
/// value that HTTP cannot carry (non-ASCII) is left out.
fn reply(status: u16, body: Vec<u8>, headers: &[(&str, &str)]) -> Answer {
    // Always a Content-Length: the body is complete in memory, so no chunked encoding.
    let mut response = Response::from_data(body)
        .with_status_code(StatusCode(status))
        .with_chunked_threshold(usize::MAX);
    for (name, value) in headers.iter().chain(&[("Cache-Control", "no-store")]) {
        if let Ok(h) = Header::from_bytes(name.as_bytes(), value.as_bytes()) {
            response.add_header(h);
        }
    }
    response
}
