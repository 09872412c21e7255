//! Control characters written as escapes in Fluent string literals (`{ "\u001b" }`): refused at
//! the escape, as in the site's other files, since they would be published as they are
//! (invisible, and able to break an image or a terminal).

use fluent_bundle::FluentResource;
use fluent_syntax::ast::{Entry, Pattern};

use super::refs::string_literals;
use crate::site::load::source_file::is_control;

/// Each escape of the resource's string literals that writes a control character: its byte
/// offset in the source, and the error to report there.
pub(super) fn control_escapes(resource: &FluentResource) -> Vec<(usize, String)> {
    let source = resource.source();
    let mut found = Vec::new();
    for entry in resource.entries() {
        let (value, attributes) = match entry {
            Entry::Message(m) => (m.value.as_ref(), &m.attributes),
            Entry::Term(t) => (Some(&t.value), &t.attributes),
            _ => continue,
        };
        let patterns = value.into_iter().chain(attributes.iter().map(|a| &a.value));
        for literal in patterns.flat_map(|p: &Pattern<&str>| string_literals(p)) {
            // The literal is a slice of the source: where it starts is where it lies in memory.
            let start = (literal.as_ptr() as usize).wrapping_sub(source.as_ptr() as usize);
            if let Some((at, escape, c)) = control_escape(literal) {
                let message = format!(
                    "expected text, found the control character U+{:04X} written as `{escape}` \
                     here (invisible, it would be published as it is); remove it",
                    u32::from(c)
                );
                found.push((start + at, message));
            }
        }
    }
    found
}

/// The first `\uHHHH` or `\UHHHHHH` escape of a literal as written that stands for a control
/// character: its offset, its text and the character.
fn control_escape(written: &str) -> Option<(usize, &str, char)> {
    let mut rest = written.char_indices();
    while let Some((i, c)) = rest.next() {
        if c != '\\' {
            continue;
        }
        let digits = match rest.next() {
            Some((_, 'u')) => 4,
            Some((_, 'U')) => 6,
            _ => continue, // `\\` or `\"`: nothing to decode
        };
        let escape = written.get(i..i + 2 + digits)?;
        let code = u32::from_str_radix(&escape[2..], 16).ok();
        match code.and_then(char::from_u32) {
            Some(c) if is_control(c) => return Some((i, escape, c)),
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_escaped_control_character_is_found_at_its_escape() {
        let source = "a = A\nb = B{ \"x\\u001b\" }\nc = { $n ->\n    [one] \\u0007\n   *[other] { \"\\U00000A\" }{ \"\\\\u0007\" }\n}\n";
        let resource = FluentResource::try_new(source.to_string()).expect("parses");
        let found = control_escapes(&resource);
        let at: Vec<&str> = found.iter().map(|(i, _)| &source[*i..*i + 6]).collect();
        // Text outside a literal is not an escape; a new line is text; `\\u0007` is a backslash.
        assert_eq!(at, ["\\u001b"], "{found:?}");
        assert!(found[0].1.contains("U+001B"), "{}", found[0].1);
    }
}
