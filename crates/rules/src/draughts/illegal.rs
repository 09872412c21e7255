//! Why a move a reader tries is illegal: the reason codes behind the diagrams' messages.

use std::fmt;

use super::board::Square;
use super::movegen::Precedence;
use super::moves::{Move, MoveList};
use super::position::Position;
use super::Movement;

/// Why an attempted move is not legal here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Illegal {
    /// The from square is empty.
    NoPiece,
    /// The piece belongs to the side not to move.
    NotYourTurn,
    /// A step was tried while a capture is possible; carries a legal capture.
    CaptureCompulsory(Move),
    /// International: a capture of more pieces exists; carries one.
    MorePiecesExist(Move),
    /// Frisian: a capture of greater value exists; carries one.
    GreaterValueExists(Move),
    /// Frisian: a king can make a capture of the same value, so a man may not; carries it.
    KingMustCapture(Move),
    /// Frisian: this king has made three quiet moves in a row while its side has men.
    KingMoveLimit,
    /// The piece cannot get there (or not by that path).
    NotReachable,
    /// Several legal moves go from there to there; a path is needed. Carries their number.
    Ambiguous(usize),
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::NoPiece => f.write_str("there is no piece on that square"),
            Illegal::NotYourTurn => f.write_str("that piece belongs to the other side"),
            Illegal::CaptureCompulsory(m) => write!(f, "capturing is compulsory ({m})"),
            Illegal::MorePiecesExist(m) => write!(f, "a capture of more pieces exists ({m})"),
            Illegal::GreaterValueExists(m) => {
                write!(f, "a capture of greater value exists ({m})")
            }
            Illegal::KingMustCapture(m) => {
                write!(f, "with equal value a king must capture ({m})")
            }
            Illegal::KingMoveLimit => f.write_str("this king has made three moves in a row"),
            Illegal::NotReachable => f.write_str("the square is not reachable"),
            Illegal::Ambiguous(n) => write!(f, "{n} moves lead there; give the path"),
        }
    }
}

impl std::error::Error for Illegal {}

/// Does `m` go from `from` to `to`, along `path` (every landing square) when one is given?
fn fits(m: &Move, from: Square, to: Square, path: Option<&[Square]>) -> bool {
    m.from() == from && m.to() == to && path.is_none_or(|p| m.landings().eq(p.iter().copied()))
}

impl Position {
    /// The legal move from `from` to `to` (along `path`, every landing square, if given), or
    /// why there is none.
    pub fn check_move(
        &self,
        from: Square,
        to: Square,
        path: Option<&[Square]>,
    ) -> Result<Move, Illegal> {
        let piece = self.piece_at(from).ok_or(Illegal::NoPiece)?;
        if piece.color != self.side {
            return Err(Illegal::NotYourTurn);
        }
        let legal = self.legal_moves();
        let mut hits = legal.iter().filter(|m| fits(m, from, to, path));
        if let Some(first) = hits.next() {
            let more = hits.count();
            return if more == 0 {
                Ok(*first)
            } else {
                Err(Illegal::Ambiguous(more + 1))
            };
        }
        let candidates = self.unrestricted_moves();
        let Some(tried) = candidates
            .iter()
            .filter(|m| m.from == from.bit())
            .find(|m| fits(m, from, to, path))
        else {
            return Err(Illegal::NotReachable);
        };
        Err(self.explain(tried, first_capture(&legal)))
    }

    /// What the side to move could do if no capture precedence and no king limit applied: the
    /// moves a reader may try, in generation order.
    pub(crate) fn unrestricted_moves(&self) -> Vec<Move> {
        let mut candidates = Vec::new();
        if self.ended_by_first_king() {
            return candidates;
        }
        self.captures(Precedence::Ignore, &mut candidates);
        self.steps(false, &mut candidates);
        candidates
    }

    /// Why `tried`, one of [`Position::unrestricted_moves`] that is not legal, is illegal;
    /// `best` is the legal capture to show instead ([`first_capture`]).
    pub(crate) fn explain(&self, tried: &Move, best: Option<Move>) -> Illegal {
        let rule = self.rule;
        let best = match (tried.is_capture(), best) {
            (false, Some(best)) => return Illegal::CaptureCompulsory(best),
            // A possible step that is not legal without any capture around: the same-king rule.
            (false, None) => return Illegal::KingMoveLimit,
            (true, Some(best)) => best,
            (true, None) => return Illegal::NotReachable,
        };
        match rule.movement() {
            Movement::International => Illegal::MorePiecesExist(best),
            // Every capture that goes as far as it can is legal: the tried one stops too soon.
            Movement::Russian => Illegal::NotReachable,
            Movement::Frisian => {
                let value = |m: &Move| {
                    let kings = (m.captured & self.kings).count_ones();
                    // Value, then fewer kings; the king preference is the last tie-break.
                    rule.capture_rank(m.count as u32, kings, false)
                };
                if value(&best) > value(tried) {
                    Illegal::GreaterValueExists(best)
                } else {
                    Illegal::KingMustCapture(best)
                }
            }
        }
    }
}

/// The first legal capture in listing order: the move a reason shows instead of the tried one.
pub(crate) fn first_capture(legal: &MoveList) -> Option<Move> {
    legal
        .iter()
        .filter(|m| m.is_capture())
        .min_by_key(|m| m.sort_key())
        .copied()
}

/// Playing a move only once it is checked.
impl Position {
    /// The position after `mv` if it is one of the legal moves here (the same move, by from, to
    /// and captures), or why it is not.
    pub fn play(&self, mv: &Move) -> Result<Position, Illegal> {
        let mv = self.checked(mv)?;
        let mut next = *self;
        next.play_unchecked(&mv);
        Ok(next)
    }

    /// The legal move that is `mv` (by from, to and captures), or why there is none.
    pub(crate) fn checked(&self, mv: &Move) -> Result<Move, Illegal> {
        let legal = self.legal_moves();
        match legal.iter().find(|m| m.same_move(mv)) {
            Some(legal) => Ok(*legal),
            None => Err(self
                .check_move(mv.from(), mv.to(), None)
                .err()
                .unwrap_or(Illegal::NotReachable)),
        }
    }
}
