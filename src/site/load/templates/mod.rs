//! The tera environment: templates read from `templates/`, parsed once, their errors mapped to
//! file, line and column; and a static check that every `i18n.*` string they use exists.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use tera::Tera;

use crate::site::diagnostic::{relative, Diagnostic, Diagnostics, LineColumn, SourceText};
use crate::site::load::l10n::Locales;
use crate::site::load::layout::TEMPLATES;
use crate::site::load::template_range;
use crate::site::names::{ids_in, VARIANTS_ID};

mod chains;
mod cycles;
mod nesting;

/// Interface strings reach templates as `i18n.<message id with _ for ->`.
const I18N: &str = "i18n";
const I18N_PREFIX: &str = "i18n.";
/// The folder of the templates rendered once per language (see `Templates::shared`).
const SHARED_DIR: &str = "shared/";

pub(crate) struct Templates {
    pub tera: Tera,
    /// (template name, file relative to the root, source) for error positions.
    sources: Vec<(String, PathBuf, String)>,
    /// The ids the templates write as they are (`id="main"`): no heading may take them.
    fixed_ids: Vec<String>,
}

impl Templates {
    pub(crate) fn load(root: &Path, out: &mut Diagnostics) -> Option<Templates> {
        let dir = root.join(TEMPLATES);
        // Else walking it finds no template, and each one asked for is "not found" in turn.
        if !dir.is_dir() {
            let found = if dir.exists() { "a file" } else { "nothing" };
            out.push(Diagnostic::error(
                TEMPLATES,
                LineColumn::default(),
                format!("expected the folder of the site's templates, found {found}"),
            ));
            return None;
        }
        let mut sources = Vec::new();
        let errors_before = out.iter().filter(|d| d.is_error()).count();
        for entry in walkdir::WalkDir::new(&dir).sort_by_file_name() {
            let entry = match entry {
                Ok(e) => e,
                Err(e) => {
                    out.push(Diagnostic::error(
                        TEMPLATES,
                        LineColumn::default(),
                        e.to_string(),
                    ));
                    return None;
                }
            };
            if !entry.file_type().is_file() {
                continue;
            }
            let name = entry
                .path()
                .strip_prefix(&dir)
                .unwrap_or(entry.path())
                .to_string_lossy()
                .replace('\\', "/");
            let file = relative(entry.path(), root);
            if let Some(text) =
                crate::site::load::source_file::read_reporting(entry.path(), &file, out)
            {
                sources.push((name, file, text));
            }
        }
        let mut tera = Tera::default();
        tera.autoescape_on(vec![".html", ".xml"]);
        // Tera's default also escapes `/`, which makes every URL unreadable in the output.
        tera.set_escape_fn(crate::site::escape::escape);
        tera.register_function("range", template_range::range);
        // Templates are added one by one so a syntax error names its own file.
        for (name, file, text) in &sources {
            // Measured first: tera would overflow the stack on it, which no error can report.
            if let Some((offset, message)) = nesting::too_deep(text) {
                let at = SourceText::new(text).position(offset);
                out.push(Diagnostic::error(file, at, message));
                continue;
            }
            if let Err(e) = tera::Template::new(name, None, text) {
                out.push(Diagnostic::error(
                    file,
                    parse_error_position(&e),
                    first_line(&e),
                ));
            }
        }
        if out.iter().filter(|d| d.is_error()).count() > errors_before {
            return None;
        }
        let missing = missing_references(&sources);
        if !missing.is_empty() {
            out.extend(missing);
            return None;
        }
        let pairs: Vec<(&str, &str)> = sources
            .iter()
            .map(|(n, _, t)| (n.as_str(), t.as_str()))
            .collect();
        if let Err(e) = tera.add_raw_templates(pairs) {
            out.push(Diagnostic::error(
                TEMPLATES,
                LineColumn::default(),
                error_chain(&e),
            ));
            return None;
        }
        let misused = check_shared(&sources);
        if !misused.is_empty() {
            out.extend(misused);
            return None;
        }
        let loops = cycles::check(&tera, &sources);
        if !loops.is_empty() {
            out.extend(loops);
            return None;
        }
        let chains = chains::check(&sources);
        if !chains.is_empty() {
            out.extend(chains);
            return None;
        }
        let mut fixed_ids: Vec<String> = sources
            .iter()
            .flat_map(|(_, _, text)| ids_in(text))
            .filter(|id| !id.contains(['{', '}']))
            .chain([VARIANTS_ID])
            .map(str::to_string)
            .collect();
        fixed_ids.sort();
        fixed_ids.dedup();
        Some(Templates {
            tera,
            sources,
            fixed_ids,
        })
    }

    /// Templates under `shared/`: rendered once per language, their HTML spliced into every page
    /// of the language where it writes `{{ shared.<name> | safe }}` (`shared/menu.html` →
    /// `shared.menu`; see `splice.rs`).
    pub(crate) fn shared(&self) -> impl Iterator<Item = (&str, &str)> {
        self.sources.iter().filter_map(|(name, _, _)| {
            let stem = name.strip_prefix(SHARED_DIR)?.strip_suffix(".html")?;
            Some((name.as_str(), stem))
        })
    }

    /// Whether rendering `template` reads `other` (itself, or through extends/include/import).
    pub(crate) fn depends_on(&self, template: &str, other: &str) -> bool {
        let mut seen = vec![template.to_string()];
        let mut i = 0;
        while i < seen.len() {
            if seen[i] == other {
                return true;
            }
            if let Some((_, _, text)) = self.sources.iter().find(|(n, _, _)| *n == seen[i]) {
                for dep in references(text) {
                    if !seen.contains(&dep) {
                        seen.push(dep);
                    }
                }
            }
            i += 1;
        }
        false
    }

    /// The interface strings the templates read, by template key (`skip_link` for
    /// `i18n.skip_link`); `None` when a template reads `i18n` otherwise (loops over it, indexes
    /// it, hands it to a macro), so a page's context must carry every string.
    pub(crate) fn strings_read(&self) -> Option<BTreeSet<String>> {
        let is_name = |c: char| c.is_ascii_alphanumeric() || c == '_';
        let mut keys = BTreeSet::new();
        for (_, _, text) in &self.sources {
            for (offset, name) in text.match_indices(I18N) {
                let after = &text[offset + name.len()..];
                let inside_another_name = text[..offset].chars().next_back().is_some_and(is_name)
                    || after.chars().next().is_some_and(is_name);
                if inside_another_name {
                    continue;
                }
                let key: String = after
                    .strip_prefix('.')
                    .unwrap_or_default()
                    .chars()
                    .take_while(|c| is_name(*c))
                    .collect();
                if key.is_empty() {
                    return None;
                }
                keys.insert(key);
            }
        }
        Some(keys)
    }

    /// The message ids the templates read through `i18n.*`.
    pub(crate) fn used_messages(&self) -> BTreeSet<String> {
        self.i18n_uses().map(|(_, _, _, id)| id).collect()
    }

    /// (file, source, offset, message id) of every `i18n.x` in the templates.
    fn i18n_uses(&self) -> impl Iterator<Item = (&PathBuf, &str, usize, String)> {
        self.sources.iter().flat_map(|(_, file, text)| {
            text.match_indices(I18N_PREFIX)
                .filter_map(move |(offset, _)| {
                    let key: String = text[offset + I18N_PREFIX.len()..]
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect();
                    (!key.is_empty()).then(|| (file, text.as_str(), offset, key.replace('_', "-")))
                })
        })
    }

    /// Every `i18n.x` a template reads must be a message in some language.
    pub(crate) fn check_strings(&self, locales: &Locales) -> Vec<Diagnostic> {
        self.i18n_uses()
            .filter(|(_, _, _, id)| !locales.defines_anywhere(id))
            .map(|(file, text, offset, id)| {
                Diagnostic::error(
                    file,
                    SourceText::new(text).position(offset),
                    format!(
                        "the template asks for the message `{id}`, which exists in no language"
                    ),
                )
            })
            .collect()
    }

    /// Renders a template; a failure becomes a diagnostic at the culprit when it can be found.
    /// The first template that writes `text` as it is, and where.
    pub(crate) fn written_at(&self, text: &str) -> Option<(PathBuf, LineColumn)> {
        self.sources.iter().find_map(|(_, file, source)| {
            let offset = source.find(text)?;
            Some((file.clone(), SourceText::new(source).position(offset)))
        })
    }

    /// The ids the templates write as they are (`id="main"`).
    pub(crate) fn fixed_ids(&self) -> &[String] {
        &self.fixed_ids
    }

    pub(crate) fn render(&self, name: &str, context: &tera::Context) -> Result<String, Diagnostic> {
        template_range::start_render();
        self.tera
            .render(name, context)
            .map_err(|e| self.render_error(name, &e))
    }

    fn render_error(&self, name: &str, e: &tera::Error) -> Diagnostic {
        let message = error_chain(e);
        // "Variable `page.x` not found …": point at the first place a template uses it.
        if let Some(var) = message
            .split("Variable `")
            .nth(1)
            .and_then(|s| s.split('`').next())
        {
            for (_, file, text) in &self.sources {
                if let Some(offset) = text.find(var) {
                    return Diagnostic::error(
                        file,
                        SourceText::new(text).position(offset),
                        format!("unknown variable `{var}` (while rendering `{name}`)"),
                    );
                }
            }
        }
        // Other runtime errors name the template being rendered in quotes and what failed (a
        // filter, a function, a macro…) in backticks, but give no line: the first place that
        // template (or, failing that, another) writes it is where to look.
        let innermost = quoted(&message, '\'')
            .filter(|n| self.sources.iter().any(|(s, _, _)| s == n))
            .last()
            .unwrap_or(name);
        let mut order: Vec<&(String, PathBuf, String)> = self.sources.iter().collect();
        order.sort_by_key(|(n, _, _)| (n != innermost, n != name));
        for token in quoted(&message, '`') {
            for (_, file, text) in &order {
                if let Some(offset) = find_word(text, token) {
                    let at = SourceText::new(text).position(offset);
                    return Diagnostic::error(file, at, message.clone());
                }
            }
        }
        let file = order
            .first()
            .map_or_else(|| PathBuf::from(TEMPLATES), |(_, f, _)| f.clone());
        Diagnostic::error(file, LineColumn::default(), message)
    }
}

/// The first place `token` stands as a whole word (so a filter `round` is not found inside
/// `background`).
fn find_word(text: &str, token: &str) -> Option<usize> {
    let word = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    text.match_indices(token).map(|(i, _)| i).find(|&i| {
        !word(text[..i].chars().next_back()) && !word(text[i + token.len()..].chars().next())
    })
}

/// The non-empty parts of `text` between pairs of `mark`.
fn quoted(text: &str, mark: char) -> impl Iterator<Item = &str> {
    text.split(mark)
        .skip(1)
        .step_by(2)
        .filter(|s| !s.is_empty() && !s.contains('\n'))
}

/// Template names a template reads: `{% extends "x" %}`, `{% include "x" %}`, `{% import "x" %}`.
fn references(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    for tag in text.split("{%").skip(1) {
        let tag = tag.trim_start_matches(['-', ' ']);
        let is_reference = ["extends", "include", "import"]
            .iter()
            .any(|k| tag.starts_with(k));
        if let (true, Some(start)) = (is_reference, tag.find('"')) {
            if let Some(len) = tag[start + 1..].find('"') {
                names.push(tag[start + 1..start + 1 + len].to_string());
            }
        }
    }
    names
}

fn error_chain(e: &tera::Error) -> String {
    let mut parts = vec![e.to_string()];
    let mut source = std::error::Error::source(e);
    while let Some(s) = source {
        parts.push(s.to_string());
        source = s.source();
    }
    parts.join(": ")
}

/// pest reports positions as ` --> line:column`.
fn parse_error_position(e: &tera::Error) -> LineColumn {
    let text = error_chain(e);
    text.split("--> ")
        .nth(1)
        .and_then(|rest| {
            let mut nums = rest
                .split(|c: char| !c.is_ascii_digit())
                .filter(|s| !s.is_empty());
            Some(LineColumn::new(
                nums.next()?.parse().ok()?,
                nums.next()?.parse().ok()?,
            ))
        })
        .unwrap_or_default()
}

/// The pest message without its ASCII-art source excerpt.
fn first_line(e: &tera::Error) -> String {
    let text = error_chain(e);
    let expected = text
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with("= "))
        .map(|l| l.trim_start_matches("= ").to_string());
    match expected {
        Some(x) => format!("template syntax error: {x}"),
        None => format!(
            "template syntax error: {}",
            text.lines().next().unwrap_or("")
        ),
    }
}

/// Shared fragments are spliced into the page after it is rendered (`splice.rs`): a template
/// writes one only as `{{ shared.<name> | safe }}`, since any other use (a filter, a test, a
/// loop) would see the placeholder instead of the HTML.
fn check_shared(sources: &[(String, PathBuf, String)]) -> Vec<Diagnostic> {
    let mut found = Vec::new();
    for (_, file, text) in sources {
        for (start, tag) in tags(text) {
            let Some(at) = word_at(tag, "shared") else {
                continue;
            };
            if tag.starts_with("{{") && spliced_as_it_is(tag) {
                continue;
            }
            found.push(Diagnostic::error(
                file,
                SourceText::new(text).position(start + at),
                format!(
                    "`{}`: a shared fragment is spliced into the page as it is; write it as \
                     `{{{{ shared.<name> | safe }}}}`",
                    tag.trim()
                ),
            ));
        }
    }
    found
}

/// Each `{% extends %}`, `{% include %}` or `{% import %}` of a template that no template
/// answers, at its tag (tera would name neither the tag nor the template that has it). An
/// `include … ignore missing` may name none.
fn missing_references(sources: &[(String, PathBuf, String)]) -> Vec<Diagnostic> {
    let mut found = Vec::new();
    for (_, file, text) in sources {
        for (offset, tag) in tags(text) {
            let inner = tag.trim_start_matches(['{', '%', '-', ' ']);
            let is_reference = ["extends", "include", "import"]
                .iter()
                .any(|k| word_at(inner, k) == Some(0));
            if !is_reference || tag.contains("ignore missing") {
                continue;
            }
            let Some(name) = quoted(inner, '"')
                .next()
                .or_else(|| quoted(inner, '\'').next())
            else {
                continue;
            };
            if sources.iter().any(|(n, _, _)| n == name) {
                continue;
            }
            let at = offset + tag.find(name).unwrap_or(0);
            found.push(Diagnostic::error(
                file,
                SourceText::new(text).position(at),
                format!(
                    "the template `{name}` does not exist; expected a file of `{TEMPLATES}/`, \
                     such as `base.html`"
                ),
            ));
        }
    }
    found
}

/// The `{{ … }}` and `{% … %}` tags of a template with their offsets (comments skipped).
fn tags(text: &str) -> Vec<(usize, &str)> {
    let mut tags = Vec::new();
    let mut from = 0;
    while let Some(i) = text[from..].find('{') {
        let start = from + i;
        let close = match text[start + 1..].chars().next() {
            Some('{') => "}}",
            Some('%') => "%}",
            Some('#') => "#}",
            _ => {
                from = start + 1;
                continue;
            }
        };
        let Some(len) = text[start + 2..].find(close) else {
            break;
        };
        let end = start + 2 + len + 2;
        if close != "#}" {
            tags.push((start, &text[start..end]));
        }
        from = end;
    }
    tags
}

/// Where `word` stands alone in `tag` (not part of a longer name or an attribute `x.word`).
fn word_at(tag: &str, word: &str) -> Option<usize> {
    let name_char = |c: char| c.is_ascii_alphanumeric() || c == '_';
    tag.match_indices(word).map(|(i, _)| i).find(|&i| {
        let before = tag[..i].chars().next_back();
        let after = tag[i + word.len()..].chars().next();
        !before.is_some_and(|c| name_char(c) || c == '.') && !after.is_some_and(name_char)
    })
}

/// `{{ shared.<name> | safe }}`, with any spacing and whitespace control.
fn spliced_as_it_is(tag: &str) -> bool {
    let inner = tag
        .strip_prefix("{{")
        .and_then(|t| t.strip_suffix("}}"))
        .map(|t| t.trim_start_matches('-').trim_end_matches('-').trim());
    let Some((value, filter)) = inner.and_then(|t| t.split_once('|')) else {
        return false;
    };
    let name = value.trim().strip_prefix("shared.");
    name.is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'))
        && filter.trim() == "safe"
}

#[cfg(test)]
mod tests {
    use super::*;

    fn misused(text: &str) -> Vec<String> {
        let sources = [(
            "page.html".to_string(),
            PathBuf::from("t"),
            text.to_string(),
        )];
        check_shared(&sources)
            .into_iter()
            .map(|d| d.message)
            .collect()
    }

    fn strings_read(text: &str) -> Option<Vec<String>> {
        let templates = Templates {
            tera: Tera::default(),
            sources: vec![("page.html".into(), PathBuf::from("t"), text.into())],
            fixed_ids: Vec::new(),
        };
        templates
            .strings_read()
            .map(|keys| keys.into_iter().collect())
    }

    #[test]
    fn the_strings_templates_read_are_known_unless_one_reads_them_all() {
        let named = "{{ i18n.skip_link }}{% if i18n.menu %}{{ i18n.menu | upper }}{% endif %}\
                     {{ my_i18n }}{{ i18nx }}";
        assert_eq!(
            strings_read(named),
            Some(vec!["menu".to_string(), "skip_link".to_string()])
        );
        assert_eq!(strings_read("{% for k, v in i18n %}{% endfor %}"), None);
        assert_eq!(strings_read("{{ i18n[name] }}"), None);
        assert_eq!(strings_read("{{ m::nav(strings=i18n) }}"), None);
    }

    #[test]
    fn a_shared_fragment_is_written_as_it_is() {
        assert!(misused("<b>{{ shared.menu | safe }}</b>{{-shared.menu|safe-}}").is_empty());
        // Other names, text and comments are not uses.
        assert!(misused("shared {{ page.shared }} {{ unshared }} {# shared.menu #}").is_empty());
        assert_eq!(misused("{{ shared.menu }}").len(), 1);
        assert_eq!(misused("{{ shared.menu | upper | safe }}").len(), 1);
        assert_eq!(misused("{% if shared.menu %}x{% endif %}").len(), 1);
        assert_eq!(misused("{% for k, v in shared %}{% endfor %}").len(), 1);
    }
}
