//! Board diagrams: a position and its scripted moves, validated through the rules core, and every
//! legal move (with paths and captures) of each position a reader can reach, so the interactive
//! board never contradicts the rules. Computed once per page; each language adds only words.

mod draughts;
mod halma;
pub mod html;
mod svg;

use serde::Serialize;

use super::content::{DiagramSpec, Explore};
use super::diagnostic::Position;
use crate::rules::RulesId;

/// One legal move: from, to, every landing in order (ending on `to`), captured squares in order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveData(pub u8, pub u8, pub Vec<u8>, pub Vec<u8>);

impl MoveData {
    pub fn from(&self) -> u8 {
        self.0
    }
    pub fn to(&self) -> u8 {
        self.1
    }
    pub fn landings(&self) -> &[u8] {
        &self.2
    }
    pub fn captured(&self) -> &[u8] {
        &self.3
    }
}

/// A position a reader can reach, with what may be tried on it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Snapshot {
    /// The position in the rules' notation (PDN FEN, Chinese checkers position text).
    pub position: String,
    /// Who is to move: `w`/`b` in draughts, `1`–`6` in Chinese checkers.
    pub turn: String,
    /// Square (hole) number → piece: `w`, `W`, `b`, `B` (capitals are kings), or `1`–`6`.
    pub pieces: Vec<(u8, char)>,
    /// Every move a reader may make here.
    pub moves: Vec<MoveData>,
    /// Tempting illegal tries: (from, to, reason code) — those the rules can explain beyond
    /// "not reachable", "taken" or "not your turn", which the board tells by itself.
    pub tries: Vec<(u8, u8, &'static str)>,
}

/// Which board a diagram is drawn on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKind {
    Draughts,
    /// Player `n`'s pieces take the colour of the point they start from.
    Halma {
        homes: [u8; 6],
    },
}

#[derive(Clone, Debug)]
pub struct Diagram {
    pub spec: DiagramSpec,
    pub board: BoardKind,
    /// The start and the position after each scripted move.
    pub snapshots: Vec<Snapshot>,
    /// The scripted moves, as played.
    pub steps: Vec<MoveData>,
    /// Extra arrows of `page.toml`, as hole/square lists.
    pub arrows: Vec<Vec<u8>>,
    /// The data the interactive board reads, as JSON: the same in every language, so made once.
    pub json: String,
}

/// What is wrong with a diagram, and where in `page.toml`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiagramError {
    pub at: Position,
    pub message: String,
}

impl Diagram {
    pub fn prepare(spec: &DiagramSpec) -> Result<Diagram, DiagramError> {
        let played = match spec.rules {
            RulesId::ChineseCheckers | RulesId::SuperChineseCheckers => halma::play(spec)?,
            RulesId::InternationalDraughts | RulesId::FrisianDraughts => draughts::play(spec)?,
        };
        let arrows = spec
            .arrows
            .iter()
            .map(|(text, at)| {
                parse_arrow(text, played.max_square).ok_or_else(|| DiagramError {
                    at: *at,
                    message: format!("expected an arrow FROM-TO such as `32-28`, found `{text}`"),
                })
            })
            .collect::<Result<_, _>>()?;
        for &h in &spec.highlight {
            if h == 0 || h > played.max_square {
                return Err(DiagramError {
                    at: spec.at,
                    message: format!(
                        "highlight {h} is not on the board (1–{})",
                        played.max_square
                    ),
                });
            }
        }
        #[derive(Serialize)]
        struct Data<'a> {
            rules: &'a str,
            explore: Explore,
            positions: &'a [Snapshot],
            steps: &'a [MoveData],
        }
        let json = html::script_json(&Data {
            rules: spec.rules.as_str(),
            explore: spec.explore,
            positions: &played.snapshots,
            steps: &played.steps,
        });
        Ok(Diagram {
            spec: spec.clone(),
            board: played.board,
            snapshots: played.snapshots,
            steps: played.steps,
            arrows,
            json,
        })
    }
}

/// What a family's adapter hands back.
struct Played {
    board: BoardKind,
    max_square: u8,
    snapshots: Vec<Snapshot>,
    steps: Vec<MoveData>,
}

fn parse_arrow(text: &str, max: u8) -> Option<Vec<u8>> {
    let squares: Vec<u8> = text
        .split(['-', 'x'])
        .map(|s| {
            s.trim()
                .parse::<u8>()
                .ok()
                .filter(|n| (1..=max).contains(n))
        })
        .collect::<Option<_>>()?;
    (squares.len() >= 2).then_some(squares)
}

/// "move 3, 28x17: a capture of greater value exists (28x10:14,23)".
fn move_error(spec: &DiagramSpec, index: usize, why: impl std::fmt::Display) -> DiagramError {
    let (text, at) = &spec.moves[index];
    DiagramError {
        at: *at,
        message: format!("move {}, {text}: {why}", index + 1),
    }
}
