//! The `[facts]` table of `page.toml`: what a game is at a glance (players, board, pieces, playing
//! time, family), shown in the page's facts box and its Schema.org `Game` data. Values are data,
//! not words: each language says them through its `facts-*` messages.

use std::path::Path;

use serde::Deserialize;
use toml::Spanned;

use crate::site::diagnostic::{Diagnostic, Diagnostics, SourceText};

/// The most players any board of the site seats (the six points of the star).
const MAX_PLAYERS: u8 = 6;
/// Squares along a side of the largest square board (International draughts plays on 10; some
/// variants on 12 or 14).
const MAX_SIDE: u8 = 26;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawGameFacts {
    players: Spanned<Vec<u8>>,
    board: Spanned<String>,
    pieces: Spanned<u8>,
    minutes: Spanned<[u16; 2]>,
    family: Family,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Family {
    Draughts,
    Halma,
}

impl Family {
    pub fn as_str(self) -> &'static str {
        match self {
            Family::Draughts => "draughts",
            Family::Halma => "halma",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Board {
    /// A board of squares, rows × columns.
    Squares { rows: u8, columns: u8 },
    /// The six-pointed star of Chinese checkers (121 holes).
    Star,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameFacts {
    /// The numbers of players the game is played by, ascending.
    pub players: Vec<u8>,
    pub board: Board,
    /// Pieces each player starts with.
    pub pieces: u8,
    /// A typical game's length in minutes, from … to.
    pub minutes: (u16, u16),
    pub family: Family,
}

impl RawGameFacts {
    /// Checks the values; each problem is reported at its value in `page.toml`.
    pub(super) fn check(
        self,
        source: &SourceText,
        path: &Path,
        out: &mut Diagnostics,
    ) -> Option<GameFacts> {
        let before = out.len();
        let mut refuse = |offset: usize, message: String| {
            out.push(Diagnostic::error(path, source.position(offset), message))
        };
        let players_at = self.players.span().start;
        let players = self.players.into_inner();
        if players.is_empty()
            || players.windows(2).any(|w| w[0] >= w[1])
            || players.iter().any(|&p| p == 0 || p > MAX_PLAYERS)
        {
            refuse(
                players_at,
                format!("`players` lists the numbers of players the game is played by, ascending, each from 1 to {MAX_PLAYERS} (e.g. `[2]` or `[2, 3, 4, 6]`)"),
            );
        }
        let board = parse_board(self.board.get_ref());
        if board.is_none() {
            refuse(
                self.board.span().start,
                format!(
                    "`board` is \"<rows>x<columns>\" (squares, at most {MAX_SIDE} a side, e.g. \"10x10\") or \"star\"; found \"{}\"",
                    self.board.get_ref()
                ),
            );
        }
        if *self.pieces.get_ref() == 0 {
            refuse(
                self.pieces.span().start,
                "`pieces` is the number of pieces each player starts with, at least 1".into(),
            );
        }
        let [from, to] = *self.minutes.get_ref();
        if from == 0 || from > to {
            refuse(
                self.minutes.span().start,
                format!("`minutes` is a typical game's length in minutes, from … to (e.g. `[30, 90]`), the first at least 1 and not above the second; found [{from}, {to}]"),
            );
        }
        (out.len() == before).then(|| GameFacts {
            players,
            board: board.unwrap_or(Board::Star),
            pieces: self.pieces.into_inner(),
            minutes: (from, to),
            family: self.family,
        })
    }
}

fn parse_board(text: &str) -> Option<Board> {
    if text == "star" {
        return Some(Board::Star);
    }
    let (rows, columns) = text.split_once('x')?;
    let side = |s: &str| {
        s.parse::<u8>()
            .ok()
            .filter(|n| (1..=MAX_SIDE).contains(n) && !s.starts_with(['0', '+']))
    };
    Some(Board::Squares {
        rows: side(rows)?,
        columns: side(columns)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(toml_text: &str) -> Result<GameFacts, Vec<String>> {
        #[derive(Deserialize)]
        struct Wrap {
            facts: RawGameFacts,
        }
        let source = SourceText::new(toml_text);
        let raw: Wrap = toml::from_str(toml_text).map_err(|e| vec![e.to_string()])?;
        let mut out = Diagnostics::default();
        raw.facts
            .check(&source, Path::new("page.toml"), &mut out)
            .ok_or_else(|| out.iter().map(|d| d.to_string()).collect())
    }

    const GOOD: &str = "[facts]\nplayers = [2, 3, 4, 6]\nboard = \"star\"\npieces = 10\nminutes = [20, 60]\nfamily = \"halma\"\n";

    #[test]
    fn facts_are_read() {
        let facts = check(GOOD).unwrap();
        assert_eq!(facts.players, [2, 3, 4, 6]);
        assert_eq!(facts.board, Board::Star);
        assert_eq!(facts.minutes, (20, 60));
        let squares = check(&GOOD.replace("\"star\"", "\"10x12\"")).unwrap();
        assert_eq!(
            squares.board,
            Board::Squares {
                rows: 10,
                columns: 12
            }
        );
    }

    #[test]
    fn a_bad_value_is_reported_at_its_line_and_column() {
        for (from, to, at, says) in [
            ("\"star\"", "\"10×10\"", "page.toml:3:9", "`board` is"),
            ("\"star\"", "\"0x10\"", "page.toml:3:9", "`board` is"),
            ("[2, 3, 4, 6]", "[3, 2]", "page.toml:2:11", "ascending"),
            ("[2, 3, 4, 6]", "[]", "page.toml:2:11", "ascending"),
            ("[2, 3, 4, 6]", "[2, 7]", "page.toml:2:11", "from 1 to 6"),
            (
                "[20, 60]",
                "[60, 20]",
                "page.toml:5:11",
                "not above the second",
            ),
            ("pieces = 10", "pieces = 0", "page.toml:4:10", "at least 1"),
        ] {
            let errors = check(&GOOD.replace(from, to)).unwrap_err();
            assert_eq!(errors.len(), 1, "{to}: {errors:?}");
            assert!(errors[0].starts_with(at), "{to}: {}", errors[0]);
            assert!(errors[0].contains(says), "{to}: {}", errors[0]);
        }
    }
}
