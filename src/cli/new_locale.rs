//! `rulebook new-locale`.

use std::process::ExitCode;

use super::args::Dir;
use super::print::{author_failed, coverage_table};

pub(crate) fn new_locale(
    root: &std::path::Path,
    tag: &str,
    name: Option<&str>,
    dir: Option<Dir>,
) -> ExitCode {
    use rulebook::Direction;
    let request = rulebook::NewLocale {
        root,
        tag,
        name,
        dir: dir.map(|d| match d {
            Dir::Ltr => Direction::Ltr,
            Dir::Rtl => Direction::Rtl,
        }),
    };
    let created = match request.create() {
        Ok(c) => c,
        Err(e) => return author_failed(&e),
    };
    for file in &created.files {
        outln!("wrote {}", file.display());
    }
    outln!(
        "`{tag}` starts with {} messages to translate; until they are, the site falls back to the reference language.",
        created.messages
    );
    let report = rulebook::check(root, false);
    outln!("\nWhat to translate next:");
    let own: Vec<_> = report
        .coverage
        .iter()
        .filter(|c| c.lang == tag)
        .cloned()
        .collect();
    out!("{}", coverage_table(&own));
    outln!(
        "Translate locales/{tag}/*.ftl, add {tag}.md beside each en.md under content/, record each translated unit with `rulebook translated {tag} <page or messages>`, then run `rulebook check`."
    );
    ExitCode::SUCCESS
}
