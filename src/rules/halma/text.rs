//! Text-level entry points (DESIGN.md notation in, notation out) for the command line and the site.

use super::JumpRule;

pub fn moves(_rule: JumpRule, _position: &str) -> Result<Vec<String>, String> {
    Err("the Chinese checkers rules core is not built yet".to_string())
}

pub fn perft(_rule: JumpRule, _position: &str, _depth: u32) -> Result<u64, String> {
    Err("the Chinese checkers rules core is not built yet".to_string())
}

pub fn start(_players: u8) -> Result<String, String> {
    Err("the Chinese checkers rules core is not built yet".to_string())
}
