//! The rules and the start position a game's tags ask for: `[GameType]` and `[FEN]`.

use rulebook_rules::draughts::{Position, RuleSet};

use crate::error::PdnError;
use crate::game::Tag;

/// The rules of `[GameType]`: `20` International, `40` Frisian, `25` Russian, `26` Brazilian (or
/// lidraughts' 96–98), alone or in the full form `type,start colour,width,height,notation,invert`
/// (`20,W,10,10,N2,0`; `25,W,8,8,N1,0`). No tag: 20, as PDN says.
pub(super) fn rules(tags: &[Tag]) -> Result<RuleSet, PdnError> {
    let Some(tag) = tags.iter().find(|t| t.name == "GameType") else {
        return Ok(RuleSet::International);
    };
    let fields: Vec<&str> = tag.value.split(',').map(str::trim).collect();
    let rules = match fields[0] {
        "20" => RuleSet::International,
        "40" => RuleSet::Frisian,
        // lidraughts' PDN for these writes numeric squares 1–32 (its board shows coordinates).
        "25" => RuleSet::Russian,
        "26" => RuleSet::Brazilian,
        // Not in the PDN standard: the numbers lidraughts writes for these variants.
        "97" => RuleSet::Frysk,
        "98" => RuleSet::Antidraughts,
        "96" => RuleSet::Breakthrough,
        other => {
            return Err(PdnError::new(
                tag.at,
                format!("[GameType \"{}\"]: game type {other} is not one the rules core knows (expected 20, International draughts; 40, Frisian draughts; 25, Russian draughts; 26, Brazilian draughts; or lidraughts' 96 Breakthrough, 97 Frysk!, 98 Antidraughts)", tag.value),
            ))
        }
    };
    // The full form must describe the rules' board: its size, numeric notation, not inverted.
    let side = rules.board().side().to_string();
    let expected = ["", "W|B", &side, &side, "N…", "0"];
    for (i, field) in fields.iter().enumerate().skip(1) {
        let fits = match i {
            1 => matches!(*field, "W" | "B"),
            2 | 3 => *field == side,
            4 => field.starts_with('N'),
            5 => *field == "0",
            _ => false,
        };
        if !fits {
            let wanted = expected.get(i).copied().unwrap_or("nothing");
            return Err(PdnError::new(
                tag.at,
                format!("[GameType \"{}\"]: field {} is `{field}`, expected {wanted} (the form is {},W,{side},{side},N2,0)", tag.value, i + 1, fields[0]),
            ));
        }
    }
    Ok(rules)
}

/// The position of `[FEN]` (a trailing `.` allowed, as some exports write it), else the start.
pub(super) fn start(rules: RuleSet, tags: &[Tag]) -> Result<Position, PdnError> {
    let Some(tag) = tags.iter().find(|t| t.name == "FEN") else {
        return Ok(Position::start_of(rules));
    };
    let fen = tag.value.trim().trim_end_matches('.');
    Position::from_fen(rules, fen)
        .map_err(|e| PdnError::new(tag.at, format!("[FEN \"{}\"]: {e}", tag.value)))
}
