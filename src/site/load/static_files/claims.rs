//! The static files a generated file would replace: every file the build writes is checked
//! against `static/`'s, since a static file would otherwise be silently replaced by a page, the
//! sitemap, a board image or a search file of the same name.

use std::collections::BTreeSet;
use std::path::Path;
use std::sync::Mutex;

use crate::site::diagnostic::{Diagnostic, LineColumn};
use crate::site::load::layout::STATIC;
use crate::site::load::static_files::Statics;
use crate::site::sync::lock;
use crate::site::sync::Recover;

/// The site paths of the published static files, and those a generated file clashed with.
#[derive(Debug)]
pub(crate) struct Claims<'a> {
    statics: &'a Statics,
    taken: Mutex<BTreeSet<String>>,
}

impl<'a> Claims<'a> {
    pub(crate) fn new(statics: &'a Statics) -> Claims<'a> {
        Claims {
            statics,
            taken: Mutex::default(),
        }
    }

    /// Whether the generated file at `path` (`/sitemap.xml`) has a static file's name; such a
    /// clash is kept for [`Claims::errors`].
    pub(crate) fn clashes(&self, path: &str) -> bool {
        let clash = self.statics.publishes(path);
        if clash {
            lock(&self.taken).insert(path.to_string());
        }
        clash
    }

    /// An error at each static file that a generated file would replace, naming both.
    pub(crate) fn errors(self) -> Vec<Diagnostic> {
        let taken = self.taken.into_inner().recover();
        taken
            .into_iter()
            .map(|path| {
                Diagnostic::error(
                    Path::new(STATIC).join(path.trim_start_matches('/')),
                    LineColumn::default(),
                    format!(
                        "the build generates `{path}` itself, which would replace this static file; rename or remove it"
                    ),
                )
            })
            .collect()
    }
}
