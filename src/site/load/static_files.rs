//! Which files of `static/` are published — one rule for `build`, `check` and the preview:
//! regular files only. A hidden entry (a name starting with `.`: `.env`, `.git/`, an editor's
//! swap file) is left out, and so is a symbolic link, which may lead anywhere on the machine
//! (`content/` follows the same rule). Each entry left out is named in a warning.

use std::collections::{BTreeSet, HashSet};
use std::ffi::OsStr;
use std::fs::FileType;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::site::diagnostic::{Diagnostic, LineColumn};

/// Why an entry of an input folder is not read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Skipped {
    Hidden,
    Link,
}

impl Skipped {
    /// Whether the entry `name` of that type is left out, and why.
    pub(crate) fn entry(name: &OsStr, file_type: FileType) -> Option<Skipped> {
        if name.as_encoded_bytes().starts_with(b".") {
            Some(Skipped::Hidden)
        } else if file_type.is_symlink() {
            Some(Skipped::Link)
        } else {
            None
        }
    }

    /// The warning at the entry (`rel`, relative to the site's root).
    pub(crate) fn warning(self, rel: &Path) -> Diagnostic {
        let message = match self {
            Skipped::Hidden => {
                "not published: hidden files and folders (names starting with `.`) are left out of the site"
            }
            Skipped::Link => {
                "not read: symbolic links in `static/` and `content/` are not followed; put the file or folder itself here"
            }
        };
        Diagnostic::warning(rel, LineColumn::default(), message)
    }
}

/// Whether a path inside `static/` goes through a hidden folder or names a hidden file.
pub(crate) fn is_hidden(rel: &Path) -> bool {
    rel.components()
        .any(|c| c.as_os_str().as_encoded_bytes().starts_with(b"."))
}

/// The published files of a static folder.
#[derive(Debug, Default)]
pub(crate) struct Listing {
    /// Paths relative to the folder, in name order.
    pub(crate) files: Vec<PathBuf>,
    /// A warning for each entry left out, named as `named` joined with its path in the folder.
    pub(crate) skipped: Vec<Diagnostic>,
}

/// Lists `dir` (absent: nothing); `named` is how messages name it (`static`).
pub(crate) fn list(dir: &Path, named: &Path) -> io::Result<Listing> {
    let mut listing = Listing::default();
    if !dir.is_dir() {
        return Ok(listing);
    }
    let mut walk = walkdir::WalkDir::new(dir)
        .min_depth(1)
        .sort_by_file_name()
        .into_iter();
    while let Some(entry) = walk.next() {
        let entry = entry.map_err(io::Error::other)?;
        let rel = entry
            .path()
            .strip_prefix(dir)
            .map_err(io::Error::other)?
            .to_path_buf();
        if let Some(why) = Skipped::entry(entry.file_name(), entry.file_type()) {
            listing.skipped.push(why.warning(&named.join(&rel)));
            if entry.file_type().is_dir() {
                walk.skip_current_dir();
            }
        } else if entry.file_type().is_file() {
            listing.files.push(rel);
        }
    }
    Ok(listing)
}

/// The site paths of the published static files, against which every generated file is
/// checked: a static file would otherwise be silently replaced by a page, the sitemap, a board
/// image or a search file of the same name.
#[derive(Debug, Default)]
pub(crate) struct Claims {
    statics: HashSet<String>,
    taken: Mutex<BTreeSet<String>>,
}

impl Claims {
    pub(crate) fn new(listing: &Listing) -> Claims {
        let statics = listing.files.iter().map(|rel| site_path(rel)).collect();
        Claims {
            statics,
            taken: Mutex::default(),
        }
    }

    /// Whether the generated file at `path` (`/sitemap.xml`) has a static file's name; such a
    /// clash is kept for [`Claims::errors`].
    pub(crate) fn clashes(&self, path: &str) -> bool {
        let clash = self.statics.contains(path);
        if clash {
            self.taken
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .insert(path.to_string());
        }
        clash
    }

    /// An error at each static file that a generated file would replace, naming both.
    pub(crate) fn errors(self, named: &Path) -> Vec<Diagnostic> {
        let taken = self.taken.into_inner().unwrap_or_else(|e| e.into_inner());
        taken
            .into_iter()
            .map(|path| {
                Diagnostic::error(
                    named.join(path.trim_start_matches('/')),
                    LineColumn::default(),
                    format!(
                        "the build generates `{path}` itself, which would replace this static file; rename or remove it"
                    ),
                )
            })
            .collect()
    }
}

/// The site path (`/css/site.css`) of a file at `rel` in the static folder.
fn site_path(rel: &Path) -> String {
    let parts: Vec<_> = rel
        .components()
        .map(|c| c.as_os_str().to_string_lossy())
        .collect();
    format!("/{}", parts.join("/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hidden_entries_and_links_are_left_out_and_named() {
        let dir = tempfile::tempdir().expect("temp dir");
        let root = dir.path();
        std::fs::create_dir_all(root.join("css")).expect("mkdir");
        std::fs::create_dir_all(root.join(".git/objects")).expect("mkdir");
        for file in [
            "css/site.css",
            ".env",
            ".git/objects/x",
            "css/.site.css.swp",
        ] {
            std::fs::write(root.join(file), "x").expect("write");
        }
        #[cfg(unix)]
        std::os::unix::fs::symlink("/etc/hostname", root.join("host")).expect("symlink");
        let listing = list(root, Path::new("static")).expect("list");
        assert_eq!(listing.files, [PathBuf::from("css/site.css")]);
        let mut named: Vec<String> = listing
            .skipped
            .iter()
            .map(|d| d.file.display().to_string())
            .collect();
        named.sort();
        let mut expected = vec!["static/.env", "static/.git", "static/css/.site.css.swp"];
        if cfg!(unix) {
            expected.push("static/host");
        }
        expected.sort();
        assert_eq!(named, expected);
        assert!(is_hidden(Path::new(".git/config")));
        assert!(!is_hidden(Path::new("css/site.css")));
    }
}
