//! `rulebook check`, and the review files of `--review`.

use std::process::ExitCode;

use rulebook::{AuthorError, Diagnostic};

use super::args::Format;
use super::print::coverage_table;

/// The side-by-side review files; the notice goes to stderr so stdout stays the report.
pub(crate) fn write_review(
    root: &std::path::Path,
    dir: &std::path::Path,
) -> Result<(), AuthorError> {
    let files = rulebook::review(root, dir)?;
    errln!(
        "Wrote {} review file(s) into {}",
        files.len(),
        dir.display()
    );
    Ok(())
}

pub(crate) fn check(root: &std::path::Path, strict: bool, format: Format) -> ExitCode {
    let report = rulebook::check(root, strict);
    match format {
        Format::Json => match serde_json::to_string_pretty(&report) {
            Ok(json) => outln!("{json}"),
            Err(e) => {
                errln!("error: {e}");
                return ExitCode::FAILURE;
            }
        },
        Format::Text => {
            for d in &report.diagnostics {
                outln!("{d}");
            }
            out!("{}", coverage_table(&report.coverage));
            let errors = report.diagnostics.iter().filter(|d| d.is_error()).count();
            let warnings = report.diagnostics.len() - errors;
            outln!("{errors} error(s), {warnings} warning(s)");
        }
    }
    if report.diagnostics.iter().any(Diagnostic::is_error) {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
