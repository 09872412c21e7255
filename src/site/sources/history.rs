//! The reference text a unit had when it was recorded, found in git history when the site is a
//! git work tree, so an outdated unit can be shown as a word diff. Without git (an export, a
//! shallow clone that lacks the version) there is no old text, and only the new one is shown.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

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

/// The words that changed from `old` to `new`, as `[-removed-]{+added+}` in the new text's
/// order (git's plain word diff), trimmed to the changes and a few words around them.
pub(crate) fn word_diff(old: &str, new: &str) -> String {
    let (a, b): (Vec<&str>, Vec<&str>) = (
        old.split_whitespace().collect(),
        new.split_whitespace().collect(),
    );
    // Longest common subsequence, by dynamic programming over the word lists (units are short).
    let mut lcs = vec![vec![0u32; b.len() + 1]; a.len() + 1];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            lcs[i][j] = if a[i] == b[j] {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    enum Part<'a> {
        Same(&'a str),
        Removed(&'a str),
        Added(&'a str),
    }
    let (mut i, mut j, mut parts) = (0, 0, Vec::new());
    while i < a.len() || j < b.len() {
        if i < a.len() && j < b.len() && a[i] == b[j] {
            parts.push(Part::Same(a[i]));
            (i, j) = (i + 1, j + 1);
        } else if i < a.len() && (j == b.len() || lcs[i + 1][j] >= lcs[i][j + 1]) {
            // Removals first, as git shows them.
            parts.push(Part::Removed(a[i]));
            i += 1;
        } else {
            parts.push(Part::Added(b[j]));
            j += 1;
        }
    }
    // Keep three words of context around each change.
    let changed: Vec<usize> = (parts.iter().enumerate())
        .filter(|(_, p)| !matches!(p, Part::Same(_)))
        .map(|(k, _)| k)
        .collect();
    let near = |k: usize| changed.iter().any(|&c| c.abs_diff(k) <= 3);
    let mut words: Vec<String> = Vec::new();
    let mut gap = false;
    for (k, part) in parts.iter().enumerate() {
        if !near(k) {
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
    if gap {
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
    fn an_entry_is_found_with_its_continuation_lines() {
        let text = "# comment\nnav-home = Home\nlong =\n    First line\n    second\nnext = x\n";
        assert_eq!(
            entry_in(text, "long"),
            Some("long =\n    First line\n    second".to_string())
        );
        assert_eq!(entry_in(text, "nav"), None);
    }
}
