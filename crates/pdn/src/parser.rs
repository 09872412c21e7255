//! Tokens → games, by recursive descent over the PDN 3.0 grammar:
//!
//! ```text
//! text      = game*
//! game      = tag* movetext* result?        (a game also ends where the next one's tags begin)
//! tag       = "[" symbol string "]"
//! movetext  = number | "..." | move strength? nag* | comment | "(" movetext* ")"
//! ```
//!
//! Each move is resolved through the rules core as soon as it is read, from the position before
//! it; a variation starts from the position before the move it follows and replaces.

use rulebook_rules::draughts::{Color, Position, RuleSet, WrittenMove};

use crate::error::PdnError;
use crate::game::{Comment, Game, Line, Node, Span, Tag, Termination};
use crate::lexer::{Lexer, Token};
use crate::setup;

/// Variations nested deeper than this are refused: no record needs more, and the reader's
/// recursion stays bounded whatever the input.
pub const MAX_DEPTH: usize = 32;

/// One game as far as it could be read, and the first problem in it.
#[derive(Clone, Debug)]
pub struct GameRead {
    /// The tags and moves read before the problem, if any.
    pub game: Game,
    /// The first problem; reading the game stopped there.
    pub problem: Option<PdnError>,
}

/// How a line of moves ended.
enum End {
    Result(Termination),
    /// The next game's tags begin (left unread).
    NextGame,
    Closed,
    Eof,
}

pub(super) struct Parser<'t> {
    lexer: Lexer<'t>,
    peeked: Option<Result<(Token, Span), PdnError>>,
    /// The nesting depth where reading stopped, for skipping to the game's end after a problem.
    depth: usize,
}

impl<'t> Parser<'t> {
    pub(super) fn new(text: &'t str) -> Parser<'t> {
        Parser {
            lexer: Lexer::new(text),
            peeked: None,
            depth: 0,
        }
    }

    fn next(&mut self) -> Result<Option<(Token, Span)>, PdnError> {
        match self.peeked.take() {
            Some(t) => t.map(Some),
            None => self.lexer.next_token().transpose(),
        }
    }

    /// The next token, left to read; a lexical problem stays to be read too.
    fn peek(&mut self) -> Result<Option<&(Token, Span)>, PdnError> {
        if self.peeked.is_none() {
            self.peeked = self.lexer.next_token();
        }
        match &self.peeked {
            None => Ok(None),
            Some(Ok(t)) => Ok(Some(t)),
            Some(Err(e)) => Err(e.clone()),
        }
    }

    fn unread(&mut self, token: Token, at: Span) {
        self.peeked = Some(Ok((token, at)));
    }

    /// Every game of the text; after a problem, reading goes on with the next game.
    pub(super) fn games(mut self) -> Vec<GameRead> {
        let mut games: Vec<GameRead> = Vec::new();
        let mut prologue = Vec::new();
        loop {
            let at = match self.peek() {
                Ok(None) => break,
                Ok(Some((Token::Comment(_), _))) => {
                    if let Ok(Some((Token::Comment(text), at))) = self.next() {
                        prologue.push(Comment { text, at });
                    }
                    continue;
                }
                Ok(Some((_, at))) => *at,
                Err(e) => e.at,
            };
            games.push(self.game(at, std::mem::take(&mut prologue)));
        }
        // Comments after the last result belong to the last game's last move.
        if let Some(last) = games.last_mut() {
            let line = &mut last.game.line;
            match line.moves.last_mut() {
                Some(node) => node.comments.append(&mut prologue),
                None => line.comments.append(&mut prologue),
            }
        }
        games
    }

    fn game(&mut self, at: Span, prologue: Vec<Comment>) -> GameRead {
        let mut game = Game {
            tags: Vec::new(),
            rules: RuleSet::International,
            start: Position::start(),
            line: Line {
                comments: prologue,
                ..Line::new(Position::start())
            },
            result: None,
            at,
        };
        self.depth = 0;
        let mut in_tags = true;
        let problem = self.game_body(&mut game, &mut in_tags).err();
        if problem.is_some() {
            self.skip_game(in_tags);
        }
        GameRead { game, problem }
    }

    fn game_body(&mut self, game: &mut Game, in_tags: &mut bool) -> Result<(), PdnError> {
        while let Some((Token::TagOpen, _)) = self.peek()? {
            self.next()?;
            game.tags.push(self.tag()?);
        }
        *in_tags = false;
        game.rules = setup::rules(&game.tags)?;
        game.start = setup::start(game.rules, &game.tags)?;
        game.line.start = game.start;
        match self.line(&mut game.line, 1, None)? {
            End::Result(result) => game.result = Some(result),
            End::NextGame | End::Eof | End::Closed => {}
        }
        Ok(())
    }

    /// `Name "value"]` after the `[`; the tag's place is its value's.
    fn tag(&mut self) -> Result<Tag, PdnError> {
        let (name, at) = self
            .next()?
            .ok_or_else(|| self.at_end("expected a tag name after `[`"))?;
        let Token::Symbol(name) = name else {
            return Err(PdnError::new(
                at,
                "expected a tag name after `[` (e.g. [Event \"…\"])",
            ));
        };
        let (value, at) = self
            .next()?
            .ok_or_else(|| self.at_end("expected the tag's value in quotes"))?;
        let Token::Text(value) = value else {
            return Err(PdnError::new(
                at,
                format!("expected the value of [{name}] in quotes"),
            ));
        };
        match self.next()? {
            Some((Token::TagClose, _)) => Ok(Tag { name, value, at }),
            Some((_, at)) => Err(PdnError::new(at, format!("expected `]` to close [{name}]"))),
            None => Err(self.at_end(&format!("expected `]` to close [{name}]"))),
        }
    }

    fn at_end(&self, message: &str) -> PdnError {
        PdnError::new(self.lexer.end(), format!("the text ends; {message}"))
    }

    /// Reads moves into `line` from its start until the line ends; `open` is the `(` of a
    /// variation.
    fn line(
        &mut self,
        line: &mut Line,
        mut number: u32,
        open: Option<Span>,
    ) -> Result<End, PdnError> {
        let depth = self.depth;
        let mut before = line.start;
        // The position before the line's last move: where its variations start.
        let mut before_last = before;
        loop {
            let Some((token, at)) = self.next()? else {
                return match open {
                    Some(open) => Err(PdnError::new(
                        open,
                        "this variation is never closed (expected `)`)",
                    )),
                    None => Ok(End::Eof),
                };
            };
            let last = line.moves.last_mut();
            match token {
                Token::MoveNumber(n) => number = n,
                Token::Ellipsis => {}
                Token::Move { squares, written } => {
                    let side = before.side_to_move();
                    let played = WrittenMove::from_squares(squares).resolve(&before).map_err(|why| {
                        PdnError::new(at, format!("move {}: {why}", label(number, side, &written)))
                    })?;
                    let mut after = before;
                    after.play_unchecked(&played);
                    line.moves.push(Node {
                        number,
                        side,
                        written,
                        played,
                        after,
                        strength: None,
                        nags: Vec::new(),
                        comments: Vec::new(),
                        variations: Vec::new(),
                        at,
                    });
                    before_last = before;
                    before = after;
                    if side == Color::Black {
                        number += 1;
                    }
                }
                Token::Strength(strength) => match last {
                    Some(node) if node.strength.is_none() => node.strength = Some(strength),
                    Some(node) => {
                        return Err(PdnError::new(at, format!("move {} already has a strength", node.written)))
                    }
                    None => return Err(PdnError::new(at, format!("`{}` must follow the move it judges", strength.as_str()))),
                },
                Token::Nag(nag) => match last {
                    Some(node) => node.nags.push(nag),
                    None => return Err(PdnError::new(at, format!("`${nag}` must follow the move it annotates"))),
                },
                Token::Comment(text) => {
                    let comment = Comment { text, at };
                    match last {
                        Some(node) => node.comments.push(comment),
                        None => line.comments.push(comment),
                    }
                }
                Token::VariationOpen => {
                    let Some(node) = last else {
                        return Err(PdnError::new(at, "a variation must follow the move it replaces"));
                    };
                    if depth + 1 > MAX_DEPTH {
                        return Err(PdnError::new(at, format!("variations nested deeper than {MAX_DEPTH} levels")));
                    }
                    let first = node.number;
                    let mut variation = Line::new(before_last);
                    self.depth = depth + 1;
                    self.line(&mut variation, first, Some(at))?;
                    self.depth = depth;
                    if let Some(node) = line.moves.last_mut() {
                        node.variations.push(variation);
                    }
                }
                Token::VariationClose => {
                    return match open {
                        Some(_) => Ok(End::Closed),
                        None => Err(PdnError::new(at, "`)` closes no variation")),
                    }
                }
                Token::Result(score, written) => {
                    return match open {
                        Some(open) => Err(PdnError::new(at, format!(
                            "the result `{written}` comes inside the variation opened at {}:{} (expected `)` first)",
                            open.line, open.column
                        ))),
                        None => Ok(End::Result(Termination { score, written, at })),
                    }
                }
                Token::TagOpen => {
                    if let Some(open) = open {
                        return Err(PdnError::new(at, format!(
                            "a tag inside the variation opened at {}:{} (expected `)` first)",
                            open.line, open.column
                        )));
                    }
                    self.unread(Token::TagOpen, at);
                    return Ok(End::NextGame);
                }
                Token::TagClose | Token::Text(_) | Token::Symbol(_) => {
                    let text = self.lexer.text_of(at);
                    return Err(PdnError::new(at, format!(
                        "`{text}` is not a move (expected a move such as 32-28 or 28x19, a move number, a comment, a variation or a result)"
                    )));
                }
            }
        }
    }

    /// Skips to the end of a game after a problem: past its result, or to the next game's tags.
    fn skip_game(&mut self, mut in_tags: bool) {
        let mut depth = self.depth;
        loop {
            let token = match self.next() {
                Ok(Some((token, at))) => (token, at),
                Ok(None) => return,
                Err(_) => continue,
            };
            match token {
                (Token::TagOpen, at) if !in_tags => {
                    self.unread(Token::TagOpen, at);
                    return;
                }
                (Token::TagOpen | Token::TagClose | Token::Symbol(_) | Token::Text(_), _) => {}
                (Token::VariationOpen, _) => depth += 1,
                (Token::VariationClose, _) => depth = depth.saturating_sub(1),
                (Token::Result(..), _) if depth == 0 => return,
                _ => in_tags = false,
            }
        }
    }
}

/// `17. 32-28` or `17... 19-23`, as a reader finds the move in the record.
fn label(number: u32, side: Color, written: &str) -> String {
    let dots = if side == Color::White { "." } else { "..." };
    format!("{number}{dots} {written}")
}
