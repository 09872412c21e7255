//! The HTTP side: one thread accepts, each connection gets a thread of its own, up to
//! `MAX_CONNECTIONS`, and an event stream keeps its connection's thread, up to `MAX_STREAMS`.
//! At the connection cap the connection that has waited longest for a request (idle, or
//! sending its head slowly) is closed to make room, so idle or slow clients cannot keep a
//! normal one out; with every connection busy, and for streams whose clients are all still
//! there, what is over a cap is answered 503 by one refusing thread, so no number of clients
//! costs more threads than the caps. A connection that stalls (a client that sends slowly or
//! never reads) holds only its own thread, until its timeouts (`wire`) close it.

use std::io;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{sync_channel, RecvTimeoutError, SyncSender};
use std::sync::{Arc, Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::site::sync::lock;
#[cfg(test)]
use crate::site::sync::Recover;

use super::content_type;
use super::host;
use super::live::{self, Hub, EVENTS_PATH};
use super::paths::{self, Refusal};
use super::store::{Found, Store};
use super::wire::{Body, Connection, Failure, Request, Response};

/// Browsers open about six connections per site and a tab holds one more for its event stream.
pub(super) const MAX_CONNECTIONS: usize = 64;
/// Open tabs with live reload; each holds a connection (and its thread) while open.
pub(super) const MAX_STREAMS: usize = 32;
/// A comment line this often keeps a stream open through proxies and lets it notice a page gone
/// where `client_gone` cannot tell.
const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// How often a stream looks whether its client has gone, so its place and thread are freed.
const LOOK: Duration = Duration::from_secs(1);
/// Connections waiting for their 503; more than this are closed unanswered.
const REFUSALS_QUEUED: usize = 64;

/// What the request handlers share.
pub(super) struct ServerState {
    pub store: Arc<Store>,
    pub hub: Arc<Hub>,
    /// Tells this run of the server from the previous one, so pages reload after a restart.
    pub session: String,
}

pub(super) struct HttpServer {
    listener: Option<TcpListener>,
    addr: SocketAddr,
    stopping: Arc<AtomicBool>,
    acceptor: Option<JoinHandle<()>>,
    counts: Arc<Counts>,
}

/// The connections and streams open, against their caps.
#[derive(Default)]
struct Counts {
    /// Each connection has a thread of its own from its acceptance to its end.
    connections: Gauge,
    /// Connections waiting for a request (idle between requests, or with a head on its way):
    /// at the cap, the one waiting longest is closed for a new one, so idle or slow clients
    /// cannot keep a normal one out.
    waiting: Sockets,
    /// The event streams, so that one whose client has gone gives its place up as soon as a new
    /// one needs it (a closed tab sends nothing to say so).
    streams: Sockets,
}

/// Connections in one state, each with its socket, oldest first.
#[derive(Default)]
struct Sockets {
    open: Arc<Mutex<Vec<(u64, TcpStream)>>>,
    next_id: AtomicU64,
}

/// A connection's place among `Sockets`, given back when dropped.
struct Place {
    open: Arc<Mutex<Vec<(u64, TcpStream)>>>,
    id: u64,
}

impl Sockets {
    /// A place for `stream`'s connection, once those whose clients have gone are let go when
    /// `cap` are in; none when `cap` live ones are.
    fn enter(&self, stream: &TcpStream, cap: usize) -> Option<Place> {
        let own = stream.try_clone().ok()?;
        let mut open = lock(&self.open);
        if open.len() >= cap {
            open.retain(|(_, other)| {
                let gone = client_gone(other);
                if gone {
                    // Its thread notices at its next look and ends.
                    let _ = other.shutdown(std::net::Shutdown::Both);
                }
                !gone
            });
        }
        if open.len() >= cap {
            return None;
        }
        let id = self.next_id.fetch_add(1, Ordering::SeqCst);
        open.push((id, own));
        Some(Place {
            open: Arc::clone(&self.open),
            id,
        })
    }

    /// Closes the connection in longest, whose thread then ends; false when there is none.
    fn close_oldest(&self) -> bool {
        let mut open = lock(&self.open);
        if open.is_empty() {
            return false;
        }
        let (_, oldest) = open.remove(0);
        let _ = oldest.shutdown(std::net::Shutdown::Both);
        true
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        lock(&self.open).retain(|(id, _)| *id != self.id);
    }
}

/// Whether the client has closed a connection it sends nothing on (an event stream's): the
/// connection reads as ended, or fails. Looked at without waiting and without changing the
/// socket, which its own thread may be writing to.
#[cfg(unix)]
fn client_gone(stream: &TcpStream) -> bool {
    use std::os::fd::AsRawFd;
    let mut byte = 0u8;
    // SAFETY: `recv` writes at most one byte into `byte`, which lives across the call, and the
    // descriptor is open for as long as `stream` is.
    let read = unsafe {
        libc::recv(
            stream.as_raw_fd(),
            std::ptr::from_mut(&mut byte).cast(),
            1,
            libc::MSG_PEEK | libc::MSG_DONTWAIT,
        )
    };
    match read {
        0 => true,
        1.. => false,
        _ => !matches!(
            io::Error::last_os_error().kind(),
            io::ErrorKind::WouldBlock | io::ErrorKind::Interrupted
        ),
    }
}

/// Elsewhere a stream is found gone only when a write to it fails.
#[cfg(not(unix))]
fn client_gone(_: &TcpStream) -> bool {
    false
}

/// The threads that serve connections, counted against their cap as they come and go; the
/// tests wait on it for the number they expect.
#[derive(Default)]
struct Gauge {
    count: Mutex<usize>,
    changed: Condvar,
}

impl Gauge {
    /// Takes one place under `cap`; false when there is none.
    fn take(&self, cap: usize) -> bool {
        self.change(|n| {
            let free = *n < cap;
            if free {
                *n += 1;
            }
            free
        })
    }

    /// Takes a place over the cap: one that a connection closed to make room is giving back.
    fn add(&self) {
        self.change(|n| *n += 1);
    }

    /// Gives a place back.
    fn release(&self) {
        self.change(|n| *n -= 1);
    }

    fn change<T>(&self, how: impl FnOnce(&mut usize) -> T) -> T {
        let done = how(&mut lock(&self.count));
        self.changed.notify_all();
        done
    }

    #[cfg(test)]
    fn count(&self) -> usize {
        *lock(&self.count)
    }

    /// The count once `wanted` holds for it, or `None` when it does not within `within`.
    #[cfg(test)]
    fn wait_until(&self, wanted: impl Fn(usize) -> bool, within: Duration) -> Option<usize> {
        let count = lock(&self.count);
        let (count, _) = self
            .changed
            .wait_timeout_while(count, within, |n| !wanted(*n))
            .recover();
        wanted(*count).then_some(*count)
    }
}

/// Gives a place taken back when dropped.
struct Release<'a>(&'a Gauge);

impl Drop for Release<'_> {
    fn drop(&mut self) {
        self.0.release();
    }
}

impl HttpServer {
    /// Binds the address; connections wait until `start`.
    pub(super) fn bind(addr: SocketAddr) -> io::Result<HttpServer> {
        let listener = TcpListener::bind(addr)?;
        let addr = listener.local_addr()?;
        Ok(HttpServer {
            listener: Some(listener),
            addr,
            stopping: Arc::new(AtomicBool::new(false)),
            acceptor: None,
            counts: Arc::default(),
        })
    }

    /// The address actually bound (the port the system chose for port 0).
    pub(super) fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    pub(super) fn start(&mut self, state: Arc<ServerState>) {
        let Some(listener) = self.listener.take() else {
            return;
        };
        let stopping = Arc::clone(&self.stopping);
        let bound = self.addr.ip();
        let counts = Arc::clone(&self.counts);
        self.acceptor = Some(std::thread::spawn(move || {
            let refuse = refuser();
            for stream in listener.incoming() {
                if stopping.load(Ordering::SeqCst) {
                    return;
                }
                // A failed accept concerns one connection only.
                let Ok(stream) = stream else { continue };
                if !counts.connections.take(MAX_CONNECTIONS) {
                    if counts.waiting.close_oldest() {
                        // Its place passes to this one (its thread ends at once).
                        counts.connections.add();
                    } else {
                        // Every connection busy: with the refusing thread busy too, the
                        // connection is just closed.
                        let _ = refuse.try_send((stream, TOO_MANY_CONNECTIONS));
                        continue;
                    }
                }
                // Waiting for its first request from now on, so that the next connection over
                // the cap can take its place even before its thread runs.
                let waiting = counts.waiting.enter(&stream, usize::MAX);
                let mine = Arc::clone(&counts);
                let state = Arc::clone(&state);
                let spawned = std::thread::Builder::new().spawn(move || {
                    let _release = Release(&mine.connections);
                    if let Ok(connection) = Connection::new(stream) {
                        serve_connection(connection, waiting, &state, &mine, bound);
                    }
                });
                if spawned.is_err() {
                    counts.connections.release();
                }
            }
        }));
    }

    /// Stops accepting; connections still open end with their timeouts or with the process.
    pub(super) fn stop(mut self) {
        self.stopping.store(true, Ordering::SeqCst);
        // Wakes the accepting thread, which sees `stopping`.
        let _ = TcpStream::connect_timeout(&reachable(self.addr), Duration::from_secs(1));
        if let Some(acceptor) = self.acceptor.take() {
            let _ = acceptor.join();
        }
    }
}

/// `addr` as a client can connect to it: the loopback address for an unspecified one.
pub(super) fn reachable(addr: SocketAddr) -> SocketAddr {
    let ip = match addr.ip() {
        IpAddr::V4(ip) if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
        IpAddr::V6(ip) if ip.is_unspecified() => IpAddr::V6(Ipv6Addr::LOCALHOST),
        ip => ip,
    };
    SocketAddr::new(ip, addr.port())
}

const TOO_MANY_CONNECTIONS: &str =
    "the preview has too many connections open; try again when some have closed\n";
const TOO_MANY_STREAMS: &str =
    "the preview has too many live-reload streams open; close some tabs and reload\n";

/// A thread that answers connections over the cap with 503, one after the other: it reads the
/// request first (a reset would hide the answer) within a short time.
fn refuser() -> SyncSender<(TcpStream, &'static str)> {
    let (tx, rx) = sync_channel::<(TcpStream, &'static str)>(REFUSALS_QUEUED);
    std::thread::spawn(move || {
        for (stream, message) in rx {
            if let Ok(mut connection) = Connection::new(stream).map(Connection::impatient) {
                let _ = connection.next_request();
                connection.refuse(503, message);
            }
        }
    });
    tx
}

/// Answers the connection's requests one after the other until it closes or fails.
fn serve_connection(
    mut connection: Connection,
    mut waiting: Option<Place>,
    state: &Arc<ServerState>,
    counts: &Counts,
    bound: IpAddr,
) {
    loop {
        let place = waiting
            .take()
            .or_else(|| counts.waiting.enter(connection.stream(), usize::MAX));
        let request = connection.next_request();
        drop(place);
        let request = match request {
            Ok(request) => request,
            Err(Failure::Gone) => return,
            Err(Failure::Refused(refused)) => {
                return connection.refuse(refused.status, refused.message);
            }
        };
        let head_only = request.method == "HEAD";
        let response = match check(&request, bound) {
            Err(response) => response,
            Ok(path) if path == EVENTS_PATH && !head_only => {
                if let Some(_place) = counts.streams.enter(connection.stream(), MAX_STREAMS) {
                    let page = paths::query_value(&request.target, "page")
                        .and_then(|page| paths::site_path(&page).ok())
                        .map(|page| file_of(&page));
                    return stream_events(connection, state, page);
                }
                Response::text(503, TOO_MANY_STREAMS)
            }
            Ok(path) => answer(&path, &request.target, state),
        };
        // A refusal ends the connection; a page, a redirect or a missing page does not.
        let keep_alive = request.keep_alive && matches!(response.status, 200..=399 | 404);
        if connection.send(&response, head_only, keep_alive).is_err() || !keep_alive {
            return;
        }
    }
}

/// The site path a request asks for, or the answer that refuses it.
fn check(request: &Request, bound: IpAddr) -> Result<String, Response> {
    match &request.host {
        Some(h) if host::allowed(h, bound) => {}
        Some(h) => {
            let message = format!(
                "this preview answers only to localhost, a loopback address or the address it \
                 listens on (--bind), not to `{}`\n",
                h.escape_debug()
            );
            return Err(Response::text(403, &message));
        }
        None => return Err(Response::text(400, "the request has no Host header\n")),
    }
    if !matches!(request.method.as_str(), "GET" | "HEAD") {
        let mut response = Response::text(405, "only GET and HEAD are served\n");
        response.headers.push(("Allow", "GET, HEAD".to_string()));
        return Err(response);
    }
    paths::site_path(&request.target).map_err(|refusal| match refusal {
        Refusal::Malformed => Response::text(400, "bad request path\n"),
        Refusal::OutsideSite => Response::text(403, "that path is outside the site\n"),
    })
}

/// The file a site path names: a folder's `index.html`.
fn file_of(path: &str) -> String {
    if path.ends_with('/') {
        format!("{path}index.html")
    } else {
        path.to_string()
    }
}

fn answer(path: &str, target: &str, state: &ServerState) -> Response {
    let file = file_of(path);
    if let Some(found) = state.store.get(&file) {
        return file_response(200, &file, found, state);
    }
    // `/hu` → `/hu/`, so the page's relative links resolve against its folder. The location is
    // the target as sent (still percent-encoded), with the slash before its query.
    if !path.ends_with('/') && state.store.contains(&format!("{path}/index.html")) {
        let (raw, query) = target.split_at(target.find('?').unwrap_or(target.len()));
        return Response {
            status: 301,
            headers: vec![("Location", format!("{raw}/{query}"))],
            body: Body::Owned(Vec::new()),
        };
    }
    not_found(path, state)
}

/// The language's own 404 page, or the site-wide one, with status 404.
fn not_found(path: &str, state: &ServerState) -> Response {
    let lang_page = paths::first_segment(path).map(|lang| format!("/{lang}/404.html"));
    for page in lang_page.iter().map(String::as_str).chain(["/404.html"]) {
        if let Some(found) = state.store.get(page) {
            return file_response(404, page, found, state);
        }
    }
    // No site to speak of yet (the first build failed): the errors are all there is to show.
    let errors = state.store.errors();
    let page = live::inject(
        b"<!doctype html><title>Not found</title><body><p>Not found.</p></body>",
        &state.session,
        state.store.version(),
        &errors,
    );
    Response {
        status: 404,
        headers: vec![("Content-Type", content_type::of("/404.html").to_string())],
        body: Body::Owned(page),
    }
}

fn file_response(status: u16, file: &str, found: Found, state: &ServerState) -> Response {
    let body = if content_type::is_html(file) {
        Body::Owned(live::inject(
            &found.bytes,
            &state.session,
            found.version,
            &found.errors,
        ))
    } else {
        Body::Shared(found.bytes)
    };
    Response {
        status,
        headers: vec![("Content-Type", content_type::of(file).to_string())],
        body,
    }
}

/// Server-sent events: a hello with the current version, then one event per rebuild that
/// changed the page (`page`, the file of the page that opened the stream, renders first).
fn stream_events(mut connection: Connection, state: &ServerState, page: Option<String>) {
    let events = state.hub.subscribe(page);
    let version = state.store.version();
    let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n";
    let hello = live::hello_event(&state.session, version);
    if connection
        .write_raw(format!("{head}{hello}").as_bytes())
        .is_err()
    {
        return;
    }
    let mut written = Instant::now();
    loop {
        let message = match events.recv_timeout(LOOK) {
            Ok(version) => live::reload_event(&state.session, version),
            Err(RecvTimeoutError::Timeout) if client_gone(connection.stream()) => return,
            Err(RecvTimeoutError::Timeout) if written.elapsed() < KEEP_ALIVE => continue,
            Err(RecvTimeoutError::Timeout) => ": keep-alive\n\n".to_string(),
            Err(RecvTimeoutError::Disconnected) => return,
        };
        if connection.write_raw(message.as_bytes()).is_err() {
            return;
        }
        written = Instant::now();
    }
}

#[cfg(test)]
mod tests {
    use std::io::{Read, Write};

    use super::*;
    use crate::serve::store::Bytes;

    /// Far within the server's own head time (10 s), after which it would close idle
    /// connections whatever their number.
    const WITHIN: Duration = Duration::from_secs(5);

    /// A server on a free port of this machine, serving `/a.txt`.
    fn server() -> HttpServer {
        let store = Arc::new(Store::default());
        store.put_statics(vec![("/a.txt".into(), Bytes::new(b"a".to_vec()))]);
        let mut server = HttpServer::bind(SocketAddr::from((Ipv4Addr::LOCALHOST, 0))).unwrap();
        server.start(Arc::new(ServerState {
            store,
            hub: Arc::default(),
            session: "test".to_string(),
        }));
        server
    }

    fn connect(server: &HttpServer) -> TcpStream {
        let stream = TcpStream::connect(server.local_addr()).unwrap();
        stream.set_read_timeout(Some(WITHIN)).unwrap();
        stream
    }

    /// The status of `GET /a.txt` sent on `stream` now, or `None` when the server had closed it.
    fn get_on(stream: &mut TcpStream, addr: SocketAddr) -> Option<u16> {
        let get = format!("GET /a.txt HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
        stream.write_all(get.as_bytes()).ok()?;
        let mut raw = Vec::new();
        stream.read_to_end(&mut raw).ok()?;
        let text = String::from_utf8_lossy(&raw);
        text.split_whitespace().nth(1)?.parse().ok()
    }

    #[test]
    fn idle_connections_over_the_cap_make_room_and_cost_no_thread() {
        let server = server();
        let addr = server.local_addr();
        let over = 36;
        let mut open: Vec<TcpStream> = (0..MAX_CONNECTIONS + over)
            .map(|_| connect(&server))
            .collect();
        // Connections are taken in in order: once the last is answered, each one over the cap
        // has taken the place of the one that had waited longest, which was closed.
        let last = open.len() - 1;
        assert_eq!(get_on(&mut open[last], addr), Some(200));
        let threads = &server.counts.connections;
        let settled = threads.wait_until(|n| n <= MAX_CONNECTIONS, WITHIN);
        assert!(settled.is_some(), "{} threads", threads.count());
        let statuses: Vec<Option<u16>> = open[..last]
            .iter_mut()
            .map(|stream| get_on(stream, addr))
            .collect();
        assert!(statuses[..over].iter().all(Option::is_none), "{statuses:?}");
        assert!(
            statuses[over..].iter().all(|s| *s == Some(200)),
            "{statuses:?}"
        );
        // Every connection was answered or closed: each thread has ended.
        assert_eq!(threads.wait_until(|n| n == 0, WITHIN), Some(0));
        server.stop();
    }

    #[test]
    fn live_reload_streams_over_the_cap_are_refused_and_cost_no_thread() {
        let server = server();
        let addr = server.local_addr();
        let events = format!("GET {EVENTS_PATH} HTTP/1.1\r\nHost: {addr}\r\n\r\n");
        let streams: Vec<TcpStream> = (0..MAX_STREAMS)
            .map(|_| {
                let mut stream = connect(&server);
                stream.write_all(events.as_bytes()).unwrap();
                let mut head = [0u8; 15];
                stream.read_exact(&mut head).unwrap();
                assert_eq!(&head, b"HTTP/1.1 200 OK");
                stream
            })
            .collect();
        let mut extra = connect(&server);
        extra.write_all(events.as_bytes()).unwrap();
        let mut raw = Vec::new();
        extra.read_to_end(&mut raw).unwrap();
        assert!(
            raw.starts_with(b"HTTP/1.1 503"),
            "{}",
            String::from_utf8_lossy(&raw)
        );
        // One thread a stream, none for the one refused.
        let threads = &server.counts.connections;
        assert_eq!(
            threads.wait_until(|n| n == MAX_STREAMS, WITHIN),
            Some(MAX_STREAMS)
        );
        // Closed tabs: each stream sees its client gone and its thread ends.
        drop(streams);
        assert_eq!(threads.wait_until(|n| n == 0, WITHIN), Some(0));
        server.stop();
    }
}
