//! A game: a position with the history the end-of-game rules need.
//!
//! International (FMJD): no legal move loses; draw by threefold repetition, by 25 moves each of
//! kings only (no capture, no man move), by the 16-move rule (three kings, two kings and a man, or
//! a king and two men against a lone king) and the 5-move rule (two kings, a king and a man, or a
//! king against a lone king). Frisian: no legal move loses; no repetition rule; two kings against
//! one draw after seven moves each, one king against one after two moves each.
//!
//! Choices where the texts leave room: an endgame count starts when its material first appears
//! and runs on while the same rule applies (a promotion inside the 16-move class does not restart
//! it; a capture that moves the game into another class does). The official Frisian rule draws
//! king against king at once unless a capture is forced; like lidraughts we allow two more moves
//! each instead, which needs no look-ahead. A win (no legal move) is checked before any draw.
//!
//! Frysk! ends as Frisian does. Antidraughts (lidraughts' rules): a side that cannot move wins;
//! threefold repetition draws, no other count does. Breakthrough (lidraughts' rules): the first
//! king wins at once, a side that cannot move loses, and no draw rule applies.
//!
//! Russian and Brazilian draughts: no legal move loses; threefold repetition draws. Their king
//! endgame counts (Russian: 15 moves of kings only, the triangle of Petrov's 3 kings against 1;
//! Brazilian as International with its own numbers) are not counted yet.

use super::board::Color;
use super::moves::Move;
use super::position::Position;
use super::why_not::Illegal;
use super::{Goal, RuleSet};

/// How a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Ongoing,
    Win(Color, WinReason),
    Draw(DrawRule),
}

/// Why a side won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WinReason {
    /// The loser has no legal move (no pieces, or all blocked).
    OpponentCannotMove,
    /// Antidraughts: the winner has no legal move left.
    CannotMove,
    /// Breakthrough: the winner crowned the first king.
    FirstKing,
}

/// The rule that drew the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawRule {
    /// International: the same position with the same side to move a third time.
    Repetition,
    /// International: 25 moves each with kings only, no capture.
    TwentyFiveKingMoves,
    /// International: 16 moves each in three kings (or two kings and a man, or a king and two
    /// men) against a lone king.
    SixteenMoves,
    /// International: 5 moves each in two kings (or a king and a man, or a king) against a king.
    FiveMoves,
    /// Frisian: seven moves each in two kings against one.
    TwoKingsAgainstOne,
    /// Frisian: two moves each in one king against one.
    KingAgainstKing,
}

impl DrawRule {
    /// Plies (half-moves) the rule allows before the draw.
    pub fn plies(self) -> u32 {
        match self {
            DrawRule::Repetition => 0,
            DrawRule::TwentyFiveKingMoves => 50,
            DrawRule::SixteenMoves => 32,
            DrawRule::FiveMoves => 10,
            DrawRule::TwoKingsAgainstOne => 14,
            DrawRule::KingAgainstKing => 4,
        }
    }
}

impl RuleSet {
    /// Threefold repetition draws in International and (as lidraughts plays it) Antidraughts;
    /// Frisian and Frysk! have their own counts instead; in Breakthrough only men move.
    fn draws_by_repetition(self) -> bool {
        matches!(
            self,
            RuleSet::International | RuleSet::Antidraughts | RuleSet::Russian | RuleSet::Brazilian
        )
    }

    /// 25 moves each of kings only draw in International alone.
    fn draws_by_king_moves(self) -> bool {
        self == RuleSet::International
    }

    /// Every way a game under these rules can end: why a side may win, and the draw rules that
    /// may end it (the counts `Game::outcome` keeps for this rule set).
    pub fn endings(self) -> (Vec<WinReason>, Vec<DrawRule>) {
        let wins = match self.goal() {
            Goal::Standard => vec![WinReason::OpponentCannotMove],
            Goal::Giveaway => vec![WinReason::CannotMove],
            Goal::FirstKing => vec![WinReason::FirstKing, WinReason::OpponentCannotMove],
        };
        let mut draws = Vec::new();
        if self.draws_by_repetition() {
            draws.push(DrawRule::Repetition);
        }
        if self.draws_by_king_moves() {
            draws.push(DrawRule::TwentyFiveKingMoves);
        }
        draws.extend(endgame_rules(self));
        (wins, draws)
    }
}

/// The endgame counts `endgame_rule` may start under `rule`.
fn endgame_rules(rule: RuleSet) -> Vec<DrawRule> {
    match rule {
        RuleSet::International => vec![DrawRule::SixteenMoves, DrawRule::FiveMoves],
        RuleSet::Frisian | RuleSet::Frysk => {
            vec![DrawRule::TwoKingsAgainstOne, DrawRule::KingAgainstKing]
        }
        RuleSet::Antidraughts | RuleSet::Breakthrough | RuleSet::Russian | RuleSet::Brazilian => {
            Vec::new()
        }
    }
}

/// The endgame rule whose count the material of `pos` starts, if any.
fn endgame_rule(rule: RuleSet, pos: &Position) -> Option<DrawRule> {
    let count = |c: Color| (pos.pieces(c).len(), pos.kings(c).len());
    let (w, b) = (count(Color::White), count(Color::Black));
    // The lone side has one piece, a king; the other side has at least one king.
    let (strong, lone) = if w.0 == 1 { (b, w) } else { (w, b) };
    if lone != (1, 1) || strong.1 == 0 {
        return None;
    }
    match rule {
        RuleSet::International => match strong.0 {
            3 => Some(DrawRule::SixteenMoves),
            1 | 2 => Some(DrawRule::FiveMoves),
            _ => None,
        },
        RuleSet::Frisian | RuleSet::Frysk => match strong {
            (2, 2) => Some(DrawRule::TwoKingsAgainstOne),
            (1, 1) => Some(DrawRule::KingAgainstKing),
            _ => None,
        },
        // Giveaway has no use for counts meant to stop a stronger side that cannot win.
        RuleSet::Antidraughts => None,
        // The first king ends the game: no king endgames.
        RuleSet::Breakthrough => None,
        // Their endgame counts are not modelled (see the module's notes).
        RuleSet::Russian | RuleSet::Brazilian => None,
    }
}

/// A game in progress: the current position and what the draw rules count.
#[derive(Clone, Debug)]
pub struct Game {
    rule: RuleSet,
    position: Position,
    /// Positions since the last man move or capture (International repetition), current last.
    since_irreversible: Vec<Position>,
    /// Consecutive plies of king steps (International 25-move rule).
    king_plies: u32,
    /// The endgame rule in force and the plies played under it.
    endgame: Option<(DrawRule, u32)>,
    moves: Vec<Move>,
}

impl Game {
    /// A game from `position`; draw counts start there.
    pub fn new(rule: RuleSet, position: Position) -> Game {
        Game {
            rule,
            position,
            since_irreversible: vec![position],
            king_plies: 0,
            endgame: endgame_rule(rule, &position).map(|r| (r, 0)),
            moves: Vec::new(),
        }
    }

    pub fn rule(&self) -> RuleSet {
        self.rule
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Plays `mv` if it is one of the legal moves (the same move, by from, to and captures).
    pub fn play(&mut self, mv: &Move) -> Result<(), Illegal> {
        let legal = self.position.legal_moves(self.rule);
        let Some(mv) = legal.iter().find(|m| m.same_move(mv)) else {
            return Err(self
                .position
                .why_not(self.rule, mv.from(), mv.to(), None)
                .err()
                .unwrap_or(Illegal::NotReachable));
        };
        self.position.play(self.rule, mv);
        self.moves.push(*mv);
        if mv.is_capture() || !mv.by_king() {
            self.since_irreversible.clear();
            self.king_plies = 0;
        } else {
            self.king_plies += 1;
        }
        self.since_irreversible.push(self.position);
        // A count starts when its material first appears; it runs on while that rule holds.
        self.endgame = match (endgame_rule(self.rule, &self.position), self.endgame) {
            (Some(now), Some((before, plies))) if now == before => Some((now, plies + 1)),
            (now, _) => now.map(|r| (r, 0)),
        };
        Ok(())
    }

    /// Win, draw or still going, as it stands now.
    pub fn outcome(&self) -> Outcome {
        let to_move = self.position.side_to_move();
        if self.rule.goal() == Goal::FirstKing {
            // Only a move can crown, so the side that just moved crowned first; a set-up with
            // kings of one side only is that side's win.
            let crowned = [to_move.other(), to_move]
                .into_iter()
                .find(|&c| !self.position.kings(c).is_empty());
            if let Some(winner) = crowned {
                return Outcome::Win(winner, WinReason::FirstKing);
            }
        }
        if self.position.legal_moves(self.rule).is_empty() {
            return match self.rule.goal() {
                Goal::Giveaway => Outcome::Win(to_move, WinReason::CannotMove),
                Goal::Standard | Goal::FirstKing => {
                    Outcome::Win(to_move.other(), WinReason::OpponentCannotMove)
                }
            };
        }
        if let Some((rule, plies)) = self.endgame {
            if plies >= rule.plies() {
                return Outcome::Draw(rule);
            }
        }
        let now = &self.position;
        if self.rule.draws_by_repetition()
            && self.since_irreversible.iter().filter(|p| *p == now).count() >= 3
        {
            return Outcome::Draw(DrawRule::Repetition);
        }
        if self.rule.draws_by_king_moves()
            && self.king_plies >= DrawRule::TwentyFiveKingMoves.plies()
        {
            return Outcome::Draw(DrawRule::TwentyFiveKingMoves);
        }
        Outcome::Ongoing
    }

    /// The plies played under the endgame rule in force, if one is.
    pub fn endgame_count(&self) -> Option<(DrawRule, u32)> {
        self.endgame
    }

    /// Consecutive plies of king steps (International 25-move rule).
    pub fn king_plies(&self) -> u32 {
        self.king_plies
    }
}
