//! The `rulebook` command line: the binary owns policy (flags, exit codes, messages);
//! the library owns mechanism.
#![cfg_attr(not(test), deny(clippy::unwrap_used, clippy::expect_used))]

use std::process::ExitCode;

use std::path::{Path, PathBuf};

use clap::{Parser, Subcommand};
use rulebook::rules::{self, RulesId};
use rulebook::Diagnostic;
use rulebook::{AuthorError, BuildError, BuildOptions, BuildReport, OutputError};

/// Where the commands write: standard output (the results) or standard error (diagnostics).
#[derive(Clone, Copy)]
enum Stream {
    Out,
    Err,
}

/// The exit status of a command whose reader went away (`rulebook check | head -1`): the one a
/// shell reports for a program that the broken pipe's signal ended, 128 + SIGPIPE (13).
const EXIT_BROKEN_PIPE: u8 = 141;

/// Writes what a command prints. Control characters are written as `\u{1b}`, as in diagnostics:
/// a PDN tag, a position or a file name must not retitle or clear the terminal. A reader that
/// has gone away ends the command quietly (`println!` would panic).
fn emit(stream: Stream, text: std::fmt::Arguments) {
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
    ($($arg:tt)*) => { emit(Stream::Out, format_args!($($arg)*)) };
}

/// `println!` through [`emit`].
macro_rules! outln {
    ($($arg:tt)*) => { emit(Stream::Out, format_args!("{}\n", format_args!($($arg)*))) };
}

/// `eprintln!` through [`emit`].
macro_rules! errln {
    ($($arg:tt)*) => { emit(Stream::Err, format_args!("{}\n", format_args!($($arg)*))) };
}

/// A build allocates and frees millions of small values on every core; mimalloc takes less time
/// over it than the system allocator (docs/performance.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// mimalloc's `mi_option_purge_delay` (its place in `mi_option_e`, which keeps retired options'
/// places so that the numbers stay stable; the bindings name no constant for it).
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// Freed memory goes back to the system at once rather than a second later: a build's phases
/// follow each other quickly, and with the delay the peak memory of a build with a search index
/// grew by half (the real site: 54 → 75–93 MB), for no measurable gain in time.
fn give_back_freed_memory_at_once() {
    // SAFETY: sets one of mimalloc's plain integer options; called before the command starts any
    // other thread (the option table is not synchronised).
    unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, 0) };
}

#[derive(Parser)]
#[command(
    name = "rulebook",
    version,
    about = "Builds the multilingual rules website of the board games"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build the whole site into the output folder (atomically: a failed build changes nothing).
    Build(BuildArgs),
    /// Serve the site from memory, rebuild what each save touches and reload open pages.
    Serve {
        /// The site's folder.
        #[arg(long, default_value = ".", value_parser = site_folder)]
        root: PathBuf,
        /// The port to listen on (0: any free port).
        #[arg(long, default_value_t = 1111)]
        port: u16,
        /// The address to listen on; the default keeps the preview to this machine.
        #[arg(long, default_value = "127.0.0.1")]
        bind: std::net::IpAddr,
    },
    /// Check everything without writing: diagnostics and translation coverage per language.
    Check {
        /// The site's folder.
        #[arg(long, default_value = ".", value_parser = site_folder)]
        root: PathBuf,
        /// Treat warnings as errors.
        #[arg(long)]
        strict: bool,
        /// `text` for people, `json` for tools.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// Also write `<lang>.html` into this folder (relative to `--root`, as `build --out` is)
        /// for each language: every text of the reference language beside its translation, for
        /// a reviewer.
        #[arg(long, value_name = "DIR")]
        review: Option<PathBuf>,
    },
    /// Start a new language: commented-out strings to translate and an entry in site.toml.
    NewLocale {
        /// BCP 47 tag, e.g. `de`, `pt-BR`, `zh-Hans`.
        tag: String,
        /// The site's folder.
        #[arg(long, default_value = ".", value_parser = site_folder)]
        root: PathBuf,
        /// The language's own name, e.g. "Deutsch" (known for common tags).
        #[arg(long)]
        name: Option<String>,
        /// Writing direction (known from the tag when not given).
        #[arg(long, value_enum)]
        dir: Option<Dir>,
    },
    /// Start a new page: page.toml, the reference language's text with every section, row and
    /// diagram to write, and the game's name in every language (commented out until translated).
    NewPage {
        /// `<section>/<page-id>`, e.g. `variants/antidraughts`.
        path: String,
        /// The site's folder.
        #[arg(long, default_value = ".", value_parser = site_folder)]
        root: PathBuf,
        /// The page id of the standard game: the new page is a variant of it.
        #[arg(long)]
        base: Option<String>,
        /// The rules id of the page's diagrams, e.g. `antidraughts`.
        #[arg(long)]
        rules: Option<String>,
        /// The name in the reference language (from the page id when not given).
        #[arg(long)]
        name: Option<String>,
        /// Comparison-table row ids, comma-separated.
        #[arg(long, value_delimiter = ',')]
        rows: Vec<String>,
        /// Diagram ids, comma-separated; each starts from the rules' start position.
        #[arg(long, value_delimiter = ',')]
        diagrams: Vec<String>,
    },
    /// Record that a language's texts are translated from today's reference text (after
    /// translating them, or judging them still right); `check` then stops reporting them as
    /// outdated.
    Translated {
        /// A language tag, or `all` (omit it with `--minor`).
        lang: Option<String>,
        /// What: a page id (`frysk`), a page's unit (`frysk/section.history`,
        /// `frysk/row.capture`, `frysk/diagram.start`, `frysk/tagline`), `messages` or
        /// `messages/<id>`. Nothing means every unit.
        items: Vec<String>,
        /// The site's folder.
        #[arg(long, default_value = ".", value_parser = site_folder)]
        root: PathBuf,
        /// The reference text changed without needing a new translation (a typo,
        /// punctuation): every language that was up to date stays up to date.
        #[arg(long)]
        minor: bool,
    },
    /// Read PDN files and print, per game, its moves, its result and its first problem.
    Pdn {
        /// PDN files; `-` or none reads standard input.
        files: Vec<PathBuf>,
        /// `text` for people, `json` for tools.
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// List the legal moves of a position, one per line, sorted.
    Moves {
        /// Rules id: chinese-checkers, super-chinese-checkers, international-draughts,
        /// frisian-draughts, frysk, antidraughts, breakthrough-draughts, russian-draughts,
        /// brazilian-draughts.
        rules: RulesId,
        /// The position in the notation of docs/notation.md (Chinese checkers position text or
        /// PDN FEN).
        position: String,
    },
    /// Count the leaf nodes of the move tree to a given depth.
    Perft {
        rules: RulesId,
        position: String,
        depth: u32,
    },
    /// Print the start position.
    Start {
        rules: RulesId,
        /// Number of players (Chinese checkers: 2, 3, 4 or 6).
        #[arg(long)]
        players: Option<u8>,
    },
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum Dir {
    Ltr,
    Rtl,
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum Format {
    Text,
    Json,
}

#[derive(clap::Args)]
struct BuildArgs {
    /// The site's folder: site.toml, content/, locales/, templates/, static/.
    #[arg(long, default_value = ".", value_parser = site_folder)]
    root: PathBuf,
    /// Where to write the site; relative paths are taken from the site's folder.
    #[arg(long, default_value = "public")]
    out: PathBuf,
    /// Overrides `base_url` of site.toml.
    #[arg(long)]
    base_url: Option<String>,
    /// Treat warnings (missing translations) as errors.
    #[arg(long)]
    strict: bool,
    /// Replace the output folder even if it is not empty and rulebook did not write it.
    #[arg(long)]
    force: bool,
}

impl BuildArgs {
    fn options(self) -> BuildOptions {
        let out = if self.out.is_absolute() {
            self.out
        } else {
            self.root.join(self.out)
        };
        BuildOptions {
            root: self.root,
            out,
            base_url: self.base_url,
            strict: self.strict,
            force: self.force,
        }
    }
}

/// `--root`: an existing folder, refused at once otherwise (a file there would be read as a
/// folder that holds no `site.toml`).
fn site_folder(arg: &str) -> Result<PathBuf, String> {
    let path = PathBuf::from(arg);
    match std::fs::metadata(&path) {
        Ok(m) if m.is_dir() => Ok(path),
        Ok(_) => Err("expected the site's folder, found a file".to_string()),
        Err(e) => Err(format!("expected the site's folder: {e}")),
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) if e.use_stderr() => {
            // One line, like every other error of the tool (clap adds a usage hint below).
            let text = e.to_string();
            errln!("{}", text.lines().next().unwrap_or("error: bad arguments"));
            return ExitCode::from(2);
        }
        Err(e) => {
            let _ = e.print();
            return ExitCode::SUCCESS;
        }
    };
    // The preview renders again and again: there, keeping freed memory a moment is faster.
    if !matches!(cli.command, Command::Serve { .. }) {
        give_back_freed_memory_at_once();
    }
    let result = match cli.command {
        Command::Build(args) => return build(args.options()),
        Command::Serve { root, port, bind } => {
            return serve(rulebook::ServeOptions { root, bind, port })
        }
        Command::NewLocale {
            tag,
            root,
            name,
            dir,
        } => return new_locale(&root, &tag, name.as_deref(), dir),
        Command::NewPage {
            path,
            root,
            base,
            rules,
            name,
            rows,
            diagrams,
        } => {
            let request = rulebook::NewPage {
                root: &root,
                path: &path,
                base: base.as_deref(),
                rules: rules.as_deref(),
                name: name.as_deref(),
                rows: &rows,
                diagrams: &diagrams,
            };
            return new_page(&root, &request);
        }
        Command::Check {
            root,
            strict,
            format,
            review,
        } => {
            if let Some(dir) = review {
                if let Err(e) = write_review(&root, &dir) {
                    return author_failed(&e);
                }
            }
            return check(&root, strict, format);
        }
        Command::Translated {
            lang,
            items,
            root,
            minor,
        } => return translated(root, lang, items, minor),
        Command::Pdn { files, format } => return pdn(&files, format),
        Command::Moves { rules, position } => rules::legal_moves(rules, &position)
            .map(|moves| {
                for m in moves {
                    outln!("{m}");
                }
            })
            .map_err(|e| e.to_string()),
        Command::Perft {
            rules,
            position,
            depth,
        } => perft(rules, &position, depth)
            .map(|n| outln!("{n}"))
            .map_err(|e| e.to_string()),
        Command::Start { rules, players } => rules::start_position(rules, players)
            .map(|p| outln!("{p}"))
            .map_err(|e| e.to_string()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            errln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn build(options: BuildOptions) -> ExitCode {
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

/// A perft with a progress line on stderr (leaf nodes so far, time, nodes per second): rewritten
/// every second on a terminal, otherwise one line every 10 s, and nothing for a run shorter than
/// that. `RULEBOOK_PROGRESS_SECS` sets the interval.
fn perft(rules: RulesId, position: &str, depth: u32) -> Result<u64, rules::TextError> {
    use std::io::IsTerminal;
    let terminal = std::io::stderr().is_terminal();
    let every = std::env::var("RULEBOOK_PROGRESS_SECS")
        .ok()
        .and_then(|s| s.parse::<f64>().ok())
        .and_then(|s| std::time::Duration::try_from_secs_f64(s).ok())
        .unwrap_or(std::time::Duration::from_secs(if terminal {
            1
        } else {
            10
        }));
    let started = std::time::Instant::now();
    let mut next = every;
    let mut nodes = 0u64;
    let mut shown = false;
    let result = rules::perft_reporting(rules, position, depth, &mut |part| {
        nodes += part;
        let elapsed = started.elapsed();
        if elapsed >= next {
            let rate = nodes as f64 / elapsed.as_secs_f64().max(1e-9);
            let line = format!(
                "perft: {nodes} nodes in {:.1} s, {rate:.0} nodes/s",
                elapsed.as_secs_f64()
            );
            if terminal {
                eprint!("\r{line}\x1b[K");
            } else {
                errln!("{line}");
            }
            shown = true;
            next = elapsed + every;
        }
    });
    if shown && terminal {
        eprintln!();
    }
    result
}

fn serve(options: rulebook::ServeOptions) -> ExitCode {
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

fn print_warnings(diagnostics: &[Diagnostic]) {
    for d in diagnostics {
        errln!("{d}");
    }
}

/// One line: pages per language and the time taken.
fn summary(report: &BuildReport, options: &BuildOptions) -> String {
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

/// `rulebook translated`: with `--minor` a first word that is not a language is an item.
fn translated(
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

/// The side-by-side review files; the notice goes to stderr so stdout stays the report.
fn write_review(root: &std::path::Path, dir: &std::path::Path) -> Result<(), AuthorError> {
    let files = rulebook::review(root, dir)?;
    errln!(
        "Wrote {} review file(s) into {}",
        files.len(),
        dir.display()
    );
    Ok(())
}

fn check(root: &std::path::Path, strict: bool, format: Format) -> ExitCode {
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

/// `rulebook pdn`: exit 1 when a file can't be read or a game has a problem.
fn pdn(files: &[PathBuf], format: Format) -> ExitCode {
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

fn coverage_table(coverage: &[rulebook::Coverage]) -> String {
    use rulebook::Count;
    let cell = |c: Count| match c.percent() {
        Some(p) => format!("{}/{} {p:>3}%", c.translated, c.total),
        None => "–".to_string(),
    };
    // Units: up to date / outdated / missing, for the languages that keep a record.
    let units = |u: Option<rulebook::UnitCount>| match u {
        Some(u) => format!("{} / {} / {}", u.current, u.outdated, u.missing),
        None => "–".to_string(),
    };
    let mut out = format!(
        "{:<10} {:<16} {:<16} {:<16} {:<16} {}\n",
        "language",
        "strings",
        "pages",
        "table rows",
        "captions",
        "units: current / outdated / missing"
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

/// An authoring command's failure on stderr: the site's errors as `check` shows them, anything
/// else as one `error:` line. A request refused as given exits 2, as a command line the parser
/// refuses does; a site that cannot be read or a file that cannot be written, 1.
fn author_failed(e: &AuthorError) -> ExitCode {
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

fn new_page(root: &std::path::Path, request: &rulebook::NewPage) -> ExitCode {
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

fn new_locale(root: &std::path::Path, tag: &str, name: Option<&str>, dir: Option<Dir>) -> ExitCode {
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
