//! `rulebook pdn`.

use std::path::PathBuf;
use std::process::ExitCode;

use super::args::Format;

/// `rulebook pdn`: exit 1 when a file can't be read or a game has a problem.
pub(crate) fn pdn(files: &[PathBuf], format: Format) -> ExitCode {
    use rulebook::pdn;
    let stdin = [PathBuf::from("-")];
    let files = if files.is_empty() { &stdin[..] } else { files };
    let mut failed = false;
    let mut reports = Vec::new();
    for file in files {
        let bytes = if file.as_os_str() == "-" {
            pdn::read_bytes(std::io::stdin().lock())
        } else {
            std::fs::File::open(file).and_then(pdn::read_bytes)
        };
        let name = if file.as_os_str() == "-" {
            "<stdin>".to_string()
        } else {
            file.display().to_string()
        };
        let text = match bytes {
            Ok(bytes) => pdn::decode(bytes),
            Err(e) => {
                errln!("error: {name}: {e}");
                failed = true;
                continue;
            }
        };
        let games = pdn::report::summarize(&pdn::read(&text));
        failed |= games.iter().any(|g| g.problem.is_some());
        match format {
            Format::Text => out!("{}", pdn::report::text(&name, &games)),
            Format::Json => reports.push(serde_json::json!({ "file": name, "games": games })),
        }
    }
    if let Format::Json = format {
        match serde_json::to_string_pretty(&reports) {
            Ok(json) => outln!("{json}"),
            Err(e) => {
                errln!("error: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
