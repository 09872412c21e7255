//! `locales/<tag>/translated.toml`: for each unit of a language, the fingerprint of the
//! reference text it was translated from. Kept beside the translation, so it travels with an
//! export or a shallow clone; written only by `rulebook translated`, `new-locale` and `new-page`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use serde::{Deserialize, Serialize};

use crate::site::diagnostic::{Diagnostic, SourceText};
use crate::site::load::layout::LOCALES;
use crate::site::load::toml_text;

pub(crate) const FILE_NAME: &str = "translated.toml";

const HEADER: &str = "\
# The reference-language text each unit of this language was translated from, as a fingerprint
# per unit. Written by `rulebook translated` (see docs/translating.md): a unit whose reference
# text has changed since is reported as outdated by `rulebook check`.
";

/// A language's record: fingerprints by page id and unit key, and by Fluent entry id.
#[derive(Debug, Default, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Record {
    #[serde(default)]
    pub pages: BTreeMap<String, BTreeMap<String, String>>,
    #[serde(default)]
    pub messages: BTreeMap<String, String>,
}

impl Record {
    /// The record's place: `locales/<tag>/translated.toml`, relative to the site's root.
    pub(crate) fn path(tag: &str) -> PathBuf {
        Path::new(LOCALES).join(tag).join(FILE_NAME)
    }

    /// A language's record; `None` when it keeps none (the language is not tracked). A record
    /// that cannot be read is an error at its line.
    pub(crate) fn load(root: &Path, tag: &str) -> Result<Option<Record>, Diagnostic> {
        let relative = Self::path(tag);
        let text = match std::fs::read_to_string(root.join(&relative)) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => {
                return Err(Diagnostic::error(
                    &relative,
                    Default::default(),
                    format!("cannot read it: {e}"),
                ))
            }
        };
        toml_text::from_str(&text).map(Some).map_err(|e| {
            Diagnostic::error(
                &relative,
                SourceText::new(&text).span_start(e.span()),
                e.message().trim().to_string(),
            )
        })
    }

    /// When a language's record was last written, and its size; `None` when it keeps none.
    pub(crate) fn stamp(root: &Path, tag: &str) -> Option<(SystemTime, u64)> {
        let meta = std::fs::metadata(root.join(Self::path(tag))).ok()?;
        Some((meta.modified().ok()?, meta.len()))
    }

    /// Writes the record (sorted, one unit a line), replacing the file.
    pub(crate) fn save(&self, root: &Path, tag: &str) -> std::io::Result<()> {
        let body = toml::to_string(self).map_err(std::io::Error::other)?;
        let path = root.join(Self::path(tag));
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        std::fs::write(path, format!("{HEADER}\n{body}"))
    }

    /// The fingerprint recorded for a unit of a page (`Some(page)`) or a Fluent entry (`None`).
    pub(crate) fn get(&self, page: Option<&str>, key: &str) -> Option<&str> {
        match page {
            Some(page) => self.pages.get(page)?.get(key),
            None => self.messages.get(key),
        }
        .map(String::as_str)
    }

    pub(crate) fn set(&mut self, page: Option<&str>, key: &str, fingerprint: String) {
        let units = match page {
            Some(page) => self.pages.entry(page.to_string()).or_default(),
            None => &mut self.messages,
        };
        units.insert(key.to_string(), fingerprint);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_is_written_and_read_back() {
        let tmp = tempfile::tempdir().expect("tmp");
        let mut record = Record::default();
        record.set(Some("frysk"), "section.history", "0123abcd".into());
        record.set(None, "-frysk", "89ab4567".into());
        record.save(tmp.path(), "de").expect("saved");
        let back = Record::load(tmp.path(), "de")
            .expect("read")
            .expect("there");
        assert_eq!(back, record);
        assert_eq!(back.get(Some("frysk"), "section.history"), Some("0123abcd"));
        assert_eq!(Record::load(tmp.path(), "fr").expect("read"), None);
    }

    #[test]
    fn a_broken_record_is_an_error_at_its_line() {
        let tmp = tempfile::tempdir().expect("tmp");
        let dir = tmp.path().join("locales/de");
        std::fs::create_dir_all(&dir).expect("dir");
        std::fs::write(dir.join(FILE_NAME), "[pages.frysk]\ntagline = 12\n").expect("write");
        let e = Record::load(tmp.path(), "de").expect_err("refused");
        assert_eq!(e.line, 2, "{e:?}");
        // A control character written as an escape is refused at it, as in every TOML file.
        std::fs::write(
            dir.join(FILE_NAME),
            "[pages.frysk]\ntagline = \"a\\u0007\"\n",
        )
        .expect("write");
        let e = Record::load(tmp.path(), "de").expect_err("refused");
        assert_eq!((e.line, e.column), (2, 13), "{e:?}");
        assert!(e.message.contains("U+0007"), "{e:?}");
    }
}
