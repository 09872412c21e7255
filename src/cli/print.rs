//! What the commands print, and how: every line goes through [`emit`] (control characters
//! shown, a reader that went away ends the command quietly), with `out!`, `outln!` and `errln!`.

use std::process::ExitCode;

use rulebook::{AuthorError, Diagnostic};

/// Where the commands write: standard output (the results) or standard error (diagnostics).
#[derive(Clone, Copy)]
pub(crate) enum Stream {
    Out,
    Err,
}

/// The exit status of a command whose reader went away (`rulebook check | head -1`): the one a
/// shell reports for a program that the broken pipe's signal ended, 128 + SIGPIPE (13).
const EXIT_BROKEN_PIPE: u8 = 141;

/// Writes what a command prints. Control characters are written as `\u{1b}`, as in diagnostics:
/// a PDN tag, a position or a file name must not retitle or clear the terminal. A reader that
/// has gone away ends the command quietly (`println!` would panic).
pub(crate) fn emit(stream: Stream, text: std::fmt::Arguments) {
    use std::io::Write;
    let text = text.to_string();
    let text = rulebook::for_terminal(&text);
    let written = match stream {
        Stream::Out => std::io::stdout().lock().write_all(text.as_bytes()),
        Stream::Err => std::io::stderr().lock().write_all(text.as_bytes()),
    };
    match written {
        Ok(()) => {}
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => {
            std::process::exit(EXIT_BROKEN_PIPE.into())
        }
        Err(e) => {
            if let Stream::Out = stream {
                let _ = writeln!(std::io::stderr(), "error: cannot write the output: {e}");
            }
            std::process::exit(1)
        }
    }
}

/// `print!` through [`emit`].
macro_rules! out {
    ($($arg:tt)*) => { $crate::cli::print::emit($crate::cli::print::Stream::Out, format_args!($($arg)*)) };
}

/// `println!` through [`emit`].
macro_rules! outln {
    ($($arg:tt)*) => { $crate::cli::print::emit($crate::cli::print::Stream::Out, format_args!("{}\n", format_args!($($arg)*))) };
}

/// `eprintln!` through [`emit`].
macro_rules! errln {
    ($($arg:tt)*) => { $crate::cli::print::emit($crate::cli::print::Stream::Err, format_args!("{}\n", format_args!($($arg)*))) };
}

pub(crate) fn print_warnings(diagnostics: &[Diagnostic]) {
    for d in diagnostics {
        errln!("{d}");
    }
}

/// An authoring command's failure on stderr: the site's errors as `check` shows them, anything
/// else as one `error:` line. A request refused as given exits 2, as a command line the parser
/// refuses does; a site that cannot be read or a file that cannot be written, 1.
pub(crate) fn author_failed(e: &AuthorError) -> ExitCode {
    match e {
        // One diagnostic per line, each with its own `error:` after its place.
        AuthorError::Site(errors) if !errors.is_empty() => errln!("{e}"),
        _ => errln!("error: {e}"),
    }
    match e {
        AuthorError::Request(_) => ExitCode::from(2),
        _ => ExitCode::FAILURE,
    }
}

/// The coverage of each language, one line each: what `check` and `new-locale` print.
pub(crate) fn coverage_table(coverage: &[rulebook::Coverage]) -> String {
    use rulebook::Count;
    let cell = |c: Count| match c.percent() {
        Some(p) => format!("{}/{} {p:>3}%", c.translated, c.total),
        None => "–".to_string(),
    };
    // Units: up to date / outdated / missing / orphan, for the languages that keep a record.
    let units = |u: Option<rulebook::UnitCount>| match u {
        Some(u) => format!(
            "{} / {} / {} / {}",
            u.current, u.outdated, u.missing, u.orphan
        ),
        None => "–".to_string(),
    };
    let mut out = format!(
        "{:<10} {:<16} {:<16} {:<16} {:<16} {}\n",
        "language",
        "strings",
        "pages",
        "table rows",
        "captions",
        "units: current / outdated / missing / orphan"
    );
    for c in coverage {
        let line = format!(
            "{:<10} {:<16} {:<16} {:<16} {:<16} {}",
            c.lang,
            cell(c.strings),
            cell(c.pages),
            cell(c.rows),
            cell(c.captions),
            units(c.units)
        );
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}
