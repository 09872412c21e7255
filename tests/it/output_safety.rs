//! The output folder: a build never deletes or replaces what rulebook did not write, at every
//! instant a complete site is published, two builds never interleave, and a killed build's
//! leftovers are removed by the next one.

use crate::common;

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::*;

const MARKER: &str = ".rulebook-output";

/// Builds into `out` and expects a refusal that names `why`; returns the refusal's stderr.
fn refused(root: &Path, out: &Path, why: &str) -> String {
    let run = build_cli(root, out, &[]);
    let err = stderr(&run);
    assert!(!run.status.success(), "built into {}: {err}", out.display());
    assert!(err.contains(why), "{err}");
    err
}

/// Starts a build without waiting for it.
fn spawn_build(root: &Path, out: &Path) -> Child {
    Command::new(binary())
        .arg("build")
        .arg("--root")
        .arg(root)
        .arg("--out")
        .arg(out)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start rulebook")
}

fn staging_leftovers(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".staging-"))
        .collect()
}

#[test]
fn the_sites_own_folder_and_folders_holding_it_are_refused() {
    let site = copy_site();
    let before = snapshot(site.path());
    refused(site.path(), site.path(), "site's folder itself");
    refused(
        site.path(),
        &site.path().join("content/.."),
        "site's folder itself",
    );
    refused(
        site.path(),
        site.path().parent().unwrap(),
        "site's folder that it holds",
    );
    assert_eq!(snapshot(site.path()), before);
}

#[test]
fn input_folders_and_folders_inside_them_are_refused() {
    let site = copy_site();
    std::fs::create_dir(site.path().join("syntaxes")).unwrap();
    let before = snapshot(site.path());
    for input in ["content", "locales", "templates", "static", "syntaxes"] {
        refused(
            site.path(),
            &site.path().join(input),
            &format!("input folder `{input}/`"),
        );
        refused(
            site.path(),
            &site.path().join(input).join("public"),
            &format!("input folder `{input}/`"),
        );
    }
    assert_eq!(snapshot(site.path()), before);
}

/// An input folder that is a symbolic link is guarded where it really is: an output at, inside
/// or around that place is refused even with `--force`, which would replace the sources.
#[test]
fn input_folders_behind_symbolic_links_are_refused_where_they_really_are() {
    let site = copy_site();
    let elsewhere = tempfile::tempdir().unwrap();
    for input in ["content", "templates", "locales", "static"] {
        let real = elsewhere.path().join(input);
        std::fs::rename(site.path().join(input), &real).unwrap();
        std::os::unix::fs::symlink(&real, site.path().join(input)).unwrap();
    }
    let before = snapshot(elsewhere.path());
    for input in ["content", "templates", "locales", "static"] {
        let real = elsewhere.path().join(input);
        for out in [real.clone(), real.join("public")] {
            let run = build_cli(site.path(), &out, &["--force"]);
            let err = stderr(&run);
            assert!(!run.status.success(), "built into {}", out.display());
            assert!(err.contains(&format!("input folder `{input}/`")), "{err}");
        }
    }
    let holding = build_cli(site.path(), elsewhere.path(), &["--force"]);
    assert!(!holding.status.success(), "built over the inputs' folder");
    assert!(
        stderr(&holding).contains("input folder"),
        "{}",
        stderr(&holding)
    );
    assert_eq!(snapshot(elsewhere.path()), before);
}

/// A repository's history is not the site's to replace: `.git` (or another version-control
/// folder), a folder inside one, and a folder holding one (even an output rulebook wrote) are
/// refused, `--force` or not, and nothing in them changes.
#[test]
fn version_control_folders_and_folders_holding_them_are_refused_even_forced() {
    let site = copy_fixture();
    let repo = tempfile::tempdir().unwrap();
    let git = repo.path().join(".git");
    std::fs::create_dir_all(git.join("objects")).unwrap();
    std::fs::write(git.join("HEAD"), "ref: refs/heads/main\n").unwrap();
    std::fs::create_dir_all(repo.path().join("deploy/.hg")).unwrap();
    let output = repo.path().join("public");
    assert!(build_cli(site.path(), &output, &[]).status.success());
    // A worktree's `.git` is a file.
    std::fs::write(output.join(".git"), "gitdir: elsewhere\n").unwrap();
    let before = snapshot(repo.path());
    for (out, why) in [
        (git.clone(), "into the version-control folder `.git`"),
        (
            git.join("objects"),
            "into the version-control folder `.git`",
        ),
        (
            repo.path().join("deploy/.hg"),
            "into the version-control folder `.hg`",
        ),
        (repo.path().to_path_buf(), "holds a repository (`.git`)"),
        (repo.path().join("deploy"), "holds a repository (`.hg`)"),
        (output.clone(), "holds a repository (`.git`)"),
    ] {
        for extra in [&[][..], &["--force"]] {
            let run = build_cli(site.path(), &out, extra);
            let err = stderr(&run);
            assert!(
                !run.status.success(),
                "built into {} {extra:?}",
                out.display()
            );
            assert!(err.contains(why), "{} {extra:?}: {err}", out.display());
        }
    }
    assert_eq!(snapshot(repo.path()), before);
}

#[test]
fn a_folder_rulebook_did_not_write_is_kept_unless_forced() {
    let site = copy_site();
    let notes = tempfile::tempdir().unwrap();
    std::fs::write(notes.path().join("thesis.txt"), "ten years of work").unwrap();
    // Relative to the site's folder, as `--out ../notes` would be (both are in the temp folder).
    let out = site
        .path()
        .join("x/../..")
        .join(notes.path().file_name().unwrap());
    std::fs::create_dir(site.path().join("x")).unwrap();
    refused(site.path(), &out, "--force");
    assert_eq!(read(notes.path().join("thesis.txt")), "ten years of work");
    assert!(staging_leftovers(notes.path().parent().unwrap()).is_empty());

    let forced = build_cli(site.path(), notes.path(), &["--force"]);
    assert!(forced.status.success(), "{}", stderr(&forced));
    assert!(!notes.path().join("thesis.txt").exists());
    assert!(notes.path().join(MARKER).is_file());
    // Now the folder is an output: the next build needs no --force.
    let again = build_cli(site.path(), notes.path(), &[]);
    assert!(again.status.success(), "{}", stderr(&again));
}

#[test]
fn a_file_is_refused_and_left_as_it_was() {
    let site = copy_site();
    let file = site.path().join("notes.txt");
    std::fs::write(&file, "keep me").unwrap();
    let err = refused(site.path(), &file, "refusing to replace a file");
    assert!(!err.contains("left unchanged"), "{err}");
    assert_eq!(read(&file), "keep me");
    assert!(staging_leftovers(site.path()).is_empty());
}

#[test]
fn an_empty_folder_and_a_new_one_are_accepted_and_marked() {
    let site = copy_site();
    let empty = tempfile::tempdir().unwrap();
    let run = build_cli(site.path(), empty.path(), &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    assert!(empty.path().join(MARKER).is_file());
    let fresh = empty.path().join("a/b/public");
    let run = build_cli(site.path(), &fresh, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    assert!(fresh.join("en/index.html").is_file());
}

#[test]
fn a_second_build_waits_for_the_first() {
    let site = copy_site();
    let out = site.path().join("public");
    // Hold the lock a build takes: the output's parent folder.
    let held = std::fs::File::open(site.path()).unwrap();
    held.lock().unwrap();
    let mut child = spawn_build(site.path(), &out);
    // It cannot finish while the lock is held, however long we look.
    let deadline = Instant::now() + Duration::from_millis(1500);
    while Instant::now() < deadline {
        assert!(child.try_wait().unwrap().is_none(), "built under the lock");
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(!out.exists());
    held.unlock().unwrap();
    let done = child.wait_with_output().unwrap();
    assert!(done.status.success(), "{}", stderr(&done));
    assert!(
        stderr(&done).contains("waiting for another build"),
        "{}",
        stderr(&done)
    );
    assert!(out.join("en/index.html").is_file());
}

#[test]
fn builds_at_the_same_time_all_succeed_one_after_another() {
    let site = copy_site();
    let out = site.path().join("public");
    for _ in 0..4 {
        let children: Vec<_> = (0..3).map(|_| spawn_build(site.path(), &out)).collect();
        for child in children {
            let done = child.wait_with_output().unwrap();
            assert!(done.status.success(), "{}", stderr(&done));
        }
    }
    assert!(staging_leftovers(site.path()).is_empty());
}

#[test]
fn a_staging_folder_rulebook_did_not_make_is_kept() {
    let site = copy_site();
    let out = site.path().join("public");
    let mine = site.path().join(".public.staging-notes");
    std::fs::create_dir(&mine).unwrap();
    std::fs::write(mine.join("thesis.txt"), "mine").unwrap();
    let run = build_cli(site.path(), &out, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    assert_eq!(read(mine.join("thesis.txt")), "mine");
}

/// A small random generator (xorshift), seeded from the clock and printed, so a failure can be
/// replayed with `RULEBOOK_CRASH_SEED`.
struct Random(u64);

impl Random {
    fn new() -> Random {
        let seed = std::env::var("RULEBOOK_CRASH_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| {
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(1, |d| d.as_nanos() as u64)
                    | 1
            });
        eprintln!("crash test seed: {seed}");
        Random(seed)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }
}

/// Kills builds at random moments: after each, the output is one complete site — the old or the
/// new, never a mix, never missing — and the next build removes what the killed ones left.
fn kill_builds_at_random(kills: usize) {
    let site = copy_site();
    let out = site.path().join("public");
    let first = build_cli(site.path(), &out, &[]);
    assert!(first.status.success(), "{}", stderr(&first));
    let old = snapshot(&out);
    edit(
        site.path(),
        "content/games/chinese-checkers/en.md",
        "## @history",
        "## @history\n\nA new paragraph.\n",
    );
    // How long a whole build takes here, to spread the kills over it.
    let started = Instant::now();
    let timed = build_cli(site.path(), &site.path().join("timing"), &[]);
    assert!(timed.status.success(), "{}", stderr(&timed));
    let new = snapshot(&site.path().join("timing"));
    assert_ne!(old, new);
    let span = started.elapsed().as_micros() as u64 * 5 / 4;
    let mut random = Random::new();
    let (mut kept, mut replaced, mut staged) = (0, 0, 0);
    for _ in 0..kills {
        let mut child = spawn_build(site.path(), &out);
        std::thread::sleep(Duration::from_micros(random.below(span)));
        let _ = child.kill();
        child.wait().unwrap();
        staged += usize::from(!staging_leftovers(site.path()).is_empty());
        let now = snapshot(&out);
        if now == old {
            kept += 1;
        } else if now == new {
            replaced += 1;
            // Put the old site back for the next kill.
            std::fs::remove_dir_all(&out).unwrap();
            std::fs::create_dir(&out).unwrap();
            for (path, bytes) in &old {
                let path = out.join(path);
                std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                std::fs::write(path, bytes).unwrap();
            }
        } else {
            panic!(
                "after a kill the output is neither the old nor the new site ({} files)",
                now.len()
            );
        }
    }
    eprintln!(
        "{kills} kills: {kept} left the old site, {replaced} had published the new one, \
         {staged} left a staging folder behind"
    );
    let last = build_cli(site.path(), &out, &[]);
    assert!(last.status.success(), "{}", stderr(&last));
    assert_eq!(snapshot(&out), new);
    assert_eq!(staging_leftovers(site.path()), Vec::<String>::new());
}

#[test]
fn killed_builds_leave_a_complete_site_quick() {
    kill_builds_at_random(12);
}

/// The full run (`--include-ignored`, as `scripts/test.sh` runs it).
#[test]
#[ignore]
fn killed_builds_leave_a_complete_site() {
    kill_builds_at_random(36);
}

#[test]
fn a_failed_first_build_says_nothing_was_written_rather_than_unchanged() {
    let site = copy_site();
    edit(
        site.path(),
        "content/variants/frisian-draughts/page.toml",
        "position = \"W:W28:B16,27\"",
        "position = \"W:W28:B16,27,51\"",
    );
    let out = site.path().join("public");
    let err = refused(site.path(), &out, "nothing written to");
    assert!(!err.contains("left unchanged"), "{err}");
    assert!(!out.exists());
    assert!(staging_leftovers(site.path()).is_empty());
}
