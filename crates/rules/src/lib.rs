//! The rules core: pure game logic, std only, no I/O and no knowledge of the site.
//!
//! Each family lives in its own module; this module names the rule sets (the rules ids of
//! DESIGN.md) and offers text-level entry points shared by the command line and the site.

pub mod draughts;
pub mod explore;
pub mod halma;

use std::fmt;
use std::str::FromStr;

/// A rule set, named by its stable rules id.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RulesId {
    ChineseCheckers,
    SuperChineseCheckers,
    InternationalDraughts,
    FrisianDraughts,
}

impl RulesId {
    pub const ALL: [RulesId; 4] = [
        RulesId::ChineseCheckers,
        RulesId::SuperChineseCheckers,
        RulesId::InternationalDraughts,
        RulesId::FrisianDraughts,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            RulesId::ChineseCheckers => "chinese-checkers",
            RulesId::SuperChineseCheckers => "super-chinese-checkers",
            RulesId::InternationalDraughts => "international-draughts",
            RulesId::FrisianDraughts => "frisian-draughts",
        }
    }

    fn family(self) -> Family {
        match self {
            RulesId::ChineseCheckers => Family::Halma(halma::JumpRule::Standard),
            RulesId::SuperChineseCheckers => Family::Halma(halma::JumpRule::Long),
            RulesId::InternationalDraughts => Family::Draughts(draughts::RuleSet::International),
            RulesId::FrisianDraughts => Family::Draughts(draughts::RuleSet::Frisian),
        }
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

enum Family {
    Halma(halma::JumpRule),
    Draughts(draughts::RuleSet),
}

/// The legal moves of a position in the family's notation, sorted as the command line prints them.
pub fn legal_moves(rules: RulesId, position: &str) -> Result<Vec<String>, String> {
    match rules.family() {
        Family::Halma(rule) => halma::text::moves(rule, position),
        Family::Draughts(rule) => draughts::text::moves(rule, position),
    }
}

/// The number of leaf nodes of the move tree `depth` plies deep.
pub fn perft(rules: RulesId, position: &str, depth: u32) -> Result<u64, String> {
    match rules.family() {
        Family::Halma(rule) => halma::text::perft(rule, position, depth),
        Family::Draughts(rule) => draughts::text::perft(rule, position, depth),
    }
}

/// The start position; `players` matters only for the Chinese checkers family.
pub fn start_position(rules: RulesId, players: Option<u8>) -> Result<String, String> {
    match rules.family() {
        Family::Halma(_) => halma::text::start(players.unwrap_or(2)),
        Family::Draughts(rule) => match players {
            None | Some(2) => Ok(draughts::text::start(rule)),
            Some(n) => Err(format!("draughts is played by 2 players, not {n}")),
        },
    }
}
