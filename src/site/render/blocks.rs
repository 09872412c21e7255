//! The fenced blocks a page may contain: `pdn` game records (checked, then highlighted) and
//! `diagram`s.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;

use crate::pdn;
use crate::rules::explore::Explore;
use crate::rules::RulesId;
use crate::site::boards::figure_error::FigureError;
use crate::site::boards::html::{figure, player_choice, Placement, Words, TASK_PROGRESS};
use crate::site::boards::svg::{cells_id, Cells};
use crate::site::boards::{replay, BoardKind, Diagram};
use crate::site::load::l10n::counted;
use crate::site::messages;
use crate::site::render::highlight::Highlighter;
use crate::site::render::markdown::{BlockError, FencedBlocks};
use crate::site::sync::Recover;

pub(crate) struct Blocks {
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

/// The blocks of one page in one language: diagrams (with their words) and replayable games on
/// top of the shared ones.
pub(crate) struct PageBlocks<'a> {
    pub shared: &'a Blocks,
    /// The page's diagrams with their words in the page's language.
    pub diagrams: Vec<(&'a Diagram, Words<'a>)>,
    /// Diagrams the page declares but that were refused, reported where they are declared.
    pub refused: Vec<&'a str>,
    /// The language's interface strings, for the replay boards' words.
    pub strings: &'a BTreeMap<String, String>,
    /// The page's language, whose plural forms its counts take.
    pub lang: &'a str,
    /// The games placed so far: they number the replay boards' ids.
    pub games: AtomicUsize,
    /// The rules of the games placed so far (the game ends their boards may reach).
    pub game_rules: Mutex<BTreeSet<RulesId>>,
    /// Whether a board of the page already carries the star's hole numbers for the others.
    pub star_numbers: AtomicBool,
    /// Whether a task's board is already placed (the first carries the page's progress line).
    pub task_placed: AtomicBool,
    /// The kinds of board whose squares or holes a board of the page already carries for the
    /// others (`svg::cells_id`).
    pub cells_defined: Mutex<BTreeSet<&'static str>>,
    /// The families of board whose help's words a board of the page already writes (by
    /// whether they are draughts boards).
    pub help_written: Mutex<BTreeSet<bool>>,
}

impl PageBlocks<'_> {
    /// The progress line above the page's first task, nothing solved yet ("0 of 5").
    fn progress_line(&self) -> Option<String> {
        let total = self
            .diagrams
            .iter()
            .filter(|(d, _)| d.task.is_some())
            .count();
        let key = messages::template_key(TASK_PROGRESS);
        counted(
            self.strings,
            self.lang,
            &key,
            &[("done", 0), ("total", total)],
        )
    }

    /// Whether the page has a replay board (and so needs the board script).
    pub(crate) fn has_games(&self) -> bool {
        self.games.load(Ordering::Relaxed) > 0
    }

    /// The rules of the page's replay boards.
    pub(crate) fn game_rules(&self) -> BTreeSet<RulesId> {
        self.game_rules.lock().recover().clone()
    }

    /// Each game of a ```pdn block as a replay board with its own part of the record.
    fn replays(&self, body: &str) -> Result<String, BlockError> {
        pdn::validate(body).map_err(|e| pdn_block_error(body, &e))?;
        let games = pdn::read_games(body).map_err(|e| pdn_block_error(body, &e))?;
        let mut html = String::new();
        for (i, game) in games.iter().enumerate() {
            // A game's text runs from its first token to the next game's; the first takes
            // whatever precedes it too, so the block's text is copied whole.
            let from = if i == 0 { 0 } else { game.at.offset };
            let to = games.get(i + 1).map_or(body.len(), |g| g.at.offset);
            let record = body.get(from..to).unwrap_or(body);
            let n = self.games.fetch_add(1, Ordering::Relaxed) + 1;
            self.game_rules
                .lock()
                .recover()
                .insert(RulesId::of_draughts(game.rules));
            html.push_str(
                &replay::figure(game, n, record, self.strings).map_err(BlockError::at_start)?,
            );
        }
        Ok(html)
    }

    fn figure(&self, diagram: &Diagram, words: &Words) -> Result<String, FigureError> {
        let numbered = matches!(diagram.board, BoardKind::Halma { .. }) && diagram.spec.numbers;
        let first_task = diagram.task.is_some() && !self.task_placed.swap(true, Ordering::Relaxed);
        let first_of_kind = (self.cells_defined.lock().recover()).insert(cells_id(diagram.board));
        // A board has a help where the reader may move (html::controls).
        let has_help = !diagram.is_picture() && diagram.spec.explore != Explore::None;
        let draughts = matches!(diagram.board, BoardKind::Draughts(_));
        let place = Placement {
            define_numbers: numbered && !self.star_numbers.swap(true, Ordering::Relaxed),
            squares: if first_of_kind {
                Cells::Define
            } else {
                Cells::Use
            },
            help_words: has_help && self.help_written.lock().recover().insert(draughts),
            progress: first_task.then(|| self.progress_line()).flatten(),
        };
        figure(diagram, words, place)
    }
}

impl FencedBlocks for PageBlocks<'_> {
    fn render(&self, language: &str, body: &str) -> Option<Result<String, BlockError>> {
        if language == "pdn" {
            return Some(self.replays(body));
        }
        if language != "diagram" {
            return self.shared.render(language, body);
        }
        // One id places a board; several place star boards as one, with a player-count switch.
        let mut boards = Vec::new();
        for id in body.split_whitespace() {
            let Some(found) = self.diagrams.iter().find(|(d, _)| d.spec.id == id) else {
                if self.refused.contains(&id) {
                    return Some(Ok(String::new())); // One error, at the declaration, is enough.
                }
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
            [] => return Some(Err(BlockError::at_start("expected a diagram id"))),
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
