//! Writing the site: everything goes into a fresh staging folder beside the output, which is
//! swapped in only when the whole build succeeded — a failed build never touches the old site.

use std::io;
use std::path::{Path, PathBuf};

/// A folder being filled; dropped without `publish`, it removes itself.
pub struct Staging {
    dir: PathBuf,
    target: PathBuf,
    published: bool,
}

impl Staging {
    pub fn new(target: &Path) -> io::Result<Staging> {
        let name = target
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "public".to_string());
        let parent = target.parent().filter(|p| !p.as_os_str().is_empty());
        let parent = parent.unwrap_or(Path::new("."));
        std::fs::create_dir_all(parent)?;
        let dir = parent.join(format!(".{name}.staging-{}", std::process::id()));
        if dir.exists() {
            std::fs::remove_dir_all(&dir)?;
        }
        std::fs::create_dir_all(&dir)?;
        Ok(Staging {
            dir,
            target: target.to_path_buf(),
            published: false,
        })
    }

    /// Writes a file at a site path such as `hu/index.html`.
    pub fn write(&self, site_path: &str, bytes: &[u8]) -> io::Result<()> {
        let path = self.dir.join(site_path.trim_start_matches('/'));
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        std::fs::write(path, bytes)
    }

    /// Copies a folder's files (e.g. `static/`) into the site root as they are.
    pub fn copy_tree(&self, from: &Path) -> io::Result<usize> {
        let mut count = 0;
        if !from.is_dir() {
            return Ok(0);
        }
        for entry in walkdir::WalkDir::new(from).sort_by_file_name() {
            let entry = entry.map_err(io::Error::other)?;
            if !entry.file_type().is_file() {
                continue;
            }
            let rel = entry.path().strip_prefix(from).map_err(io::Error::other)?;
            let dest = self.dir.join(rel);
            if let Some(parent) = dest.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::copy(entry.path(), dest)?;
            count += 1;
        }
        Ok(count)
    }

    /// Swaps the staging folder in place of the target.
    pub fn publish(mut self) -> io::Result<()> {
        let old = self.dir.with_file_name(format!(
            "{}.old",
            self.dir
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default()
        ));
        let had_target = self.target.exists();
        if had_target {
            std::fs::rename(&self.target, &old)?;
        }
        if let Err(e) = std::fs::rename(&self.dir, &self.target) {
            if had_target {
                // Put the previous site back rather than leave nothing.
                std::fs::rename(&old, &self.target)?;
            }
            return Err(e);
        }
        self.published = true;
        if had_target {
            std::fs::remove_dir_all(&old)?;
        }
        Ok(())
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if !self.published {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dropped_staging_folder_leaves_the_target_alone() {
        let tmp = tempfile::tempdir().unwrap();
        let target = tmp.path().join("public");
        std::fs::create_dir_all(&target).unwrap();
        std::fs::write(target.join("keep.html"), "old").unwrap();
        {
            let s = Staging::new(&target).unwrap();
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
        let s = Staging::new(&target).unwrap();
        s.write("en/index.html", b"new").unwrap();
        s.publish().unwrap();
        assert!(!target.join("old.html").exists());
        assert_eq!(
            std::fs::read_to_string(target.join("en/index.html")).unwrap(),
            "new"
        );
        assert_eq!(std::fs::read_dir(tmp.path()).unwrap().count(), 1);
    }
}
