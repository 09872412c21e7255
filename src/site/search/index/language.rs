//! One language's index, gathered page by page as the pages are read (from any thread, in any
//! order) and written out once all are in: pages numbered in URL order, each word's pages in
//! that order, the words sorted and cut into chunks, every file named by its content's hash —
//! what Pagefind 1.6 writes for the same pages (MIT).

use std::collections::HashMap;

use rayon::prelude::*;
use rustc_hash::FxHashMap;

use super::files::{assets, compress};
use super::format::{
    MetaChunk, MetaIndex, MetaPage, PackedPage, PackedVariant, PackedWord, WordIndex,
};
use super::page::{full_hash, Locations, ReadPage};

/// How many places (and pages) of words a chunk of the word index holds before the next one
/// starts (Pagefind's default).
const CHUNK_SIZE: usize = 20_000;

/// A page waiting for its number.
struct Page {
    url: String,
    fields: Vec<String>,
    word_count: usize,
    fragment_hash: String,
    fragment: Vec<u8>,
}

/// A word's places on every page read so far, packed flat: per page and form, the page's
/// arrival number, the form (0 for the word itself, else one more than its index in `forms`),
/// the length and the places in the text, the length and the places in the metadata. Each
/// number is a variable-length integer (`put`): they are held for every page until the index
/// is written, and most are differences under 64, a byte each instead of four.
#[derive(Default)]
struct Postings {
    forms: Vec<String>,
    flat: Vec<u8>,
}

/// A language's pages as read.
#[derive(Default)]
pub(crate) struct LanguageIndex {
    pages: Vec<Page>,
    words: FxHashMap<String, Postings>,
}

impl LanguageIndex {
    /// Adds a read page.
    pub(crate) fn add(&mut self, page: ReadPage) {
        let arrival = self.pages.len() as i32;
        for word in page.words {
            let postings = self.words.entry(word.word).or_default();
            if let Some(own) = &word.own {
                push(&mut postings.flat, arrival, 0, own);
            }
            for (form, locations) in &word.variants {
                let index = match postings.forms.iter().position(|f| f == form) {
                    Some(index) => index,
                    None => {
                        postings.forms.push(form.clone());
                        postings.forms.len() - 1
                    }
                };
                push(&mut postings.flat, arrival, index as i32 + 1, locations);
            }
        }
        self.pages.push(Page {
            url: page.url,
            fields: page.fields,
            word_count: page.word_count,
            fragment_hash: page.fragment_hash,
            fragment: page.fragment,
        });
    }

    /// The index's files, by bundle-relative name, for the language (lower-case tag).
    pub(crate) fn files(self, language: &str) -> Result<Vec<(String, Vec<u8>)>, String> {
        let assets = assets(language)?;
        let LanguageIndex { pages, words } = self;
        // Pages are numbered in URL order.
        let mut order: Vec<usize> = (0..pages.len()).collect();
        order.sort_by(|&a, &b| pages[a].url.cmp(&pages[b].url));
        let mut number = vec![0usize; pages.len()];
        for (n, &arrival) in order.iter().enumerate() {
            number[arrival] = n;
        }
        // Metadata fields are numbered in name order across the language.
        let mut fields: Vec<&str> = pages
            .iter()
            .flat_map(|p| p.fields.iter().map(String::as_str))
            .collect();
        fields.sort_unstable();
        fields.dedup();
        let field_numbers: Vec<Vec<i32>> = pages
            .iter()
            .map(|p| {
                p.fields
                    .iter()
                    .map(|f| fields.binary_search(&f.as_str()).unwrap_or_default() as i32)
                    .collect()
            })
            .collect();

        let mut files = Vec::new();
        let mut meta = MetaIndex {
            version: assets.version().to_string(),
            pages: Vec::with_capacity(pages.len()),
            index_chunks: Vec::new(),
            filters: Vec::new(),
            sorts: Vec::new(),
            meta_fields: fields.iter().map(|f| f.to_string()).collect(),
        };
        let mut taken: HashMap<String, usize> = HashMap::new();
        for &arrival in &order {
            let page = &pages[arrival];
            let hash = short_hash(language, &page.fragment_hash, &mut taken, arrival);
            meta.pages.push(MetaPage {
                hash: hash.clone(),
                word_count: page.word_count as u32,
                group_hash: String::new(),
            });
            files.push((format!("fragment/{hash}.pf_fragment"), Vec::new()));
        }

        let mut words: Vec<(String, Postings)> = words.into_iter().collect();
        words.sort_unstable_by(|a, b| a.0.cmp(&b.0));
        let packed: Vec<PackedWord> = words
            .into_par_iter()
            .map(|(word, postings)| unpack(word, postings, &number, &field_numbers))
            .collect();
        let chunks = chunks(packed);
        meta.index_chunks = chunk_bounds(&chunks);
        let encoded: Vec<(Vec<u8>, String)> = chunks
            .into_par_iter()
            .map(|chunk| {
                let bytes = minicbor::to_vec(WordIndex { words: chunk }).unwrap_or_default();
                let hash = full_hash(&bytes);
                (bytes, hash)
            })
            .collect();
        let mut chunk_names: HashMap<String, usize> = HashMap::new();
        let mut chunk_files = Vec::with_capacity(encoded.len());
        for (i, (bytes, hash)) in encoded.into_iter().enumerate() {
            let name = short_hash(language, &hash, &mut chunk_names, usize::MAX - i);
            meta.index_chunks[i].hash = name.clone();
            chunk_files.push((format!("index/{name}.pf_index"), bytes));
        }
        let page_count = meta.pages.len();
        let meta_bytes = minicbor::to_vec(&meta).unwrap_or_default();
        let meta_hash = full_hash(&meta_bytes);
        let meta_name = format!(
            "{language}_{}",
            meta_hash.get(..=language.len() + 7).unwrap_or(&meta_hash)
        );

        // Fragments were compressed as their pages were read; the rest is compressed here.
        for (file, &arrival) in files.iter_mut().zip(&order) {
            file.1 = pages[arrival].fragment.clone();
        }
        drop(pages);
        files.par_extend(
            chunk_files
                .into_par_iter()
                .map(|(name, bytes)| (name, compress(&bytes))),
        );
        files.push((
            format!("pagefind.{meta_name}.pf_meta"),
            compress(&meta_bytes),
        ));
        files.push((
            "pagefind-entry.json".to_string(),
            assets.entry(language, &meta_name, page_count),
        ));
        files.extend(assets.files.iter().cloned());
        Ok(files)
    }
}

/// Appends a page's places of a form to a word's flat postings.
fn push(flat: &mut Vec<u8>, arrival: i32, form: i32, locations: &Locations) {
    put(flat, arrival);
    put(flat, form);
    put(flat, locations.text.len() as i32);
    for &place in &locations.text {
        put(flat, place);
    }
    put(flat, locations.meta.len() as i32);
    for &place in &locations.meta {
        put(flat, place);
    }
}

/// Appends `value` zigzag-encoded (small negative numbers small too) as LEB128: seven bits a
/// byte, the high bit set on every byte but the last.
fn put(flat: &mut Vec<u8>, value: i32) {
    let mut v = ((value << 1) ^ (value >> 31)) as u32;
    while v >= 0x80 {
        flat.push(v as u8 | 0x80);
        v >>= 7;
    }
    flat.push(v as u8);
}

/// The next number `put` wrote, `rest` moved past it; `None` at the end.
fn take(rest: &mut &[u8]) -> Option<i32> {
    let mut v = 0u32;
    for shift in (0..35).step_by(7) {
        let (&byte, tail) = rest.split_first()?;
        *rest = tail;
        v |= u32::from(byte & 0x7f) << shift;
        if byte < 0x80 {
            return Some((v >> 1) as i32 ^ -((v & 1) as i32));
        }
    }
    None
}

/// The next `take`n count of numbers, then the numbers.
fn take_run(rest: &mut &[u8]) -> Option<Vec<i32>> {
    let len = take(rest)?.max(0) as usize;
    (0..len).map(|_| take(rest)).collect()
}

/// A word's postings as the index stores them: pages in number order, each page's number as a
/// difference from the one before, metadata fields renumbered for the language.
fn unpack(word: String, postings: Postings, number: &[usize], fields: &[Vec<i32>]) -> PackedWord {
    struct Entry {
        page: usize,
        form: usize,
        locs: Vec<i32>,
        meta_locs: Vec<i32>,
    }
    let mut entries = Vec::new();
    let mut rest = postings.flat.as_slice();
    while let Some(arrival) = take(&mut rest) {
        let (Some(form), Some(locs), Some(meta_locs)) =
            (take(&mut rest), take_run(&mut rest), take_run(&mut rest))
        else {
            break;
        };
        let arrival = arrival as usize;
        let page_fields = fields.get(arrival).map(Vec::as_slice).unwrap_or_default();
        entries.push(Entry {
            page: number.get(arrival).copied().unwrap_or_default(),
            form: form as usize,
            locs,
            meta_locs: renumbered(&meta_locs, page_fields),
        });
    }
    // Stable: a page's forms stay in the order the page listed them.
    entries.sort_by_key(|e| e.page);
    let mut packed = PackedWord {
        word,
        pages: Vec::new(),
        additional_variants: Vec::new(),
    };
    let mut variant_of_form: HashMap<usize, usize> = HashMap::new();
    for entry in entries {
        let page = PackedPage {
            page_number: entry.page,
            locs: entry.locs,
            meta_locs: entry.meta_locs,
        };
        if entry.form == 0 {
            packed.pages.push(page);
            continue;
        }
        let variant = *variant_of_form.entry(entry.form).or_insert_with(|| {
            let form = postings
                .forms
                .get(entry.form - 1)
                .cloned()
                .unwrap_or_default();
            packed.additional_variants.push(PackedVariant {
                form,
                pages: Vec::new(),
            });
            packed.additional_variants.len() - 1
        });
        packed.additional_variants[variant].pages.push(page);
    }
    packed
}

/// Metadata places with the page's field numbers replaced by the language's.
fn renumbered(meta_locs: &[i32], page_fields: &[i32]) -> Vec<i32> {
    meta_locs
        .iter()
        .map(|&v| {
            if v < 0 {
                let local = (-v - 1) as usize;
                -page_fields.get(local).copied().unwrap_or_default() - 1
            } else {
                v
            }
        })
        .collect()
}

/// The page numbers of each list of pages as differences from the one before.
fn delta_encoded(mut word: PackedWord) -> PackedWord {
    let delta = |pages: &mut Vec<PackedPage>| {
        let mut last = 0;
        for page in pages {
            let number = page.page_number;
            page.page_number = number - last;
            last = number;
        }
    };
    delta(&mut word.pages);
    for variant in &mut word.additional_variants {
        delta(&mut variant.pages);
    }
    word
}

/// The words (sorted) cut into chunks of about `CHUNK_SIZE` places, page numbers delta-encoded.
fn chunks(words: Vec<PackedWord>) -> Vec<Vec<PackedWord>> {
    let mut chunks = Vec::new();
    let mut chunk = Vec::new();
    let mut size = 0;
    for word in words {
        size += word
            .pages
            .iter()
            .chain(word.additional_variants.iter().flat_map(|v| &v.pages))
            .map(|p| p.locs.len() + p.meta_locs.len() + 1)
            .sum::<usize>()
            + word.additional_variants.len();
        chunk.push(delta_encoded(word));
        if size >= CHUNK_SIZE {
            chunks.push(std::mem::take(&mut chunk));
            size = 0;
        }
    }
    if !chunk.is_empty() {
        chunks.push(chunk);
    }
    chunks
}

/// Each chunk's first and last word, cut to the shortest prefixes that tell neighbours apart.
fn chunk_bounds(chunks: &[Vec<PackedWord>]) -> Vec<MetaChunk> {
    let mut bounds: Vec<MetaChunk> = chunks
        .iter()
        .map(|chunk| MetaChunk {
            from: chunk.first().map(|w| w.word.clone()).unwrap_or_default(),
            to: chunk.last().map(|w| w.word.clone()).unwrap_or_default(),
            hash: String::new(),
        })
        .collect();
    for i in 1..bounds.len() {
        let (before, after) = bounds.split_at_mut(i);
        let (previous, next) = (&mut before[i - 1], &mut after[0]);
        let common = next
            .from
            .chars()
            .zip(previous.to.chars())
            .take_while(|(a, b)| a == b)
            .count();
        let to: String = previous.to.chars().take(common + 1).collect();
        let from: String = next.from.chars().take(common + 1).collect();
        // A `to` cut shorter than the chunk's `from` would make an empty range.
        if to >= previous.from {
            previous.to = to;
        }
        next.from = from;
    }
    bounds
}

/// The name of a file from its content's hash: the language, then the hash's first seven
/// characters, or more where another file of the index already took those.
fn short_hash(
    language: &str,
    hash: &str,
    taken: &mut HashMap<String, usize>,
    owner: usize,
) -> String {
    let full = format!("{language}_{hash}");
    let mut end = language.len() + 8;
    loop {
        let name = full.get(..end.min(full.len())).unwrap_or(&full);
        match taken.get(name) {
            Some(&other) if other != owner && end < full.len() => end += 1,
            _ => {
                taken.insert(name.to_string(), owner);
                return name.to_string();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn word(word: &str) -> PackedWord {
        PackedWord {
            word: word.into(),
            pages: vec![PackedPage {
                page_number: 0,
                locs: vec![1, 2, 3],
                meta_locs: vec![],
            }],
            additional_variants: vec![],
        }
    }

    proptest::proptest! {
        #[test]
        fn flat_postings_give_back_the_numbers_put(values: Vec<i32>) {
            let mut flat = Vec::new();
            for &v in &values {
                put(&mut flat, v);
            }
            let mut rest = flat.as_slice();
            let back: Vec<i32> = std::iter::from_fn(|| take(&mut rest)).collect();
            proptest::prop_assert_eq!(back, values);
        }
    }

    #[test]
    fn small_places_take_a_byte() {
        let mut flat = Vec::new();
        for v in [0, 1, -1, 63, -64] {
            put(&mut flat, v);
        }
        assert_eq!(flat.len(), 5);
        put(&mut flat, 64);
        assert_eq!(flat.len(), 7);
    }

    #[test]
    fn chunk_bounds_are_the_shortest_prefixes_that_part_neighbours() {
        let chunks = vec![
            vec![word("apple")],
            vec![word("apricot"), word("banana")],
            vec![word("peach")],
        ];
        let bounds = chunk_bounds(&chunks);
        let pairs: Vec<(&str, &str)> = bounds
            .iter()
            .map(|b| (b.from.as_str(), b.to.as_str()))
            .collect();
        assert_eq!(pairs, [("apple", "apple"), ("apr", "b"), ("p", "peach")]);
    }
}
