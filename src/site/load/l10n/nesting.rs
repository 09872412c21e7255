//! A bound on placeables within placeables (`{ { { … } } }`). The Fluent parser and resolver
//! recurse once per level, so some thousands of levels overflow the stack and abort the build
//! (and the preview); no translation needs more than a few. Checked on the text before parsing.

/// The deepest nesting accepted.
pub(super) const MAX_NESTING: usize = 32;

/// The byte offset of the first `{` that opens a placeable deeper than `MAX_NESTING`.
pub(super) fn too_deep(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut depth = 0usize;
    let mut in_string = false;
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if in_string {
            // A string literal lives inside a placeable and ends with its line.
            match b {
                b'\\' => i += 1,
                b'"' | b'\n' => in_string = false,
                _ => {}
            }
        } else if b == b'#' && depth == 0 && (i == 0 || bytes[i - 1] == b'\n') {
            // A comment line: its braces are text.
            i = memchr::memchr(b'\n', &bytes[i..]).map_or(bytes.len(), |n| i + n);
            continue;
        } else {
            match b {
                b'{' => {
                    depth += 1;
                    if depth > MAX_NESTING {
                        return Some(i);
                    }
                }
                b'}' => depth = depth.saturating_sub(1),
                b'"' if depth > 0 => in_string = true,
                _ => {}
            }
        }
        i += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinary_messages_pass() {
        let comment = format!("# {}\n", "{".repeat(100));
        assert_eq!(too_deep(&comment), None);
        let text = "a = { -game } { $n ->\n  [one] one { \"}\" }\n *[other] { \"{\" }\n}\n";
        assert_eq!(too_deep(text), None);
        assert_eq!(
            too_deep(&format!("m = {}x{}", "{".repeat(32), "}".repeat(32))),
            None
        );
    }

    #[test]
    fn deep_nesting_is_found_at_its_brace() {
        let text = format!("ok = x\nm = {}", "{ ".repeat(20_000));
        assert_eq!(too_deep(&text), Some(11 + 2 * MAX_NESTING));
    }
}
