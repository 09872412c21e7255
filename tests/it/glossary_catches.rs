//! Terminology that stays fixed: every forbidden form of every language's `glossary.toml` is put
//! back into a page of that language (the drifting terms the language reviews found: "Kinesisk
//! dam", "Antidame", 升变, "promotion"…), and `check` must report each one at its own line. A form
//! the check no longer catches (a typo in the glossary, a matching rule that changed) fails here.

use crate::common::*;

/// The forbidden forms of a language's glossary, read as the check reads them.
fn forbidden(tag: &str) -> Vec<String> {
    let text = read(site_root().join("locales").join(tag).join("glossary.toml"));
    let value: toml::Value = toml::from_str(&text).expect("glossary.toml");
    let terms = value.get("term").and_then(|t| t.as_array()).cloned();
    terms
        .unwrap_or_default()
        .iter()
        .flat_map(|t| {
            (t.get("forbidden").and_then(|f| f.as_array()).cloned())
                .unwrap_or_default()
                .into_iter()
                .filter_map(|f| f.as_str().map(str::to_string))
        })
        .collect()
}

#[test]
fn every_forbidden_form_put_back_is_reported_at_its_line() {
    let config = rulebook::parse::SiteConfig::load(&site_root()).expect("site.toml");
    let site = copy_site();
    let root = site.path();
    // One line per form at the end of the Frysk! page of each language: a sentence of its own.
    let mut planted: Vec<(String, usize, String)> = Vec::new();
    for language in &config.languages {
        let forms = forbidden(&language.tag);
        if forms.is_empty() {
            continue;
        }
        let file = format!("content/variants/frysk/{}.md", language.tag);
        let mut text = read(root.join(&file)).trim_end().to_string();
        for form in forms {
            text.push_str("\n\n");
            let line = text.lines().count() + 1;
            text.push_str(&format!("({form})"));
            planted.push((file.clone(), line, form));
        }
        text.push('\n');
        std::fs::write(root.join(&file), text).expect("write");
    }
    assert!(
        planted.len() > 150,
        "the glossaries forbid {} forms",
        planted.len()
    );
    let report = stdout(&check_cli(root, &[]));
    let mut missed = Vec::new();
    for (file, line, form) in &planted {
        let at = format!("{file}:{line}:");
        let found = report.lines().any(|l| {
            l.starts_with(&at) && l.contains(&format!("\"{form}\" is not the approved term"))
        });
        if !found {
            missed.push(format!("{at} {form}"));
        }
    }
    assert!(
        missed.is_empty(),
        "forbidden forms put back but not reported:\n{}",
        missed.join("\n")
    );
}
