//! Diagnostics: every stage of the pipeline reports problems here, each with a file, a line and a
//! column, so a user can jump straight to what is wrong.

use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};

/// How bad a problem is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// The site builds; the problem is worth fixing (`--strict` makes it an error).
    Warning,
    /// The site cannot be built.
    Error,
}

/// One problem in one input file. Line and column are 1-based; 0 means "the whole file".
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize)]
pub struct Diagnostic {
    /// The file, relative to the site's folder where it is inside it.
    pub file: PathBuf,
    /// 1-based; 0 for the whole file.
    pub line: usize,
    /// 1-based, in characters; 0 for the whole line or file.
    pub column: usize,
    /// Error or warning.
    pub severity: Severity,
    /// What is wrong and what was expected, in a sentence.
    pub message: String,
}

impl Diagnostic {
    /// An error at `at` in `file`.
    pub fn error(file: impl Into<PathBuf>, at: LineColumn, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, file, at, message)
    }

    /// A warning at `at` in `file`.
    pub fn warning(file: impl Into<PathBuf>, at: LineColumn, message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, file, at, message)
    }

    fn new(
        severity: Severity,
        file: impl Into<PathBuf>,
        at: LineColumn,
        message: impl Into<String>,
    ) -> Self {
        Diagnostic {
            file: file.into(),
            line: at.line,
            column: at.column,
            severity,
            message: message.into(),
        }
    }

    /// Whether the problem stops the build.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let severity = match self.severity {
            Severity::Warning => "warning",
            Severity::Error => "error",
        };
        write!(
            f,
            "{}:{}:{}: {severity}: {}",
            for_terminal(&self.file.display().to_string()),
            self.line,
            self.column,
            for_terminal(&self.message)
        )
    }
}

/// Control characters other than line breaks written as `\u{1b}`: a message echoes keys, values
/// and file names, and an escape sequence among them must not recolour or rewrite the terminal.
pub fn for_terminal(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.chars().any(|c| c.is_control() && c != '\n') {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if c.is_control() && c != '\n' {
            out.push_str(&format!("\\u{{{:x}}}", c as u32));
        } else {
            out.push(c);
        }
    }
    std::borrow::Cow::Owned(out)
}

/// A 1-based line and column.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct LineColumn {
    pub line: usize,
    pub column: usize,
}

impl LineColumn {
    pub const START: LineColumn = LineColumn { line: 1, column: 1 };

    pub fn new(line: usize, column: usize) -> Self {
        LineColumn { line, column }
    }
}

/// The text of one file, for turning byte offsets into lines and columns.
pub(crate) struct SourceText<'a> {
    text: &'a str,
    /// Where this text starts in its file (front matter and bodies are slices of one file).
    origin: LineColumn,
}

impl<'a> SourceText<'a> {
    pub(crate) fn new(text: &'a str) -> Self {
        SourceText {
            text,
            origin: LineColumn::START,
        }
    }

    /// A slice that starts at the beginning of line `first_line` of its file.
    pub(crate) fn starting_at_line(text: &'a str, first_line: usize) -> Self {
        SourceText {
            text,
            origin: LineColumn::new(first_line, 1),
        }
    }

    /// The position of a byte offset; columns count characters, not bytes.
    pub(crate) fn position(&self, offset: usize) -> LineColumn {
        let offset = floor_char_boundary(self.text, offset.min(self.text.len()));
        let before = &self.text[..offset];
        let line_index = before.matches('\n').count();
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let column = before[line_start..].chars().count() + 1;
        if line_index == 0 {
            LineColumn::new(self.origin.line, self.origin.column + column - 1)
        } else {
            LineColumn::new(self.origin.line + line_index, column)
        }
    }

    pub(crate) fn span_start(&self, span: Option<Range<usize>>) -> LineColumn {
        span.map_or(self.origin, |s| self.position(s.start))
    }
}

fn floor_char_boundary(text: &str, mut offset: usize) -> usize {
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

/// The one collector the stages report into: every step that finds problems and goes on pushes
/// them here; a step that cannot go on returns what it found as `Err(Vec<Diagnostic>)`.
/// Sorted by file and position once the stages are done.
#[derive(Debug, Default)]
pub struct Diagnostics {
    items: Vec<Diagnostic>,
}

impl Diagnostics {
    /// Reports one problem.
    pub fn push(&mut self, d: Diagnostic) {
        self.items.push(d);
    }

    /// Reports several.
    pub fn extend(&mut self, ds: impl IntoIterator<Item = Diagnostic>) {
        self.items.extend(ds);
    }

    /// Whether any is an error.
    pub fn has_errors(&self) -> bool {
        self.items.iter().any(Diagnostic::is_error)
    }

    /// How many were reported so far: a step compares it before and after to learn whether it
    /// found anything.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether nothing was reported.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// What was reported, in the order it was.
    pub fn iter(&self) -> std::slice::Iter<'_, Diagnostic> {
        self.items.iter()
    }

    /// The warnings so far, for a stage that keeps them with its result.
    pub(crate) fn warnings(&self) -> Vec<Diagnostic> {
        self.items
            .iter()
            .filter(|d| !d.is_error())
            .cloned()
            .collect()
    }

    /// Under `--strict` every warning counts as an error.
    pub(crate) fn promote_warnings(&mut self) {
        for d in &mut self.items {
            d.severity = Severity::Error;
        }
    }

    /// What was reported, in the order it was (`into_sorted` for showing them).
    pub fn into_vec(self) -> Vec<Diagnostic> {
        self.items
    }

    /// Sorted and without repeats, so output is stable across parallel runs.
    pub fn into_sorted(mut self) -> Vec<Diagnostic> {
        self.items.sort();
        self.items.dedup();
        self.items
    }
}

impl<'a> IntoIterator for &'a Diagnostics {
    type Item = &'a Diagnostic;
    type IntoIter = std::slice::Iter<'a, Diagnostic>;
    fn into_iter(self) -> Self::IntoIter {
        self.items.iter()
    }
}

/// Paths in messages are shown relative to the site root, as the author sees them.
pub(crate) fn relative(path: &Path, root: &Path) -> PathBuf {
    path.strip_prefix(root).unwrap_or(path).to_path_buf()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_count_lines_and_characters() {
        let src = SourceText::new("ab\ncé d\n");
        assert_eq!(src.position(0), LineColumn::new(1, 1));
        assert_eq!(src.position(3), LineColumn::new(2, 1));
        // 'é' is two bytes but one column.
        assert_eq!(src.position(6), LineColumn::new(2, 3));
    }

    #[test]
    fn slices_keep_their_place_in_the_file() {
        let src = SourceText::starting_at_line("x = 1\ny = ", 3);
        assert_eq!(src.position(6), LineColumn::new(4, 1));
        assert_eq!(src.position(4), LineColumn::new(3, 5));
    }
}
