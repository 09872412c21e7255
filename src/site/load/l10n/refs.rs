//! What a Fluent pattern refers to: terms, messages and variables, found by walking its syntax tree.

use std::collections::BTreeSet;

use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement};

#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct References {
    pub terms: BTreeSet<String>,
    pub messages: BTreeSet<String>,
    pub variables: BTreeSet<String>,
}

impl References {
    pub(crate) fn of_pattern(pattern: &Pattern<&str>) -> References {
        let mut refs = References::default();
        walk_pattern(pattern, &mut |inline| match inline {
            InlineExpression::TermReference { id, .. } => {
                refs.terms.insert(id.name.to_string());
            }
            InlineExpression::MessageReference { id, .. } => {
                refs.messages.insert(id.name.to_string());
            }
            InlineExpression::VariableReference { id } => {
                refs.variables.insert(id.name.to_string());
            }
            _ => {}
        });
        refs
    }

    pub(crate) fn merge(&mut self, other: References) {
        self.terms.extend(other.terms);
        self.messages.extend(other.messages);
        self.variables.extend(other.variables);
    }
}

/// The names of the arguments a pattern passes to terms (`-game(position: "mid")`: `position`).
pub(crate) fn term_arguments<'s>(pattern: &Pattern<&'s str>) -> BTreeSet<&'s str> {
    let mut found = BTreeSet::new();
    walk_pattern(pattern, &mut |inline| {
        if let InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } = inline
        {
            found.extend(arguments.named.iter().map(|n| n.name.name));
        }
    });
    found
}

/// The variables a pattern writes as text (`{ $x }`), rather than choosing a variant with them
/// (`{ $x -> … }`) or passing them on to a function or term.
pub(crate) fn variables_as_text<'s>(pattern: &Pattern<&'s str>) -> BTreeSet<&'s str> {
    fn in_pattern<'s>(pattern: &Pattern<&'s str>, found: &mut BTreeSet<&'s str>) {
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                in_expression(expression, found);
            }
        }
    }
    fn in_expression<'s>(expression: &Expression<&'s str>, found: &mut BTreeSet<&'s str>) {
        match expression {
            Expression::Select { variants, .. } => {
                for v in variants {
                    in_pattern(&v.value, found);
                }
            }
            Expression::Inline(InlineExpression::VariableReference { id }) => {
                found.insert(id.name);
            }
            Expression::Inline(InlineExpression::Placeable { expression }) => {
                in_expression(expression, found);
            }
            Expression::Inline(_) => {}
        }
    }
    let mut found = BTreeSet::new();
    in_pattern(pattern, &mut found);
    found
}

/// The string literals of a pattern (`{ "…" }`), as written: escapes not yet decoded, each a
/// slice of the source the pattern was parsed from.
pub(crate) fn string_literals<'s>(pattern: &Pattern<&'s str>) -> Vec<&'s str> {
    let mut found = Vec::new();
    walk_pattern(pattern, &mut |inline| {
        if let InlineExpression::StringLiteral { value } = inline {
            found.push(*value);
        }
    });
    found
}

/// Calls `visit` on every inline expression of a pattern: in its placeables, selectors,
/// variants, arguments and nested placeables.
fn walk_pattern<'s>(pattern: &Pattern<&'s str>, visit: &mut dyn FnMut(&InlineExpression<&'s str>)) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            walk_expression(expression, visit);
        }
    }
}

fn walk_expression<'s>(
    expression: &Expression<&'s str>,
    visit: &mut dyn FnMut(&InlineExpression<&'s str>),
) {
    match expression {
        Expression::Select { selector, variants } => {
            walk_inline(selector, visit);
            for v in variants {
                walk_pattern(&v.value, visit);
            }
        }
        Expression::Inline(inline) => walk_inline(inline, visit),
    }
}

fn walk_inline<'s>(
    inline: &InlineExpression<&'s str>,
    visit: &mut dyn FnMut(&InlineExpression<&'s str>),
) {
    visit(inline);
    let arguments = match inline {
        InlineExpression::TermReference { arguments, .. } => arguments.as_ref(),
        InlineExpression::FunctionReference { arguments, .. } => Some(arguments),
        InlineExpression::Placeable { expression } => return walk_expression(expression, visit),
        _ => None,
    };
    for argument in arguments.into_iter() {
        for p in &argument.positional {
            walk_inline(p, visit);
        }
        for n in &argument.named {
            walk_inline(&n.value, visit);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::ast::Entry;

    #[test]
    fn finds_terms_in_selectors_and_variants() {
        let res = fluent_syntax::parser::parse(
            "m = Mi { -game.article ->\n    [az] az { -game }\n   *[a] a { $x }\n}?\n",
        )
        .unwrap();
        let Entry::Message(m) = &res.body[0] else {
            panic!("expected a message")
        };
        let refs = References::of_pattern(m.value.as_ref().unwrap());
        assert_eq!(refs.terms.into_iter().collect::<Vec<_>>(), ["game"]);
        assert_eq!(refs.variables.into_iter().collect::<Vec<_>>(), ["x"]);
    }

    #[test]
    fn variables_written_as_text_and_arguments_passed_to_terms() {
        let res = fluent_syntax::parser::parse(
            "m = { $a ->\n    [x] { $b } { -t(case: \"c\", article: \"x\") } { NUMBER($c) }\n   *[y] { { $d } }\n}\n",
        )
        .unwrap();
        let Entry::Message(m) = &res.body[0] else {
            panic!("expected a message")
        };
        let value = m.value.as_ref().unwrap();
        assert_eq!(
            variables_as_text(value).into_iter().collect::<Vec<_>>(),
            ["b", "d"]
        );
        assert_eq!(
            term_arguments(value).into_iter().collect::<Vec<_>>(),
            ["article", "case"]
        );
    }
}
