//! The goals answered by one move: a given move (`move`), or any move with a property the rules
//! core states — the capture the rules demand (`most`), a capture by a king, a move that crowns,
//! a move that ends on a target (`reach`).

use super::resolve::{named, resolve};
use super::{squares_text, Answer, Miss, TaskError};
use crate::rules::explore::{Explore, MoveInfo, Snapshot};
use crate::site::load::content::{Goal, TaskSpec};

/// What the rules core says of a legal move that the goals ask about.
struct Facts {
    by_king: bool,
    taken: usize,
    kings_taken: usize,
    crowns: bool,
    to: u8,
}

impl Facts {
    fn of(start: &Snapshot, m: &MoveInfo) -> Facts {
        let is_king =
            |sq: u8| (start.pieces.iter()).any(|p| p.sq == sq && p.piece.is_ascii_uppercase());
        Facts {
            by_king: is_king(m.from),
            taken: m.captured.len(),
            kings_taken: m.captured.iter().filter(|&&sq| is_king(sq)).count(),
            crowns: m.crowns,
            to: m.to,
        }
    }

    /// Whether the move has the goal's property.
    fn holds(&self, goal: Goal, targets: &[u8]) -> bool {
        match goal {
            // The rules core lists only the captures the rules allow: when there is one, every
            // legal move takes the most pieces (the greatest value, in Frisian draughts).
            Goal::Most => self.taken > 0,
            Goal::KingCapture => self.taken > 0 && self.by_king,
            Goal::Crown => self.crowns,
            Goal::Reach => targets.contains(&self.to),
            Goal::Move | Goal::Line | Goal::FindCaptures | Goal::FindReach => false,
        }
    }

    /// What the move does that makes a second answer: "takes 3 pieces", "crowns".
    fn property(&self, goal: Goal) -> String {
        match goal {
            Goal::Most if self.kings_taken > 0 => format!(
                "takes {} ({} of them {})",
                pieces(self.taken),
                self.kings_taken,
                if self.kings_taken == 1 {
                    "a king"
                } else {
                    "kings"
                }
            ),
            Goal::Most => format!("takes {}", pieces(self.taken)),
            Goal::KingCapture => "is a capture by a king".into(),
            Goal::Crown => "crowns".into(),
            _ => format!("ends on {}", self.to),
        }
    }

    /// Why a move the author gives lacks the property.
    fn lack(&self, goal: Goal, targets: &[u8]) -> String {
        match goal {
            Goal::Most => "captures nothing".into(),
            Goal::KingCapture if self.taken == 0 => "is not a capture".into(),
            Goal::KingCapture => "is a capture by a man, not by a king".into(),
            Goal::Crown => "crowns no man".into(),
            _ => format!("ends on {}, not on {}", self.to, squares_text(targets)),
        }
    }
}

fn pieces(n: usize) -> String {
    if n == 1 {
        "1 piece".into()
    } else {
        format!("{n} pieces")
    }
}

/// Why a position has no move with the goal's property.
fn impossible(goal: Goal, targets: &[u8]) -> String {
    match goal {
        Goal::Most => "no capture to make here: the side to move has none".into(),
        Goal::KingCapture => "no king can capture here".into(),
        Goal::Crown => "no legal move crowns a man here".into(),
        _ => format!("no legal move ends on {}", squares_text(targets)),
    }
}

fn miss(goal: Goal) -> Miss {
    match goal {
        Goal::KingCapture => Miss::NotByKing,
        Goal::Crown => Miss::DoesNotCrown,
        Goal::Reach => Miss::EndsElsewhere,
        _ => Miss::NotTheMove,
    }
}

pub(super) fn prove(
    task: &TaskSpec,
    explore: Explore,
    start: &Snapshot,
) -> Result<Answer, TaskError> {
    let moves = &start.moves;
    let mut solution = Vec::with_capacity(task.solution.len());
    for (text, at) in &task.solution {
        let index = resolve(start, explore, text)
            .map_err(|why| TaskError::new(*at, format!("{text}: {why}")))?;
        if !solution.contains(&index) {
            solution.push(index);
        }
    }
    let accepted: Vec<usize> = if task.goal == Goal::Move {
        solution
    } else {
        let facts: Vec<Facts> = moves.iter().map(|m| Facts::of(start, m)).collect();
        let holds = |i: usize| facts[i].holds(task.goal, &task.targets);
        let accepted: Vec<usize> = (0..moves.len()).filter(|&i| holds(i)).collect();
        if accepted.is_empty() {
            return Err(TaskError::new(
                task.at,
                impossible(task.goal, &task.targets),
            ));
        }
        for (&i, (text, at)) in solution.iter().zip(&task.solution) {
            if !holds(i) {
                let lack = facts[i].lack(task.goal, &task.targets);
                return Err(TaskError::new(*at, format!("{text} {lack}")));
            }
        }
        if let Some(at) = task.unique {
            // The second answer: one the author did not give, or else the second found.
            let other = (accepted.iter().find(|i| !solution.contains(i)))
                .filter(|_| !solution.is_empty())
                .or(accepted.get(1));
            if let Some(&other) = other {
                let name = named(moves, &moves[other]);
                let also = facts[other].property(task.goal);
                return Err(TaskError::new(at, format!("{name} also {also}")));
            }
        }
        accepted
    };
    let otherwise = (accepted.len() < moves.len()).then_some(miss(task.goal));
    Ok(Answer::Moves {
        accept: accepted.into_iter().map(|i| moves[i].clone()).collect(),
        otherwise,
    })
}
