//! Syntax highlighting with syntect: the syntaxes the project ships (PDN), class-based output
//! styled by `static/css/site.css` in light and dark mode. No inline styles.

use std::fmt;

use syntect::html::{ClassStyle, ClassedHTMLGenerator};
use syntect::parsing::{ParseSyntaxError, SyntaxDefinition, SyntaxSet, SyntaxSetBuilder};
use syntect::util::LinesWithEndings;

/// Classes are `hl-<scope atom>`, e.g. `hl-comment`, `hl-capture`.
const CLASS_STYLE: ClassStyle = ClassStyle::SpacedPrefixed { prefix: "hl-" };

/// The project's own syntax definitions, compiled into the binary so start-up reads no files
/// and loads only what the site uses.
const SHIPPED: [(&str, &str); 1] = [("pdn", include_str!("../../../syntaxes/pdn.sublime-syntax"))];

/// Why code could not be highlighted.
#[derive(Debug)]
pub(crate) enum HighlightError {
    /// A syntax definition the binary ships does not load.
    BrokenSyntax {
        name: &'static str,
        error: ParseSyntaxError,
    },
    /// The code could not be parsed with its syntax.
    Parse(syntect::Error),
}

impl fmt::Display for HighlightError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HighlightError::BrokenSyntax { name, error } => {
                write!(f, "the shipped `{name}` syntax is broken: {error}")
            }
            HighlightError::Parse(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for HighlightError {}

pub(crate) struct Highlighter {
    syntaxes: SyntaxSet,
}

impl Highlighter {
    pub(crate) fn new() -> Result<Highlighter, HighlightError> {
        let mut builder = SyntaxSetBuilder::new();
        for (name, text) in SHIPPED {
            let def = SyntaxDefinition::load_from_str(text, true, Some(name))
                .map_err(|error| HighlightError::BrokenSyntax { name, error })?;
            builder.add(def);
        }
        Ok(Highlighter {
            syntaxes: builder.build(),
        })
    }

    /// Highlights `code` as `language` (a file extension such as `pdn`); `None` if unknown.
    pub(crate) fn highlight(
        &self,
        language: &str,
        code: &str,
    ) -> Option<Result<String, HighlightError>> {
        let syntax = self.syntaxes.find_syntax_by_extension(language)?;
        let mut generator =
            ClassedHTMLGenerator::new_with_class_style(syntax, &self.syntaxes, CLASS_STYLE);
        for line in LinesWithEndings::from(code) {
            if let Err(e) = generator.parse_html_for_line_which_includes_newline(line) {
                return Some(Err(HighlightError::Parse(e)));
            }
        }
        Some(Ok(format!(
            "<pre class=\"highlight\"><code class=\"language-{language}\">{}</code></pre>\n",
            generator.finalize()
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pdn_moves_captures_and_tags_get_classes() {
        let h = Highlighter::new().unwrap();
        let html = h
            .highlight(
                "pdn",
                "[GameType \"40\"]\n1. 32-28 19-23 2. 28x19 {note} 2-0\n",
            )
            .unwrap()
            .unwrap();
        assert!(
            html.contains("<span class=\"hl-keyword hl-other hl-tag hl-pdn\">GameType</span>"),
            "{html}"
        );
        assert!(html.contains("hl-move hl-pdn\">32-28</span>"), "{html}");
        assert!(html.contains("hl-capture hl-pdn\">28x19</span>"), "{html}");
        assert!(html.contains("hl-comment"), "{html}");
        assert!(html.contains("hl-result hl-pdn\">2-0</span>"), "{html}");
        assert!(!html.contains("style="));
    }

    #[test]
    fn pdn_as_exports_write_it_gets_classes_too() {
        let h = Highlighter::new().unwrap();
        let html = h
            .highlight(
                "pdn",
                "% escape data\n17. 43-39  1- 6 $14 (6x 1) ; why\n18. 32-28 1/2-1/2\n",
            )
            .unwrap()
            .unwrap();
        assert!(
            html.contains("hl-comment hl-line hl-pdn\">% escape data"),
            "{html}"
        );
        assert!(html.contains("hl-move hl-pdn\">1- 6</span>"), "{html}");
        assert!(html.contains("hl-capture hl-pdn\">6x 1</span>"), "{html}");
        assert!(html.contains("hl-annotation hl-pdn\">$14</span>"), "{html}");
        assert!(html.contains("hl-comment hl-line hl-pdn\">; why"), "{html}");
        assert!(html.contains("hl-result hl-pdn\">1/2-1/2</span>"), "{html}");
    }

    #[test]
    fn unknown_languages_are_left_alone() {
        assert!(Highlighter::new()
            .unwrap()
            .highlight("cobol", "x")
            .is_none());
    }
}
