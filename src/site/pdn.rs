//! Game records in Portable Draughts Notation: every move of a `pdn` block is played through the
//! rules core, so a page can't show an illegal game.

use crate::rules::draughts::{Game, Position, RuleSet, Square};

/// A problem in a PDN block: the line within the block (0-based) and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdnError {
    pub line: usize,
    pub message: String,
}

/// Plays every move of the record; Ok(number of moves played).
pub fn validate(record: &str) -> Result<usize, PdnError> {
    let rules = game_type(record)?;
    let start = match tag(record, "FEN") {
        Some((line, fen)) => Position::from_fen(rules, &fen).map_err(|e| PdnError {
            line,
            message: format!("bad [FEN] tag: {e}"),
        })?,
        None => Position::start(),
    };
    let mut game = Game::new(rules, start);
    let mut number = 0;
    for (line, token) in move_tokens(record) {
        number += 1;
        let squares = parse_move(&token).ok_or_else(|| PdnError {
            line,
            message: format!(
                "move {number}: `{token}` is not a move (expected e.g. 32-28 or 28x19)"
            ),
        })?;
        let (from, to) = (squares[0], squares[squares.len() - 1]);
        let path = (squares.len() > 2).then(|| &squares[1..]);
        let mv = game
            .position()
            .why_not(rules, from, to, path)
            .map_err(|why| PdnError {
                line,
                message: format!("move {number}, {token}: {why}"),
            })?;
        game.play(&mv).map_err(|why| PdnError {
            line,
            message: format!("move {number}, {token}: {why}"),
        })?;
    }
    Ok(number)
}

/// The rule set named by the `[GameType]` tag: 20 International, 40 Frisian.
fn game_type(record: &str) -> Result<RuleSet, PdnError> {
    match tag(record, "GameType") {
        Some((_, value)) if value.split(',').next() == Some("20") => Ok(RuleSet::International),
        Some((_, value)) if value.split(',').next() == Some("40") => Ok(RuleSet::Frisian),
        Some((line, value)) => Err(PdnError {
            line,
            message: format!("[GameType \"{value}\"] is not a game the rules core knows (20 International, 40 Frisian)"),
        }),
        None => Err(PdnError {
            line: 0,
            message: "expected a [GameType] tag (20 International draughts, 40 Frisian draughts)"
                .to_string(),
        }),
    }
}

/// A tag pair's value and line: `[Name "value"]`.
fn tag(record: &str, name: &str) -> Option<(usize, String)> {
    record.lines().enumerate().find_map(|(i, line)| {
        let inner = line.trim().strip_prefix('[')?.strip_suffix(']')?;
        let (key, value) = inner.split_once(char::is_whitespace)?;
        (key == name).then(|| (i, value.trim().trim_matches('"').to_string()))
    })
}

/// The moves of the movetext with their lines: tag pairs, comments, move numbers and results left out.
fn move_tokens(record: &str) -> Vec<(usize, String)> {
    let mut tokens = Vec::new();
    let mut in_comment = false;
    for (i, line) in record.lines().enumerate() {
        if !in_comment && line.trim_start().starts_with('[') {
            continue;
        }
        let mut word = String::new();
        for c in line.chars().chain(std::iter::once(' ')) {
            match c {
                '{' => in_comment = true,
                '}' => in_comment = false,
                _ if in_comment => {}
                c if c.is_whitespace() => {
                    let w = std::mem::take(&mut word);
                    let w = w.trim_end_matches(['!', '?']);
                    if is_move_like(w) {
                        tokens.push((i, w.to_string()));
                    }
                }
                c => word.push(c),
            }
        }
    }
    tokens
}

/// Anything but move numbers (`12.`, `12...`) and results (`2-0`, `1-1`, `0-2`, `*`).
fn is_move_like(word: &str) -> bool {
    !(word.is_empty()
        || word.ends_with('.')
        || matches!(word, "*" | "2-0" | "0-2" | "1-1" | "1-0" | "0-1"))
}

/// `32-28` → [32, 28]; `28x19` → [28, 19]; `28x19x10` → [28, 19, 10].
fn parse_move(token: &str) -> Option<Vec<Square>> {
    let parts: Vec<&str> = if token.contains('x') {
        token.split('x').collect()
    } else {
        let (a, b) = token.split_once('-')?;
        vec![a, b]
    };
    if parts.len() < 2 {
        return None;
    }
    parts
        .into_iter()
        .map(|p| p.parse::<u32>().ok().and_then(Square::new))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_legal_frisian_opening_plays_through() {
        let record = "[GameType \"40\"]\n1. 32-28 19-23 {a comment 2-0} 2. 28x19 14x23 *\n";
        assert_eq!(validate(record), Ok(4));
    }

    #[test]
    fn an_illegal_move_names_its_number_line_and_reason() {
        // After 1. 32-28 19-23 White must capture 28x19.
        let record = "[GameType \"20\"]\n1. 32-28 19-23\n2. 31-27 *\n";
        let e = validate(record).unwrap_err();
        assert_eq!(e.line, 2);
        assert_eq!(
            e.message,
            "move 3, 31-27: capturing is compulsory (28x19:23)"
        );
    }

    #[test]
    fn a_record_needs_its_game_type() {
        assert_eq!(validate("1. 32-28 *").unwrap_err().line, 0);
        assert!(validate("[GameType \"21\"]\n")
            .unwrap_err()
            .message
            .contains("21"));
    }

    #[test]
    fn garbage_is_not_a_move() {
        let e = validate("[GameType \"20\"]\n1. 32-28 hello\n").unwrap_err();
        assert!(e.message.contains("`hello` is not a move"), "{}", e.message);
    }
}
