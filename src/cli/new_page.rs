//! `rulebook new-page`.

use std::process::ExitCode;

use super::print::author_failed;

pub(crate) fn new_page(root: &std::path::Path, request: &rulebook::NewPage) -> ExitCode {
    let written = match request.create() {
        Ok(w) => w,
        Err(e) => return author_failed(&e),
    };
    for file in &written {
        outln!("wrote {}", file.display());
    }
    outln!("\nWhat is left to write (`rulebook check` lists it again at any time):");
    let report = rulebook::check(root, false);
    let folder = request.folder();
    for d in report
        .diagnostics
        .iter()
        .filter(|d| d.file.starts_with(&folder))
    {
        outln!("{d}");
    }
    outln!(
        "Until the page and its name are translated, each language shows the reference language's text."
    );
    ExitCode::SUCCESS
}
