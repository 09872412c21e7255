//! The one writer of the data a board script reads (diagram.js, and replay.js, which extends it):
//! JSON inside the page's `<script>`, headed by what every board says about itself — its family,
//! its rules and what a reader may explore — so no script learns them from the drawing.

use std::fmt::Write;

use crate::rules::explore::{Explore, MoveInfo};
use crate::rules::RulesId;
use crate::site::escape::script_safe;
use crate::site::tasks::{Answer, Miss, ProvedTask};

/// `{"family":…,"rules":…,"explore":…,"positions":[…],…}`: the head, the positions (JSON each),
/// then each `(name, JSON value)` of `more`, escaped for a `<script>` element.
pub(super) fn board_json(
    rules: RulesId,
    explore: Explore,
    positions: &[String],
    more: &[(&str, String)],
) -> String {
    let size = positions
        .iter()
        .chain(more.iter().map(|(_, v)| v))
        .map(String::len)
        .sum::<usize>();
    let mut out = String::with_capacity(96 + size);
    out.push_str(r#"{"family":""#);
    out.push_str(rules.family().as_str());
    out.push_str(r#"","rules":""#);
    out.push_str(rules.as_str());
    out.push_str(r#"","explore":""#);
    out.push_str(explore.as_str());
    out.push_str(r#"","positions":["#);
    out.push_str(&positions.join(","));
    out.push(']');
    for (name, value) in more {
        out.push_str(",\"");
        out.push_str(name);
        out.push_str("\":");
        out.push_str(value);
    }
    out.push('}');
    script_safe(out)
}

/// A task's part of the board's data (`"task"`): what the browser needs to judge any move with no
/// server and no notation — its id (language-independent, for progress), its goal, and per goal:
/// the accepted legal moves and the key of why every other legal move is not the answer
/// (`otherwise`), the line's moves with their replies, or the squares to find; the hint's square
/// and the targets to mark. Moves are written as the board's moves are (`from`, `to`, `path` when
/// not `[to]`, `captured` when any, `crowns` when it crowns), so the board compares facts.
pub(super) fn task_json(task: &ProvedTask) -> String {
    let mut out = String::with_capacity(128);
    let _ = write!(
        out,
        r#"{{"id":{},"goal":"{}""#,
        serde_json::Value::from(task.id.as_str()),
        task.goal.as_str()
    );
    match &task.answer {
        Answer::Moves { accept, otherwise } => {
            out.push_str(r#","accept":["#);
            for (i, m) in accept.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                task_move(&mut out, m);
            }
            out.push(']');
            if let Some(miss) = otherwise {
                let _ = write!(out, r#","otherwise":"{}""#, miss.as_str());
            }
        }
        Answer::Line(turns) => {
            out.push_str(r#","line":["#);
            for (i, turn) in turns.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                out.push_str(r#"{"play":"#);
                task_move(&mut out, &turn.play);
                if let Some(reply) = &turn.reply {
                    out.push_str(r#","reply":"#);
                    task_move(&mut out, reply);
                }
                out.push('}');
            }
            let _ = write!(out, r#"],"otherwise":"{}""#, Miss::OffTheLine.as_str());
        }
        Answer::Squares {
            piece,
            squares,
            otherwise,
        } => {
            if let Some(piece) = piece {
                let _ = write!(out, r#","piece":{piece}"#);
            }
            let _ = write!(
                out,
                r#","squares":{},"otherwise":"{}""#,
                numbers(squares),
                otherwise.as_str()
            );
        }
    }
    if let Some(hint) = task.hint {
        let _ = write!(out, r#","hint":{hint}"#);
    }
    if !task.targets.is_empty() {
        let _ = write!(out, r#","targets":{}"#, numbers(&task.targets));
    }
    out.push('}');
    out
}

fn task_move(out: &mut String, m: &MoveInfo) {
    let _ = write!(out, r#"{{"from":{},"to":{}"#, m.from, m.to);
    if m.path != [m.to] {
        let _ = write!(out, r#","path":{}"#, numbers(&m.path));
    }
    if !m.captured.is_empty() {
        let _ = write!(out, r#","captured":{}"#, numbers(&m.captured));
    }
    if m.crowns {
        out.push_str(r#","crowns":true"#);
    }
    out.push('}');
}

fn numbers(list: &[u8]) -> String {
    let listed: Vec<String> = list.iter().map(u8::to_string).collect();
    format!("[{}]", listed.join(","))
}
