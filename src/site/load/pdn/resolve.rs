//! A move as written (its squares) → the one legal move it names, through the rules core.
//!
//! PDN writes a capture from/to, or with some or all of its landing squares. Every legal move
//! that starts and ends there and lands on the written squares in order fits. Fits that take the
//! same pieces are one move by the official definition; fits that take different pieces are
//! ambiguous, and the writer must add squares: we never choose for them.

use crate::rules::draughts::{Illegal, Move, Position, RuleSet, Square};

/// The legal move `squares` names, or why there is none (the text after "move N, 32-28: ").
pub fn resolve(rules: RuleSet, position: &Position, squares: &[u8]) -> Result<Move, String> {
    let board = rules.board();
    let squares: Vec<Square> = squares
        .iter()
        .map(|&n| Square::on(board, n.into()))
        .collect::<Option<_>>()
        .ok_or_else(|| format!("a square is off the board (1-{})", board.squares()))?;
    let (Some(&from), Some(&to)) = (squares.first(), squares.last()) else {
        return Err("expected a move of two squares or more".to_string());
    };
    let via = &squares[1..squares.len() - 1];
    let mut legal = position.legal_moves(rules);
    legal.sort();
    let fits: Vec<&Move> = legal
        .iter()
        .filter(|m| m.from() == from && m.to() == to && lands_on(m, via))
        .collect();
    let Some(first) = fits.first() else {
        return Err(why_not(rules, position, from, to, via));
    };
    if fits.iter().all(|m| m.captured() == first.captured()) {
        return Ok(**first);
    }
    let listed: Vec<String> = fits.iter().map(|m| describe(m)).collect();
    Err(format!(
        "ambiguous: {} legal captures fit, taking different pieces: {}; write the landing squares of the one meant",
        fits.len(),
        listed.join("; ")
    ))
}

/// Does the move land on `via` in this order before its last landing?
fn lands_on(m: &Move, via: &[Square]) -> bool {
    let landings: Vec<Square> = m.landings().collect();
    let before_last = &landings[..landings.len().saturating_sub(1)];
    let mut rest = before_last.iter();
    via.iter().all(|sq| rest.any(|l| l == sq))
}

/// A move with its whole path and the pieces it takes: `28x19x10 (takes 23, 14)`.
pub fn describe(m: &Move) -> String {
    let mut path = m.from().to_string();
    let separator = if m.is_capture() { "x" } else { "-" };
    for sq in m.landings() {
        path.push_str(separator);
        path.push_str(&sq.to_string());
    }
    if !m.is_capture() {
        return path;
    }
    let taken: Vec<String> = m.captures().map(|s| s.to_string()).collect();
    format!("{path} (takes {})", taken.join(", "))
}

fn why_not(
    rules: RuleSet,
    position: &Position,
    from: Square,
    to: Square,
    via: &[Square],
) -> String {
    match position.why_not(rules, from, to, None) {
        // From and to fit a legal move: the written landing squares are what is wrong.
        Ok(_) | Err(Illegal::Ambiguous(_)) => {
            let via: Vec<String> = via.iter().map(|s| s.to_string()).collect();
            format!(
                "no legal capture from {from} to {to} lands on {}",
                via.join(", then ")
            )
        }
        Err(reason) => reason.to_string(),
    }
}
