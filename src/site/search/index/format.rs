//! The CBOR records of Pagefind 1.6's index files, as its search code in the browser decodes
//! them (field numbers and order are the format).

use minicbor::Encode;

/// A chunk of the word index: `index/<hash>.pf_index`.
#[derive(Encode)]
pub(super) struct WordIndex {
    #[n(0)]
    pub(super) words: Vec<PackedWord>,
}

/// A word and every page it is on.
#[derive(Encode)]
pub(super) struct PackedWord {
    #[n(0)]
    pub(super) word: String,
    #[n(1)]
    pub(super) pages: Vec<PackedPage>,
    #[n(2)]
    pub(super) additional_variants: Vec<PackedVariant>,
}

/// A form of a word with diacritics ("café" of "cafe") and the pages it is on.
#[derive(Encode)]
pub(super) struct PackedVariant {
    #[n(0)]
    pub(super) form: String,
    #[n(1)]
    pub(super) pages: Vec<PackedPage>,
}

/// Where a word is on a page (the page's number as a difference from the previous one's).
#[derive(Encode)]
pub(super) struct PackedPage {
    #[n(0)]
    pub(super) page_number: usize,
    #[n(1)]
    pub(super) locs: Vec<i32>,
    #[n(2)]
    pub(super) meta_locs: Vec<i32>,
}

/// What the browser loads first: `pagefind.<hash>.pf_meta`.
#[derive(Encode)]
pub(super) struct MetaIndex {
    #[n(0)]
    pub(super) version: String,
    #[n(1)]
    pub(super) pages: Vec<MetaPage>,
    #[n(2)]
    pub(super) index_chunks: Vec<MetaChunk>,
    #[n(3)]
    pub(super) filters: Vec<MetaFilter>,
    #[n(4)]
    pub(super) sorts: Vec<MetaSort>,
    #[n(5)]
    pub(super) meta_fields: Vec<String>,
}

/// The chunk to load for words that sort between `from` and `to`.
#[derive(Encode, Debug, PartialEq)]
pub(super) struct MetaChunk {
    #[n(0)]
    pub(super) from: String,
    #[n(1)]
    pub(super) to: String,
    #[n(2)]
    pub(super) hash: String,
}

/// A page: its fragment's hash and its number of words.
#[derive(Encode)]
pub(super) struct MetaPage {
    #[n(0)]
    pub(super) hash: String,
    #[n(1)]
    pub(super) word_count: u32,
    #[n(2)]
    pub(super) group_hash: String,
}

/// A filter's index file (the site has none).
#[derive(Encode)]
pub(super) struct MetaFilter {
    #[n(0)]
    pub(super) filter: String,
    #[n(1)]
    pub(super) hash: String,
}

/// A sort order (the site has none).
#[derive(Encode)]
pub(super) struct MetaSort {
    #[n(0)]
    pub(super) sort: String,
    #[n(1)]
    pub(super) pages: Vec<usize>,
}
