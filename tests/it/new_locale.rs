//! `rulebook new-locale`: a new language starts falling back everywhere, and translating a page
//! and a string publishes them without any code change.

use crate::common;

use common::*;

#[test]
fn a_new_language_builds_and_fills_in() {
    let site = copy_site();
    let root = site.path();
    let r = root.to_str().unwrap();
    let run = rulebook(&["new-locale", "sv", "--root", r]);
    assert!(run.status.success(), "{}", stderr(&run));
    let out = stdout(&run);
    assert!(out.contains("What to translate next:"), "{out}");
    let pages = site_pages().len();
    assert!(
        out.lines()
            .any(|l| l.starts_with("sv ") && l.contains(&format!("0/{pages} "))),
        "{out}"
    );
    let toml = read(root.join("site.toml"));
    assert!(toml.contains("tag = \"sv\"\nname = \"Svenska\""), "{toml}");
    let strings = read(root.join("locales/sv/interface.ftl"));
    assert!(strings.contains("# skip-link = Skip to main content"));

    let again = rulebook(&["new-locale", "sv", "--root", r]);
    assert!(!again.status.success());
    assert!(stderr(&again).contains("already a language"));

    let out_dir = root.join("public");
    let build = build_cli(root, &out_dir, &[]);
    assert!(build.status.success(), "{}", stderr(&build));
    // Every page, the lesson paths of the two games, the home page and the 404 page.
    assert!(
        stdout(&build).contains(&format!("sv {}", pages + 4)),
        "{}",
        stdout(&build)
    );
    let fallback = read(out_dir.join("sv/games/chinese-checkers/index.html"));
    assert!(fallback.contains("<html lang=\"sv\" dir=\"ltr\">"));
    assert!(fallback.contains("class=\"notice\""));

    // A translator fills in one string and one page.
    edit(
        root,
        "locales/sv/interface.ftl",
        "# skip-link = Skip to main content",
        "skip-link = Hoppa till innehållet",
    );
    edit(
        root,
        "locales/sv/interface.ftl",
        "# path-games = games",
        "path-games = spel",
    );
    let en = read(root.join("content/games/chinese-checkers/en.md"));
    std::fs::write(
        root.join("content/games/chinese-checkers/sv.md"),
        en.replacen("slug = \"chinese-checkers\"", "slug = \"kinaschack\"", 1),
    )
    .unwrap();
    let build = build_cli(root, &out_dir, &[]);
    assert!(build.status.success(), "{}", stderr(&build));
    let page = read(out_dir.join("sv/spel/kinaschack/index.html"));
    assert!(page.contains("Hoppa till innehållet"));
    assert!(!page.contains("class=\"notice\""));
    assert!(page.contains("hreflang=\"sv\" href=\"https://rules.example.org/sv/spel/kinaschack/\""));
}

#[test]
fn unknown_or_invalid_tags_are_refused() {
    let site = copy_site();
    let r = site.path().to_str().unwrap();
    let bad = rulebook(&["new-locale", "it_IT", "--root", r]);
    assert!(!bad.status.success());
    assert!(stderr(&bad).contains("BCP 47"), "{}", stderr(&bad));
    let unknown = rulebook(&["new-locale", "gd", "--root", r]);
    assert!(stderr(&unknown).contains("--name"), "{}", stderr(&unknown));
    let named = rulebook(&["new-locale", "gd", "--root", r, "--name", "Gàidhlig"]);
    assert!(named.status.success(), "{}", stderr(&named));
    // A valid tag whose pages would land among the site's own files, refused before anything
    // is written (it used to be written, and the next build failed).
    let config = read(site.path().join("site.toml"));
    for taken in ["css", "js"] {
        let clash = rulebook(&["new-locale", taken, "--root", r, "--name", "X"]);
        assert!(!clash.status.success(), "{taken}");
        assert!(
            stderr(&clash).contains(&format!(
                "the folder `/{taken}/` holds what `static/{taken}/` publishes"
            )),
            "{}",
            stderr(&clash)
        );
        assert!(!site.path().join("locales").join(taken).exists(), "{taken}");
        assert_eq!(read(site.path().join("site.toml")), config, "{taken}");
    }
    let rtl = rulebook(&["new-locale", "he", "--root", r]);
    assert!(rtl.status.success());
    assert!(read(site.path().join("site.toml"))
        .contains("tag = \"he\"\nname = \"עברית\"\ndir = \"rtl\""));
}

#[test]
fn a_name_with_quotes_is_written_as_valid_toml() {
    let site = copy_site();
    let r = site.path().to_str().unwrap();
    let run = rulebook(&[
        "new-locale",
        "ms",
        "--root",
        r,
        "--name",
        "Bahasa \"Melayu\" \\",
    ]);
    assert!(run.status.success(), "{}", stderr(&run));
    let text = read(site.path().join("site.toml"));
    let parsed: toml::Value = toml::from_str(&text).expect("site.toml stays valid TOML");
    let languages = parsed["languages"].as_array().unwrap();
    let added = languages.last().unwrap();
    assert_eq!(added["tag"].as_str(), Some("ms"));
    assert_eq!(added["name"].as_str(), Some("Bahasa \"Melayu\" \\"));
}

#[test]
fn a_name_cannot_inject_keys() {
    let site = copy_site();
    let r = site.path().to_str().unwrap();
    let before = read(site.path().join("site.toml"));
    let name = "Melayu\"\nallow_html = true\nx = \"";
    let run = rulebook(&["new-locale", "ms", "--root", r, "--name", name]);
    assert!(!run.status.success());
    assert!(
        stderr(&run).contains("without control characters"),
        "{}",
        stderr(&run)
    );
    assert_eq!(read(site.path().join("site.toml")), before);
    assert!(!site.path().join("locales/ms").exists());
}

/// `rulebook new-page` (a page id the site doesn't use, with the Antidraughts rules): the
/// skeleton builds at once, `check` names every gap at its line, the
/// name is written for the reference language and offered commented out to the others, and
/// nothing that exists is touched.
#[test]
fn a_new_page_starts_from_a_skeleton_that_builds() {
    let site = copy_site();
    let root = site.path();
    let r = root.to_str().unwrap();
    let hu_before = read(root.join("locales/hu/games.ftl"));
    let run = rulebook(&[
        "new-page",
        "variants/giveaway",
        "--root",
        r,
        "--base",
        "international-draughts",
        "--rules",
        "antidraughts",
        "--rows",
        "goal",
        "--diagrams",
        "forced-capture",
    ]);
    assert!(run.status.success(), "{}", stderr(&run));
    let out = stdout(&run);
    assert!(
        out.contains(
            "content/variants/giveaway/en.md:7:1: warning: `rule` of table row `goal` is empty"
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "content/variants/giveaway/en.md:17:1: warning: section `@rule-changes` has no text"
        ),
        "{out}"
    );
    let facts = read(root.join("content/variants/giveaway/page.toml"));
    assert!(facts.contains("rules = \"antidraughts\""), "{facts}");
    assert!(facts.contains("position = \"W:W31-50:B1-20\""), "{facts}");
    assert!(read(root.join("locales/en/games.ftl"))
        .ends_with("\n\n-giveaway = Giveaway\n    .family = draughts\n"));
    let hu = read(root.join("locales/hu/games.ftl"));
    assert!(hu.starts_with(hu_before.trim_end()), "what was there stays");
    assert!(
        hu.contains("# -giveaway = { $position ->\n#        *[start] …"),
        "{hu}"
    );

    let out_dir = root.join("public");
    let build = build_cli(root, &out_dir, &[]);
    assert!(build.status.success(), "{}", stderr(&build));
    let page = read(out_dir.join("en/variants/giveaway/index.html"));
    assert!(page.contains("data-diagram=\"forced-capture\""));

    // Nothing is created twice or over what exists.
    let again = rulebook(&["new-page", "variants/giveaway", "--root", r]);
    assert!(!again.status.success());
    assert!(
        stderr(&again).contains("already exists"),
        "{}",
        stderr(&again)
    );
    let taken = rulebook(&["new-page", "games/frisian-draughts", "--root", r]);
    assert!(stderr(&taken).contains("is taken by"), "{}", stderr(&taken));
    let bad = rulebook(&["new-page", "variants/x", "--root", r, "--rules", "frisk"]);
    assert!(
        stderr(&bad).contains("unknown rules id `frisk`"),
        "{}",
        stderr(&bad)
    );
    assert!(!root.join("content/variants/x").exists());
}

/// A typo in `site.toml`: `new-locale`, `new-page` and `check --review` name the file, line and
/// column as `check` does, and write nothing.
#[test]
fn authoring_commands_on_a_broken_site_toml_say_where_and_write_nothing() {
    let site = copy_site();
    let root = site.path();
    let r = root.to_str().unwrap();
    let text = read(root.join("site.toml"));
    let broken = text.replacen("base_url = ", "base_url == ", 1);
    assert_ne!(broken, text, "the fixture's site.toml sets base_url");
    std::fs::write(root.join("site.toml"), &broken).unwrap();
    let line = broken
        .lines()
        .position(|l| l.contains("base_url =="))
        .unwrap()
        + 1;
    let review = root.join("review-out");
    let runs = [
        rulebook(&["new-locale", "gd", "--root", r, "--name", "Gàidhlig"]),
        rulebook(&["new-page", "variants/x", "--root", r]),
        rulebook(&["check", "--root", r, "--review", review.to_str().unwrap()]),
    ];
    for run in &runs {
        let err = stderr(run);
        assert!(!run.status.success(), "{err}");
        assert!(
            err.lines()
                .any(|l| l.starts_with(&format!("site.toml:{line}:")) && l.contains(": error: ")),
            "{err}"
        );
        assert!(!err.contains("error: site.toml"), "said twice: {err}");
    }
    assert!(!root.join("locales/gd").exists());
    assert!(!root.join("content/variants/x").exists());
    assert!(!review.exists());
    assert_eq!(read(root.join("site.toml")), broken);
}

/// A game's name goes into a Fluent term: braces would make it a placeable (`{ $x }` published
/// as `{x}`), so they are refused, and nothing is written.
#[test]
fn a_new_page_name_with_braces_is_refused() {
    let site = copy_site();
    let root = site.path();
    let before = snapshot(root);
    let run = rulebook(&[
        "new-page",
        "variants/braces",
        "--root",
        root.to_str().unwrap(),
        "--name",
        "A { $x }",
    ]);
    assert!(!run.status.success(), "{}", stdout(&run));
    assert!(stderr(&run).contains("`{`"), "{}", stderr(&run));
    assert_eq!(snapshot(root), before);
}

/// `new-page` refuses, before writing anything and with exit 2, what would give the site a page
/// it cannot build or two pages one name: a variant as the base, a section the site does not
/// have, a name another game has, a slug another page of the section has.
#[test]
fn a_new_page_that_would_clash_is_refused_and_nothing_written() {
    let site = copy_fixture();
    let root = site.path();
    let r = root.to_str().unwrap();
    let before = snapshot(root);
    for (args, expected) in [
        (
            &["variants/killer", "--base", "frisian-draughts"][..],
            "expected a game as the base page, found `frisian-draughts`",
        ),
        (
            &["varaints/killer", "--base", "international-draughts"],
            "expected a section of the site (games, variants), found `varaints`",
        ),
        (
            &["variants/killer", "--name", "base Draughts"],
            "expected a name no other game has, found `base Draughts`",
        ),
        (
            &["variants/killer", "--name", "Fixture draughts"],
            "gives it to `-frisian-draughts`",
        ),
        (
            &["variants/fixture-draughts"],
            "the slug `fixture-draughts` is taken in `variants` by",
        ),
        (
            &["games/grundspiel"],
            "the slug `grundspiel` is taken in `games`",
        ),
    ] {
        let mut command = vec!["new-page"];
        command.extend_from_slice(args);
        command.extend_from_slice(&["--root", r]);
        let run = rulebook(&command);
        assert_eq!(run.status.code(), Some(2), "{args:?}: {}", stderr(&run));
        assert!(
            stderr(&run).contains(expected),
            "{args:?}: {}",
            stderr(&run)
        );
        assert_eq!(snapshot(root), before, "{args:?} wrote something");
    }
}

/// `check --review DIR` writes its files only into a folder of their own: the site's folder, an
/// input folder (also through a symbolic link), what lies inside one and what holds one are
/// refused before anything is written.
#[test]
fn review_files_are_never_written_among_the_sites_inputs() {
    let site = copy_fixture();
    let root = site.path();
    let elsewhere = tempfile::tempdir().expect("temp dir");
    let linked = elsewhere.path().join("linked");
    #[cfg(unix)]
    std::os::unix::fs::symlink(root.join("templates"), &linked).expect("symlink");
    let before = snapshot(root);
    let mut cases = vec![
        (root.to_path_buf(), "it is the site's folder".to_string()),
        (
            root.parent().expect("a parent").to_path_buf(),
            "a folder that holds the site's folder".to_string(),
        ),
    ];
    for input in ["content", "locales", "templates", "static"] {
        cases.push((
            root.join(input),
            format!("inside the input folder `{input}/`"),
        ));
        cases.push((
            root.join(input).join("review"),
            format!("inside the input folder `{input}/`"),
        ));
    }
    if cfg!(unix) {
        cases.push((
            linked.join("review"),
            "inside the input folder `templates/`".to_string(),
        ));
    }
    for (dir, expected) in cases {
        let run = rulebook(&[
            "check",
            "--root",
            root.to_str().unwrap(),
            "--review",
            dir.to_str().unwrap(),
        ]);
        assert_eq!(
            run.status.code(),
            Some(2),
            "{}: {}",
            dir.display(),
            stderr(&run)
        );
        assert!(
            stderr(&run).contains("refusing to write review files into")
                && stderr(&run).contains(&expected),
            "{}: {}",
            dir.display(),
            stderr(&run)
        );
        assert_eq!(snapshot(root), before, "{} was written", dir.display());
    }
    // A folder of their own inside the site's folder is fine.
    let run = rulebook(&[
        "check",
        "--root",
        root.to_str().unwrap(),
        "--review",
        root.join("review").to_str().unwrap(),
    ]);
    assert!(root.join("review/index.html").is_file(), "{}", stderr(&run));
}
