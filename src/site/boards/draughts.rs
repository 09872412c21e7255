//! Diagrams of the draughts family (every draughts rule set) from the draughts rules core.

use super::{analyse_line, move_error, BoardKind, DiagramError, Played};
use crate::rules::draughts::{Position, RuleSet, WrittenMove};
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
        let mv = notation
            .parse::<WrittenMove>()
            .map_err(|why| move_error(spec, i, why))?
            .resolve(&position)
            .map_err(|why| move_error(spec, i, why))?;
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
