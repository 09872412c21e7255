//! `rulebook new-page`: a page's skeleton — `page.toml`, the reference language's text with every
//! section, table row and diagram caption to write, and the game's name in every language's
//! `games.ftl` (the reference language's written, the others commented out until translated).
//! It only creates: an existing page folder or name is refused, nothing is overwritten.

use crate::site::author::translated::Translated;
use crate::site::author::AuthorError;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use crate::rules::{start_position, Family, RulesId, TextError};
use crate::site::load::config::SiteConfig;
use crate::site::load::content::{split_front_matter, DIAGRAM_BLOCK, FENCE, SECTION_MARK};
use crate::site::load::layout::{CONTENT, LOCALES, PAGE_FACTS};
use crate::site::names;

/// Where each language keeps its game names.
const NAMES_FILE: &str = "games.ftl";

/// `rulebook new-page`: the skeleton of a game or variant page, in the reference language.
pub struct NewPage<'a> {
    /// The site's folder.
    pub root: &'a Path,
    /// `<section>/<page-id>`, e.g. `variants/antidraughts`.
    pub path: &'a str,
    /// The page id of the standard game; a page with a base is a variant.
    pub base: Option<&'a str>,
    /// The rules id its diagrams play by, e.g. `frisian`.
    pub rules: Option<&'a str>,
    /// The name in the reference language; from the page id when not given.
    pub name: Option<&'a str>,
    /// Comparison-table row ids (variants).
    pub rows: &'a [String],
    /// Diagram ids; each starts from the rules' start position.
    pub diagrams: &'a [String],
}

/// The sections a page of each kind starts with, as the site's pages have them.
const VARIANT_SECTIONS: [&str; 3] = ["what-is", "rule-changes", "history"];
const GAME_SECTIONS: [&str; 7] = [
    "what-is",
    "board",
    "pieces",
    "setup",
    "moves",
    "how-to-win",
    "history",
];

impl NewPage<'_> {
    /// The page's folder relative to the site's root (`content/variants/antidraughts`), as
    /// `rulebook check` names its files.
    pub fn folder(&self) -> PathBuf {
        Path::new(CONTENT).join(self.path.trim_end_matches('/'))
    }

    /// Writes the skeleton; returns the files written or changed.
    pub fn create(&self) -> Result<Vec<PathBuf>, AuthorError> {
        let (section, id) = self
            .path
            .trim_end_matches('/')
            .split_once('/')
            .ok_or_else(|| {
                format!(
                    "expected <section>/<page-id> such as `variants/antidraughts`, found `{}`",
                    self.path.escape_debug()
                )
            })?;
        names::check_path_segment("a section name", section)?;
        names::check_path_segment("a page id", id)?;
        for (what, list) in [("a row id", self.rows), ("a diagram id", self.diagrams)] {
            for item in list {
                names::check_slug(what, item)?;
            }
        }
        let config = SiteConfig::load(self.root).map_err(AuthorError::Site)?;
        check_section(self.root, section)?;
        let rules = self
            .rules
            .map(|r| r.parse::<RulesId>().map_err(|e| e.to_string()))
            .transpose()?;
        if let Some(base) = self.base {
            names::check_slug("a base page id", base)?;
            check_base(self.root, base)?;
        }
        if !self.diagrams.is_empty() && rules.is_none() {
            return Err(AuthorError::Request(
                "diagrams need the page's rules: give --rules".to_string(),
            ));
        }
        let folder = self.root.join(CONTENT).join(section).join(id);
        if folder.exists() {
            return Err(AuthorError::Request(format!(
                "{} already exists",
                folder.display()
            )));
        }
        if let Some(other) = find_page(self.root, id) {
            return Err(AuthorError::Request(format!(
                "the page id `{id}` is taken by {}",
                other.display()
            )));
        }
        let name = match self.name {
            Some(n) if n.trim().is_empty() || n.chars().any(char::is_control) => {
                return Err(
                    format!("expected a name on one line, found `{}`", n.escape_debug()).into(),
                )
            }
            // Written into a Fluent term, where braces open a placeable (`{ $x }` would be
            // published as `{x}`).
            Some(n) if n.contains(['{', '}']) => {
                return Err(format!(
                    "expected a name without `{{` or `}}` (Fluent reads them as placeables), \
                     found `{}`",
                    n.escape_debug()
                )
                .into())
            }
            Some(n) => n.to_string(),
            None => name_from_id(id),
        };
        check_slug_free(self.root, section, id)?;
        let reference = &config.reference_language;
        let reference_names = self.names_file(reference);
        let reference_text = read(&reference_names)?;
        if defines_term(&reference_text, id) {
            return Err(AuthorError::Request(format!(
                "{} already defines the name `-{id}`",
                reference_names.display()
            )));
        }
        if let Some(other) = term_named(&reference_text, &name) {
            return Err(AuthorError::Request(format!(
                "expected a name no other game has, found `{name}`: {} gives it to `-{other}`; \
                 choose another with --name",
                reference_names.display()
            )));
        }

        // Everything checked: now write, new files first.
        std::fs::create_dir_all(&folder).map_err(|e| AuthorError::io(&folder, "create", e))?;
        let mut written = Vec::new();
        let facts = folder.join(PAGE_FACTS);
        create(&facts, &self.facts(id, rules)?)?;
        written.push(facts);
        let text = folder.join(format!("{reference}.md"));
        create(&text, &self.text(id))?;
        written.push(text);

        let family = rules.map(|r| match r.family() {
            Family::Halma(_) => "halma",
            Family::Draughts(_) => "draughts",
        });
        for language in &config.languages {
            let file = self.names_file(&language.tag);
            let Ok(existing) = std::fs::read_to_string(&file) else {
                continue; // A language without names yet falls back for every name.
            };
            if defines_term(&existing, id) {
                continue;
            }
            let entry = if language.tag == *reference {
                reference_term(id, &name, family)
            } else {
                let base = self.base.and_then(|b| term_block(&existing, b));
                commented_term(id, &language.tag, base, family)
            };
            append(&file, &existing, &entry)?;
            written.push(file);
        }
        // The reference text it starts from, for `translated --minor` later; the page is a
        // skeleton, so a site that cannot be read now only misses that record.
        let baseline = Translated {
            root: self.root.to_path_buf(),
            languages: Vec::new(),
            items: vec![id.to_string(), format!("messages/-{id}")],
            minor: false,
        };
        if let Ok(record) = baseline.baseline() {
            written.push(self.root.join(record));
        }
        Ok(written)
    }

    fn names_file(&self, tag: &str) -> PathBuf {
        self.root.join(LOCALES).join(tag).join(NAMES_FILE)
    }

    fn facts(&self, id: &str, rules: Option<RulesId>) -> Result<String, TextError> {
        let mut out = String::new();
        let kind = if self.base.is_some() {
            "variant"
        } else {
            "game"
        };
        let _ = writeln!(out, "kind = \"{kind}\"");
        if let Some(base) = self.base {
            let _ = writeln!(out, "base = \"{base}\"");
        }
        if let Some(rules) = rules {
            let _ = writeln!(out, "rules = \"{rules}\"");
        }
        let rows: Vec<String> = self.rows.iter().map(|r| format!("\"{r}\"")).collect();
        let _ = writeln!(out, "rows = [{}]", rows.join(", "));
        out.push_str("\n# The game and table option the play site opens for this page.\n[play]\n");
        let _ = writeln!(out, "game = \"{}\"", self.base.unwrap_or(id));
        if self.base.is_some() {
            let _ = writeln!(out, "option = \"{id}\"");
        }
        if let Some(rules) = rules {
            let start = start_position(rules, None)?;
            out.push_str(
                "\n# The diagrams: positions as `rulebook start` and `rulebook moves` write them.\n",
            );
            for diagram in self.diagrams {
                let _ = write!(
                    out,
                    "[[diagrams]]\nid = \"{diagram}\"\nposition = \"{start}\"\nnumbers = true\nmoves = []\n\n"
                );
            }
        }
        Ok(out.trim_end().to_string() + "\n")
    }

    fn text(&self, id: &str) -> String {
        let mut out = format!("+++\nslug = \"{id}\"\ntagline = \"\"\ndescription = \"\"\n");
        for row in self.rows {
            let _ = write!(
                out,
                "\n[rows.{row}]\nrule = \"\"\nstandard = \"\"\nvariant = \"\"\n"
            );
        }
        for diagram in self.diagrams {
            let _ = write!(out, "\n[diagrams.{diagram}]\ncaption = \"\"\n");
        }
        out.push_str("+++\n");
        let sections: &[&str] = if self.base.is_some() {
            &VARIANT_SECTIONS
        } else {
            &GAME_SECTIONS
        };
        // The diagrams stand where the rules they show are told: the rule changes of a
        // variant, the moves of a game.
        let diagrams_in = if self.base.is_some() {
            "rule-changes"
        } else {
            "moves"
        };
        for section in sections {
            let _ = write!(out, "\n{SECTION_MARK}{section}\n");
            if *section == diagrams_in {
                for diagram in self.diagrams {
                    let _ = write!(out, "\n{FENCE}{DIAGRAM_BLOCK}\n{diagram}\n{FENCE}\n");
                }
            }
        }
        out
    }
}

/// `long-jump` → `Long jump`.
fn name_from_id(id: &str) -> String {
    let words = id.replace('-', " ");
    let mut chars = words.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().collect::<String>() + chars.as_str()
    })
}

/// The folder of the page with this id in any section, if there is one.
fn find_page(root: &Path, id: &str) -> Option<PathBuf> {
    let sections = std::fs::read_dir(root.join(CONTENT)).ok()?;
    sections
        .filter_map(Result::ok)
        .map(|s| s.path().join(id))
        .find(|dir| dir.join(PAGE_FACTS).is_file())
}

/// The sections the site has: the folders of `content/`.
fn sections(root: &Path) -> Vec<String> {
    let mut found: Vec<String> = std::fs::read_dir(root.join(CONTENT))
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
                .filter_map(|e| e.file_name().into_string().ok())
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found
}

/// A page starts in a section the site has: a new section also needs its URL segment in every
/// language, which a page cannot bring.
fn check_section(root: &Path, section: &str) -> Result<(), AuthorError> {
    let known = sections(root);
    if known.iter().any(|s| s == section) {
        return Ok(());
    }
    Err(AuthorError::Request(format!(
        "expected a section of the site ({}), found `{section}`; a new section starts with its \
         folder content/{section}/ and its URL segment `path-{section}` in every language",
        known.join(", ")
    )))
}

/// The base of a variant is a page that exists and is a game (a variant of a variant has no
/// standard to be compared with).
fn check_base(root: &Path, base: &str) -> Result<(), AuthorError> {
    let Some(folder) = find_page(root, base) else {
        return Err(AuthorError::Request(format!(
            "the base page `{base}` does not exist (expected content/<section>/{base}/page.toml)"
        )));
    };
    let facts = folder.join(PAGE_FACTS);
    let kind = toml::from_str::<toml::Table>(&read(&facts)?)
        .ok()
        .and_then(|t| t.get("kind").and_then(|k| k.as_str().map(str::to_string)));
    if kind.as_deref() == Some("game") {
        return Ok(());
    }
    Err(AuthorError::Request(format!(
        "expected a game as the base page, found `{base}`, which {} does not make a game \
         (`kind = \"game\"`); a variant's base is the standard game it changes",
        facts.display()
    )))
}

/// The new page's slug (its id) is free in its section: no text of another page there has it,
/// in any language (a language without the page's text shows it under the reference slug).
fn check_slug_free(root: &Path, section: &str, id: &str) -> Result<(), AuthorError> {
    let folder = root.join(CONTENT).join(section);
    for entry in walkdir::WalkDir::new(&folder).min_depth(2).max_depth(2) {
        let Ok(entry) = entry else { continue };
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "md") {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(path) else {
            continue;
        };
        let slug = split_front_matter(&text)
            .and_then(|(front, _, _)| toml::from_str::<toml::Table>(front).ok())
            .and_then(|t| t.get("slug").and_then(|s| s.as_str().map(str::to_string)));
        if slug.as_deref() == Some(id) {
            return Err(AuthorError::Request(format!(
                "the slug `{id}` is taken in `{section}` by {}; choose another page id",
                path.display()
            )));
        }
    }
    Ok(())
}

/// The term of a Fluent file whose name (any of its variants) is `name`, ignoring case.
fn term_named(text: &str, name: &str) -> Option<String> {
    use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
    fn texts(pattern: &Pattern<&str>, out: &mut Vec<String>) {
        let mut own = String::new();
        for element in &pattern.elements {
            match element {
                PatternElement::TextElement { value } => own.push_str(value),
                PatternElement::Placeable {
                    expression: Expression::Select { variants, .. },
                } => variants.iter().for_each(|v| texts(&v.value, out)),
                PatternElement::Placeable {
                    expression: Expression::Inline(InlineExpression::StringLiteral { value }),
                } => own.push_str(value),
                PatternElement::Placeable { .. } => {}
            }
        }
        out.push(own.trim().to_string());
    }
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let wanted = name.trim().to_lowercase();
    resource.body.iter().find_map(|entry| {
        let Entry::Term(term) = entry else {
            return None;
        };
        let mut names = Vec::new();
        texts(&term.value, &mut names);
        names
            .iter()
            .any(|n| n.to_lowercase() == wanted)
            .then(|| term.id.name.to_string())
    })
}

/// Whether a Fluent file defines the term `-<id>` (at the start of a line).
fn defines_term(text: &str, id: &str) -> bool {
    term_block(text, id).is_some()
}

/// The lines of the term `-<id>`: its first line and the indented lines after it.
fn term_block<'t>(text: &'t str, id: &str) -> Option<Vec<&'t str>> {
    let mut lines = text.lines().skip_while(|l| {
        l.strip_prefix('-')
            .and_then(|rest| rest.strip_prefix(id))
            .is_none_or(|rest| !rest.trim_start().starts_with('='))
    });
    let first = lines.next()?;
    let mut block = vec![first];
    block.extend(lines.take_while(|l| l.starts_with(' ')));
    Some(block)
}

fn reference_term(id: &str, name: &str, family: Option<&str>) -> String {
    let mut out = format!("-{id} = {name}\n");
    if let Some(family) = family {
        let _ = writeln!(out, "    .family = {family}");
    }
    out
}

/// The name to translate, commented out, in the shape the language gave the base game's name
/// (the same variants and attributes), its values left as `…`.
fn commented_term(id: &str, tag: &str, base: Option<Vec<&str>>, family: Option<&str>) -> String {
    let mut out =
        format!("# The name of `{id}` in `{tag}`: translate it, then remove the \"# \".\n");
    let block = base.unwrap_or_else(|| vec!["-base = …"]);
    for (i, line) in block.iter().enumerate() {
        let line = if i == 0 {
            let (_, value) = line.split_once('=').unwrap_or(("", ""));
            let value = if value.trim_start().starts_with('{') {
                value.trim()
            } else {
                "…"
            };
            format!("-{id} = {value}")
        } else {
            blank_value(line, family)
        };
        let _ = writeln!(out, "# {line}");
    }
    if family.is_some() && !block.iter().any(|l| l.trim_start().starts_with(".family")) {
        let _ = writeln!(out, "#     .family = {}", family.unwrap_or_default());
    }
    out
}

/// A line of a term with its text replaced by `…`: a variant `[key] text`, an attribute
/// `.name = text` (`.family` gets the page's family); braces and selectors stay.
fn blank_value(line: &str, family: Option<&str>) -> String {
    let indent = &line[..line.len() - line.trim_start().len()];
    let trimmed = line.trim_start();
    if let Some((attribute, _)) = trimmed.split_once('=').filter(|_| trimmed.starts_with('.')) {
        let value = match (attribute.trim(), family) {
            (".family", Some(family)) => family,
            _ => "…",
        };
        return format!("{indent}{} = {value}", attribute.trim());
    }
    if let Some(end) = trimmed.find(']').filter(|_| trimmed.contains('[')) {
        let (key, value) = trimmed.split_at(end + 1);
        // A nested selector stays; only text is blanked.
        if value.trim_start().starts_with('{') {
            return line.to_string();
        }
        return format!("{indent}{key} …");
    }
    line.to_string()
}

fn read(path: &Path) -> Result<String, AuthorError> {
    std::fs::read_to_string(path).map_err(|e| AuthorError::io(path, "read", e))
}

/// Writes a file that must not exist yet.
fn create(path: &Path, text: &str) -> Result<(), AuthorError> {
    use std::io::Write;
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(|e| AuthorError::io(path, "create", e))?;
    file.write_all(text.as_bytes())
        .map_err(|e| AuthorError::io(path, "write", e))
}

/// Adds `entry` at the end of a file whose text is `existing`, after a blank line.
fn append(path: &Path, existing: &str, entry: &str) -> Result<(), AuthorError> {
    let mut text = existing.trim_end().to_string();
    text.push_str("\n\n");
    text.push_str(entry);
    std::fs::write(path, text).map_err(|e| AuthorError::io(path, "write", e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_come_from_ids() {
        assert_eq!(name_from_id("antidraughts"), "Antidraughts");
        assert_eq!(name_from_id("long-jump"), "Long jump");
    }

    #[test]
    fn a_term_keeps_the_shape_of_the_base_name() {
        let hu = "# names\n-international-draughts = { $position ->\n       *[start] Nemzetközi dáma\n        [mid] nemzetközi dáma\n    }\n    .article = a\n    .family = draughts\n-frisian-draughts = Fríz dáma\n";
        let block = term_block(hu, "international-draughts");
        assert_eq!(block.as_ref().map(Vec::len), Some(6));
        assert!(defines_term(hu, "frisian-draughts"));
        assert!(!defines_term(hu, "frisian"));
        let term = commented_term("antidraughts", "hu", block, Some("draughts"));
        assert_eq!(
            term,
            "# The name of `antidraughts` in `hu`: translate it, then remove the \"# \".\n\
             # -antidraughts = { $position ->\n\
             #        *[start] …\n\
             #         [mid] …\n\
             #     }\n\
             #     .article = …\n\
             #     .family = draughts\n"
        );
        // Nested selectors keep their shape.
        let pl = "-international-draughts = { $case ->\n   *[nom] { $position ->\n      *[start] Warcaby\n       [mid] warcaby\n    }\n  }\n  .family = draughts\n";
        let term = commented_term(
            "x",
            "pl",
            term_block(pl, "international-draughts"),
            Some("draughts"),
        );
        assert!(term.contains("# -x = { $case ->\n#    *[nom] { $position ->\n#       *[start] …\n#        [mid] …\n#     }\n#   }\n#   .family = draughts\n"), "{term}");
        // Without a base: a plain name and the family.
        assert_eq!(
            commented_term("x", "de", None, Some("halma")),
            "# The name of `x` in `de`: translate it, then remove the \"# \".\n# -x = …\n#     .family = halma\n"
        );
    }
}
