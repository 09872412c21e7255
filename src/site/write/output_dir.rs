//! Writing the site without ever losing anything: the output folder is checked (never the site's
//! own folder, a folder holding it, an input folder, a file, or a folder someone else filled), a
//! lock keeps two builds apart, everything goes into a fresh staging folder beside the output, and
//! the finished site is exchanged with the old one in one step — at every instant the output
//! folder holds a complete site. Leftovers of a killed build are removed by the next one.

use std::fs::File;
use std::io;
use std::path::{Component, Path, PathBuf};

use crate::site::diagnostic::Diagnostic;
use crate::site::load::layout::INPUT_DIRS;
use crate::site::load::static_files::Statics;
use crate::site::search::SearchError;

/// The file that marks a folder as written by `rulebook build`: only such a folder (or an empty
/// one) is replaced without `--force`, and only staging folders holding it are cleaned up.
pub(crate) const MARKER: &str = ".rulebook-output";
/// Where `build` writes the site unless told otherwise (`--out`), in the site's folder.
pub(crate) const DEFAULT_OUT: &str = "public";
const MARKER_TEXT: &str =
    "This folder is written by `rulebook build`; each build replaces all of it.\n";

/// Why an output folder was refused, or what went wrong around it.
#[derive(Debug)]
pub enum OutputError {
    /// The folder may not receive the site; nothing was touched.
    Refused {
        /// The output folder as given.
        out: PathBuf,
        /// What it would replace.
        why: Refusal,
    },
    /// A file operation failed.
    Io {
        /// The file or folder it was done on.
        path: PathBuf,
        /// What was being done, e.g. "cannot create the staging folder"; empty when the error
        /// says it.
        doing: &'static str,
        /// What the system said.
        error: io::Error,
    },
    /// A language's search index could not be made.
    Search(SearchError),
}

/// What an output folder that was refused would have replaced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The site's own folder.
    SiteFolder,
    /// A folder that holds the site's folder.
    HoldsSite,
    /// A folder inside one of the site's input folders (`content`, `templates`, …).
    InsideInput(&'static str),
    /// A folder that holds an input folder kept outside the site's folder (behind a symbolic
    /// link).
    HoldsInput(&'static str),
    /// A symbolic link.
    SymbolicLink,
    /// A file.
    File,
    /// A non-empty folder rulebook did not write, without `--force`.
    NotOurs,
    /// The root of the file system.
    Root,
    /// A version-control folder (`.git` …) or a folder inside one, `--force` or not.
    InsideVersionControl(&'static str),
    /// A folder holding a version-control folder (or a `.git` file, as a worktree has),
    /// `--force` or not: a build would replace the repository's history with the site.
    HoldsVersionControl(&'static str),
}

/// The folders (or, for `.git`, files) version-control systems keep their history in.
const VERSION_CONTROL: [&str; 7] = [".git", ".hg", ".svn", ".bzr", "_darcs", ".jj", ".pijul"];

impl OutputError {
    pub(crate) fn io(path: &Path, doing: &'static str, error: io::Error) -> OutputError {
        OutputError::Io {
            path: path.to_path_buf(),
            doing,
            error,
        }
    }
}

impl std::fmt::Display for OutputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OutputError::Refused { out, why } => write!(f, "{}: {why}", out.display()),
            OutputError::Io {
                path,
                doing: "",
                error,
            } => write!(f, "{}: {error}", path.display()),
            OutputError::Io { path, doing, error } => {
                write!(f, "{}: {doing}: {error}", path.display())
            }
            OutputError::Search(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for OutputError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            OutputError::Io { error, .. } => Some(error),
            OutputError::Search(e) => Some(e),
            OutputError::Refused { .. } => None,
        }
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refusal::SiteFolder | Refusal::HoldsSite => write!(
                f,
                "refusing to write the site here: the output folder would replace the site's \
                 folder {}",
                if *self == Refusal::SiteFolder {
                    "itself"
                } else {
                    "that it holds"
                }
            ),
            Refusal::InsideInput(input) => write!(
                f,
                "refusing to write the site inside the input folder `{input}/`"
            ),
            Refusal::HoldsInput(input) => write!(
                f,
                "refusing to write the site here: the output folder would replace the input \
                 folder `{input}/` that it holds"
            ),
            Refusal::SymbolicLink => {
                f.write_str("refusing to replace a symbolic link; give the folder it names")
            }
            Refusal::File => f.write_str("refusing to replace a file; the output must be a folder"),
            Refusal::NotOurs => write!(
                f,
                "refusing to replace a folder that is not empty and was not written by rulebook \
                 (it has no `{MARKER}` file); choose another folder, or pass --force to replace \
                 all of it"
            ),
            Refusal::Root => f.write_str("the output cannot be `/`"),
            Refusal::InsideVersionControl(vcs) => write!(
                f,
                "refusing to write the site into the version-control folder `{vcs}`, even with \
                 --force: a build replaces its output as a whole"
            ),
            Refusal::HoldsVersionControl(vcs) => write!(
                f,
                "refusing to replace a folder that holds a repository (`{vcs}`), even with \
                 --force: a build replaces its output as a whole, history included"
            ),
        }
    }
}

/// A static file that could not be copied into the staging folder.
#[derive(Debug)]
pub(crate) enum CopyFailure {
    /// It could not be read, at its place in `static/`.
    Read { path: PathBuf, error: io::Error },
    /// It could not be written, at its site path.
    Write { site_path: String, error: io::Error },
}

/// An output folder checked and locked for one build; the lock lasts as long as this value.
pub(crate) struct OutputDir {
    target: PathBuf,
    _lock: File,
}

impl OutputDir {
    /// Checks that `out` may receive the site of `root`, then takes the output's lock, calling
    /// `waiting` first when another build holds it. Stale staging folders are removed.
    pub(crate) fn open(
        root: &Path,
        out: &Path,
        force: bool,
        waiting: &dyn Fn(),
    ) -> Result<OutputDir, OutputError> {
        let refused = |why| OutputError::Refused {
            out: out.to_path_buf(),
            why,
        };
        let target = resolve(out).map_err(|e| OutputError::io(out, "", e))?;
        let root = root
            .canonicalize()
            .map_err(|e| OutputError::io(root, "", e))?;
        check_place(&root, &target).map_err(refused)?;
        check_version_control(&target).map_err(refused)?;
        let parent = target.parent().ok_or(refused(Refusal::Root))?;
        std::fs::create_dir_all(parent).map_err(|e| OutputError::io(parent, "cannot create", e))?;
        let lock = lock(parent, waiting).map_err(|e| OutputError::io(parent, "cannot lock", e))?;
        match check_contents(&target, force) {
            Ok(()) => {}
            Err(Checked::Refused(why)) => return Err(refused(why)),
            Err(Checked::Io(e)) => return Err(OutputError::io(out, "", e)),
        }
        remove_stale_staging(&target)
            .map_err(|e| OutputError::io(parent, "cannot remove an old staging folder", e))?;
        Ok(OutputDir {
            target,
            _lock: lock,
        })
    }

    /// A fresh staging folder beside the output.
    pub(crate) fn staging(&self) -> io::Result<Staging> {
        Staging::new(&self.target)
    }
}

/// What `dir` would replace or be mixed into among the site's folders, judged as an output
/// folder is (real paths, symbolic links followed): for other folders a command writes into.
pub(crate) fn input_clash(root: &Path, dir: &Path) -> io::Result<Option<Refusal>> {
    let target = resolve(dir)?;
    let root = root.canonicalize()?;
    Ok(check_place(&root, &target).err())
}

/// The folder rulebook built a site into that holds `dir` (or is it), if any: what holds the
/// output marker.
pub(crate) fn output_holding(dir: &Path) -> io::Result<Option<PathBuf>> {
    let target = resolve(dir)?;
    Ok(target
        .ancestors()
        .find(|a| a.join(MARKER).is_file())
        .map(Path::to_path_buf))
}

/// An absolute path with `.` and `..` settled: the deepest existing ancestor as the file system
/// sees it (symbolic links followed), the rest as written.
fn resolve(out: &Path) -> io::Result<PathBuf> {
    let absolute = std::path::absolute(out)?;
    let mut existing = absolute.as_path();
    let mut rest = Vec::new();
    while std::fs::symlink_metadata(existing).is_err() {
        match (existing.parent(), existing.file_name()) {
            (Some(parent), Some(name)) => {
                rest.push(name.to_owned());
                existing = parent;
            }
            _ => break,
        }
    }
    // The output itself may be a symbolic link: it is judged as itself, not as what it names.
    let mut resolved = match (rest.is_empty(), existing.parent(), existing.file_name()) {
        (true, Some(parent), Some(name)) => parent.canonicalize()?.join(name),
        _ => existing.canonicalize()?,
    };
    for name in rest.iter().rev() {
        resolved.push(name);
    }
    let mut clean = PathBuf::new();
    for part in resolved.components() {
        match part {
            Component::ParentDir => {
                clean.pop();
            }
            Component::CurDir => {}
            other => clean.push(other),
        }
    }
    Ok(clean)
}

/// Refuses an output that holds the site's folder or lies inside one of its input folders.
fn check_place(root: &Path, target: &Path) -> Result<(), Refusal> {
    if root == target {
        return Err(Refusal::SiteFolder);
    }
    if root.starts_with(target) {
        return Err(Refusal::HoldsSite);
    }
    for input in INPUT_DIRS {
        let folder = root.join(input);
        // An input folder may be a symbolic link to a folder elsewhere: what a build would
        // replace is where it really is, so the output is judged against both places.
        let real = folder.canonicalize().unwrap_or_else(|_| folder.clone());
        if target.starts_with(&folder) || target.starts_with(&real) {
            return Err(Refusal::InsideInput(input));
        }
        if real.starts_with(target) {
            return Err(Refusal::HoldsInput(input));
        }
    }
    Ok(())
}

/// Refuses an output that is, lies inside or holds a version-control folder: whether it was
/// written by rulebook or not, the history in it is not the site's to replace.
fn check_version_control(target: &Path) -> Result<(), Refusal> {
    let kind = |name: &std::ffi::OsStr| VERSION_CONTROL.into_iter().find(|v| name == *v);
    if let Some(vcs) = target.iter().find_map(kind) {
        return Err(Refusal::InsideVersionControl(vcs));
    }
    // Symbolic links are not followed: the build replaces the link, not what it names.
    let held = walkdir::WalkDir::new(target)
        .min_depth(1)
        .into_iter()
        .filter_map(Result::ok)
        .find_map(|entry| kind(entry.file_name()));
    held.map_or(Ok(()), |vcs| Err(Refusal::HoldsVersionControl(vcs)))
}

/// Why `check_contents` said no.
enum Checked {
    Refused(Refusal),
    Io(io::Error),
}

impl From<io::Error> for Checked {
    fn from(e: io::Error) -> Self {
        Checked::Io(e)
    }
}

/// Refuses a file, a symbolic link, and a non-empty folder the generator did not write.
fn check_contents(target: &Path, force: bool) -> Result<(), Checked> {
    let meta = match std::fs::symlink_metadata(target) {
        Ok(meta) => meta,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(e.into()),
    };
    if meta.file_type().is_symlink() {
        return Err(Checked::Refused(Refusal::SymbolicLink));
    }
    if !meta.is_dir() {
        return Err(Checked::Refused(Refusal::File));
    }
    if target.join(MARKER).is_file() {
        return Ok(());
    }
    let empty = std::fs::read_dir(target)?.next().is_none();
    if !empty && !force {
        return Err(Checked::Refused(Refusal::NotOurs));
    }
    // Taken over: from now on it is an output like any other (and cleaned up like one).
    Ok(std::fs::write(target.join(MARKER), MARKER_TEXT)?)
}

/// Locks the output's parent folder (a lock on the folder itself would not survive the exchange,
/// and a lock file would be left lying beside the site).
fn lock(parent: &Path, waiting: &dyn Fn()) -> io::Result<File> {
    let dir = File::open(parent)?;
    match dir.try_lock() {
        Ok(()) => Ok(dir),
        Err(std::fs::TryLockError::WouldBlock) => {
            waiting();
            dir.lock()?;
            Ok(dir)
        }
        Err(std::fs::TryLockError::Error(e)) => Err(e),
    }
}

/// `.public.staging-` for an output named `public`: the start of every staging folder's name.
fn staging_prefix(target: &Path) -> String {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "public".to_string());
    format!(".{name}.staging-")
}

/// Removes staging folders a killed build left beside the output: only those named like ours
/// that hold our marker, or are empty. Called under the lock, so none belongs to a running build.
fn remove_stale_staging(target: &Path) -> io::Result<()> {
    let Some(parent) = target.parent() else {
        return Ok(());
    };
    let prefix = staging_prefix(target);
    for entry in std::fs::read_dir(parent)? {
        let entry = entry?;
        if !entry.file_name().to_string_lossy().starts_with(&prefix) {
            continue;
        }
        let path = entry.path();
        let is_dir = entry.file_type()?.is_dir();
        if is_dir && (path.join(MARKER).is_file() || std::fs::read_dir(&path)?.next().is_none()) {
            remove_marked(&path)?;
        }
    }
    Ok(())
}

/// Removes a folder of ours with its marker last, so that a removal cut short still leaves a
/// folder the next build recognises.
fn remove_marked(dir: &Path) -> io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        if entry.file_name() == MARKER {
            continue;
        }
        if entry.file_type()?.is_dir() {
            std::fs::remove_dir_all(entry.path())?;
        } else {
            std::fs::remove_file(entry.path())?;
        }
    }
    match std::fs::remove_file(dir.join(MARKER)) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => return Err(e),
        _ => {}
    }
    std::fs::remove_dir(dir)
}

/// A folder being filled; dropped without `publish`, it removes itself.
pub(crate) struct Staging {
    dir: PathBuf,
    target: PathBuf,
    published: bool,
}

impl Staging {
    fn new(target: &Path) -> io::Result<Staging> {
        let dir =
            target.with_file_name(format!("{}{}", staging_prefix(target), std::process::id()));
        if dir.exists() {
            remove_marked(&dir)?;
        }
        std::fs::create_dir(&dir)?;
        let staging = Staging {
            dir,
            target: target.to_path_buf(),
            published: false,
        };
        staging.write(MARKER, MARKER_TEXT.as_bytes())?;
        Ok(staging)
    }

    /// Writes a file at a site path such as `hu/index.html`.
    pub(crate) fn write(&self, site_path: &str, bytes: &[u8]) -> io::Result<()> {
        let path = self.dir.join(site_path.trim_start_matches('/'));
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(path, bytes)
    }

    /// Puts a file of the program's cache at a site path: a hard link when both are on the same
    /// file system (no copy of the bytes, and one file less to create), else a copy.
    pub(crate) fn link(&self, site_path: &str, from: &Path) -> io::Result<()> {
        let path = self.dir.join(site_path.trim_start_matches('/'));
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::hard_link(from, &path).or_else(|_| std::fs::copy(from, &path).map(|_| ()))
    }

    /// Copies the files `static/` publishes into the site root, scripts and stylesheets
    /// minified, every other file copied as a stream (a large image or video is never held in
    /// memory). Returns the scripts that do not parse (copied as they are).
    pub(crate) fn copy_statics(&self, statics: &Statics) -> Result<Vec<Diagnostic>, CopyFailure> {
        let mut problems = Vec::new();
        for file in statics.list() {
            let unwritten = |error| CopyFailure::Write {
                site_path: file.site_path.clone(),
                error,
            };
            let dest = self.dir.join(&file.rel);
            if let Some(parent) = dest.parent() {
                std::fs::create_dir_all(parent).map_err(unwritten)?;
            }
            if !file.is_compacted() {
                std::fs::copy(&file.path, &dest).map_err(|e| match File::open(&file.path) {
                    // The copy failed at the file it copies from.
                    Err(error) => CopyFailure::Read {
                        path: file.path.clone(),
                        error,
                    },
                    Ok(_) => unwritten(e),
                })?;
                continue;
            }
            let published = file.published().map_err(|error| CopyFailure::Read {
                path: file.path.clone(),
                error,
            })?;
            problems.extend(published.problem);
            std::fs::write(dest, published.bytes).map_err(unwritten)?;
        }
        Ok(problems)
    }

    /// Puts the finished site in place of the target. Where the system can exchange two folders
    /// in one step (Linux), the target always holds a complete site — the old one, then the new
    /// one; elsewhere there is a moment between two renames when it is missing.
    pub(crate) fn publish(mut self) -> io::Result<()> {
        if std::fs::symlink_metadata(&self.target).is_err() {
            std::fs::rename(&self.dir, &self.target)?;
            self.published = true;
            return Ok(());
        }
        if !exchange(&self.dir, &self.target)? {
            // No exchange here: move the old site aside under the staging name, then the new in.
            let aside = self.dir.with_file_name(format!(
                "{}{}.old",
                staging_prefix(&self.target),
                std::process::id()
            ));
            std::fs::rename(&self.target, &aside)?;
            if let Err(e) = std::fs::rename(&self.dir, &self.target) {
                std::fs::rename(&aside, &self.target)?;
                return Err(e);
            }
            std::fs::rename(&aside, &self.dir)?;
        }
        // The staging folder now holds the previous site.
        self.published = true;
        remove_marked(&self.dir)
    }
}

/// Exchanges two folders atomically; `false` where the system or file system cannot.
#[cfg(any(target_os = "linux", target_os = "android"))]
fn exchange(a: &Path, b: &Path) -> io::Result<bool> {
    use std::ffi::CString;
    use std::os::unix::ffi::OsStrExt;
    let c = |p: &Path| CString::new(p.as_os_str().as_bytes()).map_err(io::Error::other);
    let (a, b) = (c(a)?, c(b)?);
    // SAFETY: both paths are valid NUL-terminated strings that outlive the call.
    let done = unsafe {
        libc::renameat2(
            libc::AT_FDCWD,
            a.as_ptr(),
            libc::AT_FDCWD,
            b.as_ptr(),
            libc::RENAME_EXCHANGE,
        )
    };
    if done == 0 {
        return Ok(true);
    }
    let e = io::Error::last_os_error();
    match e.raw_os_error() {
        Some(libc::EINVAL) | Some(libc::ENOSYS) | Some(libc::EOPNOTSUPP) => Ok(false),
        _ => Err(e),
    }
}

#[cfg(not(any(target_os = "linux", target_os = "android")))]
fn exchange(_: &Path, _: &Path) -> io::Result<bool> {
    Ok(false)
}

impl Drop for Staging {
    fn drop(&mut self) {
        if !self.published {
            let _ = remove_marked(&self.dir);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn open(root: &Path, out: &Path) -> Result<OutputDir, OutputError> {
        OutputDir::open(root, out, false, &|| {})
    }

    fn refusal(root: &Path, out: &Path) -> Option<Refusal> {
        match open(root, out) {
            Err(OutputError::Refused { why, .. }) => Some(why),
            _ => None,
        }
    }

    #[test]
    fn refusals_say_what_the_output_would_replace() {
        let tmp = tempfile::tempdir().unwrap();
        let site = tmp.path().join("site");
        std::fs::create_dir_all(site.join("content")).unwrap();
        std::fs::write(tmp.path().join("a-file"), "x").unwrap();
        std::fs::create_dir_all(tmp.path().join("theirs")).unwrap();
        std::fs::write(tmp.path().join("theirs/notes.txt"), "x").unwrap();
        assert_eq!(refusal(&site, &site), Some(Refusal::SiteFolder));
        assert_eq!(refusal(&site, tmp.path()), Some(Refusal::HoldsSite));
        assert_eq!(
            refusal(&site, &site.join("content/public")),
            Some(Refusal::InsideInput("content"))
        );
        assert_eq!(
            refusal(&site, &tmp.path().join("a-file")),
            Some(Refusal::File)
        );
        assert_eq!(
            refusal(&site, &tmp.path().join("theirs")),
            Some(Refusal::NotOurs)
        );
        assert!(refusal(&site, &tmp.path().join("public")).is_none());
        let shown = open(&site, &site).err().unwrap().to_string();
        assert!(
            shown.ends_with("would replace the site's folder itself"),
            "{shown}"
        );
        match open(&tmp.path().join("no-site"), &tmp.path().join("public")) {
            Err(OutputError::Io { doing: "", .. }) => {}
            other => panic!("{:?}", other.err()),
        }
    }

    #[test]
    fn a_dropped_staging_folder_leaves_the_target_alone() {
        let tmp = tempfile::tempdir().unwrap();
        let target = tmp.path().join("public");
        std::fs::create_dir_all(&target).unwrap();
        std::fs::write(target.join("keep.html"), "old").unwrap();
        std::fs::write(target.join(MARKER), "").unwrap();
        let output = open(tmp.path(), &target).unwrap();
        {
            let s = output.staging().unwrap();
            s.write("new.html", b"new").unwrap();
        }
        assert!(target.join("keep.html").exists());
        assert!(!target.join("new.html").exists());
        assert_eq!(std::fs::read_dir(tmp.path()).unwrap().count(), 1);
    }

    #[test]
    fn publishing_swaps_the_site() {
        let tmp = tempfile::tempdir().unwrap();
        let target = tmp.path().join("public");
        std::fs::create_dir_all(&target).unwrap();
        std::fs::write(target.join("old.html"), "old").unwrap();
        std::fs::write(target.join(MARKER), "").unwrap();
        let output = open(tmp.path(), &target).unwrap();
        let s = output.staging().unwrap();
        s.write("en/index.html", b"new").unwrap();
        s.publish().unwrap();
        assert!(!target.join("old.html").exists());
        assert!(target.join(MARKER).exists());
        assert_eq!(
            std::fs::read_to_string(target.join("en/index.html")).unwrap(),
            "new"
        );
        assert_eq!(std::fs::read_dir(tmp.path()).unwrap().count(), 1);
    }

    #[test]
    fn paths_are_settled_before_they_are_compared() {
        let tmp = tempfile::tempdir().unwrap();
        let root = tmp.path().canonicalize().unwrap();
        std::fs::create_dir(root.join("content")).unwrap();
        for bad in ["content/../", "content/x/../../content/new", ".", "..", "/"] {
            assert!(open(&root, &root.join(bad)).is_err(), "{bad}");
        }
        assert!(open(&root, &root.join("content/../public")).is_ok());
    }

    #[test]
    fn only_marked_or_empty_staging_folders_are_removed() {
        let tmp = tempfile::tempdir().unwrap();
        let target = tmp.path().join("public");
        let ours = tmp.path().join(".public.staging-7");
        std::fs::create_dir_all(ours.join("en")).unwrap();
        std::fs::write(ours.join(MARKER), "").unwrap();
        std::fs::create_dir(tmp.path().join(".public.staging-8")).unwrap();
        let other = tmp.path().join(".public.staging-notes");
        std::fs::create_dir(&other).unwrap();
        std::fs::write(other.join("thesis.txt"), "mine").unwrap();
        drop(open(tmp.path(), &target).unwrap());
        let left: Vec<_> = std::fs::read_dir(tmp.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(
            left,
            vec![std::ffi::OsString::from(".public.staging-notes")]
        );
    }
}
