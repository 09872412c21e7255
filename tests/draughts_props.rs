//! Property tests of the draughts core over random legal-looking positions.

use proptest::prelude::*;
use rulebook::rules::draughts::{Color, KingMoves, Piece, Position, Role, RuleSet, Square};
use rulebook::rules::{explore, RulesId};

/// A random position: up to 20 pieces a side, no man on its crowning row, random side to move.
fn position() -> impl Strategy<Value = Position> {
    (
        proptest::collection::vec((1u32..=50, 0u8..4), 0..40),
        any::<bool>(),
    )
        .prop_map(|(pieces, black_to_move)| {
            let side = if black_to_move {
                Color::Black
            } else {
                Color::White
            };
            let mut pos = Position::empty(side);
            let mut count = [0; 2];
            for (n, kind) in pieces {
                let Some(sq) = Square::new(n) else { continue };
                let color = if kind & 1 == 0 {
                    Color::White
                } else {
                    Color::Black
                };
                let crowning = match color {
                    Color::White => n <= 5,
                    Color::Black => n >= 46,
                };
                let role = if kind & 2 != 0 || crowning {
                    Role::King
                } else {
                    Role::Man
                };
                let c = &mut count[color as usize];
                if pos.piece_at(sq).is_none() && *c < 20 {
                    *c += 1;
                    pos.put(sq, Some(Piece { color, role }));
                }
            }
            pos
        })
}

/// A position with Frisian counters on one of the mover's kings, when it has one.
fn frisian_position() -> impl Strategy<Value = Position> {
    (position(), 0u8..=3).prop_map(|(mut pos, count)| {
        let side = pos.side_to_move();
        if let Some(king) = pos.kings(side).next() {
            pos.set_king_moves(side, KingMoves::new(count, Some(king)));
        }
        pos
    })
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
        for rule in [RuleSet::International, RuleSet::Frisian] {
            let pos = if rule == RuleSet::International {
                let mut p = pos;
                p.set_king_moves(Color::White, KingMoves::default());
                p.set_king_moves(Color::Black, KingMoves::default());
                p
            } else {
                pos
            };
            let side = pos.side_to_move();
            let list = pos.legal_moves(rule);
            for mv in list.iter() {
                let mut next = pos;
                next.play(rule, mv);
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
        }
    }

    /// Without captures on the board the rule sets agree on the steps (the Frisian counters are
    /// zero here, so the same-king limit takes nothing away).
    #[test]
    fn without_captures_both_rule_sets_step_alike(pos in position()) {
        let intl = pos.legal_moves(RuleSet::International);
        let fris = pos.legal_moves(RuleSet::Frisian);
        let quiet = |l: &rulebook::rules::draughts::MoveList| l.iter().all(|m| !m.is_capture());
        if quiet(&intl) && quiet(&fris) {
            let mut a: Vec<String> = intl.iter().map(ToString::to_string).collect();
            let mut b: Vec<String> = fris.iter().map(ToString::to_string).collect();
            a.sort();
            b.sort();
            prop_assert_eq!(a, b);
        }
    }

    /// The snapshot's tries, found from one move generation, are what `why_not` says for every
    /// (own piece, empty square) pair it explains.
    #[test]
    fn snapshot_tries_equal_why_not_per_square(pos in frisian_position()) {
        for (rules, rule) in [
            (RulesId::InternationalDraughts, RuleSet::International),
            (RulesId::FrisianDraughts, RuleSet::Frisian),
        ] {
            let mut pos = pos;
            if rule == RuleSet::International {
                for c in [Color::White, Color::Black] {
                    pos.set_king_moves(c, KingMoves::default());
                }
            }
            let fen = pos.to_fen();
            let snapshot = explore::analyse(rules, explore::Explore::Side, &[&fen]).unwrap();
            let got: Vec<(u8, u8, &str)> =
                snapshot.tries.iter().map(|t| (t.from, t.to, t.reason)).collect();
            let squares: Vec<Square> = (1..=50).filter_map(Square::new).collect();
            let mut want = Vec::new();
            for &from in &squares {
                if pos.piece_at(from).is_none_or(|p| p.color != pos.side_to_move()) {
                    continue;
                }
                for &to in squares.iter().filter(|s| pos.piece_at(**s).is_none()) {
                    if let Err(why) = pos.why_not(rule, from, to, None) {
                        if let Some(code) = explore::draughts::reason_code(&why) {
                            want.push((from.number(), to.number(), code));
                        }
                    }
                }
            }
            prop_assert_eq!(got, want, "{}", fen);
        }
    }
}
