//! What a board may do in a position: the answer the interactive diagrams show, computed by the
//! same code in the generator (embedded per diagram) and in the browser (compiled to
//! WebAssembly), so the two can never disagree.
//!
//! [`analyse`] takes the positions from a board's start to now and returns a [`Snapshot`]: the
//! pieces, every move a reader may make (with its path, captures, notation, short notation,
//! whether it crowns and the position after it), the tempting tries the rules explain, and whether the game has ended.
//! [`Snapshot::to_json`] writes the JSON both builds hand to the board script; [`answer`] is the
//! text-in, JSON-out entry point of the WebAssembly build. A line played in Rust is analysed
//! without text: [`Snapshot::of_draughts`] reads a [`Game`](crate::draughts::Game),
//! [`Snapshot::of_halma`] a [`Position`](crate::halma::Position).

mod draughts;
mod halma;
mod json;

use std::fmt;
use std::str::FromStr;

use crate::draughts::{DrawRule, WinReason};
use crate::{Family, RulesId};

/// Which pieces a reader may move on a board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Explore {
    /// The side (player) to move, as in a game.
    #[default]
    Side,
    /// Every piece, whoever's turn it is (Chinese checkers; draughts treats it as `Side`).
    All,
    /// None: no moves and no tries.
    None,
}

impl Explore {
    /// Every setting.
    pub const ALL: [Explore; 3] = [Explore::Side, Explore::All, Explore::None];

    /// The setting as a diagram's `explore` option writes it: `side`, `all` or `none`.
    pub fn as_str(self) -> &'static str {
        match self {
            Explore::Side => "side",
            Explore::All => "all",
            Explore::None => "none",
        }
    }
}

impl FromStr for Explore {
    type Err = AnalyseError;
    fn from_str(s: &str) -> Result<Explore, AnalyseError> {
        Explore::ALL
            .into_iter()
            .find(|e| e.as_str() == s)
            .ok_or_else(|| AnalyseError::UnknownExplore(s.to_string()))
    }
}

/// A piece on a square (hole): `w`, `W`, `b`, `B` (capitals are kings) or `1`–`6`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PieceOn {
    /// The square (hole) number.
    pub sq: u8,
    /// The piece's letter or player digit.
    pub piece: char,
}

/// A legal move with everything a board needs to play it ([`MoveInfo::draughts`],
/// [`MoveInfo::halma`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveInfo {
    /// The square (hole) the piece leaves.
    pub from: u8,
    /// The square (hole) it ends on.
    pub to: u8,
    /// Every landing in order, ending on `to`.
    pub path: Vec<u8>,
    /// Captured squares in the order taken (always empty in Chinese checkers).
    pub captured: Vec<u8>,
    /// The move in the rules' notation: `32-28`, `32x14:19,28`, `121-11` (`text` in the JSON).
    pub notation: String,
    /// The move as the site shows it: `32-28`, `32x14`, `121-11` (draughts captures leave out
    /// the captured squares).
    pub short: String,
    /// The position text after the move.
    pub after: String,
    /// Whether a man becomes a king by the move (always false in Chinese checkers).
    pub crowns: bool,
}

/// A tempting illegal try the rules explain, beyond what a board tells by itself ("not
/// reachable", "taken", "not your turn").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExplainedTry {
    /// The square (hole) of the piece tried.
    pub from: u8,
    /// The square (hole) it was tried to.
    pub to: u8,
    /// Why the rules forbid it.
    pub reason: TryReason,
}

/// Why a try is illegal; [`TryReason::as_str`] is the stable code the messages translate
/// (`diagram-reason-<code>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TryReason {
    /// Draughts: a step while a capture is possible.
    CaptureCompulsory,
    /// International moves: a capture of more pieces exists.
    CaptureMore,
    /// Frisian: a capture of greater value exists.
    CaptureGreaterValue,
    /// Frisian: with equal value a king must capture.
    KingMustCapture,
    /// Frisian: this king has made three quiet moves in a row.
    KingMoveLimit,
    /// Chinese checkers: a jump cannot pass over two pieces.
    PassesTwoPieces,
    /// Chinese checkers: a long jump's far side is not empty up to the landing.
    FarSideNotEmpty,
    /// Chinese checkers: a step cannot follow a jump.
    StepAfterJump,
    /// Chinese checkers: only the long-jump option allows the move.
    LongJumpNeedsOption,
}

impl TryReason {
    /// The stable code (`capture-compulsory`).
    pub fn as_str(self) -> &'static str {
        match self {
            TryReason::CaptureCompulsory => "capture-compulsory",
            TryReason::CaptureMore => "capture-more",
            TryReason::CaptureGreaterValue => "capture-greater-value",
            TryReason::KingMustCapture => "king-must-capture",
            TryReason::KingMoveLimit => "king-move-limit",
            TryReason::PassesTwoPieces => "passes-two-pieces",
            TryReason::FarSideNotEmpty => "far-side-not-empty",
            TryReason::StepAfterJump => "step-after-jump",
            TryReason::LongJumpNeedsOption => "long-jump-needs-option",
        }
    }

    /// The try reason of a draughts move's illegality; `None` for what the board shows itself.
    pub fn of_draughts(why: &crate::draughts::Illegal) -> Option<TryReason> {
        draughts::try_reason(why)
    }
}

/// Whether the game has ended, who won and why.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Status {
    /// Whether the game has ended.
    pub over: bool,
    /// `None` while the game goes on (and when a Chinese checkers player is stuck with nobody
    /// home).
    pub result: Option<GameResult>,
    /// Why the game ended.
    pub why: Option<EndCode>,
}

/// Who won, or a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// White won.
    White,
    /// Black won.
    Black,
    /// A draw rule ended the game.
    Draw,
    /// A Chinese checkers player.
    Player(crate::halma::Player),
}

impl GameResult {
    /// `white`, `black`, `draw`, or the winning player `1`–`6`.
    pub fn as_str(self) -> &'static str {
        const PLAYERS: [&str; 6] = ["1", "2", "3", "4", "5", "6"];
        match self {
            GameResult::White => "white",
            GameResult::Black => "black",
            GameResult::Draw => "draw",
            GameResult::Player(player) => PLAYERS[player.index()],
        }
    }
}

/// Why a game ended; [`EndCode::as_str`] is the stable code the messages translate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndCode {
    /// The side (player) to move has no move and loses (draughts), or is stuck (Chinese
    /// checkers).
    NoMoves,
    /// Antidraughts: the side to move has no move left and wins.
    NoMovesLeft,
    /// Breakthrough: the first king won.
    FirstKing,
    /// Chinese checkers: a player has brought every piece home.
    Home,
    /// A draw rule.
    Draw(DrawRule),
}

impl EndCode {
    /// The stable code: the win's (`no-moves`, `home`…) or the draw rule's (`repetition`…).
    pub fn as_str(self) -> &'static str {
        match self {
            EndCode::NoMoves => "no-moves",
            EndCode::NoMovesLeft => "no-moves-left",
            EndCode::FirstKing => "first-king",
            EndCode::Home => "home",
            EndCode::Draw(rule) => match rule {
                DrawRule::Repetition => "repetition",
                DrawRule::TwentyFiveKingMoves => "twenty-five-king-moves",
                DrawRule::SixteenMoves => "sixteen-moves",
                DrawRule::FiveMoves => "five-moves",
                DrawRule::TwoKingsAgainstOne => "two-kings-against-one",
                DrawRule::KingAgainstKing => "king-against-king",
                DrawRule::FifteenKingMoves => "fifteen-king-moves",
                DrawRule::TwentyKingMoves => "twenty-king-moves",
                DrawRule::KingsAgainstLoneKing => "kings-against-lone-king",
                DrawRule::MainDiagonal => "main-diagonal",
                DrawRule::FourOrFivePieces => "four-or-five-pieces",
                DrawRule::SixOrSevenPieces => "six-or-seven-pieces",
            },
        }
    }
}

impl From<WinReason> for EndCode {
    fn from(why: WinReason) -> EndCode {
        match why {
            WinReason::OpponentCannotMove => EndCode::NoMoves,
            WinReason::CannotMove => EndCode::NoMovesLeft,
            WinReason::FirstKing => EndCode::FirstKing,
        }
    }
}

impl From<DrawRule> for EndCode {
    fn from(rule: DrawRule) -> EndCode {
        EndCode::Draw(rule)
    }
}

/// What a board may do in its current position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// The rule set.
    pub rules: RulesId,
    /// The current position, normalized (PDN FEN with the Frisian counters when non-zero;
    /// Chinese checkers position text).
    pub position: String,
    /// Who is to move: `w`/`b` in draughts, `1`–`6` in Chinese checkers.
    pub turn: String,
    /// Every piece, in square (hole) order.
    pub pieces: Vec<PieceOn>,
    /// Every move a reader may make here (per [`Explore`]), sorted by from, to, captures. Listed
    /// even when the game is over: the board decides whether to offer them.
    pub moves: Vec<MoveInfo>,
    /// Tries the rules explain, sorted by from, then to.
    pub tries: Vec<ExplainedTry>,
    /// Whether the game has ended, and how.
    pub status: Status,
}

/// The typed entry points, for a line played in Rust: each position is analysed as it is, with
/// no FEN written and parsed again and no move found again between positions. [`analyse`] is the
/// same analysis from text, for the WebAssembly build and the command line.
impl Snapshot {
    /// The snapshot of a draughts game's current position; the draw rules read its past.
    pub fn of_draughts(game: &crate::draughts::Game, explore: Explore) -> Snapshot {
        draughts::snapshot(RulesId::of_draughts(game.rule()), game, explore)
    }

    /// The snapshot of a Chinese checkers position (no rule of the family reads the past).
    pub fn of_halma(position: &crate::halma::Position, explore: Explore) -> Snapshot {
        halma::snapshot(RulesId::of_halma(position.rule()), position, explore)
    }
}

/// Why a board's positions cannot be analysed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalyseError {
    /// The rules id is none of [`RulesId::ALL`].
    UnknownRules(String),
    /// The explore setting is none of [`Explore::ALL`].
    UnknownExplore(String),
    /// The history holds no position.
    NoPosition,
    /// Position `index` (from 0) of the history is not valid.
    BadPosition {
        /// Which position.
        index: usize,
        /// What is wrong with it.
        message: String,
    },
    /// Position `index` does not follow from the one before by a legal move.
    NotAMove {
        /// Which position.
        index: usize,
    },
}

impl fmt::Display for AnalyseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AnalyseError::UnknownRules(id) => write!(f, "{}", crate::UnknownRules(id.clone())),
            AnalyseError::UnknownExplore(e) => {
                write!(
                    f,
                    "unknown explore `{e}` (expected one of: side, all, none)"
                )
            }
            AnalyseError::NoPosition => f.write_str("no position to analyse"),
            AnalyseError::BadPosition { index, message } => {
                write!(f, "position {}: {message}", index + 1)
            }
            AnalyseError::NotAMove { index } => write!(
                f,
                "position {} does not follow from position {} by a legal move",
                index + 1,
                index
            ),
        }
    }
}

impl std::error::Error for AnalyseError {}

/// Analyses the last of `history`, the positions from the board's start to now; the game-level
/// rules (the Frisian draw rules, repetition) read the whole history.
pub fn analyse(
    rules: RulesId,
    explore: Explore,
    history: &[&str],
) -> Result<Snapshot, AnalyseError> {
    if history.is_empty() {
        return Err(AnalyseError::NoPosition);
    }
    match rules.family() {
        Family::Draughts(rule) => draughts::analyse(rules, rule, explore, history),
        Family::Halma(rule) => halma::analyse(rules, rule, explore, history),
    }
}

/// The ends a game under `rules` may have (a snapshot's `status.why`).
pub fn end_codes(rules: RulesId) -> Vec<EndCode> {
    match rules.family() {
        Family::Draughts(rule) => {
            let (wins, draws) = rule.endings();
            let wins = wins.into_iter().map(EndCode::from);
            wins.chain(draws.into_iter().map(EndCode::from)).collect()
        }
        Family::Halma(_) => halma::END_CODES.to_vec(),
    }
}

/// The text-level entry point: a request of lines — the rules id, the explore setting, then the
/// history's positions, one a line — answered with the snapshot's JSON or `{"error":"…"}`.
pub fn answer(request: &str) -> String {
    let mut lines = request.lines();
    let rules = lines.next().unwrap_or_default();
    let explore = lines.next().unwrap_or_default();
    let history: Vec<&str> = lines.collect();
    let analysed = rules
        .parse::<RulesId>()
        .map_err(|e| AnalyseError::UnknownRules(e.0))
        .and_then(|rules| Ok((rules, explore.parse::<Explore>()?)))
        .and_then(|(rules, explore)| analyse(rules, explore, &history));
    match analysed {
        Ok(snapshot) => snapshot.to_json(),
        Err(e) => json::error(&e.to_string()),
    }
}

/// The request [`answer`] reads.
pub fn request(rules: RulesId, explore: Explore, history: &[&str]) -> String {
    let mut out = format!("{rules}\n{}", explore.as_str());
    for position in history {
        out.push('\n');
        out.push_str(position);
    }
    out
}
