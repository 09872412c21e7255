//! The fenced blocks a page may contain: `pdn` game records (highlighted) and `diagram`s.

use super::highlight::Highlighter;
use super::markdown::FencedBlocks;

pub struct Blocks {
    pub highlighter: Highlighter,
}

impl FencedBlocks for Blocks {
    fn render(&self, language: &str, body: &str) -> Option<Result<String, String>> {
        match language {
            "diagram" => Some(Err(
                "interactive diagrams are not supported by this version of rulebook yet"
                    .to_string(),
            )),
            _ => self.highlighter.highlight(language, body),
        }
    }
}
