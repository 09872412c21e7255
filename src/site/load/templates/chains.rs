//! Blocks nested through other templates. Each file's blocks are bounded (`nesting.rs`), but
//! tera renders an included template, an imported macro and a parent's blocks inside the blocks
//! around them, on the same stack: sixty partials of 64 levels, each including the next, abort
//! the process as one file of 4,000 levels would. So the depth a template reaches with what it
//! reads is bounded too, and refused at the reference that goes beyond it, in the file that
//! holds it. Runs once loops are refused (`cycles.rs`), so every chain ends.

use std::collections::HashMap;
use std::path::PathBuf;

use super::nesting::{inner, tags_at_depth};
use super::quoted;
use crate::site::diagnostic::{Diagnostic, SourceText};

/// Blocks inside one another across the templates a render goes through: far beyond what a
/// site needs, and well below what a 2 MB thread stack takes (about 3,000 levels).
pub(crate) const MAX_RENDER_DEPTH: usize = 512;

/// A tag that brings in other templates, where it stands.
struct Reference<'a> {
    offset: usize,
    tag: &'a str,
    /// The blocks its templates' blocks are rendered inside: those around the tag for an
    /// `include`; for an `import` (its macros may be called anywhere) or an `extends` (a parent
    /// places the blocks) the deepest of the file.
    depth: usize,
    names: Vec<&'a str>,
}

/// One template's own deepest blocks and what it reads.
struct Shape<'a> {
    deepest: usize,
    references: Vec<Reference<'a>>,
}

/// An error at each reference that takes a render beyond [`MAX_RENDER_DEPTH`] where what it
/// reads stays within it (so a long chain is reported once, where it crosses the bound).
/// `sources` are (template name, file, text).
pub(crate) fn check(sources: &[(String, PathBuf, String)]) -> Vec<Diagnostic> {
    let shapes: HashMap<&str, Shape> = sources
        .iter()
        .map(|(name, _, text)| (name.as_str(), shape(text)))
        .collect();
    let mut reached = HashMap::new();
    let mut out = Vec::new();
    for (name, file, text) in sources {
        for r in &shapes[name.as_str()].references {
            let (through, deepest) = r
                .names
                .iter()
                .map(|n| (*n, depth_reached(n, &shapes, &mut reached)))
                .max_by_key(|(_, d)| *d)
                .unwrap_or_default();
            if r.depth + deepest > MAX_RENDER_DEPTH && deepest <= MAX_RENDER_DEPTH {
                out.push(Diagnostic::error(
                    file,
                    SourceText::new(text).position(r.offset),
                    format!(
                        "`{{% {} %}}` here nests template blocks {} deep with those of `{through}` and \
                         what it reads (more than {MAX_RENDER_DEPTH}); tera would recurse once \
                         per level and could overflow its stack",
                        r.tag,
                        r.depth + deepest
                    ),
                ));
            }
        }
    }
    out
}

/// The deepest a render of template `name` goes, with what it reads; memoized in `reached`.
fn depth_reached<'a>(
    name: &'a str,
    shapes: &HashMap<&str, Shape<'a>>,
    reached: &mut HashMap<&'a str, usize>,
) -> usize {
    if let Some(&depth) = reached.get(name) {
        return depth;
    }
    // A template no file answers (`ignore missing`) renders nothing.
    let Some(shape) = shapes.get(name) else {
        return 0;
    };
    let mut deepest = shape.deepest;
    for r in &shape.references {
        for target in &r.names {
            deepest = deepest.max(r.depth + depth_reached(target, shapes, reached));
        }
    }
    reached.insert(name, deepest);
    deepest
}

fn shape(text: &str) -> Shape<'_> {
    let tags = tags_at_depth(text);
    let deepest = tags.iter().map(|(_, _, d)| *d).max().unwrap_or(0);
    let references = tags
        .into_iter()
        .filter(|(_, tag, _)| tag.starts_with("{%"))
        .filter_map(|(offset, tag, depth)| {
            let inner = inner(tag);
            let depth = match inner.split_whitespace().next()? {
                "include" => depth,
                "import" | "extends" => deepest,
                _ => return None,
            };
            let names = quoted(inner, '"').chain(quoted(inner, '\'')).collect();
            Some(Reference {
                offset,
                tag: inner,
                depth,
                names,
            })
        })
        .collect();
    Shape {
        deepest,
        references,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sources(templates: &[(&str, String)]) -> Vec<(String, PathBuf, String)> {
        templates
            .iter()
            .map(|(name, text)| (name.to_string(), PathBuf::from(name), text.clone()))
            .collect()
    }

    fn nested(depth: usize, inside: &str) -> String {
        "{% if a %}".repeat(depth) + inside + &"{% endif %}".repeat(depth)
    }

    #[test]
    fn a_chain_of_includes_is_refused_once_where_it_crosses_the_bound() {
        let chain: Vec<(String, String)> = (0..20)
            .map(|i| {
                let next = format!("{{% include \"p{}.html\" %}}", i + 1);
                (
                    format!("p{i}.html"),
                    nested(60, if i < 19 { &next } else { "x" }),
                )
            })
            .collect();
        let chain: Vec<(&str, String)> =
            chain.iter().map(|(n, t)| (n.as_str(), t.clone())).collect();
        let errors = check(&sources(&chain));
        assert_eq!(errors.len(), 1, "{errors:?}");
        // p11 reaches 9 × 60 = 540 with p12 … p19 beneath it; p12's 480 is within the bound.
        assert_eq!(errors[0].file, PathBuf::from("p11.html"));
        assert_eq!((errors[0].line, errors[0].column), (1, 601));
        assert!(
            errors[0]
                .message
                .starts_with("`{% include \"p12.html\" %}` here nests template blocks 540 deep"),
            "{}",
            errors[0].message
        );
    }

    #[test]
    fn imports_and_parents_count_from_the_deepest_blocks_of_the_file() {
        let macros = ("macros.html", nested(300, "x"));
        let page = (
            "page.html",
            format!("{{% import \"macros.html\" as m %}}{}", nested(250, "")),
        );
        assert_eq!(check(&sources(&[macros.clone(), page])).len(), 1);
        let base = (
            "base.html",
            nested(300, "{% block main %}{% endblock main %}"),
        );
        let child = (
            "child.html",
            format!("{{% extends 'base.html' %}}{}", nested(250, "")),
        );
        assert_eq!(check(&sources(&[base, child])).len(), 1);
        let shallow = (
            "page.html",
            format!("{{% import \"macros.html\" as m %}}{}", nested(20, "")),
        );
        assert!(check(&sources(&[macros, shallow])).is_empty());
    }
}
