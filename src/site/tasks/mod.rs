//! Tasks: what a diagram asks the reader to do, proved with the rules core when the page is
//! built. Each task must have a solution, its stated property must hold for the moves the author
//! gives, and where the author says the answer is unique no other legal move may satisfy it; a
//! task that is wrong, ambiguous or impossible is an error at its place in `page.toml` with the
//! core's reason. What is proved is also what the browser needs to judge any move without a
//! server: the accepted legal moves, and why every other legal move is not the answer.
//!
//! Every judgement reads the rules core's legal moves and their facts (the pieces taken, whether
//! a king moves, whether a man is crowned, where the move ends), never their notation.

mod find;
mod goals;
mod line;
mod resolve;
mod rows;

pub(crate) use rows::uncovered_rows;

use crate::rules::explore::{Explore, MoveInfo, Snapshot};
use crate::site::diagnostic::LineColumn;
use crate::site::load::content::{Goal, TaskSpec};

/// Why a legal move (or a picked square) is not the answer; [`Miss::as_str`] is the stable key
/// the browser's messages are named by (`task-miss-<key>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Miss {
    /// Legal, but not one of the moves the task asks for.
    NotTheMove,
    /// A man captures; the task asks for a king's capture.
    NotByKing,
    /// No man is crowned by the move.
    DoesNotCrown,
    /// The move ends on none of the targets.
    EndsElsewhere,
    /// Legal, but not the line's move.
    OffTheLine,
    /// The picked piece has no capture.
    CannotCapture,
    /// The picked square is not one the piece can reach this turn.
    NotReachable,
}

impl Miss {
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Miss::NotTheMove => "not-the-move",
            Miss::NotByKing => "not-by-king",
            Miss::DoesNotCrown => "does-not-crown",
            Miss::EndsElsewhere => "ends-elsewhere",
            Miss::OffTheLine => "off-the-line",
            Miss::CannotCapture => "cannot-capture",
            Miss::NotReachable => "not-reachable",
        }
    }
}

/// One turn of a line: the reader's move, then the scripted reply (none after the last).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Turn {
    pub play: MoveInfo,
    pub reply: Option<MoveInfo>,
}

/// What solves a task, as proved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Answer {
    /// Any of these legal moves of the diagram's position; `otherwise` says why each other
    /// legal move is not the answer (`None` when there is no other).
    Moves {
        accept: Vec<MoveInfo>,
        otherwise: Option<Miss>,
    },
    /// The reader's moves of a line, each with its reply; any other legal move is off the line.
    Line(Vec<Turn>),
    /// Every square of `squares`, picked (the pieces that must capture, or where `piece` can go).
    Squares {
        piece: Option<u8>,
        squares: Vec<u8>,
        otherwise: Miss,
    },
}

/// A task the rules core has proved, with what a board needs to judge the reader.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ProvedTask {
    /// Language-independent: `<page-id>/<diagram-id>`.
    pub id: String,
    pub goal: Goal,
    pub answer: Answer,
    /// The square (hole) of the piece a hint points at, where one piece is the key.
    pub hint: Option<u8>,
    /// `reach`: the squares a move may end on (the board marks them).
    pub targets: Vec<u8>,
}

/// A task that does not hold, and where in `page.toml`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TaskError {
    pub at: LineColumn,
    pub message: String,
}

impl TaskError {
    fn new(at: LineColumn, message: impl Into<String>) -> TaskError {
        TaskError {
            at,
            message: message.into(),
        }
    }
}

/// Proves `task`, set on a diagram whose position the rules core analysed as `start` (with the
/// diagram's `explore`).
pub(crate) fn prove(
    task: &TaskSpec,
    explore: Explore,
    start: &Snapshot,
) -> Result<ProvedTask, TaskError> {
    check_fields(task)?;
    if explore == Explore::None {
        return Err(TaskError::new(
            task.at,
            "a task needs a board the reader can play on: not `explore = \"none\"`",
        ));
    }
    let answer = match task.goal {
        Goal::Move | Goal::Most | Goal::KingCapture | Goal::Crown | Goal::Reach => {
            goals::prove(task, explore, start)?
        }
        Goal::Line => line::prove(task, explore, start)?,
        Goal::FindCaptures | Goal::FindReach => find::prove(task, start)?,
    };
    let hint = match &answer {
        Answer::Moves { accept, .. } => {
            let first = accept[0].from;
            accept.iter().all(|m| m.from == first).then_some(first)
        }
        Answer::Line(turns) => Some(turns[0].play.from),
        Answer::Squares { piece, .. } => *piece,
    };
    Ok(ProvedTask {
        id: task.id.clone(),
        goal: task.goal,
        answer,
        hint,
        targets: task.targets.clone(),
    })
}

/// Each field is read by some goals only: one the goal does not read is a mistake (a `line` on a
/// `move` task would be silently ignored), and one it needs must be there.
fn check_fields(task: &TaskSpec) -> Result<(), TaskError> {
    let goal = task.goal;
    let name = goal.as_str();
    let unread = |field: &str, at: LineColumn| {
        TaskError::new(at, format!("goal `{name}` does not read `{field}`"))
    };
    let needs = |field: &str| TaskError::new(task.at, format!("goal `{name}` needs `{field}`"));
    let with_property = matches!(
        goal,
        Goal::Most | Goal::KingCapture | Goal::Crown | Goal::Reach
    );
    if let (Some(at), false) = (task.unique, with_property) {
        return Err(TaskError::new(
            at,
            format!(
                "`unique` is for a goal with a property (most, king-capture, crown, reach), not `{name}`"
            ),
        ));
    }
    let reads_solution = goal == Goal::Move || with_property;
    if let (Some((_, at)), false) = (task.solution.first(), reads_solution) {
        return Err(unread("solution", *at));
    }
    if goal == Goal::Move && task.solution.is_empty() {
        return Err(needs("solution"));
    }
    match (task.line.first(), goal == Goal::Line) {
        (Some((_, at)), false) => return Err(unread("line", *at)),
        (None, true) => return Err(needs("line")),
        _ => {}
    }
    match (task.targets.is_empty(), goal == Goal::Reach) {
        (false, false) => return Err(unread("targets", task.at)),
        (true, true) => return Err(needs("targets")),
        _ => {}
    }
    match (&task.piece, goal == Goal::FindReach) {
        (Some((_, at)), false) => return Err(unread("piece", *at)),
        (None, true) => return Err(needs("piece")),
        _ => {}
    }
    let finds = matches!(goal, Goal::FindCaptures | Goal::FindReach);
    match (&task.squares, finds) {
        (Some((_, at)), false) => Err(unread("squares", *at)),
        (None, true) => Err(needs("squares")),
        _ => Ok(()),
    }
}

/// A list of squares for a message: `27, 32`.
fn squares_text(squares: &[u8]) -> String {
    let listed: Vec<String> = squares.iter().map(u8::to_string).collect();
    listed.join(", ")
}
