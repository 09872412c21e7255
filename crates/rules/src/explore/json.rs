//! The snapshot as JSON, written by hand (the crate has no dependencies) and deterministic: the
//! generator and the WebAssembly engine must produce the same bytes.

use std::fmt::Write;

use super::{ExplainedTry, MoveInfo, PieceOn, Snapshot, Status};

/// How much of each move a snapshot's JSON spells out.
#[derive(Clone, Copy, PartialEq)]
enum Form {
    /// Every field: the engine's answer, whose `after` the board plays on with.
    Full,
    /// A diagram's scripted step: every field but `after`, which is the next position the page
    /// embeds.
    Step,
    /// What a page embeds: no `after` (the board reads a crowning from `crowns`, and asks the
    /// engine for the position after a move if a reader plays it off the scripted line, when the
    /// engine is loading by then), and no field that says what the board assumes when it is
    /// absent (`path` `[to]`, `captured` `[]`, `text` the `short` notation; a `status` while the
    /// game goes on). The moves are most of a diagram page's bytes. Its pieces are grouped by
    /// kind, its tries by reason, then by the piece tried (see `grouped_pieces`, `grouped_tries`).
    Page,
}

impl Snapshot {
    /// `{"rules":…,"position":…,"turn":…,"pieces":[…],"moves":[…],"tries":[…],"status":{…}}`.
    pub fn to_json(&self) -> String {
        self.json(Form::Full)
    }

    /// The same with each move in the short form a page embeds (see `Form::Page`).
    pub fn to_page_json(&self) -> String {
        self.json(Form::Page)
    }

    fn json(&self, form: Form) -> String {
        let mut out = String::with_capacity(256 + self.moves.len() * 96);
        out.push_str("{\"rules\":");
        string(&mut out, self.rules.as_str());
        out.push_str(",\"position\":");
        string(&mut out, &self.position);
        out.push_str(",\"turn\":");
        string(&mut out, &self.turn);
        out.push_str(",\"pieces\":");
        if form == Form::Page {
            grouped_pieces(&mut out, &self.pieces);
        } else {
            list(&mut out, &self.pieces, piece);
        }
        out.push_str(",\"moves\":");
        list(&mut out, &self.moves, |out, m| m.write_json(out, form));
        out.push_str(",\"tries\":");
        if form == Form::Page {
            grouped_tries(&mut out, &self.tries);
        } else {
            list(&mut out, &self.tries, tried);
        }
        if form == Form::Full || self.status.over {
            out.push_str(",\"status\":");
            status(&mut out, &self.status);
        }
        out.push('}');
        out
    }
}

impl MoveInfo {
    /// `{"from":…,"to":…,"path":[…],"captured":[…],"text":…,"short":…,"after":…}`, with
    /// `"crowns":true` before `after` when the move crowns (absent otherwise, as on a page).
    pub fn to_json(&self) -> String {
        self.json(Form::Full)
    }

    /// The same without `after`: a diagram's scripted step (see `Form::Step`).
    pub fn to_step_json(&self) -> String {
        self.json(Form::Step)
    }

    fn json(&self, form: Form) -> String {
        let mut out = String::with_capacity(96);
        self.write_json(&mut out, form);
        out
    }

    fn write_json(&self, out: &mut String, form: Form) {
        // Only a page leaves out what the board assumes when it is absent.
        let plain_too = form != Form::Page;
        let _ = write!(out, "{{\"from\":{},\"to\":{}", self.from, self.to);
        if plain_too || self.path != [self.to] {
            out.push_str(",\"path\":");
            numbers(out, &self.path);
        }
        if plain_too || !self.captured.is_empty() {
            out.push_str(",\"captured\":");
            numbers(out, &self.captured);
        }
        if plain_too || self.notation != self.short {
            out.push_str(",\"text\":");
            string(out, &self.notation);
        }
        out.push_str(",\"short\":");
        string(out, &self.short);
        if self.crowns {
            out.push_str(",\"crowns\":true");
        }
        if form == Form::Full {
            out.push_str(",\"after\":");
            string(out, &self.after);
        }
        out.push('}');
    }
}

/// `{"error":"…"}`.
pub(super) fn error(message: &str) -> String {
    let mut out = String::from("{\"error\":");
    string(&mut out, message);
    out.push('}');
    out
}

fn piece(out: &mut String, p: &PieceOn) {
    let _ = write!(out, "{{\"sq\":{},\"piece\":\"{}\"}}", p.sq, p.piece);
}

fn tried(out: &mut String, t: &ExplainedTry) {
    let _ = write!(
        out,
        "{{\"from\":{},\"to\":{},\"reason\":\"{}\"}}",
        t.from,
        t.to,
        t.reason.as_str()
    );
}

/// `{"code":[square,…],…}`: a page's pieces by kind, as its game records write them (a start
/// of Chinese checkers has ten pieces a player, which a list of `{"sq":…,"piece":…}` names one
/// by one).
fn grouped_pieces(out: &mut String, pieces: &[PieceOn]) {
    object(
        out,
        &grouped(pieces, |p| p.piece, |p| p.sq),
        |out, squares| {
            numbers(out, squares);
        },
    );
}

/// `{"reason":{"from":[to,…],…},…}`: a start position of Chinese checkers explains dozens of
/// tries per piece with two or three reasons, so a page names each reason and each piece once.
fn grouped_tries(out: &mut String, tries: &[ExplainedTry]) {
    let by_reason = grouped(tries, |t| t.reason.as_str(), |t| (t.from, t.to));
    object(out, &by_reason, |out, tries| {
        object(out, &grouped(tries, |t| t.0, |t| t.1), |out, squares| {
            numbers(out, squares);
        });
    });
}

/// The items' values grouped by key, keys and values in the order first met.
fn grouped<T, K: PartialEq, V>(
    items: &[T],
    key: impl Fn(&T) -> K,
    value: impl Fn(&T) -> V,
) -> Vec<(K, Vec<V>)> {
    let mut groups: Vec<(K, Vec<V>)> = Vec::new();
    for item in items {
        let k = key(item);
        match groups.iter_mut().find(|(g, _)| *g == k) {
            Some((_, values)) => values.push(value(item)),
            None => groups.push((k, vec![value(item)])),
        }
    }
    groups
}

/// A JSON object of `(key, value)` pairs; the keys need no escaping (codes, numbers).
fn object<K: std::fmt::Display, V>(
    out: &mut String,
    pairs: &[(K, V)],
    value: impl Fn(&mut String, &V),
) {
    out.push('{');
    for (i, (k, v)) in pairs.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let _ = write!(out, "\"{k}\":");
        value(out, v);
    }
    out.push('}');
}

fn status(out: &mut String, s: &Status) {
    let _ = write!(out, "{{\"over\":{},\"result\":", s.over);
    optional(out, s.result.map(|r| r.as_str()));
    out.push_str(",\"why\":");
    optional(out, s.why.map(|w| w.as_str()));
    out.push('}');
}

fn optional(out: &mut String, value: Option<&str>) {
    match value {
        Some(v) => string(out, v),
        None => out.push_str("null"),
    }
}

fn list<T>(out: &mut String, items: &[T], item: impl Fn(&mut String, &T)) {
    out.push('[');
    for (i, x) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        item(out, x);
    }
    out.push(']');
}

fn numbers(out: &mut String, items: &[u8]) {
    list(out, items, |out, n| {
        let _ = write!(out, "{n}");
    });
}

/// A JSON string; `<` is escaped too, so the text can sit inside an HTML `<script>` element.
fn string(out: &mut String, text: &str) {
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '<' => out.push_str("\\u003c"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_are_escaped_for_json_and_html() {
        assert_eq!(
            error("bad \"x\"\n</script>\\"),
            r#"{"error":"bad \"x\"\n\u003c/script>\\"}"#.replace("\\n", "\\u000a")
        );
    }

    #[test]
    fn a_page_groups_pieces_by_kind() {
        let on = |sq, piece| PieceOn { sq, piece };
        let mut out = String::new();
        grouped_pieces(&mut out, &[on(1, 'b'), on(7, 'W'), on(9, 'b')]);
        assert_eq!(out, r#"{"b":[1,9],"W":[7]}"#);
    }

    #[test]
    fn a_page_groups_tries_by_reason_then_piece() {
        use super::super::TryReason::{PassesTwoPieces, StepAfterJump};
        let t = |from, to, reason| ExplainedTry { from, to, reason };
        let tries = [
            t(3, 1, StepAfterJump),
            t(3, 2, PassesTwoPieces),
            t(3, 4, StepAfterJump),
            t(5, 1, StepAfterJump),
        ];
        let mut out = String::new();
        grouped_tries(&mut out, &tries);
        assert_eq!(
            out,
            r#"{"step-after-jump":{"3":[1,4],"5":[1]},"passes-two-pieces":{"3":[2]}}"#
        );
    }
}
