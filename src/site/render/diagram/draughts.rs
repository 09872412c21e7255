//! Diagrams of the draughts family (every draughts rule set) from the draughts rules core.

use super::{analyse_line, move_error, BoardKind, DiagramError, Played};
use crate::rules::draughts::{Move, Position, RuleSet, Square};
use crate::rules::explore::MoveInfo;
use crate::site::load::content::DiagramSpec;

pub(super) fn play(spec: &DiagramSpec, rule: RuleSet) -> Result<Played, DiagramError> {
    let mut position = Position::from_fen(rule, &spec.position).map_err(|e| DiagramError {
        at: spec.position_at,
        message: format!("the position is not valid: {e}"),
    })?;
    let mut history = vec![position.to_fen()];
    let mut steps = Vec::new();
    for (i, (notation, _)) in spec.moves.iter().enumerate() {
        let mv =
            scripted_move(&position, rule, notation).map_err(|why| move_error(spec, i, why))?;
        let step = MoveInfo::draughts(&position, &mv);
        position.play_unchecked(&mv);
        history.push(step.after.clone());
        steps.push(step);
    }
    Ok(Played {
        board: BoardKind::Draughts(rule.board()),
        max_square: rule.board().squares(),
        snapshots: analyse_line(spec, &history)?,
        steps,
    })
}

/// A move written `32-28`, `28x10` or `28x10:14,23` (captured squares pick among equal ends).
fn scripted_move(position: &Position, rule: RuleSet, notation: &str) -> Result<Move, String> {
    let (squares, captured) = match notation.split_once(':') {
        Some((s, c)) => (s, Some(c)),
        None => (notation, None),
    };
    let board = rule.board();
    let ends: Vec<Square> = squares
        .split(['-', 'x'])
        .map(|s| {
            s.trim()
                .parse::<u32>()
                .ok()
                .and_then(|n| Square::on(board, n))
        })
        .collect::<Option<_>>()
        .filter(|v: &Vec<Square>| v.len() == 2)
        .ok_or("expected a move such as 32-28, 28x19 or 28x10:14,23")?;
    let captured: Option<Vec<u8>> = match captured {
        Some(c) => Some(
            c.split(',')
                .map(|s| s.trim().parse::<u8>().ok())
                .collect::<Option<Vec<u8>>>()
                .ok_or("expected captured squares such as :14,23")?,
        ),
        None => None,
    };
    let legal = position.legal_moves();
    let matching: Vec<&Move> = legal
        .iter()
        .filter(|m| m.from() == ends[0] && m.to() == ends[1])
        .filter(|m| {
            captured.as_ref().is_none_or(|c| {
                let mut got: Vec<u8> = m.captured().map(|s| s.number()).collect();
                let mut want = c.clone();
                got.sort_unstable();
                want.sort_unstable();
                got == want
            })
        })
        .collect();
    match matching.as_slice() {
        [one] => Ok(**one),
        [] => Err(match position.check_move(ends[0], ends[1], None) {
            Err(why) => why.to_string(),
            Ok(_) => "no legal move captures those squares".to_string(),
        }),
        several => Err(format!(
            "{} moves go from {} to {}; add the captured squares, e.g. {}",
            several.len(),
            ends[0],
            ends[1],
            several[0]
        )),
    }
}
