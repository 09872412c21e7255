//! Diagrams of the draughts family (International, Frisian) from the draughts rules core.

use super::{move_error, BoardKind, DiagramError, MoveData, Played, Snapshot};
use crate::rules::draughts::{Color, Illegal, Move, Position, Role, RuleSet, Square};
use crate::rules::RulesId;
use crate::site::content::{DiagramSpec, Explore};

pub(super) fn play(spec: &DiagramSpec) -> Result<Played, DiagramError> {
    let rule = match spec.rules {
        RulesId::FrisianDraughts => RuleSet::Frisian,
        _ => RuleSet::International,
    };
    let mut position = Position::from_fen(rule, &spec.position).map_err(|e| DiagramError {
        at: spec.position_at,
        message: format!("the position is not valid: {e}"),
    })?;
    let mut snapshots = vec![snapshot(&position, rule, spec.explore)];
    let mut steps = Vec::new();
    for (i, (text, _)) in spec.moves.iter().enumerate() {
        let mv = scripted_move(&position, rule, text).map_err(|why| move_error(spec, i, why))?;
        steps.push(move_data(&mv));
        position.play(rule, &mv);
        snapshots.push(snapshot(&position, rule, spec.explore));
    }
    Ok(Played {
        board: BoardKind::Draughts,
        max_square: 50,
        snapshots,
        steps,
    })
}

/// A move written `32-28`, `28x10` or `28x10:14,23` (captured squares pick among equal ends).
fn scripted_move(position: &Position, rule: RuleSet, text: &str) -> Result<Move, String> {
    let (squares, captured) = match text.split_once(':') {
        Some((s, c)) => (s, Some(c)),
        None => (text, None),
    };
    let ends: Vec<Square> = squares
        .split(['-', 'x'])
        .map(|s| s.trim().parse::<u32>().ok().and_then(Square::new))
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
    let legal = position.legal_moves(rule);
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
        [] => Err(match position.why_not(rule, ends[0], ends[1], None) {
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

fn move_data(m: &Move) -> MoveData {
    MoveData(
        m.from().number(),
        m.to().number(),
        m.landings().map(|s| s.number()).collect(),
        m.captures().map(|s| s.number()).collect(),
    )
}

fn snapshot(position: &Position, rule: RuleSet, explore: Explore) -> Snapshot {
    let side = position.side_to_move();
    let pieces = (1..=50)
        .filter_map(Square::new)
        .filter_map(|sq| {
            let p = position.piece_at(sq)?;
            let c = match (p.color, p.role) {
                (Color::White, Role::Man) => 'w',
                (Color::White, Role::King) => 'W',
                (Color::Black, Role::Man) => 'b',
                (Color::Black, Role::King) => 'B',
            };
            Some((sq.number(), c))
        })
        .collect();
    let (moves, tries) = if explore == Explore::None {
        (Vec::new(), Vec::new())
    } else {
        let mut moves: Vec<MoveData> = position.legal_moves(rule).iter().map(move_data).collect();
        moves.sort_by(|a, b| (a.0, a.1, &a.3).cmp(&(b.0, b.1, &b.3)));
        (moves, tries(position, rule, side))
    };
    Snapshot {
        position: position.to_fen(),
        turn: match side {
            Color::White => "w",
            Color::Black => "b",
        }
        .to_string(),
        pieces,
        moves,
        tries,
    }
}

/// Every (own piece, empty square) the rules explain beyond "not reachable".
fn tries(position: &Position, rule: RuleSet, side: Color) -> Vec<(u8, u8, &'static str)> {
    let squares: Vec<Square> = (1..=50).filter_map(Square::new).collect();
    let mut tries = Vec::new();
    for &from in squares
        .iter()
        .filter(|s| position.piece_at(**s).is_some_and(|p| p.color == side))
    {
        for &to in squares.iter().filter(|s| position.piece_at(**s).is_none()) {
            if let Err(why) = position.why_not(rule, from, to, None) {
                if let Some(code) = reason_code(&why) {
                    tries.push((from.number(), to.number(), code));
                }
            }
        }
    }
    tries
}

/// The stable id of a reason for translated messages; `None` for what the board shows itself.
pub fn reason_code(why: &Illegal) -> Option<&'static str> {
    match why {
        Illegal::CaptureCompulsory(_) => Some("capture-compulsory"),
        Illegal::MorePiecesExist(_) => Some("capture-more"),
        Illegal::GreaterValueExists(_) => Some("capture-greater-value"),
        Illegal::KingMustCapture(_) => Some("king-must-capture"),
        Illegal::KingMoveLimit => Some("king-move-limit"),
        Illegal::NotYourTurn | Illegal::NotReachable | Illegal::NoPiece | Illegal::Ambiguous(_) => {
            None
        }
    }
}
