//! Per game of a PDN text: moves read, result and first problem — what `rulebook pdn` prints.

use serde::Serialize;

use crate::parser::GameRead;

/// One game of a file, as `rulebook pdn` reports it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameSummary {
    /// 1-based number of the game in its text.
    pub game: usize,
    /// Where the game starts (1-based line).
    pub line: usize,
    /// `White - Black` from the tags, when both are given.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub players: Option<String>,
    /// Half-moves of the main line (each side's move counts one) read before any problem.
    pub half_moves: usize,
    /// Half-moves in variations.
    pub variation_half_moves: usize,
    /// The termination marker as written, if read.
    pub result: Option<String>,
    /// The first problem, if any.
    pub problem: Option<Problem>,
}

/// Where a game's problem is in the file, and what it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Problem {
    /// 1-based.
    pub line: usize,
    /// 1-based, in characters.
    pub column: usize,
    /// What is wrong and what was expected.
    pub message: String,
}

/// A summary of each game read, numbered from 1.
pub fn summarize(games: &[GameRead]) -> Vec<GameSummary> {
    games
        .iter()
        .enumerate()
        .map(|(i, read)| {
            let game = &read.game;
            let players = match (game.tag("White"), game.tag("Black")) {
                (Some(w), Some(b)) => Some(format!("{w} - {b}")),
                _ => None,
            };
            let all = game.line.count_all();
            GameSummary {
                game: i + 1,
                line: game.at.line,
                players,
                half_moves: game.line.moves.len(),
                variation_half_moves: all - game.line.moves.len(),
                result: game.result.as_ref().map(|r| r.written.clone()),
                problem: read.problem.as_ref().map(|p| Problem {
                    line: p.at.line,
                    column: p.at.column,
                    message: p.message.clone(),
                }),
            }
        })
        .collect()
}

/// One line per game: `file:line: game 2 (White - Black): 94 half-moves (+12 in variations), 1-0`,
/// then the problem at its place, and a closing count.
pub fn text(file: &str, games: &[GameSummary]) -> String {
    let mut out = String::new();
    for g in games {
        let players = g
            .players
            .as_ref()
            .map(|p| format!(" ({p})"))
            .unwrap_or_default();
        let variations = match g.variation_half_moves {
            0 => String::new(),
            n => format!(" (+{n} in variations)"),
        };
        let result = g.result.as_deref().unwrap_or("no result");
        out.push_str(&format!(
            "{file}:{}: game {}{players}: {} half-move{}{variations}, {result}\n",
            g.line,
            g.game,
            g.half_moves,
            if g.half_moves == 1 { "" } else { "s" }
        ));
        if let Some(p) = &g.problem {
            out.push_str(&format!(
                "{file}:{}:{}: error: {}\n",
                p.line, p.column, p.message
            ));
        }
    }
    let problems = games.iter().filter(|g| g.problem.is_some()).count();
    out.push_str(&format!(
        "{file}: {} game{}, {problems} with a problem\n",
        games.len(),
        if games.len() == 1 { "" } else { "s" }
    ));
    out
}
