//! Diagrams of the Chinese checkers family (standard and long jumps) from the halma rules core.

use super::{move_error, BoardKind, DiagramError, Played};
use crate::rules::explore::Explore;
use crate::rules::explore::{MoveInfo, Snapshot};
use crate::rules::halma::{JumpRule, Move, Mover, Point, Position};
use crate::site::load::content::DiagramSpec;

pub(super) fn play(spec: &DiagramSpec, rule: JumpRule) -> Result<Played, DiagramError> {
    let mut position = Position::parse(rule, &spec.position, None).map_err(|e| DiagramError {
        at: spec.position_at,
        message: format!("the position is not valid: {e}"),
    })?;
    // A diagram that lets the reader move every piece scripts its moves the same way.
    let mover = match spec.explore {
        Explore::All => Mover::AnyPiece,
        Explore::Side | Explore::None => Mover::SideToMove,
    };
    let explore = spec.explore;
    let mut snapshots = vec![Snapshot::of_halma(&position, explore)];
    let mut steps = Vec::new();
    for (i, (notation, _)) in spec.moves.iter().enumerate() {
        let mv: Move = notation.parse().map_err(|e| move_error(spec, i, e))?;
        let legal = position
            .check_move(mv, mover)
            .map_err(|why| move_error(spec, i, why))?;
        let step = MoveInfo::halma(&position, &legal);
        // Checked above, for the mover the diagram allows.
        position.play_unchecked(&mv);
        snapshots.push(Snapshot::of_halma(&position, explore));
        steps.push(step);
    }
    let mut homes = [0u8; 6];
    let seats = position.players().seats();
    for (player, point) in seats.iter().enumerate() {
        homes[player] = Point::ALL.iter().position(|p| p == point).unwrap_or(0) as u8;
    }
    Ok(Played {
        board: BoardKind::Halma {
            homes,
            players: seats.len() as u8,
        },
        max_square: 121,
        snapshots,
        steps,
    })
}
