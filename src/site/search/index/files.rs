//! The files of a bundle besides the index's own: the entry file that names a language's meta
//! file, and Pagefind's search code (`pagefind.js`, its worker, the WebAssembly that stems a
//! query), taken from the `pagefind` crate so that they are the version the index is written for.

use std::cell::RefCell;
use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, LazyLock, Mutex};

use pagefind::api::PagefindIndex;
use pagefind::options::PagefindServiceConfig;
use serde::Serialize;
use zlib_rs::{Deflate, DeflateConfig, DeflateFlush, Status};

use crate::site::sync::Recover;

/// The gzip level of the index's files. Level 6 gives files 2.5 % larger than Pagefind's level
/// 9 in well under half its time; level 1 (zlib-rs's quick strategy) made the real site's index
/// files 38 % larger, which a reader downloads (docs/performance.md).
const LEVEL: i32 = 6;

/// What every compressed file of an index starts with once decompressed: the browser checks
/// for it to tell a file it must decompress from one the server already did.
const SIGNATURE: &[u8] = b"pagefind_dcd";

/// A file of the index as the browser loads it: gzipped, after the signature. Each thread keeps
/// its compressor from file to file: setting one up (its window and hash tables) cost as much
/// as compressing a page's fragment.
pub(super) fn compress(bytes: &[u8]) -> Vec<u8> {
    GZIP.with_borrow_mut(|stream| {
        let stream = match stream {
            Some(stream) => {
                stream.reset();
                stream
            }
            None => stream.insert(Deflate::new_with_config(DeflateConfig {
                level: LEVEL,
                // 16 + 15: a gzip header and trailer around a 32 KB window.
                window_bits: 31,
                ..DeflateConfig::default()
            })),
        };
        let mut out = vec![0; bytes.len() / 2 + 64];
        let mut written = deflated(stream, SIGNATURE, &mut out, 0, DeflateFlush::NoFlush);
        written = deflated(stream, bytes, &mut out, written, DeflateFlush::Finish);
        out.truncate(written);
        out
    })
}

thread_local! {
    static GZIP: RefCell<Option<Deflate>> = const { RefCell::new(None) };
}

/// Feeds `input` to the stream, its output appended to `out` from `written` on (the buffer
/// grows as needed); how far `out` is written now.
fn deflated(
    stream: &mut Deflate,
    input: &[u8],
    out: &mut Vec<u8>,
    mut written: usize,
    flush: DeflateFlush,
) -> usize {
    let mut read = 0;
    loop {
        let (was_in, was_out) = (stream.total_in(), stream.total_out());
        // Compressing into memory fails only on a misused stream, which this is not.
        let status = stream.compress(&input[read..], &mut out[written..], flush);
        read += (stream.total_in() - was_in) as usize;
        written += (stream.total_out() - was_out) as usize;
        let stuck =
            status.is_err() || matches!(status, Ok(Status::BufError)) && written < out.len();
        let done = match flush {
            DeflateFlush::Finish => matches!(status, Ok(Status::StreamEnd)),
            _ => read == input.len() && written < out.len(),
        };
        if done || stuck {
            return written;
        }
        if written == out.len() {
            out.resize(out.len() * 2 + 64, 0);
        }
    }
}

/// Pagefind's own files for an index in one language, and what its entry file says besides
/// the index's meta file.
pub(super) struct Assets {
    version: String,
    include_characters: Vec<char>,
    wasm: Option<String>,
    /// Bundle-relative names and bytes.
    pub(super) files: Vec<(String, Vec<u8>)>,
}

/// Pagefind's ready-made interfaces, which the site does not use (`static/js/search.js` is its
/// own), and its playground.
pub(crate) const UNUSED: &[&str] = &[
    "pagefind-ui.js",
    "pagefind-ui.css",
    "pagefind-modular-ui.js",
    "pagefind-modular-ui.css",
    "pagefind-component-ui.js",
    "pagefind-component-ui.css",
    "pagefind-highlight.js",
];

/// Pagefind's search code for languages it cannot stem (Chinese, Japanese, Frisian).
pub(crate) const UNSTEMMED: &str = "wasm.unknown.pagefind";

/// The assets of each language once made.
static ASSETS: LazyLock<Mutex<HashMap<String, Arc<Assets>>>> = LazyLock::new(Default::default);

/// Pagefind's files for a language (lower-case tag), made once per run from a one-word index.
pub(super) fn assets(language: &str) -> Result<Arc<Assets>, String> {
    if let Some(found) = ASSETS.lock().recover().get(language) {
        return Ok(Arc::clone(found));
    }
    let made = Arc::new(made_assets(language)?);
    ASSETS
        .lock()
        .recover()
        .insert(language.to_string(), Arc::clone(&made));
    Ok(made)
}

#[derive(serde::Deserialize)]
struct EntryRead {
    version: String,
    languages: BTreeMap<String, EntryLanguageRead>,
    include_characters: Vec<char>,
}

#[derive(serde::Deserialize)]
struct EntryLanguageRead {
    wasm: Option<String>,
}

fn made_assets(language: &str) -> Result<Assets, String> {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .map_err(|e| e.to_string())?;
    let page = format!("<html lang=\"{language}\"><body data-pagefind-body><p>a</p></body></html>");
    let files = runtime
        .block_on(async {
            let options = PagefindServiceConfig::builder().build();
            let mut index = PagefindIndex::new(Some(options))?;
            index.add_html_file(None, Some("/".into()), page).await?;
            index.get_files().await
        })
        .map_err(|e| e.to_string())?;
    let mut entry = None;
    let mut kept = Vec::new();
    for file in files {
        let name = file.filename.to_string_lossy().replace('\\', "/");
        if name == "pagefind-entry.json" {
            entry = Some(
                serde_json::from_slice::<EntryRead>(&file.contents).map_err(|e| e.to_string())?,
            );
        } else if !name.ends_with(".pf_meta")
            && !name.ends_with(".pf_index")
            && !name.ends_with(".pf_fragment")
            && !name.ends_with(".pf_filter")
            && !UNUSED.contains(&name.as_str())
        {
            kept.push((name, file.contents));
        }
    }
    let entry = entry.ok_or("Pagefind wrote no entry file")?;
    // The stemming-free search code is needed only where the language has no stemmer of its own.
    let stems = kept
        .iter()
        .any(|(name, _)| name.starts_with("wasm.") && name != UNSTEMMED);
    kept.retain(|(name, _)| !(stems && name == UNSTEMMED));
    Ok(Assets {
        wasm: entry.languages.get(language).and_then(|l| l.wasm.clone()),
        version: entry.version,
        include_characters: entry.include_characters,
        files: kept,
    })
}

#[derive(Serialize)]
struct Entry<'a> {
    version: &'a str,
    languages: BTreeMap<&'a str, EntryLanguage<'a>>,
    include_characters: &'a [char],
}

#[derive(Serialize)]
struct EntryLanguage<'a> {
    hash: &'a str,
    wasm: Option<&'a str>,
    page_count: usize,
}

impl Assets {
    /// The version of the index format, which its meta file states.
    pub(super) fn version(&self) -> &str {
        &self.version
    }

    /// The entry file of a one-language bundle.
    pub(super) fn entry(&self, language: &str, meta_hash: &str, page_count: usize) -> Vec<u8> {
        let entry = Entry {
            version: &self.version,
            languages: BTreeMap::from([(
                language,
                EntryLanguage {
                    hash: meta_hash,
                    wasm: self.wasm.as_deref(),
                    page_count,
                },
            )]),
            include_characters: &self.include_characters,
        };
        serde_json::to_vec(&entry).unwrap_or_default()
    }
}
