//! The plan a render starts from, made before anything renders, each a step from one value to the
//! next: `languages` (every language's interface strings, the reference language's variables),
//! then `pages` (the sections' URL segments, which page is published in which language, fallbacks).
//! Each returns what it found so far with its errors, sorted, or passes it on.

use std::collections::BTreeMap;
use std::path::Path;

use super::variables::{term_variables, undeclared_variables, variable_mismatches};
use super::{section_paths, Lessons, SitePlan};
use crate::site::diagnostic::{Diagnostic, Diagnostics, LineColumn};
use crate::site::load::config::Language;
use crate::site::load::inputs::Inputs;
use crate::site::load::l10n::Localizer;
use crate::site::load::layout::LOCALES;

/// A language, its localizer and its interface strings: what every page of it shares.
pub(crate) struct LanguageStrings<'a> {
    pub language: &'a Language,
    pub localizer: Localizer<'a>,
    /// Interface strings, keyed `skip_link` for the message `skip-link`.
    pub i18n: BTreeMap<String, String>,
}

/// Every language of the site with its interface strings, and what was found on the way (the
/// inputs' warnings included).
pub(crate) struct Languages<'a> {
    pub data: BTreeMap<&'a str, LanguageStrings<'a>>,
    pub found: Diagnostics,
}

/// The site plan and the languages it was made for: what rendering starts from.
pub(crate) struct Planned<'a> {
    pub plan: SitePlan<'a>,
    pub languages: BTreeMap<&'a str, LanguageStrings<'a>>,
    /// Pages published from a fallback's text: (language, site path, language of the text).
    pub fallbacks: Vec<(String, String, String)>,
    /// Warnings so far (errors when `strict`).
    pub found: Diagnostics,
}

/// Each language's localizer and interface strings; the reference language must exist, and a
/// translation must not use a variable its source does not pass.
pub(crate) fn languages(inputs: &Inputs) -> Result<Languages<'_>, Vec<Diagnostic>> {
    let config = &inputs.config;
    let mut diagnostics = Diagnostics::default();
    diagnostics.extend(inputs.warnings.iter().cloned());
    let mut languages = BTreeMap::new();
    let reference = inputs.locales.get(&config.reference_language);
    if reference.is_none() {
        diagnostics.push(Diagnostic::error(
            Path::new(LOCALES).join(&config.reference_language),
            LineColumn::default(),
            "the reference language has no locale folder",
        ));
    }
    // A variable the source doesn't pass would be published unresolved.
    if let Some(reference) = reference {
        diagnostics.extend(undeclared_variables(reference));
        for locale in inputs.locales.iter() {
            diagnostics.extend(term_variables(locale, locale.tag == reference.tag));
        }
        for locale in inputs.locales.iter().filter(|l| l.tag != reference.tag) {
            let mismatches = variable_mismatches(locale, reference);
            diagnostics.extend(mismatches.into_iter().filter(Diagnostic::is_error));
        }
    }
    for language in &config.languages {
        let localizer = Localizer::new(language, config, &inputs.locales);
        if let Some(reference) = reference {
            diagnostics.extend(localizer.untranslated(reference));
        }
        match localizer.language_strings() {
            Ok(i18n) => {
                languages.insert(
                    language.tag.as_str(),
                    LanguageStrings {
                        language,
                        localizer,
                        i18n,
                    },
                );
            }
            Err(errors) => diagnostics.extend(errors),
        }
    }
    if diagnostics.has_errors() {
        return Err(diagnostics.into_sorted());
    }
    Ok(Languages {
        data: languages,
        found: diagnostics,
    })
}

/// The plan: the sections' URL segments, then which page is published in which language and
/// from which text; a page published from a fallback's text is a warning.
pub(crate) fn pages<'a>(
    inputs: &'a Inputs,
    languages: Languages<'a>,
    strict: bool,
) -> Result<Planned<'a>, Vec<Diagnostic>> {
    let Languages {
        data: languages,
        found: mut diagnostics,
    } = languages;
    let section_paths = section_paths(&inputs.pages, &languages, &mut diagnostics);
    let mut plan = SitePlan::new(
        &inputs.config,
        &inputs.pages,
        &section_paths,
        &mut diagnostics,
    );
    plan.lessons = Lessons::new(&inputs.pages, &languages, &mut diagnostics);
    let fallbacks: Vec<(String, String, String)> = plan
        .instances
        .iter()
        .filter(|i| i.is_fallback())
        .map(|i| (i.lang.to_string(), i.path.clone(), i.text.lang.clone()))
        .collect();
    for instance in plan.instances.iter().filter(|i| i.is_fallback()) {
        let (lang, text) = (instance.lang, &instance.text.path);
        // A text of its own that exists but did not load is reported at its error.
        let own = text.with_file_name(format!("{lang}.md"));
        if inputs.root.join(&own).exists() {
            continue;
        }
        diagnostics.push(Diagnostic::warning(
            text,
            LineColumn::new(1, 1),
            format!(
                "{} is not translated into `{lang}` yet; published from `{}`",
                instance.path, instance.text.lang
            ),
        ));
    }
    if strict {
        diagnostics.promote_warnings();
    }
    if diagnostics.has_errors() {
        return Err(diagnostics.into_sorted());
    }
    Ok(Planned {
        plan,
        languages,
        fallbacks,
        found: diagnostics,
    })
}
