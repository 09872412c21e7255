//! `rulebook translated`.

use std::path::PathBuf;
use std::process::ExitCode;

use super::print::author_failed;

/// `rulebook translated`: with `--minor` a first word that is not a language is an item.
pub(crate) fn translated(
    root: PathBuf,
    lang: Option<String>,
    mut items: Vec<String>,
    minor: bool,
) -> ExitCode {
    let mut languages: Vec<String> = lang.into_iter().collect();
    if minor
        && languages
            .first()
            .is_some_and(|l| l != "all" && l.contains('/'))
    {
        items.splice(0..0, languages.drain(..));
    }
    let request = rulebook::Translated {
        root,
        languages,
        items,
        minor,
    };
    match request.record() {
        Ok(recorded) => {
            for diff in &recorded.minor {
                outln!("Minor: {diff}");
            }
            outln!(
                "Recorded {} unit(s) in {}",
                recorded.units,
                recorded
                    .files
                    .iter()
                    .map(|f| f.display().to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            );
            ExitCode::SUCCESS
        }
        Err(e) => author_failed(&e),
    }
}
