//! `locales/<tag>/translated.toml`: for each unit of a language, the fingerprint of the
//! reference text it was translated from. Kept beside the translation, so it travels with an
//! export or a shallow clone; written only by `rulebook translated`, `new-locale` and `new-page`.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use serde::{Deserialize, Serialize};

use toml::Spanned;

use crate::site::diagnostic::{Diagnostic, LineColumn, SourceText};
use crate::site::load::inputs::Inputs;
use crate::site::load::layout::LOCALES;
use crate::site::load::{source_file, toml_text};

pub(crate) const FILE_NAME: &str = "translated.toml";

/// When each language's record file was last written (and its size).
pub(crate) type RecordStamps = Vec<Option<(SystemTime, u64)>>;

/// Whether a recorded value has the shape `fingerprint` writes: 8 lowercase hex digits.
fn is_fingerprint(value: &str) -> bool {
    value.len() == 8
        && value
            .bytes()
            .all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
}

const HEADER: &str = "\
# The reference-language text each unit of this language was translated from, as a fingerprint
# per unit. Written by `rulebook translated` (see docs/translating.md): a unit whose reference
# text has changed since is reported as outdated by `rulebook check`.
";

/// Each tracked language's record (`locales/<tag>/translated.toml`), by language: what the
/// translation state compares with.
pub(crate) type Records = Vec<(String, Record)>;

/// A record as written, each fingerprint with its place, to check its shape.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRecord {
    #[serde(default)]
    pages: BTreeMap<String, BTreeMap<String, Spanned<String>>>,
    #[serde(default)]
    messages: BTreeMap<String, Spanned<String>>,
}

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
    /// that cannot be read is an error at its line, or naming the file when it is no text file;
    /// a record is never read through a symbolic link (as nothing in `content/` or `static/` is).
    pub(crate) fn load(root: &Path, tag: &str) -> Result<Option<Record>, Diagnostic> {
        let relative = Self::path(tag);
        let path = root.join(&relative);
        let error = |message: String| Diagnostic::error(&relative, LineColumn::default(), message);
        match std::fs::symlink_metadata(&path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(error(format!("cannot read it: {e}"))),
            Ok(meta) if meta.file_type().is_symlink() => {
                return Err(error(
                    "a record is never read or written through a symbolic link; put the file itself here"
                        .to_string(),
                ))
            }
            Ok(meta) if !meta.is_file() => {
                return Err(error(
                    "expected the language's record, a TOML file written by `rulebook translated`, found a folder or another kind of file"
                        .to_string(),
                ))
            }
            Ok(_) => {}
        }
        let text = source_file::read(&path, &relative)?;
        let raw: RawRecord = toml_text::from_str(&text).map_err(|e| {
            Diagnostic::error(
                &relative,
                SourceText::new(&text).span_start(e.span()),
                e.message().trim().to_string(),
            )
        })?;
        let source = SourceText::new(&text);
        let check = |value: Spanned<String>| {
            if is_fingerprint(value.get_ref()) {
                return Ok(value.into_inner());
            }
            Err(Diagnostic::error(
                &relative,
                source.position(value.span().start),
                format!(
                    "expected a fingerprint of 8 hexadecimal digits such as \"4fd0bfc1\", found {:?}; records are written by `rulebook translated`, not by hand",
                    value.get_ref()
                ),
            ))
        };
        let mut record = Record::default();
        for (page, units) in raw.pages {
            let mut checked = BTreeMap::new();
            for (key, value) in units {
                checked.insert(key, check(value)?);
            }
            record.pages.insert(page, checked);
        }
        for (key, value) in raw.messages {
            record.messages.insert(key, check(value)?);
        }
        Ok(Some(record))
    }

    /// The record of every language but the reference one that keeps one, read in parallel,
    /// and the errors of those that cannot be read.
    pub(crate) fn load_all(inputs: &Inputs) -> (Records, Vec<Diagnostic>) {
        use rayon::prelude::*;
        let reference = &inputs.config.reference_language;
        let tags: Vec<&str> = (inputs.config.languages.iter())
            .map(|l| l.tag.as_str())
            .filter(|tag| tag != reference)
            .collect();
        let loaded: Vec<(&str, Result<Option<Record>, Diagnostic>)> = (tags.into_par_iter())
            .map(|tag| (tag, Record::load(&inputs.root, tag)))
            .collect();
        let (mut records, mut errors) = (Vec::new(), Vec::new());
        for (tag, loaded) in loaded {
            match loaded {
                Ok(Some(record)) => records.push((tag.to_string(), record)),
                Ok(None) => {}
                Err(e) => errors.push(e),
            }
        }
        (records, errors)
    }

    /// The stamps of every translation's record, in the order of the languages, to tell whether
    /// the records kept by the preview still stand without reading them again.
    pub(crate) fn stamps(inputs: &Inputs) -> RecordStamps {
        let reference = &inputs.config.reference_language;
        (inputs.config.languages.iter())
            .filter(|l| &l.tag != reference)
            .map(|l| Record::stamp(&inputs.root, &l.tag))
            .collect()
    }

    /// When a language's record was last written, and its size; `None` when it keeps none.
    fn stamp(root: &Path, tag: &str) -> Option<(SystemTime, u64)> {
        let meta = std::fs::symlink_metadata(root.join(Self::path(tag))).ok()?;
        Some((meta.modified().ok()?, meta.len()))
    }

    /// Writes the record (sorted, one unit a line), replacing the file; never through a
    /// symbolic link, which could point at another language's record or outside the site.
    pub(crate) fn save(&self, root: &Path, tag: &str) -> std::io::Result<()> {
        let body = toml::to_string(self).map_err(std::io::Error::other)?;
        let path = root.join(Self::path(tag));
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        if std::fs::symlink_metadata(&path).is_ok_and(|m| m.file_type().is_symlink()) {
            return Err(std::io::Error::other(
                "it is a symbolic link: a record is never written through one; put the file itself here",
            ));
        }
        // Written beside it and renamed over it: a link put in its place meanwhile is replaced,
        // not followed.
        let staged = path.with_extension("toml.new");
        std::fs::write(&staged, format!("{HEADER}\n{body}"))?;
        std::fs::rename(&staged, &path)
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
