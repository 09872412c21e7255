//! Live reload: open pages subscribe to server-sent events; after each rebuild they reload. While
//! a rebuild's errors stand, HTML responses carry an overlay listing them. Both are added to the
//! response only — the rendered pages, and so `build`, never contain them.

use std::collections::HashSet;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::Mutex;

use crate::site::diagnostic::Diagnostic;
use crate::site::escape::escape;
use crate::site::sync::lock;

/// Where pages subscribe to reload events.
pub(super) const EVENTS_PATH: &str = "/__rulebook/events";

/// The open event streams, each with the page it was opened from.
#[derive(Default)]
pub(super) struct Hub {
    subscribers: Mutex<Vec<Subscriber>>,
}

struct Subscriber {
    /// The file the page is (`/hu/x/index.html`); `None` when the stream did not say.
    page: Option<String>,
    sender: Sender<u64>,
}

impl Hub {
    /// A stream for the page at file `page`, told each version it should reload at.
    pub(super) fn subscribe(&self, page: Option<String>) -> Receiver<u64> {
        let (sender, rx) = channel();
        self.lock().push(Subscriber { page, sender });
        rx
    }

    /// The files of the pages open in a browser: a rebuild renders them first.
    pub(super) fn open_pages(&self) -> HashSet<String> {
        self.lock().iter().filter_map(|s| s.page.clone()).collect()
    }

    /// Tells the open pages in `pages` that the site is now at `version`.
    pub(super) fn reload_pages(&self, version: u64, pages: &HashSet<String>) {
        self.tell(version, |page| page.is_some_and(|p| pages.contains(p)));
    }

    /// Tells every open page but those in `fresh` (already reloaded into this state) that the
    /// site is now at `version`.
    pub(super) fn reload(&self, version: u64, fresh: &HashSet<String>) {
        self.tell(version, |page| !page.is_some_and(|p| fresh.contains(p)));
    }

    /// Sends `version` to the streams whose page `to` picks; closed streams are dropped.
    fn tell(&self, version: u64, to: impl Fn(Option<&str>) -> bool) {
        self.lock()
            .retain(|s| !to(s.page.as_deref()) || s.sender.send(version).is_ok());
    }

    /// Ends every stream (on shutdown).
    pub(super) fn close_all(&self) {
        self.lock().clear();
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<Subscriber>> {
        lock(&self.subscribers)
    }
}

/// The first event of a stream: the version the site is at. A page that was served an older
/// version (an edit landed between its load and its subscription, or the server restarted)
/// reloads at once.
pub(super) fn hello_event(session: &str, version: u64) -> String {
    format!("retry: 1000\nevent: hello\ndata: {session}-{version}\n\n")
}

pub(super) fn reload_event(session: &str, version: u64) -> String {
    format!("event: reload\ndata: {session}-{version}\n\n")
}

/// Adds the live-reload script, and the overlay when errors stand, before `</body>`.
pub(super) fn inject(html: &[u8], session: &str, version: u64, errors: &[Diagnostic]) -> Vec<u8> {
    let mut addition = String::new();
    if errors.iter().any(Diagnostic::is_error) {
        addition.push_str(&overlay(errors));
    }
    addition.push_str(&script(session, version));
    let at = find_body_end(html).unwrap_or(html.len());
    let mut out = Vec::with_capacity(html.len() + addition.len());
    out.extend_from_slice(&html[..at]);
    out.extend_from_slice(addition.as_bytes());
    out.extend_from_slice(&html[at..]);
    out
}

fn find_body_end(html: &[u8]) -> Option<usize> {
    const END: &[u8] = b"</body>";
    html.windows(END.len())
        .rposition(|w| w.eq_ignore_ascii_case(END))
}

fn script(session: &str, version: u64) -> String {
    format!(
        r#"<script id="rulebook-live">(() => {{
  const served = "{session}-{version}";
  const events = new EventSource("{EVENTS_PATH}?page=" + encodeURIComponent(location.pathname));
  events.addEventListener("hello", (e) => {{ if (e.data !== served) location.reload(); }});
  events.addEventListener("reload", () => location.reload());
}})();</script>
"#
    )
}

fn overlay(errors: &[Diagnostic]) -> String {
    let items: String = errors
        .iter()
        .filter(|d| d.is_error())
        .map(|d| {
            format!(
                "<li><code>{}:{}:{}</code> {}</li>",
                escape(&d.file.display().to_string()),
                d.line,
                d.column,
                escape(&d.message)
            )
        })
        .collect();
    format!(
        r#"<div id="rulebook-overlay" role="alert" style="position:fixed;inset:0;z-index:2147483647;overflow:auto;margin:0;padding:2rem;background:rgba(24,24,27,.94);color:#fafafa;font:15px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;text-align:left" dir="ltr">
<p style="margin:0 0 1rem;color:#fca5a5;font-weight:bold">The last change broke the build. This is the last good version of the page; saving a fix reloads it.</p>
<ul style="margin:0 0 1rem;padding-left:1.2rem">{items}</ul>
<button type="button" onclick="this.parentNode.remove()" style="font:inherit">Dismiss</button>
</div>
"#
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::site::diagnostic::LineColumn;

    #[test]
    fn injects_before_the_last_body_end() {
        let html = b"<html><body><p>&lt;/body&gt;</p></BODY></html>";
        let out = String::from_utf8(inject(html, "s", 3, &[])).unwrap();
        let script_at = out.find("<script id=\"rulebook-live\">").unwrap();
        assert!(script_at < out.find("</BODY>").unwrap());
        assert!(out.contains(r#"const served = "s-3";"#));
        assert!(!out.contains("rulebook-overlay"));
    }

    #[test]
    fn appends_to_a_page_without_body_end() {
        let out = String::from_utf8(inject(b"<p>x", "s", 1, &[])).unwrap();
        assert!(out.starts_with("<p>x<script"));
    }

    #[test]
    fn the_overlay_lists_each_error_escaped() {
        let errors = [
            Diagnostic::error(
                "templates/base.html",
                LineColumn { line: 4, column: 9 },
                "expected `%}` <here>",
            ),
            Diagnostic::warning("content/x/en.md", LineColumn::START, "a warning"),
        ];
        let out = String::from_utf8(inject(b"<body></body>", "s", 1, &errors)).unwrap();
        assert!(out.contains("<code>templates/base.html:4:9</code> expected `%}` &lt;here&gt;"));
        assert!(!out.contains("a warning"));
    }

    #[test]
    fn closed_streams_are_dropped() {
        let hub = Hub::default();
        let open = hub.subscribe(None);
        drop(hub.subscribe(None));
        hub.reload(7, &HashSet::new());
        assert_eq!(open.try_recv(), Ok(7));
        assert_eq!(hub.lock().len(), 1);
    }

    #[test]
    fn open_pages_are_told_first_and_not_told_again() {
        let hub = Hub::default();
        let page = |p: &str| Some(p.to_string());
        let shown = hub.subscribe(page("/en/a/index.html"));
        let other = hub.subscribe(page("/en/b/index.html"));
        let unnamed = hub.subscribe(None);
        let open = hub.open_pages();
        assert_eq!(open.len(), 2);
        let first = HashSet::from(["/en/a/index.html".to_string()]);
        hub.reload_pages(3, &first);
        assert_eq!(shown.try_recv(), Ok(3));
        assert!(other.try_recv().is_err() && unnamed.try_recv().is_err());
        hub.reload(4, &first);
        assert!(shown.try_recv().is_err());
        assert_eq!((other.try_recv(), unnamed.try_recv()), (Ok(4), Ok(4)));
    }
}
