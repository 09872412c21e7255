//! The one writer of the data a board script reads (diagram.js, and replay.js, which extends it):
//! JSON inside the page's `<script>`, headed by what every board says about itself — its family,
//! its rules and what a reader may explore — so no script learns them from the drawing.

use crate::rules::explore::Explore;
use crate::rules::RulesId;
use crate::site::escape::script_safe;

/// `{"family":…,"rules":…,"explore":…,"positions":[…],…}`: the head, the positions (JSON each),
/// then each `(name, JSON value)` of `more`, escaped for a `<script>` element.
pub(super) fn board_json(
    rules: RulesId,
    explore: Explore,
    positions: &[String],
    more: &[(&str, String)],
) -> String {
    let size = positions
        .iter()
        .chain(more.iter().map(|(_, v)| v))
        .map(String::len)
        .sum::<usize>();
    let mut out = String::with_capacity(96 + size);
    out.push_str(r#"{"family":""#);
    out.push_str(rules.family().as_str());
    out.push_str(r#"","rules":""#);
    out.push_str(rules.as_str());
    out.push_str(r#"","explore":""#);
    out.push_str(explore.as_str());
    out.push_str(r#"","positions":["#);
    out.push_str(&positions.join(","));
    out.push(']');
    for (name, value) in more {
        out.push_str(",\"");
        out.push_str(name);
        out.push_str("\":");
        out.push_str(value);
    }
    out.push('}');
    script_safe(out)
}
