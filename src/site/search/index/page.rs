//! One page read for the index, as soon as it is rendered: its words packed as the index stores
//! them (positions and weights per word, the forms with diacritics apart) and its fragment (the
//! excerpt text, anchors and metadata the browser loads for a result) already compressed, so that
//! no copy of the page waits for the rest of the site.

use std::collections::BTreeMap;

use rustc_hash::FxHashMap;

use serde::Serialize;
use sha1::{Digest as _, Sha1};

use super::files::compress;
use super::text::without_markers;
use super::words::{self, Anchor, Digest, MetaPlace, Place};

/// A page's places of one indexed word: the word's own, and those of each form with
/// diacritics, in the order the index lists them.
pub(super) struct PageWord {
    pub(super) word: String,
    /// Positions (weights inline) in the text and in the metadata, if the word itself occurs.
    pub(super) own: Option<Locations>,
    pub(super) variants: Vec<(String, Locations)>,
}

/// Where a word occurs on a page, packed as the index stores it.
#[derive(Default)]
pub(super) struct Locations {
    pub(super) text: Vec<i32>,
    pub(super) meta: Vec<i32>,
}

/// A page as the index keeps it.
pub(crate) struct ReadPage {
    pub(super) url: String,
    /// The language of the index the page belongs to (its `lang`, lower-cased).
    pub(super) language: String,
    /// The page's metadata fields, sorted: the numbers its words' metadata places use.
    pub(super) fields: Vec<String>,
    pub(super) words: Vec<PageWord>,
    pub(super) word_count: usize,
    /// The SHA-1 of the fragment, which names its file.
    pub(super) fragment_hash: String,
    /// The fragment file's bytes.
    pub(super) fragment: Vec<u8>,
}

impl ReadPage {
    /// The language of the index the page belongs to.
    pub(crate) fn language(&self) -> &str {
        &self.language
    }
}

/// What a result shows of a page (Pagefind's fragment).
#[derive(Serialize)]
struct Fragment<'a> {
    url: &'a str,
    content: &'a str,
    word_count: usize,
    filters: BTreeMap<String, Vec<String>>,
    meta: &'a BTreeMap<String, String>,
    anchors: &'a [Anchor],
}

/// Why a page could not be read for the index.
#[derive(Debug)]
pub(crate) struct UnreadPage {
    pub(crate) url: String,
    pub(crate) reason: String,
}

/// Reads a page at `url`; `None` if it gives the index nothing (no marked element, no words).
pub(super) fn read(url: String, html: &str) -> Result<Option<ReadPage>, UnreadPage> {
    let mut parsed = match super::parse::read(html) {
        Ok(parsed) => parsed,
        Err(reason) => return Err(UnreadPage { url, reason }),
    };
    if !parsed.has_custom_body {
        return Ok(None);
    }
    for value in parsed.meta.values_mut() {
        if value.contains("___PAGEFIND_") {
            *value = without_markers(value);
        }
    }
    let words = words::read(&Digest {
        text: &parsed.digest,
        language: &parsed.language,
        anchor_content: &parsed.anchor_content,
        anchor_titles: &parsed.anchor_titles,
    });
    if words.places.is_empty() {
        return Ok(None);
    }
    let meta_places = words::meta_words(&parsed.meta, &parsed.language);
    let fragment = Fragment {
        url: &url,
        content: &words.content,
        word_count: words.word_count,
        filters: BTreeMap::new(),
        meta: &parsed.meta,
        anchors: &words.anchors,
    };
    let json = serde_json::to_string(&fragment).map_err(|e| UnreadPage {
        url: url.clone(),
        reason: e.to_string(),
    })?;
    Ok(Some(ReadPage {
        fragment_hash: full_hash(json.as_bytes()),
        fragment: compress(json.as_bytes()),
        fields: parsed.meta.keys().cloned().collect(),
        words: pack(words.places, meta_places),
        word_count: words.word_count,
        language: parsed.language,
        url,
    }))
}

/// The hexadecimal SHA-1 of `bytes` as Pagefind writes it in file names: each byte without a
/// leading zero.
pub(super) fn full_hash(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    let mut out = String::with_capacity(40);
    for b in Sha1::digest(bytes) {
        let _ = write!(out, "{b:x}");
    }
    out
}

/// The page's words with their places packed, the forms with diacritics apart.
fn pack(
    places: FxHashMap<String, Vec<Place>>,
    meta_places: FxHashMap<String, Vec<MetaPlace>>,
) -> Vec<PageWord> {
    let mut words: FxHashMap<String, PageWord> =
        FxHashMap::with_capacity_and_hasher(places.len(), Default::default());
    for (word, places) in places {
        let (own, variants) = by_form(places, |p| p.original.as_ref());
        let entry = PageWord {
            word: word.clone(),
            own: (!own.is_empty()).then(|| Locations {
                text: text_locations(own),
                meta: Vec::new(),
            }),
            variants: variants
                .into_iter()
                .map(|(form, places)| {
                    let text = text_locations(places);
                    (
                        form,
                        Locations {
                            text,
                            meta: Vec::new(),
                        },
                    )
                })
                .collect(),
        };
        words.insert(word, entry);
    }
    for (word, places) in meta_places {
        let (own, variants) = by_form(places, |p| p.original.as_ref());
        let entry = words.entry(word.clone()).or_insert_with(|| PageWord {
            word,
            own: None,
            variants: Vec::new(),
        });
        if !own.is_empty() {
            entry.own.get_or_insert_with(Locations::default).meta = meta_locations(own);
        }
        for (form, places) in variants {
            let meta = meta_locations(places);
            match entry.variants.iter_mut().find(|(f, _)| *f == form) {
                Some((_, locations)) => locations.meta = meta,
                None => entry.variants.push((
                    form,
                    Locations {
                        text: Vec::new(),
                        meta,
                    },
                )),
            }
        }
    }
    words.into_values().collect()
}

/// A word's places split into those of the word itself and those of each form with
/// diacritics, forms in order.
fn by_form<P>(
    places: Vec<P>,
    original: impl Fn(&P) -> Option<&String>,
) -> (Vec<P>, BTreeMap<String, Vec<P>>) {
    let mut own = Vec::new();
    let mut variants: BTreeMap<String, Vec<P>> = BTreeMap::new();
    for place in places {
        match original(&place).cloned() {
            Some(form) => variants.entry(form).or_default().push(place),
            None => own.push(place),
        }
    }
    (own, variants)
}

/// The weight of a word of plain text as the browser's index reads it: the first run of
/// positions is read with this weight, without a marker.
const FIRST_WEIGHT: u8 = 25;

/// Positions in the text, each weight's run after a marker (the weight, negated and less one,
/// then the absolute position), positions within a run as differences.
fn text_locations(mut places: Vec<Place>) -> Vec<i32> {
    places.sort_by_key(|p| {
        let weight = if p.weight == FIRST_WEIGHT {
            0
        } else {
            p.weight
        };
        (weight, p.position)
    });
    let mut current = FIRST_WEIGHT;
    let mut last = 0;
    let mut out = Vec::with_capacity(places.len());
    for Place {
        position, weight, ..
    } in places
    {
        if weight == current {
            out.push((position - last) as i32);
        } else {
            out.push(-i32::from(weight) - 1);
            out.push(position as i32);
            current = weight;
        }
        last = position;
    }
    out
}

/// Positions in the metadata: each field's run after a marker (the field's number, negated and
/// less one), positions within a field as differences.
fn meta_locations(mut places: Vec<MetaPlace>) -> Vec<i32> {
    places.sort_by_key(|p| (p.field, p.position));
    let mut current = None;
    let mut last = 0;
    let mut out = Vec::with_capacity(places.len() + 2);
    for MetaPlace {
        field, position, ..
    } in places
    {
        if current != Some(field) {
            out.push(-i32::from(field) - 1);
            current = Some(field);
            last = 0;
        }
        out.push((position - last) as i32);
        last = position;
    }
    out
}
