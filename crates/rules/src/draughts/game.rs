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
//! Russian draughts (FMJD Section 64 rules 7.2.3–7.2.8): no legal move loses; draw by threefold
//! repetition; by 15 moves each of kings only (no capture, no man move); when three or more kings
//! have not taken a lone king by their 15th move; after 5 moves each of three pieces with a king
//! against a lone king on the long diagonal 29–4 that none of them stands on, or of two pieces
//! with a king (or one king) against a lone king; and, with kings on both sides, after 30 moves
//! each with 4 or 5 pieces on the board or 60 with 6 or 7 and no capture or crowning. Counts are
//! in plies as lidraughts keeps them (the "15th move" of 7.2.4 is 30 plies); the long-diagonal
//! count runs while the lone king stays there and starts again if it comes back.
//!
//! Brazilian draughts (the Brazilian confederation's official rules for 64 squares): no legal
//! move loses; threefold repetition, and 20 moves each of kings only without capture or man move.
//! Its rules text names no endgame counts against a lone king, so none is kept (lidraughts borrows
//! the Russian ones); with kings only on the board the 20-move count still ends every game.

use super::board::{Color, Role, Square};
use super::illegal::Illegal;
use super::moves::Move;
use super::position::Position;
use super::{Goal, RuleSet};

/// How a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Neither side has won and no draw rule has ended the game.
    Ongoing,
    /// The side that won, and why.
    Win(Color, WinReason),
    /// A draw, by the rule that ended the game.
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
    /// Russian (7.2.5): 15 moves each with kings only, no capture.
    FifteenKingMoves,
    /// Brazilian: 20 moves each with kings only, no capture.
    TwentyKingMoves,
    /// Russian (7.2.4): three or more kings have not taken a lone king by their 15th move.
    KingsAgainstLoneKing,
    /// Russian (7.2.7): 5 moves each of three pieces with a king against a lone king that holds
    /// the long diagonal.
    MainDiagonal,
    /// Russian (7.2.6): 30 moves each with kings on both sides and 4 or 5 pieces on the board,
    /// no capture and no crowning.
    FourOrFivePieces,
    /// Russian (7.2.6): the same with 6 or 7 pieces: 60 moves each.
    SixOrSevenPieces,
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
            DrawRule::FifteenKingMoves => 30,
            DrawRule::TwentyKingMoves => 40,
            DrawRule::KingsAgainstLoneKing => 30,
            DrawRule::MainDiagonal => 10,
            DrawRule::FourOrFivePieces => 60,
            DrawRule::SixOrSevenPieces => 120,
        }
    }

    /// The Russian counts whose text asks for an unchanged balance of forces: a capture or a
    /// crowning starts them again even when the same rule still applies.
    fn restarts_on_capture_or_crowning(self) -> bool {
        matches!(
            self,
            DrawRule::KingsAgainstLoneKing
                | DrawRule::FourOrFivePieces
                | DrawRule::SixOrSevenPieces
        )
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

    /// The count of moves with kings only (no capture, no man move) that draws, if any.
    fn king_moves_rule(self) -> Option<DrawRule> {
        match self {
            RuleSet::International => Some(DrawRule::TwentyFiveKingMoves),
            RuleSet::Russian => Some(DrawRule::FifteenKingMoves),
            RuleSet::Brazilian => Some(DrawRule::TwentyKingMoves),
            RuleSet::Frisian | RuleSet::Frysk | RuleSet::Antidraughts | RuleSet::Breakthrough => {
                None
            }
        }
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
        draws.extend(self.king_moves_rule());
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
        RuleSet::Russian => vec![
            DrawRule::KingsAgainstLoneKing,
            DrawRule::MainDiagonal,
            DrawRule::FiveMoves,
            DrawRule::FourOrFivePieces,
            DrawRule::SixOrSevenPieces,
        ],
        RuleSet::Antidraughts | RuleSet::Breakthrough | RuleSet::Brazilian => Vec::new(),
    }
}

/// The endgame rule whose count the material of `pos` starts, if any.
fn endgame_rule(pos: &Position) -> Option<DrawRule> {
    let rule = pos.rule();
    match rule {
        RuleSet::International | RuleSet::Frisian | RuleSet::Frysk => {
            let (strong, _) = against_lone_king(pos)?;
            match (rule, strong.pieces, strong.kings) {
                (RuleSet::International, 3, _) => Some(DrawRule::SixteenMoves),
                (RuleSet::International, 1 | 2, _) => Some(DrawRule::FiveMoves),
                (RuleSet::International, _, _) => None,
                (_, 2, 2) => Some(DrawRule::TwoKingsAgainstOne),
                (_, 1, 1) => Some(DrawRule::KingAgainstKing),
                _ => None,
            }
        }
        RuleSet::Russian => russian_endgame_rule(pos),
        // Giveaway has no use for counts meant to stop a stronger side that cannot win.
        RuleSet::Antidraughts => None,
        // The first king ends the game: no king endgames.
        RuleSet::Breakthrough => None,
        // Its official text names no endgame count (see the module's notes).
        RuleSet::Brazilian => None,
    }
}

/// Russian rules 7.2.4 and 7.2.6–7.2.8; the more specific rule first.
fn russian_endgame_rule(pos: &Position) -> Option<DrawRule> {
    if let Some((strong, lone)) = against_lone_king(pos) {
        let on_diagonal = |c: Color| pos.pieces(c).into_iter().filter(|&sq| on_long_diagonal(sq));
        let lone_holds_diagonal =
            on_diagonal(lone.color).count() == 1 && on_diagonal(strong.color).count() == 0;
        match strong.pieces {
            1 | 2 => return Some(DrawRule::FiveMoves),
            3 if lone_holds_diagonal => return Some(DrawRule::MainDiagonal),
            n if n == strong.kings => return Some(DrawRule::KingsAgainstLoneKing),
            _ => {}
        }
    }
    let white = Material::of(pos, Color::White);
    let black = Material::of(pos, Color::Black);
    if white.kings == 0 || black.kings == 0 {
        return None;
    }
    match white.pieces + black.pieces {
        4 | 5 => Some(DrawRule::FourOrFivePieces),
        6 | 7 => Some(DrawRule::SixOrSevenPieces),
        _ => None,
    }
}

/// Whether `sq` lies on the 8 × 8 board's long diagonal a1–h8 (squares 29, 25, 22, 18, 15, 11,
/// 8, 4): from black's side, row and column add up to 7.
fn on_long_diagonal(sq: Square) -> bool {
    let (row, col) = sq.row_col();
    row + col == sq.board().side() - 1
}

/// One side's pieces and kings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Material {
    color: Color,
    pieces: usize,
    kings: usize,
}

impl Material {
    fn of(pos: &Position, color: Color) -> Material {
        Material {
            color,
            pieces: pos.pieces(color).len(),
            kings: pos.kings(color).len(),
        }
    }
}

/// The stronger side and the lone one when one side has a single piece, a king, and the other
/// has at least one king: the material every endgame count starts from.
fn against_lone_king(pos: &Position) -> Option<(Material, Material)> {
    let white = Material::of(pos, Color::White);
    let black = Material::of(pos, Color::Black);
    let (strong, lone) = if white.pieces == 1 {
        (black, white)
    } else {
        (white, black)
    };
    (lone.pieces == 1 && lone.kings == 1 && strong.kings > 0).then_some((strong, lone))
}

/// A game in progress: the current position and what the draw rules count.
#[derive(Clone, Debug)]
pub struct Game {
    position: Position,
    /// Positions since the last man move or capture (International repetition), current last.
    since_irreversible: Vec<Position>,
    /// Consecutive plies of king moves without capture (the kings-only count).
    king_plies: u32,
    /// The endgame rule in force and the plies played under it.
    endgame: Option<(DrawRule, u32)>,
    moves: Vec<Move>,
}

impl Game {
    /// A game from `position`, under its rules; draw counts start there.
    pub fn new(position: Position) -> Game {
        Game {
            position,
            since_irreversible: vec![position],
            king_plies: 0,
            endgame: endgame_rule(&position).map(|r| (r, 0)),
            moves: Vec::new(),
        }
    }

    /// The rule set the game is played under.
    pub fn rule(&self) -> RuleSet {
        self.position.rule()
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Plays `mv` if it is one of the legal moves (the same move, by from, to and captures).
    pub fn play(&mut self, mv: &Move) -> Result<(), Illegal> {
        let mv = &self.position.checked(mv)?;
        self.position.play_unchecked(mv);
        self.moves.push(*mv);
        if mv.is_capture() || !mv.by_king() {
            self.since_irreversible.clear();
            self.king_plies = 0;
        } else {
            self.king_plies += 1;
        }
        self.since_irreversible.push(self.position);
        let crowned = !mv.by_king()
            && self
                .position
                .piece_at(mv.to())
                .is_some_and(|p| p.role == Role::King);
        let balance_changed = mv.is_capture() || crowned;
        // A count starts when its material first appears; it runs on while that rule holds.
        self.endgame = match (endgame_rule(&self.position), self.endgame) {
            (Some(now), Some((before, plies)))
                if now == before && !(now.restarts_on_capture_or_crowning() && balance_changed) =>
            {
                Some((now, plies + 1))
            }
            (now, _) => now.map(|r| (r, 0)),
        };
        Ok(())
    }

    /// Win, draw or still going, as it stands now.
    pub fn outcome(&self) -> Outcome {
        let rule = self.rule();
        let to_move = self.position.side_to_move();
        if rule.goal() == Goal::FirstKing {
            // Only a move can crown, so the side that just moved crowned first; a set-up with
            // kings of one side only is that side's win.
            let crowned = [to_move.other(), to_move]
                .into_iter()
                .find(|&c| !self.position.kings(c).is_empty());
            if let Some(winner) = crowned {
                return Outcome::Win(winner, WinReason::FirstKing);
            }
        }
        if self.position.legal_moves().is_empty() {
            return match rule.goal() {
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
        if rule.draws_by_repetition()
            && self.since_irreversible.iter().filter(|p| *p == now).count() >= 3
        {
            return Outcome::Draw(DrawRule::Repetition);
        }
        if let Some(draw) = rule.king_moves_rule() {
            if self.king_plies >= draw.plies() {
                return Outcome::Draw(draw);
            }
        }
        Outcome::Ongoing
    }

    /// The plies played under the endgame rule in force, if one is.
    pub fn endgame_count(&self) -> Option<(DrawRule, u32)> {
        self.endgame
    }

    /// Consecutive plies of king moves without capture (the kings-only count).
    pub fn king_plies(&self) -> u32 {
        self.king_plies
    }
}
