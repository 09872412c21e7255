//! Reading a page's HTML for the index as Pagefind 1.6 reads it (`digest.rs`): the text of the
//! element marked `data-pagefind-body` with markers for anchors and weights, the text of each
//! anchor, the page's metadata and its language. What a page's excerpt and sub-results show is
//! this text.
//!
//! Pagefind reads pages with `lol_html`, a streaming rewriter that does far more than the index
//! needs. Here a tokenizer made for the job (`tokens.rs`) splits the page as `lol_html` does
//! and keeps its open elements as `lol_html` does (`elements.rs`); a page with an element whose
//! reading it does not follow (`<svg>`, `<math>`, `<script>`, `<plaintext>`: the index's copy
//! of a site page has none) is read by `lol_html` itself (`rewriter.rs`). Tests compare the
//! two on edge cases and on random pages.

mod digest;
mod elements;
mod rewriter;
#[cfg(test)]
mod tests;
mod tokens;

use std::collections::BTreeMap;

/// What the index reads of a page.
#[derive(Debug, PartialEq)]
pub(super) struct DomParserResult {
    /// The text, with markers for anchors and weights.
    pub(super) digest: String,
    pub(super) meta: BTreeMap<String, String>,
    /// The text of each anchor (`counter:id`).
    pub(super) anchor_content: BTreeMap<String, String>,
    pub(super) anchor_titles: BTreeMap<String, String>,
    /// Whether the page has an element marked `data-pagefind-body`.
    pub(super) has_custom_body: bool,
    pub(super) language: String,
}

/// Reads a page's HTML; the error is `lol_html`'s, for a page it reads.
pub(super) fn read(html: &str) -> Result<DomParserResult, String> {
    let mut elements = elements::Elements::new();
    match tokens::tokenize(html, &mut elements) {
        Ok(()) => Ok(elements.reader.finish()),
        Err(tokens::Unsupported) => with_lol_html(html),
    }
}

/// Whether the tokenizer reads the page (rather than leaving it to `lol_html`).
#[cfg(test)]
pub(crate) fn tokenizer_reads(html: &str) -> bool {
    tokens::tokenize(html, &mut elements::Elements::new()).is_ok()
}

/// Reads a page's HTML with `lol_html`, as Pagefind does.
fn with_lol_html(html: &str) -> Result<DomParserResult, String> {
    rewriter::read(html)
        .map(digest::Reader::finish)
        .map_err(|e| e.to_string())
}
