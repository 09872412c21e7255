//! Clearing the image cache of what builds no longer use. Every title edit, and every change of
//! the drawing (`RENDERER_VERSION`), leaves images behind that no page will ask for again; a
//! build removes those it did not use once they are old enough that another checkout of the
//! site (a branch switched away from for a while) is unlikely to want them back.

use std::collections::HashSet;
use std::path::Path;
use std::time::{Duration, SystemTime};

/// How long an image no build uses is kept after it was drawn.
pub(super) const KEPT_UNUSED: Duration = Duration::from_secs(30 * 24 * 60 * 60);

/// Removes from the cache folder `dir` (its `<2 digits>/` shards) the images whose key is not
/// in `used` and the temporary files of a build that stopped midway, when they were written
/// before `cutoff`. Only names the cache writes are touched; what cannot be read or removed is
/// left (the cache is a convenience, never a reason for a build to fail). Returns how many
/// files were removed.
pub(super) fn remove_unused(dir: &Path, used: &HashSet<u64>, cutoff: SystemTime) -> usize {
    let Ok(shards) = std::fs::read_dir(dir) else {
        return 0;
    };
    let mut removed = 0;
    for shard in shards.flatten() {
        let name = shard.file_name();
        let is_shard = name.to_str().is_some_and(|n| n.len() == 2 && is_hex(n));
        if !is_shard {
            continue;
        }
        let Ok(files) = std::fs::read_dir(shard.path()) else {
            continue;
        };
        for file in files.flatten() {
            let name = file.file_name();
            let Some(unused) = name.to_str().and_then(|n| unused_name(n, used)) else {
                continue;
            };
            let old = file
                .metadata()
                .and_then(|m| m.modified())
                .is_ok_and(|written| written < cutoff);
            if unused && old && file.file_type().is_ok_and(|t| t.is_file()) {
                removed += usize::from(std::fs::remove_file(file.path()).is_ok());
            }
        }
    }
    removed
}

/// Whether a file of the cache's own naming is unused: an image (`<16 hex digits>.png`) whose
/// key is not in `used`, or a temporary file (`<image>.<process>-<thread>.tmp`); `None` for a
/// name the cache never writes.
fn unused_name(name: &str, used: &HashSet<u64>) -> Option<bool> {
    let (stem, rest) = name.split_at_checked(16)?;
    if !is_hex(stem) {
        return None;
    }
    if rest == ".png" {
        let key = u64::from_str_radix(stem, 16).ok()?;
        return Some(!used.contains(&key));
    }
    (rest.starts_with(".png.") && rest.ends_with(".tmp")).then_some(true)
}

fn is_hex(text: &str) -> bool {
    text.bytes()
        .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn put(dir: &Path, rel: &str, written: SystemTime) {
        let path = dir.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        let file = std::fs::File::create(&path).unwrap();
        file.set_modified(written).unwrap();
    }

    #[test]
    fn removes_old_unused_images_and_leftovers_and_nothing_else() {
        let dir = tempfile::tempdir().unwrap();
        let dir = dir.path();
        let now = SystemTime::now();
        let long_ago = now - KEPT_UNUSED - Duration::from_secs(60);
        let used = 0x3f00_0000_0000_0001_u64;
        let kept = [
            ("3f/3f00000000000001.png", long_ago), // used, however old
            ("3f/3f000000000000ff.png", now),      // unused, but drawn lately
            ("3f/notes.txt", long_ago),            // not the cache's
            ("3f/3F000000000000AA.png", long_ago), // not the cache's spelling
            ("3f/3f000000000000aa.jpg", long_ago),
            ("zz/3f000000000000aa.png", long_ago), // not a shard
            ("3f/3f000000000000bb.png.7-ThreadId(2).tmp", now),
        ];
        let gone = [
            "3f/3f000000000000aa.png",
            "a0/a000000000000000.png",
            "3f/3f000000000000cc.png.7-ThreadId(2).tmp",
        ];
        for (rel, written) in kept {
            put(dir, rel, written);
        }
        for rel in gone {
            put(dir, rel, long_ago);
        }
        std::fs::create_dir_all(dir.join("3f/3f000000000000dd.png")).unwrap();
        let removed = remove_unused(dir, &HashSet::from([used]), now - KEPT_UNUSED);
        assert_eq!(removed, gone.len());
        for (rel, _) in kept {
            assert!(dir.join(rel).exists(), "{rel} is kept");
        }
        for rel in gone {
            assert!(!dir.join(rel).exists(), "{rel} is removed");
        }
        assert!(
            dir.join("3f/3f000000000000dd.png").is_dir(),
            "a folder is left"
        );
        assert_eq!(remove_unused(&dir.join("nowhere"), &HashSet::new(), now), 0);
    }
}
