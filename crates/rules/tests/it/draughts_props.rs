//! Property tests of the draughts core over random legal-looking positions.

use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use rulebook_rules::draughts::{
    Board, Color, Game, KingMoves, Move, Outcome, Piece, Position, Role, RuleSet, Setup,
    SetupError, Square, MAX_PIECES,
};
use rulebook_rules::{explore, RulesId};

/// A random 10 × 10 position: up to 20 pieces a side, no man on its crowning row, random side
/// to move.
fn setup() -> impl Strategy<Value = Setup> {
    setup_on(Board::TenByTen)
}

/// A random position on `board`: up to as many pieces a side as it starts with.
fn setup_on(board: Board) -> impl Strategy<Value = Setup> {
    let last = u32::from(board.squares());
    (
        proptest::collection::vec((1u32..=last, 0u8..4), 0..(last as usize * 4 / 5)),
        any::<bool>(),
    )
        .prop_map(move |(pieces, black_to_move)| {
            let side = if black_to_move {
                Color::Black
            } else {
                Color::White
            };
            let mut setup = Setup::empty_on(board, side);
            let mut count = [0; 2];
            let per_row = u32::from(board.per_row());
            for (n, kind) in pieces {
                let Some(sq) = Square::on(board, n) else {
                    continue;
                };
                let color = if kind & 1 == 0 {
                    Color::White
                } else {
                    Color::Black
                };
                let crowning = match color {
                    Color::White => n <= per_row,
                    Color::Black => n > last - per_row,
                };
                let role = if kind & 2 != 0 || crowning {
                    Role::King
                } else {
                    Role::Man
                };
                let c = &mut count[color as usize];
                if setup.get(sq).is_none() && *c < board.max_pieces() {
                    *c += 1;
                    setup.put(sq, Some(Piece { color, role }));
                }
            }
            setup
        })
}

fn position() -> impl Strategy<Value = Position> {
    setup().prop_map(|s| Position::from_setup(RuleSet::International, &s).expect("a position"))
}

/// A random 8 × 8 position (for Russian and Brazilian draughts alike).
fn small_position() -> impl Strategy<Value = Position> {
    setup_on(Board::EightByEight)
        .prop_map(|s| Position::from_setup(RuleSet::Russian, &s).expect("an 8 × 8 position"))
}

/// A random 8 × 8 position with kings only: the endings the draw counts are made for.
fn small_kings_only_position() -> impl Strategy<Value = Position> {
    setup_on(Board::EightByEight).prop_map(|mut s| {
        for sq in Board::EightByEight.all_squares() {
            if let Some(Piece { color, .. }) = s.get(sq) {
                s.put(
                    sq,
                    Some(Piece {
                        color,
                        role: Role::King,
                    }),
                );
            }
        }
        Position::from_setup(RuleSet::Russian, &s).expect("an 8 × 8 position")
    })
}

/// The rule sets of `board`.
fn rules_on(board: Board) -> impl Iterator<Item = RuleSet> {
    RuleSet::ALL.into_iter().filter(move |r| r.board() == board)
}

/// Every legal move of `pos` under `rule` changes exactly what it should.
fn moves_apply_cleanly(rule: RuleSet, pos: Position) -> Result<(), TestCaseError> {
    let pos = under(&pos, rule);
    let side = pos.side_to_move();
    let list = pos.legal_moves();
    for mv in list.iter() {
        let mut next = pos;
        next.play_unchecked(mv);
        prop_assert_eq!(next.side_to_move(), side.other());
        // The piece left its square (unless it came back) and stands on the last landing.
        prop_assert_eq!(mv.landings().last(), Some(mv.to()));
        prop_assert_eq!(next.piece_at(mv.to()).map(|p| p.color), Some(side));
        if mv.from() != mv.to() {
            prop_assert_eq!(next.piece_at(mv.from()), None);
        }
        // Exactly the captured pieces are gone; nothing else changed hands.
        let captured: Vec<Square> = mv.captures().collect();
        prop_assert_eq!(captured.len(), mv.captured().len());
        for sq in mv.captured() {
            prop_assert_eq!(pos.piece_at(sq).map(|p| p.color), Some(side.other()));
            prop_assert_eq!(next.piece_at(sq), None);
        }
        prop_assert_eq!(
            next.pieces(side.other()).len(),
            pos.pieces(side.other()).len() - mv.captured().len()
        );
        prop_assert_eq!(next.pieces(side).len(), pos.pieces(side).len());
        // The new position survives a FEN round trip.
        prop_assert_eq!(Position::from_fen(rule, &next.to_fen()), Ok(next));
    }
    // The same move is never listed twice.
    for (i, a) in list.iter().enumerate() {
        prop_assert!(list.iter().skip(i + 1).all(|b| !a.same_move(b)));
    }
    Ok(())
}

/// The snapshot's tries, found from one move generation, are what `check_move` says for every
/// (own piece, empty square) pair it explains.
fn tries_equal_check_move(rule: RuleSet, pos: Position) -> Result<(), TestCaseError> {
    let pos = under(&pos, rule);
    let rules = RulesId::of_draughts(rule);
    let fen = pos.to_fen();
    let snapshot = explore::analyse(rules, explore::Explore::Side, &[&fen]).unwrap();
    let got: Vec<(u8, u8, &str)> = snapshot
        .tries
        .iter()
        .map(|t| (t.from, t.to, t.reason.as_str()))
        .collect();
    let squares: Vec<Square> = rule.board().all_squares().collect();
    let mut want = Vec::new();
    for &from in &squares {
        if pos
            .piece_at(from)
            .is_none_or(|p| p.color != pos.side_to_move())
        {
            continue;
        }
        for &to in squares.iter().filter(|s| pos.piece_at(**s).is_none()) {
            if let Err(why) = pos.check_move(from, to, None) {
                if let Some(reason) = explore::TryReason::of_draughts(&why) {
                    want.push((from.number(), to.number(), reason.as_str()));
                }
            }
        }
    }
    prop_assert_eq!(got, want, "{}", fen);
    Ok(())
}

/// A position with Frisian counters on one of the mover's kings, when it has one.
fn frisian_position() -> impl Strategy<Value = Position> {
    (setup(), 0u8..=3).prop_map(|(mut setup, count)| {
        let side = setup.side_to_move;
        let king = (1..=50).filter_map(Square::new).find(|&sq| {
            setup.get(sq)
                == Some(Piece {
                    color: side,
                    role: Role::King,
                })
        });
        if let Some(king) = king {
            setup.set_king_moves(side, KingMoves::new(count, Some(king)));
        }
        Position::from_setup(RuleSet::Frisian, &setup).expect("a Frisian position")
    })
}

/// The position as `rule` can have it: Frisian counters only where the rules count king moves.
fn for_rule(rule: RuleSet, pos: Position) -> Position {
    if rule.counts_king_moves() {
        pos
    } else {
        without_counters(pos)
    }
}

/// The same pieces without Frisian counters, for the International rules.
fn without_counters(pos: Position) -> Position {
    let mut setup = pos.to_setup();
    setup.king_moves = Default::default();
    Position::from_setup(RuleSet::International, &setup).expect("a position")
}

/// Anything at all on the board: any piece on any square, any counters.
fn any_setup() -> impl Strategy<Value = Setup> {
    (
        proptest::collection::vec(0u8..5, 50),
        any::<bool>(),
        [(0u8..6, 0u32..=52), (0u8..6, 0u32..=52)],
    )
        .prop_map(|(squares, black, counters)| {
            let mut setup = Setup::empty(if black { Color::Black } else { Color::White });
            for (n, kind) in (1..=50u32).zip(squares) {
                let color = if kind & 1 == 0 {
                    Color::White
                } else {
                    Color::Black
                };
                let role = if kind & 2 == 0 { Role::Man } else { Role::King };
                let sq = Square::new(n).expect("on the board");
                setup.put(sq, (kind < 4).then_some(Piece { color, role }));
            }
            for (color, (count, n)) in [Color::White, Color::Black].into_iter().zip(counters) {
                setup.set_king_moves(color, KingMoves::new(count, Square::new(n)));
            }
            setup
        })
}

/// Plays random legal moves (picked by `seed`) from `pos` until the game ends, and checks that
/// it does end, by one of the endings `rule` lists. Every game of these rules must end: men
/// only move forwards and pieces only leave, and between two man moves or captures the
/// kings-only count allows at most 40 plies; so 12 + 12 men of 7 steps each plus 23 captures
/// bound a game by (2 · 12 · 7 + 23 + 1) · 41 plies.
fn random_game_ends_by_a_listed_rule(
    rule: RuleSet,
    pos: Position,
    mut seed: u64,
) -> Result<(), TestCaseError> {
    const BOUND: usize = (2 * 12 * 7 + 23 + 1) * 41;
    let pos = under(&pos, rule);
    let (wins, draws) = rule.endings();
    let mut game = Game::new(pos);
    for _ in 0..=BOUND {
        match game.outcome() {
            Outcome::Ongoing => {}
            Outcome::Win(_, why) => {
                prop_assert!(wins.contains(&why), "{rule:?} lists no {why:?}");
                return Ok(());
            }
            Outcome::Draw(why) => {
                prop_assert!(draws.contains(&why), "{rule:?} lists no {why:?}");
                return Ok(());
            }
        }
        // xorshift64: the moves follow from the seed, so a failure replays.
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        // Mostly moves that offer no capture: random play otherwise trades everything off
        // and never reaches the counts.
        let list = game.position().legal_moves();
        let offers_nothing = |m: &&Move| {
            let mut next = *game.position();
            next.play_unchecked(m);
            next.legal_moves().iter().all(|r| !r.is_capture())
        };
        let calm: Vec<Move> = list.iter().filter(offers_nothing).copied().collect();
        let choices = if calm.is_empty() || seed.is_multiple_of(8) {
            list.as_slice()
        } else {
            &calm
        };
        let mv = choices[((seed >> 3) % choices.len() as u64) as usize];
        game.play(&mv)
            .map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
    }
    Err(TestCaseError::fail(format!(
        "{rule:?}: no end after {BOUND} plies from {}",
        pos.to_fen()
    )))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn fen_round_trips(pos in frisian_position()) {
        let fen = pos.to_fen();
        prop_assert_eq!(Position::from_fen(RuleSet::Frisian, &fen), Ok(pos));
    }

    #[test]
    fn every_legal_move_applies_cleanly(pos in frisian_position()) {
        for rule in rules_on(Board::TenByTen) {
            moves_apply_cleanly(rule, for_rule(rule, pos))?;
        }
    }

    #[test]
    fn every_legal_move_applies_cleanly_on_the_small_board(pos in small_position()) {
        for rule in rules_on(Board::EightByEight) {
            moves_apply_cleanly(rule, pos)?;
        }
    }

    /// The variants move as their base rules do: Frysk! as Frisian, Antidraughts as
    /// International, Breakthrough as International until a king ends it.
    #[test]
    fn variants_move_as_their_base_rules(pos in frisian_position()) {
        let sorted = |rule: RuleSet, pos: &Position| {
            let pos = under(pos, rule);
            let mut list: Vec<String> = pos.legal_moves().iter().map(ToString::to_string).collect();
            list.sort();
            list
        };
        prop_assert_eq!(sorted(RuleSet::Frysk, &pos), sorted(RuleSet::Frisian, &pos));
        let plain = without_counters(pos);
        let international = sorted(RuleSet::International, &plain);
        prop_assert_eq!(&sorted(RuleSet::Antidraughts, &plain), &international);
        let kings = plain.kings(Color::White).len() + plain.kings(Color::Black).len();
        let breakthrough = sorted(RuleSet::Breakthrough, &plain);
        if kings == 0 {
            prop_assert_eq!(&breakthrough, &international);
        } else {
            prop_assert!(breakthrough.is_empty());
        }
    }

    /// Without captures on the board the rule sets agree on the steps (the Frisian counters are
    /// zero here, so the same-king limit takes nothing away).
    #[test]
    fn without_captures_both_rule_sets_step_alike(pos in position()) {
        let intl = under(&pos, RuleSet::International).legal_moves();
        let fris = under(&pos, RuleSet::Frisian).legal_moves();
        let quiet = |l: &rulebook_rules::draughts::MoveList| l.iter().all(|m| !m.is_capture());
        if quiet(&intl) && quiet(&fris) {
            let mut a: Vec<String> = intl.iter().map(ToString::to_string).collect();
            let mut b: Vec<String> = fris.iter().map(ToString::to_string).collect();
            a.sort();
            b.sort();
            prop_assert_eq!(a, b);
        }
    }

    #[test]
    fn snapshot_tries_equal_check_move_per_square(pos in frisian_position()) {
        for rule in rules_on(Board::TenByTen) {
            tries_equal_check_move(rule, for_rule(rule, pos))?;
        }
    }

    #[test]
    fn snapshot_tries_equal_check_move_on_the_small_board(pos in small_position()) {
        for rule in rules_on(Board::EightByEight) {
            tries_equal_check_move(rule, pos)?;
        }
    }

    /// Random games on the small board end, and by a rule their rule set names.
    #[test]
    fn random_games_on_the_small_board_end_by_a_listed_rule(
        pos in small_position(),
        seed in 1u64..,
    ) {
        for rule in rules_on(Board::EightByEight) {
            random_game_ends_by_a_listed_rule(rule, pos, seed)?;
        }
    }

    /// The same with kings only, where the draw counts decide most games.
    #[test]
    fn random_king_endings_end_by_a_listed_rule(
        pos in small_kings_only_position(),
        seed in 1u64..,
    ) {
        for rule in rules_on(Board::EightByEight) {
            random_game_ends_by_a_listed_rule(rule, pos, seed)?;
        }
    }

    /// No set-up, however impossible, gets past `from_setup` into a position that breaks a rule
    /// of the module, and every position it accepts is played without a panic in both rule sets.
    #[test]
    fn only_possible_setups_become_positions(setup in any_setup()) {
        for rule in RuleSet::ALL {
            match Position::from_setup(rule, &setup) {
                Ok(pos) => {
                    prop_assert_eq!(pos.to_setup(), setup.clone());
                    for color in [Color::White, Color::Black] {
                        prop_assert!(pos.pieces(color).len() <= MAX_PIECES);
                        prop_assert!(pos.king_moves(color).count() <= KingMoves::LIMIT);
                    }
                    prop_assert_eq!(Position::from_fen(rule, &pos.to_fen()), Ok(pos));
                    for mv in pos.legal_moves().iter() {
                        let mut next = pos;
                        next.play_unchecked(mv);
                    }
                }
                Err(e) => prop_assert!(!e.to_string().is_empty()),
            }
        }
    }
}

/// The position that made a Frisian king's capture overflow the capture list: a king among 21
/// black men it could take one after another. It is refused, not played.
#[test]
fn twenty_one_pieces_a_side_are_refused() {
    let mut setup = Setup::empty(Color::White);
    setup.put(
        Square::new(46).unwrap(),
        Some(Piece {
            color: Color::White,
            role: Role::King,
        }),
    );
    for n in 6..=26 {
        let sq = Square::new(n).unwrap();
        setup.put(
            sq,
            Some(Piece {
                color: Color::Black,
                role: Role::Man,
            }),
        );
    }
    for rule in [RuleSet::International, RuleSet::Frisian] {
        assert_eq!(
            Position::from_setup(rule, &setup),
            Err(SetupError::TooManyPieces {
                color: Color::Black,
                count: 21,
                max: 20
            })
        );
    }
    let mut crowned = Setup::empty(Color::White);
    crowned.put(
        Square::new(3).unwrap(),
        Some(Piece {
            color: Color::White,
            role: Role::Man,
        }),
    );
    assert_eq!(
        Position::from_setup(RuleSet::International, &crowned),
        Err(SetupError::ManOnCrowningRow {
            color: Color::White,
            square: Square::new(3).unwrap()
        })
    );
}

/// The same position under `rule` (on the same board, with counters only where it keeps them).
fn under(pos: &Position, rule: RuleSet) -> Position {
    Position::from_setup(rule, &pos.to_setup()).expect("the position under another rule set")
}
