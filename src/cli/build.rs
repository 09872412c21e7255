//! `rulebook build`.

use std::path::Path;
use std::process::ExitCode;

use rulebook::{BuildError, BuildOptions, BuildReport, OutputError};

use super::print::print_warnings;

pub(crate) fn build(options: BuildOptions) -> ExitCode {
    let waiting = || {
        errln!(
            "waiting for another build writing beside {} to finish…",
            options.out.display()
        )
    };
    match rulebook::build(&options, &waiting) {
        Ok(report) => {
            print_warnings(&report.warnings);
            outln!("{}", summary(&report, &options));
            ExitCode::SUCCESS
        }
        // A refused folder was never touched; nothing else needs saying.
        Err(BuildError::Output(e @ OutputError::Refused { .. })) => {
            errln!("error: {e}");
            ExitCode::FAILURE
        }
        Err(BuildError::Output(e)) => {
            errln!("error: {e}; {}", build_outcome(&options.out));
            ExitCode::FAILURE
        }
        Err(BuildError::Site(diagnostics)) => {
            print_warnings(&diagnostics);
            let errors = diagnostics.iter().filter(|d| d.is_error()).count();
            let outcome = build_outcome(&options.out);
            errln!(
                "error: the build failed with {errors} error{}; {outcome}",
                if errors == 1 { "" } else { "s" },
            );
            ExitCode::FAILURE
        }
    }
}

/// What a failed build did to its output folder: nothing, either way; only an output that
/// exists is said to be "unchanged".
fn build_outcome(out: &Path) -> String {
    if out.exists() {
        format!("{} left unchanged", out.display())
    } else {
        format!("nothing written to {}", out.display())
    }
}

/// One line: pages per language and the time taken.
pub(crate) fn summary(report: &BuildReport, options: &BuildOptions) -> String {
    let total: usize = report.pages.iter().map(|(_, n)| n).sum();
    let per_language: Vec<String> = report
        .pages
        .iter()
        .map(|(lang, n)| format!("{lang} {n}"))
        .collect();
    format!(
        "Built {total} pages ({}) into {} in {} ms",
        per_language.join(", "),
        options.out.display(),
        report.elapsed.as_millis()
    )
}
