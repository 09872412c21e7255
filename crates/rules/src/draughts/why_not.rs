//! Why a move a reader tries is illegal: the reason codes behind the diagrams' messages.

use std::fmt;

use super::board::Square;
use super::movegen::Precedence;
use super::moves::Move;
use super::position::Position;
use super::RuleSet;

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
    pub fn why_not(
        &self,
        rule: RuleSet,
        from: Square,
        to: Square,
        path: Option<&[Square]>,
    ) -> Result<Move, Illegal> {
        let piece = self.piece_at(from).ok_or(Illegal::NoPiece)?;
        if piece.color != self.side {
            return Err(Illegal::NotYourTurn);
        }
        let legal = self.legal_moves(rule);
        let mut hits = legal.iter().filter(|m| fits(m, from, to, path));
        if let Some(first) = hits.next() {
            let more = hits.count();
            return if more == 0 {
                Ok(*first)
            } else {
                Err(Illegal::Ambiguous(more + 1))
            };
        }
        // What the piece could do if no precedence or limit applied.
        let mut candidates = Vec::new();
        self.captures(rule, Precedence::Ignore, &mut candidates);
        self.steps(rule, false, &mut candidates);
        let Some(tried) = candidates
            .iter()
            .filter(|m| m.from == from.bit())
            .find(|m| fits(m, from, to, path))
        else {
            return Err(Illegal::NotReachable);
        };
        // The move to show instead: the first legal capture in listing order.
        let mut legal = legal;
        legal.sort();
        let best = legal.iter().find(|m| m.is_capture()).copied();
        let best = match (tried.is_capture(), best) {
            (false, Some(best)) => return Err(Illegal::CaptureCompulsory(best)),
            // A possible step that is not legal without any capture around: the same-king rule.
            (false, None) => return Err(Illegal::KingMoveLimit),
            (true, Some(best)) => best,
            (true, None) => return Err(Illegal::NotReachable),
        };
        Err(match rule {
            RuleSet::International => Illegal::MorePiecesExist(best),
            RuleSet::Frisian => {
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
        })
    }
}
