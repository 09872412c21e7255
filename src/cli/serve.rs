//! `rulebook serve`: the preview, and what it says as it runs.

use std::path::PathBuf;
use std::process::ExitCode;

use super::print::print_warnings;

pub(crate) fn serve(options: rulebook::ServeOptions) -> ExitCode {
    let (stop, stopped) = std::sync::mpsc::channel();
    let asked = std::sync::atomic::AtomicBool::new(false);
    // The first Ctrl-C lets a rebuild in progress finish; a second one doesn't wait for it.
    if let Err(e) = ctrlc::set_handler(move || {
        if asked.swap(true, std::sync::atomic::Ordering::SeqCst) {
            std::process::exit(130);
        }
        let _ = stop.send(());
    }) {
        errln!("error: cannot handle Ctrl-C: {e}");
        return ExitCode::FAILURE;
    }
    match rulebook::serve(&options, stopped, print_serve_event) {
        Ok(()) => {
            outln!("Stopped.");
            ExitCode::SUCCESS
        }
        Err(e) => {
            errln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// One line per rebuild on stdout; diagnostics on stderr, as `build` prints them.
fn print_serve_event(event: rulebook::Event) {
    use rulebook::Event;
    let list = |files: &std::collections::BTreeSet<PathBuf>| {
        let mut names: Vec<String> = files
            .iter()
            .take(3)
            .map(|f| f.display().to_string())
            .collect();
        if files.len() > 3 {
            names.push(format!("{} more", files.len() - 3));
        }
        names.join(", ")
    };
    match event {
        Event::Serving {
            url,
            everywhere,
            pages,
            elapsed,
        } => {
            outln!(
                "Serving the site at {url} ({pages} pages built in {} ms); press Ctrl-C to stop",
                elapsed.as_millis()
            );
            if everywhere {
                outln!(
                    "Listening on all interfaces: other machines reach it at this machine's address, same port"
                );
            }
        }
        Event::Rebuilt {
            files,
            pages,
            elapsed,
        } => {
            outln!(
                "{}: {pages} page{} re-rendered in {} ms",
                list(files),
                if pages == 1 { "" } else { "s" },
                elapsed.as_millis()
            );
        }
        Event::Failed { files, diagnostics } => {
            print_warnings(diagnostics);
            let errors = diagnostics.iter().filter(|d| d.is_error()).count();
            let plural = if errors == 1 { "" } else { "s" };
            if files.is_empty() {
                errln!(
                    "error: the build failed with {errors} error{plural}; the site is served once it builds"
                );
            } else {
                errln!(
                    "error: the build failed after {} with {errors} error{plural}; serving the last good pages",
                    list(files)
                );
            }
        }
        Event::Warnings(warnings) => print_warnings(warnings),
        Event::Problem(message) => errln!("warning: {message}"),
    }
}
