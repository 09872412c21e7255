//! Fuzzing what tera and Fluent would recurse on or leave raw: a partial of the fixture site gets
//! every tera construct nested or chained to a random depth up to 100,000 (blocks, brackets,
//! operator chains, filter and concatenation chains, calls, `raw`), and the fixture's game term
//! gets random variables in its value and attributes; partials of any depth within a file's
//! bound include one another in chains up to 400 long. `rulebook check` (in process, on a test
//! thread's small stack) must answer — a stack overflow aborts the whole test binary — with any
//! error at a line of the partials; and a build that succeeds must publish no raw `{$…}`.
//!
//! `FUZZ_CASES=N` sets the number of cases (`scripts/fuzz.sh` runs longer).

use crate::common;

use std::path::Path;
use std::sync::OnceLock;

use proptest::prelude::*;
use rulebook::{build, check, BuildError, BuildOptions};

const PARTIAL: &str = "templates/partials/cta.html";
const GAMES: &str = "locales/en/games.ftl";

fn cases() -> u32 {
    common::fuzz_cases(12, 1)
}

/// One construct nested or chained `n` deep.
fn nested(construct: usize, n: usize) -> String {
    let around = |open: &str, inner: &str, close: &str| open.repeat(n) + inner + &close.repeat(n);
    match construct {
        0 => around("{% if true %}", "x", "{% endif %}"),
        1 => around("{% for i in [1] %}", "{{ i }}", "{% endfor %}"),
        2 => around("{% filter upper %}", "x", "{% endfilter %}"),
        3 => {
            (0..n)
                .map(|i| format!("{{% block b{i} %}}"))
                .collect::<String>()
                + &"{% endblock %}".repeat(n)
        }
        4 => format!("{{{{ {} }}}}", around("(", "1", ")")),
        5 => format!("{{{{ 1{} }}}}", " + 1".repeat(n)),
        6 => format!("{{% if true{} %}}x{{% endif %}}", " and true".repeat(n)),
        7 => format!("{{{{ \"a\"{} }}}}", " ~ \"a\"".repeat(n)),
        8 => format!("{{{{ \"a\"{} }}}}", " | lower".repeat(n)),
        9 => format!("{{{{ {} }}}}", around("range(end=", "1", ")")),
        10 => format!("{{% set a = [1] %}}{{{{ a{} }}}}", "[0]".repeat(n)),
        11 => format!("{{% if {} %}}x{{% endif %}}", around("not (", "true", ")")),
        _ => format!("{{% raw %}}{}{{% endraw %}}", "{% if %}".repeat(n)),
    }
}

/// Depths from a few to 100,000, the small ones as likely as the huge ones.
fn depth() -> impl Strategy<Value = usize> {
    prop_oneof![1usize..100, 100usize..5_000, 5_000usize..=100_000]
}

/// A copy of the fixture and the original text of `file`, shared by the cases of one test (each
/// restores the file); each test has its own, as the tests run at the same time.
fn site(
    cell: &'static OnceLock<(tempfile::TempDir, String)>,
    file: &str,
) -> &'static (tempfile::TempDir, String) {
    cell.get_or_init(|| {
        let dir = common::copy_fixture();
        let original = common::read(dir.path().join(file));
        (dir, original)
    })
}

static TEMPLATE_SITE: OnceLock<(tempfile::TempDir, String)> = OnceLock::new();
static TERM_SITE: OnceLock<(tempfile::TempDir, String)> = OnceLock::new();
static CHAIN_SITE: OnceLock<(tempfile::TempDir, String)> = OnceLock::new();

/// `count` partials, each nesting `depth` blocks of one kind around an include of the next
/// (written from the last, as an author would), the first included by the fixture's partial.
fn write_chain(
    root: &Path,
    count: usize,
    depth: usize,
    construct: usize,
) -> Vec<std::path::PathBuf> {
    let (open, close) = [
        ("{% if true %}", "{% endif %}"),
        ("{% for i in [1] %}", "{% endfor %}"),
        ("{% filter upper %}", "{% endfilter %}"),
    ][construct];
    (0..count)
        .rev()
        .map(|i| {
            let inside = match i + 1 {
                next if next < count => format!("{{% include \"partials/chain{next}.html\" %}}"),
                _ => "x".to_string(),
            };
            let file = root.join(format!("templates/partials/chain{i}.html"));
            std::fs::write(&file, open.repeat(depth) + &inside + &close.repeat(depth))
                .expect("write");
            file
        })
        .collect()
}

/// Pieces of a Fluent pattern: text, variables written as text or choosing a variant.
fn term_piece() -> impl Strategy<Value = String> {
    let var = prop::sample::select(vec!["position", "nothing", "case", "form"]);
    prop_oneof![
        Just("Fixture".to_string()),
        var.clone().prop_map(|v| format!("{{ ${v} }}")),
        var.clone()
            .prop_map(|v| format!("{{ ${v} ->\n        [mid] a\n       *[start] b\n    }}")),
        var.prop_map(|v| format!("{{ {{ ${v} }} }}")),
    ]
}

/// Every text file of a built site (pages, page data, feeds, scripts) holding a Fluent
/// placeholder left unresolved.
fn raw_placeholders(out: &Path) -> Vec<String> {
    let is_text = |p: &Path| {
        p.extension().is_some_and(|x| {
            ["html", "json", "xml", "txt", "js", "css"]
                .iter()
                .any(|t| x == *t)
        })
    };
    walkdir::WalkDir::new(out)
        .into_iter()
        .map(|e| e.expect("walk"))
        .filter(|e| e.file_type().is_file() && is_text(e.path()))
        .filter(|e| std::fs::read(e.path()).is_ok_and(|b| b.windows(2).any(|w| w == b"{$")))
        .map(|e| e.path().display().to_string())
        .collect()
}

proptest! {
    #![proptest_config(common::site_fuzz_config(cases()))]

    #[test]
    fn templates_nested_to_any_depth_never_crash_a_check(construct in 0usize..13, n in depth()) {
        let (dir, partial) = site(&TEMPLATE_SITE, PARTIAL);
        let root = dir.path();
        std::fs::write(root.join(PARTIAL), format!("{partial}{}", nested(construct, n)))
            .expect("write");
        let report = check(root, false);
        std::fs::write(root.join(PARTIAL), partial).expect("restore");
        for d in report.diagnostics.iter().filter(|d| d.is_error()) {
            prop_assert!(d.file == Path::new(PARTIAL) && d.line >= 1, "{} after construct {} × {}", d, construct, n);
        }
    }

    #[test]
    fn partials_including_one_another_to_any_depth_never_crash_a_check(
        count in 1usize..400,
        depth in 1usize..=64,
        construct in 0usize..3,
    ) {
        let (dir, partial) = site(&CHAIN_SITE, PARTIAL);
        let root = dir.path();
        let chain = write_chain(root, count, depth, construct);
        std::fs::write(root.join(PARTIAL), format!("{partial}{{% include \"partials/chain0.html\" %}}"))
            .expect("write");
        let report = check(root, false);
        std::fs::write(root.join(PARTIAL), partial).expect("restore");
        for file in chain {
            std::fs::remove_file(file).expect("remove");
        }
        // A chain just within the bound may take the page template beyond it, at its include.
        for d in report.diagnostics.iter().filter(|d| d.is_error()) {
            prop_assert!(
                d.file.starts_with("templates/") && d.line >= 1 && d.message.contains(" deep"),
                "{} after {} partials of {} × construct {}", d, count, depth, construct
            );
        }
    }

    #[test]
    fn term_variables_are_refused_or_resolved(
        value in prop::collection::vec(term_piece(), 1..4),
        family in prop::collection::vec(term_piece(), 0..3),
    ) {
        let (dir, games) = site(&TERM_SITE, GAMES);
        let root = dir.path();
        let mut term = format!("-frisian-draughts = {}\n", value.join(" "));
        if !family.is_empty() {
            term.push_str(&format!("    .family = {}\n", family.join(" ")));
        }
        let edited = games.replacen("-frisian-draughts = Fixture draughts\n", &term, 1);
        std::fs::write(root.join(GAMES), edited).expect("write");
        let out = tempfile::tempdir().expect("temp dir");
        let options = BuildOptions {
            root: root.to_path_buf(),
            out: out.path().join("out"),
            base_url: None,
            strict: false,
            force: false,
        };
        let built = build(&options, &|| {});
        std::fs::write(root.join(GAMES), games).expect("restore");
        match built {
            Ok(_) => {
                let raw = raw_placeholders(&out.path().join("out"));
                prop_assert!(raw.is_empty(), "raw placeholders after {:?} in {:?}", term, raw);
            }
            Err(BuildError::Site(errors)) => {
                for d in errors.iter().filter(|d| d.is_error()) {
                    prop_assert!(d.file == Path::new(GAMES) && d.line >= 1, "{} after {:?}", d, term);
                }
            }
            Err(e) => prop_assert!(false, "{}", e),
        }
    }
}
