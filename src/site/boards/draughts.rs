//! Diagrams of the draughts family (every draughts rule set) from the draughts rules core.

use super::{move_error, BoardKind, DiagramError, Played};
use crate::rules::draughts::{Game, Position, RuleSet, WrittenMove};
use crate::rules::explore::{MoveInfo, Snapshot};
use crate::site::load::content::DiagramSpec;

pub(super) fn play(spec: &DiagramSpec, rule: RuleSet) -> Result<Played, DiagramError> {
    let start = Position::from_fen(rule, &spec.position).map_err(|e| DiagramError {
        at: spec.position_at,
        message: format!("the position is not valid: {e}"),
    })?;
    let explore = spec.explore;
    let mut game = Game::new(start);
    let mut snapshots = vec![Snapshot::of_draughts(&game, explore)];
    let mut steps = Vec::new();
    for (i, (notation, _)) in spec.moves.iter().enumerate() {
        let position = *game.position();
        let mv = notation
            .parse::<WrittenMove>()
            .map_err(|why| move_error(spec, i, why))?
            .resolve(&position)
            .map_err(|why| move_error(spec, i, why))?;
        steps.push(MoveInfo::draughts(&position, &mv));
        // Resolved to a legal move above; the game keeps the past its draw rules read.
        game.play(&mv).map_err(|why| move_error(spec, i, why))?;
        snapshots.push(Snapshot::of_draughts(&game, explore));
    }
    Ok(Played {
        board: BoardKind::Draughts(rule.board()),
        max_square: rule.board().squares(),
        snapshots,
        steps,
    })
}
