//! The files of a bundle besides the index's own: the entry file that names a language's meta
//! file, and Pagefind's search code (`pagefind.js`, its worker, the WebAssembly that stems a
//! query), taken from the `pagefind` crate so that they are the version the index is written for.

use std::collections::{BTreeMap, HashMap};
use std::io::Write as _;
use std::sync::{Arc, LazyLock, Mutex};

use flate2::write::GzEncoder;
use flate2::Compression;
use pagefind::api::PagefindIndex;
use pagefind::options::PagefindServiceConfig;
use serde::Serialize;

use crate::site::sync::Recover;

/// The gzip level of the index's files. Level 6 gives files 2.5 % larger than Pagefind's level
/// 9 in well under half its time; level 1 (zlib-rs's quick strategy) made the real site's index
/// files 38 % larger, which a reader downloads (docs/performance.md).
const LEVEL: u32 = 6;

/// What every compressed file of an index starts with once decompressed: the browser checks
/// for it to tell a file it must decompress from one the server already did.
const SIGNATURE: &[u8] = b"pagefind_dcd";

/// A file of the index as the browser loads it: gzipped, after the signature.
pub(super) fn compress(bytes: &[u8]) -> Vec<u8> {
    let mut gz = GzEncoder::new(
        Vec::with_capacity(bytes.len() / 2 + 64),
        Compression::new(LEVEL),
    );
    // Writing into memory cannot fail.
    let _ = gz.write_all(SIGNATURE);
    let _ = gz.write_all(bytes);
    gz.finish().unwrap_or_default()
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
