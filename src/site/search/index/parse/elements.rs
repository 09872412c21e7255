//! The open elements of a page as `lol_html` keeps them for Pagefind's selectors, driving the
//! reader from the tokens: an element is read if it is an `<html>` or inside one; a void
//! element ends at its start tag; an end tag closes the innermost open element of its name and
//! every element opened inside it, innermost first (each told the end tag's name), and an end
//! tag with no open element of its name does nothing. There is no other tree building: no
//! element is closed by another's start tag.

use super::digest::{Attributes, Reader, REMOVE_SELECTORS};
use super::tokens::{Attribute, Sink};

/// HTML's void elements as `lol_html` lists them.
const VOID: &[&str] = &[
    "area", "base", "basefont", "bgsound", "br", "col", "embed", "hr", "img", "input", "keygen",
    "link", "meta", "param", "source", "track", "wbr",
];

/// An open element: its name as written, and whether the reader has a node for it.
struct Open<'a> {
    name: &'a str,
    read: bool,
    html: bool,
}

/// The tokens' sink that keeps the open elements and tells the reader.
pub(super) struct Elements<'a> {
    pub(super) reader: Reader,
    open: Vec<Open<'a>>,
    /// How many `<html>` elements are open: inside one, elements and text are read.
    open_html: usize,
    /// The lower-cased name of the current tag (the buffer is reused).
    lower: String,
}

impl Elements<'_> {
    pub(super) fn new() -> Self {
        Elements {
            reader: Reader::default(),
            open: Vec::with_capacity(32),
            open_html: 0,
            lower: String::new(),
        }
    }
}

/// A start tag's attributes as the parser asks for them.
struct Tag<'t, 'a>(&'t [Attribute<'a>]);

impl Attributes for Tag<'_, '_> {
    fn get(&self, name: &str) -> Option<String> {
        // `lol_html` finds no attribute by a name it could not write.
        if name.is_empty()
            || name.bytes().any(|b| {
                matches!(
                    b,
                    b' ' | b'\n' | b'\r' | b'\t' | b'\x0C' | b'/' | b'>' | b'='
                )
            })
        {
            return None;
        }
        self.0
            .iter()
            .find(|a| a.name.eq_ignore_ascii_case(name))
            .map(|a| a.value.to_string())
    }

    fn has(&self, name: &str) -> bool {
        self.0.iter().any(|a| a.name.eq_ignore_ascii_case(name))
    }
}

/// Lower-cases an ASCII name into the reused buffer.
fn lower_into(buffer: &mut String, name: &str) {
    buffer.clear();
    buffer.push_str(name);
    buffer.make_ascii_lowercase();
}

impl<'a> Sink<'a> for Elements<'a> {
    fn start_tag(&mut self, name: &'a str, attributes: &[Attribute<'a>]) {
        lower_into(&mut self.lower, name);
        let tag = Tag(attributes);
        let is_html = self.lower == "html";
        let inside = self.open_html > 0;
        let void = VOID.contains(&self.lower.as_str());
        if is_html {
            self.reader.html(&tag);
        }
        let read = is_html || inside;
        if read {
            self.reader.start(&self.lower, &tag, !void);
            if inside && REMOVE_SELECTORS.contains(&self.lower.as_str()) {
                self.reader.ignore_current();
            }
        }
        if !void {
            self.open.push(Open {
                name,
                read,
                html: is_html,
            });
            self.open_html += usize::from(is_html);
        }
    }

    fn end_tag(&mut self, name: &'a str) {
        let Some(at) = self
            .open
            .iter()
            .rposition(|o| o.name.eq_ignore_ascii_case(name))
        else {
            return;
        };
        lower_into(&mut self.lower, name);
        while self.open.len() > at {
            let Some(closed) = self.open.pop() else { break };
            if closed.read {
                self.reader.end(&self.lower);
            }
            self.open_html -= usize::from(closed.html);
        }
    }

    fn text(&mut self, text: &'a str) {
        if self.open_html > 0 {
            self.reader.text(text);
        }
    }
}
