//! The site's index against Pagefind's own: the real site's pages, indexed both ways, give
//! the same files — the same names, and once decompressed the same bytes — so a query finds
//! the same pages, sub-results and excerpts in every language. Only the compression differs.

use std::collections::BTreeMap;
use std::io::Read as _;
use std::path::Path;

use pagefind::api::PagefindIndex;
use pagefind::options::PagefindServiceConfig;

use super::index::{UNSTEMMED, UNUSED};
use super::*;
use crate::site::load::content::Bodies;
use crate::site::load::inputs::Inputs;

/// Pagefind's bundle of pages (URL and copy) given in URL order, as the site made it before it
/// wrote its own index.
fn pagefinds(lang: &str, mut docs: Vec<(String, String)>) -> BTreeMap<String, Vec<u8>> {
    docs.sort();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .unwrap();
    let files = runtime
        .block_on(async {
            let mut index = PagefindIndex::new(Some(PagefindServiceConfig::builder().build()))?;
            for (url, html) in docs {
                index.add_html_file(None, Some(url), html).await?;
            }
            index.get_files().await
        })
        .unwrap();
    let stems = files.iter().any(|f| {
        let name = f.filename.to_string_lossy();
        name.starts_with("wasm.") && name != UNSTEMMED
    });
    files
        .into_iter()
        .map(|f| (f.filename.to_string_lossy().replace('\\', "/"), f.contents))
        .filter(|(name, _)| !UNUSED.contains(&name.as_str()))
        .filter(|(name, _)| !(stems && name == UNSTEMMED))
        .map(|(name, bytes)| (format!("/{lang}/{BUNDLE_FOLDER}/{name}"), bytes))
        .collect()
}

/// A file's content as the browser reads it: index files decompressed, the entry file parsed.
fn content(path: &str, bytes: &[u8]) -> Vec<u8> {
    if path.ends_with(".json") {
        let value: serde_json::Value = serde_json::from_slice(bytes).unwrap();
        return value.to_string().into_bytes();
    }
    if !path.contains(".pf_") {
        return bytes.to_vec();
    }
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(bytes)
        .read_to_end(&mut out)
        .unwrap();
    out
}

#[test]
fn the_real_sites_index_is_pagefinds_for_the_same_pages() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out = tempfile::tempdir().unwrap();
    let public = out.path().join("public");
    crate::build(
        &crate::BuildOptions {
            root: root.to_path_buf(),
            out: public.clone(),
            base_url: None,
            strict: false,
            force: true,
        },
        &|| {},
    )
    .unwrap();
    let inputs = Inputs::load(root, None, Bodies::Kept).unwrap();
    let base = inputs.config.base_path();
    let collector = Collector::new(&inputs.glossaries);
    let mut docs: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    for entry in walkdir::WalkDir::new(&public) {
        let path = entry.unwrap().into_path();
        if path.extension().is_none_or(|e| e != "html") {
            continue;
        }
        let relative = path.strip_prefix(&public).unwrap().to_string_lossy();
        let site_path = format!("/{}", relative.replace('\\', "/"));
        let html = std::fs::read_to_string(&path).unwrap();
        collector.offer(&site_path, &html, &base);
        if let Some(Prepared { lang, url, doc }) = collector.prepared(&site_path, &html, &base) {
            // The site's pages are read by the tokenizer, not left to `lol_html`.
            assert!(index::tokenizer_reads(&doc), "{url}");
            docs.entry(lang).or_default().push((url, doc));
        }
    }
    assert!(docs.len() >= 7, "{:?}", docs.keys());
    let ours: BTreeMap<String, Vec<u8>> = collector
        .bundles()
        .unwrap()
        .into_iter()
        .map(|f| (f.path, f.bytes))
        .collect();
    let mut theirs = BTreeMap::new();
    for (lang, docs) in docs {
        theirs.extend(pagefinds(&lang, docs));
    }
    let names = |files: &BTreeMap<String, Vec<u8>>| files.keys().cloned().collect::<Vec<_>>();
    assert_eq!(names(&ours), names(&theirs));
    let fragments = theirs
        .keys()
        .filter(|p| p.ends_with(".pf_fragment"))
        .count();
    let chunks = theirs.keys().filter(|p| p.ends_with(".pf_index")).count();
    assert!(
        fragments > 60 && chunks >= 7,
        "{fragments} fragments, {chunks} chunks"
    );
    for (path, bytes) in &theirs {
        let (mine, pagefinds) = (content(path, &ours[path]), content(path, bytes));
        assert!(
            mine == pagefinds,
            "{path} differs:\n{}\n{}",
            String::from_utf8_lossy(&mine[..mine.len().min(3000)]),
            String::from_utf8_lossy(&pagefinds[..pagefinds.len().min(3000)])
        );
    }
}
