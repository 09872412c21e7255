//! Scripts and stylesheets leave `static/` without their comment lines and indentation (a
//! stylesheet also without the whitespace its punctuation makes needless): a page's
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
        Some("css") => stylesheet(text),
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

/// Removes `/* … */` comments outside strings; `None` when a comment or string never ends.
fn stylesheet(text: &str) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find(['/', '"', '\'']) {
        let (before, at) = rest.split_at(i);
        squeeze(before, &mut out);
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
    squeeze(rest, &mut out);
    Some(out)
}

/// Punctuation around which a stylesheet needs no whitespace.
const TIGHT: [char; 5] = ['{', '}', ';', ',', '>'];

/// Appends CSS text from outside strings and comments with its whitespace squeezed: none around
/// `TIGHT` punctuation or after a colon, one space elsewhere (it may separate words or be a
/// descendant combinator); no semicolon before a closing brace.
fn squeeze(text: &str, out: &mut String) {
    let mut space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            space = true;
            continue;
        }
        // After a colon (a declaration's, or a media feature's) a space means nothing; before
        // one it may be a descendant combinator (`a :hover`).
        if space
            && !TIGHT.contains(&c)
            && !out.is_empty()
            && !out.ends_with(TIGHT)
            && !out.ends_with(':')
        {
            out.push(' ');
        }
        space = false;
        // The last declaration of a block needs no semicolon.
        if c == '}' && out.ends_with(';') {
            out.pop();
        }
        out.push(c);
    }
    // Before a string or a `/`, which the caller adds.
    if space && !out.is_empty() && !out.ends_with(TIGHT) && !out.ends_with(':') {
        out.push(' ');
    }
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
        assert_eq!(css(source), "a{b:c}.q::before{content:\"/* kept */\"}");
    }

    #[test]
    fn stylesheets_keep_the_spaces_that_mean_something() {
        let source = "a  b > c,\n d :hover {\n  margin: 0 calc(1rem + 2px);\n  color: rgb(0 0 0 / 0.2);\n  content: \"a  ,  b\" \"c\";\n}\n";
        assert_eq!(
            css(source),
            "a b>c,d :hover{margin:0 calc(1rem + 2px);color:rgb(0 0 0 / 0.2);content:\"a  ,  b\" \"c\"}"
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
