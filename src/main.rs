//! The `rulebook` command line: the binary owns policy (flags, exit codes, messages);
//! the library owns mechanism.

use std::process::ExitCode;

use clap::{Parser, Subcommand};
use rulebook::rules::{self, RulesId};

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
    /// List the legal moves of a position, one per line, sorted.
    Moves {
        /// Rules id: chinese-checkers, super-chinese-checkers, international-draughts, frisian-draughts.
        rules: RulesId,
        /// The position in the notation of DESIGN.md (Chinese checkers position text or PDN FEN).
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Moves { rules, position } => rules::legal_moves(rules, &position).map(|moves| {
            for m in moves {
                println!("{m}");
            }
        }),
        Command::Perft {
            rules,
            position,
            depth,
        } => rules::perft(rules, &position, depth).map(|n| println!("{n}")),
        Command::Start { rules, players } => {
            rules::start_position(rules, players).map(|p| println!("{p}"))
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}
