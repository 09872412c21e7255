//! HTTP/1.1 on one connection, within limits: a request head of at most `MAX_HEAD` bytes that
//! must arrive within `HEAD_TIME` of its first byte, no request body over `MAX_BODY`, an idle
//! connection closed after `IDLE_TIME`, every write given `WRITE_TIME`. The head is parsed by
//! `httparse`; the rest is small enough to keep here. Pipelined requests are read one after the
//! other from the same buffer, so a client that sends many and reads none holds its own
//! connection only, until a write times out.

use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

/// Request line and headers together; browsers send 1–2 KB.
pub(super) const MAX_HEAD: usize = 16 * 1024;
const MAX_HEADERS: usize = 64;
/// The preview takes no uploads; a small body is read and dropped to keep the connection in step.
pub(super) const MAX_BODY: u64 = 64 * 1024;
pub(super) const HEAD_TIME: Duration = Duration::from_secs(10);
pub(super) const IDLE_TIME: Duration = Duration::from_secs(30);
pub(super) const WRITE_TIME: Duration = Duration::from_secs(10);

/// What the handlers need of a request.
pub(super) struct Request {
    pub method: String,
    pub target: String,
    pub host: Option<String>,
    /// Whether the client asked to keep the connection (HTTP/1.1 unless `Connection: close`).
    pub keep_alive: bool,
    /// Whether the client waits for `100 Continue` before it sends its body.
    pub expects_continue: bool,
}

/// A request that cannot be answered normally: the connection gets this status and is closed.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Refused {
    pub status: u16,
    pub message: &'static str,
}

/// Why no request was read.
pub(super) enum Failure {
    /// The client closed the connection, or sent nothing for `IDLE_TIME`: close quietly.
    Gone,
    Refused(Refused),
}

pub(super) struct Connection {
    stream: TcpStream,
    /// Bytes read but not yet used: the start of the next pipelined request.
    buf: Vec<u8>,
    idle_time: Duration,
    head_time: Duration,
}

impl Connection {
    pub(super) fn new(stream: TcpStream) -> io::Result<Connection> {
        stream.set_nodelay(true)?;
        stream.set_write_timeout(Some(WRITE_TIME))?;
        Ok(Connection {
            stream,
            buf: Vec::new(),
            idle_time: IDLE_TIME,
            head_time: HEAD_TIME,
        })
    }

    /// The same connection, given a second for its request and its answer: one being refused.
    pub(super) fn impatient(self) -> Connection {
        let _ = self.stream.set_write_timeout(Some(Duration::from_secs(1)));
        Connection {
            idle_time: Duration::from_secs(1),
            head_time: Duration::from_secs(1),
            ..self
        }
    }

    /// The next request, its body (if small) read and dropped.
    pub(super) fn next_request(&mut self) -> Result<Request, Failure> {
        let head_len = self.read_head()?;
        let parsed = parse(&self.buf[..head_len]);
        self.buf.drain(..head_len);
        let (request, body) = parsed.map_err(Failure::Refused)?;
        // The client waits for leave to send its body (`Expect: 100-continue`): given at once,
        // or it would wait out its own timer or ours.
        if body > 0 && request.expects_continue {
            self.write_raw(b"HTTP/1.1 100 Continue\r\n\r\n")
                .map_err(|_| Failure::Gone)?;
        }
        self.skip(body)?;
        Ok(request)
    }

    /// Reads until the buffer holds a whole head; returns its length.
    fn read_head(&mut self) -> Result<usize, Failure> {
        let mut started = !self.buf.is_empty();
        let mut deadline = Instant::now()
            + if started {
                self.head_time
            } else {
                self.idle_time
            };
        let mut scanned = 0;
        loop {
            if let Some(at) = find_head_end(&self.buf, scanned) {
                return Ok(at);
            }
            scanned = self.buf.len().saturating_sub(3);
            if self.buf.len() >= MAX_HEAD {
                return Err(Failure::Refused(TOO_LARGE_HEAD));
            }
            let want = MAX_HEAD - self.buf.len();
            match self.read_some(want, deadline) {
                Ok(0) => return Err(Failure::Gone),
                Ok(_) if !started => {
                    started = true;
                    deadline = Instant::now() + self.head_time;
                }
                Ok(_) => {}
                Err(e) if timed_out(&e) && started => return Err(Failure::Refused(SLOW_HEAD)),
                Err(_) => return Err(Failure::Gone),
            }
        }
    }

    /// Reads and drops `len` bytes of body.
    fn skip(&mut self, len: u64) -> Result<(), Failure> {
        let mut left = len;
        let deadline = Instant::now() + self.head_time;
        while left > 0 {
            if self.buf.is_empty() {
                match self.read_some(MAX_BODY as usize, deadline) {
                    Ok(0) => return Err(Failure::Gone),
                    Ok(_) => {}
                    Err(e) if timed_out(&e) => return Err(Failure::Refused(SLOW_HEAD)),
                    Err(_) => return Err(Failure::Gone),
                }
            }
            let take = self
                .buf
                .len()
                .min(usize::try_from(left).unwrap_or(usize::MAX));
            self.buf.drain(..take);
            left -= take as u64;
        }
        Ok(())
    }

    /// One read of at most `want` bytes into the buffer, before `deadline`.
    fn read_some(&mut self, want: usize, deadline: Instant) -> io::Result<usize> {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(io::ErrorKind::TimedOut.into());
        }
        self.stream.set_read_timeout(Some(left))?;
        let start = self.buf.len();
        self.buf.resize(start + want.min(8192), 0);
        let read = self.stream.read(&mut self.buf[start..]);
        self.buf.truncate(start + *read.as_ref().unwrap_or(&0));
        read
    }

    /// Writes a whole response; an error means the connection is done for.
    pub(super) fn send(
        &mut self,
        response: &Response,
        head_only: bool,
        keep_alive: bool,
    ) -> io::Result<()> {
        let mut head = format!(
            "HTTP/1.1 {} {}\r\nContent-Length: {}\r\nCache-Control: no-store\r\n",
            response.status,
            reason(response.status),
            response.body.len()
        );
        for (name, value) in &response.headers {
            head.push_str(&format!("{name}: {value}\r\n"));
        }
        if !keep_alive {
            head.push_str("Connection: close\r\n");
        }
        head.push_str("\r\n");
        self.stream.write_all(head.as_bytes())?;
        if !head_only {
            self.stream.write_all(&response.body)?;
        }
        self.stream.flush()
    }

    /// Answers a request that cannot be served and closes the connection. What the client is
    /// still sending is read and dropped for a moment first: closing with unread data resets
    /// the connection, and the client could lose the answer.
    pub(super) fn refuse(mut self, status: u16, message: &str) {
        if self
            .send(&Response::text(status, message), false, false)
            .is_err()
        {
            return;
        }
        let _ = self.stream.shutdown(std::net::Shutdown::Write);
        // Until the client pauses or closes, within bounds: refusals may be answered in turn.
        let deadline = Instant::now() + Duration::from_secs(2);
        let mut drained = 0;
        while drained < 4 * MAX_HEAD {
            self.buf.clear();
            let pause = (Instant::now() + Duration::from_millis(100)).min(deadline);
            match self.read_some(8192, pause) {
                Ok(0) | Err(_) => return,
                Ok(n) => drained += n,
            }
        }
    }

    /// The connection's socket, to look at without reading from it.
    pub(super) fn stream(&self) -> &TcpStream {
        &self.stream
    }

    /// Writes raw bytes (an event stream's head and events).
    pub(super) fn write_raw(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.stream.write_all(bytes)?;
        self.stream.flush()
    }
}

/// A complete response, its body in memory.
pub(super) struct Response {
    pub status: u16,
    /// Header values are ASCII by construction (paths are percent-encoded, types are ours).
    pub headers: Vec<(&'static str, String)>,
    pub body: Body,
}

/// A body made for this response, or a file of the site shared with the store.
pub(super) enum Body {
    Owned(Vec<u8>),
    Shared(std::sync::Arc<Vec<u8>>),
}

impl std::ops::Deref for Body {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            Body::Owned(bytes) => bytes,
            Body::Shared(bytes) => bytes,
        }
    }
}

impl Response {
    pub(super) fn text(status: u16, message: &str) -> Response {
        Response {
            status,
            headers: vec![("Content-Type", TEXT.to_string())],
            body: Body::Owned(message.as_bytes().to_vec()),
        }
    }
}

pub(super) const TEXT: &str = "text/plain; charset=utf-8";

const TOO_LARGE_HEAD: Refused = Refused {
    status: 431,
    message: "the request's head is larger than the preview accepts (16 KB)\n",
};
const SLOW_HEAD: Refused = Refused {
    status: 408,
    message: "the request took too long to arrive\n",
};

/// The head's end (just past the blank line), searching from `from`. Lines may end in a bare
/// `\n`, as HTTP lets a server accept (RFC 9112, 2.2) and `httparse` reads: such a head is
/// answered at once, not when its time runs out.
fn find_head_end(buf: &[u8], from: usize) -> Option<usize> {
    memchr::memchr_iter(b'\n', &buf[from..])
        .map(|at| from + at + 1)
        .find_map(|next| match (buf.get(next), buf.get(next + 1)) {
            (Some(b'\n'), _) => Some(next + 1),
            (Some(b'\r'), Some(b'\n')) => Some(next + 2),
            _ => None,
        })
}

/// The request and the length of its body.
fn parse(head: &[u8]) -> Result<(Request, u64), Refused> {
    let mut headers = [httparse::EMPTY_HEADER; MAX_HEADERS];
    let mut parsed = httparse::Request::new(&mut headers);
    match parsed.parse(head) {
        Ok(httparse::Status::Complete(_)) => {}
        Err(httparse::Error::TooManyHeaders) => return Err(TOO_LARGE_HEAD),
        Ok(httparse::Status::Partial) | Err(_) => return Err(BAD_REQUEST),
    }
    let (Some(method), Some(target), Some(minor)) = (parsed.method, parsed.path, parsed.version)
    else {
        return Err(BAD_REQUEST);
    };
    let mut host = None;
    let mut body = None;
    let mut connection = String::new();
    let mut expects_continue = false;
    for header in parsed.headers.iter() {
        let value = std::str::from_utf8(header.value).map_err(|_| BAD_REQUEST)?;
        if header.name.eq_ignore_ascii_case("host") {
            if host.replace(value.to_string()).is_some() {
                return Err(BAD_REQUEST);
            }
        } else if header.name.eq_ignore_ascii_case("content-length") {
            let len: u64 = value.trim().parse().map_err(|_| BAD_REQUEST)?;
            if body.replace(len).is_some_and(|before| before != len) {
                return Err(BAD_REQUEST);
            }
        } else if header.name.eq_ignore_ascii_case("transfer-encoding") {
            return Err(TOO_LARGE_BODY);
        } else if header.name.eq_ignore_ascii_case("connection") {
            connection.push_str(&value.to_ascii_lowercase());
        } else if header.name.eq_ignore_ascii_case("expect") {
            expects_continue = value.trim().eq_ignore_ascii_case("100-continue");
        }
    }
    let body = body.unwrap_or(0);
    if body > MAX_BODY {
        return Err(TOO_LARGE_BODY);
    }
    let keep_alive = if minor == 0 {
        connection.contains("keep-alive")
    } else {
        !connection.contains("close")
    };
    let request = Request {
        method: method.to_string(),
        target: target.to_string(),
        host,
        keep_alive,
        expects_continue,
    };
    Ok((request, body))
}

const BAD_REQUEST: Refused = Refused {
    status: 400,
    message: "malformed request\n",
};
const TOO_LARGE_BODY: Refused = Refused {
    status: 413,
    message: "the preview takes no request bodies over 64 KB, nor bodies of unknown length\n",
};

fn timed_out(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
    )
}

fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        301 => "Moved Permanently",
        400 => "Bad Request",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        408 => "Request Timeout",
        413 => "Content Too Large",
        431 => "Request Header Fields Too Large",
        503 => "Service Unavailable",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn head(text: &str) -> Result<(Request, u64), Refused> {
        parse(text.as_bytes())
    }

    #[test]
    fn reads_what_the_handlers_need() {
        let (r, body) = head("GET /hu/?x HTTP/1.1\r\nHost: localhost:1111\r\n\r\n").unwrap();
        assert_eq!((r.method.as_str(), r.target.as_str()), ("GET", "/hu/?x"));
        assert_eq!(r.host.as_deref(), Some("localhost:1111"));
        assert!(r.keep_alive);
        assert_eq!(body, 0);
        let (r, _) = head("GET / HTTP/1.1\r\nConnection: Close\r\n\r\n").unwrap();
        assert!(!r.keep_alive);
        let (r, _) = head("GET / HTTP/1.0\r\n\r\n").unwrap();
        assert!(!r.keep_alive);
    }

    #[test]
    fn bodies_are_bounded() {
        let (_, body) = head("POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\n").unwrap();
        assert_eq!(body, 10);
        for text in [
            "POST / HTTP/1.1\r\nContent-Length: 100000000000\r\n\r\n",
            "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n",
        ] {
            assert_eq!(head(text).err(), Some(TOO_LARGE_BODY), "{text}");
        }
        for text in [
            "POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n",
            "POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
            "GET\r\n\r\n",
        ] {
            assert_eq!(head(text).err(), Some(BAD_REQUEST), "{text}");
        }
    }

    #[test]
    fn a_head_ends_at_its_blank_line_whatever_its_line_ends() {
        for text in [
            "GET / HTTP/1.1\r\nHost: a\r\n\r\nnext",
            "GET / HTTP/1.1\nHost: a\n\nnext",
            "GET / HTTP/1.1\r\nHost: a\n\r\nnext",
        ] {
            let end = find_head_end(text.as_bytes(), 0).expect("a head");
            assert_eq!(&text[end..], "next", "{text:?}");
        }
        assert_eq!(find_head_end(b"GET / HTTP/1.1\r\nHost: a\r\n", 0), None);
        let (r, _) = head("GET /x HTTP/1.1\nHost: a\nExpect: 100-Continue\n\n").unwrap();
        assert_eq!((r.target.as_str(), r.expects_continue), ("/x", true));
    }

    #[test]
    fn too_many_headers_are_refused() {
        let many: String = (0..100).map(|i| format!("X-{i}: y\r\n")).collect();
        let text = format!("GET / HTTP/1.1\r\n{many}\r\n");
        assert_eq!(head(&text).err(), Some(TOO_LARGE_HEAD));
    }
}
