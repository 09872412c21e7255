//! Plural forms of the strings a page's script fills in. Those strings are flattened once per
//! language with their variables left as `{name}`, which would leave every `{ $n -> [one] … }`
//! at its default variant. So a message that selects on a variable's CLDR plural category is
//! flattened once more per category whose text differs from the default: `key#few` holds that
//! text and `key#` names the variable, and the script picks with `Intl.PluralRules`. Where the
//! page itself writes a count, `counted` picks the same way at build time.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement, VariantKey};
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use unic_langid::LanguageIdentifier;

/// The CLDR plural categories, as Fluent's variant keys name them.
pub(super) const CATEGORIES: [(&str, PluralCategory); 6] = [
    ("zero", PluralCategory::ZERO),
    ("one", PluralCategory::ONE),
    ("two", PluralCategory::TWO),
    ("few", PluralCategory::FEW),
    ("many", PluralCategory::MANY),
    ("other", PluralCategory::OTHER),
];

/// The key of a flattened message's text for a plural category (`task_progress#few`), and with
/// an empty category, of the variable it selects on (`task_progress#`).
pub(super) fn variant_key(key: &str, category: &str) -> String {
    format!("{key}#{category}")
}

/// The variable a message chooses its plural forms by: the first selection on a variable with a
/// variant named by a plural category.
pub(super) fn plural_selector<'s>(pattern: &Pattern<&'s str>) -> Option<&'s str> {
    pattern.elements.iter().find_map(|element| {
        let PatternElement::Placeable {
            expression: Expression::Select { selector, variants },
        } = element
        else {
            return None;
        };
        let by_category = variants.iter().any(|v| {
            matches!(v.key, VariantKey::Identifier { name } if CATEGORIES.iter().any(|(c, _)| *c == name))
        });
        match selector {
            InlineExpression::VariableReference { id } if by_category => Some(id.name),
            _ => variants.iter().find_map(|v| plural_selector(&v.value)),
        }
    })
}

/// The pattern with every selection on `var` replaced by its variant for `category` (the
/// default where it has none).
pub(super) fn resolved<'s>(
    pattern: &Pattern<&'s str>,
    var: &str,
    category: &str,
) -> Pattern<&'s str> {
    let mut elements = Vec::with_capacity(pattern.elements.len());
    for element in &pattern.elements {
        match element {
            PatternElement::Placeable {
                expression:
                    Expression::Select {
                        selector: InlineExpression::VariableReference { id },
                        variants,
                    },
            } if id.name == var => {
                let chosen = variants
                    .iter()
                    .find(|v| matches!(v.key, VariantKey::Identifier { name } if name == category))
                    .or_else(|| variants.iter().find(|v| v.default));
                if let Some(chosen) = chosen {
                    elements.extend(resolved(&chosen.value, var, category).elements);
                }
            }
            other => elements.push(other.clone()),
        }
    }
    Pattern { elements }
}

/// A language's CLDR cardinal rules: its own, else its base language's.
fn rules(tag: &str) -> Option<PluralRules> {
    let id = tag.parse::<LanguageIdentifier>().ok()?;
    let base: Option<LanguageIdentifier> = id.language.as_str().parse().ok();
    PluralRules::create(id, PluralRuleType::CARDINAL)
        .ok()
        .or_else(|| PluralRules::create(base?, PluralRuleType::CARDINAL).ok())
}

/// A category's name as Fluent's variant keys write it.
fn name(category: &PluralCategory) -> &'static str {
    CATEGORIES
        .iter()
        .find(|(_, c)| c == category)
        .map_or("other", |(name, _)| name)
}

/// The plural category of a whole number in a language (`other` for a language CLDR has no
/// rules for).
fn category(tag: &str, n: usize) -> &'static str {
    rules(tag)
        .and_then(|r| r.select(n).ok())
        .map_or("other", |c| name(&c))
}

/// The categories a language's rules give the whole numbers up to a thousand: the counts the
/// site writes (moves, minutes, pieces, tasks) stay below that. A million would add the `many`
/// of French, Spanish, Italian and Portuguese, which only such round numbers take.
/// In CLDR's order (`zero`, `one`, `two`, `few`, `many`, `other`).
pub(crate) fn whole_number_categories(tag: &str) -> Vec<&'static str> {
    let Some(rules) = rules(tag) else {
        return vec!["other"];
    };
    let found: BTreeSet<&str> = (0..=1000u32)
        .filter_map(|n| rules.select(n).ok())
        .map(|c| name(&c))
        .collect();
    CATEGORIES
        .iter()
        .map(|(name, _)| *name)
        .filter(|name| found.contains(name))
        .collect()
}

/// Every selection of a pattern (nested ones too) on a variable by plural category (a variant
/// named by a category other than `other`): the variable and its variants' names.
pub(crate) fn plural_selections<'s>(
    pattern: &Pattern<&'s str>,
    out: &mut Vec<(&'s str, BTreeSet<&'s str>)>,
) {
    for element in &pattern.elements {
        let PatternElement::Placeable {
            expression: Expression::Select { selector, variants },
        } = element
        else {
            continue;
        };
        let names: BTreeSet<&str> = variants
            .iter()
            .filter_map(|v| match v.key {
                VariantKey::Identifier { name } => Some(name),
                VariantKey::NumberLiteral { .. } => None,
            })
            .collect();
        let by_category = names
            .iter()
            .any(|n| *n != "other" && CATEGORIES.iter().any(|(c, _)| c == n));
        if let (true, InlineExpression::VariableReference { id }) = (by_category, selector) {
            out.push((id.name, names));
        }
        for v in variants {
            plural_selections(&v.value, out);
        }
    }
}

/// A flattened message with its counts filled in, in the plural form the language gives the
/// number it selects on: what the page shows before its script runs (`None` if the language has
/// no such message).
pub(crate) fn counted(
    strings: &BTreeMap<String, String>,
    tag: &str,
    key: &str,
    counts: &[(&str, usize)],
) -> Option<String> {
    let default = strings.get(key)?;
    let form = strings
        .get(&variant_key(key, ""))
        .and_then(|var| counts.iter().find(|(name, _)| name == var))
        .and_then(|(_, n)| strings.get(&variant_key(key, category(tag, *n))));
    let text = form.unwrap_or(default);
    Some(counts.iter().fold(text.clone(), |text, (name, n)| {
        text.replace(&format!("{{{name}}}"), &n.to_string())
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_takes_its_languages_plural_form() {
        let strings: BTreeMap<String, String> = [
            ("p", "{done} of {total}"),
            ("p#", "done"),
            ("p#one", "{done} task of {total}"),
            ("p#few", "{done} tasks (few) of {total}"),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
        let count = |tag, done| counted(&strings, tag, "p", &[("done", done), ("total", 5)]);
        assert_eq!(count("ru", 1).as_deref(), Some("1 task of 5"));
        assert_eq!(count("ru", 3).as_deref(), Some("3 tasks (few) of 5"));
        assert_eq!(count("ru", 5).as_deref(), Some("5 of 5"));
        assert_eq!(count("ja", 1).as_deref(), Some("1 of 5"));
    }

    #[test]
    fn the_whole_numbers_categories_are_those_of_cldr() {
        // Whole numbers never take Russian or Polish `other` (fractions do).
        assert_eq!(whole_number_categories("ru"), ["one", "few", "many"]);
        assert_eq!(whole_number_categories("pl"), ["one", "few", "many"]);
        assert_eq!(
            whole_number_categories("ar"),
            ["zero", "one", "two", "few", "many", "other"]
        );
        assert_eq!(whole_number_categories("ja"), ["other"]);
        assert_eq!(whole_number_categories("zh-Hant"), ["other"]);
        assert_eq!(whole_number_categories("fr"), ["one", "other"]);
        assert_eq!(whole_number_categories("x-unknown"), ["other"]);
    }
}
