//! Snapshots of the draughts family (every rule set of [`RuleSet`]).

use super::{
    AnalyseError, EndCode, ExplainedTry, Explore, GameResult, MoveInfo, PieceOn, Snapshot, Status,
    TryReason,
};
use crate::draughts::first_capture;
use crate::draughts::{Color, Game, Illegal, Move, Outcome, Position, Role, RuleSet};
use crate::RulesId;

pub(super) fn analyse(
    rules: RulesId,
    rule: RuleSet,
    explore: Explore,
    history: &[&str],
) -> Result<Snapshot, AnalyseError> {
    let game = replay(rule, history)?;
    Ok(snapshot(rules, &game, explore))
}

/// The snapshot of a game's position, its draw rules reading the game's past.
pub(super) fn snapshot(rules: RulesId, game: &Game, explore: Explore) -> Snapshot {
    let position = *game.position();
    let (moves, tries) = match explore {
        Explore::None => (Vec::new(), Vec::new()),
        // Draughts has no "any piece": every move is the side to move's.
        Explore::Side | Explore::All => {
            let mut legal = position.legal_moves();
            legal.sort();
            let moves = legal
                .iter()
                .map(|m| MoveInfo::draughts(&position, m))
                .collect();
            (moves, tries(&position))
        }
    };
    Snapshot {
        rules,
        position: position.to_fen(),
        turn: match position.side_to_move() {
            Color::White => "w",
            Color::Black => "b",
        }
        .to_string(),
        pieces: pieces(&position),
        moves,
        tries,
        status: status(game.outcome()),
    }
}

/// The game through `history`: each position after the first must follow by a legal move.
fn replay(rule: RuleSet, history: &[&str]) -> Result<Game, AnalyseError> {
    let parse = |index: usize| {
        Position::from_fen(rule, history[index]).map_err(|e| AnalyseError::BadPosition {
            index,
            message: e.to_string(),
        })
    };
    let mut game = Game::new(parse(0)?);
    for index in 1..history.len() {
        let next = parse(index)?;
        let now = *game.position();
        let mv = now
            .legal_moves()
            .iter()
            .find(|m| {
                let mut after = now;
                after.play_unchecked(m);
                after == next
            })
            .copied()
            .ok_or(AnalyseError::NotAMove { index })?;
        game.play(&mv)
            .map_err(|_| AnalyseError::NotAMove { index })?;
    }
    Ok(game)
}

impl MoveInfo {
    /// The board's data for a legal move of a draughts `position`.
    pub fn draughts(position: &Position, m: &Move) -> MoveInfo {
        let mut after = *position;
        after.play_unchecked(m);
        MoveInfo {
            from: m.from().number(),
            to: m.to().number(),
            path: m.landings().map(|s| s.number()).collect(),
            captured: m.captures().map(|s| s.number()).collect(),
            notation: m.to_string(),
            short: m.short_notation(),
            after: after.to_fen(),
            crowns: position.piece_at(m.from()).map(|p| p.role) == Some(Role::Man)
                && after.piece_at(m.to()).map(|p| p.role) == Some(Role::King),
        }
    }
}

fn pieces(position: &Position) -> Vec<PieceOn> {
    position
        .board()
        .all_squares()
        .filter_map(|sq| {
            let p = position.piece_at(sq)?;
            let piece = match (p.color, p.role) {
                (Color::White, Role::Man) => 'w',
                (Color::White, Role::King) => 'W',
                (Color::Black, Role::Man) => 'b',
                (Color::Black, Role::King) => 'B',
            };
            Some(PieceOn {
                sq: sq.number(),
                piece,
            })
        })
        .collect()
}

/// Every (piece of the side to move, empty square) the rules explain beyond "not reachable":
/// the moves the piece could make if no precedence or limit applied, that no legal move makes.
fn tries(position: &Position) -> Vec<ExplainedTry> {
    let legal = position.legal_moves();
    let best = first_capture(&legal);
    let mut tries: Vec<ExplainedTry> = Vec::new();
    // The first way to try a (from, to) pair decides its reason, as in `Position::check_move`.
    let mut seen: Vec<(u8, u8)> = legal.iter().map(|m| (m.from, m.to)).collect();
    for tried in position.unrestricted_moves() {
        // A king's capture may end where it started, which is no square to try.
        if tried.from == tried.to || seen.contains(&(tried.from, tried.to)) {
            continue;
        }
        seen.push((tried.from, tried.to));
        let (from, to) = (tried.from(), tried.to());
        if let Some(reason) = try_reason(&position.explain(&tried, best)) {
            tries.push(ExplainedTry {
                from: from.number(),
                to: to.number(),
                reason,
            });
        }
    }
    tries.sort_by_key(|t| (t.from, t.to));
    tries
}

/// The try reason of an illegal move; `None` for what the board shows itself.
pub(super) fn try_reason(why: &Illegal) -> Option<TryReason> {
    match why {
        Illegal::CaptureCompulsory(_) => Some(TryReason::CaptureCompulsory),
        Illegal::MorePiecesExist(_) => Some(TryReason::CaptureMore),
        Illegal::GreaterValueExists(_) => Some(TryReason::CaptureGreaterValue),
        Illegal::KingMustCapture(_) => Some(TryReason::KingMustCapture),
        Illegal::KingMoveLimit => Some(TryReason::KingMoveLimit),
        Illegal::NotYourTurn | Illegal::NotReachable | Illegal::NoPiece | Illegal::Ambiguous(_) => {
            None
        }
    }
}

fn status(outcome: Outcome) -> Status {
    let (result, why) = match outcome {
        Outcome::Ongoing => return Status::default(),
        Outcome::Win(color, why) => {
            let winner = match color {
                Color::White => GameResult::White,
                Color::Black => GameResult::Black,
            };
            (winner, EndCode::from(why))
        }
        Outcome::Draw(rule) => (GameResult::Draw, EndCode::from(rule)),
    };
    Status {
        over: true,
        result: Some(result),
        why: Some(why),
    }
}
