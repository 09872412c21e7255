//! PDN text → tokens with their places. Moves are read with the padding real exports use
//! (`1- 6`, `6x 1`); results are told from moves by their squares (a square is never 0, a move
//! never goes to its own square).

use crate::error::PdnError;
use crate::game::{Score, Span, Strength};

#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Token {
    TagOpen,
    TagClose,
    /// A tag name (or any other word: the parser says what it expected instead).
    Symbol(String),
    /// A tag value with its escapes (`\"`, `\\`) undone.
    Text(String),
    /// `17.` or `17...`.
    MoveNumber(u32),
    /// `...` standing alone, as in `1. ... 19-23`.
    Ellipsis,
    /// The squares as written (`28x19x10` → [28, 19, 10]) and the text itself.
    Move {
        squares: Vec<u8>,
        written: String,
    },
    Strength(Strength),
    Nag(u16),
    Comment(String),
    VariationOpen,
    VariationClose,
    Result(Score, String),
}

/// The highest square number of the 10×10 board.
const LAST_SQUARE: u32 = 50;

pub(super) struct Lexer<'t> {
    text: &'t str,
    offset: usize,
    line: usize,
    column: usize,
}

impl<'t> Lexer<'t> {
    pub(super) fn new(text: &'t str) -> Lexer<'t> {
        Lexer {
            text,
            // A byte order mark, as Windows exports start with, is no token.
            offset: if text.starts_with('\u{feff}') { 3 } else { 0 },
            line: 1,
            column: 1,
        }
    }

    /// The place just after the last character, for problems found at the end of the text.
    pub(super) fn end(&self) -> Span {
        let mut end = Lexer::new(self.text);
        while end.bump().is_some() {}
        end.mark()
    }

    /// The text a token was read from.
    pub(super) fn text_of(&self, at: Span) -> &'t str {
        self.text.get(at.offset..at.offset + at.len).unwrap_or("")
    }

    fn peek_char(&self) -> Option<char> {
        self.text[self.offset..].chars().next()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek_char()?;
        self.offset += c.len_utf8();
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn mark(&self) -> Span {
        Span {
            offset: self.offset,
            len: 0,
            line: self.line,
            column: self.column,
        }
    }

    fn since(&self, start: Span) -> Span {
        Span {
            len: self.offset - start.offset,
            ..start
        }
    }

    fn eat_while(&mut self, keep: impl Fn(char) -> bool) -> &'t str {
        let start = self.offset;
        while self.peek_char().is_some_and(&keep) {
            self.bump();
        }
        &self.text[start..self.offset]
    }

    /// Skips spaces and tabs (padding inside a move), never a line break.
    fn skip_padding(&mut self) {
        self.eat_while(|c| c == ' ' || c == '\t');
    }

    /// The next token and where it was written; `None` at the end of the text.
    pub(super) fn next_token(&mut self) -> Option<Result<(Token, Span), PdnError>> {
        loop {
            self.eat_while(char::is_whitespace);
            // An escape line: `%` in the first column, ignored to the end of the line.
            if self.column == 1 && self.peek_char() == Some('%') {
                self.eat_while(|c| c != '\n');
                continue;
            }
            break;
        }
        let start = self.mark();
        let c = self.peek_char()?;
        let token = self.token(c, start);
        Some(token.map(|t| (t, self.since(start))))
    }

    fn token(&mut self, c: char, start: Span) -> Result<Token, PdnError> {
        let simple = match c {
            '[' => Some(Token::TagOpen),
            ']' => Some(Token::TagClose),
            '(' => Some(Token::VariationOpen),
            ')' => Some(Token::VariationClose),
            '*' => Some(Token::Result(Score::Unknown, "*".to_string())),
            _ => None,
        };
        if let Some(token) = simple {
            self.bump();
            return Ok(token);
        }
        match c {
            '{' => self.brace_comment(start),
            ';' => {
                self.bump();
                Ok(Token::Comment(self.eat_while(|c| c != '\n').to_string()))
            }
            '"' => self.text_value(start),
            '$' => {
                self.bump();
                let digits = self.eat_while(|c| c.is_ascii_digit());
                digits.parse().map(Token::Nag).map_err(|_| {
                    PdnError::new(
                        self.since(start),
                        "expected a NAG number after `$` (e.g. $1)",
                    )
                })
            }
            '!' | '?' => {
                let written = self.eat_while(|c| c == '!' || c == '?');
                Strength::parse(written)
                    .map(Token::Strength)
                    .ok_or_else(|| {
                        PdnError::new(
                            self.since(start),
                            format!(
                                "`{written}` is not a move strength (expected ! ? !! ?? !? or ?!)"
                            ),
                        )
                    })
            }
            '.' => {
                self.eat_while(|c| c == '.');
                Ok(Token::Ellipsis)
            }
            '½' => self.half_point_result(start),
            '0'..='9' => self.number_led(start),
            c if c.is_alphabetic() || c == '_' => Ok(Token::Symbol(
                self.eat_while(|c| c.is_alphanumeric() || c == '_')
                    .to_string(),
            )),
            '%' => {
                self.bump();
                Err(PdnError::new(
                    self.since(start),
                    "`%` starts an escape line only in the first column",
                ))
            }
            other => {
                self.bump();
                Err(PdnError::new(
                    self.since(start),
                    format!("unexpected `{other}` (expected a move, move number, comment, variation or result)"),
                ))
            }
        }
    }

    fn brace_comment(&mut self, start: Span) -> Result<Token, PdnError> {
        self.bump();
        let body = self.eat_while(|c| c != '}');
        if self.bump().is_none() {
            return Err(PdnError::new(
                Span { len: 1, ..start },
                "this `{` comment is never closed (expected `}`)",
            ));
        }
        Ok(Token::Comment(body.to_string()))
    }

    fn text_value(&mut self, start: Span) -> Result<Token, PdnError> {
        self.bump();
        let mut value = String::new();
        loop {
            match self.bump() {
                Some('"') => return Ok(Token::Text(value)),
                Some('\\') => match self.bump() {
                    Some(c) => value.push(c),
                    None => break,
                },
                Some('\n') | None => break,
                Some(c) => value.push(c),
            }
        }
        Err(PdnError::new(
            Span { len: 1, ..start },
            "this tag value is never closed (expected `\"` on the same line)",
        ))
    }

    fn half_point_result(&mut self, start: Span) -> Result<Token, PdnError> {
        let rest = &self.text[self.offset..];
        if rest.starts_with("½-½") {
            for _ in 0.."½-½".chars().count() {
                self.bump();
            }
            return Ok(Token::Result(Score::Draw, "½-½".to_string()));
        }
        self.bump();
        Err(PdnError::new(self.since(start), "expected the result ½-½"))
    }

    fn number(&mut self, start: Span) -> Result<u32, PdnError> {
        let digits = self.eat_while(|c| c.is_ascii_digit());
        digits.parse().map_err(|_| {
            PdnError::new(
                self.since(start),
                format!("`{digits}` is too large a number"),
            )
        })
    }

    /// A move number, a move or a result: they all start with a number.
    fn number_led(&mut self, start: Span) -> Result<Token, PdnError> {
        let first = self.number(start)?;
        match self.peek_char() {
            Some('.') => {
                self.eat_while(|c| c == '.');
                Ok(Token::MoveNumber(first))
            }
            Some('/') => {
                let rest = &self.text[start.offset..];
                if rest.starts_with("1/2-1/2") {
                    for _ in 1.."1/2-1/2".len() {
                        self.bump();
                    }
                    return Ok(Token::Result(Score::Draw, "1/2-1/2".to_string()));
                }
                self.bump();
                Err(PdnError::new(
                    self.since(start),
                    "expected the result 1/2-1/2",
                ))
            }
            Some('-' | 'x' | 'X') => self.move_or_result(first, start),
            _ => Err(PdnError::new(
                self.since(start),
                format!("`{first}` alone is not a move number (`{first}.`), a move (e.g. 32-28) or a tag value (in quotes)"),
            )),
        }
    }

    fn move_or_result(&mut self, first: u32, start: Span) -> Result<Token, PdnError> {
        let mut squares = vec![first];
        while let Some(separator @ ('-' | 'x' | 'X')) = self.peek_char() {
            self.bump();
            self.skip_padding();
            if !self.peek_char().is_some_and(|c| c.is_ascii_digit()) {
                return Err(PdnError::new(
                    self.since(start),
                    format!("expected a square after `{separator}`"),
                ));
            }
            let at = self.mark();
            squares.push(self.number(at)?);
        }
        let written = self.text[start.offset..self.offset].to_string();
        if let [a, b] = squares[..] {
            let score = match (a, b) {
                (1, 0) | (2, 0) => Some(Score::WhiteWins),
                (0, 1) | (0, 2) => Some(Score::BlackWins),
                (1, 1) => Some(Score::Draw),
                (0, 0) => Some(Score::BothLose),
                _ => None,
            };
            if let (Some(score), false) = (score, written.contains(['x', 'X', ' ', '\t'])) {
                return Ok(Token::Result(score, written));
            }
        }
        if let Some(off) = squares.iter().find(|&&n| n == 0 || n > LAST_SQUARE) {
            return Err(PdnError::new(
                self.since(start),
                format!("`{written}`: square {off} is off the board (1-50)"),
            ));
        }
        Ok(Token::Move {
            squares: squares.into_iter().map(|n| n as u8).collect(),
            written,
        })
    }
}
