//! The one HTML escaper of the code base: text for element content and for quoted attribute
//! values (templates, Markdown code, diagrams, the sitemap, the preview's overlay).

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

/// `text` escaped for HTML content, each run an author isolated (U+2068 … U+2069, as around
/// "Shift+←" in Arabic) made a `<bdi>`, which isolates it without leaving invisible characters in
/// copied text.
pub(crate) fn escape_isolated(text: &str) -> String {
    let opens = text.matches('\u{2068}').count();
    if opens == 0 || opens != text.matches('\u{2069}').count() {
        return escape(text);
    }
    escape(text)
        .replace('\u{2068}', "<bdi>")
        .replace('\u{2069}', "</bdi>")
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
    fn escapes_what_could_open_a_tag_or_close_an_attribute() {
        assert_eq!(
            escape(r#"a & <b> "c" 'd' ü"#),
            "a &amp; &lt;b&gt; &quot;c&quot; &#39;d&#39; ü"
        );
    }
}
