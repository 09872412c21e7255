//! The `rulebook` command line: the binary owns policy (flags, exit codes, messages);
//! the library owns mechanism. `main` reads the arguments (`cli::args`) and hands each command
//! to its file under `cli/`; everything printed goes through `cli::print`.

#[macro_use]
mod cli;

use std::process::ExitCode;

use clap::Parser;
use rulebook::rules;

use cli::args::{Cli, Command};
use cli::{build, check, new_locale, new_page, pdn, perft, serve, translated};

/// A build allocates and frees millions of small values on every core; mimalloc takes less time
/// over it than the system allocator (docs/performance.md).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// mimalloc's `mi_option_purge_delay` (its place in `mi_option_e`, which keeps retired options'
/// places so that the numbers stay stable; the bindings name no constant for it).
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// Freed memory goes back to the system after 10 ms rather than mimalloc's default second: a
/// build's phases follow each other quickly, and with the full second the peak memory of a build
/// with a search index grew by half (the real site: 54 → 75–93 MB). Giving it back at once (0 ms)
/// cost a build of the 1,000 × 8 benchmark about 7 % of its processor time in `madvise` calls and
/// the page faults after them, for a peak within 2 % of 10 ms's (docs/performance.md).
fn give_back_freed_memory_soon() {
    // SAFETY: sets one of mimalloc's plain integer options; called before the command starts any
    // other thread (the option table is not synchronised).
    unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, 10) };
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
        give_back_freed_memory_soon();
    }
    let result = match cli.command {
        Command::Build(args) => return build::build(args.options()),
        Command::Serve { root, port, bind } => {
            return serve::serve(rulebook::ServeOptions { root, bind, port })
        }
        Command::NewLocale {
            tag,
            root,
            name,
            dir,
        } => return new_locale::new_locale(&root, &tag, name.as_deref(), dir),
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
            return new_page::new_page(&root, &request);
        }
        Command::Check {
            root,
            strict,
            format,
            review,
        } => {
            if let Some(dir) = review {
                if let Err(e) = check::write_review(&root, &dir) {
                    return cli::print::author_failed(&e);
                }
            }
            return check::check(&root, strict, format);
        }
        Command::Translated {
            lang,
            items,
            root,
            minor,
        } => return translated::translated(root, lang, items, minor),
        Command::Pdn { files, format } => return pdn::pdn(&files, format),
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
        } => perft::perft(rules, &position, depth)
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
