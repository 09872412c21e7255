//! Markdown → HTML with pulldown-cmark: page bodies split into named sections, heading ids,
//! the language's quotation marks, escaped raw HTML, `@/` links between pages, and hooks for
//! fenced blocks (`pdn`, `diagram`).

use std::collections::BTreeSet;

use pulldown_cmark::{
    html, BrokenLink, CodeBlockKind, CowStr, Event, HeadingLevel, LinkType, Parser, Tag, TagEnd,
};

use crate::site::diagnostic::{LineColumn, SourceText};
use crate::site::escape::{escape, isolated_pieces, Isolated, CLOSE, OPEN};
use crate::site::load::config::Quotes;
use crate::site::load::content::{markdown_options, Outline, DIAGRAM_BLOCK};
use crate::site::names;

/// Links to other pages are written `@/<section>/<page-id>` and resolved per language.
const PAGE_LINK_PREFIX: &str = "@/";

/// Renders the body of a fenced block in a given language (e.g. `pdn`, `diagram`).
pub trait FencedBlocks: Sync {
    /// `None` when the language is not one this renderer handles.
    fn render(&self, language: &str, body: &str) -> Option<Result<String, BlockError>>;
}

/// A problem in a line of inline Markdown (a link to a page that does not exist, an image where
/// none may be).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InlineError {
    /// Where in the text, in bytes.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

impl std::fmt::Display for InlineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for InlineError {}

/// A problem inside a fenced block, at a line of its body (0-based) and a byte offset in that
/// line (0 for the line as a whole).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockError {
    /// The line in the block's body, from 0.
    pub line: usize,
    /// The byte offset in that line; 0 for the line as a whole.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl BlockError {
    /// A problem with the block's first line, or the block as a whole: a sentence, or a typed
    /// error that reads as one.
    pub fn at_start(message: impl std::fmt::Display) -> BlockError {
        BlockError {
            line: 0,
            column: 0,
            message: message.to_string(),
        }
    }
}

impl std::fmt::Display for BlockError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // The body's lines are counted from 0 in the value, from 1 for a reader.
        write!(f, "line {} of the block: {}", self.line + 1, self.message)
    }
}

impl std::error::Error for BlockError {}

/// Resolves `@/section/page-id` to the URL of that page in the current language.
pub trait PageLinks {
    /// The URL of `target` (`section/page-id`), if it is a page of the site.
    fn resolve(&self, target: &str) -> Option<String>;
    /// Whether the target is a page that exists but did not load (its own errors say why).
    fn is_unloaded(&self, _target: &str) -> bool {
        false
    }
}

/// A page's Markdown renderer: typography in the page's language, fenced blocks and page links.
pub struct Markdown<'a> {
    /// The language's quotation marks, for straight quotes in the text.
    pub quotes: &'a Quotes,
    /// Whether raw HTML and links of any scheme are allowed (`site.toml`).
    pub allow_html: bool,
    /// Renders the fenced blocks (`pdn`, `diagram`).
    pub blocks: &'a dyn FencedBlocks,
    /// Resolves `@/section/page-id` links.
    pub links: &'a dyn PageLinks,
    /// Ids the page's template already uses (`main`, …): a heading may not take them.
    pub reserved_ids: &'a [String],
}

/// A problem in the Markdown, at its place in the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MarkdownError {
    pub at: LineColumn,
    pub message: String,
}

impl std::fmt::Display for MarkdownError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: {}", self.at.line, self.at.column, self.message)
    }
}

impl std::error::Error for MarkdownError {}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Section {
    pub id: String,
    /// Where its `## @id` line is.
    #[serde(skip)]
    pub at: LineColumn,
    pub html: String,
    /// Ids of the headings inside the section, for anchors.
    pub anchors: Vec<String>,
}

struct RawSection<'t> {
    id: &'t str,
    /// Where its `## @id` line starts.
    mark: usize,
    text: &'t str,
    offset: usize,
}

impl Markdown<'_> {
    /// Renders a page body that starts on file line `first_line`.
    pub fn sections(
        &self,
        body: &str,
        first_line: usize,
    ) -> Result<Vec<Section>, Vec<MarkdownError>> {
        self.outlined_sections(body, &Outline::read(body), first_line)
    }

    /// Renders a page body whose outline was read when it was loaded.
    pub(crate) fn outlined_sections(
        &self,
        body: &str,
        outline: &Outline,
        first_line: usize,
    ) -> Result<Vec<Section>, Vec<MarkdownError>> {
        let source = SourceText::starting_at_line(body, first_line);
        let raw = split_sections(body, outline).map_err(|offset| {
            vec![MarkdownError {
                at: source.position(offset),
                message: "expected a section heading such as `## @what-is` before any text"
                    .to_string(),
            }]
        })?;
        let mut sections = Vec::with_capacity(raw.len());
        let mut errors = Vec::new();
        let mut used_ids: BTreeSet<String> = self.reserved_ids.iter().cloned().collect();
        for s in &raw {
            let at = source.position(s.mark);
            if let Err(message) = names::check_slug("a section id", s.id) {
                errors.push(MarkdownError {
                    at,
                    message: message.to_string(),
                });
            } else if !used_ids.insert(s.id.to_string()) {
                errors.push(MarkdownError {
                    at,
                    message: format!("the section `{}` appears twice on this page", s.id),
                });
            }
        }
        let mut blocks: Vec<ParsedBlock> = raw
            .iter()
            .map(|s| self.parse_block(s.text, &mut used_ids))
            .collect();
        // Headings are named once every id the page makes itself is known (rows, boards,
        // replays, footnotes): the author's `{#id}` first, then those made from the text.
        for block in &mut blocks {
            block.name_given(&mut used_ids);
        }
        for block in &mut blocks {
            block.name_from_text(&mut used_ids);
        }
        for (s, block) in raw.into_iter().zip(blocks) {
            let (html, anchors, errs) = block.into_html(s.text.len());
            errors.extend(errs.into_iter().map(|(offset, message)| MarkdownError {
                at: source.position(s.offset + offset),
                message,
            }));
            sections.push(Section {
                id: s.id.to_string(),
                at: source.position(s.mark),
                html,
                anchors,
            });
        }
        if errors.is_empty() {
            Ok(sections)
        } else {
            Err(errors)
        }
    }

    /// Renders one line of inline Markdown (table cells, taglines) without a paragraph around it.
    pub fn inline(&self, text: &str) -> Result<String, InlineError> {
        if is_plain(text) {
            return Ok(text.to_string());
        }
        self.parse_inline(text)
    }

    fn parse_inline(&self, text: &str) -> Result<String, InlineError> {
        let mut used_ids = BTreeSet::new();
        let mut block = self.parse_block(text, &mut used_ids);
        block.name_given(&mut used_ids);
        block.name_from_text(&mut used_ids);
        let (html, _, errors) = block.into_html(text.len());
        if let Some((offset, message)) = errors.into_iter().next() {
            return Err(InlineError { offset, message });
        }
        let trimmed = html.trim_end();
        let inner = trimmed
            .strip_prefix("<p>")
            .and_then(|s| s.strip_suffix("</p>"))
            .unwrap_or(trimmed);
        Ok(inner.to_string())
    }

    /// Parses a block into events, rendering its fenced blocks; every id they and the
    /// footnotes make goes into `used_ids`. Its headings wait for their ids.
    fn parse_block<'t>(&self, text: &'t str, used_ids: &mut BTreeSet<String>) -> ParsedBlock<'t> {
        let mut errors = Vec::new();
        let mut headings = Vec::new();
        let mut broken = |link: BrokenLink<'_>| -> Option<(CowStr<'_>, CowStr<'_>)> {
            let _ = link;
            None
        };
        let parser =
            Parser::new_with_broken_link_callback(text, markdown_options(), Some(&mut broken))
                .into_offset_iter();
        let mut events: Vec<Event> = Vec::new();
        let mut quotes = QuoteState::default();
        let mut code: Option<(String, String, usize)> = None;
        let mut heading: Option<(usize, HeadingLevel, Option<String>, Vec<Event>)> = None;

        for (event, range) in parser {
            if let Some((lang, body, start)) = &mut code {
                match event {
                    Event::Text(t) => body.push_str(&t),
                    Event::End(TagEnd::CodeBlock) => {
                        // A board is a figure with ids of its own: it may be placed once a page.
                        if lang == DIAGRAM_BLOCK {
                            for id in body.split_whitespace() {
                                if !used_ids.insert(format!("diagram-{id}")) {
                                    errors.push((
                                        *start,
                                        format!("the diagram `{id}` is placed twice on this page"),
                                    ));
                                }
                            }
                        }
                        let html = match self.blocks.render(lang, body) {
                            None => plain_code_block(lang, body),
                            Some(Ok(html)) => html,
                            Some(Err(e)) => {
                                let at = block_offset(text, *start, body, &e);
                                errors.push((at, format!("in the `{lang}` block: {}", e.message)));
                                String::new()
                            }
                        };
                        used_ids.extend(names::ids_in(&html).map(str::to_string));
                        events.push(Event::Html(html.into()));
                        code = None;
                    }
                    _ => {}
                }
                continue;
            }
            let event = match event {
                Event::Start(Tag::CodeBlock(kind)) => {
                    let lang = match kind {
                        CodeBlockKind::Fenced(info) => {
                            info.split_whitespace().next().unwrap_or("").to_string()
                        }
                        CodeBlockKind::Indented => String::new(),
                    };
                    code = Some((lang, String::new(), range.start));
                    continue;
                }
                Event::Start(Tag::Heading { level, id, .. }) => {
                    heading = Some((range.start, level, id.map(|i| i.to_string()), Vec::new()));
                    continue;
                }
                Event::End(TagEnd::Heading(_)) => {
                    quotes = QuoteState::default();
                    if let Some((start, level, given, inner)) = heading.take() {
                        headings.push(PendingHeading {
                            event: events.len(),
                            offset: start,
                            level,
                            given,
                            text: plain_text(&inner),
                            id: None,
                        });
                        events.push(Event::Start(heading_tag(level, None)));
                        events.extend(inner);
                        events.push(Event::End(TagEnd::Heading(level)));
                    }
                    continue;
                }
                // A label becomes an id: in a namespace of its own, so that `[^main]` does not
                // copy the template's `main`.
                Event::FootnoteReference(label) => {
                    Event::FootnoteReference(footnote_id(&label).into())
                }
                Event::Start(Tag::FootnoteDefinition(label)) => {
                    let id = footnote_id(&label);
                    // A second note of one label would publish its id twice.
                    if !used_ids.insert(id.clone()) {
                        errors.push((
                            range.start,
                            format!("the footnote `[^{label}]` is defined twice on this page"),
                        ));
                    }
                    Event::Start(Tag::FootnoteDefinition(id.into()))
                }
                Event::Start(Tag::Link {
                    link_type,
                    dest_url,
                    title,
                    id,
                }) => match self.resolve_link(&dest_url) {
                    Ok(url) => Event::Start(Tag::Link {
                        link_type,
                        dest_url: url,
                        title,
                        id,
                    }),
                    Err(message) => {
                        errors.push((range.start, message.to_string()));
                        Event::Start(Tag::Link {
                            link_type: LinkType::Inline,
                            dest_url,
                            title,
                            id,
                        })
                    }
                },
                Event::Start(Tag::Image {
                    link_type,
                    dest_url,
                    title,
                    id,
                }) if !self.allow_html => {
                    let dest_url = match names::check_link(&dest_url) {
                        Ok(()) => dest_url,
                        Err(message) => {
                            errors.push((range.start, format!("image: {message}")));
                            CowStr::Borrowed("")
                        }
                    };
                    Event::Start(Tag::Image {
                        link_type,
                        dest_url,
                        title,
                        id,
                    })
                }
                Event::Text(t) => {
                    let text = quotes.localize(t, self.quotes);
                    if text.contains([OPEN, CLOSE]) {
                        let target = match &mut heading {
                            Some((_, _, _, inner)) => inner,
                            None => &mut events,
                        };
                        push_isolated(target, &text);
                        continue;
                    }
                    Event::Text(text)
                }
                Event::Html(h) | Event::InlineHtml(h) if !self.allow_html => Event::Text(h),
                other => other,
            };
            // Quotation marks pair within a block: a stray one stays in its paragraph.
            if matches!(
                event,
                Event::End(
                    TagEnd::Paragraph
                        | TagEnd::Item
                        | TagEnd::TableCell
                        | TagEnd::BlockQuote(_)
                        | TagEnd::FootnoteDefinition
                )
            ) {
                quotes = QuoteState::default();
            }
            match &mut heading {
                Some((_, _, _, inner)) => inner.push(event),
                None => events.push(event),
            }
        }
        ParsedBlock {
            events,
            headings,
            errors,
        }
    }

    fn resolve_link<'e>(&self, dest: &CowStr<'e>) -> Result<CowStr<'e>, LinkError> {
        let Some(target) = dest.strip_prefix(PAGE_LINK_PREFIX) else {
            // Raw HTML could run scripts anyway; without it, neither may a link.
            if !self.allow_html {
                names::check_link(dest).map_err(LinkError::Refused)?;
            }
            return Ok(dest.clone());
        };
        let (page, anchor) = match target.split_once('#') {
            Some((p, a)) => (p, Some(a)),
            None => (target, None),
        };
        let page = page.trim_end_matches('/');
        let Some(url) = self.links.resolve(page) else {
            if self.links.is_unloaded(page) {
                return Ok(dest.clone());
            }
            return Err(LinkError::NoPage {
                dest: dest.to_string(),
            });
        };
        Ok(match anchor {
            Some(a) => format!("{url}#{a}").into(),
            None => url.into(),
        })
    }
}

/// Why a link of a page's text was refused.
#[derive(Debug)]
enum LinkError {
    /// A link that could run a script or lead nowhere (`names::check_link`).
    Refused(names::NameError),
    /// A `@/section/page-id` link to a page the site does not have.
    NoPage { dest: String },
}

impl std::fmt::Display for LinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LinkError::Refused(error) => error.fmt(f),
            LinkError::NoPage { dest } => write!(
                f,
                "the link `{dest}` names no page (expected `@/<section>/<page-id>`)"
            ),
        }
    }
}

/// The offset in the page of a block error's place. A fence indented inside a list has its
/// indent taken off every body line: the column counts from where the body line starts.
fn block_offset(text: &str, start: usize, body: &str, e: &BlockError) -> usize {
    let line_start = body_line_offset(text, start, e.line);
    if e.column == 0 {
        return line_start;
    }
    let file_line_start = text[..line_start].rfind('\n').map_or(0, |i| i + 1);
    let file_line = text[file_line_start..].split('\n').next().unwrap_or("");
    let body_line = body.split('\n').nth(e.line).unwrap_or("");
    let indent = file_line.len().saturating_sub(body_line.len());
    (file_line_start + indent + e.column).min(file_line_start + file_line.len())
}

/// Text with isolates, as HTML: each isolated run becomes a `<bdi>` element, which does the same
/// without leaving invisible characters in copied text and search snippets.
fn push_isolated(events: &mut Vec<Event<'_>>, text: &str) {
    for piece in isolated_pieces(text) {
        events.push(match piece {
            Isolated::Text(run) => Event::Text(run.to_owned().into()),
            Isolated::Tag(tag) => Event::InlineHtml(tag.into()),
        });
    }
}

/// The offset of line `line` of a fenced block's body, the block starting (fence line) at `start`.
fn body_line_offset(text: &str, start: usize, line: usize) -> usize {
    let mut offset = start;
    for _ in 0..=line {
        match text[offset..].find('\n') {
            Some(i) => offset += i + 1,
            None => return offset,
        }
    }
    // Fences may be indented inside lists; point at the text, not the indent.
    offset + text[offset..].len() - text[offset..].trim_start_matches([' ', '\t']).len()
}

/// Text that Markdown and the typography leave as it is: words, single spaces and sentence
/// punctuation, starting with a letter (not a list's number) and ending without a space. Most
/// table cells are such text, and copying it costs a fraction of parsing it.
fn is_plain(text: &str) -> bool {
    text.chars().next().is_some_and(char::is_alphabetic)
        && !text.ends_with(' ')
        && !text.contains("..")
        && !text.contains("  ")
        && text
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, ' ' | '.' | ',' | ';' | ':' | '?' | '!'))
}

/// A body's sections as the outline reads them; Err(offset) of text found before the first one.
fn split_sections<'t>(body: &'t str, outline: &'t Outline) -> Result<Vec<RawSection<'t>>, usize> {
    let intro = &body[outline.intro.clone()];
    if let Some(first) = intro.find(|c: char| !c.is_whitespace()) {
        return Err(first);
    }
    Ok((outline.sections.iter())
        .map(|s| RawSection {
            id: s.id.trim(),
            mark: s.mark.start,
            text: &body[s.text.clone()],
            offset: s.text.start,
        })
        .collect())
}

fn plain_code_block(lang: &str, body: &str) -> String {
    let escaped = escape(body);
    if lang.is_empty() {
        format!("<pre><code>{escaped}</code></pre>\n")
    } else {
        format!(
            "<pre><code class=\"language-{}\">{escaped}</code></pre>\n",
            escape(lang)
        )
    }
}

fn plain_text(events: &[Event]) -> String {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Text(t) | Event::Code(t) => Some(t.as_ref()),
            _ => None,
        })
        .collect()
}

/// A heading's anchor: lower case, letters and digits kept (any script), the rest as hyphens.
pub(crate) fn slugify(text: &str) -> String {
    let mut slug = String::with_capacity(text.len());
    for c in text.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            slug.push(c);
        } else if !slug.ends_with('-') && !slug.is_empty() {
            slug.push('-');
        }
    }
    let slug = slug.trim_end_matches('-').to_string();
    if slug.is_empty() {
        "section".to_string()
    } else {
        slug
    }
}

/// A heading waiting for its id (see `Markdown::sections`).
struct PendingHeading {
    /// The index of its `Start(Heading)` event.
    event: usize,
    /// Where it starts in its block, for errors.
    offset: usize,
    level: HeadingLevel,
    /// The author's `{#id}`.
    given: Option<String>,
    /// Its text, to make an id from.
    text: String,
    /// The id it was given.
    id: Option<String>,
}

/// A block parsed into events, its headings still without ids.
struct ParsedBlock<'t> {
    events: Vec<Event<'t>>,
    headings: Vec<PendingHeading>,
    /// Problems at byte offsets of the block.
    errors: Vec<(usize, String)>,
}

impl ParsedBlock<'_> {
    /// `{#id}` is the author's: kept as written, and an error if not a slug or already taken.
    fn name_given(&mut self, used_ids: &mut BTreeSet<String>) {
        for h in &mut self.headings {
            let Some(given) = &h.given else {
                continue;
            };
            if let Err(message) = names::check_slug("a heading id", given) {
                self.errors.push((h.offset, message.to_string()));
            } else if !used_ids.insert(given.clone()) {
                self.errors.push((
                    h.offset,
                    format!(
                        "the id `{given}` is already used on this page (by the template, a \
                         section, a table row, a diagram, a replay, a footnote or another \
                         heading); expected an id of its own"
                    ),
                ));
            }
            h.id = Some(given.clone());
        }
    }

    /// The other headings get an id made from their text, stepping aside from those taken.
    fn name_from_text(&mut self, used_ids: &mut BTreeSet<String>) {
        for h in self.headings.iter_mut().filter(|h| h.id.is_none()) {
            h.id = Some(unique_id(&slugify(&h.text), used_ids));
        }
    }

    /// The block's HTML (about `len` bytes of Markdown), its headings' ids, and its problems.
    fn into_html(mut self, len: usize) -> (String, Vec<String>, Vec<(usize, String)>) {
        let mut anchors = Vec::with_capacity(self.headings.len());
        for h in self.headings {
            let id = h.id.unwrap_or_default();
            self.events[h.event] = Event::Start(heading_tag(h.level, Some(id.clone())));
            anchors.push(id);
        }
        let mut out = String::with_capacity(len * 5 / 4);
        html::push_html(&mut out, self.events.into_iter());
        (out, anchors, self.errors)
    }
}

fn heading_tag<'t>(level: HeadingLevel, id: Option<String>) -> Tag<'t> {
    Tag::Heading {
        level,
        id: id.map(CowStr::from),
        classes: vec![],
        attrs: vec![],
    }
}

/// The id of a footnote's note: `[^main]` → `fn-main`.
fn footnote_id(label: &str) -> String {
    format!("fn-{label}")
}

fn unique_id(base: &str, used: &mut BTreeSet<String>) -> String {
    let mut id = base.to_string();
    let mut n = 2;
    while used.contains(&id) {
        id = format!("{base}-{n}");
        n += 1;
    }
    used.insert(id.clone());
    id
}

/// Turns the typographic quotes of smart punctuation into the language's own.
///
/// Smart punctuation guesses open or close from the characters around a quote, which fails between
/// CJK characters (no spaces): `跳棋"）` gets an opening mark. Double quotes are therefore paired
/// here: a mark while one is open closes it.
#[derive(Default)]
struct QuoteState {
    open: bool,
    inner_open: bool,
}

impl QuoteState {
    fn localize<'t>(&mut self, text: CowStr<'t>, q: &Quotes) -> CowStr<'t> {
        // Most text has no quotation marks: it stays as it is, and so does the state.
        if !text.contains(['\u{201C}', '\u{201D}', '\u{2018}', '\u{2019}']) {
            return text;
        }
        let mut out = String::with_capacity(text.len() + 8);
        for c in text.chars() {
            match c {
                '\u{201C}' | '\u{201D}' => {
                    out.push_str(if self.open { &q.close } else { &q.open });
                    self.open = !self.open;
                }
                '\u{2018}' => {
                    self.inner_open = true;
                    out.push_str(&q.inner_open);
                }
                // A right single quote is an apostrophe unless it closes an inner quotation.
                '\u{2019}' if self.inner_open => {
                    self.inner_open = false;
                    out.push_str(&q.inner_close);
                }
                other => out.push(other),
            }
        }
        out.into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct NoBlocks;
    impl FencedBlocks for NoBlocks {
        fn render(&self, language: &str, body: &str) -> Option<Result<String, BlockError>> {
            // `at` reports a problem at the first `!` of its body's second line.
            if language == "at" {
                let line = body.lines().nth(1).unwrap_or("");
                return Some(Err(BlockError {
                    line: 1,
                    column: line.find('!').unwrap_or(0),
                    message: "here".to_string(),
                }));
            }
            (language == "shout").then(|| {
                if body.trim().is_empty() {
                    Err(BlockError::at_start("empty"))
                } else {
                    Ok(format!("<b>{}</b>", body.trim().to_uppercase()))
                }
            })
        }
    }
    struct Links;
    impl PageLinks for Links {
        fn resolve(&self, target: &str) -> Option<String> {
            (target == "games/chess").then(|| "/en/games/chess/".to_string())
        }
    }

    fn md(quotes: &Quotes) -> Markdown<'_> {
        Markdown {
            quotes,
            allow_html: false,
            blocks: &NoBlocks,
            links: &Links,
            reserved_ids: &[],
        }
    }

    fn hungarian() -> Quotes {
        Quotes {
            open: "„".into(),
            close: "”".into(),
            inner_open: "»".into(),
            inner_close: "«".into(),
        }
    }

    proptest::proptest! {
        #[test]
        fn plain_text_is_copied_as_markdown_would_render_it(
            text in "[a-zA-Zőü漢ا ][a-zA-Z0-9őü漢ا٣ .,;:?!]{0,12}"
        ) {
            let q = hungarian();
            let md = md(&q);
            if is_plain(&text) {
                proptest::prop_assert_eq!(md.inline(&text).unwrap(), md.parse_inline(&text).unwrap());
            }
        }
    }

    #[test]
    fn only_text_markdown_leaves_alone_is_plain() {
        for plain in [
            "Yes",
            "Any distance, forwards only.",
            "Igen: bármekkora ugrás!",
            "漢字",
        ] {
            assert!(is_plain(plain), "{plain}");
        }
        let marked = [
            "1. e4", "- list", "a *b*", "wait...", "a  b", "end ", " start", "it's",
        ];
        for text in marked
            .into_iter()
            .chain(["a \"b\"", "x & y", "[link](x)", "a\nb", ""])
        {
            assert!(!is_plain(text), "{text}");
        }
    }

    #[test]
    fn splits_sections_and_localizes_quotes() {
        let q = hungarian();
        let s = md(&q)
            .sections(
                "## @what-is\nA \"Hosszú ugrás\" lehetőség.\n\n## @history\nRégi.\n",
                5,
            )
            .unwrap();
        assert_eq!(s.len(), 2);
        assert_eq!(s[0].id, "what-is");
        assert_eq!(s[0].html, "<p>A „Hosszú ugrás” lehetőség.</p>\n");
        assert_eq!(s[1].id, "history");
    }

    #[test]
    fn quotes_between_cjk_characters_pair_up() {
        let q = Quotes {
            open: "“".into(),
            close: "”".into(),
            inner_open: "‘".into(),
            inner_close: "’".into(),
        };
        assert_eq!(
            md(&q).inline("俗称\"跳棋\"）的游戏").unwrap(),
            "俗称“跳棋”）的游戏"
        );
        assert_eq!(md(&q).inline("a \"b\" and \"c\"").unwrap(), "a “b” and “c”");
    }

    #[test]
    fn apostrophes_stay_apostrophes() {
        let q = hungarian();
        assert_eq!(md(&q).inline("It's 'odd'").unwrap(), "It’s »odd«");
    }

    #[test]
    fn text_before_the_first_section_is_an_error_at_its_line() {
        let q = hungarian();
        let e = md(&q)
            .sections("\nStray text\n## @history\n", 10)
            .unwrap_err();
        assert_eq!(e[0].at, LineColumn::new(11, 1));
    }

    #[test]
    fn raw_html_is_escaped() {
        let q = hungarian();
        let s = md(&q)
            .sections("## @x\n<script>alert(1)</script>\n", 1)
            .unwrap();
        assert!(s[0].html.contains("&lt;script&gt;"), "{}", s[0].html);
    }

    #[test]
    fn headings_get_unique_ids() {
        let q = hungarian();
        let s = md(&q)
            .sections("## @history\n### History\n### Fríz dáma!\n", 1)
            .unwrap();
        assert_eq!(s[0].anchors, ["history-2", "fríz-dáma"]);
        assert!(s[0].html.contains("<h3 id=\"history-2\">History</h3>"));
    }

    #[test]
    fn page_links_resolve_and_unknown_ones_are_errors() {
        let q = hungarian();
        assert_eq!(
            md(&q).inline("[chess](@/games/chess#moves)").unwrap(),
            "<a href=\"/en/games/chess/#moves\">chess</a>"
        );
        let e = md(&q)
            .sections("## @a\n\nsee [x](@/games/nope)\n", 3)
            .unwrap_err();
        assert_eq!(e[0].at, LineColumn::new(5, 5));
    }

    #[test]
    fn fenced_blocks_go_to_their_renderer() {
        let q = hungarian();
        let s = md(&q)
            .sections("## @a\n```shout\nhi\n```\n```rust\nx\n```\n", 1)
            .unwrap();
        assert!(s[0].html.contains("<b>HI</b>"));
        assert!(s[0]
            .html
            .contains("<code class=\"language-rust\">x\n</code>"));
        let e = md(&q)
            .sections("## @a\n\n```shout\n\n```\n", 1)
            .unwrap_err();
        assert_eq!(e[0].at, LineColumn::new(4, 1));
    }

    #[test]
    fn a_block_problem_is_shown_at_its_column_even_in_an_indented_fence() {
        let q = hungarian();
        let e = md(&q)
            .sections(
                "## @a

```at
first
  two !
```
",
                1,
            )
            .unwrap_err();
        assert_eq!(e[0].at, LineColumn::new(5, 7));
        // Inside a list item the fence and its body are indented; the column counts the indent.
        let e = md(&q)
            .sections(
                "## @a

- item

    ```at
    first
      two !
    ```
",
                1,
            )
            .unwrap_err();
        assert_eq!(e[0].at, LineColumn::new(7, 11));
    }
}
