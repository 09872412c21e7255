//! Text that lands inside a `<script>` element, fuzzed: a page's description (JSON-LD), a game's
//! name (JSON-LD and the breadcrumbs) and a board's words (`diagrams.ftl`, the boards' strings)
//! get random runs of what ends or confuses script data (`</script`, `<!--` then `<script`,
//! `-->`, `&`, quotes, line separators). The fixture site is built with them and every page read
//! by an HTML parser (html5ever, as browsers parse): each page must have the very elements of the
//! page built without them (no script element swallowing the rest, none opened by the text),
//! every JSON script must still be JSON, and the text must come back whole from it (each is
//! written between two letters: Fluent trims the spaces at a message's ends).
//!
//! `FUZZ_CASES=N` sets the number of builds (`scripts/fuzz.sh` runs longer).

use crate::common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use proptest::prelude::*;
use rulebook::{build, BuildOptions};
use scraper::{Html, Node, Selector};

/// Builds per test run: each is a whole (small) site.
fn cases() -> u32 {
    common::fuzz_cases(12, 1)
}

/// What ends, opens or confuses script data, and ordinary text around it.
const PIECES: &[&str] = &[
    "<!--<script>",
    "<!-- <script ",
    "<!--",
    "-->",
    "<!-->",
    "<script>",
    "<script ",
    "</script>",
    "</script",
    "</SCRIPT >",
    "<ScRiPt/",
    "<\\/script>",
    "</style>",
    "</title>",
    "<![CDATA[",
    "]]>",
    "<",
    ">",
    "&",
    "&amp;",
    "&lt;",
    "\"",
    "'",
    "\\",
    "/",
    "--",
    "!",
    "\u{2028}",
    "\u{2029}",
    "é",
    "中",
    " ",
    "x",
];

fn hostile() -> impl Strategy<Value = String> {
    proptest::collection::vec(proptest::sample::select(PIECES), 1..10)
        .prop_map(|pieces| pieces.concat())
}

/// A TOML basic string holding `text`.
fn toml_string(text: &str) -> String {
    format!("\"{}\"", text.replace('\\', "\\\\").replace('"', "\\\""))
}

/// Fluent text holding `text`: braces become string literals.
fn fluent_text(text: &str) -> String {
    text.replace('{', "\u{0}")
        .replace('}', "{\"}\"}")
        .replace('\u{0}', "{\"{\"}")
}

const DESCRIPTION_FILE: &str = "content/games/international-draughts/en.md";
const GAMES_FILE: &str = "locales/en/games.ftl";
const DIAGRAMS_FILE: &str = "locales/en/diagrams.ftl";
/// The pages whose scripts hold the three texts: the game's facts (its description and name)
/// and the variant's boards.
const PAGES: [&str; 2] = [
    "en/games/base-draughts/index.html",
    "en/variants/fixture-draughts/index.html",
];

/// The fixture site to edit (each case writes its three files from the originals) and the
/// originals.
fn site() -> &'static (tempfile::TempDir, BTreeMap<&'static str, String>) {
    static SITE: OnceLock<(tempfile::TempDir, BTreeMap<&'static str, String>)> = OnceLock::new();
    SITE.get_or_init(|| {
        let dir = common::copy_fixture();
        let originals = [DESCRIPTION_FILE, GAMES_FILE, DIAGRAMS_FILE]
            .into_iter()
            .map(|f| (f, common::read(dir.path().join(f))))
            .collect();
        (dir, originals)
    })
}

/// Builds the site at `root` into a new folder; the build must succeed.
fn build_into(root: &Path) -> (tempfile::TempDir, PathBuf) {
    let tmp = tempfile::tempdir().expect("temp dir");
    let out = tmp.path().join("out");
    let options = BuildOptions {
        root: root.to_path_buf(),
        out: out.clone(),
        base_url: None,
        strict: false,
        force: false,
    };
    if let Err(e) = build(&options, &|| {}) {
        panic!("the build failed: {e:?}");
    }
    (tmp, out)
}

/// Every HTML page of a built site: site path → text.
fn pages(out: &Path) -> BTreeMap<String, String> {
    walkdir::WalkDir::new(out)
        .into_iter()
        .map(|e| e.expect("walk"))
        .filter(|e| e.path().extension().is_some_and(|x| x == "html"))
        .map(|e| {
            let rel = e.path().strip_prefix(out).expect("inside");
            (rel.to_string_lossy().into_owned(), common::read(e.path()))
        })
        .collect()
}

/// The elements of a parsed document in document order, as `name` or `name#id`: text can change
/// nothing here unless it opens or closes an element.
fn elements(doc: &Html) -> Vec<String> {
    doc.tree
        .root()
        .descendants()
        .filter_map(|n| match n.value() {
            Node::Element(e) => Some(match e.id() {
                Some(id) => format!("{}#{id}", e.name()),
                None => e.name().to_string(),
            }),
            _ => None,
        })
        .collect()
}

/// The JSON of every JSON script of a parsed document, parsed (an error names the script).
fn script_json(doc: &Html) -> Result<Vec<serde_json::Value>, String> {
    let scripts = Selector::parse("script[type$=json]").expect("selector");
    doc.select(&scripts)
        .map(|s| {
            let text: String = s.text().collect();
            serde_json::from_str(&text).map_err(|e| format!("{e} in the script {text:?}"))
        })
        .collect()
}

/// Whether some string of `value` contains `text`.
fn holds(value: &serde_json::Value, text: &str) -> bool {
    match value {
        serde_json::Value::String(s) => s.contains(text),
        serde_json::Value::Array(a) => a.iter().any(|v| holds(v, text)),
        serde_json::Value::Object(o) => o.values().any(|v| holds(v, text)),
        _ => false,
    }
}

/// The fixture built as it is: the elements of each page.
fn baseline() -> &'static BTreeMap<String, Vec<String>> {
    static BASE: OnceLock<BTreeMap<String, Vec<String>>> = OnceLock::new();
    BASE.get_or_init(|| {
        let (_tmp, out) = build_into(site().0.path());
        pages(&out)
            .into_iter()
            .map(|(path, html)| (path, elements(&Html::parse_document(&html))))
            .collect()
    })
}

proptest! {
    #![proptest_config(common::site_fuzz_config(cases()))]

    #[test]
    fn script_data_keeps_the_page_whole(
        description in hostile(),
        name in hostile(),
        words in hostile(),
    ) {
        let base = baseline();
        let (dir, originals) = site();
        let root = dir.path();
        let edits = [
            (DESCRIPTION_FILE, "description = \"Fixture en base description.\"".to_string(),
                format!("description = {}", toml_string(&format!("D{description}D")))),
            (GAMES_FILE, "*[start] Base draughts".to_string(),
                format!("*[start] G{}G", fluent_text(&name))),
            (DIAGRAMS_FILE, "diagram-cancelled = fx diagram cancelled".to_string(),
                format!("diagram-cancelled = W{}W", fluent_text(&words))),
        ];
        for (file, from, to) in &edits {
            let text = &originals[file];
            assert!(text.contains(from.as_str()), "{file} no longer has {from}");
            std::fs::write(root.join(file), text.replacen(from.as_str(), to, 1)).expect("write");
        }
        let (_tmp, out) = build_into(root);
        for (file, text) in originals {
            std::fs::write(root.join(file), text).expect("restore");
        }

        let built = pages(&out);
        prop_assert_eq!(built.keys().collect::<Vec<_>>(), base.keys().collect::<Vec<_>>());
        let mut scripts = Vec::new();
        for (path, html) in &built {
            let doc = Html::parse_document(html);
            prop_assert_eq!(&elements(&doc), &base[path], "the elements of {}", path);
            let json = script_json(&doc).map_err(|e| TestCaseError::fail(format!("{path}: {e}")))?;
            if PAGES.contains(&path.as_str()) {
                scripts.extend(json);
            }
        }
        // The texts reached the scripts (else this test would show nothing).
        for text in [format!("D{description}D"), format!("G{name}G"), format!("W{words}W")] {
            prop_assert!(scripts.iter().any(|v| holds(v, &text)), "no script holds {:?}", text);
        }
    }
}
