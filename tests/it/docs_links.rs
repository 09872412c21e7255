//! The map stays true: every link of the README and of `docs/` leads to a file of the repository
//! (and a `#fragment` to a heading of it), and every repository path they name in code
//! (`src/site/render/markdown.rs`, `scripts/test.sh`) exists.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use pulldown_cmark::{Event, Parser, Tag, TagEnd};

use crate::common::site_root;

/// The README and every Markdown page of `docs/`.
fn documents() -> Vec<PathBuf> {
    let root = site_root();
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .expect("docs/")
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    docs.insert(0, root.join("README.md"));
    docs
}

/// What a document points at: link destinations and code spans, with their line.
struct Pointers {
    links: Vec<(usize, String)>,
    code: Vec<(usize, String)>,
    headings: BTreeSet<String>,
}

fn pointers(text: &str) -> Pointers {
    let line_of = |offset: usize| text[..offset].matches('\n').count() + 1;
    let mut found = Pointers {
        links: Vec::new(),
        code: Vec::new(),
        headings: BTreeSet::new(),
    };
    let mut heading: Option<String> = None;
    for (event, range) in Parser::new(text).into_offset_iter() {
        match event {
            Event::Start(Tag::Link { dest_url, .. })
            | Event::Start(Tag::Image { dest_url, .. }) => {
                found
                    .links
                    .push((line_of(range.start), dest_url.to_string()));
            }
            Event::Start(Tag::Heading { .. }) => heading = Some(String::new()),
            Event::End(TagEnd::Heading(_)) => {
                if let Some(h) = heading.take() {
                    found.headings.insert(slug(&h));
                }
            }
            Event::Text(t) => {
                if let Some(h) = heading.as_mut() {
                    h.push_str(&t);
                }
            }
            Event::Code(t) => {
                if let Some(h) = heading.as_mut() {
                    h.push_str(&t);
                }
                found.code.push((line_of(range.start), t.to_string()));
            }
            _ => {}
        }
    }
    found
}

/// A heading's anchor as GitHub makes it: lower case, spaces to hyphens, punctuation dropped.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
        .map(|c| if c == ' ' { '-' } else { c })
        .collect()
}

/// The repository's own top-level entries: a code span starting with one of them names a path.
fn top_level() -> BTreeSet<String> {
    let output = std::process::Command::new("git")
        .args(["ls-files"])
        .current_dir(site_root())
        .output();
    match output {
        Ok(o) if o.status.success() => String::from_utf8_lossy(&o.stdout)
            .lines()
            .filter_map(|l| l.split('/').next())
            .map(str::to_string)
            .collect(),
        // An export without git: what is there.
        _ => std::fs::read_dir(site_root())
            .expect("the repository")
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect(),
    }
}

/// A code span that reads as a path in the repository: `dir/…` under a top-level entry, without
/// placeholders (`<lang>`, `*`, `…`) or spaces.
fn repository_path(span: &str, top: &BTreeSet<String>) -> Option<PathBuf> {
    let span = span.trim_start_matches("./");
    let (first, _) = span.split_once('/')?;
    let placeholder = |c: char| "<>*{}…$ :?".contains(c);
    (top.contains(first) && !span.contains(placeholder)).then(|| PathBuf::from(span))
}

#[test]
fn every_link_and_path_of_the_readme_and_docs_exists() {
    let root = site_root();
    let top = top_level();
    let mut broken = Vec::new();
    let docs = documents();
    assert!(docs.len() > 1, "docs/ holds the documentation");
    for doc in &docs {
        let text = std::fs::read_to_string(doc).expect("read");
        let found = pointers(&text);
        let name = doc.strip_prefix(&root).unwrap_or(doc).display().to_string();
        for (line, dest) in &found.links {
            if dest.contains("://") || dest.starts_with("mailto:") {
                continue;
            }
            let (file, fragment) = dest.split_once('#').unwrap_or((dest, ""));
            let target: PathBuf = if file.is_empty() {
                doc.clone()
            } else {
                doc.parent().unwrap_or(Path::new(".")).join(file)
            };
            if !target.exists() {
                broken.push(format!("{name}:{line}: the link `{dest}` leads nowhere"));
                continue;
            }
            if !fragment.is_empty() && target.extension().is_some_and(|e| e == "md") {
                let headings = pointers(&std::fs::read_to_string(&target).expect("read")).headings;
                if !headings.contains(fragment) {
                    broken.push(format!("{name}:{line}: no heading `#{fragment}` in {file}"));
                }
            }
        }
        for (line, span) in &found.code {
            if let Some(path) = repository_path(span, &top) {
                if !root.join(&path).exists() {
                    broken.push(format!("{name}:{line}: `{span}` does not exist"));
                }
            }
        }
    }
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

#[test]
fn the_check_finds_a_broken_link_and_a_missing_path() {
    let top: BTreeSet<String> = ["src".to_string()].into();
    assert_eq!(
        repository_path("src/no/such.rs", &top),
        Some(PathBuf::from("src/no/such.rs"))
    );
    assert_eq!(repository_path("src/<lang>/x", &top), None);
    assert_eq!(repository_path("public/en/", &top), None);
    let found = pointers("# A title\n\nSee [x](other.md#part) and `src/a.rs`.\n");
    assert_eq!(found.links, vec![(3, "other.md#part".to_string())]);
    assert_eq!(found.code, vec![(3, "src/a.rs".to_string())]);
    assert!(found.headings.contains("a-title"));
}

#[test]
fn the_project_names_no_plan_outside_itself() {
    // The notations live in docs/notation.md; no file may send a reader to a design document
    // the project does not contain.
    let output = std::process::Command::new("git")
        .args(["grep", "-n", "DESIGN\\.md"])
        .current_dir(site_root())
        .output();
    if let Ok(o) = output {
        let hits = String::from_utf8_lossy(&o.stdout);
        let hits: Vec<&str> = hits
            .lines()
            .filter(|l| !l.starts_with("tests/it/docs_links.rs"))
            .collect();
        assert!(hits.is_empty(), "{}", hits.join("\n"));
    }
}
