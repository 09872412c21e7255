//! The variables of the interface strings: a message of the reference language may use only the
//! variables the generator passes to it, and a translation only those its source uses; either
//! would otherwise be published as the variable's name.

use crate::site::diagnostic::Diagnostic;
use crate::site::load::l10n::LocaleFiles;
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
