//! The fenced blocks a page may contain: `pdn` game records (checked, then highlighted) and
//! `diagram`s.

use super::diagram::html::{figure, Words};
use super::diagram::Diagram;
use super::highlight::Highlighter;
use super::markdown::{BlockError, FencedBlocks};
use super::pdn;

pub struct Blocks {
    pub highlighter: Highlighter,
}

impl FencedBlocks for Blocks {
    fn render(&self, language: &str, body: &str) -> Option<Result<String, BlockError>> {
        match language {
            // Diagrams belong to a page: see `PageBlocks`.
            "diagram" => Some(Err(BlockError {
                line: 0,
                message: "diagrams can only be placed in a page".to_string(),
            })),
            "pdn" => Some(
                pdn::validate(body)
                    .map_err(|e| BlockError {
                        line: e.line,
                        message: e.message,
                    })
                    .and_then(|_| self.highlight(language, body)),
            ),
            _ => self
                .highlighter
                .highlight(language, body)
                .map(|r| r.map_err(|message| BlockError { line: 0, message })),
        }
    }
}

impl Blocks {
    fn highlight(&self, language: &str, body: &str) -> Result<String, BlockError> {
        match self.highlighter.highlight(language, body) {
            Some(result) => result.map_err(|message| BlockError { line: 0, message }),
            None => Err(BlockError {
                line: 0,
                message: format!("no syntax for `{language}`"),
            }),
        }
    }
}

/// The blocks of one page in one language: diagrams (with their words) on top of the shared ones.
pub struct PageBlocks<'a> {
    pub shared: &'a Blocks,
    /// The page's diagrams with their words in the page's language.
    pub diagrams: Vec<(&'a Diagram, Words<'a>)>,
}

impl FencedBlocks for PageBlocks<'_> {
    fn render(&self, language: &str, body: &str) -> Option<Result<String, BlockError>> {
        if language != "diagram" {
            return self.shared.render(language, body);
        }
        let id = body.trim();
        let Some((diagram, words)) = self.diagrams.iter().find(|(d, _)| d.spec.id == id) else {
            let known: Vec<&str> = self
                .diagrams
                .iter()
                .map(|(d, _)| d.spec.id.as_str())
                .collect();
            return Some(Err(BlockError {
                line: 0,
                message: format!(
                    "no diagram `{id}` in page.toml; expected one of: {}",
                    known.join(", ")
                ),
            }));
        };
        Some(figure(diagram, words).map_err(|message| BlockError { line: 0, message }))
    }
}
