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
        refs.walk_pattern(pattern);
        refs
    }

    pub(crate) fn merge(&mut self, other: References) {
        self.terms.extend(other.terms);
        self.messages.extend(other.messages);
        self.variables.extend(other.variables);
    }

    fn walk_pattern(&mut self, pattern: &Pattern<&str>) {
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                self.walk_expression(expression);
            }
        }
    }

    fn walk_expression(&mut self, expression: &Expression<&str>) {
        match expression {
            Expression::Select { selector, variants } => {
                self.walk_inline(selector);
                for v in variants {
                    self.walk_pattern(&v.value);
                }
            }
            Expression::Inline(inline) => self.walk_inline(inline),
        }
    }

    fn walk_inline(&mut self, inline: &InlineExpression<&str>) {
        match inline {
            InlineExpression::TermReference { id, arguments, .. } => {
                self.terms.insert(id.name.to_string());
                if let Some(args) = arguments {
                    self.walk_arguments(args);
                }
            }
            InlineExpression::MessageReference { id, .. } => {
                self.messages.insert(id.name.to_string());
            }
            InlineExpression::VariableReference { id } => {
                self.variables.insert(id.name.to_string());
            }
            InlineExpression::FunctionReference { arguments, .. } => self.walk_arguments(arguments),
            InlineExpression::Placeable { expression } => self.walk_expression(expression),
            InlineExpression::StringLiteral { .. } | InlineExpression::NumberLiteral { .. } => {}
        }
    }

    fn walk_arguments(&mut self, args: &fluent_syntax::ast::CallArguments<&str>) {
        for p in &args.positional {
            self.walk_inline(p);
        }
        for n in &args.named {
            self.walk_inline(&n.value);
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
}
