//! The one reader of `static/`: which of its files the site publishes, under which site paths,
//! for `build`, `check`, the link check and the preview alike. Regular files only: a hidden
//! entry (a name starting with `.`: `.env`, `.git/`, an editor's swap file) is left out, and so
//! is a symbolic link, which may lead anywhere on the machine (`content/` follows the same
//! rule). Each entry left out is named in a warning. `compact` minifies scripts and stylesheets
//! as they leave the folder; `claims` finds the generated files that would replace one.

pub(crate) mod claims;
pub(crate) mod compact;

use std::collections::HashSet;
use std::ffi::OsStr;
use std::fs::FileType;
use std::io;
use std::path::{Path, PathBuf};

use crate::site::diagnostic::{Diagnostic, LineColumn};
use crate::site::load::layout::STATIC;

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

/// A published file of `static/`.
#[derive(Debug, Clone)]
pub(crate) struct StaticFile {
    /// Its path in the folder (`css/site.css`).
    pub rel: PathBuf,
    /// Where it is on disk.
    pub path: PathBuf,
    /// Where the site publishes it (`/css/site.css`).
    pub site_path: String,
}

/// A static file's bytes as published.
pub(crate) struct Published {
    pub bytes: Vec<u8>,
    /// Why a script was left as it is: it does not parse.
    pub problem: Option<Diagnostic>,
}

impl StaticFile {
    /// How messages name it: `static/css/site.css`.
    pub(crate) fn named(&self) -> PathBuf {
        Path::new(STATIC).join(&self.rel)
    }

    /// Whether it is minified as it is published (and so read whole); any other file is
    /// published byte for byte.
    pub(crate) fn is_compacted(&self) -> bool {
        compact::is_compacted(&self.rel)
    }

    /// Its bytes as the site publishes them: scripts and stylesheets minified, and a script that
    /// does not parse as it is, with its first syntax error.
    pub(crate) fn published(&self) -> io::Result<Published> {
        let bytes = std::fs::read(&self.path)?;
        if !self.is_compacted() {
            return Ok(Published {
                bytes,
                problem: None,
            });
        }
        Ok(match compact::compact(&self.named(), bytes.clone()) {
            Ok(bytes) => Published {
                bytes,
                problem: None,
            },
            Err(problem) => Published {
                bytes,
                problem: Some(problem),
            },
        })
    }
}

/// An entry of `static/` that could not be read (a folder without permission): what is below
/// it is unknown; the rest of the folder is listed.
#[derive(Debug)]
pub(crate) struct Unreadable {
    pub path: PathBuf,
    pub error: io::Error,
}

/// What a site's `static/` folder publishes (nothing when it has none).
#[derive(Debug, Default)]
pub(crate) struct Statics {
    /// The folder on disk.
    dir: PathBuf,
    /// In name order.
    files: Vec<StaticFile>,
    /// Their site paths.
    site_paths: HashSet<String>,
    /// A warning for each entry left out, at `static/<its path>`.
    pub skipped: Vec<Diagnostic>,
    pub unreadable: Vec<Unreadable>,
}

impl Statics {
    /// Lists the `static/` folder of the site at `root`.
    pub(crate) fn read(root: &Path) -> Statics {
        let dir = root.join(STATIC);
        let mut statics = Statics {
            dir: dir.clone(),
            ..Statics::default()
        };
        if !dir.is_dir() {
            return statics;
        }
        let mut walk = walkdir::WalkDir::new(&dir)
            .min_depth(1)
            .sort_by_file_name()
            .into_iter();
        while let Some(entry) = walk.next() {
            let entry = match entry {
                Ok(entry) => entry,
                Err(e) => {
                    let path = e.path().unwrap_or(&dir).to_path_buf();
                    let error = e
                        .into_io_error()
                        .unwrap_or_else(|| io::Error::other("a loop"));
                    statics.unreadable.push(Unreadable { path, error });
                    continue;
                }
            };
            let Ok(rel) = entry.path().strip_prefix(&dir) else {
                continue;
            };
            if let Some(why) = Skipped::entry(entry.file_name(), entry.file_type()) {
                statics
                    .skipped
                    .push(why.warning(&Path::new(STATIC).join(rel)));
                if entry.file_type().is_dir() {
                    walk.skip_current_dir();
                }
            } else if entry.file_type().is_file() {
                statics.site_paths.insert(site_path(rel));
                statics.files.push(StaticFile {
                    rel: rel.to_path_buf(),
                    path: entry.path().to_path_buf(),
                    site_path: site_path(rel),
                });
            }
        }
        statics
    }

    /// Every published file, in name order.
    pub(crate) fn list(&self) -> &[StaticFile] {
        &self.files
    }

    /// The published files at the site path `path` or below it (a file, a folder, or `/` for
    /// all of them).
    pub(crate) fn under<'a>(&'a self, path: &'a str) -> impl Iterator<Item = &'a StaticFile> {
        self.files
            .iter()
            .filter(move |file| is_under(&file.site_path, path))
    }

    /// Whether a static file is published at the site path `path` (`/css/site.css`).
    pub(crate) fn publishes(&self, path: &str) -> bool {
        self.site_paths.contains(path)
    }

    /// Whether the file at the site path `path` may be there: it is listed, or it lies in an
    /// entry that could not be read.
    pub(crate) fn may_hold(&self, path: &str) -> bool {
        let on_disk = self.dir.join(path.trim_start_matches('/'));
        self.publishes(path) || self.unreadable.iter().any(|u| on_disk.starts_with(&u.path))
    }

    /// What a build reports about the folder: the entries it leaves out (warnings), those it
    /// cannot read and the scripts that do not parse (errors).
    pub(crate) fn problems(&self) -> Vec<Diagnostic> {
        let unreadable = self.unreadable.iter().map(|u| {
            let named = u.path.strip_prefix(self.dir.parent().unwrap_or(&self.dir));
            let message = format!("cannot read: {}", u.error);
            Diagnostic::error(
                named.unwrap_or(u.path.as_path()),
                LineColumn::default(),
                message,
            )
        });
        let scripts = self
            .files
            .iter()
            .filter(|file| file.is_compacted())
            .filter_map(|file| match file.published() {
                Ok(published) => published.problem,
                Err(e) => Some(Diagnostic::error(
                    file.named(),
                    LineColumn::default(),
                    format!("cannot read: {e}"),
                )),
            });
        self.skipped
            .iter()
            .cloned()
            .chain(unreadable)
            .chain(scripts)
            .collect()
    }
}

/// Whether the site path `file` is `path` or lies below it.
fn is_under(file: &str, path: &str) -> bool {
    file == path
        || file
            .strip_prefix(path.trim_end_matches('/'))
            .is_some_and(|rest| rest.starts_with('/'))
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
        let root = dir.path().join(STATIC);
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
        #[cfg(unix)]
        std::os::unix::fs::symlink(root.join("css"), root.join("linked")).expect("symlink");
        let statics = Statics::read(dir.path());
        let listed: Vec<(&str, &Path)> = statics
            .list()
            .iter()
            .map(|f| (f.site_path.as_str(), f.rel.as_path()))
            .collect();
        assert_eq!(listed, [("/css/site.css", Path::new("css/site.css"))]);
        let mut named: Vec<String> = statics
            .skipped
            .iter()
            .map(|d| d.file.display().to_string())
            .collect();
        named.sort();
        let mut expected = vec!["static/.env", "static/.git", "static/css/.site.css.swp"];
        if cfg!(unix) {
            expected.extend(["static/host", "static/linked"]);
        }
        expected.sort();
        assert_eq!(named, expected);
    }

    #[test]
    fn files_are_found_under_a_site_path() {
        let dir = tempfile::tempdir().expect("temp dir");
        let root = dir.path().join(STATIC);
        std::fs::create_dir_all(root.join("css")).expect("mkdir");
        for file in ["css/a.css", "css/b.css", "cssx", "js"] {
            std::fs::write(root.join(file), "x").expect("write");
        }
        let statics = Statics::read(dir.path());
        let under =
            |path| -> Vec<&str> { statics.under(path).map(|f| f.site_path.as_str()).collect() };
        assert_eq!(under("/css"), ["/css/a.css", "/css/b.css"]);
        assert_eq!(under("/css/"), ["/css/a.css", "/css/b.css"]);
        assert_eq!(under("/css/a.css"), ["/css/a.css"]);
        assert_eq!(under("/").len(), 4);
        assert!(under("/css/c.css").is_empty());
        assert!(statics.may_hold("/cssx") && !statics.may_hold("/css/c.css"));
        assert!(Statics::read(&dir.path().join("nowhere")).list().is_empty());
    }

    #[test]
    fn a_script_that_does_not_parse_is_published_as_it_is_with_its_problem() {
        let dir = tempfile::tempdir().expect("temp dir");
        let root = dir.path().join(STATIC);
        std::fs::create_dir_all(&root).expect("mkdir");
        std::fs::write(root.join("a.js"), "let a = ;\n").expect("write");
        std::fs::write(root.join("b.css"), "a { b: c; }\n").expect("write");
        let statics = Statics::read(dir.path());
        let [script, sheet] = statics.list() else {
            panic!("{statics:?}");
        };
        let published = script.published().expect("read");
        assert_eq!(published.bytes, b"let a = ;\n");
        let problem = published.problem.expect("a problem");
        assert_eq!(problem.file, Path::new("static/a.js"));
        assert_eq!(sheet.published().expect("read").bytes, b"a{b:c}");
        assert_eq!(statics.problems(), [problem]);
    }
}
