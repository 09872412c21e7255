//! The rules on small hand-built positions; each expected answer is derived in the comment.
//!
//! Board map used below (hole numbers; neighbours in a row are 1 apart, and a hole touches the
//! two holes diagonally above and below it):
//!   row 8 (middle): 57 58 59 60 [61] 62 63 64 65
//!   the line north-west from the bottom tip: 121 119 116 112 103 90 78 67 57 47 36 24 11
//!   the line north-east from the bottom tip: 121 120 118 115 107 95 84 74 65 56 46 35 23

use rulebook_rules::halma::{
    Hole, Illegal, JumpRule, Move, Mover, Path, Player, PlayerCount, Point, Position, Setup,
    WinRule,
};

fn hole(n: u8) -> Hole {
    Hole::new(n).unwrap()
}

/// A position with `pieces` as (hole, player) and `to_move` to move.
fn position(pieces: &[(u8, u8)], to_move: u8) -> Position {
    let mut setup = Setup::empty();
    for &(h, player) in pieces {
        setup.set(hole(h), Player::new(player));
    }
    setup.to_move = Player::new(to_move).unwrap();
    Position::from_setup(JumpRule::Standard, &setup, None).unwrap()
}

/// The same pieces under `rule`.
fn under(p: &Position, rule: JumpRule) -> Position {
    Position::from_setup(rule, &p.to_setup(), Some(p.players())).unwrap()
}

/// Moves of the piece on `from`, as `FROM-TO` texts.
fn moves_from(p: &Position, rule: JumpRule, from: u8) -> Vec<String> {
    under(p, rule)
        .moves_from(hole(from))
        .iter()
        .map(|m| m.mv.to_string())
        .collect()
}

fn check_move(p: &Position, rule: JumpRule, from: u8, to: u8) -> Result<Path, Illegal> {
    let mv = Move {
        from: hole(from),
        to: hole(to),
    };
    under(p, rule)
        .check_move(mv, Mover::SideToMove)
        .map(|m| m.path)
}

fn jumps(holes: &[u8]) -> Path {
    Path::Jumps(holes.iter().map(|&n| hole(n)).collect())
}

#[test]
fn a_lone_springboard_throws_a_piece_across_the_board() {
    // 121 and a lone piece on 78, six holes up the north-west line (119 116 112 103 90 78).
    // Long jump: land six holes beyond 78 (67 57 47 36 24 11), all empty: 11, the upper-left tip.
    // From 11 the only piece in sight is 78 again, throwing back to the start: no new hole.
    // Steps: 119 and 120. Standard rules: 78 is not adjacent, so steps only.
    let p = position(&[(121, 1), (78, 2)], 1);
    assert_eq!(
        moves_from(&p, JumpRule::Long, 121),
        ["121-11", "121-119", "121-120"]
    );
    assert_eq!(
        moves_from(&p, JumpRule::Standard, 121),
        ["121-119", "121-120"]
    );
    assert_eq!(check_move(&p, JumpRule::Long, 121, 11), Ok(jumps(&[11])));
    assert_eq!(
        check_move(&p, JumpRule::Standard, 121, 11),
        Err(Illegal::LongJumpNeedsOption)
    );
}

#[test]
fn a_chain_mixes_long_and_short_jumps() {
    // 121 long-jumps over 116 (two away north-west, 119 empty) to 103 (112, 103 empty); from 103
    // a short jump east over 104 to 105; from 105 a long jump east over 107 (106 empty) to 109
    // (108, 109 empty). Every other line from those landings is empty or leads back to a landing
    // already reached (103 → 121 over 116 is the start hole), except one: 107 is also four
    // holes up 121's north-east line (120 118 115 107), so 121 long-jumps it to 65 (95 84 74 65
    // empty). Steps: 119, 120.
    let p = position(&[(121, 1), (116, 2), (104, 2), (107, 2)], 1);
    assert_eq!(
        moves_from(&p, JumpRule::Long, 121),
        ["121-65", "121-103", "121-105", "121-109", "121-119", "121-120"]
    );
    assert_eq!(
        check_move(&p, JumpRule::Long, 121, 109),
        Ok(jumps(&[103, 105, 109]))
    );
    assert_eq!(check_move(&p, JumpRule::Long, 121, 119), Ok(Path::Step));
    // Standard rules: 121's neighbours are empty, so no jump at all.
    assert_eq!(
        moves_from(&p, JumpRule::Standard, 121),
        ["121-119", "121-120"]
    );
    assert_eq!(
        check_move(&p, JumpRule::Standard, 121, 105),
        Err(Illegal::LongJumpNeedsOption)
    );
}

#[test]
fn a_long_jump_is_blocked_near_far_and_at_the_landing() {
    // The north-west line from 121: 119 (1), 116 (2), 112 (3), 103 (4). Jumping 116 lands on 103.
    let long = JumpRule::Long;
    // Clear: 121-103 over 116.
    let clear = position(&[(121, 1), (116, 2)], 1);
    assert_eq!(check_move(&clear, long, 121, 103), Ok(jumps(&[103])));

    // Near side: 119 stands before 116. The nearest piece, 119, would land on 116 (taken), and
    // 103 would mean passing over 119 and 116. Only the step to 120 is left.
    let near = position(&[(121, 1), (119, 2), (116, 2)], 1);
    assert_eq!(moves_from(&near, long, 121), ["121-120"]);
    assert_eq!(
        check_move(&near, long, 121, 103),
        Err(Illegal::PassesTwoPieces)
    );

    // Far side: 112 stands between 116 and the landing 103.
    let far = position(&[(121, 1), (116, 2), (112, 2)], 1);
    assert_eq!(moves_from(&far, long, 121), ["121-119", "121-120"]);
    assert_eq!(
        check_move(&far, long, 121, 103),
        Err(Illegal::FarSideNotEmpty)
    );

    // Landing hole: 103 itself is taken.
    let landing = position(&[(121, 1), (116, 2), (103, 2)], 1);
    assert_eq!(moves_from(&landing, long, 121), ["121-119", "121-120"]);
    assert_eq!(
        check_move(&landing, long, 121, 103),
        Err(Illegal::HoleTaken)
    );
}

#[test]
fn a_chain_passes_through_its_own_start_hole() {
    // 61 jumps east over 62 to 63, south-west over 72 to 82. From 82 the north-west line is
    // 71, 61 (the start, empty while the piece travels), 51: the nearest piece is 51, three away,
    // so the long jump lands three beyond it on 15 (40, 28, 15 empty). Also 61 jumps 51 to 40.
    // Steps: 52, 60, 70, 71 (51 and 62 are taken).
    let p = position(&[(61, 1), (62, 2), (72, 2), (51, 2)], 1);
    assert_eq!(
        moves_from(&p, JumpRule::Long, 61),
        ["61-15", "61-40", "61-52", "61-60", "61-63", "61-70", "61-71", "61-82"]
    );
    assert_eq!(
        check_move(&p, JumpRule::Long, 61, 15),
        Ok(jumps(&[63, 82, 15]))
    );
    // Standard rules: 71 next to 82 is empty, so the chain stops at 82.
    assert_eq!(
        moves_from(&p, JumpRule::Standard, 61),
        ["61-40", "61-52", "61-60", "61-63", "61-70", "61-71", "61-82"]
    );
    // 83 is one step on from the landing 82 and on no line with 61.
    assert_eq!(
        check_move(&p, JumpRule::Standard, 61, 83),
        Err(Illegal::StepAfterJump)
    );
    // 121 is on no line with 61 or a landing and next to none.
    assert_eq!(
        check_move(&p, JumpRule::Long, 61, 121),
        Err(Illegal::NotReachable)
    );
}

#[test]
fn a_chain_back_to_its_start_is_no_move() {
    // 61 jumps 62 to 63 and could jump back to 61: that is no move, nor may it stop on 61.
    let p = position(&[(61, 1), (62, 2)], 1);
    let moves = moves_from(&p, JumpRule::Standard, 61);
    assert!(!moves.contains(&"61-61".to_string()));
    assert_eq!(
        check_move(&p, JumpRule::Standard, 61, 61),
        Err(Illegal::SameHole)
    );
}

#[test]
fn only_the_side_to_move_moves_unless_any_piece_may() {
    let p = position(&[(61, 1), (62, 2)], 1);
    let mv = Move {
        from: hole(62),
        to: hole(63),
    };
    assert_eq!(
        p.check_move(mv, Mover::SideToMove),
        Err(Illegal::NotYourPiece)
    );
    assert_eq!(
        check_move(&p, JumpRule::Standard, 100, 101),
        Err(Illegal::EmptyHole)
    );
    // A diagram may move player 2's piece; then player 1 (after 2 of 2) is to move.
    p.check_move(mv, Mover::AnyPiece).unwrap();
    let mut after = p;
    after.play_unchecked(&mv);
    assert_eq!(after.piece_at(hole(63)), Player::new(2));
    assert_eq!(after.to_move(), Player::ONE);
    // Player 1 moves 61-60; then player 2 is to move.
    let after = p.play(&"61-60".parse().unwrap()).unwrap();
    assert_eq!(after.to_move(), Player::new(2).unwrap());
    assert_eq!(after.piece_at(hole(61)), None);
}

#[test]
fn turns_follow_the_seat_order_of_the_count() {
    // Three players: 1 → 2 → 3 → 1.
    let mut p = Position::start(JumpRule::Standard, PlayerCount::Three);
    let mut seen = Vec::new();
    for _ in 0..4 {
        seen.push(p.to_move().number());
        let mv = p.legal_moves()[0];
        p = p.play(&mv).unwrap();
    }
    assert_eq!(seen, [1, 2, 3, 1]);
}

fn fill(point: Point, pieces: &mut Vec<(u8, u8)>, player: u8) {
    pieces.extend(point.holes().map(|h| (h.number(), player)));
}

#[test]
fn winning_by_filling_the_opposite_point() {
    // Two players: player 1 aims at the top (1–10), player 2 at the bottom (112–121).
    let mut pieces = Vec::new();
    fill(Point::Top, &mut pieces, 1);
    let p = position(&pieces, 2);
    assert!(p.has_won(Player::ONE, WinRule::OwnPieces));
    assert!(p.has_won(Player::ONE, WinRule::PastHomeBlockers));
    assert_eq!(p.winners(WinRule::default()), [Player::ONE]);

    // Nine of player 1 and, on 1, a piece of player 2 who never left home: only the refinement
    // counts it as a win.
    pieces[0] = (1, 2);
    let blocked = position(&pieces, 2);
    assert!(!blocked.has_won(Player::ONE, WinRule::OwnPieces));
    assert!(blocked.has_won(Player::ONE, WinRule::PastHomeBlockers));

    // Nine and an empty hole: no win under either rule.
    pieces.remove(0);
    let gap = position(&pieces, 2);
    assert!(gap.winners(WinRule::PastHomeBlockers).is_empty());

    // The start: each point full of its owner's pieces, but nobody has one in the target.
    let start = Position::start(JumpRule::Standard, PlayerCount::Two);
    assert!(start.winners(WinRule::PastHomeBlockers).is_empty());
}

#[test]
fn the_refinement_counts_only_the_home_owner() {
    // Six players: player 1's target, the top, is player 4's home. A piece of player 3 there
    // has left its own home, so it blocks the win under both rules.
    let mut pieces = vec![(1, 4)];
    fill(Point::Top, &mut pieces, 1);
    pieces.remove(1); // hole 1 now holds player 4's piece
    pieces.push((121, 6)); // seats six players
    let four = position(&pieces, 1);
    assert_eq!(four.players(), PlayerCount::Six);
    assert!(four.has_won(Player::ONE, WinRule::PastHomeBlockers));
    assert!(!four.has_won(Player::ONE, WinRule::OwnPieces));
    pieces[0] = (1, 3);
    let three = position(&pieces, 1);
    assert!(!three.has_won(Player::ONE, WinRule::PastHomeBlockers));
}

#[test]
fn the_path_shown_is_the_shortest_first_in_number_order() {
    // Two chains of two jumps reach 84: east over 62 to 63 then south-east over 73 to 84, or
    // south-east over 71 to 82 then east over 83 to 84. [63, 84] comes before [82, 84].
    let p = position(&[(61, 1), (62, 2), (73, 2), (71, 2), (83, 2)], 1);
    for rule in [JumpRule::Standard, JumpRule::Long] {
        assert_eq!(check_move(&p, rule, 61, 84), Ok(jumps(&[63, 84])));
        assert_eq!(check_move(&p, rule, 61, 82), Ok(jumps(&[82])));
    }
}
