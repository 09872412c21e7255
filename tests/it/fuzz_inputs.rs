//! The fuzz harness: every parser of an author's input gets generated and mutated text — the
//! site's real files with bytes deleted, repeated, or replaced by fragments of every syntax the
//! site reads (TOML, front matter, Markdown with sections, ids, `@/` links and fenced `pdn` and
//! `diagram` blocks, Fluent, FEN, Chinese checkers positions), invalid UTF-8, byte order marks
//! and control characters — and must answer without a panic, and with an error that says where.
//!
//! PDN has its own harness (`crates/pdn/tests/it/props.rs`); here its blocks go through the whole site.
//! Templates are not mutated: they are the site's code, not its text.
//!
//! `FUZZ_CASES=N` sets the number of site checks (each parser gets ten times as many cases);
//! the default keeps the test run short. `scripts/fuzz.sh` runs longer.

use crate::common;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use proptest::prelude::*;
use proptest::sample::Index;
use rulebook::check;
use rulebook::parse::{parse_facts, parse_translation};
use rulebook::parse::{BlockError, FencedBlocks, Markdown, PageLinks};
use rulebook::parse::{Quotes, SiteConfig};
use rulebook::rules::{self, explore, RulesId};
use rulebook::{Diagnostic, Diagnostics};

/// Site checks per run; each parser gets ten times as many cases.
fn site_cases() -> u32 {
    common::fuzz_cases(24, 1)
}

fn config(cases: u32) -> ProptestConfig {
    ProptestConfig {
        cases,
        // A failure is shrunk, but not for ever: the first counterexample already says a lot.
        max_shrink_iters: 200,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

/// Fragments of every syntax the site reads, and the bytes that trip up readers.
const SNIPPETS: &[&[u8]] = &[
    b"+++\n",
    b"## @",
    b"## @history\n",
    b"## @bogus\n",
    b"## @what-is\n\nText.\n",
    b"```pdn\n1. 32-28 19-23 2. 28x19 *\n```\n",
    b"```pdn\n[GameType \"40\"]\n1. 31-27 ((((( *\n```\n",
    b"```diagram\nvalue-choice\n```\n",
    b"```diagram\n",
    b"```\n",
    b"[x](@/games/chess)",
    b"[x](@/games/international-draughts#nowhere)",
    b"[x](@/variants/frisian-draughts)",
    b"[x](javascript:alert(1))",
    b"<data:text/html,x>",
    b"### Heading {#main}\n",
    b" {#",
    b"{#x}",
    b"\"",
    b"'",
    b"10\" ",
    b"[[diagrams]]\nid = \"d\"\nposition = \"W:W31-50:B1-20\"\n",
    b"id = \"x\\\" onmouseover=\\\"\"\n",
    b"position = \"W:W31-50:B1-21\"\n",
    b"rules = \"frisian-draughts\"\n",
    b"rules = \"bogus\"\n",
    b"moves = [\"32x21\", \"1-2\"]\n",
    b"highlight = [0, 99]\n",
    b"arrows = [\"32-\"]\n",
    b"[rows.capture]\nrule = \"r\"\n",
    b"[diagrams.value-choice]\ncaption = \"c\"\nsteps = [\"a\", \"b\", \"c\"]\n",
    b"slug = \"../x\"\n",
    b"kind = \"variant\"\n",
    b"base = \"nothing\"\n",
    b"{ $nothing }",
    b"{ -game }",
    b"{ -game(form: \"lower\") }",
    b"{ -nothing.article -> [a] x *[b] y }",
    b"-term = T\n",
    b"msg = { $n ->\n    [one] a\n   *[other] b\n}\n",
    b"path-games = ../../escaped\n",
    b"section-bogus = Bogus\n",
    b"{",
    b"}",
    b"[",
    b"]",
    b"[[",
    b"]]",
    b"=",
    b"\n",
    b"\r\n",
    b"\r",
    b"\t",
    b" ",
    b"\xef\xbb\xbf",
    b"\x1b[31m",
    b"\x00",
    b"\xe2\x80\xae",
    b"\xc3\xa9",
    b"\xe4\xb8\xad",
    b"\xff",
    b"\xc3",
    b"W:W31-50:B1-20",
    b"W:WK46:B1-20:+0+0",
    b":+3+46",
    b"K",
    b"x",
    b"-",
    b":",
    b",",
    b"[[languages]]\ntag = \"xx\"\nname = \"X\"\nquotes = [\"a\", \"b\", \"c\", \"d\"]\n",
    b"fallback = [\"hu\", \"nb\"]\n",
    b"tag = \"en\"\n",
    b"base_url = \"ftp://x\"\n",
    b"allow_html = true\n",
];

/// One change to a file's bytes; positions are fractions of the length at that moment.
#[derive(Clone, Debug)]
enum Mutation {
    Delete(Index, u8),
    Insert(Index, Index),
    Byte(Index, u8),
    Repeat(Index, u8, u8),
    Truncate(Index),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        3 => (any::<Index>(), any::<u8>()).prop_map(|(at, len)| Mutation::Delete(at, len)),
        5 => (any::<Index>(), any::<Index>()).prop_map(|(at, s)| Mutation::Insert(at, s)),
        2 => (any::<Index>(), any::<u8>()).prop_map(|(at, b)| Mutation::Byte(at, b)),
        1 => (any::<Index>(), any::<u8>(), 1u8..6).prop_map(|(at, len, n)| Mutation::Repeat(at, len, n)),
        1 => any::<Index>().prop_map(Mutation::Truncate),
    ]
}

fn mutations() -> impl Strategy<Value = Vec<Mutation>> {
    proptest::collection::vec(mutation(), 1..5)
}

fn apply(mut bytes: Vec<u8>, changes: &[Mutation]) -> Vec<u8> {
    for m in changes {
        let at = |i: &Index, len: usize| i.index(len + 1);
        match m {
            Mutation::Delete(i, n) => {
                let start = at(i, bytes.len());
                let end = (start + usize::from(*n) % 40 + 1).min(bytes.len());
                bytes.drain(start..end);
            }
            Mutation::Insert(i, s) => {
                let start = at(i, bytes.len());
                let snippet = SNIPPETS[s.index(SNIPPETS.len())];
                bytes.splice(start..start, snippet.iter().copied());
            }
            Mutation::Byte(i, b) => {
                let start = at(i, bytes.len());
                if start < bytes.len() {
                    bytes[start] = *b;
                } else {
                    bytes.push(*b);
                }
            }
            Mutation::Repeat(i, n, times) => {
                let start = at(i, bytes.len());
                let end = (start + usize::from(*n) % 80 + 1).min(bytes.len());
                let part = bytes[start..end].to_vec();
                for _ in 0..*times {
                    bytes.splice(end..end, part.iter().copied());
                }
            }
            Mutation::Truncate(i) => {
                let len = at(i, bytes.len());
                bytes.truncate(len);
            }
        }
    }
    bytes
}

fn site_file(rel: &str) -> Vec<u8> {
    std::fs::read(common::site_root().join(rel)).expect("the site's file")
}

/// A location inside the text: a line of it (or one past its end, for "expected more").
fn assert_located(d: &Diagnostic, text: &str) {
    let lines = text.lines().count().max(1);
    assert!(
        d.line >= 1 && d.line <= lines + 1 && d.column >= 1,
        "no place inside the text: {d}"
    );
}

/// The text as a reader of the site's files gets it: lossy, so the parser behind the reader
/// gets the rest of the mutations too.
fn lossy(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Every error and warning of a site check names a line of a file, or a folder (a whole page or
/// language that is missing something); a file's line lies inside it.
fn site_diagnostics_located(root: &Path, diagnostics: &[Diagnostic]) -> Result<(), TestCaseError> {
    for d in diagnostics {
        let path = root.join(&d.file);
        if d.line == 0 {
            let whole_file_warning = !d.is_error() && path.is_file();
            // A language listed in site.toml without its locale folder: that folder is missing.
            let missing_folder =
                path.extension().is_none() && path.parent().is_some_and(Path::is_dir);
            prop_assert!(
                path.is_dir() || missing_folder || whole_file_warning,
                "an error without a line: {}",
                d
            );
            continue;
        }
        let text =
            lossy(&std::fs::read(&path).map_err(|e| TestCaseError::fail(format!("{d}: {e}")))?);
        let lines = text.lines().count().max(1);
        prop_assert!(
            d.line <= lines + 1 && d.column >= 1,
            "no place inside the file: {}",
            d
        );
    }
    Ok(())
}

/// The files a site check reads that an author writes.
const SITE_FILES: &[&str] = &[
    "site.toml",
    "content/variants/frisian-draughts/page.toml",
    "content/variants/frisian-draughts/en.md",
    "content/variants/frisian-draughts/hu.md",
    "content/games/chinese-checkers/page.toml",
    "content/games/chinese-checkers/en.md",
    "content/games/international-draughts/nb.md",
    "content/variants/super-chinese-checkers/zh-Hans.md",
    "locales/en/interface.ftl",
    "locales/en/diagrams.ftl",
    "locales/hu/games.ftl",
    "locales/ar/interface.ftl",
    "locales/nb/glossary.toml",
];

/// A copy of the site to break, shared by the cases of one run (each restores its file).
fn fuzz_site() -> &'static PathBuf {
    static SITE: OnceLock<(tempfile::TempDir, PathBuf)> = OnceLock::new();
    &SITE
        .get_or_init(|| {
            let dir = common::copy_site();
            let root = dir.path().to_path_buf();
            (dir, root)
        })
        .1
}

proptest! {
    #![proptest_config(config(site_cases()))]

    /// A whole site check after random edits to one of its files: no panic, every problem at a
    /// line of a file (or a folder), and the check still answers for the rest of the site.
    #[test]
    fn site_check_survives_edits(file in any::<Index>(), changes in mutations()) {
        let root = fuzz_site();
        let rel = SITE_FILES[file.index(SITE_FILES.len())];
        let original = site_file(rel);
        std::fs::write(root.join(rel), apply(original.clone(), &changes)).expect("write");
        // Places are checked against the edited file, which is restored whatever happens.
        let result = catch_unwind(AssertUnwindSafe(|| check(root, false)))
            .map_err(|_| TestCaseError::fail(format!("check panicked after editing {rel}")))
            .and_then(|report| site_diagnostics_located(root, &report.diagnostics));
        std::fs::write(root.join(rel), &original).expect("restore");
        result?;
    }
}

proptest! {
    #![proptest_config(config(site_cases() * 10))]

    #[test]
    fn site_toml(changes in mutations()) {
        let text = lossy(&apply(site_file("site.toml"), &changes));
        if let Err(errors) = SiteConfig::parse(&text) {
            prop_assert!(!errors.is_empty());
            for d in &errors {
                assert_located(d, &text);
            }
        }
    }

    #[test]
    fn page_toml(which in any::<Index>(), changes in mutations()) {
        let rel = ["content/variants/frisian-draughts/page.toml", "content/games/chinese-checkers/page.toml"]
            [which.index(2)];
        let text = lossy(&apply(site_file(rel), &changes));
        let mut out = Diagnostics::default();
        let facts = parse_facts(&text, "x".into(), "variants".into(), rel.into(), &mut out);
        prop_assert!(facts.is_some() || out.iter().any(Diagnostic::is_error));
        for d in &out {
            assert_located(d, &text);
        }
    }

    #[test]
    fn front_matter(which in any::<Index>(), changes in mutations()) {
        let dir = ["content/variants/frisian-draughts", "content/games/chinese-checkers"][which.index(2)];
        let mut out = Diagnostics::default();
        let facts_text = lossy(&site_file(&format!("{dir}/page.toml")));
        let facts = parse_facts(&facts_text, "x".into(), "variants".into(), "page.toml".into(), &mut out)
            .expect("the real page.toml");
        let text = lossy(&apply(site_file(&format!("{dir}/en.md")), &changes));
        let translation = parse_translation(&text, "en", "en.md".into(), &facts, &mut out);
        prop_assert!(translation.is_some() || out.iter().any(Diagnostic::is_error));
        for d in &out {
            assert_located(d, &text);
        }
    }

    #[test]
    fn markdown_body(which in any::<Index>(), changes in mutations()) {
        let rel = ["content/variants/frisian-draughts/en.md", "content/games/chinese-checkers/hu.md"]
            [which.index(2)];
        let text = lossy(&apply(site_file(rel), &changes));
        let quotes = Quotes {
            open: "„".into(),
            close: "”".into(),
            inner_open: "»".into(),
            inner_close: "«".into(),
        };
        let md = Markdown {
            quotes: &quotes,
            allow_html: false,
            blocks: &AnyBlock,
            links: &SomePages,
            reserved_ids: &["main".to_string()],
        };
        if let Err(errors) = md.sections(&text, 1) {
            for e in errors {
                prop_assert!(e.at.line >= 1 && e.at.line <= text.lines().count() + 1, "{:?}", e);
            }
        }
        let _ = md.inline(&text);
    }

    #[test]
    fn fen(start in any::<Index>(), changes in mutations()) {
        let fens: [&[u8]; 3] = [b"W:W31-50:B1-20", b"B:WK46,28:BK3,19-23:+1+3+0", b"W:W32:BK27,19,28"];
        let text = lossy(&apply(fens[start.index(3)].to_vec(), &changes));
        for rules in [RulesId::InternationalDraughts, RulesId::FrisianDraughts] {
            match rules::legal_moves(rules, &text) {
                Ok(_) => {
                    prop_assert!(rules::perft(rules, &text, 2).is_ok());
                }
                Err(e) => prop_assert!(
                    matches!(e, rules::TextError::Fen(_)) && e.to_string().starts_with("FEN field "),
                    "{}",
                    e
                ),
            }
            let _ = explore::answer(&explore::request(rules, explore::Explore::All, &[&text, &text]));
        }
    }

    #[test]
    fn chinese_checkers_position(players in prop::sample::select(vec![2u8, 3, 4, 6]), changes in mutations()) {
        let start = rules::start_position(RulesId::ChineseCheckers, Some(players)).expect("start");
        let text = lossy(&apply(start.into_bytes(), &changes));
        for rules in [RulesId::ChineseCheckers, RulesId::SuperChineseCheckers] {
            match rules::legal_moves(rules, &text) {
                Ok(_) => prop_assert!(rules::perft(rules, &text, 1).is_ok()),
                Err(e) => prop_assert!(
                    matches!(e, rules::TextError::Halma(_)) && !e.to_string().is_empty(),
                    "{}",
                    e
                ),
            }
            let _ = explore::answer(&explore::request(rules, explore::Explore::Side, &[&text]));
        }
    }

    /// The engine's request as the browser sends it, mutated as a whole.
    #[test]
    fn engine_request(changes in mutations()) {
        let request = explore::request(
            RulesId::FrisianDraughts,
            explore::Explore::Side,
            &["W:W31-50:B1-20", "B:W28,31-35,37-50:B1-20"],
        );
        let answer = explore::answer(&lossy(&apply(request.into_bytes(), &changes)));
        prop_assert!(answer.starts_with('{'), "{}", answer);
    }
}

/// Fenced blocks for the Markdown harness: `diagram` blocks name one known diagram.
struct AnyBlock;

impl FencedBlocks for AnyBlock {
    fn render(&self, language: &str, body: &str) -> Option<Result<String, BlockError>> {
        (language == "diagram").then(|| {
            if body.trim() == "value-choice" {
                Ok(String::new())
            } else {
                Err(BlockError::at_start("no such diagram"))
            }
        })
    }
}

/// Page links for the Markdown harness: two pages exist.
struct SomePages;

impl PageLinks for SomePages {
    fn resolve(&self, target: &str) -> Option<String> {
        ["games/international-draughts", "variants/frisian-draughts"]
            .contains(&target)
            .then(|| format!("/en/{target}/"))
    }
}
