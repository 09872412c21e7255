//! The fenced blocks a page may contain: `pdn` game records (checked, then highlighted) and
//! `diagram`s.

use super::highlight::Highlighter;
use super::markdown::{BlockError, FencedBlocks};
use super::pdn;

pub struct Blocks {
    pub highlighter: Highlighter,
}

impl FencedBlocks for Blocks {
    fn render(&self, language: &str, body: &str) -> Option<Result<String, BlockError>> {
        match language {
            "diagram" => Some(Err(BlockError {
                line: 0,
                message: "interactive diagrams are not supported by this version of rulebook yet"
                    .to_string(),
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
