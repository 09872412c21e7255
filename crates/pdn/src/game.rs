//! What a PDN record says, as the boards show it: tags, the main line, variations as a tree,
//! comments under their move, NAGs — every move resolved by the rules core, with the position
//! after it and the place it was written.

use rulebook_rules::draughts::{Color, Move, Position, RuleSet};

/// Where a token was written: byte offset and length in the text, 1-based line and column
/// (columns count characters).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Span {
    /// Byte offset of the token's start.
    pub offset: usize,
    /// Its length in bytes.
    pub len: usize,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
}

/// One game of a PDN text.
#[derive(Clone, Debug)]
pub struct Game {
    /// Every tag pair in the order written, `GameType` and `FEN` included.
    pub tags: Vec<Tag>,
    /// The rules the moves were played by (from `[GameType]`; 20, International, when absent).
    pub rules: RuleSet,
    /// The position before the first move (from `[FEN]`, else the start position).
    pub start: Position,
    /// The main line; variations hang from its moves.
    pub line: Line,
    /// The game termination marker, if one was written.
    pub result: Option<Termination>,
    /// Where the game's first token was written.
    pub at: Span,
}

impl Game {
    /// The value of the first tag called `name` (tag names compare case-sensitively, as PDN asks).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|t| t.name == name)
            .map(|t| t.value.as_str())
    }
}

/// A tag pair: `[Name "value"]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tag {
    /// The tag's name, e.g. `White`.
    pub name: String,
    /// Its value, escapes resolved.
    pub value: String,
    /// Where the tag pair was written.
    pub at: Span,
}

/// A sequence of moves: the main line or one variation.
#[derive(Clone, Debug)]
pub struct Line {
    /// The position before the line's first move: the game's start, or for a variation the
    /// position before the move it replaces.
    pub start: Position,
    /// Comments written before the line's first move.
    pub comments: Vec<Comment>,
    /// The line's moves in order.
    pub moves: Vec<Node>,
}

impl Line {
    /// A line with no moves yet, from `start`.
    pub fn new(start: Position) -> Line {
        Line {
            start,
            comments: Vec::new(),
            moves: Vec::new(),
        }
    }

    /// The position before move `index` of the line.
    pub fn before(&self, index: usize) -> Position {
        match index.checked_sub(1).and_then(|i| self.moves.get(i)) {
            Some(previous) => previous.after,
            None => self.start,
        }
    }

    /// Every move of the line and, depth first, of its variations.
    pub fn count_all(&self) -> usize {
        self.moves
            .iter()
            .map(|n| 1 + n.variations.iter().map(Line::count_all).sum::<usize>())
            .sum()
    }
}

/// One move of a line with what was written around it.
#[derive(Clone, Debug)]
pub struct Node {
    /// The move number it belongs to (as written, or counted on from the last one written).
    pub number: u32,
    /// The side that made it.
    pub side: Color,
    /// The move as written, e.g. `28x19`, `1- 6`.
    pub written: String,
    /// The legal move it names: full path (`Move::landings`) and captured pieces in order
    /// (`Move::captures`).
    pub played: Move,
    /// The position after the move.
    pub after: Position,
    /// `!`, `?` and the like written after the move.
    pub strength: Option<Strength>,
    /// Numeric annotation glyphs (`$n`) in the order written.
    pub nags: Vec<u16>,
    /// Comments written after the move.
    pub comments: Vec<Comment>,
    /// Alternatives to this move, each starting from the position before it.
    pub variations: Vec<Line>,
    /// Where the move was written.
    pub at: Span,
}

/// A `{comment}` or `; comment` with its text (braces and the semicolon left out).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comment {
    /// The text, braces and semicolon left out.
    pub text: String,
    /// Where the comment was written.
    pub at: Span,
}

/// Move strength written after a move, with the NAG it stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strength {
    /// `!` ($1).
    Good,
    /// `?` ($2).
    Poor,
    /// `!!` ($3).
    VeryGood,
    /// `??` ($4).
    VeryPoor,
    /// `!?` ($5).
    Speculative,
    /// `?!` ($6).
    Questionable,
}

impl Strength {
    /// Every strength, in the order of their NAGs.
    pub const ALL: [Strength; 6] = [
        Strength::Good,
        Strength::Poor,
        Strength::VeryGood,
        Strength::VeryPoor,
        Strength::Speculative,
        Strength::Questionable,
    ];

    /// The mark as written.
    pub fn as_str(self) -> &'static str {
        match self {
            Strength::Good => "!",
            Strength::Poor => "?",
            Strength::VeryGood => "!!",
            Strength::VeryPoor => "??",
            Strength::Speculative => "!?",
            Strength::Questionable => "?!",
        }
    }

    /// The NAG of the same meaning ($1–$6).
    pub fn nag(self) -> u16 {
        Strength::ALL.iter().position(|s| *s == self).unwrap_or(0) as u16 + 1
    }

    /// The strength a mark stands for.
    pub fn parse(text: &str) -> Option<Strength> {
        Strength::ALL.into_iter().find(|s| s.as_str() == text)
    }
}

/// What a game termination marker says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// `1-0` or `2-0`.
    WhiteWins,
    /// `0-1` or `0-2`.
    BlackWins,
    /// `1/2-1/2`, `½-½` or `1-1`.
    Draw,
    /// `0-0`: both lose (double forfeit).
    BothLose,
    /// `*`: unfinished or unknown.
    Unknown,
}

/// A game termination marker as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Termination {
    /// What it says.
    pub score: Score,
    /// The marker as written, e.g. `2-0`.
    pub written: String,
    /// Where it was written.
    pub at: Span,
}
