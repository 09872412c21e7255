//! Players, player counts and where each player sits (docs/notation.md, "Seats").

use std::fmt;

use super::geometry::Point;

/// A player, 1–6. Numbers follow the clockwise turn order from the bottom point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Player(u8);

impl Player {
    /// Player 1, who sits at the bottom and moves first.
    pub const ONE: Player = Player(1);

    /// The player numbered `number`, if it is 1–6.
    pub fn new(number: u8) -> Option<Player> {
        (1..=6).contains(&number).then_some(Player(number))
    }

    /// The player's number, 1–6.
    pub fn number(self) -> u8 {
        self.0
    }

    /// 0-based, for indexing per-player tables.
    pub fn index(self) -> usize {
        self.0 as usize - 1
    }

    pub(crate) fn from_index(index: usize) -> Player {
        debug_assert!(index < 6);
        Player(index as u8 + 1)
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// How many play: 2, 3, 4 or 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PlayerCount {
    /// Two players, on opposite points.
    Two,
    /// Three players, on every other point.
    Three,
    /// Four players, on two pairs of opposite points.
    Four,
    /// Six players, one on every point.
    Six,
}

impl PlayerCount {
    /// Every count the game is played by.
    pub const ALL: [PlayerCount; 4] = [
        PlayerCount::Two,
        PlayerCount::Three,
        PlayerCount::Four,
        PlayerCount::Six,
    ];

    /// The count for `n` players, if the game is played by that many.
    pub fn new(n: u8) -> Option<PlayerCount> {
        PlayerCount::ALL.into_iter().find(|c| c.get() == n)
    }

    /// The smallest count that seats player `highest`: how a position text that does not state
    /// the count is read (1–2 → 2, 3 → 3, 4 → 4, 5–6 → 6).
    pub fn seating(highest: Player) -> PlayerCount {
        PlayerCount::ALL
            .into_iter()
            .find(|c| c.get() >= highest.number())
            .unwrap_or(PlayerCount::Six)
    }

    /// How many play.
    pub fn get(self) -> u8 {
        self.seats().len() as u8
    }

    /// The points players 1, 2, … start from, in turn order (clockwise from the bottom).
    pub fn seats(self) -> &'static [Point] {
        use Point::*;
        match self {
            PlayerCount::Two => &[Bottom, Top],
            PlayerCount::Three => &[Bottom, UpperLeft, UpperRight],
            PlayerCount::Four => &[Bottom, LowerLeft, Top, UpperRight],
            PlayerCount::Six => &[Bottom, LowerLeft, UpperLeft, Top, UpperRight, LowerRight],
        }
    }

    /// The players of this count, in turn order.
    pub fn players(self) -> impl Iterator<Item = Player> {
        (1..=self.get()).map(Player)
    }

    /// Whether this count seats `player`.
    pub fn seats_player(self, player: Player) -> bool {
        player.number() <= self.get()
    }

    /// Where `player` starts, if seated.
    pub fn home(self, player: Player) -> Option<Point> {
        self.seats().get(player.index()).copied()
    }

    /// The point `player` aims for, if seated.
    pub fn target(self, player: Player) -> Option<Point> {
        self.home(player).map(Point::opposite)
    }

    /// The player whose home is `point`, if anyone sits there.
    pub fn owner_of(self, point: Point) -> Option<Player> {
        self.seats()
            .iter()
            .position(|&p| p == point)
            .map(Player::from_index)
    }

    /// Who moves after `player`.
    pub fn next(self, player: Player) -> Player {
        Player(player.number() % self.get() + 1)
    }
}

impl fmt::Display for PlayerCount {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.get())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seating_rounds_up_to_a_played_count() {
        let seat = |n| PlayerCount::seating(Player::new(n).unwrap()).get();
        assert_eq!([1, 2, 3, 4, 5, 6].map(seat), [2, 2, 3, 4, 6, 6]);
        assert_eq!(PlayerCount::new(5), None);
        assert_eq!(PlayerCount::new(4), Some(PlayerCount::Four));
    }

    #[test]
    fn everyone_faces_the_opposite_point_and_turns_cycle() {
        for count in PlayerCount::ALL {
            for player in count.players() {
                let home = count.home(player).unwrap();
                assert_eq!(count.owner_of(home), Some(player));
                assert_eq!(count.target(player), Some(home.opposite()));
            }
            let last = Player::new(count.get()).unwrap();
            assert_eq!(count.next(last), Player::ONE);
        }
        assert_eq!(PlayerCount::Three.target(Player::ONE), Some(Point::Top));
        assert_eq!(PlayerCount::Three.owner_of(Point::Top), None);
        assert_eq!(PlayerCount::Four.home(Player::new(5).unwrap()), None);
    }
}
