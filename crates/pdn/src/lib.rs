//! Game records in Portable Draughts Notation (PDN 3.0), read as players write them: tag pairs,
//! move numbers, moves (padded, from/to or with every square), strengths, NAGs, comments, escape
//! lines, nested variations, every result form, several games per text. Every move, variations
//! included, is played through the rules core, so a page can't show an illegal game.
//!
//! It needs only the rules core (to play every move) and serde (for the report), and sits beside
//! the rules core as a chess game reader sits beside its move generator.
//!
//! - `lexer`: text → tokens with line and column; `parser`: tokens → games (recursive
//!   descent, bounded nesting); `setup`: `[GameType]` and `[FEN]` → rules and start position;
//!   every written move is resolved by the rules core (`draughts::WrittenMove`); `game`: the
//!   data model the boards replay; [`report`]: a per-game summary for `rulebook pdn`.

mod error;
mod game;
mod lexer;
mod parser;
pub mod report;
mod setup;

pub use error::PdnError;
pub use game::{Comment, Game, Line, Node, Score, Span, Strength, Tag, Termination};
pub use parser::{GameRead, MAX_DEPTH};
/// Why a written move names no one legal move (the rules core resolves every move).
pub use rulebook_rules::draughts::Unresolved;

/// Every game of a PDN text, each as far as it could be read with its first problem; reading
/// goes on with the next game after a problem.
pub fn read(text: &str) -> Vec<GameRead> {
    parser::Parser::new(text).games()
}

/// Every game of a PDN text, or the first problem in it.
pub fn read_games(text: &str) -> Result<Vec<Game>, PdnError> {
    read(text)
        .into_iter()
        .map(|read| match read.problem {
            Some(problem) => Err(problem),
            None => Ok(read.game),
        })
        .collect()
}

/// Checks a `pdn` block: at least one game, every move legal. Ok(moves of the main lines).
pub fn validate(record: &str) -> Result<usize, PdnError> {
    let games = read_games(record)?;
    if games.is_empty() {
        return Err(PdnError::new(
            Span {
                line: 1,
                column: 1,
                ..Span::default()
            },
            "expected a game record: tag pairs such as [GameType \"20\"], then the moves",
        ));
    }
    Ok(games.iter().map(|g| g.line.moves.len()).sum())
}

/// The most a game-record file may hold: the largest collections a page could quote are a few
/// megabytes, and the games read keep a position per move, several times the text's size.
pub const MAX_FILE_BYTES: u64 = 16 << 20;

/// A game-record file's bytes, read from `source` (a file, standard input) up to
/// [`MAX_FILE_BYTES`]: a larger or endless one (`/dev/zero`) is refused once that much is read
/// instead of filling the memory.
pub fn read_bytes(source: impl std::io::Read) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut source.take(MAX_FILE_BYTES + 1), &mut bytes)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!(
                "expected game records of at most {} MB, found more; split the collection",
                MAX_FILE_BYTES >> 20
            ),
        ));
    }
    Ok(bytes)
}

/// The text of a PDN file: UTF-8, or else Latin-1, as older collections are written.
pub fn decode(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes)
        .unwrap_or_else(|e| e.into_bytes().into_iter().map(char::from).collect())
}
