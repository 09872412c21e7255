//! The reference text a unit had when it was recorded, found in git history when the site is a
//! git work tree, so an outdated unit can be shown as a word diff. Without git (an export, a
//! shallow clone that lacks the version) there is no old text, and only the new one is shown.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use similar::{Algorithm, ChangeTag};

use crate::site::diagnostic::Diagnostics;
use crate::site::load::content::{parse_translation, Page};

use super::{fingerprint, page_units};

/// How many earlier versions of a file are searched for the recorded text.
const VERSIONS: usize = 40;

/// The old texts found so far, by file, unit key and fingerprint; versions of files read once.
#[derive(Default)]
pub(crate) struct History {
    versions: HashMap<PathBuf, Vec<String>>,
    found: HashMap<(PathBuf, String, String), Option<String>>,
}

impl History {
    /// The text of a page unit whose fingerprint was `recorded`, from an earlier version of the
    /// page's reference file.
    pub(crate) fn page_unit(
        &mut self,
        root: &Path,
        page: &Page,
        file: &Path,
        key: &str,
        recorded: &str,
    ) -> Option<String> {
        let memo = (file.to_path_buf(), key.to_string(), recorded.to_string());
        if let Some(found) = self.found.get(&memo) {
            return found.clone();
        }
        let lang = file.file_stem()?.to_string_lossy().into_owned();
        let found = self.versions(root, file).iter().find_map(|text| {
            let mut ignored = Diagnostics::default();
            let t = parse_translation(text, &lang, file.to_path_buf(), &page.facts, &mut ignored)?;
            page_units(&t, text)
                .into_iter()
                .find(|u| u.key == key && fingerprint(&u.text) == recorded)
                .map(|u| u.text)
        });
        self.found.insert(memo, found.clone());
        found
    }

    /// The text of a Fluent entry whose fingerprint was `recorded`, from an earlier version of
    /// its file.
    pub(crate) fn entry(
        &mut self,
        root: &Path,
        file: &Path,
        id: &str,
        recorded: &str,
    ) -> Option<String> {
        let memo = (file.to_path_buf(), id.to_string(), recorded.to_string());
        if let Some(found) = self.found.get(&memo) {
            return found.clone();
        }
        let found = self.versions(root, file).iter().find_map(|text| {
            let entry = entry_in(text, id)?;
            (fingerprint(&entry) == recorded).then_some(entry)
        });
        self.found.insert(memo, found.clone());
        found
    }

    /// The file as committed in its last versions, newest first (none without git).
    fn versions(&mut self, root: &Path, file: &Path) -> &[String] {
        self.versions.entry(file.to_path_buf()).or_insert_with(|| {
            let git = |args: &[&str]| {
                Command::new("git")
                    .arg("-C")
                    .arg(root)
                    .args(args)
                    .output()
                    .ok()
                    .filter(|o| o.status.success())
                    .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
            };
            let path = format!("./{}", file.display());
            let count = format!("-n{VERSIONS}");
            let Some(log) = git(&["log", "--format=%H", &count, "--", &path]) else {
                return Vec::new();
            };
            log.lines()
                .filter_map(|commit| git(&["show", &format!("{commit}:{path}")]))
                .collect()
        })
    }
}

/// A Fluent entry as written in a file's text: its line and the indented lines that continue it.
fn entry_in(text: &str, id: &str) -> Option<String> {
    let mut lines = text.lines().skip_while(|l| {
        l.strip_prefix(id)
            .is_none_or(|rest| !rest.trim_start().starts_with('='))
    });
    let mut entry = lines.next()?.to_string();
    for line in lines.take_while(|l| l.starts_with(' ')) {
        entry.push('\n');
        entry.push_str(line);
    }
    Some(entry)
}

/// How long the word diff may search for the shortest edit before it settles for a longer one:
/// a huge section rewritten is shown as a coarse change rather than stalling `check`.
const DIFF_DEADLINE: Duration = Duration::from_millis(200);
/// How many changes one warning shows; the rest are counted.
const SHOWN_CHANGES: usize = 6;
/// How many changed words one warning shows (a section rewritten is one long change).
const SHOWN_WORDS: usize = 48;
/// Words of unchanged context shown around each change.
const CONTEXT: usize = 3;

/// One word of a word diff.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Part<'a> {
    Same(&'a str),
    Removed(&'a str),
    Added(&'a str),
}

/// The words of `old` and `new` as a diff (Myers, bounded by a deadline), removals first.
pub(crate) fn word_parts<'a>(old: &'a str, new: &'a str) -> Vec<Part<'a>> {
    let a: Vec<&str> = old.split_whitespace().collect();
    let b: Vec<&str> = new.split_whitespace().collect();
    let deadline = Instant::now() + DIFF_DEADLINE;
    let ops = similar::capture_diff_slices_deadline(Algorithm::Myers, &a, &b, Some(deadline));
    let mut parts = Vec::with_capacity(a.len().max(b.len()));
    for op in ops {
        for change in op.iter_changes(&a, &b) {
            parts.push(match change.tag() {
                ChangeTag::Equal => Part::Same(change.value()),
                ChangeTag::Delete => Part::Removed(change.value()),
                ChangeTag::Insert => Part::Added(change.value()),
            });
        }
    }
    parts
}

/// The words that changed from `old` to `new`, as `[-removed-]{+added+}` in the new text's
/// order (git's plain word diff), with a few words of context around each change; after
/// `SHOWN_CHANGES` changes, the rest are counted.
pub(crate) fn word_diff(old: &str, new: &str) -> String {
    let parts = word_parts(old, new);
    let changed: Vec<usize> = (parts.iter().enumerate())
        .filter(|(_, p)| !matches!(p, Part::Same(_)))
        .map(|(k, _)| k)
        .collect();
    // A change is a run of changed words; runs are counted to cap what is shown.
    let runs = changed.windows(2).filter(|w| w[1] != w[0] + 1).count() + 1;
    let mut shown_runs = 0;
    let mut shown_words = 0;
    let mut words: Vec<String> = Vec::new();
    let mut gap = false;
    let mut last_change: Option<usize> = None;
    for (k, part) in parts.iter().enumerate() {
        let is_change = !matches!(part, Part::Same(_));
        if is_change && last_change.is_none_or(|l| l + 1 != k) {
            shown_runs += 1;
        }
        if is_change {
            if shown_runs > SHOWN_CHANGES || shown_words == SHOWN_WORDS {
                break;
            }
            shown_words += 1;
            last_change = Some(k);
        }
        let near = {
            let from = changed.partition_point(|&c| c + CONTEXT < k);
            changed.get(from).is_some_and(|&c| c.abs_diff(k) <= CONTEXT)
        };
        if !near {
            gap = true;
            continue;
        }
        if std::mem::take(&mut gap) {
            words.push("…".into());
        }
        words.push(match part {
            Part::Same(w) => w.to_string(),
            Part::Removed(w) => format!("[-{w}-]"),
            Part::Added(w) => format!("{{+{w}+}}"),
        });
    }
    if shown_runs > SHOWN_CHANGES {
        words.push(format!(
            "… ({} more changes not shown)",
            runs - SHOWN_CHANGES
        ));
    } else if shown_words < changed.len() {
        let left = changed.len() - shown_words;
        words.push(format!("… ({left} more changed words not shown)"));
    } else if gap {
        words.push("…".into());
    }
    let out = words.join(" ");
    out.replace("-] [-", " ")
        .replace("+} {+", " ")
        .replace("-] {+", "-]{+")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_diff_shows_the_changed_words_in_their_context() {
        assert_eq!(
            word_diff(
                "so a game is short and the Frisian captures show",
                "so a game is brief and the Frisian captures show"
            ),
            "… a game is [-short-]{+brief+} and the Frisian …"
        );
        assert_eq!(
            word_diff(
                "one two three four five six seven eight nine",
                "one two three four five six seven eight nine ten"
            ),
            "… seven eight nine {+ten+}"
        );
    }

    #[test]
    fn a_huge_edit_is_diffed_quickly_and_shown_in_part() {
        let old: Vec<String> = (0..16_000).map(|i| format!("w{i}")).collect();
        let new: Vec<String> = (0..16_000).map(|i| format!("v{i}")).collect();
        let diff = word_diff(&old.join(" "), &new.join(" "));
        assert!(diff.len() < 2_000, "{} bytes", diff.len());
        let mut sparse = old.clone();
        for i in (0..16_000).step_by(1000) {
            sparse[i] = format!("x{i}");
        }
        let diff = word_diff(&old.join(" "), &sparse.join(" "));
        assert!(diff.ends_with("(10 more changes not shown)"), "{diff}");
    }

    #[test]
    fn an_entry_is_found_with_its_continuation_lines() {
        let text = "# comment\nnav-home = Home\nlong =\n    First line\n    second\nnext = x\n";
        assert_eq!(
            entry_in(text, "long"),
            Some("long =\n    First line\n    second".to_string())
        );
        assert_eq!(entry_in(text, "nav"), None);
    }
}
