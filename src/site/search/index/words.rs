//! A page's text as the index holds it: from the digest the parser made (text with markers for
//! anchors and weights), the excerpt text, each indexed word's positions and weights, and the
//! anchors of its headings. This follows Pagefind 1.6's reading of a digest (MIT) step for step:
//! a word's position and weight decide ranking and excerpts in the browser.

use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::rc::Rc;

use pagefind_stem::{Algorithm, Stemmer};
use rustc_hash::FxHashMap;

use super::clusters::{cluster_starts, clusters};
use super::split::{
    get_dotted_tails, get_indexable_bigrams, get_indexable_cross_bigram, get_indexable_words,
    IndexableWord,
};
use super::text::normalize_content;

/// Characters that count as part of a word (Unicode's connector punctuation), as Pagefind's
/// default `include_characters`.
pub(crate) const WORD_SYMBOLS: [char; 10] =
    ['_', '‿', '⁀', '⁔', '︳', '︴', '﹍', '﹎', '﹏', '＿'];

/// One place of an indexed word on a page.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Place {
    pub(super) position: u32,
    pub(super) weight: u8,
    /// The word as written, where folding its diacritics changed it.
    pub(super) original: Option<String>,
}

/// One place of an indexed word in a page's metadata.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct MetaPlace {
    pub(super) field: u16,
    pub(super) position: u32,
    pub(super) original: Option<String>,
}

/// A heading (or other element with an id) that a sub-result can link to.
#[derive(serde::Serialize, Debug, Clone)]
pub(super) struct Anchor {
    pub(super) element: String,
    pub(super) id: String,
    pub(super) text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) title: Option<String>,
    pub(super) location: u32,
}

/// What the index keeps of a page's text.
pub(super) struct Words {
    pub(super) content: String,
    pub(super) places: FxHashMap<String, Vec<Place>>,
    pub(super) anchors: Vec<Anchor>,
    pub(super) word_count: usize,
}

/// The text the parser found, with markers.
pub(super) struct Digest<'a> {
    pub(super) text: &'a str,
    pub(super) language: &'a str,
    pub(super) anchor_content: &'a BTreeMap<String, String>,
    pub(super) anchor_titles: &'a BTreeMap<String, String>,
}

/// Whether the language's text is split into words with a dictionary.
fn is_segmented(language: &str) -> bool {
    matches!(language.split('-').next(), Some("zh" | "ja" | "th"))
}

/// Splits a run of text into words, as ICU4X's dictionary segmenter does (and the browser's
/// `Intl.Segmenter` with it), without breaks inside a grapheme cluster.
fn segment_words(input: &str) -> impl Iterator<Item = &str> {
    let segmenter = icu_segmenter::WordSegmenter::new_dictionary(Default::default());
    let mut grapheme_starts = cluster_starts(input).peekable();
    let mut start = 0;
    segmenter
        .segment_str(input)
        .skip(1)
        .filter(move |&end| {
            while grapheme_starts.next_if(|&g| g < end).is_some() {}
            end == input.len() || grapheme_starts.peek() == Some(&end)
        })
        .map(move |end| {
            let word = &input[start..end];
            start = end;
            word
        })
}

/// A language's stemmer and the words already split and stemmed, kept per thread: a site's
/// pages repeat the same few thousand words, each stemmed once instead of at every use.
struct WordCache {
    stemmer: Option<Stemmer>,
    words: FxHashMap<String, Rc<[IndexableWord]>>,
    /// A segmented language's segments: their words, then the pairs of characters inside them.
    segments: FxHashMap<String, Rc<[IndexableWord]>>,
}

thread_local! {
    static CACHES: RefCell<HashMap<String, WordCache>> = RefCell::new(HashMap::new());
}

impl WordCache {
    fn new(language: &str) -> WordCache {
        WordCache {
            stemmer: stemmer(language),
            words: FxHashMap::default(),
            segments: FxHashMap::default(),
        }
    }

    /// The words to index for a word of the text (its dotted tails included).
    fn indexable(&mut self, word: &str) -> Rc<[IndexableWord]> {
        if let Some(found) = self.words.get(word) {
            return Rc::clone(found);
        }
        let stemmer = self.stemmer.as_ref();
        let mut words = get_indexable_words(word, stemmer, &WORD_SYMBOLS);
        let tails = get_dotted_tails(word, stemmer, &WORD_SYMBOLS, &words);
        words.extend(tails);
        let words: Rc<[IndexableWord]> = words.into();
        self.words.insert(word.to_string(), Rc::clone(&words));
        words
    }

    /// The words to index for a segment of a segmented language's text: its words, then the
    /// pairs of characters inside it that they do not already index.
    fn segment(&mut self, segment: &str) -> Rc<[IndexableWord]> {
        if let Some(found) = self.segments.get(segment) {
            return Rc::clone(found);
        }
        let words = self.indexable(segment);
        let bigrams = get_indexable_bigrams(segment, self.stemmer.as_ref(), &words);
        let words: Rc<[IndexableWord]> = words.iter().cloned().chain(bigrams).collect();
        self.segments.insert(segment.to_string(), Rc::clone(&words));
        words
    }
}

/// Runs `f` with the calling thread's cache for `language`.
fn with_cache<T>(language: &str, f: impl FnOnce(&mut WordCache) -> T) -> T {
    CACHES.with(|caches| {
        let mut caches = caches.borrow_mut();
        if !caches.contains_key(language) {
            caches.insert(language.to_string(), WordCache::new(language));
        }
        match caches.get_mut(language) {
            Some(cache) => f(cache),
            None => f(&mut WordCache::new(language)),
        }
    })
}

/// The weight of a word outside any weighted element, as the index stores it.
const PLAIN_WEIGHT: u8 = 24;
const WEIGHT_MAX: f32 = 10.0;

/// A marker of the digest, where a word starts with `___`.
enum Marker<'a> {
    Anchor(&'a str),
    Weight(&'a str),
    AutoWeight(&'a str),
    EndWeight,
}

fn marker(word: &str) -> Option<Marker<'_>> {
    if !word.starts_with('_') {
        return None;
    }
    if let Some(rest) = word.strip_prefix("___PAGEFIND_ANCHOR___") {
        return Some(Marker::Anchor(rest));
    }
    if let Some(rest) = word.strip_prefix("___PAGEFIND_WEIGHT___") {
        return Some(Marker::Weight(rest));
    }
    if let Some(rest) = word.strip_prefix("___PAGEFIND_AUTO_WEIGHT___") {
        return Some(Marker::AutoWeight(rest));
    }
    word.starts_with("___END_PAGEFIND_WEIGHT___")
        .then_some(Marker::EndWeight)
}

/// Whether a word holds a zero-width space, looking for its first byte first: most words have
/// no byte of that value, and a byte search is far quicker than a character search.
fn has_zero_width_space(word: &str) -> bool {
    memchr::memchr(0xE2, word.as_bytes()).is_some() && word.contains('\u{200B}')
}

/// Reads a digest into the page's words.
pub(super) fn read(digest: &Digest<'_>) -> Words {
    with_cache(digest.language, |cache| Reader::new(digest, cache).read())
}

struct Reader<'d, 'c> {
    digest: &'d Digest<'d>,
    cache: &'c mut WordCache,
    segmented: bool,
    words: Words,
    total: usize,
    max: usize,
    weights: Vec<u8>,
}

impl<'d, 'c> Reader<'d, 'c> {
    fn new(digest: &'d Digest<'d>, cache: &'c mut WordCache) -> Self {
        Reader {
            digest,
            segmented: is_segmented(digest.language),
            cache,
            words: Words {
                content: String::with_capacity(digest.text.len()),
                places: FxHashMap::default(),
                anchors: Vec::new(),
                word_count: 0,
            },
            total: 0,
            max: 0,
            weights: vec![PLAIN_WEIGHT],
        }
    }

    fn read(mut self) -> Words {
        let text = self.digest.text;
        for chunk in text.split_whitespace() {
            if chunk.starts_with("___") || !self.segmented {
                self.word(chunk, true, None, false);
                continue;
            }
            // The pairs of characters spanning two segments of one run are indexed too.
            let mut segments = segment_words(chunk).peekable();
            let mut previous: Option<&str> = None;
            while let Some(segment) = segments.next() {
                self.word(segment, segments.peek().is_none(), previous, true);
                previous = clusters(segment).next_back();
            }
        }
        let content = &mut self.words.content;
        if content.ends_with('\u{200B}') {
            content.pop();
        }
        if content.ends_with(' ') {
            content.pop();
        }
        self.words.word_count = self.max + 1;
        self.words
    }

    fn weight(value: &str) -> u8 {
        let weight = value.parse::<f32>().unwrap_or(1.0);
        if weight <= 0.0 {
            0
        } else {
            ((weight.clamp(0.0, WEIGHT_MAX) * f32::from(PLAIN_WEIGHT)) as u8).max(1)
        }
    }

    fn mark(&mut self, marker: Marker<'_>) {
        match marker {
            Marker::Anchor(rest) => self.anchor(rest),
            Marker::Weight(value) => self.weights.push(Self::weight(value)),
            // An automatic weight (a heading's) applies only outside explicitly weighted
            // elements, which pass their own weight on.
            Marker::AutoWeight(value) => {
                let weight = if self.weights.len() == 1 {
                    let value = value.parse::<f32>().unwrap_or(1.0);
                    (value.clamp(0.0, WEIGHT_MAX) * f32::from(PLAIN_WEIGHT)) as u8
                } else {
                    self.weights.last().copied().unwrap_or_default()
                };
                self.weights.push(weight);
            }
            Marker::EndWeight => {
                self.weights.pop();
            }
        }
    }

    fn anchor(&mut self, rest: &str) {
        let Some((element, anchor_id)) = rest.split_once(':') else {
            return;
        };
        let text = self
            .digest
            .anchor_content
            .get(anchor_id)
            .map(|t| normalize_content(t))
            .unwrap_or_default();
        if let Some((_, id)) = anchor_id.split_once(':') {
            self.words.anchors.push(Anchor {
                element: element.to_string(),
                id: id.to_string(),
                text: normalize_content(&text),
                location: self.total as u32,
                title: self.digest.anchor_titles.get(anchor_id).cloned(),
            });
        }
    }

    fn word(&mut self, word: &str, space_after: bool, previous: Option<&str>, segmented: bool) {
        if let Some(marker) = marker(word) {
            self.mark(marker);
            return;
        }
        // Zero-width spaces mark word boundaries in some languages; they are not indexed.
        let base: Cow<'_, str> = if has_zero_width_space(word) {
            Cow::Owned(word.replace('\u{200B}', ""))
        } else {
            Cow::Borrowed(word)
        };
        if base.is_empty() {
            return;
        }
        let content = &mut self.words.content;
        content.push_str(&base);
        if space_after {
            content.push(' ');
        }
        if self.segmented {
            content.push('\u{200B}');
        }
        let weight = self.weights.last().copied().unwrap_or(1);
        let (indexable, cross) = if segmented {
            let indexable = self.cache.segment(&base);
            let stemmer = self.cache.stemmer.as_ref();
            let cross = get_indexable_cross_bigram(&base, previous, stemmer, &indexable);
            (indexable, cross)
        } else {
            (self.cache.indexable(&base), None)
        };
        let compounds =
            indexable.iter().filter(|w| w.is_compound_part).count() + usize::from(cross.is_some());
        let partial = if compounds > 0 && weight > 0 {
            (weight / u8::try_from(compounds).unwrap_or(u8::MAX)).max(1)
        } else {
            0
        };
        let position = self.total as u32;
        let places = &mut self.words.places;
        for indexable in indexable.iter() {
            let place = Place {
                position,
                weight: if indexable.is_compound_part {
                    partial
                } else {
                    weight
                },
                original: indexable.original.clone(),
            };
            match places.get_mut(&indexable.stemmed) {
                Some(found) => found.push(place),
                None => {
                    places.insert(indexable.stemmed.clone(), vec![place]);
                }
            }
        }
        // The pair spanning two segments belongs to the segment it starts in.
        if let (Some(indexable), Some(before)) = (cross, self.total.checked_sub(1)) {
            let place = Place {
                position: before as u32,
                weight: partial,
                original: indexable.original,
            };
            let found = places.entry(indexable.stemmed).or_default();
            if !found.iter().any(|p| p.position == place.position) {
                found.push(place);
            }
        }
        self.max = self.total;
        self.total += 1;
    }
}

/// The words of the page's metadata fields (in `fields` order), each field's words numbered
/// from 0.
pub(super) fn meta_words(
    meta: &BTreeMap<String, String>,
    language: &str,
) -> FxHashMap<String, Vec<MetaPlace>> {
    let mut places: FxHashMap<String, Vec<MetaPlace>> = FxHashMap::default();
    with_cache(language, |cache| {
        for (field, value) in meta.values().enumerate() {
            for (position, word) in value.split_whitespace().enumerate() {
                let stemmer = cache.stemmer.as_ref();
                for indexable in get_indexable_words(word, stemmer, &WORD_SYMBOLS) {
                    places
                        .entry(indexable.stemmed)
                        .or_default()
                        .push(MetaPlace {
                            field: field as u16,
                            position: position as u32,
                            original: indexable.original,
                        });
                }
            }
        }
    });
    places
}

/// The Snowball stemmer of a language Pagefind stems, by its primary subtag.
fn stemmer(language: &str) -> Option<Stemmer> {
    let algorithm = match language.split('-').next().unwrap_or_default() {
        "ar" => Algorithm::Arabic,
        "hy" => Algorithm::Armenian,
        "eu" => Algorithm::Basque,
        "ca" => Algorithm::Catalan,
        "da" => Algorithm::Danish,
        "nl" => Algorithm::Dutch,
        "en" => Algorithm::English,
        "eo" => Algorithm::Esperanto,
        "et" => Algorithm::Estonian,
        "fi" => Algorithm::Finnish,
        "fr" => Algorithm::French,
        "de" => Algorithm::German,
        "el" => Algorithm::Greek,
        "hi" => Algorithm::Hindi,
        "hu" => Algorithm::Hungarian,
        "id" => Algorithm::Indonesian,
        "ga" => Algorithm::Irish,
        "it" => Algorithm::Italian,
        "lt" => Algorithm::Lithuanian,
        "nb" | "nn" | "no" => Algorithm::Norwegian,
        "ne" => Algorithm::Nepali,
        "pt" => Algorithm::Portuguese,
        "ro" => Algorithm::Romanian,
        "ru" => Algorithm::Russian,
        "sr" => Algorithm::Serbian,
        "pl" => Algorithm::Polish,
        "es" => Algorithm::Spanish,
        "sv" => Algorithm::Swedish,
        "ta" => Algorithm::Tamil,
        "tr" => Algorithm::Turkish,
        "yi" => Algorithm::Yiddish,
        _ => return None,
    };
    Some(Stemmer::create(algorithm))
}
