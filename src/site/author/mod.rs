//! The authoring commands: `new-locale` starts a language, `new-page` a page's skeleton,
//! `translated` records what a translation was made from, and `check --review` writes the
//! side-by-side files a reviewer reads and the translation status page. They only create files
//! (or replace their own), never overwrite an author's.

pub(crate) mod new_locale;
pub(crate) mod new_page;
pub(crate) mod review;
mod status_page;
pub(crate) mod translated;

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use crate::rules::TextError;
use crate::site::diagnostic::Diagnostic;
use crate::site::load::language_tag::TagError;
use crate::site::names::NameError;

/// Why an authoring command stopped. It stops before writing anything, except for an `Io` error
/// met while writing: the files written before it stay, and the message names the one that failed.
#[derive(Debug)]
pub enum AuthorError {
    /// The request cannot be carried out as given; the sentence says why and what was expected.
    Request(String),
    /// The site cannot be read: its errors, each with its file, line and column.
    Site(Vec<Diagnostic>),
    /// A file or folder could not be read, created or written.
    Io {
        /// The file or folder.
        path: PathBuf,
        /// `read`, `create` or `write`.
        doing: &'static str,
        /// What the system said.
        error: io::Error,
    },
}

impl AuthorError {
    pub(crate) fn io(path: &Path, doing: &'static str, error: io::Error) -> AuthorError {
        AuthorError::Io {
            path: path.to_path_buf(),
            doing,
            error,
        }
    }
}

/// A typed refusal of a value the request gives, whose `Display` is the sentence that says what
/// is wrong: it becomes a [`AuthorError::Request`].
pub(crate) trait RefusedValue: fmt::Display {}

/// A name refused by `names::check_slug` and the like.
impl RefusedValue for NameError {}
/// A language tag refused by `language_tag::parse_tag` or `check_tag_folder`.
impl RefusedValue for TagError {}
/// A rule set without a start position for the request (`start_position`).
impl RefusedValue for TextError {}

impl<E: RefusedValue> From<E> for AuthorError {
    fn from(error: E) -> Self {
        AuthorError::Request(error.to_string())
    }
}

/// The other checks of values say what is wrong in a sentence.
impl From<String> for AuthorError {
    fn from(message: String) -> Self {
        AuthorError::Request(message)
    }
}

impl fmt::Display for AuthorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AuthorError::Request(message) => f.write_str(message),
            AuthorError::Site(errors) if errors.is_empty() => {
                f.write_str("the site cannot be read")
            }
            AuthorError::Site(errors) => {
                let lines: Vec<String> = errors.iter().map(ToString::to_string).collect();
                f.write_str(&lines.join("\n"))
            }
            AuthorError::Io { path, doing, error } => {
                write!(f, "cannot {doing} {}: {error}", path.display())
            }
        }
    }
}

impl std::error::Error for AuthorError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            AuthorError::Io { error, .. } => Some(error),
            _ => None,
        }
    }
}
