//! The command line's arguments: every command, its flags and what they take.

use std::fmt;
use std::path::PathBuf;

use clap::{Parser, Subcommand};
use rulebook::rules::RulesId;
use rulebook::BuildOptions;

#[derive(Parser)]
#[command(
    name = "rulebook",
    version,
    about = "Builds the multilingual rules website of the board games"
)]
pub(crate) struct Cli {
    #[command(subcommand)]
    pub(crate) command: Command,
}

#[derive(Subcommand)]
pub(crate) enum Command {
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
pub(crate) enum Dir {
    Ltr,
    Rtl,
}

#[derive(Clone, Copy, clap::ValueEnum)]
pub(crate) enum Format {
    Text,
    Json,
}

#[derive(clap::Args)]
pub(crate) struct BuildArgs {
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
    pub(crate) fn options(self) -> BuildOptions {
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
fn site_folder(arg: &str) -> Result<PathBuf, SiteFolderError> {
    let path = PathBuf::from(arg);
    match std::fs::metadata(&path) {
        Ok(m) if m.is_dir() => Ok(path),
        Ok(_) => Err(SiteFolderError::File),
        Err(e) => Err(SiteFolderError::Unreadable(e)),
    }
}

/// Why `--root` names no site folder; clap prints it after the argument.
#[derive(Debug)]
enum SiteFolderError {
    /// A file, not a folder.
    File,
    /// Nothing the system can read (missing, not allowed …).
    Unreadable(std::io::Error),
}

impl fmt::Display for SiteFolderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SiteFolderError::File => f.write_str("expected the site's folder, found a file"),
            SiteFolderError::Unreadable(e) => write!(f, "expected the site's folder: {e}"),
        }
    }
}

impl std::error::Error for SiteFolderError {}
