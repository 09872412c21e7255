//! `rulebook serve` as a reader and an author meet it: a real process on a copy of the site, real
//! HTTP requests, the event stream, edits on disk. Every wait is bounded and waits for the event
//! it expects, never for a fixed time.

use crate::common;

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

use common::*;

const WAIT: Duration = Duration::from_secs(20);

/// A running `rulebook serve`; killed when dropped, so a failing test leaves nothing behind.
struct Server {
    child: Child,
    addr: SocketAddr,
    site: tempfile::TempDir,
    /// Lines the server printed (stdout and stderr), in order.
    output: Receiver<String>,
    seen: Vec<String>,
}

impl Server {
    fn start() -> Server {
        Server::start_with(|_| {})
    }

    /// Starts on a copy of the site, after `prepare` had its way with it.
    fn start_with(prepare: impl FnOnce(&Path)) -> Server {
        Server::start_with_args(&[], prepare)
    }

    /// Starts with more command-line arguments (`--bind`).
    fn start_with_args(args: &[&str], prepare: impl FnOnce(&Path)) -> Server {
        let site = copy_site();
        prepare(site.path());
        let mut child = Command::new(env!("CARGO_BIN_EXE_rulebook"))
            .args(["serve", "--port", "0"])
            .args(args)
            .arg("--root")
            .arg(site.path())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start rulebook serve");
        let (tx, output) = channel();
        let out = child.stdout.take().expect("stdout");
        let err = child.stderr.take().expect("stderr");
        for stream in [Box::new(out) as Box<dyn Read + Send>, Box::new(err)] {
            let tx = tx.clone();
            std::thread::spawn(move || {
                for line in BufReader::new(stream).lines().map_while(Result::ok) {
                    let _ = tx.send(line);
                }
            });
        }
        let mut server = Server {
            child,
            addr: "127.0.0.1:0".parse().expect("addr"),
            site,
            output,
            seen: Vec::new(),
        };
        let line = server.wait_for_line(|l| l.starts_with("Serving the site at http://"));
        let url = line
            .split_whitespace()
            .find(|w| w.starts_with("http://"))
            .expect("url");
        server.addr = url
            .trim_start_matches("http://")
            .trim_end_matches('/')
            .parse()
            .expect("address in the url");
        server
    }

    fn root(&self) -> &Path {
        self.site.path()
    }

    /// The first line printed so far, or from now on, that is `wanted`.
    fn wait_for_line(&mut self, wanted: impl Fn(&str) -> bool) -> String {
        if let Some(line) = self.seen.iter().find(|l| wanted(l)) {
            return line.clone();
        }
        let deadline = Instant::now() + WAIT;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.output.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if wanted(&line) {
                        return line;
                    }
                }
                Err(_) => panic!(
                    "no such line; the server printed:\n{}",
                    self.seen.join("\n")
                ),
            }
        }
    }

    fn get(&self, path: &str) -> Reply {
        request(self.addr, path)
    }

    /// The event stream of a page that is not open: told once a whole render is done.
    fn events(&self) -> Events {
        Events::open(self.addr, None)
    }

    /// The event stream as the page at `path`, open in a browser, opens it.
    fn events_of(&self, path: &str) -> Events {
        Events::open(self.addr, Some(path))
    }

    /// Waits for reload events until `path` is served as `wanted` (a save can reach the server
    /// in more than one batch, so the first event may show a state in between).
    fn until(&self, events: &Events, path: &str, wanted: impl Fn(&Reply) -> bool) -> Reply {
        loop {
            events.next("reload");
            let reply = self.get(path);
            if wanted(&reply) {
                return reply;
            }
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

struct Reply {
    status: u16,
    head: String,
    body: String,
}

impl Reply {
    fn header(&self, name: &str) -> Option<&str> {
        self.head.lines().find_map(|l| {
            let (n, v) = l.split_once(':')?;
            n.eq_ignore_ascii_case(name).then(|| v.trim())
        })
    }
}

/// A plain HTTP/1.1 GET, the target sent exactly as given (no normalizing of `..`).
fn request(addr: SocketAddr, target: &str) -> Reply {
    send_raw(
        addr,
        format!("GET {target} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n").as_bytes(),
    )
}

/// Sends `bytes` as they are and reads the reply until the server closes the connection.
fn send_raw(addr: SocketAddr, bytes: &[u8]) -> Reply {
    let mut stream = TcpStream::connect(addr).expect("connect");
    stream.set_read_timeout(Some(WAIT)).expect("timeout");
    // The server may answer and close before taking all of an oversized request.
    let _ = stream.write_all(bytes);
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).expect("read the reply");
    parse_reply(&raw)
}

fn parse_reply(raw: &[u8]) -> Reply {
    let text = String::from_utf8_lossy(raw).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").expect("a head and a body");
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .expect("status");
    Reply {
        status,
        head: head.to_string(),
        body: body.to_string(),
    }
}

/// A subscription to the server's event stream: (event name, data) pairs.
struct Events {
    events: Receiver<(String, String)>,
}

impl Events {
    fn open(addr: SocketAddr, page: Option<&str>) -> Events {
        let mut stream = TcpStream::connect(addr).expect("connect");
        // As the page's script sends it: `encodeURIComponent(location.pathname)`.
        let query = page.map_or(String::new(), |p| {
            format!("?page={}", p.replace('/', "%2F"))
        });
        write!(
            stream,
            "GET /__rulebook/events{query} HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n"
        )
        .expect("send");
        let (tx, events) = channel();
        std::thread::spawn(move || {
            let (mut name, mut data) = (String::new(), String::new());
            for line in BufReader::new(stream).lines().map_while(Result::ok) {
                if let Some(v) = line.strip_prefix("event: ") {
                    name = v.to_string();
                } else if let Some(v) = line.strip_prefix("data: ") {
                    data = v.to_string();
                } else if line.is_empty() && !name.is_empty() {
                    let event = (std::mem::take(&mut name), std::mem::take(&mut data));
                    if tx.send(event).is_err() {
                        return;
                    }
                }
            }
        });
        let events = Events { events };
        events.next("hello");
        events
    }

    /// The next event, which must be `name`; returns its data.
    fn next(&self, name: &str) -> String {
        let (got, data) = self
            .events
            .recv_timeout(WAIT)
            .unwrap_or_else(|_| panic!("no `{name}` event"));
        assert_eq!(got, name);
        data
    }
}

const PAGE: &str = "/en/games/chinese-checkers/";
const PAGE_FILE: &str = "content/games/chinese-checkers/en.md";
const PAGE_TEXT: &str = "Chinese checkers is a race game";

#[test]
fn serves_the_site_with_the_reload_script_and_right_types() {
    let server = Server::start();
    let page = server.get(PAGE);
    assert_eq!(page.status, 200);
    assert_eq!(
        page.header("Content-Type"),
        Some("text/html; charset=utf-8")
    );
    assert!(page.body.contains(PAGE_TEXT));
    assert!(page.body.contains(
        "new EventSource(\"/__rulebook/events?page=\" + encodeURIComponent(location.pathname))"
    ));
    let script = page
        .body
        .find("<script id=\"rulebook-live\">")
        .expect("script");
    assert!(script < page.body.rfind("</body>").expect("body end"));

    let css = server.get("/css/site.css");
    assert_eq!(css.status, 200);
    assert_eq!(css.header("Content-Type"), Some("text/css; charset=utf-8"));
    // Served as `build` publishes it: without its comments.
    let source = read(server.root().join("static/css/site.css"));
    let published = rulebook::parse::compact(Path::new("site.css"), source.into_bytes())
        .expect("the style sheet is published");
    assert_eq!(css.body.as_bytes(), published.as_slice());
    assert!(!css.body.contains("/*"));
    let js = server.get("/js/site.js");
    assert_eq!(
        js.header("Content-Type"),
        Some("text/javascript; charset=utf-8")
    );
    assert!(!js.body.contains("rulebook-live"));
    // Browsers compile the rules engine while it streams in only when it is served as wasm.
    let wasm = server.get("/wasm/rules.wasm");
    assert_eq!(wasm.status, 200);
    assert_eq!(wasm.header("Content-Type"), Some("application/wasm"));
    assert!(wasm.body.starts_with("\0asm"));
    let sitemap = server.get("/sitemap.xml");
    assert_eq!(
        sitemap.header("Content-Type"),
        Some("application/xml; charset=utf-8")
    );

    // A folder is its index.html; without the slash, a redirect to it.
    assert_eq!(server.get("/hu/").status, 200);
    assert!(server.get("/hu/").body.contains("<html lang=\"hu\""));
    let redirect = server.get("/hu?from=test");
    assert_eq!(redirect.status, 301);
    assert_eq!(redirect.header("Location"), Some("/hu/?from=test"));
    // The root page chooses a language.
    assert_eq!(server.get("/").status, 200);
}

#[test]
fn a_content_edit_reloads_open_pages_with_the_new_text() {
    let mut server = Server::start();
    let events = server.events();
    edit(server.root(), PAGE_FILE, PAGE_TEXT, "Edited: a race game");
    server.until(&events, PAGE, |page| {
        page.body.contains("Edited: a race game")
    });
    // The page in every language (each shows the reference text where it has none of its own,
    // or says which of its sections it is outdated against) and the game's lesson path, which
    // lists its tasks' prompts; not the home pages nor the rest.
    let both = 2 * languages(server.root());
    server.wait_for_line(|l| l.starts_with(&format!("{PAGE_FILE}: {both} pages re-rendered in ")));
}

/// How many languages the site at `root` speaks.
fn languages(root: &Path) -> usize {
    read(root.join("site.toml"))
        .lines()
        .filter(|l| l.starts_with("tag = "))
        .count()
}

#[test]
fn search_is_indexed_when_asked_for_and_follows_edits() {
    let server = Server::start();
    let entry = server.get("/en/pagefind/pagefind-entry.json");
    assert_eq!(entry.status, 200);
    assert_eq!(entry.header("Content-Type"), Some("application/json"));
    assert!(entry.body.contains("\"en\""), "{}", entry.body);
    let script = server.get("/en/pagefind/pagefind.js");
    assert_eq!(script.status, 200);
    assert_eq!(
        script.header("Content-Type"),
        Some("text/javascript; charset=utf-8")
    );
    assert_eq!(server.get("/en/pagefind/nothing.pf_index").status, 404);
    // An edit renders the page only; the next search request indexes the new text.
    let events = server.events();
    edit(server.root(), PAGE_FILE, PAGE_TEXT, "Edited: a race game");
    server.until(&events, PAGE, |page| {
        page.body.contains("Edited: a race game")
    });
    let edited = server.get("/en/pagefind/pagefind-entry.json");
    assert_eq!(edited.status, 200);
    assert_ne!(edited.body, entry.body);
}

/// The `tagline` of a page's front matter.
fn tagline_of(text: &str) -> String {
    text.lines()
        .find_map(|l| l.strip_prefix("tagline = \""))
        .and_then(|t| t.strip_suffix('"'))
        .expect("a tagline")
        .to_string()
}

#[test]
fn a_tagline_edit_reaches_the_home_page_and_a_body_edit_leaves_it() {
    let mut server = Server::start();
    let events = server.events();
    let file = "content/games/chinese-checkers/hu.md";
    let tagline = tagline_of(&read(server.root().join(file)));
    edit(server.root(), file, &tagline, "Új alcím a kezdőlapra");
    server.until(&events, "/hu/", |home| {
        home.body.contains("Új alcím a kezdőlapra")
    });
    // Each language's copy, its lesson path (which lists the page's tasks) and each home page.
    let languages = languages(server.root());
    let all = 3 * languages;
    server.wait_for_line(|l| l.starts_with(&format!("{file}: {all} pages re-rendered in ")));

    edit(
        server.root(),
        file,
        "\n## @board",
        "\nEgy új mondat.\n\n## @board",
    );
    server.until(&events, "/hu/jatekok/kinai-dama/", |page| {
        page.body.contains("Egy új mondat.")
    });
    // The home pages list nothing that changed: only the page's copies and its lesson paths.
    let both = 2 * languages;
    server.wait_for_line(|l| l.starts_with(&format!("{file}: {both} pages re-rendered in ")));
}

#[test]
fn a_tagline_edit_saved_with_an_error_reaches_the_home_page_once_fixed() {
    let server = Server::start();
    let events = server.events();
    let file = "content/games/chinese-checkers/hu.md";
    let text = read(server.root().join(file));
    let tagline = tagline_of(&text);
    // The new tagline comes with a broken link: the render fails, the old pages stay.
    std::fs::write(
        server.root().join(file),
        text.replacen(&tagline, "Új alcím", 1).replacen(
            "\n## @board",
            "\n[sehol](/hu/nincs/)\n\n## @board",
            1,
        ),
    )
    .expect("write");
    server.until(&events, "/hu/", |home| overlay(&home.body).is_some());
    edit(server.root(), file, "[sehol](/hu/nincs/)", "Javítva.");
    let home = server.until(&events, "/hu/", |home| overlay(&home.body).is_none());
    assert!(
        home.body.contains("Új alcím"),
        "the home page lists the new tagline"
    );
}

#[test]
fn removing_a_static_file_a_page_uses_is_reported() {
    let server = Server::start_with(|root| {
        std::fs::write(root.join("static/extra.txt"), "x").expect("write");
        edit(
            root,
            "content/games/chinese-checkers/en.md",
            PAGE_TEXT,
            "See [the notes](/extra.txt). Chinese checkers is a race game",
        );
    });
    let events = server.events();
    std::fs::remove_file(server.root().join("static/extra.txt")).expect("remove");
    let page = server.until(&events, PAGE, |p| overlay(&p.body).is_some());
    let shown = overlay(&page.body).expect("an overlay");
    assert!(shown.contains("/extra.txt"), "{shown}");
}

/// A menu of every page, rendered once per language and kept between renders.
fn with_a_menu(root: &Path) {
    let shared = root.join("templates/shared");
    std::fs::create_dir_all(&shared).expect("mkdir");
    std::fs::write(
        shared.join("menu.html"),
        "<nav class=\"menu\"><ul>{% for p in pages %}<li><a href=\"{{ p.url }}\">{{ p.title }}</a></li>{% endfor %}</ul></nav>\n",
    )
    .expect("write");
    edit(
        root,
        "templates/base.html",
        "<main id=\"main\"",
        "{{ shared.menu | safe }}\n<main id=\"main\"",
    );
}

#[test]
fn a_game_name_edit_reaches_every_menu_and_later_edits_keep_it() {
    let server = Server::start_with(with_a_menu);
    let events = server.events();
    let other = "/hu/valtozatok/szuper-kinai-dama/";
    assert!(server.get(other).body.contains(">Kínai dáma</a></li>"));
    edit(
        server.root(),
        "locales/hu/games.ftl",
        "*[start] Kínai dáma",
        "*[start] Kínai csillagdáma",
    );
    server.until(&events, other, |page| {
        page.body.contains(">Kínai csillagdáma</a></li>")
    });
    assert!(server.get("/hu/").body.contains("Kínai csillagdáma"));
    // A text edit renders the page again with the menu as it now is.
    edit(
        server.root(),
        "content/games/chinese-checkers/hu.md",
        "\n## @board",
        "\nEgy új mondat.\n\n## @board",
    );
    let page = server.until(&events, "/hu/jatekok/kinai-dama/", |page| {
        page.body.contains("Egy új mondat.")
    });
    assert!(page.body.contains(">Kínai csillagdáma</a></li>"));
    assert!(!page.body.contains(">Kínai dáma</a></li>"));
}

#[test]
fn a_broken_template_shows_the_overlay_over_the_last_good_pages_until_fixed() {
    let mut server = Server::start();
    let events = server.events();
    let base = read(server.root().join("templates/base.html"));
    let marker = "<main id=\"main\" tabindex=\"-1\">";
    let line = base
        .lines()
        .position(|l| l.contains(marker))
        .expect("marker")
        + 1;
    edit(
        server.root(),
        "templates/base.html",
        marker,
        "<main>{% if %}",
    );
    let page = server.until(&events, PAGE, |page| overlay(&page.body).is_some());
    assert_eq!(page.status, 200);
    assert!(
        page.body.contains(PAGE_TEXT),
        "the last good page is served"
    );
    assert!(page.body.contains(marker), "the last good page is served");
    let shown = overlay(&page.body).expect("an overlay");
    let at = format!("<code>templates/base.html:{line}:");
    assert!(shown.contains(&at), "{shown}");
    server.wait_for_line(|l| l.starts_with(&format!("templates/base.html:{line}:")));

    // An edit elsewhere while the template is broken: still broken, still the old text.
    edit(server.root(), PAGE_FILE, PAGE_TEXT, "Edited while broken");
    events.next("reload");
    let page = server.get(PAGE);
    assert!(overlay(&page.body).is_some());
    assert!(page.body.contains(PAGE_TEXT));

    // The fix clears the overlay and brings in the edit made meanwhile.
    edit(
        server.root(),
        "templates/base.html",
        "<main>{% if %}",
        marker,
    );
    let page = server.until(&events, PAGE, |page| overlay(&page.body).is_none());
    assert!(page.body.contains("Edited while broken"));
}

/// A partial saved nested thousands of blocks deep (tera would overflow the stack on it) is an
/// error at its tag: the preview keeps answering with the last good pages and the overlay.
#[test]
fn a_partial_nested_too_deep_is_an_error_and_the_preview_keeps_answering() {
    let mut server = Server::start();
    let events = server.events();
    let partial = server.root().join("templates/partials/cta.html");
    let good = read(&partial);
    let deep = "{% if true %}".repeat(2_000) + "x" + &"{% endif %}".repeat(2_000);
    std::fs::write(&partial, format!("{good}{deep}")).expect("write");
    let page = server.until(&events, PAGE, |page| overlay(&page.body).is_some());
    assert_eq!(page.status, 200);
    assert!(
        page.body.contains(PAGE_TEXT),
        "the last good page is served"
    );
    let line = server.wait_for_line(|l| l.starts_with("templates/partials/cta.html:"));
    assert!(
        line.contains("error: template blocks nested more than 64 deep"),
        "{line}"
    );
    // Still answering, and back to normal once fixed.
    assert_eq!(server.get("/").status, 200);
    std::fs::write(&partial, good).expect("write");
    server.until(&events, PAGE, |page| overlay(&page.body).is_none());
}

/// Partials including one another too deep for one render's stack (each within the bound of a
/// file), saved while the preview runs: an error at the include where the chain goes beyond the
/// bound, and the preview keeps answering with the last good pages.
#[test]
fn partials_including_one_another_too_deep_leave_the_preview_answering() {
    let mut server = Server::start();
    let events = server.events();
    let cta = server.root().join("templates/partials/cta.html");
    let good = read(&cta);
    let (file, line, column) = crate::site_limits::chain_partials(server.root(), 60);
    let page = server.until(&events, PAGE, |page| overlay(&page.body).is_some());
    assert_eq!(page.status, 200);
    assert!(
        page.body.contains(PAGE_TEXT),
        "the last good page is served"
    );
    let error = server.wait_for_line(|l| l.starts_with(&format!("{file}:")));
    assert!(
        error.starts_with(&format!("{file}:{line}:{column}: error: ")),
        "{error}"
    );
    assert_eq!(server.get("/").status, 200);
    std::fs::write(&cta, good).expect("write");
    for i in 0..60 {
        let partial = server
            .root()
            .join(format!("templates/partials/deep{i}.html"));
        std::fs::remove_file(partial).expect("remove");
    }
    server.until(&events, PAGE, |page| overlay(&page.body).is_none());
}

/// The site's version an event's data names (`<session>-<version>`).
fn version(data: &str) -> u64 {
    let (_, version) = data.rsplit_once('-').expect("session-version");
    version.parse().expect("a version")
}

/// Waits for reload events until `path` is served as `wanted`; returns the event's version.
fn reloaded_until(server: &Server, events: &Events, path: &str, wanted: &str) -> u64 {
    loop {
        let data = events.next("reload");
        if server.get(path).body.contains(wanted) {
            return version(&data);
        }
    }
}

#[test]
fn a_template_edit_reloads_the_open_page_before_rendering_the_rest() {
    let server = Server::start();
    let open = server.events_of(PAGE);
    let closed = server.events();
    let marker = "data-edited-template";
    edit(
        server.root(),
        "templates/page.html",
        "<article class=",
        &format!("<article {marker} class="),
    );
    let shown = reloaded_until(&server, &open, PAGE, marker);
    let other = "/en/variants/frisian-draughts/";
    let done = reloaded_until(&server, &closed, other, marker);
    assert!(
        shown < done,
        "the open page is served (version {shown}) before the whole site (version {done})"
    );
    // It was not told to reload again when the rest was done: the next event it gets is for the
    // next edit, which does not touch it.
    edit(
        server.root(),
        "content/variants/frisian-draughts/en.md",
        "+++\n",
        "+++\n\n",
    );
    let next = version(&open.next("reload"));
    assert!(next > done, "reloaded again at version {next} after {done}");
}

#[test]
fn an_open_page_shown_ahead_of_a_render_that_fails_is_put_back() {
    let mut server = Server::start();
    let open = server.events_of(PAGE);
    // Renders on every page, but leads nowhere on one other than the open page: the link check
    // after the whole render fails.
    edit(
        server.root(),
        "templates/page.html",
        "<article class=",
        "{% if canonical is ending_with(\"/en/variants/frisian-draughts/\") %}<a href=\"/en/nowhere/\">x</a>{% endif %}<article data-edited-template class=",
    );
    let page = server.until(&open, PAGE, |page| overlay(&page.body).is_some());
    assert!(
        !page.body.contains("data-edited-template"),
        "the last good page is served"
    );
    let shown = overlay(&page.body).expect("an overlay");
    assert!(shown.contains("/en/nowhere/"), "{shown}");
    server.wait_for_line(|l| l.contains("/en/nowhere/"));
}

/// A heading on one page and a link to it from another.
fn with_a_link_to_an_anchor(root: &Path) {
    edit(
        root,
        "content/games/chinese-checkers/hu.md",
        "## @jumps\n",
        "## @jumps\n\n### Proba\n\nValami.\n",
    );
    edit(
        root,
        "content/variants/super-chinese-checkers/hu.md",
        "## @rule-changes\n",
        "## @rule-changes\n\nLásd a [próbát](@/games/chinese-checkers#proba).\n",
    );
}

#[test]
fn a_text_edit_is_link_checked_with_the_rest_of_the_site() {
    let mut server = Server::start_with(with_a_link_to_an_anchor);
    let events = server.events();
    // The heading another page links to goes: that page's link is reported.
    edit(
        server.root(),
        "content/games/chinese-checkers/hu.md",
        "### Proba",
        "### Más",
    );
    let page = server.until(&events, "/hu/jatekok/kinai-dama/", |p| {
        overlay(&p.body).is_some()
    });
    let shown = overlay(&page.body).expect("an overlay");
    assert!(
        shown.contains("content/variants/super-chinese-checkers/hu.md:")
            && shown.contains("/hu/jatekok/kinai-dama/#proba"),
        "{shown}"
    );
    server.wait_for_line(|l| l.contains("#proba` on /hu/valtozatok/szuper-kinai-dama/"));
    // Back again: the overlay goes.
    edit(
        server.root(),
        "content/games/chinese-checkers/hu.md",
        "### Más",
        "### Proba",
    );
    server.until(&events, "/hu/jatekok/kinai-dama/", |p| {
        overlay(&p.body).is_none()
    });
    // A link to a page that does not exist, in the page edited.
    edit(
        server.root(),
        "content/games/chinese-checkers/hu.md",
        "Valami.",
        "Valami [máshol](/hu/nincs-ilyen/).",
    );
    let page = server.until(&events, "/hu/jatekok/kinai-dama/", |p| {
        overlay(&p.body).is_some()
    });
    let shown = overlay(&page.body).expect("an overlay");
    assert!(
        shown.contains("content/games/chinese-checkers/hu.md:")
            && shown.contains("/hu/nincs-ilyen/"),
        "{shown}"
    );
}

fn overlay(html: &str) -> Option<&str> {
    let start = html.find("<div id=\"rulebook-overlay\"")?;
    let end = html[start..].find("</div>")? + start;
    Some(&html[start..end])
}

#[test]
fn a_storm_of_in_place_saves_never_shows_a_half_written_file() {
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    let server = Server::start();
    let events = server.events();
    let file = server.root().join(PAGE_FILE);
    let text = read(&file);
    let (stop, polls, bad) = (
        AtomicBool::new(false),
        AtomicUsize::new(0),
        AtomicUsize::new(0),
    );
    let addr = server.addr;
    std::thread::scope(|scope| {
        // The reader stops however this scope ends: a failed wait below must not leave it
        // polling for ever, which would hang the test instead of failing it.
        struct StopOnDrop<'a>(&'a AtomicBool);
        impl Drop for StopOnDrop<'_> {
            fn drop(&mut self) {
                self.0.store(true, Ordering::SeqCst);
            }
        }
        let _stop_reader = StopOnDrop(&stop);
        // A reader reloading the page all along: it never sees the page empty or in error.
        scope.spawn(|| {
            while !stop.load(Ordering::SeqCst) {
                let body = request(addr, PAGE).body;
                polls.fetch_add(1, Ordering::SeqCst);
                if !body.contains(PAGE_TEXT) || overlay(&body).is_some() {
                    bad.fetch_add(1, Ordering::SeqCst);
                }
                std::thread::sleep(Duration::from_millis(5));
            }
        });
        // Saves in place, as an editor does: the file is emptied, then filled a moment later;
        // the next save follows after a pause of up to 20 ms (pauses from a fixed sequence).
        let mut seed = 0x2545_f491_u32;
        let mut pause = |most: u32| {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            Duration::from_micros(u64::from(seed % (most * 1000)))
        };
        for i in 0..150 {
            let mut out = std::fs::File::create(&file).expect("open");
            std::thread::sleep(pause(5));
            let saved = text.replace(PAGE_TEXT, &format!("{PAGE_TEXT} (save {i})"));
            out.write_all(saved.as_bytes()).expect("write");
            drop(out);
            std::thread::sleep(pause(20));
        }
        server.until(&events, PAGE, |r| r.body.contains("(save 149)"));
    });
    assert!(polls.load(Ordering::SeqCst) > 50, "the page was read along");
    assert_eq!(
        bad.load(Ordering::SeqCst),
        0,
        "a half-written page was shown"
    );
    let printed: Vec<String> = server.output.try_iter().collect();
    assert!(
        !printed.iter().any(|l| l.contains("error")),
        "{}",
        printed.join("\n")
    );
}

#[test]
fn a_static_edit_is_served_at_once() {
    let server = Server::start();
    let events = server.events();
    let extra = server.root().join("static/css/extra.css");
    std::fs::write(&extra, "p{color:red}").expect("write");
    let css = server.until(&events, "/css/extra.css", |r| r.body == "p{color:red}");
    assert_eq!(css.header("Content-Type"), Some("text/css; charset=utf-8"));
    std::fs::remove_file(&extra).expect("remove");
    server.until(&events, "/css/extra.css", |r| r.status == 404);
}

#[test]
fn a_slug_change_moves_the_page_and_drops_the_old_url() {
    let server = Server::start();
    let events = server.events();
    let old = "/hu/jatekok/kinai-dama/";
    assert_eq!(server.get(old).status, 200);
    edit(
        server.root(),
        "content/games/chinese-checkers/hu.md",
        "slug = \"kinai-dama\"",
        "slug = \"kinai-sakk\"",
    );
    server.until(&events, "/hu/jatekok/kinai-sakk/", |r| r.status == 200);
    assert_eq!(server.get(old).status, 404);
    // Pages that link to it (the home page, its translations' switchers) follow.
    assert!(server.get("/hu/").body.contains("/hu/jatekok/kinai-sakk/"));
    assert!(server.get(PAGE).body.contains("/hu/jatekok/kinai-sakk/"));
}

#[test]
fn a_locale_edit_rebuilds_its_language() {
    let mut server = Server::start();
    let events = server.events();
    edit(
        server.root(),
        "locales/hu/interface.ftl",
        "skip-link = Ugrás a tartalomra",
        "skip-link = Ugrás a szabályokhoz",
    );
    server.until(&events, "/hu/", |r| r.body.contains("Ugrás a szabályokhoz"));
    server.wait_for_line(|l| l.starts_with("locales/hu/interface.ftl: "));
    assert!(server.get(PAGE).body.contains("Skip to main content"));
}

/// The Frysk! page in Hungarian and German, whose history section the test below edits.
const FRYSK_HU: &str = "/hu/valtozatok/frysk/";
const FRYSK_DE: &str = "/de/varianten/frysk/";
const OUTDATED_NOTE: &str = "class=\"notice notice-outdated\"";

#[test]
fn an_english_edit_is_noted_on_the_translations_until_one_is_confirmed() {
    let server = Server::start();
    let events = server.events();
    assert!(!server.get(FRYSK_HU).body.contains(OUTDATED_NOTE));
    edit(
        server.root(),
        "content/variants/frysk/en.md",
        "so a game is short and",
        "so a game is brief and",
    );
    server.until(&events, FRYSK_HU, |r| r.body.contains(OUTDATED_NOTE));
    // An interface edit keeps what was found: the record files did not change.
    edit(
        server.root(),
        "locales/hu/interface.ftl",
        "skip-link = Ugrás a tartalomra",
        "skip-link = Ugrás a szabályokhoz",
    );
    let page = server.until(&events, FRYSK_HU, |r| {
        r.body.contains("Ugrás a szabályokhoz")
    });
    assert_eq!(page.body.matches(OUTDATED_NOTE).count(), 1);
    // Confirmed in Hungarian (its record file written), the Hungarian note goes; the German stays.
    let run = rulebook(&[
        "translated",
        "--root",
        server.root().to_str().expect("utf-8"),
        "hu",
        "frysk/section.history",
    ]);
    assert!(run.status.success(), "{}", stderr(&run));
    server.until(&events, FRYSK_HU, |r| !r.body.contains(OUTDATED_NOTE));
    assert!(server.get(FRYSK_DE).body.contains(OUTDATED_NOTE));
}

#[test]
fn a_section_renamed_in_a_locale_moves_its_pages_everywhere() {
    let server = Server::start();
    let events = server.events();
    edit(
        server.root(),
        "locales/hu/interface.ftl",
        "path-games = jatekok",
        "path-games = jatekszabalyok",
    );
    server.until(&events, "/hu/jatekszabalyok/kinai-dama/", |r| {
        r.status == 200
    });
    assert_eq!(server.get("/hu/jatekok/kinai-dama/").status, 404);
    // Another language's switcher and the sitemap follow.
    assert!(server
        .get(PAGE)
        .body
        .contains("/hu/jatekszabalyok/kinai-dama/"));
    assert!(server
        .get("/sitemap.xml")
        .body
        .contains("/hu/jatekszabalyok/kinai-dama/"));
}

#[test]
fn a_site_that_does_not_build_yet_is_served_once_fixed() {
    let mut server = Server::start_with(|root| {
        edit(
            root,
            "templates/base.html",
            "<main id=",
            "{% if %}<main id=",
        );
    });
    server.wait_for_line(|l| {
        l.starts_with("error: the build failed with 1 error; the site is served once it builds")
    });
    let events = server.events();
    let first = server.get(PAGE);
    assert_eq!(first.status, 404);
    assert!(overlay(&first.body).is_some_and(|o| o.contains("templates/base.html:")));
    edit(
        server.root(),
        "templates/base.html",
        "{% if %}<main id=",
        "<main id=",
    );
    let page = server.until(&events, PAGE, |r| r.status == 200);
    assert!(overlay(&page.body).is_none());
    assert!(page.body.contains(PAGE_TEXT));
}

#[test]
fn refuses_paths_outside_the_site() {
    let server = Server::start_with(|root| {
        // A link out of `static/`: `build` skips it, and so does the server.
        #[cfg(unix)]
        std::os::unix::fs::symlink(root.join("site.toml"), root.join("static/link.toml"))
            .expect("symlink");
    });
    let secret = "reference_language";
    let climbing = [
        "/../site.toml",
        "/%2e%2e/site.toml",
        "/%2E%2E/%2E%2E/site.toml",
        "/en/..%2f..%2fsite.toml",
        "/en/%2e%2e%2f%2e%2e%2fsite.toml",
        "/css/../../site.toml",
        "/..\\site.toml",
        "/en/%5c..%5csite.toml",
        "/site.toml%00.html",
    ];
    for target in climbing {
        let reply = server.get(target);
        assert!(
            [400, 403].contains(&reply.status),
            "{target}: {}",
            reply.status
        );
        assert!(!reply.body.contains(secret), "{target} leaked the file");
    }
    // Inside the site's URL space but not part of the site.
    for target in [
        "/site.toml",
        "/link.toml",
        "/content/games/chinese-checkers/en.md",
    ] {
        let reply = server.get(target);
        assert_eq!(reply.status, 404, "{target}");
        assert!(!reply.body.contains(secret), "{target} leaked the file");
    }
}

#[test]
fn a_missing_path_gets_the_languages_404_page() {
    let server = Server::start();
    let hu = server.get("/hu/nincs-ilyen-oldal/");
    assert_eq!(hu.status, 404);
    assert_eq!(hu.header("Content-Type"), Some("text/html; charset=utf-8"));
    assert!(hu.body.contains("<html lang=\"hu\""), "{}", hu.body);
    assert!(hu.body.contains("noindex"));
    let elsewhere = server.get("/no-such-page");
    assert_eq!(elsewhere.status, 404);
    assert!(elsewhere.body.contains("<html lang=\"en\""));
}

#[test]
fn stops_cleanly_on_ctrl_c() {
    let mut server = Server::start();
    let _events = server.events();
    let interrupt = Command::new("kill")
        .args(["-INT", &server.child.id().to_string()])
        .status()
        .expect("run kill");
    assert!(interrupt.success());
    let deadline = Instant::now() + WAIT;
    let status = loop {
        if let Some(status) = server.child.try_wait().expect("wait") {
            break status;
        }
        assert!(Instant::now() < deadline, "still running after Ctrl-C");
        std::thread::sleep(Duration::from_millis(20));
    };
    assert!(status.success(), "{status}");
    server.wait_for_line(|l| l == "Stopped.");
}

// The server under a careless or hostile client: limits, caps, timeouts and the `Host` check.

#[test]
fn oversized_requests_are_refused_and_the_server_stays_up() {
    let server = Server::start();
    let addr = server.addr;
    let huge_body =
        format!("POST / HTTP/1.1\r\nHost: {addr}\r\nContent-Length: 100000000000\r\n\r\n");
    let reply = send_raw(addr, huge_body.as_bytes());
    assert_eq!(reply.status, 413, "{}", reply.body);
    let chunked = format!("GET / HTTP/1.1\r\nHost: {addr}\r\nTransfer-Encoding: chunked\r\n\r\n");
    assert_eq!(send_raw(addr, chunked.as_bytes()).status, 413);
    let long_header = format!(
        "GET / HTTP/1.1\r\nHost: {addr}\r\nX-Long: {}\r\n\r\n",
        "a".repeat(100_000)
    );
    assert_eq!(send_raw(addr, long_header.as_bytes()).status, 431);
    let many: String = (0..500).map(|i| format!("X-{i}: y\r\n")).collect();
    let many_headers = format!("GET / HTTP/1.1\r\nHost: {addr}\r\n{many}\r\n");
    assert_eq!(send_raw(addr, many_headers.as_bytes()).status, 431);
    // A small body is read past, and the request after it on the same connection answered.
    let small_then_get = format!(
        "GET /robots.txt HTTP/1.1\r\nHost: {addr}\r\nContent-Length: 5\r\n\r\nhello\
         GET {PAGE} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    );
    let replies = send_raw(addr, small_then_get.as_bytes());
    assert_eq!(replies.status, 200);
    assert!(
        replies.body.contains(PAGE_TEXT),
        "the second request went unanswered"
    );
    let page = server.get(PAGE);
    assert_eq!(page.status, 200);
    assert!(page.body.contains(PAGE_TEXT));
}

#[test]
fn a_client_that_pipelines_and_never_reads_blocks_no_one() {
    let server = Server::start();
    let addr = server.addr;
    let greedy = TcpStream::connect(addr).expect("connect");
    let one = format!("GET /wasm/rules.wasm HTTP/1.1\r\nHost: {addr}\r\n\r\n");
    let many = one.repeat(2_000);
    let mut writer = greedy.try_clone().expect("clone");
    // Blocks once the server stops reading, as the answers fill the buffers unread.
    std::thread::spawn(move || {
        let _ = writer.write_all(many.as_bytes());
    });
    for _ in 0..20 {
        let page = server.get(PAGE);
        assert_eq!(page.status, 200);
    }
    drop(greedy);
}

#[test]
fn a_request_head_sent_too_slowly_is_cut_off() {
    let server = Server::start();
    let mut slow = TcpStream::connect(server.addr).expect("connect");
    slow.set_read_timeout(Some(WAIT)).expect("timeout");
    slow.write_all(b"GET / HTTP/1.1\r\n").expect("send");
    // The rest never comes: the server answers 408 and closes, within its head time (10 s).
    let mut raw = Vec::new();
    slow.read_to_end(&mut raw)
        .expect("the server closes the connection");
    assert_eq!(parse_reply(&raw).status, 408);
    assert_eq!(server.get(PAGE).status, 200);
}

/// The answer on a connection sent `GET {PAGE}` now, or `None` when the server had closed it.
fn get_on(stream: &mut TcpStream, addr: SocketAddr) -> Option<u16> {
    stream.set_read_timeout(Some(WAIT)).expect("timeout");
    let get = format!("GET {PAGE} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
    stream.write_all(get.as_bytes()).ok()?;
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).ok()?;
    (!raw.is_empty()).then(|| parse_reply(&raw).status)
}

/// 100 connections that send nothing and 100 that send half a head: a normal client is still
/// answered (the bound is the test's only, far beyond the server's head and idle times).
#[test]
fn idle_and_slow_clients_do_not_keep_a_normal_one_out() {
    let server = Server::start();
    let mut hostile: Vec<TcpStream> = Vec::new();
    for i in 0..200 {
        let mut stream = TcpStream::connect(server.addr).expect("connect");
        if i % 2 == 1 {
            stream
                .write_all(b"GET / HTTP/1.1\r\nHost: loc")
                .expect("send");
        }
        hostile.push(stream);
    }
    let mut normal = TcpStream::connect(server.addr).expect("connect");
    assert_eq!(get_on(&mut normal, server.addr), Some(200));
    drop(hostile);
}

/// A request whose lines end in a bare line feed, and one that waits for `100 Continue` before
/// its body, are answered as they arrive (not when the server's head time runs out: 408).
#[test]
fn bare_line_feeds_and_expect_continue_are_answered_at_once() {
    let server = Server::start();
    let addr = server.addr;
    let reply = send_raw(
        addr,
        format!("GET {PAGE} HTTP/1.1\nHost: {addr}\nConnection: close\n\n").as_bytes(),
    );
    assert_eq!(reply.status, 200);
    assert!(reply.body.contains(PAGE_TEXT));

    let mut stream = TcpStream::connect(addr).expect("connect");
    stream.set_read_timeout(Some(WAIT)).expect("timeout");
    write!(
        stream,
        "GET {PAGE} HTTP/1.1\r\nHost: {addr}\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\
         Connection: close\r\n\r\n"
    )
    .expect("send the head");
    let mut interim = [0u8; 25];
    stream.read_exact(&mut interim).expect("an interim answer");
    assert_eq!(&interim[..], b"HTTP/1.1 100 Continue\r\n\r\n");
    stream.write_all(b"hello").expect("send the body");
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).expect("the answer");
    assert_eq!(parse_reply(&raw).status, 200);
}

/// Tabs that opened a live-reload stream and closed: their places go to the next tab, which
/// gets its stream (a browser does not retry a stream refused with 503).
#[test]
fn streams_of_closed_tabs_give_their_places_to_new_ones() {
    let server = Server::start();
    {
        let closed: Vec<TcpStream> = (0..32)
            .map(|_| {
                let mut stream = TcpStream::connect(server.addr).expect("connect");
                stream.set_read_timeout(Some(WAIT)).expect("timeout");
                write!(
                    stream,
                    "GET /__rulebook/events HTTP/1.1\r\nHost: {}\r\n\r\n",
                    server.addr
                )
                .expect("send");
                let mut head = [0u8; 15];
                stream.read_exact(&mut head).expect("an answer");
                assert_eq!(&head[..], b"HTTP/1.1 200 OK");
                stream
            })
            .collect();
        drop(closed);
    }
    // `events` waits for the stream's hello, which a 503 never sends.
    let events = server.events();
    drop(events);
    assert_eq!(server.get(PAGE).status, 200);
}

#[test]
fn live_reload_streams_over_the_cap_get_503() {
    let server = Server::start();
    let open: Vec<Events> = (0..32).map(|_| server.events()).collect();
    let extra = server.get("/__rulebook/events");
    assert_eq!(extra.status, 503);
    assert!(extra.body.contains("live-reload"), "{}", extra.body);
    // Pages are still served beside the open streams (the threads they cost: the unit tests of
    // src/serve/http.rs).
    assert_eq!(server.get(PAGE).status, 200);
    drop(open);
}

#[test]
fn only_requests_for_this_machine_are_answered() {
    let server = Server::start();
    let addr = server.addr;
    let port = addr.port();
    let with_host = |host: &str| {
        send_raw(
            addr,
            format!("GET {PAGE} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n").as_bytes(),
        )
    };
    for host in [
        format!("evil.example:{port}"),
        "localhost.evil.example".to_string(),
        format!("192.168.1.5:{port}"),
    ] {
        let reply = with_host(&host);
        assert_eq!(reply.status, 403, "{host}");
        assert!(reply.body.contains("localhost"), "{}", reply.body);
        assert!(!reply.body.contains(PAGE_TEXT));
    }
    for host in [format!("localhost:{port}"), format!("127.0.0.1:{port}")] {
        assert_eq!(with_host(&host).status, 200, "{host}");
    }
    let no_host = send_raw(addr, format!("GET {PAGE} HTTP/1.1\r\n\r\n").as_bytes());
    assert_eq!(no_host.status, 400);
}

#[test]
fn listening_on_every_interface_prints_a_usable_url_and_says_so() {
    let mut server = Server::start_with_args(&["--bind", "0.0.0.0"], |_| {});
    assert!(server.addr.ip().is_loopback(), "{}", server.addr);
    server.wait_for_line(|l| l.contains("all interfaces"));
    assert_eq!(server.get(PAGE).status, 200);
}

#[test]
fn dot_segments_that_stay_inside_the_site_are_served() {
    let server = Server::start();
    let home = server.get("/en/games/../");
    assert_eq!(home.status, 200);
    assert_eq!(home.body, server.get("/en/").body);
    let page = server.get("/en/./games/x/../chinese-checkers/");
    assert!(page.body.contains(PAGE_TEXT));
    assert_eq!(server.get("/../x").status, 403);
    assert_eq!(server.get("/en/../../x").status, 403);
}

#[test]
fn removing_the_style_sheet_keeps_it_in_the_last_good_site() {
    let mut server = Server::start();
    let css_file = server.root().join("static/css/site.css");
    let css = read(&css_file);
    // Served as published: without its comments.
    let published = server.get("/css/site.css").body;
    assert!(!published.is_empty() && published.len() < css.len());
    let events = server.events();
    std::fs::remove_file(&css_file).expect("remove");
    let page = server.until(&events, PAGE, |p| overlay(&p.body).is_some());
    assert!(overlay(&page.body).is_some_and(|o| o.contains("/css/site.css")));
    server.wait_for_line(|l| l.contains("error: the build failed after static/css/site.css"));
    let served = server.get("/css/site.css");
    assert_eq!(
        served.status, 200,
        "the last good site lost its style sheet"
    );
    assert_eq!(served.body, published);
    // Put back, it is served again and the errors are gone.
    std::fs::write(&css_file, &css).expect("restore");
    let page = server.until(&events, PAGE, |p| overlay(&p.body).is_none());
    assert!(page.body.contains(PAGE_TEXT));
    assert_eq!(server.get("/css/site.css").body, published);
}

#[test]
fn a_template_that_includes_itself_is_reported_and_the_preview_survives() {
    let mut server = Server::start();
    let events = server.events();
    edit(
        server.root(),
        "templates/partials/cta.html",
        "</aside>",
        "</aside>\n{% include \"partials/cta.html\" %}",
    );
    let page = server.until(&events, PAGE, |p| overlay(&p.body).is_some());
    assert!(overlay(&page.body).is_some_and(|o| o.contains("includes itself")));
    server.wait_for_line(|l| l.contains("templates/partials/cta.html:5:12: error:"));
    assert!(page.body.contains(PAGE_TEXT));
    assert!(server.child.try_wait().expect("wait").is_none());
}
