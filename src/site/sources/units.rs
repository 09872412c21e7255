//! The translatable units of a page's text and of a language's Fluent files, each with its text
//! and the line of its file where it starts.

use crate::site::load::content::{Outline, Translation};
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

/// A page translation's units, in the order of its file; `file_text` (the file as a whole)
/// gives the front matter's units their lines.
pub(crate) fn page_units(translation: &Translation, file_text: &str) -> Vec<Unit> {
    let unit = |key: String, text: String| Unit {
        line: front_matter_line(file_text, &key),
        key,
        text,
    };
    let mut units = vec![
        unit("tagline".into(), translation.tagline.clone()),
        unit("description".into(), translation.description.clone()),
    ];
    for (id, row) in &translation.rows {
        let text = [&row.rule, &row.standard, &row.variant]
            .map(String::as_str)
            .join("\n");
        units.push(unit(format!("row.{id}"), text));
    }
    for (id, words) in &translation.diagrams {
        let mut text = words.caption.clone();
        // A task's prompt and success text are the diagram's words too.
        for line in words.steps.iter().chain(&words.task).chain(&words.solved) {
            text.push('\n');
            text.push_str(line);
        }
        units.push(unit(format!("diagram.{id}"), text));
    }
    // A body that cannot be read again is reported by the build; here it has no sections.
    if let Ok(body) = translation.body() {
        units.extend(sections(&body, &translation.outline, translation.body_line));
    }
    units
}

/// The line (1-based) of a front-matter unit in its file: `tagline = …`, the table `[rows.<id>]`
/// or `[diagrams.<id>]`; 1 when it is not found.
pub(crate) fn front_matter_line(file_text: &str, key: &str) -> usize {
    let table = match key.split_once('.') {
        Some(("row", id)) => Some(format!("[rows.{id}]")),
        Some(("diagram", id)) => Some(format!("[diagrams.{id}]")),
        _ => None,
    };
    (file_text.lines())
        .position(|l| {
            let l = l.trim();
            match &table {
                Some(table) => l == table,
                None => {
                    (l.strip_prefix(key)).is_some_and(|rest| rest.trim_start().starts_with('='))
                }
            }
        })
        .map_or(1, |i| i + 1)
}

/// A body's sections, as its outline reads them; text before the first one is the section
/// `intro`.
pub(crate) fn sections(body: &str, outline: &Outline, body_line: usize) -> Vec<Unit> {
    let intro = Unit {
        key: INTRO.into(),
        text: body[outline.intro.clone()].trim().to_string(),
        line: body_line,
    };
    let own = outline.sections.iter().map(|s| Unit {
        key: section_key(&s.id),
        text: body[s.text.clone()].trim().to_string(),
        line: body_line + s.line,
    });
    (!intro.text.is_empty())
        .then_some(intro)
        .into_iter()
        .chain(own)
        .collect()
}

/// The unit key of a body section.
pub(crate) fn section_key(id: &str) -> String {
    format!("section.{}", id.trim())
}

/// The unit of text before a body's first section (a mistake the build reports).
const INTRO: &str = "section.intro";

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
        let body = "Intro.\n## @what-is\nA.\n\nB.\n## @history\nC.\n";
        let s = sections(body, &Outline::read(body), 10);
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
