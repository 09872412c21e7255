//! The translatable units of a page's text and of a language's Fluent files, each with its text
//! and the line of its file where it starts.

use crate::site::load::content::Translation;
use crate::site::load::inputs::Inputs;
use crate::site::load::l10n::{EntrySite, LocaleFiles};

/// One unit: its key (`tagline`, `row.capture`, `diagram.start`, `section.history`, or a Fluent
/// entry's id), its text, and its line (1-based) in its file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Unit {
    pub key: String,
    pub text: String,
    pub line: usize,
}

/// A page translation's units, its file read again for their lines.
pub(crate) fn translation_units(inputs: &Inputs, translation: &Translation) -> Vec<Unit> {
    let text = std::fs::read_to_string(inputs.root.join(&translation.path)).unwrap_or_default();
    page_units(translation, &text)
}

/// A page translation's units, in the order of its file.
pub(crate) fn page_units(translation: &Translation, file_text: &str) -> Vec<Unit> {
    let line_of = |starts: &dyn Fn(&str) -> bool| {
        file_text
            .lines()
            .position(|l| starts(l.trim_start()))
            .map_or(1, |i| i + 1)
    };
    let key_line = |key: &str| {
        line_of(&|l: &str| {
            l.strip_prefix(key)
                .is_some_and(|rest| rest.trim_start().starts_with('='))
        })
    };
    let table_line = |table: &str| line_of(&|l: &str| l.trim_end() == format!("[{table}]"));
    let mut units = vec![
        Unit {
            key: "tagline".into(),
            text: translation.tagline.clone(),
            line: key_line("tagline"),
        },
        Unit {
            key: "description".into(),
            text: translation.description.clone(),
            line: key_line("description"),
        },
    ];
    for (id, row) in &translation.rows {
        units.push(Unit {
            key: format!("row.{id}"),
            text: [&row.rule, &row.standard, &row.variant]
                .map(String::as_str)
                .join("\n"),
            line: table_line(&format!("rows.{id}")),
        });
    }
    for (id, words) in &translation.diagrams {
        let mut text = words.caption.clone();
        for step in &words.steps {
            text.push('\n');
            text.push_str(step);
        }
        units.push(Unit {
            key: format!("diagram.{id}"),
            text,
            line: table_line(&format!("diagrams.{id}")),
        });
    }
    // A body that cannot be read again is reported by the build; here it has no sections.
    let body = translation
        .body()
        .map(|b| b.into_owned())
        .unwrap_or_default();
    units.extend(sections(&body, translation.body_line));
    units
}

/// A body's sections (`## @id` lines); text before the first one is the section `intro`.
pub(crate) fn sections(body: &str, body_line: usize) -> Vec<Unit> {
    let mut out = vec![Unit {
        key: "section.intro".into(),
        text: String::new(),
        line: body_line,
    }];
    for (i, line) in body.lines().enumerate() {
        if let Some(id) = line.strip_prefix("## @") {
            out.push(Unit {
                key: format!("section.{}", id.trim()),
                text: String::new(),
                line: body_line + i,
            });
        } else if let Some(unit) = out.last_mut() {
            unit.text.push_str(line);
            unit.text.push('\n');
        }
    }
    for unit in &mut out {
        unit.text = unit.text.trim().to_string();
    }
    out.retain(|u| u.key != "section.intro" || !u.text.is_empty());
    out
}

/// A language's Fluent entries (messages and `-terms`) as written, in file and line order.
pub(crate) fn message_units(inputs: &Inputs, locale: &LocaleFiles) -> Vec<Unit> {
    let mut sites: Vec<(&String, &EntrySite)> = locale.entries.iter().collect();
    sites.sort_by(|a, b| (&a.1.file, a.1.at.line).cmp(&(&b.1.file, b.1.at.line)));
    sites
        .into_iter()
        .map(|(id, site)| Unit {
            key: id.clone(),
            text: entry_text(inputs, site).unwrap_or_default(),
            line: site.at.line,
        })
        .collect()
}

/// An entry as written: its line and the indented lines that continue it.
pub(crate) fn entry_text(inputs: &Inputs, site: &EntrySite) -> Option<String> {
    let text = std::fs::read_to_string(inputs.root.join(&site.file)).ok()?;
    let mut lines = text.lines().skip(site.at.line.checked_sub(1)?);
    let mut entry = lines.next()?.to_string();
    for line in lines.take_while(|l| l.starts_with(' ')) {
        entry.push('\n');
        entry.push_str(line);
    }
    Some(entry)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sections_split_at_their_markers_with_their_lines() {
        let s = sections("Intro.\n## @what-is\nA.\n\nB.\n## @history\nC.\n", 10);
        let keys: Vec<(&str, &str, usize)> = s
            .iter()
            .map(|u| (u.key.as_str(), u.text.as_str(), u.line))
            .collect();
        assert_eq!(
            keys,
            vec![
                ("section.intro", "Intro.", 10),
                ("section.what-is", "A.\n\nB.", 11),
                ("section.history", "C.", 15)
            ]
        );
    }
}
