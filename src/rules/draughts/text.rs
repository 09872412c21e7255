//! Text-level entry points (DESIGN.md notation in, notation out) for the command line and the site.

use super::RuleSet;

pub fn moves(_rule: RuleSet, _position: &str) -> Result<Vec<String>, String> {
    Err("the draughts rules core is not built yet".to_string())
}

pub fn perft(_rule: RuleSet, _position: &str, _depth: u32) -> Result<u64, String> {
    Err("the draughts rules core is not built yet".to_string())
}

pub fn start(_rule: RuleSet) -> String {
    String::new()
}
