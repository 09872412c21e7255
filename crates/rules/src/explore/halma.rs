//! Snapshots of the Chinese checkers family (standard and long jumps).

use super::{AnalyseError, Explore, MoveInfo, PieceOn, Snapshot, Status, Try};
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
                .map(|m| move_info(&position, m)),
        );
        tries.extend(
            position
                .unreachable_from(from)
                .into_iter()
                .filter_map(|(to, why)| {
                    Some(Try {
                        from: from.number(),
                        to: to.number(),
                        reason: reason_code(why)?,
                    })
                }),
        );
    }
    Ok(Snapshot {
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
        status: status(&position),
    })
}

/// The board's data for a legal move of the piece on `m.mv.from`, whoever's turn it is: the
/// turn passes to the player after the piece's owner.
pub fn move_info(position: &Position, m: &LegalMove) -> MoveInfo {
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
        text: m.mv.to_string(),
        after,
        crowns: false,
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

/// The `why` codes of a finished game: a player has brought every piece home, or the player to
/// move is stuck.
pub const END_CODES: [&str; 2] = ["home", "no-moves"];

/// Over when a player has filled the opposite point (the first in turn order wins), or when
/// the player to move is stuck and nobody is home.
fn status(position: &Position) -> Status {
    if let Some(winner) = position.winners(WinRule::OwnPieces).first() {
        return Status {
            over: true,
            result: Some(PLAYERS[winner.index()]),
            why: Some(END_CODES[0]),
        };
    }
    if position.legal_moves().is_empty() {
        return Status {
            over: true,
            result: None,
            why: Some(END_CODES[1]),
        };
    }
    Status::default()
}

const PLAYERS: [&str; 6] = ["1", "2", "3", "4", "5", "6"];
