//! The search index, written by the site itself in the format of Pagefind 1.6, whose search
//! code (`pagefind.js` and its WebAssembly) the browser runs. Each page is read as soon as it
//! is rendered, on the thread that rendered it: its text and anchors parsed, its words split,
//! stemmed and packed, its fragment compressed. A language's files are written once all its
//! pages are in.
//!
//! Reading a page follows Pagefind's own indexer (MIT) step for step — its parser, word
//! splitting, stemmers and Chinese and Japanese segmentation — so that a query finds the same
//! pages, sub-results and excerpts; a test compares the files with Pagefind's for the same
//! pages. What differs is how the work is done: pages are read in parallel as they render, by a
//! tokenizer made for the job rather than `lol_html` (`parse/`), each distinct word is split and
//! stemmed once per thread, only packed words are kept, and
//! files are gzipped at level 6 rather than 9. The site uses no filters or sort orders, and the index
//! has none.

mod clusters;
mod files;
mod format;
mod language;
mod page;
mod parse;
mod split;
mod text;
mod words;

#[cfg(test)]
pub(crate) use files::{UNSTEMMED, UNUSED};
pub(crate) use language::LanguageIndex;
pub(crate) use page::UnreadPage;
#[cfg(test)]
pub(crate) use parse::tokenizer_reads;

/// Reads a page (its marked element's copy, at `url`) into its language's index; `None` if
/// it gives the index nothing.
pub(crate) fn read(url: String, html: &str) -> Result<Option<ReadPage>, UnreadPage> {
    page::read(url, html)
}

pub(crate) use page::ReadPage;
