//! Snapshots of the Chinese checkers family (standard and long jumps).

use super::{
    AnalyseError, EndCode, ExplainedTry, Explore, GameResult, MoveInfo, PieceOn, Snapshot, Status,
    TryReason,
};
use crate::halma::{Hole, Illegal, JumpRule, LegalMove, Path, Position, WinRule};
use crate::RulesId;

/// No rule of Chinese checkers reads the past: the last position is analysed, the earlier ones
/// are only checked to be positions.
pub(super) fn analyse(
    rules: RulesId,
    rule: JumpRule,
    explore: Explore,
    history: &[&str],
) -> Result<Snapshot, AnalyseError> {
    let mut position = None;
    for (index, text) in history.iter().enumerate() {
        position =
            Some(
                Position::parse(rule, text, None).map_err(|e| AnalyseError::BadPosition {
                    index,
                    message: e.to_string(),
                })?,
            );
    }
    let position = position.ok_or(AnalyseError::NoPosition)?;
    Ok(snapshot(rules, &position, explore))
}

/// The snapshot of a position: no rule of Chinese checkers reads the past.
pub(super) fn snapshot(rules: RulesId, position: &Position, explore: Explore) -> Snapshot {
    let movable: Vec<Hole> = match explore {
        Explore::None => Vec::new(),
        Explore::Side => position.pieces_of(position.to_move()).collect(),
        Explore::All => Hole::all()
            .filter(|h| position.piece_at(*h).is_some())
            .collect(),
    };
    let mut moves = Vec::new();
    let mut tries = Vec::new();
    for &from in &movable {
        moves.extend(
            position
                .moves_from(from)
                .iter()
                .map(|m| MoveInfo::halma(position, m)),
        );
        tries.extend(
            position
                .unreachable_from(from)
                .into_iter()
                .filter_map(|(to, why)| {
                    Some(ExplainedTry {
                        from: from.number(),
                        to: to.number(),
                        reason: try_reason(why)?,
                    })
                }),
        );
    }
    Snapshot {
        rules,
        position: position.to_setup().to_string(),
        turn: position.to_move().number().to_string(),
        pieces: Hole::all()
            .filter_map(|h| {
                Some(PieceOn {
                    sq: h.number(),
                    piece: char::from(b'0' + position.piece_at(h)?.number()),
                })
            })
            .collect(),
        moves,
        tries,
        status: status(position),
    }
}

impl MoveInfo {
    /// The board's data for a legal move of the piece on `m.mv.from` in a Chinese checkers
    /// `position`, whoever's turn it is: the turn passes to the player after the piece's owner.
    pub fn halma(position: &Position, m: &LegalMove) -> MoveInfo {
        let path = match &m.path {
            Path::Step => vec![m.mv.to.number()],
            Path::Jumps(holes) => holes.iter().map(|h| h.number()).collect(),
        };
        let mut after = *position;
        after.play_unchecked(&m.mv);
        let after = after.to_setup().to_string();
        MoveInfo {
            from: m.mv.from.number(),
            to: m.mv.to.number(),
            path,
            captured: Vec::new(),
            notation: m.mv.to_string(),
            // A star's notation is short already.
            short: m.mv.to_string(),
            after,
            crowns: false,
        }
    }
}

/// The try reason of an illegal move; `None` for what the board shows itself.
pub(super) fn try_reason(why: Illegal) -> Option<TryReason> {
    match why {
        Illegal::PassesTwoPieces => Some(TryReason::PassesTwoPieces),
        Illegal::FarSideNotEmpty => Some(TryReason::FarSideNotEmpty),
        Illegal::StepAfterJump => Some(TryReason::StepAfterJump),
        Illegal::LongJumpNeedsOption => Some(TryReason::LongJumpNeedsOption),
        Illegal::EmptyHole
        | Illegal::NotYourPiece
        | Illegal::SameHole
        | Illegal::HoleTaken
        | Illegal::NotReachable => None,
    }
}

/// How a game ends: a player has brought every piece home, or the player to move is stuck.
pub(super) const END_CODES: [EndCode; 2] = [EndCode::Home, EndCode::NoMoves];

/// Over when a player has filled the opposite point (the first in turn order wins), or when
/// the player to move is stuck and nobody is home.
fn status(position: &Position) -> Status {
    if let Some(&winner) = position.winners(WinRule::OwnPieces).first() {
        return Status {
            over: true,
            result: Some(GameResult::Player(winner)),
            why: Some(EndCode::Home),
        };
    }
    if position.legal_moves().is_empty() {
        return Status {
            over: true,
            result: None,
            why: Some(EndCode::NoMoves),
        };
    }
    Status::default()
}
