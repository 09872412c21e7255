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
