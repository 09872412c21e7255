//! The tokens of a page as `lol_html` 3 (the parser Pagefind reads pages with) splits them, for
//! what the index needs: start tags with their raw attributes, end tags, and text, raw as in
//! the page (entities are decoded later, as Pagefind does). Comments, doctypes and bogus
//! comments end where `lol_html` ends them and give nothing. The text of `<title>` and
//! `<textarea>` (RCDATA) and of `<style>`, `<iframe>`, `<xmp>`, `<noembed>`, `<noframes>` and
//! `<noscript>` (raw text) runs to its element's own end tag. A construct the page ends inside
//! is dropped, as `lol_html` leaves it waiting for input that never comes.
//!
//! The elements whose reading depends on more than this — `<svg>` and `<math>` (foreign
//! content, CDATA), `<script>` (its escaped states), `<plaintext>` — are not read here: the
//! tokenizer stops at their start tag and the page is read by `lol_html` itself.

use memchr::{memchr, memmem};

/// One attribute of a start tag, as written (a name without a value has the empty value).
#[derive(Clone, Copy, Debug)]
pub(super) struct Attribute<'a> {
    pub(super) name: &'a str,
    pub(super) value: &'a str,
}

/// What the tokenizer gives its reader, in page order.
pub(super) trait Sink<'a> {
    /// A start tag: its name as written and its attributes.
    fn start_tag(&mut self, name: &'a str, attributes: &[Attribute<'a>]);
    /// An end tag: its name as written.
    fn end_tag(&mut self, name: &'a str);
    /// A run of text (consecutive runs are one text).
    fn text(&mut self, text: &'a str);
}

/// The page has an element this tokenizer leaves to `lol_html`.
#[derive(Debug, PartialEq)]
pub(super) struct Unsupported;

/// Start tags after which the tokenizer cannot follow `lol_html`.
const UNSUPPORTED: &[&str] = &["svg", "math", "script", "plaintext"];

/// Elements whose text runs to their end tag (RCDATA and raw text alike: neither is decoded).
const RAW_TEXT: &[&str] = &[
    "textarea", "title", "style", "iframe", "xmp", "noembed", "noframes", "noscript",
];

/// How the text after a tag is read.
#[derive(Clone, Copy)]
enum Mode<'a> {
    Data,
    /// Up to the end tag of the named element.
    RawText(&'a str),
}

/// Reads `html` into `sink`.
pub(super) fn tokenize<'a>(html: &'a str, sink: &mut impl Sink<'a>) -> Result<(), Unsupported> {
    let mut tokenizer = Tokenizer {
        html,
        bytes: html.as_bytes(),
        text_start: 0,
        attributes: Vec::new(),
    };
    tokenizer.run(sink)
}

struct Tokenizer<'a> {
    html: &'a str,
    bytes: &'a [u8],
    /// Where the text not yet given to the sink starts.
    text_start: usize,
    /// The current start tag's attributes (the buffer is reused).
    attributes: Vec<Attribute<'a>>,
}

/// How a tag ends: after its `>`; whether its `>` came right after an `=` (then `lol_html`
/// reads on as data whatever the element).
struct TagEnd {
    end: usize,
    forces_data: bool,
}

fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\n' | b'\r' | b'\t' | b'\x0C')
}

impl<'a> Tokenizer<'a> {
    fn run(&mut self, sink: &mut impl Sink<'a>) -> Result<(), Unsupported> {
        let mut at = 0;
        let mut mode = Mode::Data;
        loop {
            let Some(lt) = memchr(b'<', &self.bytes[at..]).map(|i| at + i) else {
                self.flush_text(self.bytes.len(), sink);
                return Ok(());
            };
            let next = match mode {
                Mode::Data => self.markup(lt, sink)?,
                Mode::RawText(element) => self.raw_text_end(lt, element, sink),
            };
            match next {
                Next::Text(resume) => at = resume,
                Next::After(end, after) => {
                    at = end;
                    self.text_start = end;
                    mode = after;
                }
                Next::Stop => return Ok(()),
            }
        }
    }

    /// Gives the sink the text up to `end`.
    fn flush_text(&mut self, end: usize, sink: &mut impl Sink<'a>) {
        if end > self.text_start {
            sink.text(&self.html[self.text_start..end]);
        }
        self.text_start = end;
    }

    /// What the `<` at `lt` starts in data.
    fn markup(&mut self, lt: usize, sink: &mut impl Sink<'a>) -> Result<Next<'a>, Unsupported> {
        let b = self.bytes;
        let Some(&first) = b.get(lt + 1) else {
            self.flush_text(lt, sink);
            return Ok(Next::Stop);
        };
        match first {
            c if c.is_ascii_alphabetic() => {
                self.flush_text(lt, sink);
                let name_end = tag_name_end(b, lt + 1);
                let name = &self.html[lt + 1..name_end];
                if UNSUPPORTED.iter().any(|u| u.eq_ignore_ascii_case(name)) {
                    return Err(Unsupported);
                }
                self.attributes.clear();
                let Some(tag) = self.tag_rest(name_end, true) else {
                    return Ok(Next::Stop);
                };
                sink.start_tag(name, &self.attributes);
                let raw = RAW_TEXT
                    .iter()
                    .find(|r| r.eq_ignore_ascii_case(name))
                    .filter(|_| !tag.forces_data);
                Ok(Next::After(
                    tag.end,
                    raw.map_or(Mode::Data, |r| Mode::RawText(r)),
                ))
            }
            b'!' => {
                self.flush_text(lt, sink);
                Ok(declaration_end(b, lt + 2)
                    .map_or(Next::Stop, |end| Next::After(end, Mode::Data)))
            }
            b'/' => {
                self.flush_text(lt, sink);
                match b.get(lt + 2) {
                    None => Ok(Next::Stop),
                    // `</>` is dropped.
                    Some(b'>') => Ok(Next::After(lt + 3, Mode::Data)),
                    Some(c) if c.is_ascii_alphabetic() => {
                        let name_end = tag_name_end(b, lt + 2);
                        Ok(self.end_tag(lt + 2, name_end, sink))
                    }
                    Some(_) => Ok(bogus_comment_end(b, lt + 2)),
                }
            }
            b'?' => {
                self.flush_text(lt, sink);
                Ok(bogus_comment_end(b, lt + 2))
            }
            // A `<` that starts nothing is text.
            _ => Ok(Next::Text(lt + 1)),
        }
    }

    /// An end tag named `html[name_start..name_end]`, its attributes read and dropped.
    fn end_tag(
        &mut self,
        name_start: usize,
        name_end: usize,
        sink: &mut impl Sink<'a>,
    ) -> Next<'a> {
        self.attributes.clear();
        let Some(tag) = self.tag_rest(name_end, false) else {
            return Next::Stop;
        };
        sink.end_tag(&self.html[name_start..name_end]);
        Next::After(tag.end, Mode::Data)
    }

    /// In raw text, whether the `<` at `lt` starts the element's end tag (letters only, in any
    /// case, then a space, `/` or `>`); otherwise the text goes on.
    fn raw_text_end(&mut self, lt: usize, element: &str, sink: &mut impl Sink<'a>) -> Next<'a> {
        let b = self.bytes;
        match b.get(lt + 1) {
            None => {
                self.flush_text(lt, sink);
                return Next::Stop;
            }
            Some(b'/') => {}
            Some(_) => return Next::Text(lt + 1),
        }
        let name_start = lt + 2;
        let name_end = name_start
            + b[name_start..]
                .iter()
                .take_while(|c| c.is_ascii_alphabetic())
                .count();
        if name_end == name_start {
            return match b.get(name_start) {
                None => {
                    self.flush_text(lt, sink);
                    Next::Stop
                }
                Some(_) => Next::Text(name_start),
            };
        }
        let Some(&after) = b.get(name_end) else {
            self.flush_text(lt, sink);
            return Next::Stop;
        };
        let closes = (is_space(after) || after == b'/' || after == b'>')
            && element.eq_ignore_ascii_case(&self.html[name_start..name_end]);
        if !closes {
            return Next::Text(name_end);
        }
        self.flush_text(lt, sink);
        self.end_tag(name_start, name_end, sink)
    }

    /// Reads a tag's attributes from `at`, the character that ended its name, to its `>`
    /// (keeping them if `keep`); `None` if the page ends first.
    fn tag_rest(&mut self, mut at: usize, keep: bool) -> Option<TagEnd> {
        #[derive(Clone, Copy)]
        enum State {
            AfterTagName,
            BeforeName,
            Name,
            AfterName,
            BeforeValue,
            Unquoted,
            SelfClosing,
        }
        let b = self.bytes;
        let mut state = State::AfterTagName;
        let (mut name, mut value) = ((0, 0), (0, 0));
        let done = |end, forces_data| Some(TagEnd { end, forces_data });
        loop {
            let &c = b.get(at)?;
            match state {
                State::AfterTagName => match c {
                    b'>' => return done(at + 1, false),
                    b'/' => state = State::SelfClosing,
                    _ => state = State::BeforeName,
                },
                State::BeforeName => match c {
                    c if is_space(c) => {}
                    b'/' => state = State::SelfClosing,
                    b'>' => return done(at + 1, false),
                    _ => {
                        name = (at, at);
                        value = (at, at);
                        state = State::Name;
                    }
                },
                State::Name => match c {
                    c if is_space(c) => {
                        name.1 = at;
                        state = State::AfterName;
                    }
                    b'=' => {
                        name.1 = at;
                        state = State::BeforeValue;
                    }
                    b'/' | b'>' => {
                        name.1 = at;
                        self.keep(keep, name, value);
                        if c == b'>' {
                            return done(at + 1, false);
                        }
                        state = State::SelfClosing;
                    }
                    _ => {}
                },
                State::AfterName => match c {
                    c if is_space(c) => {}
                    b'=' => state = State::BeforeValue,
                    b'/' | b'>' => {
                        self.keep(keep, name, value);
                        if c == b'>' {
                            return done(at + 1, false);
                        }
                        state = State::SelfClosing;
                    }
                    _ => {
                        self.keep(keep, name, value);
                        name = (at, at);
                        value = (at, at);
                        state = State::Name;
                    }
                },
                State::BeforeValue => match c {
                    c if is_space(c) => {}
                    b'"' | b'\'' => {
                        let close = at + 1 + memchr(c, &b[at + 1..])?;
                        self.keep(keep, name, (at + 1, close));
                        at = close + 1;
                        state = State::BeforeName;
                        continue;
                    }
                    b'>' => {
                        self.keep(keep, name, value);
                        return done(at + 1, true);
                    }
                    _ => {
                        value = (at, at);
                        state = State::Unquoted;
                    }
                },
                State::Unquoted => {
                    if is_space(c) || c == b'>' {
                        value.1 = at;
                        self.keep(keep, name, value);
                        if c == b'>' {
                            return done(at + 1, false);
                        }
                        state = State::BeforeName;
                    }
                }
                State::SelfClosing => {
                    if c == b'>' {
                        return done(at + 1, false);
                    }
                    state = State::BeforeName;
                    continue;
                }
            }
            at += 1;
        }
    }

    fn keep(&mut self, keep: bool, name: (usize, usize), value: (usize, usize)) {
        if keep {
            self.attributes.push(Attribute {
                name: &self.html[name.0..name.1],
                value: &self.html[value.0..value.1],
            });
        }
    }
}

/// Where the tokenizer goes on.
enum Next<'a> {
    /// The text goes on; look for the next `<` from here.
    Text(usize),
    /// A construct ended here; read on in this mode.
    After(usize, Mode<'a>),
    /// The page ends inside a construct.
    Stop,
}

/// Where a tag's name that starts at `start` ends: at a space, `/` or `>`, or the page's end.
fn tag_name_end(b: &[u8], start: usize) -> usize {
    b[start..]
        .iter()
        .position(|&c| is_space(c) || c == b'/' || c == b'>')
        .map_or(b.len(), |i| start + i)
}

/// Where the `<!` declaration whose rest starts at `at` ends: a comment at its `-->` or `--!>`
/// (or `<!-->`, `<!--->`), a doctype or a bogus comment at its first `>`.
fn declaration_end(b: &[u8], at: usize) -> Option<usize> {
    let rest = &b[at..];
    if let Some(body) = rest.strip_prefix(b"--") {
        let body_start = at + 2;
        if body.first() == Some(&b'>') {
            return Some(body_start + 1);
        }
        if body.starts_with(b"->") {
            return Some(body_start + 2);
        }
        let close = memmem::find(body, b"-->").map(|i| i + 3);
        let bang_close = memmem::find(body, b"--!>").map(|i| i + 4);
        let end = match (close, bang_close) {
            (Some(c), Some(bc)) => c.min(bc),
            (c, bc) => c.or(bc)?,
        };
        return Some(body_start + end);
    }
    memchr(b'>', rest).map(|i| at + i + 1)
}

/// A bogus comment whose text starts at `at` ends at its first `>`.
fn bogus_comment_end<'a>(b: &[u8], at: usize) -> Next<'a> {
    memchr(b'>', &b[at..]).map_or(Next::Stop, |i| Next::After(at + i + 1, Mode::Data))
}
