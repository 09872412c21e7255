//! Glossary words in what search publishes: words that are entity names (`amp`, `lt`, `#39`) or
//! hold `&` and `<` leave the character references of the page whole, in the page and in the
//! search index built from it (its text and its `synonyms` metadata, read from the index's
//! fragments as the browser reads them).

use crate::common::*;

use std::path::Path;

const TEXT: &str = "content/variants/frisian-draughts/en.md";
const GLOSSARY: &str = "locales/en/glossary.toml";
const SENTENCE: &str = "Tom & Jerry say 1 < 2 and it's <b>so</b>.";

/// The decoded fragments of a language's search index (one JSON document per page).
fn fragments(out: &Path, lang: &str) -> Vec<serde_json::Value> {
    let folder = out.join(lang).join("pagefind/fragment");
    let mut found = Vec::new();
    for entry in std::fs::read_dir(&folder).expect("the fragments") {
        let path = entry.expect("entry").path();
        let unzipped = std::process::Command::new("gzip")
            .arg("-dc")
            .arg(&path)
            .output()
            .expect("run gzip");
        assert!(unzipped.status.success(), "{}", path.display());
        let json = unzipped
            .stdout
            .strip_prefix(b"pagefind_dcd")
            .expect("a Pagefind fragment");
        found.push(serde_json::from_slice(json).expect("fragment JSON"));
    }
    found
}

#[test]
fn entity_names_and_ampersands_in_the_glossary_leave_entities_whole() {
    let site = copy_fixture();
    let root = site.path();
    std::fs::write(
        root.join(GLOSSARY),
        "[[term]]\nconcept = \"and-sign\"\napproved = \"amp (lt, #39, quot)\"\n\
         forbidden = [\"ampersand\"]\n\n\
         [[term]]\nconcept = \"fixture\"\napproved = \"Fixture\"\n\
         forbidden = [\"Tom & Jerry\", \"<b>\", \"a&amp;b\"]\n",
    )
    .expect("write");
    edit(
        root,
        TEXT,
        "Fixture en variant rules text.",
        &format!("Fixture en variant rules text. {SENTENCE}"),
    );
    let out = tempfile::tempdir().expect("temp dir");
    let out = out.path().join("public");
    let run = build_cli(root, &out, &[]);
    assert!(run.status.success(), "{}", stderr(&run));

    let html = read(out.join("en/variants/fixture-draughts/index.html"));
    assert!(
        html.contains("Tom &amp; Jerry say 1 &lt; 2 and it"),
        "the page's references are whole"
    );
    assert!(!html.contains("ampersand"), "a variant is never shown");

    let fragments = fragments(&out, "en");
    let page = fragments
        .iter()
        .find(|f| {
            f["url"]
                .as_str()
                .is_some_and(|u| u.ends_with("/fixture-draughts/"))
        })
        .expect("the page in the index");
    let content = page["content"].as_str().expect("content");
    assert!(
        content.contains("Tom & Jerry say 1 < 2 and it"),
        "the index reads the text as written: {content}"
    );
    for fragment in &fragments {
        let text = fragment["content"].as_str().unwrap_or_default();
        for broken in ["&amp;", "&lt;", "&#39;", "ampersand", "(and-sign)"] {
            assert!(!text.contains(broken), "{broken} in {}", fragment["url"]);
        }
    }
    // The variants of the term the page uses, decoded once; none of the term it does not use
    // (`amp`, `lt` and `#39` occur only inside its references).
    let synonyms = page["meta"]["synonyms"].as_str().expect("synonyms");
    assert_eq!(synonyms, "Tom & Jerry <b> a&amp;b");
}
