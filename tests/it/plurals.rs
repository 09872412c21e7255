//! Plural forms as each language's grammar needs them. A message that selects on a number with
//! CLDR plural categories (`[one]`, `[few]` …) must name every category the language's CLDR
//! rules give a whole number: Russian and Polish need `many` ("5 минут", "5 minut"), Arabic six
//! forms. Fluent falls back to the default variant for a missing one, which reads as a grammar
//! mistake ("5 минуты"); this test names the language, the message and the category instead.

use std::collections::BTreeSet;

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use unic_langid::LanguageIdentifier;

use crate::common::*;

const CATEGORIES: [(&str, PluralCategory); 6] = [
    ("zero", PluralCategory::ZERO),
    ("one", PluralCategory::ONE),
    ("two", PluralCategory::TWO),
    ("few", PluralCategory::FEW),
    ("many", PluralCategory::MANY),
    ("other", PluralCategory::OTHER),
];

/// The categories a language's cardinal rules give the whole numbers up to a thousand: the counts
/// this site writes (moves, minutes, pieces, players) stay below that. (A million would add the
/// `many` of French, Spanish, Italian and Portuguese, which only such round numbers take.)
fn needed(tag: &str) -> BTreeSet<&'static str> {
    let id: LanguageIdentifier = tag.parse().expect("tag");
    let language: LanguageIdentifier = id.language.as_str().parse().expect("language");
    let rules = PluralRules::create(id, PluralRuleType::CARDINAL)
        .or_else(|_| PluralRules::create(language, PluralRuleType::CARDINAL))
        .unwrap_or_else(|e| panic!("no CLDR plural rules for {tag}: {e}"));
    let mut found = BTreeSet::new();
    for n in 0..=1000u32 {
        let category = rules.select(n).expect("a category");
        let name = CATEGORIES
            .iter()
            .find(|(_, c)| *c == category)
            .map(|(n, _)| *n)
            .expect("known");
        found.insert(name);
    }
    found
}

/// Every plural selection of a pattern (nested ones too): the variable and its variants' keys.
fn plural_selects(pattern: &Pattern<&str>, out: &mut Vec<(String, BTreeSet<String>)>) {
    for element in &pattern.elements {
        let PatternElement::Placeable { expression } = element else {
            continue;
        };
        if let Expression::Select { selector, variants } = expression {
            let keys: BTreeSet<String> = variants
                .iter()
                .filter_map(|v| match &v.key {
                    VariantKey::Identifier { name } => Some(name.to_string()),
                    VariantKey::NumberLiteral { .. } => None,
                })
                .collect();
            let plural = keys
                .iter()
                .any(|k| CATEGORIES.iter().any(|(n, _)| n == k && *n != "other"));
            if let (true, InlineExpression::VariableReference { id }) = (plural, selector) {
                out.push((id.name.to_string(), keys));
            }
            for v in variants {
                plural_selects(&v.value, out);
            }
        }
    }
}

#[test]
fn every_plural_selection_has_the_forms_its_language_needs() {
    let config = rulebook::parse::SiteConfig::load(&site_root()).expect("site.toml");
    let mut missing = Vec::new();
    let mut selections = 0;
    for language in &config.languages {
        let needs = needed(&language.tag);
        let dir = site_root().join("locales").join(&language.tag);
        let mut files: Vec<_> = std::fs::read_dir(&dir)
            .expect("locale folder")
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        for file in files {
            let text = read(&file);
            let resource = fluent_syntax::parser::parse(text.as_str()).expect("valid Fluent");
            for entry in &resource.body {
                let (id, patterns) = match entry {
                    Entry::Message(m) => (
                        m.id.name,
                        m.value
                            .iter()
                            .chain(m.attributes.iter().map(|a| &a.value))
                            .collect::<Vec<_>>(),
                    ),
                    Entry::Term(t) => (
                        t.id.name,
                        std::iter::once(&t.value)
                            .chain(t.attributes.iter().map(|a| &a.value))
                            .collect(),
                    ),
                    _ => continue,
                };
                let mut found = Vec::new();
                for pattern in patterns {
                    plural_selects(pattern, &mut found);
                }
                for (variable, keys) in found {
                    selections += 1;
                    for category in needs.iter().filter(|c| !keys.contains(**c)) {
                        missing.push(format!(
                            "{}: `{id}` selects on ${variable} without [{category}] (needs {:?})",
                            file.strip_prefix(site_root()).unwrap_or(&file).display(),
                            needs
                        ));
                    }
                }
            }
        }
    }
    assert!(selections > 0, "the site selects on numbers somewhere");
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn the_categories_are_those_of_cldr() {
    // Whole numbers never take Russian or Polish `other` (fractions do).
    assert_eq!(needed("ru"), BTreeSet::from(["few", "many", "one"]));
    assert_eq!(needed("pl"), BTreeSet::from(["few", "many", "one"]));
    assert_eq!(
        needed("ar"),
        BTreeSet::from(["few", "many", "one", "other", "two", "zero"])
    );
    assert_eq!(needed("ja"), BTreeSet::from(["other"]));
    assert_eq!(needed("zh-Hant"), BTreeSet::from(["other"]));
    assert_eq!(needed("fr"), BTreeSet::from(["one", "other"]));
}
