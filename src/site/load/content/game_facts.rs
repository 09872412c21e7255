//! The `[facts]` table of `page.toml`: what a game is at a glance (players, board, pieces, playing
//! time, family), shown in the page's facts box and its Schema.org `Game` data. Values are data,
//! not words: each language says them through its `facts-*` messages. On a page with `rules`,
//! its family, board and pieces must be what the rules core says of those rules.

use std::path::Path;

use serde::Deserialize;
use toml::Spanned;

use crate::rules::draughts::{self, Color};
use crate::rules::halma::{PlayerCount, PIECES_PER_PLAYER};
use crate::rules::RulesId;
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
    family: Spanned<Family>,
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
    /// Checks the values, and that the family, board and pieces are what `rules` (the page's)
    /// says; each problem is reported at its value in `page.toml`.
    pub(super) fn check(
        self,
        rules: Option<RulesId>,
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
        let at = Spans {
            board: self.board.span().start,
            pieces: self.pieces.span().start,
            family: self.family.span().start,
        };
        let facts = GameFacts {
            players,
            board: board.unwrap_or(Board::Star),
            pieces: self.pieces.into_inner(),
            minutes: (from, to),
            family: self.family.into_inner(),
        };
        if let (Some(rules), Some(_)) = (rules, board) {
            for (offset, message) in contradictions(&facts, rules, &at) {
                refuse(offset, message);
            }
        }
        (out.len() == before).then_some(facts)
    }
}

/// Where each value derived from the rules starts in `page.toml`.
struct Spans {
    board: usize,
    pieces: usize,
    family: usize,
}

/// Each value of `facts` that is not what the rules core says of `rules`, at its offset, with
/// what it should be.
fn contradictions(facts: &GameFacts, rules: RulesId, at: &Spans) -> Vec<(usize, String)> {
    let expected = GameFacts {
        minutes: facts.minutes,
        ..facts_of(rules)
    };
    let name = rules.as_str();
    let mut found = Vec::new();
    if facts.family != expected.family {
        found.push((
            at.family,
            format!(
                "`family` is \"{}\", but {name} is of the \"{}\" family",
                facts.family.as_str(),
                expected.family.as_str()
            ),
        ));
    }
    if facts.board != expected.board {
        found.push((
            at.board,
            format!(
                "`board` is \"{}\", but {name} is played on \"{}\"",
                board_text(facts.board),
                board_text(expected.board)
            ),
        ));
    }
    if facts.pieces != expected.pieces {
        found.push((
            at.pieces,
            format!(
                "`pieces` is {}, but in {name} each player starts with {}",
                facts.pieces, expected.pieces
            ),
        ));
    }
    found
}

/// What the rules core says a game of `rules` is. Not checked: `minutes`, which no rule decides,
/// and `players`, since a page may list ways to play the core does not seat (draughts for four,
/// in teams); the core's seatings are given all the same.
fn facts_of(rules: RulesId) -> GameFacts {
    let (family, board, pieces, players) = match rules.family() {
        crate::rules::Family::Draughts(rule) => {
            let side = rule.board().side();
            let start = draughts::Position::start_of(rule);
            (
                Family::Draughts,
                Board::Squares {
                    rows: side,
                    columns: side,
                },
                start.pieces(Color::White).len(),
                vec![2],
            )
        }
        crate::rules::Family::Halma(_) => (
            Family::Halma,
            Board::Star,
            PIECES_PER_PLAYER as usize,
            PlayerCount::ALL.iter().map(|c| c.get()).collect(),
        ),
    };
    GameFacts {
        players,
        board,
        pieces: u8::try_from(pieces).unwrap_or(u8::MAX),
        minutes: (0, 0),
        family,
    }
}

/// A board as `page.toml` writes it: `"10x10"` or `"star"`.
fn board_text(board: Board) -> String {
    match board {
        Board::Squares { rows, columns } => format!("{rows}x{columns}"),
        Board::Star => "star".into(),
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
        check_for(None, toml_text)
    }

    fn check_for(rules: Option<RulesId>, toml_text: &str) -> Result<GameFacts, Vec<String>> {
        #[derive(Deserialize)]
        struct Wrap {
            facts: RawGameFacts,
        }
        let source = SourceText::new(toml_text);
        let raw: Wrap = toml::from_str(toml_text).map_err(|e| vec![e.to_string()])?;
        let mut out = Diagnostics::default();
        raw.facts
            .check(rules, &source, Path::new("page.toml"), &mut out)
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

    #[test]
    fn facts_that_contradict_the_rules_are_reported_at_their_value() {
        let russian = "[facts]\nplayers = [2]\nboard = \"10x10\"\npieces = 12\nminutes = [20, 60]\nfamily = \"draughts\"\n";
        assert!(check_for(
            Some(RulesId::RussianDraughts),
            &russian.replace("10x10", "8x8")
        )
        .is_ok());
        let errors = check_for(Some(RulesId::RussianDraughts), russian).unwrap_err();
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].starts_with("page.toml:3:9"), "{}", errors[0]);
        assert!(errors[0].contains("played on \"8x8\""), "{}", errors[0]);
    }

    #[test]
    fn every_rule_set_has_facts_the_core_derives() {
        for rules in RulesId::ALL {
            let facts = facts_of(rules);
            assert!(facts.pieces > 0 && !facts.players.is_empty(), "{rules:?}");
        }
    }
}
