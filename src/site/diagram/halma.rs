//! Diagrams of the Chinese checkers family (standard and long jumps) from the halma rules core.

use super::{move_error, BoardKind, DiagramError, MoveData, Played, Snapshot};
use crate::rules::halma::{Hole, Illegal, JumpRule, LegalMove, Move, Mover, Path, Point, Position};
use crate::rules::RulesId;
use crate::site::content::{DiagramSpec, Explore};

pub(super) fn play(spec: &DiagramSpec) -> Result<Played, DiagramError> {
    let rule = match spec.rules {
        RulesId::SuperChineseCheckers => JumpRule::Long,
        _ => JumpRule::Standard,
    };
    let mut position = Position::parse(&spec.position, None).map_err(|e| DiagramError {
        at: spec.position_at,
        message: format!("the position is not valid: {e}"),
    })?;
    // A diagram that lets the reader move every piece scripts its moves the same way.
    let mover = match spec.explore {
        Explore::All => Mover::AnyPiece,
        Explore::Side | Explore::None => Mover::SideToMove,
    };
    let mut snapshots = vec![snapshot(&position, rule, spec.explore)];
    let mut steps = Vec::new();
    for (i, (text, _)) in spec.moves.iter().enumerate() {
        let mv: Move = text.parse().map_err(|e| move_error(spec, i, e))?;
        let legal = position
            .check_move(rule, mv, mover)
            .map_err(|why| move_error(spec, i, why))?;
        steps.push(move_data(&legal));
        position = position
            .play(rule, mv, mover)
            .map_err(|why| move_error(spec, i, why))?;
        snapshots.push(snapshot(&position, rule, spec.explore));
    }
    let mut homes = [0u8; 6];
    for (player, point) in position.players().seats().iter().enumerate() {
        homes[player] = Point::ALL.iter().position(|p| p == point).unwrap_or(0) as u8;
    }
    Ok(Played {
        board: BoardKind::Halma { homes },
        max_square: 121,
        snapshots,
        steps,
    })
}

fn move_data(m: &LegalMove) -> MoveData {
    let landings = match &m.path {
        Path::Step => vec![m.mv.to.number()],
        Path::Jumps(holes) => holes.iter().map(|h| h.number()).collect(),
    };
    MoveData(m.mv.from.number(), m.mv.to.number(), landings, Vec::new())
}

fn snapshot(position: &Position, rule: JumpRule, explore: Explore) -> Snapshot {
    let pieces: Vec<(u8, char)> = Hole::all()
        .filter_map(|h| {
            let p = position.piece_at(h)?;
            Some((h.number(), char::from(b'0' + p.number())))
        })
        .collect();
    let movable: Vec<Hole> = match explore {
        Explore::None => Vec::new(),
        Explore::Side => position.pieces_of(position.to_move()).collect(),
        Explore::All => Hole::all()
            .filter(|h| position.piece_at(*h).is_some())
            .collect(),
    };
    let mover = match explore {
        Explore::All => Mover::AnyPiece,
        _ => Mover::SideToMove,
    };
    let mut moves = Vec::new();
    let mut tries = Vec::new();
    for &from in &movable {
        moves.extend(position.moves_from(rule, from).iter().map(move_data));
        for to in Hole::all().filter(|h| position.piece_at(*h).is_none()) {
            if let Err(why) = position.check_move(rule, Move { from, to }, mover) {
                if let Some(code) = reason_code(why) {
                    tries.push((from.number(), to.number(), code));
                }
            }
        }
    }
    Snapshot {
        position: position.to_setup().to_string(),
        turn: position.to_move().number().to_string(),
        pieces,
        moves,
        tries,
    }
}

/// The stable id of a reason for translated messages; `None` for what the board shows itself.
fn reason_code(why: Illegal) -> Option<&'static str> {
    match why {
        Illegal::PassesTwoPieces
        | Illegal::FarSideNotEmpty
        | Illegal::StepAfterJump
        | Illegal::LongJumpNeedsOption => Some(why.code()),
        Illegal::EmptyHole
        | Illegal::NotYourPiece
        | Illegal::SameHole
        | Illegal::HoleTaken
        | Illegal::NotReachable => None,
    }
}
