//! A diagram's task as `page.toml` declares it (`[diagrams.task]`): what the reader must do on
//! the board. Read here with where each part is written; whether the rules core agrees is
//! `site::tasks`'s job.

use std::path::Path;

use serde::Deserialize;
use toml::Spanned;

use super::DiagramSpec;
use crate::site::diagnostic::{Diagnostic, LineColumn, SourceText};

/// What a task asks; [`Goal::as_str`] is the stable name `page.toml`, the page data and the
/// Fluent prompts (`task-goal-<name>`) use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Goal {
    /// Play one of the moves of `solution`.
    Move,
    /// The capture the rules demand: the most pieces, or the greatest value (Frisian).
    Most,
    /// A capture made by a king.
    KingCapture,
    /// A move that crowns a man.
    Crown,
    /// A move (a Chinese checkers turn) that ends on one of `targets`.
    Reach,
    /// A short line: the reader plays the side to move, the replies are scripted.
    Line,
    /// Every piece that must capture: the squares of `squares`.
    FindCaptures,
    /// Every square (hole) the piece on `piece` can reach this turn: `squares`.
    FindReach,
}

impl Goal {
    pub const ALL: [Goal; 8] = [
        Goal::Move,
        Goal::Most,
        Goal::KingCapture,
        Goal::Crown,
        Goal::Reach,
        Goal::Line,
        Goal::FindCaptures,
        Goal::FindReach,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Goal::Move => "move",
            Goal::Most => "most",
            Goal::KingCapture => "king-capture",
            Goal::Crown => "crown",
            Goal::Reach => "reach",
            Goal::Line => "line",
            Goal::FindCaptures => "find-captures",
            Goal::FindReach => "find-reach",
        }
    }
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTask {
    goal: Spanned<Goal>,
    #[serde(default)]
    solution: Vec<Spanned<String>>,
    unique: Option<Spanned<bool>>,
    #[serde(default)]
    line: Vec<Spanned<String>>,
    #[serde(default)]
    targets: Vec<u8>,
    piece: Option<Spanned<u8>>,
    squares: Option<Spanned<Vec<u8>>>,
    row: Option<Spanned<String>>,
}

/// A task as `page.toml` declares it, each part with where it is written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TaskSpec {
    /// `<page-id>/<diagram-id>`: the same in every language, so progress kept under it follows
    /// the reader from one language to another.
    pub id: String,
    pub goal: Goal,
    /// Where `goal` is written: the task's own errors point here.
    pub at: LineColumn,
    /// Moves written in the rules' notation that solve the task (required by `move`; for a goal
    /// with a property, checked to have it).
    pub solution: Vec<(String, LineColumn)>,
    /// `unique = true`: no other legal move may satisfy the goal (with where it is written).
    pub unique: Option<LineColumn>,
    /// `line`: the moves of the line, the reader's first, then the reply, and so on.
    pub line: Vec<(String, LineColumn)>,
    /// `reach`: the squares (holes) a move may end on.
    pub targets: Vec<u8>,
    /// `find-reach`: the piece whose destinations the reader finds.
    pub piece: Option<(u8, LineColumn)>,
    /// `find-*`: the author's answer, held to the rules core's.
    pub squares: Option<(Vec<u8>, LineColumn)>,
    /// The page's comparison-table row the task practises (a key of its `rows`).
    pub row: Option<(String, LineColumn)>,
}

impl RawTask {
    pub(super) fn into_spec(self, id: String, source: &SourceText) -> TaskSpec {
        let at = |start: usize| source.position(start);
        fn placed<T>(value: Spanned<T>, source: &SourceText) -> (T, LineColumn) {
            let where_ = source.position(value.span().start);
            (value.into_inner(), where_)
        }
        let list = |items: Vec<Spanned<String>>| -> Vec<(String, LineColumn)> {
            items.into_iter().map(|m| placed(m, source)).collect()
        };
        TaskSpec {
            id,
            at: at(self.goal.span().start),
            goal: self.goal.into_inner(),
            solution: list(self.solution),
            unique: self
                .unique
                .filter(|u| *u.get_ref())
                .map(|u| at(u.span().start)),
            line: list(self.line),
            targets: self.targets,
            piece: self.piece.map(|p| placed(p, source)),
            squares: self.squares.map(|s| placed(s, source)),
            row: self.row.map(|r| placed(r, source)),
        }
    }
}

/// An error for each task whose `row` is not one of `rows`, naming the keys it may be.
pub(super) fn unknown_rows(
    diagrams: &[DiagramSpec],
    rows: &[String],
    facts_path: &Path,
) -> Vec<Diagnostic> {
    let named = diagrams.iter().filter_map(|d| {
        let (row, at) = d.task.as_ref()?.row.as_ref()?;
        (!rows.contains(row)).then_some((d, row, *at))
    });
    named
        .map(|(d, row, at)| {
            let allowed = match rows.is_empty() {
                true => "the page lists no rows".to_string(),
                false => format!("expected one of {}", rows.join(", ")),
            };
            Diagnostic::error(
                facts_path,
                at,
                format!(
                    "diagram `{}`: task: `{row}` is not a row of this page: {allowed}",
                    d.id
                ),
            )
        })
        .collect()
}
