//! Shared helpers for the integration tests: the real site and the fixture site (each built once),
//! copies of them to break, and the CLI.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

pub(crate) fn site_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The real site's page folders (those with a `page.toml`), so totals follow the content as
/// pages are added instead of being written into the tests.
pub(crate) fn site_pages() -> Vec<PathBuf> {
    let mut pages: Vec<PathBuf> = walkdir::WalkDir::new(site_root().join("content"))
        .into_iter()
        .map(|entry| entry.expect("walk").into_path())
        .filter(|path| path.ends_with("page.toml"))
        .filter_map(|path| path.parent().map(Path::to_path_buf))
        .collect();
    pages.sort();
    pages
}

/// The comparison-table rows of every page of the real site (`rows` of each `page.toml`).
pub(crate) fn site_table_rows() -> usize {
    site_pages()
        .iter()
        .map(|page| {
            let facts: toml::Table =
                toml::from_str(&read(page.join("page.toml"))).expect("page.toml");
            facts
                .get("rows")
                .and_then(toml::Value::as_array)
                .map_or(0, Vec::len)
        })
        .sum()
}

/// The site's inputs copied into a temporary folder, to change without touching the real ones.
pub(crate) fn copy_site() -> tempfile::TempDir {
    let tmp = tempfile::tempdir().expect("temp dir");
    let root = site_root();
    for dir in ["content", "locales", "templates", "static", "fonts"] {
        copy_dir(&root.join(dir), &tmp.path().join(dir));
    }
    std::fs::copy(root.join("site.toml"), tmp.path().join("site.toml")).expect("copy site.toml");
    tmp
}

/// The fixture site of the language tests (`tests/fixtures/site`: `site.toml`, content and
/// locales of made-up strings) with the real site's templates and static files, assembled in a
/// temporary folder (a site root must hold all four).
pub(crate) fn copy_fixture() -> tempfile::TempDir {
    let tmp = tempfile::tempdir().expect("temp dir");
    copy_dir(&site_root().join("tests/fixtures/site"), tmp.path());
    for dir in ["templates", "static"] {
        copy_dir(&site_root().join(dir), &tmp.path().join(dir));
    }
    tmp
}

fn copy_dir(from: &Path, to: &Path) {
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.expect("walk");
        let dest = to.join(entry.path().strip_prefix(from).expect("prefix"));
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&dest).expect("mkdir");
        } else {
            std::fs::copy(entry.path(), &dest).expect("copy");
        }
    }
}

/// The binary under test; `RULEBOOK_BIN` names another one (e.g. an older version, to show that
/// a test fails on it).
pub(crate) fn binary() -> PathBuf {
    std::env::var_os("RULEBOOK_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_rulebook")))
}

pub(crate) fn rulebook(args: &[&str]) -> Output {
    Command::new(binary())
        .args(args)
        .output()
        .expect("run rulebook")
}

/// `rulebook check --root <root>` with more arguments.
pub(crate) fn check_cli(root: &Path, extra: &[&str]) -> Output {
    let mut args = vec!["check", "--root", root.to_str().expect("a UTF-8 path")];
    args.extend_from_slice(extra);
    rulebook(&args)
}

pub(crate) fn build_cli(root: &Path, out: &Path, extra: &[&str]) -> Output {
    let mut args = vec![
        "build",
        "--root",
        root.to_str().expect("utf-8 path"),
        "--out",
        out.to_str().expect("utf-8 path"),
    ];
    args.extend_from_slice(extra);
    rulebook(&args)
}

pub(crate) fn read(path: impl AsRef<Path>) -> String {
    let path = path.as_ref();
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("read {}: {e}", path.display()))
}

/// Replaces `from` by `to` in a file of a copied site, failing if `from` isn't there.
pub(crate) fn edit(root: &Path, file: &str, from: &str, to: &str) {
    let path = root.join(file);
    let text = read(&path);
    assert!(text.contains(from), "{file} does not contain {from:?}");
    std::fs::write(&path, text.replacen(from, to, 1)).expect("write");
}

pub(crate) fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

pub(crate) fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// Every file under a folder with its contents, for comparing builds.
pub(crate) fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files: Vec<(PathBuf, Vec<u8>)> = walkdir::WalkDir::new(dir)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .map(|e| {
            let rel = e.path().strip_prefix(dir).expect("prefix").to_path_buf();
            (rel, std::fs::read(e.path()).expect("read"))
        })
        .collect();
    files.sort();
    files
}

/// A site built once per test binary: its output folder and what the build printed on stderr
/// (warnings).
pub(crate) type BuiltSite = (tempfile::TempDir, String);

/// Builds the site at `root` into `cell` on first use; the build must succeed.
fn build_once<'a>(cell: &'a OnceLock<BuiltSite>, root: &Path, extra: &[&str]) -> &'a BuiltSite {
    cell.get_or_init(|| {
        let out = tempfile::tempdir().expect("temp dir");
        let run = build_cli(root, out.path(), extra);
        assert!(run.status.success(), "{}", stderr(&run));
        (out, stderr(&run))
    })
}

/// The real site, built once per test binary with `--strict`.
pub(crate) fn built_site() -> &'static BuiltSite {
    static SITE: OnceLock<BuiltSite> = OnceLock::new();
    build_once(&SITE, &site_root(), &["--strict"])
}

/// The fixture site ([`copy_fixture`]), assembled and built once per test binary (not `--strict`:
/// its warnings for untranslated strings and pages are part of what it tests).
pub(crate) fn built_fixture() -> &'static BuiltSite {
    static ROOT: OnceLock<tempfile::TempDir> = OnceLock::new();
    static SITE: OnceLock<BuiltSite> = OnceLock::new();
    build_once(&SITE, ROOT.get_or_init(copy_fixture).path(), &[])
}

/// The folder of the real site built by [`built_site`].
pub(crate) fn built() -> &'static Path {
    built_site().0.path()
}

/// Checks that the built real site publishes each of `paths` in `lang` from that language's own
/// text (its `lang` and `dir` on `<html>`, no fallback notice), and the language's home and 404.
pub(crate) fn assert_published_in<'a>(
    lang: &str,
    dir: &str,
    paths: impl IntoIterator<Item = &'a str>,
) {
    for path in paths {
        assert!(
            path.starts_with(&format!("/{lang}/")),
            "{path} is not a `{lang}` page"
        );
        let html = page(path);
        assert!(
            html.contains(&format!("<html lang=\"{lang}\" dir=\"{dir}\">")),
            "{path}"
        );
        assert!(!html.contains("class=\"notice\""), "{path} is a fallback");
    }
    assert!(built().join(lang).join("index.html").is_file(), "{lang}");
    assert!(built().join(lang).join("404.html").is_file(), "{lang}");
}

/// A page of the built real site by its URL path, e.g. `/hu/valtozatok/friz-dama/`.
pub(crate) fn page(path: &str) -> String {
    page_of(built(), path)
}

/// A page of a built site (its output folder) by its URL path.
pub(crate) fn page_of(site: &Path, path: &str) -> String {
    read(site.join(path.trim_start_matches('/')).join("index.html"))
}

/// Checks that `path`, the `lang` page of the English page `english`, is published as a translation:
/// canonical to itself, linked both ways by `hreflang`, with as many diagrams as in English.
pub(crate) fn assert_translation_of(english: &str, lang: &str, path: &str) {
    let html = page(path);
    let source = page(english);
    assert!(
        html.contains(&format!(
            "<link rel=\"canonical\" href=\"https://rules.example.org{path}\">"
        )),
        "{path}: canonical"
    );
    assert!(
        source.contains(&format!(
            "hreflang=\"{lang}\" href=\"https://rules.example.org{path}\""
        )),
        "{english} has no hreflang for {path}"
    );
    assert!(
        html.contains(&format!(
            "hreflang=\"en\" href=\"https://rules.example.org{english}\""
        )),
        "{path} has no hreflang for {english}"
    );
    assert_eq!(
        html.matches("<figure class=\"diagram\"").count(),
        source.matches("<figure class=\"diagram\"").count(),
        "{path}: diagrams"
    );
}

/// Cases of a fuzz property: `FUZZ_CASES` (set by `scripts/fuzz.sh`) times `scale`, else the
/// test run's `default`.
pub(crate) fn fuzz_cases(default: u32, scale: u32) -> u32 {
    std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse::<u32>().ok())
        .map_or(default, |n| n.saturating_mul(scale))
}

/// The settings of a fuzz property that builds or checks a site per case: `cases` of them, no
/// seeds kept, a failure shrunk only a little (each try is a whole build).
pub(crate) fn site_fuzz_config(cases: u32) -> proptest::test_runner::Config {
    proptest::test_runner::Config {
        cases,
        max_shrink_iters: 50,
        failure_persistence: None,
        ..proptest::test_runner::Config::default()
    }
}

/// A game's name as a language of the real site writes it in a title: the term `-<id>` of
/// `locales/<lang>/games.ftl` in its default form. Checks on the real pages read names from
/// here, so they follow the translators' wording instead of repeating it.
pub(crate) fn game_name(lang: &str, id: &str) -> String {
    let text = read(site_root().join("locales").join(lang).join("games.ftl"));
    let source = format!("{text}\nname-of-the-game = {{ -{id} }}\n");
    let resource = fluent_bundle::FluentResource::try_new(source).expect("games.ftl parses");
    let tag: unic_langid::LanguageIdentifier = lang.parse().expect("a language tag");
    let mut bundle = fluent_bundle::FluentBundle::new(vec![tag]);
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).expect("no duplicate entries");
    let pattern = bundle
        .get_message("name-of-the-game")
        .and_then(|m| m.value())
        .expect("the message just added");
    let mut errors = Vec::new();
    let name = bundle
        .format_pattern(pattern, None, &mut errors)
        .into_owned();
    assert!(errors.is_empty(), "{lang}: -{id}: {errors:?}");
    name
}

/// Checks that each page (language, URL path, game id) is titled with the game's name from its
/// language's locale ([`game_name`]): `<h1>`, `<title>` and `og:title`.
pub(crate) fn assert_titled_by_locale(pages: &[(&str, &str, &str)]) {
    for &(lang, path, id) in pages {
        let name = game_name(lang, id);
        let html = page(path);
        for expected in [
            format!("<h1>{name}</h1>"),
            format!("<title>{name} · "),
            format!("<meta property=\"og:title\" content=\"{name}\">"),
        ] {
            assert!(html.contains(&expected), "{path}: no {expected:?}");
        }
    }
}

/// Checks that the first phrase the page's source (`content/…/<lang>.md`, outside code blocks)
/// sets in straight quotes is published between the language's marks `open` and `close`.
pub(crate) fn assert_quoted_with(source: &str, path: &str, open: &str, close: &str) {
    let text = read(site_root().join(source));
    let body = text.splitn(3, "+++").nth(2).expect("front matter");
    let mut in_code = false;
    let prose: String = body
        .lines()
        .filter(|line| {
            in_code ^= line.starts_with("```");
            !in_code && !line.starts_with("```")
        })
        .collect::<Vec<_>>()
        .join("\n");
    let quoted = prose
        .split('"')
        .nth(1)
        .unwrap_or_else(|| panic!("{source}: no quotation"));
    let expected = format!("{open}{quoted}{close}");
    // The prose only: the boards' strings (in scripts) may quote the same words.
    let mut html = page(path);
    while let Some(start) = html.find("<script") {
        let end = html[start..].find("</script>").expect("closed <script>") + start;
        html.replace_range(start..end + "</script>".len(), "");
    }
    assert!(html.contains(&expected), "{path}: no {expected:?}");
}

/// How a language writes a list of labelled sentences: `"White men: 32, 33. Black men: 19."` is
/// `Punctuation { stop: ".", between: " ", colon: ": ", list: ", " }`.
pub(crate) struct Punctuation {
    pub stop: &'static str,
    /// After a full stop, before the next sentence.
    pub between: &'static str,
    pub colon: &'static str,
    pub list: &'static str,
}

/// Checks the board of diagram `id` described in words (its `<title>`) by its form, not its
/// wording, so better prose does not break it: one sentence per list of squares, `label` +
/// colon + the squares joined as the language joins a list, then one more sentence (the side
/// to move), joined and ended as the language does.
pub(crate) fn assert_board_words(html: &str, id: &str, p: &Punctuation, squares: &[&[u32]]) {
    let open = format!("<title id=\"diagram-{id}-title\">");
    let start = html.find(&open).expect("the diagram's title") + open.len();
    let words = &html[start..start + html[start..].find("</title>").expect("title end")];
    let body = words
        .strip_suffix(p.stop)
        .unwrap_or_else(|| panic!("{words:?} does not end with {:?}", p.stop));
    let sentences: Vec<&str> = body.split(&format!("{}{}", p.stop, p.between)).collect();
    assert_eq!(sentences.len(), squares.len() + 1, "{words:?}");
    for (sentence, squares) in sentences.iter().zip(squares) {
        let (label, list) = sentence
            .split_once(p.colon)
            .unwrap_or_else(|| panic!("{sentence:?} has no {:?}", p.colon));
        let joined: Vec<String> = squares.iter().map(u32::to_string).collect();
        assert!(
            !label.trim().is_empty(),
            "{words:?}: a list without its label"
        );
        assert_eq!(list, joined.join(p.list), "{words:?}");
    }
    let last = sentences.last().expect("a sentence");
    assert!(
        !last.trim().is_empty() && !last.contains(p.colon),
        "{words:?}"
    );
    if p.between.is_empty() {
        assert!(
            !words.contains(' '),
            "{words:?}: a space in a script that has none"
        );
    }
}

/// Chinese and Japanese: full-width stop and colon, the enumeration comma, no spaces.
pub(crate) const CJK: Punctuation = Punctuation {
    stop: "。",
    between: "",
    colon: "：",
    list: "、",
};

/// Every file under a folder.
pub(crate) fn walk(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).expect("dir").flatten() {
        let path = entry.path();
        if path.is_dir() {
            found.extend(walk(&path));
        } else {
            found.push(path);
        }
    }
    found
}

/// The `<h2>` ids of a page, in order.
pub(crate) fn h2_ids(html: &str) -> Vec<String> {
    html.split("<h2 id=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect()
}

/// The notes a translated page shows its reader: (section id, kind), in page order.
pub(crate) fn section_notes(html: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for section in html.split("<section>").skip(1) {
        let id = h2_ids(section).into_iter().next().unwrap_or_default();
        if let Some(rest) = section.split("data-note=\"").nth(1) {
            found.push((id, rest.split('"').next().unwrap_or("").to_string()));
        }
    }
    found
}

/// Runs git in a site's folder, as an author with a name.
pub(crate) fn git(root: &Path, args: &[&str]) {
    let run = std::process::Command::new("git")
        .arg("-C")
        .arg(root)
        .args(["-c", "user.name=t", "-c", "user.email=t@example.org"])
        .args(args)
        .output()
        .expect("git");
    assert!(run.status.success(), "git {args:?}: {}", stderr(&run));
}

/// Puts a site's folder under git with everything committed, so that the translation check can
/// read the English as it was.
pub(crate) fn commit_site(root: &Path) {
    git(root, &["init", "-q"]);
    git(root, &["add", "-A"]);
    git(root, &["commit", "-q", "-m", "site"]);
}
