//! Russian and Brazilian move generation against a slow reference written from the rules alone:
//! an 8 × 8 array of squares addressed by row and column, no bitboards, no walls, no shared
//! code with the core but the FEN it is given. Both must list the same moves (from, to and
//! captured squares, in the notation of docs/notation.md) for random positions.

use std::collections::BTreeSet;

use proptest::prelude::*;
use rulebook_rules::draughts::{notation, RuleSet};

#[derive(Clone, Copy, PartialEq, Eq)]
struct Piece {
    white: bool,
    king: bool,
}

type Grid = [[Option<Piece>; 8]; 8];

const DIAGONALS: [(i32, i32); 4] = [(-1, -1), (-1, 1), (1, -1), (1, 1)];

/// Square number 1–32 of a dark square; row 0 is black's back row.
fn number(r: i32, c: i32) -> u32 {
    (r * 4 + c / 2 + 1) as u32
}

fn at(n: u32) -> (i32, i32) {
    let i = n as i32 - 1;
    let r = i / 4;
    (r, (i % 4) * 2 + (1 - r % 2))
}

fn on_board(r: i32, c: i32) -> bool {
    (0..8).contains(&r) && (0..8).contains(&c)
}

/// One random position as FEN, with its grid: each square empty or holding a man or king of
/// either side, at most 12 a side, no man on the row where it would be crowned.
fn fen_of(squares: &[u8], white_to_move: bool) -> String {
    let mut lists = [Vec::new(), Vec::new()];
    for (i, &kind) in squares.iter().enumerate() {
        let n = i as u32 + 1;
        if kind >= 4 {
            continue;
        }
        let white = kind & 1 == 0;
        let crowning = if white { n <= 4 } else { n >= 29 };
        let side = &mut lists[usize::from(!white)];
        if side.len() < 12 {
            let k = if kind & 2 != 0 || crowning { "K" } else { "" };
            side.push(format!("{k}{n}"));
        }
    }
    let side = if white_to_move { "W" } else { "B" };
    format!("{side}:W{}:B{}", lists[0].join(","), lists[1].join(","))
}

fn grid_of(fen: &str) -> (Grid, bool) {
    let mut grid: Grid = [[None; 8]; 8];
    let mut fields = fen.split(':');
    let white_to_move = fields.next() == Some("W");
    for field in fields {
        let white = field.starts_with('W');
        for entry in field[1..].split(',').filter(|e| !e.is_empty()) {
            let (king, n) = match entry.strip_prefix('K') {
                Some(n) => (true, n),
                None => (false, entry),
            };
            let (r, c) = at(n.parse().expect("a square"));
            grid[r as usize][c as usize] = Some(Piece { white, king });
        }
    }
    (grid, white_to_move)
}

/// A capture in progress: where the piece stands, what it has taken (in order), whether it is
/// a king by now.
struct Chain {
    from: (i32, i32),
    at: (i32, i32),
    taken: Vec<(i32, i32)>,
    king: bool,
}

struct Reference {
    grid: Grid,
    white: bool,
    russian: bool,
}

impl Reference {
    fn piece(&self, r: i32, c: i32) -> Option<Piece> {
        self.grid[r as usize][c as usize]
    }

    /// Empty for the capturing piece: nothing there, or the square it started from.
    fn free(&self, chain: &Chain, r: i32, c: i32) -> bool {
        on_board(r, c) && (self.piece(r, c).is_none() || (r, c) == chain.from)
    }

    fn takeable(&self, chain: &Chain, r: i32, c: i32) -> bool {
        on_board(r, c)
            && (r, c) != chain.from
            && self.piece(r, c).is_some_and(|p| p.white != self.white)
            && !chain.taken.contains(&(r, c))
    }

    /// Every (victim, landing) of one jump from where the chain stands.
    fn jumps(&self, chain: &Chain) -> Vec<((i32, i32), (i32, i32))> {
        let (r, c) = chain.at;
        let mut out = Vec::new();
        for (dr, dc) in DIAGONALS {
            if chain.king {
                let mut k = 1;
                while self.free(chain, r + k * dr, c + k * dc) {
                    k += 1;
                }
                let victim = (r + k * dr, c + k * dc);
                if !self.takeable(chain, victim.0, victim.1) {
                    continue;
                }
                let mut j = k + 1;
                while self.free(chain, r + j * dr, c + j * dc) {
                    out.push((victim, (r + j * dr, c + j * dc)));
                    j += 1;
                }
            } else if self.takeable(chain, r + dr, c + dc)
                && self.free(chain, r + 2 * dr, c + 2 * dc)
            {
                out.push(((r + dr, c + dc), (r + 2 * dr, c + 2 * dc)));
            }
        }
        out
    }

    fn step_into(&self, chain: &Chain, victim: (i32, i32), land: (i32, i32)) -> Chain {
        let far_row = if self.white { 0 } else { 7 };
        let mut taken = chain.taken.clone();
        taken.push(victim);
        Chain {
            from: chain.from,
            at: land,
            taken,
            king: chain.king || (self.russian && land.0 == far_row),
        }
    }

    fn extend(&self, chain: Chain, out: &mut Vec<(u32, u32, Vec<u32>)>) {
        let mut jumps = self.jumps(&chain);
        if self.russian {
            // Russian: beyond one piece, stop only where the capture can go on, if anywhere.
            let goes_on = |&(victim, land): &((i32, i32), (i32, i32))| {
                !self.jumps(&self.step_into(&chain, victim, land)).is_empty()
            };
            let continuing: Vec<_> = jumps.iter().copied().filter(goes_on).collect();
            let victims: BTreeSet<(i32, i32)> = continuing.iter().map(|j| j.0).collect();
            jumps.retain(|j| !victims.contains(&j.0) || continuing.contains(j));
        }
        if jumps.is_empty() {
            if !chain.taken.is_empty() {
                let mut taken: Vec<u32> = chain.taken.iter().map(|&(r, c)| number(r, c)).collect();
                taken.sort_unstable();
                out.push((
                    number(chain.from.0, chain.from.1),
                    number(chain.at.0, chain.at.1),
                    taken,
                ));
            }
            return;
        }
        for (victim, land) in jumps {
            self.extend(self.step_into(&chain, victim, land), out);
        }
    }

    fn moves(&self) -> BTreeSet<String> {
        let own: Vec<(i32, i32, bool)> = (0..8)
            .flat_map(|r| (0..8).map(move |c| (r, c)))
            .filter_map(|(r, c)| {
                let p = self.piece(r, c)?;
                (p.white == self.white).then_some((r, c, p.king))
            })
            .collect();
        let mut captures = Vec::new();
        for &(r, c, king) in &own {
            let chain = Chain {
                from: (r, c),
                at: (r, c),
                taken: Vec::new(),
                king,
            };
            self.extend(chain, &mut captures);
        }
        if !self.russian {
            let most = captures.iter().map(|m| m.2.len()).max().unwrap_or(0);
            captures.retain(|m| m.2.len() == most);
        }
        if !captures.is_empty() {
            return captures
                .into_iter()
                .map(|(from, to, taken)| {
                    let taken: Vec<String> = taken.iter().map(u32::to_string).collect();
                    format!("{from}x{to}:{}", taken.join(","))
                })
                .collect();
        }
        let forward = if self.white { -1 } else { 1 };
        let mut steps = BTreeSet::new();
        for &(r, c, king) in &own {
            for (dr, dc) in DIAGONALS {
                let mut k = 1;
                while on_board(r + k * dr, c + k * dc)
                    && self.piece(r + k * dr, c + k * dc).is_none()
                {
                    if king || (dr == forward && k == 1) {
                        steps.insert(format!(
                            "{}-{}",
                            number(r, c),
                            number(r + k * dr, c + k * dc)
                        ));
                    }
                    if !king {
                        break;
                    }
                    k += 1;
                }
            }
        }
        steps
    }
}

fn reference(rule: RuleSet, fen: &str) -> BTreeSet<String> {
    let (grid, white) = grid_of(fen);
    let russian = rule == RuleSet::Russian;
    Reference {
        grid,
        white,
        russian,
    }
    .moves()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn the_core_moves_as_the_reference(
        squares in proptest::collection::vec(0u8..12, 32),
        white_to_move in any::<bool>(),
    ) {
        let fen = fen_of(&squares, white_to_move);
        for rule in [RuleSet::Russian, RuleSet::Brazilian] {
            let core: BTreeSet<String> =
                notation::moves(rule, &fen).expect("a valid position").into_iter().collect();
            prop_assert_eq!(core, reference(rule, &fen), "{:?} {}", rule, fen);
        }
    }
}

#[test]
fn the_reference_knows_the_start() {
    for rule in [RuleSet::Russian, RuleSet::Brazilian] {
        assert_eq!(
            reference(
                rule,
                "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
            )
            .len(),
            7
        );
    }
}
