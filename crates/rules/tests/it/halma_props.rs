//! Properties of the move generator, checked against a slow reference written from the rules
//! alone: its own board geometry (from the row lengths) and a plain walk along each line.

use std::collections::{BTreeSet, HashMap, VecDeque};

use proptest::prelude::*;
use rulebook_rules::halma::{
    Hole, Illegal, JumpRule, Move, Mover, Path, Player, PlayerCount, Position, Setup,
};
use rulebook_rules::{explore, Family, RulesId};

/// The reference: holes by (row, doubled column); neighbours at (0, ±2) and (±1, ±1).
struct Reference {
    coords: Vec<(i32, i32)>,
    index: HashMap<(i32, i32), usize>,
}

const DIRECTIONS: [(i32, i32); 6] = [(0, 2), (1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1)];

impl Reference {
    fn new() -> Reference {
        let rows = [1, 2, 3, 4, 13, 12, 11, 10, 9, 10, 11, 12, 13, 4, 3, 2, 1];
        let mut coords = Vec::new();
        for (r, len) in rows.into_iter().enumerate() {
            for c in 0..len {
                coords.push((r as i32, 13 - len + 2 * c));
            }
        }
        let index = coords.iter().enumerate().map(|(i, &rc)| (rc, i)).collect();
        Reference { coords, index }
    }

    fn at(&self, from: usize, (dr, dx): (i32, i32), k: i32) -> Option<usize> {
        let (r, x) = self.coords[from];
        self.index.get(&(r + k * dr, x + k * dx)).copied()
    }

    /// Landings of one jump; `board[i]` is whether hole i is taken.
    fn jumps(&self, board: &[bool], from: usize, rule: JumpRule) -> Vec<usize> {
        let mut out = Vec::new();
        for dir in DIRECTIONS {
            let mut k = 1;
            while let Some(h) = self.at(from, dir, k) {
                if board[h] {
                    let clear =
                        (k + 1..=2 * k).all(|j| self.at(from, dir, j).is_some_and(|l| !board[l]));
                    if clear && (k == 1 || rule == JumpRule::Long) {
                        out.extend(self.at(from, dir, 2 * k));
                    }
                    break;
                }
                k += 1;
            }
        }
        out
    }

    /// Destinations of the piece on `from` with the fewest jumps to each (0 for a step).
    fn reach(&self, board: &[bool], from: usize, rule: JumpRule) -> HashMap<usize, usize> {
        let mut lifted = board.to_vec();
        lifted[from] = false;
        let mut depth = HashMap::from([(from, 0)]);
        let mut queue = VecDeque::from([from]);
        while let Some(h) = queue.pop_front() {
            for l in self.jumps(&lifted, h, rule) {
                if !depth.contains_key(&l) {
                    depth.insert(l, depth[&h] + 1);
                    queue.push_back(l);
                }
            }
        }
        depth.remove(&from);
        for dir in DIRECTIONS {
            if let Some(n) = self.at(from, dir, 1).filter(|&n| !board[n]) {
                depth.insert(n, 0);
            }
        }
        depth
    }
}

fn board_of(p: &Position) -> Vec<bool> {
    Hole::all().map(|h| p.piece_at(h).is_some()).collect()
}

/// The same pieces under `rule`.
fn under(p: &Position, rule: JumpRule) -> Position {
    Position::from_setup(rule, &p.to_setup(), Some(p.players())).unwrap()
}

fn move_set(p: &Position, rule: JumpRule, from: Hole) -> BTreeSet<(u8, u8)> {
    under(p, rule)
        .moves_from(from)
        .iter()
        .map(|m| (m.mv.from.number(), m.mv.to.number()))
        .collect()
}

const RULES: [JumpRule; 2] = [JumpRule::Standard, JumpRule::Long];

/// Random boards of any density, each player capped at ten pieces.
fn scattered() -> impl Strategy<Value = Position> {
    (0u32..=70, 1u8..=6).prop_flat_map(|(density, to_move)| {
        prop::collection::vec((0u32..100, 1u8..=6), 121).prop_map(move |cells| {
            let mut setup = Setup::empty();
            let mut counts = [0; 7];
            for (h, (roll, player)) in Hole::all().zip(cells) {
                if roll < density && counts[player as usize] < 10 {
                    counts[player as usize] += 1;
                    setup.set(h, Player::new(player));
                }
            }
            setup.to_move = Player::new(to_move).unwrap_or(Player::ONE);
            Position::from_setup(JumpRule::Standard, &setup, None).unwrap()
        })
    })
}

/// Positions reached by playing random legal moves from a start.
fn played() -> impl Strategy<Value = Position> {
    (
        prop::sample::select(PlayerCount::ALL.to_vec()),
        prop::collection::vec(any::<prop::sample::Index>(), 0..60),
        prop::bool::ANY,
    )
        .prop_map(|(count, picks, long)| {
            let rule = if long {
                JumpRule::Long
            } else {
                JumpRule::Standard
            };
            let mut p = Position::start(rule, count);
            for pick in picks {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p = p.play(&moves[pick.index(moves.len())]).unwrap();
            }
            p
        })
}

fn positions() -> impl Strategy<Value = Position> {
    prop_oneof![scattered(), played()]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn moves_match_the_reference(p in positions()) {
        let reference = Reference::new();
        let board = board_of(&p);
        for rule in RULES {
            for from in Hole::all().filter(|&h| board[h.index()]) {
                let expected: BTreeSet<(u8, u8)> = reference
                    .reach(&board, from.index(), rule)
                    .keys()
                    .map(|&to| (from.number(), to as u8 + 1))
                    .collect();
                prop_assert_eq!(move_set(&p, rule, from), expected, "{} from {}", p, from);
            }
        }
    }

    #[test]
    fn every_generated_move_is_legal_and_its_path_is_shortest(p in positions()) {
        let reference = Reference::new();
        let board = board_of(&p);
        for rule in RULES {
            let p = under(&p, rule);
            let moves = p.legal_moves_with_paths();
            let plain: Vec<Move> = moves.iter().map(|m| m.mv).collect();
            prop_assert_eq!(&plain, &p.legal_moves());
            prop_assert!(plain.windows(2).all(|w| w[0] < w[1]), "sorted and distinct");
            for m in &moves {
                prop_assert_eq!(p.piece_at(m.mv.from), Some(p.to_move()));
                prop_assert_eq!(p.check_move(m.mv, Mover::SideToMove), Ok(m.clone()));
                let after = p.play(&m.mv).unwrap();
                prop_assert_eq!(after.piece_at(m.mv.to), Some(p.to_move()));
                prop_assert_eq!(after.piece_at(m.mv.from), None);
                prop_assert_eq!(after.to_move(), p.players().next(p.to_move()));
                // The path: each landing one jump from the hole before, as few as any chain.
                let fewest = reference.reach(&board, m.mv.from.index(), rule)[&m.mv.to.index()];
                match &m.path {
                    Path::Step => prop_assert_eq!(fewest, 0),
                    Path::Jumps(landings) => {
                        prop_assert_eq!(landings.len(), fewest);
                        let mut lifted = board.clone();
                        lifted[m.mv.from.index()] = false;
                        let mut at = m.mv.from.index();
                        for l in landings {
                            prop_assert!(reference.jumps(&lifted, at, rule).contains(&l.index()));
                            at = l.index();
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn standard_moves_are_long_jump_moves(p in positions()) {
        let long: BTreeSet<Move> = under(&p, JumpRule::Long).legal_moves().into_iter().collect();
        for mv in under(&p, JumpRule::Standard).legal_moves() {
            prop_assert!(long.contains(&mv), "{} in {}", mv, p);
        }
    }

    #[test]
    fn moves_turn_with_the_board(p in positions()) {
        let turn = |mv: Move| Move { from: mv.from.rotated(), to: mv.to.rotated() };
        for rule in RULES {
            let p = under(&p, rule);
            let rotated = p.rotated();
            let mut expected: Vec<Move> = p.legal_moves().into_iter().map(turn).collect();
            expected.sort();
            prop_assert_eq!(rotated.legal_moves(), expected);
        }
    }

    #[test]
    fn check_move_agrees_with_the_move_list(p in positions(), from in 1u8..=121, to in 1u8..=121) {
        let mv = Move { from: Hole::new(from).unwrap(), to: Hole::new(to).unwrap() };
        for rule in RULES {
            let p = under(&p, rule);
            let legal = p.moves_from(mv.from).into_iter().find(|m| m.mv == mv);
            let checked = p.check_move(mv, Mover::AnyPiece);
            prop_assert_eq!(checked.as_ref().ok(), legal.as_ref());
            match checked {
                Err(Illegal::EmptyHole) => prop_assert!(p.piece_at(mv.from).is_none()),
                Err(Illegal::HoleTaken) => prop_assert!(p.piece_at(mv.to).is_some() && from != to),
                Err(Illegal::LongJumpNeedsOption) => {
                    prop_assert_eq!(rule, JumpRule::Standard);
                    let long = under(&p, JumpRule::Long);
                    prop_assert!(long.moves_from(mv.from).iter().any(|m| m.mv == mv));
                }
                _ => {}
            }
        }
    }

    /// The snapshot's tries, from one reach per piece, are what `check_move` says for every
    /// (piece, empty hole) pair it explains, with any piece free to move.
    #[test]
    fn snapshot_tries_equal_check_move_per_hole(p in positions()) {
        for (rules, rule) in [
            (RulesId::ChineseCheckers, JumpRule::Standard),
            (RulesId::SuperChineseCheckers, JumpRule::Long),
        ] {
            let p = under(&p, rule);
            let text = p.to_setup().to_string();
            let snapshot = explore::analyse(rules, explore::Explore::All, &[&text]).unwrap();
            let got: Vec<(u8, u8, &str)> =
                snapshot.tries.iter().map(|t| (t.from, t.to, t.reason.as_str())).collect();
            let mut want = Vec::new();
            for from in Hole::all().filter(|h| p.piece_at(*h).is_some()) {
                for to in Hole::all().filter(|h| p.piece_at(*h).is_none()) {
                    if let Err(why) = p.check_move(Move { from, to }, Mover::AnyPiece) {
                        if matches!(
                            why,
                            Illegal::PassesTwoPieces
                                | Illegal::FarSideNotEmpty
                                | Illegal::StepAfterJump
                                | Illegal::LongJumpNeedsOption
                        ) {
                            want.push((from.number(), to.number(), why.code()));
                        }
                    }
                }
            }
            prop_assert_eq!(got, want, "{}", text);
        }
    }

    #[test]
    fn position_text_round_trips(p in positions()) {
        let text = p.to_string();
        prop_assert_eq!(Position::parse(p.rule(), &text, Some(p.players())), Ok(p));
    }
}

/// Reference perft on a board of owners (0 empty), `players` seated, `to_move` 1-based.
fn reference_perft(
    reference: &Reference,
    owners: &mut [u8],
    players: u8,
    to_move: u8,
    rule: JumpRule,
    depth: u32,
) -> u64 {
    if depth == 0 {
        return 1;
    }
    let taken: Vec<bool> = owners.iter().map(|&o| o != 0).collect();
    let mut nodes = 0;
    let mine: Vec<usize> = (0..owners.len())
        .filter(|&h| owners[h] == to_move)
        .collect();
    for from in mine {
        for to in reference.reach(&taken, from, rule).into_keys() {
            owners.swap(from, to);
            nodes += reference_perft(
                reference,
                owners,
                players,
                to_move % players + 1,
                rule,
                depth - 1,
            );
            owners.swap(from, to);
        }
    }
    nodes
}

#[test]
#[ignore = "slow reference generator: run with --release --include-ignored"]
fn perft_matches_the_reference() {
    let reference = Reference::new();
    let mut checked = 0;
    for count in crate::perft::counts().iter().filter(|c| c.nodes <= 200_000) {
        let Family::Halma(rule) = count.rules.family() else {
            continue;
        };
        let p = Position::parse(rule, &count.position, None).unwrap();
        let mut owners: Vec<u8> = Hole::all()
            .map(|h| p.piece_at(h).map_or(0, |o| o.number()))
            .collect();
        let got = reference_perft(
            &reference,
            &mut owners,
            p.players().get(),
            p.to_move().number(),
            rule,
            count.depth,
        );
        assert_eq!(got, count.nodes, "tests/data/perft.txt:{}", count.line);
        checked += 1;
    }
    assert!(checked >= 30);
}
