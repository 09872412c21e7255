//! The position text of docs/notation.md, read into an unvalidated [`Setup`] and written back.
//!
//! Text: the 17 rows joined by `/`, one character per hole (`.` empty, `1`–`6` a player's
//! piece), a space, and the player to move.

use std::fmt;
use std::str::FromStr;

use super::geometry::{Hole, HOLE_COUNT, ROW_LENGTHS};
use super::seats::Player;

/// What an author wrote: pieces on holes and a player to move, not yet checked against a player
/// count (see [`super::Position`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Setup {
    /// `board[i]` is the player whose piece stands on the hole of index `i`, if any.
    pub board: [Option<Player>; HOLE_COUNT],
    /// The player to move.
    pub to_move: Player,
}

impl Setup {
    /// An empty board with player 1 to move.
    pub fn empty() -> Setup {
        Setup {
            board: [None; HOLE_COUNT],
            to_move: Player::ONE,
        }
    }

    /// The player whose piece stands on `hole`, if any.
    pub fn get(&self, hole: Hole) -> Option<Player> {
        self.board[hole.index()]
    }

    /// Puts `piece` on `hole`, or empties it.
    pub fn set(&mut self, hole: Hole, piece: Option<Player>) {
        self.board[hole.index()] = piece;
    }
}

/// Why a position text could not be read. Rows and columns count from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// The part before the space does not have 17 `/`-separated rows.
    RowCount {
        /// How many rows were written.
        found: usize,
    },
    /// A row has the wrong number of holes.
    RowLength {
        /// The row, from 1.
        row: usize,
        /// How many holes it has.
        expected: usize,
        /// How many were written.
        found: usize,
    },
    /// A hole character is neither `.` nor `1`–`6`.
    BadHole {
        /// The row, from 1.
        row: usize,
        /// The column, from 1.
        column: usize,
        /// The character written.
        found: char,
    },
    /// Nothing follows the rows.
    MissingTurn,
    /// What follows the rows is not one player digit.
    BadTurn {
        /// What was written.
        found: String,
    },
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::RowCount { found } => {
                write!(f, "expected 17 rows separated by `/`, found {found}")
            }
            ParseError::RowLength {
                row,
                expected,
                found,
            } => write!(f, "row {row} has {found} holes, expected {expected}"),
            ParseError::BadHole { row, column, found } => write!(
                f,
                "row {row}, column {column}: expected `.` or a player 1-6, found {found:?}"
            ),
            ParseError::MissingTurn => {
                f.write_str("expected a space and the player to move after the 17 rows")
            }
            ParseError::BadTurn { found } => write!(
                f,
                "expected the player to move (1-6) after the rows, found {found:?}"
            ),
        }
    }
}

impl std::error::Error for ParseError {}

impl FromStr for Setup {
    type Err = ParseError;

    fn from_str(text: &str) -> Result<Setup, ParseError> {
        let text = text.trim();
        let (rows_text, turn) = match text.split_once(char::is_whitespace) {
            Some((rows, turn)) => (rows, turn.trim()),
            None => (text, ""),
        };
        let rows: Vec<&str> = rows_text.split('/').collect();
        if rows.len() != ROW_LENGTHS.len() {
            return Err(ParseError::RowCount { found: rows.len() });
        }
        let mut setup = Setup::empty();
        let mut index = 0;
        for (r, (row, &expected)) in rows.iter().zip(&ROW_LENGTHS).enumerate() {
            let found = row.chars().count();
            if found != expected {
                return Err(ParseError::RowLength {
                    row: r + 1,
                    expected,
                    found,
                });
            }
            for (c, ch) in row.chars().enumerate() {
                setup.board[index] = match ch {
                    '.' => None,
                    _ => Some(player_digit(ch).ok_or(ParseError::BadHole {
                        row: r + 1,
                        column: c + 1,
                        found: ch,
                    })?),
                };
                index += 1;
            }
        }
        if turn.is_empty() {
            return Err(ParseError::MissingTurn);
        }
        let mut chars = turn.chars();
        setup.to_move = match (chars.next().and_then(player_digit), chars.next()) {
            (Some(player), None) => player,
            _ => {
                return Err(ParseError::BadTurn {
                    found: turn.to_string(),
                })
            }
        };
        Ok(setup)
    }
}

fn player_digit(ch: char) -> Option<Player> {
    ch.to_digit(10).and_then(|d| Player::new(d as u8))
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut cells = self.board.iter();
        for (r, &len) in ROW_LENGTHS.iter().enumerate() {
            if r > 0 {
                f.write_str("/")?;
            }
            for cell in cells.by_ref().take(len) {
                match cell {
                    Some(player) => write!(f, "{player}")?,
                    None => f.write_str(".")?,
                }
            }
        }
        write!(f, " {}", self.to_move)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const EMPTY_ROWS: &str =
        "./../.../..../............./............/.........../........../........./........../.........../............/............./..../.../../.";

    #[test]
    fn reads_and_writes_the_design_notation() {
        let text = format!("{EMPTY_ROWS} 2");
        let mut setup: Setup = text.parse().unwrap();
        assert_eq!(setup.to_move, Player::new(2).unwrap());
        assert!(setup.board.iter().all(Option::is_none));
        assert_eq!(setup.to_string(), text);
        setup.set(Hole::new(1).unwrap(), Player::new(6));
        setup.set(Hole::new(121).unwrap(), Some(Player::ONE));
        let written = setup.to_string();
        assert!(written.starts_with("6/../"), "{written}");
        assert!(written.ends_with("/1 2"), "{written}");
        assert_eq!(written.parse::<Setup>(), Ok(setup));
    }

    #[test]
    fn errors_name_the_row_and_column_or_the_count() {
        let parse = |s: &str| s.parse::<Setup>().unwrap_err();
        // Third row, second hole.
        let bad = EMPTY_ROWS.replacen("/.../", "/.x./", 1);
        assert_eq!(
            parse(&format!("{bad} 1")),
            ParseError::BadHole {
                row: 3,
                column: 2,
                found: 'x'
            }
        );
        assert_eq!(
            parse(&format!("{bad} 1")).to_string(),
            "row 3, column 2: expected `.` or a player 1-6, found 'x'"
        );
        // A 7 is not a player.
        let seven = EMPTY_ROWS.replacen('.', "7", 1);
        assert!(matches!(
            parse(&format!("{seven} 1")),
            ParseError::BadHole {
                row: 1,
                column: 1,
                ..
            }
        ));
        let short = EMPTY_ROWS.replacen("/..../", "/.../", 1);
        assert_eq!(
            parse(&format!("{short} 1")),
            ParseError::RowLength {
                row: 4,
                expected: 4,
                found: 3
            }
        );
        assert_eq!(parse("1/11/111 1"), ParseError::RowCount { found: 3 });
        assert_eq!(parse(EMPTY_ROWS), ParseError::MissingTurn);
        assert_eq!(
            parse(&format!("{EMPTY_ROWS} 7")),
            ParseError::BadTurn {
                found: "7".to_string()
            }
        );
        assert!(matches!(
            parse(&format!("{EMPTY_ROWS} 1 2")),
            ParseError::BadTurn { .. }
        ));
    }
}
