//! Errors at the right place, once: a problem many outputs share is reported where it is
//! written, a single time, not at the top of a file nor once per page. On the fixture site.

use crate::common;

use common::*;

const VARIANT_FACTS: &str = "content/variants/frisian-draughts/page.toml";

/// `rulebook check` on a copy of the fixture changed by `change`: its error lines.
fn errors_after(change: impl FnOnce(&std::path::Path)) -> Vec<String> {
    let site = copy_fixture();
    change(site.path());
    let run = check_cli(site.path(), &[]);
    assert!(!run.status.success());
    (stdout(&run) + &stderr(&run))
        .lines()
        .filter(|l| l.contains(": error: "))
        .map(str::to_string)
        .collect()
}

#[test]
fn a_base_that_is_no_game_is_reported_at_its_line() {
    let errors = errors_after(|root| {
        edit(
            root,
            VARIANT_FACTS,
            "base = \"international-draughts\"",
            "base = \"frisian-draughts\"",
        )
    });
    assert_eq!(
        errors,
        [format!(
            "{VARIANT_FACTS}:2:8: error: `base = \"frisian-draughts\"` names no game page in content/"
        )]
    );
}

/// A static file every page links to (the style sheet), missing: one error at the file, with
/// the number of pages, not one per page.
#[test]
fn a_missing_static_file_every_page_links_to_is_one_error() {
    let errors = errors_after(|root| {
        std::fs::remove_file(root.join("static/css/site.css")).expect("remove")
    });
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert!(
        errors[0].starts_with(
            "static/css/site.css:0:0: error: the link `/css/site.css` leads nowhere, on "
        ) && errors[0].ends_with(" and others)"),
        "{errors:#?}"
    );
}

/// An input folder that is missing or a file: one error at the folder, not one per template or
/// message that cannot be found in it.
#[test]
fn a_missing_input_folder_is_one_error() {
    for (folder, expected) in [
        (
            "templates",
            "templates:0:0: error: expected the folder of the site's templates, found a file",
        ),
        (
            "locales",
            "locales:0:0: error: the locales folder is missing",
        ),
    ] {
        let errors = errors_after(|root| {
            std::fs::remove_dir_all(root.join(folder)).expect("remove");
            std::fs::write(root.join(folder), "not a folder").expect("write");
        });
        assert_eq!(errors, [expected], "{folder}");
    }
}

/// Runs `rulebook build` unable to write a file bigger than `limit` bytes, as on a disk that
/// is full: the write fails (`EFBIG`, the signal that would kill the process ignored).
fn build_with_file_limit(
    root: &std::path::Path,
    out: &std::path::Path,
    limit: u64,
) -> std::process::Output {
    use std::os::unix::process::CommandExt;
    let mut command = std::process::Command::new(binary());
    command
        .args(["build", "--root"])
        .arg(root)
        .arg("--out")
        .arg(out);
    // SAFETY: between fork and exec only async-signal-safe calls are made (signal, setrlimit).
    unsafe {
        command.pre_exec(move || {
            libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
            let cap = libc::rlimit {
                rlim_cur: limit,
                rlim_max: limit,
            };
            match libc::setrlimit(libc::RLIMIT_FSIZE, &cap) {
                0 => Ok(()),
                _ => Err(std::io::Error::last_os_error()),
            }
        });
    }
    command.output().expect("run rulebook build")
}

#[test]
fn files_that_cannot_be_written_fail_the_build_once_at_their_place_in_the_output() {
    let site = copy_site();
    // The rules' WebAssembly is the one static file over the limit; every page is under it.
    std::fs::remove_file(site.path().join("static/wasm/rules.wasm")).expect("remove");
    let out = tempfile::tempdir().expect("tmp");
    let public = out.path().join("public");
    let first = build_cli(site.path(), &public, &[]);
    assert!(first.status.success(), "{}", stderr(&first));
    let before = snapshot(&public);
    let run = build_with_file_limit(site.path(), &public, 48 * 1024);
    assert!(!run.status.success());
    let printed = stderr(&run);
    let errors: Vec<&str> = printed.lines().filter(|l| l.contains("error")).collect();
    assert_eq!(errors.len(), 1, "one error:\n{printed}");
    let line = errors[0];
    let at = format!("error: {}/", public.display());
    assert!(line.starts_with(&at), "named in the output folder: {line}");
    assert!(line.contains(": cannot write: "), "{line}");
    assert!(
        line.ends_with(&format!("; {} left unchanged", public.display())),
        "{line}"
    );
    assert!(
        before == snapshot(&public),
        "the previous site is untouched"
    );
}

/// `rulebook check` on a copy of the fixture changed by `change`: its diagnostic lines.
fn report_after(change: impl FnOnce(&std::path::Path)) -> Vec<String> {
    let site = copy_fixture();
    change(site.path());
    let run = check_cli(site.path(), &[]);
    (stdout(&run) + &stderr(&run))
        .lines()
        .filter(|l| l.contains(": error: ") || l.contains(": warning: "))
        .map(str::to_string)
        .collect()
}

/// A language listed without its `locales/<tag>/` folder: one warning at the language in
/// `site.toml`, with the number of messages, not one per message.
#[test]
fn a_missing_locale_folder_is_one_warning_at_its_language() {
    let report =
        report_after(|root| std::fs::remove_dir_all(root.join("locales/fy")).expect("remove"));
    let messages = report
        .iter()
        .filter(|l| l.contains("`fy`") && !l.contains(" yet; published from "))
        .collect::<Vec<_>>();
    let line = read(site_root().join("tests/fixtures/site/site.toml"))
        .lines()
        .position(|l| l == "tag = \"fy\"")
        .expect("fy in site.toml")
        + 1;
    assert_eq!(messages.len(), 1, "{report:#?}");
    assert!(
        messages[0].starts_with(&format!(
            "site.toml:{line}:7: warning: `fy` has no folder `locales/fy/`: none of the "
        )) && messages[0].ends_with(" messages of `en` is translated into it; using `nl`"),
        "{report:#?}"
    );
}

/// A `.ftl` file with one byte that is not UTF-8: its error, and not a warning for each message
/// the unread file would have translated.
#[test]
fn an_unreadable_fluent_file_is_its_error_alone() {
    let report = report_after(|root| {
        let file = root.join("locales/fy/pages.ftl");
        let mut bytes = std::fs::read(&file).expect("read");
        bytes.extend_from_slice(b"broken = \xff\n");
        std::fs::write(&file, bytes).expect("write");
    });
    let about_fy: Vec<&String> = report.iter().filter(|l| l.contains("locales/fy")).collect();
    assert_eq!(about_fy.len(), 1, "{report:#?}");
    assert!(
        about_fy[0].starts_with("locales/fy/pages.ftl:10:10: error: the file is not UTF-8"),
        "{report:#?}"
    );
}

/// An error in a translation's text: reported there, not again as the page "not translated
/// yet" at no place (`content:0:0`).
#[test]
fn an_error_in_a_translation_is_not_also_a_page_not_translated() {
    const TEXT: &str = "content/games/international-draughts/de.md";
    let report = report_after(|root| edit(root, TEXT, "slug = \"grundspiel\"", "slug = 3"));
    assert!(
        report.contains(&format!(
            "{TEXT}:2:8: error: invalid type: integer `3`, expected a string"
        )),
        "{report:#?}"
    );
    assert!(
        !report
            .iter()
            .any(|l| l.starts_with("content/games/international-draughts/en.md:")),
        "{report:#?}"
    );
    assert!(
        !report.iter().any(|l| l.starts_with("content:0:0")),
        "{report:#?}"
    );
}

/// The lines `rulebook check` prints on a copy of the fixture changed by `change` that it does
/// not print on the fixture itself.
fn added_by(change: impl FnOnce(&std::path::Path)) -> Vec<String> {
    let before = report_after(|_| {});
    report_after(change)
        .into_iter()
        .filter(|l| !before.contains(l))
        .collect()
}

/// The messages a language does not translate yet: one warning per file they are taken from,
/// at the first of them, with their number and names — not one per message at `locales/<tag>`.
#[test]
fn untranslated_messages_are_one_warning_per_file_at_the_first_of_them() {
    let report = report_after(|_| {});
    assert!(!report.iter().any(|l| l.contains(":0:0:")), "{report:#?}");
    let de: Vec<&String> = report
        .iter()
        .filter(|l| l.contains(" not translated into `de` yet; using `"))
        .collect();
    // `de` has games.ftl and pages.ftl of its own, not diagrams.ftl nor interface.ftl.
    assert_eq!(de.len(), 2, "{report:#?}");
    assert!(
        de[0].starts_with("locales/en/diagrams.ftl:")
            && de[1].starts_with("locales/en/interface.ftl:7:1: warning: 60 messages of this file are not translated into `de` yet; using `en`: `site-name`, `skip-link`, ")
            && de[1].ends_with(", and 50 more"),
        "{de:#?}"
    );
    // A message removed from a translation is named in the warning of its file, where its
    // source is.
    let added = added_by(|root| {
        edit(
            root,
            "locales/de/games.ftl",
            "-frisian-draughts",
            "-no-such-game",
        )
    });
    let line = read(site_root().join("tests/fixtures/site/locales/en/games.ftl"))
        .lines()
        .position(|l| l.starts_with("-frisian-draughts ="))
        .expect("the term")
        + 1;
    assert!(
        added.iter().any(|l| l.starts_with(&format!("locales/en/games.ftl:{line}:1: warning: 1 message of this file is not translated into `de` yet; using `en`: `-frisian-draughts`"))),
        "{added:#?}"
    );
}

/// A byte that is not UTF-8 in a file of the reference language: its error, and nothing about
/// the games, messages and pages the unread file held.
#[test]
fn an_unreadable_reference_file_is_its_error_alone() {
    let added = added_by(|root| {
        let file = root.join("locales/en/games.ftl");
        let mut bytes = std::fs::read(&file).expect("read");
        bytes.extend_from_slice(b"broken = \xff\n");
        std::fs::write(&file, bytes).expect("write");
    });
    assert_eq!(added.len(), 1, "{added:#?}");
    assert!(
        added[0].starts_with("locales/en/games.ftl:")
            && added[0].contains(": error: the file is not UTF-8"),
        "{added:#?}"
    );
}

/// A page folder renamed (its game's term not): one error at its `page.toml`, not one per
/// language at `locales/<tag>:0:0`.
#[test]
fn a_renamed_page_is_one_error_at_its_page_toml() {
    let added = added_by(|root| {
        let variants = root.join("content/variants");
        std::fs::rename(variants.join("frisian-draughts"), variants.join("friesian")).expect("mv")
    });
    assert_eq!(
        added,
        [
            "content/variants/friesian/page.toml:1:1: error: no name for the game `friesian`: \
          expected a term `-friesian` in a `.ftl` file of `en` (every language falls back to \
          it); a page renamed needs its term renamed too"
        ],
    );
}

/// A language's record of what its texts are translated from, emptied: one warning at the
/// record, not one per unit nor at `0:0`.
#[test]
fn an_empty_record_is_one_warning_at_it() {
    let site = copy_site();
    std::fs::write(site.path().join("locales/de/translated.toml"), "").expect("write");
    let run = check_cli(site.path(), &[]);
    let report: Vec<String> = (stdout(&run) + &stderr(&run))
        .lines()
        .filter(|l| l.contains(": error: ") || l.contains(": warning: "))
        .map(str::to_string)
        .collect();
    assert_eq!(
        report,
        ["locales/de/translated.toml:1:1: warning: the record of `de` holds no unit, so none of \
          its texts is known to match the `en` text; once they do, record them all with \
          `rulebook translated de`"],
    );
}
