//! A validated position: one 128-bit set of holes per player, the player count and the turn.

use std::fmt;

use super::geometry::{Hole, Point};
use super::moves::Move;
use super::seats::{Player, PlayerCount};
use super::setup::{ParseError, Setup};
use super::JumpRule;

/// Pieces each player owns.
pub const PIECES_PER_PLAYER: u32 = 10;

/// A position the rules core can play from: every piece and the player to move belong to a
/// seated player and nobody has more than ten pieces. Fewer is fine (diagrams show details).
/// It is bound to its jump rule: its moves, reasons and perft follow that rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) pieces: [u128; 6],
    pub(crate) occupied: u128,
    pub(crate) to_move: Player,
    pub(crate) players: PlayerCount,
    pub(crate) rule: JumpRule,
}

/// Why a [`Setup`] is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A piece of a player the count does not seat.
    UnseatedPiece {
        /// The hole the piece stands on.
        hole: Hole,
        /// The piece's player.
        player: Player,
        /// How many play.
        players: PlayerCount,
    },
    /// The player to move is not seated.
    UnseatedToMove {
        /// The player to move.
        player: Player,
        /// How many play.
        players: PlayerCount,
    },
    /// More pieces of one player than the ten it starts with.
    TooManyPieces {
        /// The player.
        player: Player,
        /// How many pieces it has.
        count: u32,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::UnseatedPiece {
                hole,
                player,
                players,
            } => write!(
                f,
                "hole {hole} holds a piece of player {player}, but only {players} play"
            ),
            SetupError::UnseatedToMove { player, players } => {
                write!(f, "player {player} is to move, but only {players} play")
            }
            SetupError::TooManyPieces { player, count } => write!(
                f,
                "player {player} has {count} pieces, at most {PIECES_PER_PLAYER} allowed"
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// A position text that could not be read or is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// The text is not a position text.
    Parse(ParseError),
    /// The text reads, but is not a position of the game.
    Setup(SetupError),
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Parse(e) => e.fmt(f),
            PositionError::Setup(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for PositionError {}

impl From<ParseError> for PositionError {
    fn from(e: ParseError) -> Self {
        PositionError::Parse(e)
    }
}

impl From<SetupError> for PositionError {
    fn from(e: SetupError) -> Self {
        PositionError::Setup(e)
    }
}

impl Position {
    /// The start position: each seated player's ten pieces in their home point, player 1 to move.
    pub fn start(rule: JumpRule, players: PlayerCount) -> Position {
        let mut pieces = [0; 6];
        for (i, home) in players.seats().iter().enumerate() {
            pieces[i] = home.mask();
        }
        Position {
            pieces,
            occupied: pieces.iter().fold(0, |a, b| a | b),
            to_move: Player::ONE,
            players,
            rule,
        }
    }

    /// Validates a setup. With `players` unset the count is inferred from the highest player
    /// present (on the board or to move) by [`PlayerCount::seating`]; the text does not state it.
    pub fn from_setup(
        rule: JumpRule,
        setup: &Setup,
        players: Option<PlayerCount>,
    ) -> Result<Position, SetupError> {
        let highest = setup
            .board
            .iter()
            .flatten()
            .copied()
            .chain([setup.to_move])
            .max()
            .unwrap_or(Player::ONE);
        let players = players.unwrap_or_else(|| PlayerCount::seating(highest));
        let mut pieces = [0u128; 6];
        for hole in Hole::all() {
            if let Some(player) = setup.get(hole) {
                if !players.seats_player(player) {
                    return Err(SetupError::UnseatedPiece {
                        hole,
                        player,
                        players,
                    });
                }
                pieces[player.index()] |= hole.bit();
            }
        }
        if !players.seats_player(setup.to_move) {
            return Err(SetupError::UnseatedToMove {
                player: setup.to_move,
                players,
            });
        }
        for (i, set) in pieces.iter().enumerate() {
            if set.count_ones() > PIECES_PER_PLAYER {
                return Err(SetupError::TooManyPieces {
                    player: Player::from_index(i),
                    count: set.count_ones(),
                });
            }
        }
        Ok(Position {
            pieces,
            occupied: pieces.iter().fold(0, |a, b| a | b),
            to_move: setup.to_move,
            players,
            rule,
        })
    }

    /// Reads a position text with an explicit player count (`None`: inferred, see `from_setup`).
    pub fn parse(
        rule: JumpRule,
        text: &str,
        players: Option<PlayerCount>,
    ) -> Result<Position, PositionError> {
        let setup: Setup = text.parse()?;
        Ok(Position::from_setup(rule, &setup, players)?)
    }

    /// The jump rule this position is played under.
    pub fn rule(&self) -> JumpRule {
        self.rule
    }

    /// The unchecked set-up of this position (pieces and the player to move).
    pub fn to_setup(&self) -> Setup {
        let mut setup = Setup::empty();
        for hole in Hole::all() {
            setup.set(hole, self.piece_at(hole));
        }
        setup.to_move = self.to_move;
        setup
    }

    /// The player whose turn it is.
    pub fn to_move(&self) -> Player {
        self.to_move
    }

    /// How many play (read from the highest player digit when the text does not say).
    pub fn players(&self) -> PlayerCount {
        self.players
    }

    /// The player whose piece stands on `hole`, if any.
    pub fn piece_at(&self, hole: Hole) -> Option<Player> {
        if self.occupied & hole.bit() == 0 {
            return None;
        }
        self.pieces
            .iter()
            .position(|set| set & hole.bit() != 0)
            .map(Player::from_index)
    }

    /// The holes of `player`'s pieces, in number order.
    pub fn pieces_of(&self, player: Player) -> impl Iterator<Item = Hole> {
        holes_of(self.pieces[player.index()])
    }

    /// How many holes of `point` hold pieces of `player`.
    pub fn count_in(&self, player: Player, point: Point) -> u32 {
        (self.pieces[player.index()] & point.mask()).count_ones()
    }

    /// Plays a move known to be legal here (from [`Position::legal_moves`]): the piece on `from`
    /// goes to `to` and the turn passes to the player after its owner. Nothing is checked; an
    /// empty `from` leaves the position as it is. [`Position::play`] checks the move first.
    pub fn play_unchecked(&mut self, mv: &Move) {
        if let Some(owner) = self.piece_at(mv.from) {
            *self = self.moved(owner.index(), mv.from.index() as u32, mv.to.index() as u32);
        }
    }

    /// Moves the piece on `from` to `to` and passes the turn to the player after its owner,
    /// without checking legality (the caller has a generated move).
    pub(crate) fn moved(&self, owner: usize, from: u32, to: u32) -> Position {
        let flip = (1u128 << from) | (1u128 << to);
        let mut next = *self;
        next.pieces[owner] ^= flip;
        next.occupied ^= flip;
        next.to_move = self.players.next(Player::from_index(owner));
        next
    }

    /// The board turned 60° clockwise, same player to move (for symmetry checks and diagrams).
    pub fn rotated(&self) -> Position {
        let turn = |set: u128| holes_of(set).fold(0u128, |acc, h| acc | h.rotated().bit());
        Position {
            pieces: self.pieces.map(turn),
            occupied: turn(self.occupied),
            ..*self
        }
    }
}

/// The holes of a bit set, in number order.
pub(crate) fn holes_of(mut set: u128) -> impl Iterator<Item = Hole> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let index = set.trailing_zeros();
            set &= set - 1;
            Hole::at(index)
        })
    })
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.to_setup().fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_positions_fill_the_home_points() {
        // Hand-written: 2 players are bottom (1) and top (2); 3 players bottom (1), upper-left
        // (2), upper-right (3); 4 players bottom, lower-left, top, upper-right; 6 all round.
        let expected = [
            "2/22/222/2222/............./............/.........../........../........./........../.........../............/............./1111/111/11/1 1",
            "./../.../..../2222.....3333/222......333/22.......33/2........3/........./........../.........../............/............./1111/111/11/1 1",
            "3/33/333/3333/.........4444/.........444/.........44/.........4/........./2........./22........./222........./2222........./1111/111/11/1 1",
            "4/44/444/4444/3333.....5555/333......555/33.......55/3........5/........./2........6/22.......66/222......666/2222.....6666/1111/111/11/1 1",
        ];
        for (count, text) in PlayerCount::ALL.into_iter().zip(expected) {
            let start = Position::start(JumpRule::Standard, count);
            assert_eq!(start.to_string(), text, "{count} players");
            assert_eq!(Position::parse(JumpRule::Standard, text, None), Ok(start));
            for player in count.players() {
                let home = count.home(player).unwrap();
                assert_eq!(start.count_in(player, home), 10);
            }
        }
    }

    #[test]
    fn the_count_is_inferred_or_checked() {
        let three = Position::start(JumpRule::Standard, PlayerCount::Three).to_string();
        assert_eq!(
            Position::parse(JumpRule::Standard, &three, None).map(|p| p.players()),
            Ok(PlayerCount::Three)
        );
        // A 5 seats six players.
        let five = three.replacen('3', "5", 1);
        assert_eq!(
            Position::parse(JumpRule::Standard, &five, None).map(|p| p.players()),
            Ok(PlayerCount::Six)
        );
        // Told it is a 2-player game, the 3s do not fit.
        let err = Position::parse(JumpRule::Standard, &three, Some(PlayerCount::Two)).unwrap_err();
        assert_eq!(
            err.to_string(),
            "hole 20 holds a piece of player 3, but only 2 play"
        );
        let two = Position::start(JumpRule::Standard, PlayerCount::Two).to_string();
        let err = Position::parse(
            JumpRule::Standard,
            &two.replace(" 1", " 3"),
            Some(PlayerCount::Two),
        )
        .unwrap_err();
        assert_eq!(err.to_string(), "player 3 is to move, but only 2 play");
        // An eleventh piece.
        let eleven = two.replacen("./", "1/", 1);
        assert_eq!(
            Position::parse(JumpRule::Standard, &eleven, None)
                .unwrap_err()
                .to_string(),
            "player 1 has 11 pieces, at most 10 allowed"
        );
    }

    #[test]
    fn rotating_six_times_is_the_identity() {
        let start = Position::start(JumpRule::Standard, PlayerCount::Two);
        let mut p = start;
        for _ in 0..6 {
            p = p.rotated();
        }
        assert_eq!(p, start);
        // Two turns take the bottom point to the upper-left one.
        let turned = start.rotated().rotated();
        assert_eq!(turned.count_in(Player::ONE, Point::UpperLeft), 10);
    }
}
