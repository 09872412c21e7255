//! The "find every" goals: every piece that must capture (`find-captures`), every square (hole)
//! a piece can reach this turn (`find-reach`). The author writes the answer (`squares`); the
//! rules core's must be the same set.

use super::{squares_text, Answer, Miss, TaskError};
use crate::rules::explore::Snapshot;
use crate::site::load::content::{Goal, TaskSpec};

pub(super) fn prove(task: &TaskSpec, start: &Snapshot) -> Result<Answer, TaskError> {
    let (piece, mut found, otherwise) = match (task.goal, task.piece) {
        (Goal::FindReach, Some((piece, at))) => {
            let found: Vec<u8> = (start.moves.iter())
                .filter(|m| m.from == piece)
                .map(|m| m.to)
                .collect();
            if found.is_empty() {
                return Err(TaskError::new(
                    at,
                    format!("the piece on {piece} has no legal move here"),
                ));
            }
            (Some(piece), found, Miss::NotReachable)
        }
        _ => {
            let found: Vec<u8> = (start.moves.iter())
                .filter(|m| !m.captured.is_empty())
                .map(|m| m.from)
                .collect();
            if found.is_empty() {
                return Err(TaskError::new(
                    task.at,
                    "no piece can capture here: the side to move has no capture",
                ));
            }
            (None, found, Miss::CannotCapture)
        }
    };
    found.sort_unstable();
    found.dedup();
    if let Some((written, at)) = &task.squares {
        let mut written = written.clone();
        written.sort_unstable();
        written.dedup();
        if written != found {
            let missing: Vec<u8> = found
                .iter()
                .filter(|s| !written.contains(s))
                .copied()
                .collect();
            let extra: Vec<u8> = written
                .iter()
                .filter(|s| !found.contains(s))
                .copied()
                .collect();
            let mut why = Vec::new();
            if !missing.is_empty() {
                why.push(format!(
                    "the rules core also finds {}",
                    squares_text(&missing)
                ));
            }
            if !extra.is_empty() {
                let what = match piece {
                    Some(p) => format!("the piece on {p} cannot reach"),
                    None => "no capture starts from".to_string(),
                };
                why.push(format!("{what} {}", squares_text(&extra)));
            }
            return Err(TaskError::new(*at, why.join("; ")));
        }
    }
    Ok(Answer::Squares {
        piece,
        squares: found,
        otherwise,
    })
}
