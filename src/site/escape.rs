//! The one HTML escaper of the code base: text for element content and for quoted attribute
//! values (templates, Markdown code, diagrams, the sitemap, the preview's overlay); the one
//! `<bdi>` writer, isolating a value or an author's isolated run; and the one escaper of JSON
//! inside `<script>`.

/// Appends `text` with `&`, `<`, `>`, `"` and `'` escaped.
pub(crate) fn push_escaped(out: &mut String, text: &str) {
    let mut rest = text;
    while let Some(i) = rest.find(['&', '<', '>', '"', '\'']) {
        out.push_str(&rest[..i]);
        out.push_str(match rest.as_bytes()[i] {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            _ => "&#39;",
        });
        rest = &rest[i + 1..];
    }
    out.push_str(rest);
}

/// `text` escaped for HTML (and XML) content and quoted attributes.
pub(crate) fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    push_escaped(&mut out, text);
    out
}

/// `text` escaped and isolated as a whole in a `<bdi>`: a value whose direction is its own (a
/// player's name from a game record, in any script) set among the page's words.
pub(crate) fn isolate(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 11);
    out.push_str("<bdi>");
    push_escaped(&mut out, text);
    out.push_str("</bdi>");
    out
}

/// `text` escaped for HTML content, each run an author isolated (U+2068 … U+2069, as around
/// "Shift+←" in Arabic) made a `<bdi>`, which isolates it without leaving invisible characters in
/// copied text.
pub(crate) fn escape_isolated(text: &str) -> String {
    // Marks that do not pair up in this text are left as they are: a lone `<bdi>` would isolate
    // the rest of its parent.
    let opens = text.matches(OPEN).count();
    if opens == 0 || opens != text.matches(CLOSE).count() {
        return escape(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for piece in isolated_pieces(text) {
        match piece {
            Isolated::Text(run) => push_escaped(&mut out, run),
            Isolated::Tag(tag) => out.push_str(tag),
        }
    }
    out
}

/// A piece of text with isolates: a run of text, or the `<bdi>`/`</bdi>` tag an isolate mark
/// (First Strong Isolate, Pop Directional Isolate) becomes.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Isolated<'a> {
    Text(&'a str),
    Tag(&'static str),
}

/// `text` cut at its isolate marks, each mark made its tag (Markdown pairs them across its
/// inline events, so a piece of text may hold one mark of a pair).
pub(crate) fn isolated_pieces(text: &str) -> Vec<Isolated<'_>> {
    let mut pieces = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find([OPEN, CLOSE]) {
        if i > 0 {
            pieces.push(Isolated::Text(&rest[..i]));
        }
        let mark = rest[i..].chars().next().unwrap_or(OPEN);
        pieces.push(Isolated::Tag(if mark == OPEN { "<bdi>" } else { "</bdi>" }));
        rest = &rest[i + mark.len_utf8()..];
    }
    if !rest.is_empty() {
        pieces.push(Isolated::Text(rest));
    }
    pieces
}

/// First Strong Isolate and Pop Directional Isolate, as an author writes them around a run that
/// reads the other way (a Latin name in Arabic prose).
pub(crate) const OPEN: char = '\u{2068}';
pub(crate) const CLOSE: char = '\u{2069}';

/// JSON to embed in a `<script>` element: `<`, `>` and `&` are written as `\u003c`, `\u003e`
/// and `\u0026` (the same string to a JSON reader). Escaping `</` alone is not enough: `<!--`
/// then `<script` puts the HTML parser in a state where the first `</script>` no longer ends
/// the element, and the rest of the page disappears into it.
pub(crate) fn script_json<T: serde::Serialize>(value: &T) -> String {
    script_safe(serde_json::to_string(value).unwrap_or_default())
}

/// JSON text made safe inside a `<script>` element, as [`script_json`] writes it.
pub(crate) fn script_safe(json: String) -> String {
    if !json.contains(['<', '>', '&']) {
        return json;
    }
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        match c {
            '<' => out.push_str("\\u003c"),
            '>' => out.push_str("\\u003e"),
            '&' => out.push_str("\\u0026"),
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn isolated_runs_become_bdi_elements() {
        assert_eq!(
            escape_isolated("و\u{2068}Shift+←\u{2069} <x>"),
            "و<bdi>Shift+←</bdi> &lt;x&gt;"
        );
        // Unbalanced marks are left as they are.
        assert_eq!(escape_isolated("a\u{2068}b"), "a\u{2068}b");
    }

    #[test]
    fn a_value_is_isolated_whole_and_escaped() {
        assert_eq!(isolate("Sijbrands <NL>"), "<bdi>Sijbrands &lt;NL&gt;</bdi>");
    }

    #[test]
    fn escapes_what_could_open_a_tag_or_close_an_attribute() {
        assert_eq!(
            escape(r#"a & <b> "c" 'd' ü"#),
            "a &amp; &lt;b&gt; &quot;c&quot; &#39;d&#39; ü"
        );
    }
}
