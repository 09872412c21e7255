//! The `line` goal: the reader plays the side to move, the board answers with the scripted
//! replies. Each move of the line must be legal in its turn, as the rules core plays the line
//! from the diagram's position (the game-level rules read the positions before).

use super::resolve::resolve;
use super::{Answer, TaskError, Turn};
use crate::rules::explore::{self, Explore, Snapshot};
use crate::site::load::content::TaskSpec;

pub(super) fn prove(
    task: &TaskSpec,
    explore: Explore,
    start: &Snapshot,
) -> Result<Answer, TaskError> {
    let mut history = vec![start.position.clone()];
    let mut now = start.clone();
    let mut played = Vec::with_capacity(task.line.len());
    for (i, (text, at)) in task.line.iter().enumerate() {
        let fail = |why: String| TaskError::new(*at, format!("line move {}, {text}: {why}", i + 1));
        if i > 0 {
            let positions: Vec<&str> = history.iter().map(String::as_str).collect();
            now = explore::analyse(start.rules, explore, &positions)
                .map_err(|e| fail(e.to_string()))?;
            if now.status.over {
                return Err(fail("the game is over before it".into()));
            }
        }
        let index = resolve(&now, explore, text).map_err(|why| fail(why.to_string()))?;
        let mv = now.moves[index].clone();
        history.push(mv.after.clone());
        played.push(mv);
    }
    let mut moves = played.into_iter();
    let mut turns = Vec::with_capacity(task.line.len().div_ceil(2));
    while let Some(play) = moves.next() {
        turns.push(Turn {
            play,
            reply: moves.next(),
        });
    }
    Ok(Answer::Line(turns))
}
