//! Who has won, under the two common win rules.

use super::position::{Position, PIECES_PER_PLAYER};
use super::seats::Player;

/// When filling the opposite point wins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum WinRule {
    /// The default: all ten holes of the opposite point hold your own pieces.
    #[default]
    OwnPieces,
    /// The refinement against blocking (an option, off by default): the opposite point is full,
    /// at least one piece there is yours, and every other piece there belongs to the opponent who
    /// starts there and so never left home. A position has no history, so that opponent's piece
    /// standing in its own home counts as never having left; pieces of any third player do not
    /// count. In a 3-player game nobody starts opposite, so this equals `OwnPieces`.
    PastHomeBlockers,
}

impl Position {
    /// Whether `player` has filled their target point under `rule` (false if not seated).
    pub fn has_won(&self, player: Player, rule: WinRule) -> bool {
        let Some(target) = self.players.target(player) else {
            return false;
        };
        let mine = self.pieces[player.index()] & target.mask();
        match rule {
            WinRule::OwnPieces => mine == target.mask(),
            WinRule::PastHomeBlockers => {
                let stayers = self
                    .players
                    .owner_of(target)
                    .map_or(0, |owner| self.pieces[owner.index()] & target.mask());
                mine != 0 && (mine | stayers) == target.mask()
            }
        }
    }

    /// Everyone who has won, in turn order (a real game has at most one new winner per move;
    /// hand-built positions may have several).
    pub fn winners(&self, rule: WinRule) -> Vec<Player> {
        self.players
            .players()
            .filter(|&p| self.has_won(p, rule))
            .collect()
    }
}

const _: () = assert!(PIECES_PER_PLAYER == 10, "a point has ten holes");
