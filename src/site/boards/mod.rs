//! Board diagrams: a position and its scripted moves, validated through the rules core, and every
//! legal move (with paths and captures) of each position a reader can reach, so the interactive
//! board never contradicts the rules. Computed once per page; each language adds only words.

mod data;
mod draughts;
pub(crate) mod figure_error;
mod halma;
pub(crate) mod html;
pub(crate) mod replay;
pub(crate) mod svg;

use crate::rules::draughts::Board;
use crate::rules::explore::Explore;
use crate::rules::explore::{MoveInfo, Snapshot};
use crate::rules::{Family, RulesId};
use crate::site::diagnostic::LineColumn;
use crate::site::load::content::DiagramSpec;
use crate::site::tasks::{self, ProvedTask};

/// Which board a diagram is drawn on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BoardKind {
    /// A draughts board of the rule set's size.
    Draughts(Board),
    /// Player `n`'s pieces take the colour of the point they start from.
    Halma {
        homes: [u8; 6],
        /// How many play: 2, 3, 4 or 6.
        players: u8,
    },
}

#[derive(Clone, Debug)]
pub(crate) struct Diagram {
    pub spec: DiagramSpec,
    pub board: BoardKind,
    /// The start and the position after each scripted move, as the rules core analyses them.
    pub snapshots: Vec<Snapshot>,
    /// The scripted moves, as played.
    pub steps: Vec<MoveInfo>,
    /// Extra arrows of `page.toml`, as hole/square lists.
    pub arrows: Vec<Vec<u8>>,
    /// The task the diagram sets, as the rules core proved it.
    pub task: Option<ProvedTask>,
    /// The data the interactive board reads, as JSON: the same in every language, so made once.
    pub json: String,
}

/// What is wrong with a diagram, and where in `page.toml`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DiagramError {
    pub at: LineColumn,
    pub message: String,
}

impl Diagram {
    pub(crate) fn prepare(spec: &DiagramSpec) -> Result<Diagram, DiagramError> {
        let played = match spec.rules.family() {
            Family::Halma(rule) => halma::play(spec, rule)?,
            Family::Draughts(rule) => draughts::play(spec, rule)?,
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
        if spec.flipped && matches!(played.board, BoardKind::Halma { .. }) {
            return Err(DiagramError {
                at: spec.at,
                message: "`flipped` turns a draughts board around; a Chinese checkers star has no side to turn to".into(),
            });
        }
        let task = match &spec.task {
            Some(task) => Some(prove_task(spec, task, &played)?),
            None => None,
        };
        let json = data_json(spec, &played, task.as_ref());
        Ok(Diagram {
            spec: spec.clone(),
            board: played.board,
            snapshots: played.snapshots,
            steps: played.steps,
            arrows,
            task,
            json,
        })
    }
}

/// A diagram's task proved on its position. A task's board has no scripted line: the line would
/// show the answer (a line for the reader to play is the task's own `line`).
fn prove_task(
    spec: &DiagramSpec,
    task: &crate::site::load::content::TaskSpec,
    played: &Played,
) -> Result<ProvedTask, DiagramError> {
    if let Some((_, at)) = spec.moves.first() {
        return Err(DiagramError {
            at: *at,
            message: "a diagram with a task has no scripted `moves`: they would show the answer \
                      (a line for the reader to play is the task's `line`)"
                .into(),
        });
    }
    tasks::prove(task, spec.explore, &played.snapshots[0]).map_err(|e| DiagramError {
        at: e.at,
        message: format!("task: {}", e.message),
    })
}

/// The players a start picture shows on the star: all six points filled.
const PICTURE_PLAYERS: u8 = 6;

/// The start position of a rule set as a standalone SVG picture (`svg::picture`).
pub(crate) fn start_picture(rules: RulesId) -> Result<String, DiagramError> {
    let players = matches!(rules.family(), Family::Halma(_)).then_some(PICTURE_PLAYERS);
    let position = crate::rules::start_position(rules, players).map_err(|e| DiagramError {
        at: LineColumn::default(),
        message: e.to_string(),
    })?;
    let spec = DiagramSpec {
        id: "start".into(),
        at: LineColumn::default(),
        rules,
        position,
        position_at: LineColumn::default(),
        explore: Explore::None,
        highlight: Vec::new(),
        arrows: Vec::new(),
        moves: Vec::new(),
        numbers: false,
        flipped: false,
        task: None,
    };
    Ok(svg::picture(&Diagram::prepare(&spec)?))
}

impl Diagram {
    /// Whether the board only shows its position: the reader may move nothing and there is no
    /// scripted line to step through.
    pub(crate) fn is_picture(&self) -> bool {
        self.spec.explore == Explore::None && self.steps.is_empty()
    }
}

/// What a family's adapter hands back.
struct Played {
    board: BoardKind,
    max_square: u8,
    snapshots: Vec<Snapshot>,
    steps: Vec<MoveInfo>,
}

/// The board's data: the snapshots and moves in the JSON the WebAssembly engine gives the board
/// for any other position, without the position after each move (the board asks the engine for
/// it if a reader plays the move off the line; a step's is the next snapshot's).
fn data_json(spec: &DiagramSpec, played: &Played, task: Option<&ProvedTask>) -> String {
    let positions: Vec<String> = played
        .snapshots
        .iter()
        .map(Snapshot::to_page_json)
        .collect();
    let steps: Vec<String> = played.steps.iter().map(MoveInfo::to_step_json).collect();
    let mut more = vec![("steps", format!("[{}]", steps.join(",")))];
    if let Some(task) = task {
        more.push(("task", data::task_json(task)));
    }
    data::board_json(spec.rules, spec.explore, &positions, &more)
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
    let (notation, at) = &spec.moves[index];
    DiagramError {
        at: *at,
        message: format!("move {}, {notation}: {why}", index + 1),
    }
}
