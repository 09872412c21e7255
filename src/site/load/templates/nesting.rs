//! Templates nested or chained deeper than tera can take. Its parser, renderer and the drop of
//! its syntax tree recurse once per block (`{% if %}` in `{% if %}` …), per bracket and per
//! operator of a chain (`1 + 1 + …` becomes a tree as deep as the chain), with no bound: a few
//! thousand levels overflow the stack and abort the process, the preview with it. So a template
//! is measured before tera reads it, and refused at the tag that goes too deep. The bounds are
//! far beyond what a page needs and far below what a 2 MB thread stack takes.

use super::tags;

/// Blocks (`if`, `for`, `block`, `macro`, `filter`) inside one another.
pub(crate) const MAX_BLOCK_DEPTH: usize = 64;
/// Brackets inside one another in one tag: `(`, and `[` (lists and subscripts).
pub(crate) const MAX_BRACKET_DEPTH: usize = 32;
/// Operators of one tag: arithmetic, `and`, `or`, `not`, comparisons and `in`.
pub(crate) const MAX_OPERATORS: usize = 256;

const OPENERS: [&str; 5] = ["if", "for", "block", "macro", "filter"];
const CLOSERS: [&str; 5] = ["endif", "endfor", "endblock", "endmacro", "endfilter"];
const WORD_OPERATORS: [&str; 4] = ["and", "or", "not", "in"];

/// The offset of the first tag that goes beyond a bound, and what it goes beyond.
pub(crate) fn too_deep(text: &str) -> Option<(usize, String)> {
    for (offset, tag, depth) in tags_at_depth(text) {
        let inner = inner(tag);
        if let Some(problem) = expression_too_deep(inner) {
            return Some((offset, problem));
        }
        let keyword = inner.split_whitespace().next().unwrap_or_default();
        if tag.starts_with("{%") && OPENERS.contains(&keyword) && depth > MAX_BLOCK_DEPTH {
            return Some((
                offset,
                format!(
                    "template blocks nested more than {MAX_BLOCK_DEPTH} deep (`{{% {keyword} \
                     %}}` here); tera would recurse once per level and could overflow its stack"
                ),
            ));
        }
    }
    None
}

/// Each tag outside `{% raw %}` with its offset and the number of blocks open around it (a
/// block's opening tag counts its own block).
pub(super) fn tags_at_depth(text: &str) -> Vec<(usize, &str, usize)> {
    let mut depth = 0usize;
    let mut raw = false;
    let mut found = Vec::new();
    for (offset, tag) in tags(text) {
        let keyword = inner(tag).split_whitespace().next().unwrap_or_default();
        if raw {
            raw = keyword != "endraw";
            continue;
        }
        if tag.starts_with("{%") {
            if keyword == "raw" {
                raw = true;
            } else if OPENERS.contains(&keyword) {
                depth += 1;
            }
        }
        found.push((offset, tag, depth));
        if tag.starts_with("{%") && CLOSERS.contains(&keyword) {
            depth = depth.saturating_sub(1);
        }
    }
    found
}

/// A tag without its delimiters and whitespace control: `{%- if x -%}` → `if x`.
pub(super) fn inner(tag: &str) -> &str {
    tag.get(2..tag.len().saturating_sub(2))
        .unwrap_or_default()
        .trim_matches('-')
        .trim()
}

/// Brackets too deep or operators too many in one tag's expression (string literals skipped).
fn expression_too_deep(expression: &str) -> Option<String> {
    let mut depth = 0usize;
    let mut operators = 0usize;
    let mut quote = None;
    let mut word = String::new();
    for c in expression.chars() {
        if let Some(q) = quote {
            quote = (c != q).then_some(q);
            continue;
        }
        if c.is_ascii_alphanumeric() || c == '_' {
            word.push(c);
            continue;
        }
        if WORD_OPERATORS.contains(&word.as_str()) {
            operators += 1;
        }
        word.clear();
        match c {
            '"' | '\'' | '`' => quote = Some(c),
            '(' | '[' => depth += 1,
            ')' | ']' => depth = depth.saturating_sub(1),
            '+' | '-' | '*' | '/' | '%' | '<' | '>' | '=' | '!' => operators += 1,
            _ => {}
        }
        if depth > MAX_BRACKET_DEPTH {
            return Some(format!(
                "brackets nested more than {MAX_BRACKET_DEPTH} deep in one tag; tera would \
                 recurse once per level and could overflow its stack"
            ));
        }
        if operators > MAX_OPERATORS {
            return Some(format!(
                "more than {MAX_OPERATORS} operators in one tag; tera nests a chain of \
                 operators as deep as it is long and could overflow its stack (set parts \
                 aside with `{{% set %}}`)"
            ));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sites_kind_of_template_passes() {
        let text = "{% extends \"base.html\" %}{% block main %}{% for p in pages %}\
                    {% if p.title and not p.hidden or loop.index > 2 %}{{ p.title | upper }}\
                    {{ (a + 1) * 2 ~ \"((((\" }}{% endif %}{% endfor %}{% endblock main %}";
        assert_eq!(too_deep(text), None);
    }

    #[test]
    fn blocks_nested_too_deep_are_found_at_the_tag() {
        let ok = "{% if a %}".repeat(MAX_BLOCK_DEPTH) + &"{% endif %}".repeat(MAX_BLOCK_DEPTH);
        assert_eq!(too_deep(&ok.repeat(3)), None);
        let deep = "{%- for x in y -%}".repeat(MAX_BLOCK_DEPTH + 1);
        let (offset, message) = too_deep(&deep).unwrap();
        assert_eq!(offset, MAX_BLOCK_DEPTH * "{%- for x in y -%}".len());
        assert!(message.contains("`{% for %}` here"), "{message}");
        // What `raw` holds is text, not tags.
        let raw = format!("{{% raw %}}{}{{% endraw %}}", "{% if a %}".repeat(100));
        assert_eq!(too_deep(&raw), None);
    }

    #[test]
    fn brackets_and_operator_chains_are_bounded_per_tag() {
        let deep = format!("{{{{ {}1{} }}}}", "(".repeat(33), ")".repeat(33));
        assert!(too_deep(&deep).unwrap().1.contains("brackets nested"));
        let chain = format!("{{{{ 1{} }}}}", " + 1".repeat(MAX_OPERATORS + 1));
        assert!(too_deep(&chain).unwrap().1.contains("operators in one tag"));
        let and = format!(
            "{{% if a{} %}}{{% endif %}}",
            " and a".repeat(MAX_OPERATORS + 1)
        );
        assert!(too_deep(&and).is_some());
        // In a string, brackets and operators are text.
        let text = format!("{{{{ \"{}\" }}}}", "(+".repeat(1000));
        assert_eq!(too_deep(&text), None);
    }
}
