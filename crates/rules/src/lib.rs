//! The rules core: pure game logic, std only, no I/O and no knowledge of the site.
//!
//! Each family lives in its own module; this module names the rule sets (the rules ids of
//! docs/notation.md) and offers text-level entry points shared by the command line and the site.

pub mod draughts;
pub mod explore;
pub mod halma;

use std::fmt;
use std::str::FromStr;

/// A rule set, named by its stable rules id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RulesId {
    /// Chinese checkers: a step, or a chain of jumps over an adjacent piece into the hole behind it.
    ChineseCheckers,
    /// Super Chinese checkers: Chinese checkers with the long jump, over a distant piece to as far beyond it.
    SuperChineseCheckers,
    /// International draughts: the FMJD rules on 10 × 10.
    InternationalDraughts,
    /// Frisian draughts: the KNDB's Frisian rules on 10 × 10.
    FrisianDraughts,
    /// Frysk!: Frisian rules from five men each on the back row.
    Frysk,
    /// Antidraughts: International moves, a side that cannot move wins.
    Antidraughts,
    /// Breakthrough draughts: International moves, the first king wins.
    BreakthroughDraughts,
    /// Russian draughts: 8 × 8, free choice among captures, finished as far as they go.
    RussianDraughts,
    /// Brazilian draughts: International rules on 8 × 8.
    BrazilianDraughts,
}

impl RulesId {
    /// Every rule set, the Chinese checkers family first.
    pub const ALL: [RulesId; 9] = [
        RulesId::ChineseCheckers,
        RulesId::SuperChineseCheckers,
        RulesId::InternationalDraughts,
        RulesId::FrisianDraughts,
        RulesId::Frysk,
        RulesId::Antidraughts,
        RulesId::BreakthroughDraughts,
        RulesId::RussianDraughts,
        RulesId::BrazilianDraughts,
    ];

    /// The stable rules id (`international-draughts`), as `page.toml` and the command line write it.
    pub fn as_str(self) -> &'static str {
        match self {
            RulesId::ChineseCheckers => "chinese-checkers",
            RulesId::SuperChineseCheckers => "super-chinese-checkers",
            RulesId::InternationalDraughts => "international-draughts",
            RulesId::FrisianDraughts => "frisian-draughts",
            RulesId::Frysk => "frysk",
            RulesId::Antidraughts => "antidraughts",
            RulesId::BreakthroughDraughts => "breakthrough-draughts",
            RulesId::RussianDraughts => "russian-draughts",
            RulesId::BrazilianDraughts => "brazilian-draughts",
        }
    }

    /// The family's module and the rule set within it: the one place a rules id is mapped.
    pub fn family(self) -> Family {
        match self {
            RulesId::ChineseCheckers => Family::Halma(halma::JumpRule::Standard),
            RulesId::SuperChineseCheckers => Family::Halma(halma::JumpRule::Long),
            RulesId::InternationalDraughts => Family::Draughts(draughts::RuleSet::International),
            RulesId::FrisianDraughts => Family::Draughts(draughts::RuleSet::Frisian),
            RulesId::Frysk => Family::Draughts(draughts::RuleSet::Frysk),
            RulesId::Antidraughts => Family::Draughts(draughts::RuleSet::Antidraughts),
            RulesId::BreakthroughDraughts => Family::Draughts(draughts::RuleSet::Breakthrough),
            RulesId::RussianDraughts => Family::Draughts(draughts::RuleSet::Russian),
            RulesId::BrazilianDraughts => Family::Draughts(draughts::RuleSet::Brazilian),
        }
    }

    /// The rules id of a draughts rule set: the inverse of [`RulesId::family`].
    pub fn of_draughts(rule: draughts::RuleSet) -> RulesId {
        RulesId::of_family(Family::Draughts(rule))
    }

    /// The rules id of a Chinese checkers jump rule: the inverse of [`RulesId::family`].
    pub(crate) fn of_halma(rule: halma::JumpRule) -> RulesId {
        RulesId::of_family(Family::Halma(rule))
    }

    /// Found through [`RulesId::family`], so the mapping is written once; every family value
    /// has its id.
    fn of_family(family: Family) -> RulesId {
        RulesId::ALL
            .into_iter()
            .find(|id| id.family() == family)
            .unwrap_or(RulesId::InternationalDraughts)
    }
}

impl fmt::Display for RulesId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// An unknown rules id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRules(pub String);

impl fmt::Display for UnknownRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let known: Vec<&str> = RulesId::ALL.iter().map(|r| r.as_str()).collect();
        write!(
            f,
            "unknown rules id `{}` (expected one of: {})",
            self.0,
            known.join(", ")
        )
    }
}

impl std::error::Error for UnknownRules {}

impl FromStr for RulesId {
    type Err = UnknownRules;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        RulesId::ALL
            .into_iter()
            .find(|r| r.as_str() == s)
            .ok_or_else(|| UnknownRules(s.to_string()))
    }
}

/// The family of a rule set, with the family's own name for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Family {
    /// A Chinese checkers rule set, by its jump rule.
    Halma(halma::JumpRule),
    /// A draughts rule set.
    Draughts(draughts::RuleSet),
}

impl Family {
    /// The family's name as the board scripts read it: `halma` or `draughts`.
    pub fn as_str(self) -> &'static str {
        match self {
            Family::Halma(_) => "halma",
            Family::Draughts(_) => "draughts",
        }
    }
}

/// The legal moves of a position in the family's notation, sorted as the command line prints them.
pub fn legal_moves(rules: RulesId, position: &str) -> Result<Vec<String>, TextError> {
    Ok(match rules.family() {
        Family::Halma(rule) => halma::notation::moves(rule, position)?,
        Family::Draughts(rule) => draughts::notation::moves(rule, position)?,
    })
}

/// The deepest `perft` accepted.
pub const MAX_PERFT_DEPTH: u32 = 64;

/// The number of leaf nodes of the move tree `depth` plies deep.
pub fn perft(rules: RulesId, position: &str, depth: u32) -> Result<u64, TextError> {
    // The search recurses once per ply; far beyond any depth that ends in a lifetime, and far
    // below what the stack holds.
    if depth > MAX_PERFT_DEPTH {
        return Err(TextError::TooDeep(depth));
    }
    Ok(match rules.family() {
        Family::Halma(rule) => halma::notation::perft(rule, position, depth)?,
        Family::Draughts(rule) => draughts::notation::perft(rule, position, depth)?,
    })
}

/// `perft` counted in parts, the subtrees below its first two plies, each part's leaf count
/// given to `report` as soon as it is known: enough for a progress line on a long run.
pub fn perft_reporting(
    rules: RulesId,
    position: &str,
    depth: u32,
    report: &mut dyn FnMut(u64),
) -> Result<u64, TextError> {
    if depth > MAX_PERFT_DEPTH {
        return perft(rules, position, depth);
    }
    match rules.family() {
        Family::Halma(rule) => {
            let position = halma::Position::parse(rule, position, None)?;
            Ok(parts(&position, depth, 2, report))
        }
        Family::Draughts(rule) => {
            let position = draughts::Position::from_fen(rule, position)?;
            Ok(parts(&position, depth, 2, report))
        }
    }
}

/// What counting perft in parts asks of a family's position.
trait Tree: Sized {
    /// The positions after each legal move.
    fn children(&self) -> Vec<Self>;
    fn perft(&self, depth: u32) -> u64;
}

/// Both families' positions name their moves, play and perft alike.
macro_rules! tree {
    ($position:ty) => {
        impl Tree for $position {
            fn children(&self) -> Vec<Self> {
                let after = |mv| {
                    let mut next = *self;
                    next.play_unchecked(mv);
                    next
                };
                self.legal_moves().iter().map(after).collect()
            }
            fn perft(&self, depth: u32) -> u64 {
                <$position>::perft(self, depth)
            }
        }
    };
}

tree!(halma::Position);
tree!(draughts::Position);

/// The leaf count below `position`, each subtree `split` plies down reported on its own.
fn parts(position: &impl Tree, depth: u32, split: u32, report: &mut dyn FnMut(u64)) -> u64 {
    if split == 0 || depth <= 1 {
        return reported(position.perft(depth), report);
    }
    position
        .children()
        .iter()
        .map(|next| parts(next, depth - 1, split - 1, report))
        .sum()
}

/// A part's count, once told.
fn reported(nodes: u64, report: &mut dyn FnMut(u64)) -> u64 {
    report(nodes);
    nodes
}

/// The start position; `players` matters only for the Chinese checkers family.
pub fn start_position(rules: RulesId, players: Option<u8>) -> Result<String, TextError> {
    match rules.family() {
        Family::Halma(_) => {
            let players = players.unwrap_or(2);
            halma::notation::start(players).ok_or(TextError::Players { rules, players })
        }
        Family::Draughts(rule) => match players {
            None | Some(2) => Ok(draughts::notation::start(rule)),
            Some(players) => Err(TextError::Players { rules, players }),
        },
    }
}

/// Why a text entry point ([`legal_moves`], [`perft`], [`start_position`]) refused its input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TextError {
    /// A draughts position that is not valid FEN.
    Fen(draughts::FenError),
    /// A Chinese checkers position that does not read or cannot be.
    Halma(halma::PositionError),
    /// A `perft` depth beyond [`MAX_PERFT_DEPTH`].
    TooDeep(u32),
    /// A number of players the game is not played by.
    Players {
        /// The rule set asked for.
        rules: RulesId,
        /// The number given.
        players: u8,
    },
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TextError::Fen(e) => e.fmt(f),
            TextError::Halma(e) => e.fmt(f),
            TextError::TooDeep(depth) => write!(
                f,
                "a perft depth of {depth} is more than the maximum, {MAX_PERFT_DEPTH}"
            ),
            TextError::Players { rules, players } => match rules.family() {
                Family::Halma(_) => write!(
                    f,
                    "Chinese checkers is played by 2, 3, 4 or 6 players, not {players}"
                ),
                Family::Draughts(_) => {
                    write!(f, "draughts is played by 2 players, not {players}")
                }
            },
        }
    }
}

impl std::error::Error for TextError {}

impl From<draughts::FenError> for TextError {
    fn from(e: draughts::FenError) -> Self {
        TextError::Fen(e)
    }
}

impl From<halma::PositionError> for TextError {
    fn from(e: halma::PositionError) -> Self {
        TextError::Halma(e)
    }
}
