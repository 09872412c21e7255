//! A problem in a PDN text, at the token that shows it.

use std::fmt;

use crate::game::Span;

/// A problem in a game record, at the token it concerns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdnError {
    /// The offending token (or the character where reading stopped).
    pub at: Span,
    /// What is wrong and what was expected; for a move, its number and the rules core's reason.
    pub message: String,
}

impl PdnError {
    /// A problem at `at`.
    pub fn new(at: Span, message: impl Into<String>) -> PdnError {
        PdnError {
            at,
            message: message.into(),
        }
    }
}

impl fmt::Display for PdnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.at.line, self.at.column, self.message)
    }
}

impl std::error::Error for PdnError {}
