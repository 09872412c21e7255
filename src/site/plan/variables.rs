//! The variables of the interface strings: a message of the reference language may use only the
//! variables the generator passes to it, and a translation only those its source uses; either
//! would otherwise be published as the variable's name.

use crate::site::diagnostic::Diagnostic;
use std::collections::BTreeSet;

use crate::site::load::l10n::{term_arguments, variables_as_text, LocaleFiles, References};
use crate::site::messages;

/// Variables a message of the reference language uses that nothing passes to it
/// (`messages::variables_passed_to`): errors, as in a translation, since the page would show
/// the variable's name.
pub(crate) fn undeclared_variables(reference: &LocaleFiles) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for id in reference.messages() {
        let (Some(refs), Some(site)) =
            (reference.message_references(id), reference.entries.get(id))
        else {
            continue;
        };
        let passed = messages::variables_passed_to(id);
        for var in refs
            .variables
            .iter()
            .filter(|v| !passed.contains(&v.as_str()))
        {
            let expected = match passed {
                [] => "no variable".to_string(),
                _ => format!("only `${}`", passed.join("`, `$")),
            };
            out.push(Diagnostic::error(
                &site.file,
                site.at,
                format!("`{id}` uses the variable `${var}`, which nothing passes to it (expected {expected})"),
            ));
        }
    }
    out
}

/// Variables a translation uses that the source doesn't pass (errors: nothing would fill them
/// in) and those it leaves out (warnings).
pub(crate) fn variable_mismatches(
    locale: &LocaleFiles,
    reference: &LocaleFiles,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for id in locale.messages() {
        let (Some(own), Some(source), Some(site)) = (
            locale.message_references(id),
            reference.message_references(id),
            locale.entries.get(id),
        ) else {
            continue;
        };
        for var in own.variables.difference(&source.variables) {
            out.push(Diagnostic::error(
                &site.file,
                site.at,
                format!(
                    "`{id}` uses the variable `${var}`, which the source (`{}`) doesn't pass",
                    reference.tag
                ),
            ));
        }
        for var in source.variables.difference(&own.variables) {
            out.push(Diagnostic::warning(
                &site.file,
                site.at,
                format!(
                    "`{id}` leaves out the variable `${var}` that the source (`{}`) uses",
                    reference.tag
                ),
            ));
        }
    }
    out
}

/// A term's variables (in its value and attributes) choose among its variants, by what the
/// references to it pass (`-game(position: "mid")`). One written as text (`{ $x }`) would be
/// published as `{$x}` wherever the term is named without it: a game's name in the page's
/// title, links, breadcrumbs and page data. In the reference language, a variable no reference
/// passes is an error too, as it is in a message: its variants could never be chosen.
pub(crate) fn term_variables(locale: &LocaleFiles, is_reference: bool) -> Vec<Diagnostic> {
    let passed: BTreeSet<&str> = locale.patterns().flat_map(term_arguments).collect();
    let mut out = Vec::new();
    for (id, term) in locale.terms() {
        let Some(site) = locale.entries.get(&format!("-{id}")) else {
            continue;
        };
        let patterns =
            || std::iter::once(&term.value).chain(term.attributes.iter().map(|a| &a.value));
        let as_text: BTreeSet<&str> = patterns().flat_map(variables_as_text).collect();
        let mut used = References::default();
        for pattern in patterns() {
            used.merge(References::of_pattern(pattern));
        }
        for var in &used.variables {
            let problem = if as_text.contains(var.as_str()) {
                format!(
                    "writes the variable `${var}` as text: it would be published as `{{${var}}}` \
                     wherever the term is named without it; a term's variables only choose a \
                     variant (`{{ ${var} -> … }}`)"
                )
            } else if is_reference && !passed.contains(var.as_str()) {
                let expected = match passed.len() {
                    0 => "none is passed to any term".to_string(),
                    _ => format!(
                        "expected `${}`",
                        passed.iter().copied().collect::<Vec<_>>().join("`, `$")
                    ),
                };
                format!(
                    "uses the variable `${var}`, which no reference to a term passes \
                     ({expected}): only its default variant could ever be shown"
                )
            } else {
                continue;
            };
            out.push(Diagnostic::error(
                &site.file,
                site.at,
                format!("`-{id}` {problem}"),
            ));
        }
    }
    out
}
