//! Scripts and stylesheets leave `static/` without their comment lines and indentation: a page's
//! weight budget counts every byte of them, and the comments are for the people editing the
//! files. Only what cannot change a file's meaning is removed; a file this cannot read safely
//! (not UTF-8, or a JavaScript template literal running over lines) is copied as it is.

use std::path::Path;

/// The bytes to publish for the static file at `path`.
pub fn compact(path: &Path, bytes: Vec<u8>) -> Vec<u8> {
    let kind = path.extension().and_then(|e| e.to_str());
    let Ok(text) = std::str::from_utf8(&bytes) else {
        return bytes;
    };
    let out = match kind {
        Some("js") => script(text),
        Some("css") => stylesheet(text).map(|t| tighten(&lines(&t, |_| false))),
        _ => None,
    };
    out.map_or(bytes, String::into_bytes)
}

/// Drops lines that are only a `//` comment and every line's indentation. Line breaks stay, so
/// automatic semicolon insertion reads the same statements.
fn script(text: &str) -> Option<String> {
    // A line with an odd number of backticks starts or ends a template literal running over
    // lines, whose text (indentation included) is meaningful.
    if text.lines().any(|l| l.matches('`').count() % 2 == 1) {
        return None;
    }
    Some(lines(text, |l| l.starts_with("//")))
}

/// Each line trimmed, without the blank ones and those `drop` picks.
fn lines(text: &str, drop: impl Fn(&str) -> bool) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines().map(str::trim) {
        if !line.is_empty() && !drop(line) {
            out.push_str(line);
            out.push('\n');
        }
    }
    // A file without a final line break stays without one.
    if !text.ends_with('\n') {
        out.pop();
    }
    out
}

/// Drops the whitespace CSS never needs, outside strings: after `:` `;` `,` `{` `}` and before
/// `{` `}` (a space elsewhere, as between a selector's parts, is a combinator and stays), and the
/// `;` before a `}`. The file keeps its final line break.
fn tighten(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut quote = None;
    let mut escaped = false;
    let mut chars = text.trim_end().chars().peekable();
    while let Some(c) = chars.next() {
        if let Some(q) = quote {
            out.push(c);
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                _ if c == q => quote = None,
                _ => {}
            }
            continue;
        }
        if c.is_whitespace() {
            while chars.next_if(|n| n.is_whitespace()).is_some() {}
            let after_punctuation = out.ends_with([':', ';', ',', '{', '}']);
            let before_brace = matches!(chars.peek(), Some('{' | '}'));
            if !after_punctuation && !before_brace {
                out.push(' ');
            }
            continue;
        }
        if c == '"' || c == '\'' {
            quote = Some(c);
        }
        // The last declaration of a block needs no `;`.
        if c == '}' && out.ends_with(';') {
            out.pop();
        }
        out.push(c);
    }
    if text.ends_with('\n') {
        out.push('\n');
    }
    out
}

/// Removes `/* … */` comments outside strings; `None` when a comment or string never ends.
fn stylesheet(text: &str) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(['/', '"', '\'']) {
        let (before, at) = rest.split_at(i);
        out.push_str(before);
        if let Some(comment) = at.strip_prefix("/*") {
            rest = &comment[comment.find("*/")? + 2..];
        } else if let Some(after) = at.strip_prefix('/') {
            out.push('/');
            rest = after;
        } else {
            let quote = &at[..1];
            let end = string_end(&at[1..], quote)? + 2;
            out.push_str(&at[..end]);
            rest = &at[end..];
        }
    }
    out.push_str(rest);
    Some(out)
}

/// Where the string whose body starts `body` closes with `quote` (backslash escapes skipped).
fn string_end(body: &str, quote: &str) -> Option<usize> {
    let mut escaped = false;
    for (i, c) in body.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            _ if c.to_string() == quote => return Some(i),
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn js(text: &str) -> String {
        String::from_utf8(compact(Path::new("a.js"), text.into())).unwrap()
    }

    fn css(text: &str) -> String {
        String::from_utf8(compact(Path::new("a.css"), text.into())).unwrap()
    }

    #[test]
    fn scripts_lose_comment_lines_and_indentation_only() {
        let source = "// about\n(() => {\n  // why\n  const a = \"x // y\"; // kept\n\n  return `${a}`;\n})();\n";
        assert_eq!(
            js(source),
            "(() => {\nconst a = \"x // y\"; // kept\nreturn `${a}`;\n})();\n"
        );
    }

    #[test]
    fn a_template_literal_over_lines_keeps_the_script_as_it_is() {
        let source = "const t = `a\n  // not a comment\n`;\n";
        assert_eq!(js(source), source);
    }

    #[test]
    fn stylesheets_lose_comments_outside_strings() {
        let source = "/* head */\na { b: c; } /* x */\n  .q::before { content: \"/* kept */\"; }\n";
        assert_eq!(css(source), "a{b:c}.q::before{content:\"/* kept */\"}\n");
    }

    #[test]
    fn stylesheets_keep_the_spaces_that_mean_something() {
        let source = ".a .b,\n.c :is(d, e) {\n  margin: 0 calc(1rem - 2px);\n  content: \"a: b; \\\" { c\";\n}\n@media (max-width: 640px) { .a > b { x: y } }\n";
        assert_eq!(
            css(source),
            ".a .b,.c :is(d,e){margin:0 calc(1rem - 2px);content:\"a: b; \\\" { c\"}@media (max-width:640px){.a > b{x:y}}\n"
        );
    }

    #[test]
    fn an_unclosed_comment_or_other_files_stay_as_they_are() {
        assert_eq!(css("a { } /* open"), "a { } /* open");
        assert_eq!(css("a { content: \"open }"), "a { content: \"open }");
        let wasm = vec![0u8, 97, 115, 109, 0xff];
        assert_eq!(compact(Path::new("r.wasm"), wasm.clone()), wasm);
        assert_eq!(
            compact(Path::new("a.txt"), b"  // x\n".to_vec()),
            b"  // x\n"
        );
    }
}
