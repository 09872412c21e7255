//! The fenced blocks a page may contain: `pdn` game records (checked, then highlighted) and
//! `diagram`s.

use std::sync::atomic::{AtomicBool, Ordering};

use super::diagram::html::{figure, player_choice, Words};
use super::diagram::{BoardKind, Diagram};
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
            "diagram" => Some(Err(BlockError::at_start(
                "diagrams can only be placed in a page",
            ))),
            "pdn" => Some(
                pdn::validate(body)
                    .map_err(|e| pdn_block_error(body, &e))
                    .and_then(|_| self.highlight(language, body)),
            ),
            _ => self
                .highlighter
                .highlight(language, body)
                .map(|r| r.map_err(BlockError::at_start)),
        }
    }
}

impl Blocks {
    fn highlight(&self, language: &str, body: &str) -> Result<String, BlockError> {
        match self.highlighter.highlight(language, body) {
            Some(result) => result.map_err(BlockError::at_start),
            None => Err(BlockError::at_start(format!("no syntax for `{language}`"))),
        }
    }
}

/// The blocks of one page in one language: diagrams (with their words) on top of the shared ones.
pub struct PageBlocks<'a> {
    pub shared: &'a Blocks,
    /// The page's diagrams with their words in the page's language.
    pub diagrams: Vec<(&'a Diagram, Words<'a>)>,
    /// Whether a board of the page already carries the star's hole numbers for the others.
    pub star_numbers: AtomicBool,
}

impl<'a> PageBlocks<'a> {
    pub fn new(shared: &'a Blocks, diagrams: Vec<(&'a Diagram, Words<'a>)>) -> Self {
        PageBlocks {
            shared,
            diagrams,
            star_numbers: AtomicBool::new(false),
        }
    }

    fn figure(&self, diagram: &Diagram, words: &Words) -> Result<String, String> {
        let numbered = matches!(diagram.board, BoardKind::Halma { .. }) && diagram.spec.numbers;
        let define = numbered && !self.star_numbers.swap(true, Ordering::Relaxed);
        figure(diagram, words, define)
    }
}

impl FencedBlocks for PageBlocks<'_> {
    fn render(&self, language: &str, body: &str) -> Option<Result<String, BlockError>> {
        if language != "diagram" {
            return self.shared.render(language, body);
        }
        // One id places a board; several place star boards as one, with a player-count switch.
        let mut boards = Vec::new();
        for id in body.split_whitespace() {
            let Some(found) = self.diagrams.iter().find(|(d, _)| d.spec.id == id) else {
                let known: Vec<&str> = self
                    .diagrams
                    .iter()
                    .map(|(d, _)| d.spec.id.as_str())
                    .collect();
                return Some(Err(BlockError::at_start(format!(
                    "no diagram `{id}` in page.toml; expected one of: {}",
                    known.join(", ")
                ))));
            };
            boards.push(found);
        }
        let result = match boards.as_slice() {
            [] => Err("expected a diagram id".to_string()),
            [(diagram, words)] => self.figure(diagram, words),
            several => several
                .iter()
                .map(|(d, w)| self.figure(d, w))
                .collect::<Result<Vec<_>, _>>()
                .and_then(|figures| {
                    let diagrams: Vec<&Diagram> = several.iter().map(|(d, _)| *d).collect();
                    player_choice(&diagrams, &figures, &several[0].1)
                }),
        };
        Some(result.map_err(BlockError::at_start))
    }
}

/// A PDN problem at its token: line of the block and byte offset within that line.
fn pdn_block_error(body: &str, e: &pdn::PdnError) -> BlockError {
    let offset = e.at.offset.min(body.len());
    let line_start = body[..offset].rfind('\n').map_or(0, |i| i + 1);
    BlockError {
        line: e.at.line.saturating_sub(1),
        column: offset - line_start,
        message: e.message.clone(),
    }
}
