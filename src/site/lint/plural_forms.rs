//! Plural forms as each language's grammar needs them. A message that chooses by a number's
//! CLDR plural category (`[one]`, `[few]` …) must name every category the language's rules give
//! a whole number: Russian and Polish need `many` ("5 минут", "5 minut"), Arabic six forms.
//! Fluent falls back to the default variant for a missing one, which reads as a grammar mistake
//! ("5 минуты"), so `check` names the message, the number and the forms it lacks.

use fluent_syntax::ast::Entry;

use crate::site::diagnostic::Diagnostic;
use crate::site::load::l10n::{plural_selections, whole_number_categories, LocaleFiles};

pub(crate) fn check<'l>(locales: impl Iterator<Item = &'l LocaleFiles>) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    for locale in locales {
        let needed = whole_number_categories(&locale.tag);
        let forms = |names: &mut dyn Iterator<Item = &&str>| {
            names
                .map(|n| format!("[{n}]"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        for resource in &locale.resources {
            for entry in resource.entries() {
                let (key, value, attributes) = match entry {
                    Entry::Message(m) => (m.id.name.to_string(), m.value.as_ref(), &m.attributes),
                    Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
                    _ => continue,
                };
                let Some(site) = locale.entries.get(&key) else {
                    continue;
                };
                let mut selections = Vec::new();
                let patterns = value.into_iter().chain(attributes.iter().map(|a| &a.value));
                for pattern in patterns {
                    plural_selections(pattern, &mut selections);
                }
                for (variable, names) in selections {
                    let mut missing = needed.iter().filter(|c| !names.contains(*c)).peekable();
                    if missing.peek().is_none() {
                        continue;
                    }
                    out.push(Diagnostic::warning(
                        &site.file,
                        site.at,
                        format!(
                            "`{key}` chooses by ${variable} without {}: `{}` gives whole numbers the forms {}, and a count that needs a missing one would take the default form instead",
                            forms(&mut missing),
                            locale.tag,
                            forms(&mut needed.iter()),
                        ),
                    ));
                }
            }
        }
    }
    out
}
