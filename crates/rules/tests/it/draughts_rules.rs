//! Hand-built positions for every rule of the draughts core; each answer is derived in the
//! comment above it. Board: 1–5 black's back row (b10…j10), 46–50 white's (a1…i1); square 28 has
//! diagonal neighbours 22, 23 (up) and 32, 33 (down); in Frisian its row neighbours two columns
//! away are 27 and 29 and its column neighbours two rows away are 18 and 38.

use rulebook_rules::draughts::notation;
use rulebook_rules::draughts::{
    Color, DrawRule, FenField, FenProblem, Game, Illegal, Move, Outcome, Position, Role, RuleSet,
    Square, WinReason,
};

use RuleSet::{Frisian, International};

fn moves(rule: RuleSet, fen: &str) -> Vec<String> {
    notation::moves(rule, fen).expect("valid FEN")
}

fn pos(rule: RuleSet, fen: &str) -> Position {
    Position::from_fen(rule, fen).expect("valid FEN")
}

fn sq(n: u32) -> Square {
    Square::new(n).expect("on the board")
}

/// The legal move written `notation` (docs/notation.md).
fn find(p: &Position, notation: &str) -> Move {
    *p.legal_moves()
        .iter()
        .find(|m| m.to_string() == notation)
        .unwrap_or_else(|| panic!("{notation} is not legal in {}", p.to_fen()))
}

fn after(rule: RuleSet, fen: &str, mv: &str) -> String {
    let mut p = pos(rule, fen);
    let m = find(&p, mv);
    p.play_unchecked(&m);
    p.to_fen()
}

// --- International: majority capture, kings counting as men --------------------------------

/// White man 46 takes 41 (landing 37) then 32 (landing 28): two men. White king 10 takes the black
/// king 14 and must land on 19 (own man 23 behind it); from 19 nothing more: one piece, a king.
/// Counting pieces, the man's two win; in Frisian the values tie (2 men = 2, 1 king = 2) and the
/// capture with fewer kings is worth more, so the same move is forced.
const MEN_OVER_KING: &str = "W:W23,46,K10:B41,32,K14";

#[test]
fn majority_counts_pieces_so_two_men_beat_one_king() {
    assert_eq!(moves(International, MEN_OVER_KING), ["46x28:32,41"]);
}

#[test]
fn frisian_two_men_are_worth_more_than_one_king() {
    assert_eq!(moves(Frisian, MEN_OVER_KING), ["46x28:32,41"]);
}

/// Add black men 13 and 17: king 10 takes 14 (lands 19), then 13 (NW from 19, lands 8 or 2);
/// from 8 it takes 17 (SW, lands 21 or 26); from 21 it takes 32 (SE, lands 38, 43 or 49); from
/// 26 and 2 nothing follows. Four pieces beat the man's two, and the three landings after 32 are
/// three moves with the same captured set.
#[test]
fn majority_makes_the_king_take_four() {
    assert_eq!(
        moves(International, "W:W23,46,K10:B13,14,17,32,41"),
        [
            "10x38:13,14,17,32",
            "10x43:13,14,17,32",
            "10x49:13,14,17,32"
        ]
    );
}

// --- no piece jumped twice; the king may pass its own square -----------------------------------

/// Black men 31, 32, 21, 22 form a diamond around 26-37-28-17. White king 37 with own men on 23,
/// 11 and 42 as walls. Clockwise: x32 lands 28 (23 blocks), x22 lands 17 (11 blocks), x21 lands
/// 26 (edge), x31 lands 37 (42 blocks) — back home with all four taken, and 32 cannot be jumped
/// again. Anticlockwise: x31 lands 26, x21 lands 17, 12, 8 or 3; only from 17 does x22 follow
/// (landing 28, 33, 39, 44 or 50), and only from 28 does x32 follow, landing 37, 41 or 46.
/// Three moves, all taking the four men; none takes more.
#[test]
fn a_circling_king_cannot_jump_a_piece_twice() {
    assert_eq!(
        moves(International, "W:W23,11,42,K37:B21,22,31,32"),
        [
            "37x37:21,22,31,32",
            "37x41:21,22,31,32",
            "37x46:21,22,31,32"
        ]
    );
}

/// The same diamond with a man on 37: both directions round take the same four men and end on 37,
/// so the two paths are one move.
#[test]
fn paths_differing_only_in_landings_are_one_move() {
    assert_eq!(
        moves(International, "W:W37:B21,22,31,32"),
        ["37x37:21,22,31,32"]
    );
}

// --- promotion ------------------------------------------------------------------------------------

/// White man 14 takes 9 landing on 3 (black's back row), then must take 8 landing on 12: it only
/// passed the crowning row, so it stays a man.
#[test]
fn a_man_passing_the_back_row_during_a_capture_is_not_crowned() {
    let fen = "W:W14:B8,9";
    assert_eq!(moves(International, fen), ["14x12:8,9"]);
    assert_eq!(after(International, fen, "14x12:8,9"), "B:W12:B");
}

/// Without the man on 8 the capture ends on 3: crowned.
#[test]
fn a_man_ending_on_the_back_row_is_crowned() {
    assert_eq!(after(International, "W:W14:B9", "14x3:9"), "B:WK3:B");
    assert_eq!(after(International, "B:W49:B44", "44-50"), "W:W49:BK50");
}

// --- Frisian captures along rows and columns ---------------------------------------------------------

/// White man 28, black men 27 (two columns left along the row) and 18 (two rows up the column).
/// International: no diagonal victim, so the man steps to 22 or 23. Frisian: it jumps 27 to 26
/// or 18 to 8, one man each.
#[test]
fn frisian_men_capture_along_rows_and_columns() {
    let fen = "W:W28:B27,18";
    assert_eq!(moves(International, fen), ["28-22", "28-23"]);
    assert_eq!(moves(Frisian, fen), ["28x8:18", "28x26:27"]);
}

/// White king 46, black man 26 up the a-file. International: 26 is not on 46's diagonal, the king
/// flies to 41…5. Frisian: it flies up the column over 26 and lands on 16 or 6.
#[test]
fn frisian_kings_capture_at_a_distance_along_columns() {
    let fen = "W:WK46:B26";
    assert_eq!(moves(International, fen).len(), 9);
    assert_eq!(moves(Frisian, fen), ["46x6:26", "46x16:26"]);
}

/// White king 45, black man 42 along the second row (44, 43 empty): the king flies over it to 41,
/// the last square of the row. International: 42 is not on a diagonal of 45; it steps.
#[test]
fn frisian_kings_capture_at_a_distance_along_rows() {
    assert_eq!(moves(Frisian, "W:WK45:B42"), ["45x41:42"]);
    assert_eq!(moves(International, "W:WK45:B42").len(), 9);
}

// --- Frisian capture values --------------------------------------------------------------------

/// White man 34 takes the black king 30 (landing 25) then the man 20 (landing 14): a king and a
/// man, value 3. White man 46 takes men 41 and 32: value 2. International counts two pieces each,
/// so both are legal; Frisian wants the greater value.
#[test]
fn frisian_king_and_man_beat_two_men() {
    let fen = "W:W34,46:B20,K30,32,41";
    assert_eq!(moves(International, fen), ["34x14:20,30", "46x28:32,41"]);
    assert_eq!(moves(Frisian, fen), ["34x14:20,30"]);
}

/// White king 10 takes the man 14 (landing 19, own man 23 behind); white man 46 takes the man 41.
/// Equal value, no kings taken: in Frisian the king must capture.
const KING_OR_MAN: &str = "W:W23,46,K10:B14,41";

#[test]
fn frisian_equal_value_means_the_king_captures() {
    assert_eq!(moves(International, KING_OR_MAN), ["10x19:14", "46x37:41"]);
    assert_eq!(moves(Frisian, KING_OR_MAN), ["10x19:14"]);
}

// --- Frisian: the same king three times at most --------------------------------------------------

/// White kings 46 and 5 share the long diagonal (8 steps each), white man 35 can step to 30; the
/// black man on 6 is out of reach. 17 moves; once king 46 has made three moves in a row it may
/// not step, leaving 9.
const KINGS_AND_MAN: &str = "W:W35,K46,K5:B6";

#[test]
fn frisian_a_king_may_make_three_moves_in_a_row_only() {
    assert_eq!(moves(Frisian, KINGS_AND_MAN).len(), 17);
    let limited = "W:W35,K46,K5:B6:+0+346";
    let list = moves(Frisian, limited);
    assert_eq!(list.len(), 9);
    assert!(list.iter().all(|m| !m.starts_with("46-")));
    // International knows no such counters.
    assert!(notation::moves(International, limited).is_err());
}

#[test]
fn frisian_king_counter_counts_and_resets() {
    // (what it shows, position, move, position after)
    let cases = [
        (
            "a quiet move by the counted king adds one",
            "W:W35,K46,K5:B6:+0+246",
            "46-41",
            "B:WK5,35,K41:B6:+0+341",
        ),
        (
            "another king's quiet move restarts the count on that king",
            "W:W35,K46,K5:B6:+0+346",
            "5-10",
            "B:WK10,35,K46:B6:+0+110",
        ),
        (
            "a man move clears it",
            "W:W35,K46,K5:B6:+0+346",
            "35-30",
            "B:WK5,30,K46:B6",
        ),
        (
            "a capture clears it (king 46 takes 26 up the column, landing 16)",
            "W:W35,K46,K5:B26:+0+246",
            "46x16:26",
            "B:WK5,K16,35:B",
        ),
        (
            "black's counter is its own: white's move leaves it alone",
            "W:W35,K46:BK1,6:+21+0",
            "35-30",
            "B:W30,K46:BK1,6:+21+0",
        ),
    ];
    for (what, fen, mv, expected) in cases {
        assert_eq!(after(Frisian, fen, mv), expected, "{what}");
    }
}

/// Without men the limit is off: both kings move freely whatever the counter says.
#[test]
fn frisian_king_limit_needs_men() {
    assert_eq!(moves(Frisian, "W:WK46,K5:B6:+0+346").len(), 16);
}

// --- check_move: why a move is illegal -----------------------------------------------------------------

fn why(rule: RuleSet, fen: &str, from: u32, to: u32) -> Result<String, Illegal> {
    pos(rule, fen)
        .check_move(sq(from), sq(to), None)
        .map(|m| m.to_string())
}

#[test]
fn check_move_names_every_reason() {
    // 10x19:14 is legal as it stands.
    assert_eq!(
        why(International, KING_OR_MAN, 10, 19),
        Ok("10x19:14".into())
    );
    // Square 30 is empty; 14 is black's while white moves.
    assert_eq!(
        why(International, KING_OR_MAN, 30, 25),
        Err(Illegal::NoPiece)
    );
    assert_eq!(
        why(International, KING_OR_MAN, 14, 19),
        Err(Illegal::NotYourTurn)
    );
    // A step while captures exist: the first capture in listing order is shown.
    let first = find(&pos(International, KING_OR_MAN), "10x19:14");
    assert_eq!(
        why(International, KING_OR_MAN, 23, 18),
        Err(Illegal::CaptureCompulsory(first))
    );
    // Man 46 can only go to 37 (by capture) or 41 (blocked): 45 is nowhere near.
    assert_eq!(
        why(International, KING_OR_MAN, 46, 45),
        Err(Illegal::NotReachable)
    );
    // The king's one-piece capture while the man takes two.
    let p = pos(International, MEN_OVER_KING);
    let best = find(&p, "46x28:32,41");
    assert_eq!(
        why(International, MEN_OVER_KING, 10, 19),
        Err(Illegal::MorePiecesExist(best))
    );
    // Frisian: two men over a king and a man; a man's capture where the king's is equal.
    let fen = "W:W34,46:B20,K30,32,41";
    let best = find(&pos(Frisian, fen), "34x14:20,30");
    let err = why(Frisian, fen, 46, 28).unwrap_err();
    assert_eq!(err, Illegal::GreaterValueExists(best));
    assert_eq!(
        err.to_string(),
        "a capture of greater value exists (34x14:20,30)"
    );
    let king = find(&pos(Frisian, KING_OR_MAN), "10x19:14");
    assert_eq!(
        why(Frisian, KING_OR_MAN, 46, 37),
        Err(Illegal::KingMustCapture(king))
    );
    // The king that has used its three moves.
    assert_eq!(
        why(Frisian, "W:W35,K46,K5:B6:+0+346", 46, 41),
        Err(Illegal::KingMoveLimit)
    );
}

/// White king 48, black men 42, 27, 12, 19. The king must take 42 first (landing 37, 31 or 26).
/// From 37 it takes 19 and stops (2). From 31: x27 to 18 then x12 (3), or x27 to 13 then x19 to
/// 24/30/35 (3). From 26: x12 to 8, then x19 to 24/30/35 (3). So 48→24 is two moves, {19,27,42}
/// via 31 and 13, {12,19,42} via 26 and 8; a path tells them apart. The two-piece 37→14 path is
/// a capture of fewer pieces.
#[test]
fn check_move_asks_for_a_path_when_two_moves_share_their_ends() {
    let fen = "W:WK48:B12,19,27,42";
    let p = pos(International, fen);
    let go = |to, path: Option<&[Square]>| p.check_move(sq(48), sq(to), path);
    assert_eq!(go(24, None), Err(Illegal::Ambiguous(2)));
    let m = go(24, Some(&[sq(31), sq(13), sq(24)])).expect("legal");
    assert_eq!(m.to_string(), "48x24:19,27,42");
    assert_eq!(
        m.captures().map(|s| s.number()).collect::<Vec<_>>(),
        [42, 27, 19]
    );
    let m = go(24, Some(&[sq(26), sq(8), sq(24)])).expect("legal");
    assert_eq!(m.to_string(), "48x24:12,19,42");
    assert!(matches!(
        go(14, Some(&[sq(37), sq(14)])),
        Err(Illegal::MorePiecesExist(_))
    ));
    assert_eq!(go(24, Some(&[sq(37), sq(24)])), Err(Illegal::NotReachable));
}

#[test]
fn moves_of_one_piece_and_their_landings() {
    let p = pos(International, "W:W23,46,K10:B13,14,17,32,41");
    let list = p.moves_from(sq(10));
    assert_eq!(list.len(), 3);
    let m = list.iter().find(|m| m.to() == sq(38)).expect("10x38");
    let landings: Vec<u8> = m.landings().map(|s| s.number()).collect();
    assert_eq!(landings, [19, 8, 21, 38]);
    let captures: Vec<u8> = m.captures().map(|s| s.number()).collect();
    assert_eq!(captures, [14, 13, 17, 32]);
    assert!(m.by_king());
    assert!(p.moves_from(sq(46)).is_empty());
    assert!(p.moves_from(sq(13)).is_empty());
}

// --- FEN -----------------------------------------------------------------------------------------------

#[test]
fn fen_reads_ranges_kings_and_any_order() {
    let p = pos(International, " B:BK3,1-2:W50,K46 ");
    assert_eq!(p.side_to_move(), Color::Black);
    assert_eq!(p.piece_at(sq(3)).map(|pc| pc.role), Some(Role::King));
    assert_eq!(p.piece_at(sq(2)).map(|pc| pc.color), Some(Color::Black));
    assert_eq!(p.to_fen(), "B:WK46,50:B1,2,K3");
    assert_eq!(notation::start(International), "W:W31-50:B1-20");
    assert_eq!(pos(International, "W:W31-50:B1-20"), Position::start());
    // The same pieces under other rules are another position.
    assert_eq!(pos(Frisian, "W:W31-50:B1-20"), Position::start_of(Frisian));
    assert_ne!(Position::start_of(Frisian), Position::start());
}

#[test]
fn fen_errors_name_the_field_and_square() {
    let err = |fen: &str| Position::from_fen(Frisian, fen).unwrap_err();
    let e = err("W:W31-51:B1-20");
    assert_eq!(e.field, FenField::Pieces(Color::White));
    assert_eq!(e.problem, FenProblem::OffBoard(51, 50));
    assert_eq!(
        e.to_string(),
        "FEN field white pieces: square 51 is off the board (1-50)"
    );
    assert_eq!(err("W:W31:B31").problem, FenProblem::Occupied(sq(31)));
    assert_eq!(err("W:W3:B31").problem, FenProblem::ManOnCrowningRow(sq(3)));
    assert_eq!(err("X:W3:B31").field, FenField::SideToMove);
    assert_eq!(err("W:W31").problem, FenProblem::Missing);
    assert_eq!(err("W:W31,x:B1").problem, FenProblem::BadSquare("x".into()));
    assert_eq!(
        err("W:W31-30:B1").problem,
        FenProblem::BackwardRange(31, 30)
    );
    assert_eq!(
        err("W:W1-45:B46").problem,
        FenProblem::ManOnCrowningRow(sq(1))
    );
    assert_eq!(
        err("W:W6-30:B46").problem,
        FenProblem::TooManyPieces(25, 20)
    );
    assert_eq!(
        err("W:W31,K22:B1:+0+323").problem,
        FenProblem::CounterWithoutKing(Color::White, sq(23))
    );
    assert_eq!(
        err("W:WK22:B1:+0+422").problem,
        FenProblem::CounterAboveLimit(4)
    );
    assert!(matches!(
        err("W:WK22:B1:+0").problem,
        FenProblem::BadCounter(_)
    ));
}

// --- game end -------------------------------------------------------------------------------------------

/// Whether the side to move in `p` can capture.
fn can_capture(p: &Position) -> bool {
    p.legal_moves().iter().any(Move::is_capture)
}

/// Plays `plies` quiet moves, asserting the game goes on meanwhile. Each is the first in listing
/// order that gives the opponent no capture and brings no position a third time, so no piece is
/// thrown away and no other draw rule interferes.
fn play_on(game: &mut Game, plies: u32) {
    play_on_keeping(game, plies, &|_| true);
}

/// `play_on`, choosing only moves after which `keep` holds for the position.
fn play_on_keeping(game: &mut Game, plies: u32, keep: &dyn Fn(&Position) -> bool) {
    let mut seen = vec![*game.position()];
    for _ in 0..plies {
        assert_eq!(
            game.outcome(),
            Outcome::Ongoing,
            "at {}",
            game.position().to_fen()
        );
        let mut list = game.position().legal_moves();
        list.sort();
        let after = |m: &Move| {
            let mut next = *game.position();
            next.play_unchecked(m);
            next
        };
        let calm = |m: &&Move| {
            let next = after(m);
            keep(&next) && seen.iter().filter(|p| **p == next).count() < 2 && !can_capture(&next)
        };
        // Better still: a move after which the opponent has a calm reply too.
        let calmer = |m: &&Move| {
            let next = after(m);
            calm(m)
                && next.legal_moves().iter().any(|r| {
                    let mut reply = next;
                    reply.play_unchecked(r);
                    !can_capture(&reply)
                })
        };
        let mv = *list
            .iter()
            .find(calmer)
            .or_else(|| list.iter().find(calm))
            .unwrap_or_else(|| panic!("no calm move in {}", game.position().to_fen()));
        game.play(&mv).expect("legal");
        seen.push(*game.position());
    }
}

#[test]
fn no_legal_move_loses() {
    // White man 46 blocked by black men 41 (guarded by 37): no move.
    let g = Game::new(pos(International, "W:W46:B41,37"));
    assert_eq!(
        g.outcome(),
        Outcome::Win(Color::Black, WinReason::OpponentCannotMove)
    );
    let g = Game::new(pos(Frisian, "B:W46:B"));
    assert_eq!(
        g.outcome(),
        Outcome::Win(Color::White, WinReason::OpponentCannotMove)
    );
}

#[test]
fn international_threefold_repetition() {
    // Two kings each; white 50-44-50 and black 1-7-1 repeat the start after every four plies
    // (no capture arises: 44 and 50 lie on no diagonal of 1 or 7, and 46 faces 5 with nothing
    // behind it).
    let mut g = Game::new(pos(International, "W:WK46,K50:BK1,K5"));
    let cycle = ["50-44", "1-7", "44-50", "7-1"];
    for (ply, mv) in cycle.iter().chain(cycle.iter()).enumerate() {
        assert_eq!(g.outcome(), Outcome::Ongoing, "before ply {ply}");
        let m = find(g.position(), mv);
        g.play(&m).expect("legal");
    }
    // The start position now stands for the third time.
    assert_eq!(g.outcome(), Outcome::Draw(DrawRule::Repetition));
    // Frisian has no repetition rule.
    let mut f = Game::new(pos(Frisian, "W:WK46,K50:BK1,K5"));
    for mv in cycle.iter().chain(cycle.iter()) {
        let m = find(f.position(), mv);
        f.play(&m).expect("legal");
    }
    assert_eq!(f.outcome(), Outcome::Ongoing);
}

#[test]
fn international_twenty_five_king_moves_each() {
    // Three kings each: no endgame rule applies; kings only, so the count runs to 50 plies
    // (play_on checks that the game is still going before every ply).
    let mut g = Game::new(pos(International, "W:WK46,K47,K48:BK3,K4,K5"));
    play_on(&mut g, 49);
    assert_eq!(g.king_plies(), 49);
    play_on(&mut g, 1);
    assert_eq!(g.outcome(), Outcome::Draw(DrawRule::TwentyFiveKingMoves));
}

#[test]
fn international_sixteen_and_five_move_rules() {
    // Three kings against one: 32 plies (play_on checks the game goes on until then).
    let mut g = Game::new(pos(International, "W:WK47,K48,K49:BK3"));
    assert_eq!(g.endgame_count(), Some((DrawRule::SixteenMoves, 0)));
    play_on(&mut g, 32);
    assert_eq!(g.outcome(), Outcome::Draw(DrawRule::SixteenMoves));
    // A king and a man against a king: 10 plies.
    let mut g = Game::new(pos(International, "W:WK47,40:BK3"));
    play_on(&mut g, 10);
    assert_eq!(g.outcome(), Outcome::Draw(DrawRule::FiveMoves));
    // Three men against a king: no such rule.
    let g = Game::new(pos(International, "W:W46,47,48:BK5"));
    assert_eq!(g.endgame_count(), None);
}

/// Three kings (46, 47, 38) against the black king on 29: down its diagonal 29 sees 33 empty, the
/// king on 38, then 42 empty and 47 white, so black must play 29x42:38 (nothing follows from 42),
/// leaving two kings against one: the count restarts under the five-move rule.
#[test]
fn a_capture_restarts_the_endgame_count() {
    let mut g = Game::new(pos(International, "B:WK46,K47,K38:BK29"));
    assert_eq!(g.endgame_count(), Some((DrawRule::SixteenMoves, 0)));
    assert_eq!(moves(International, &g.position().to_fen()), ["29x42:38"]);
    let m = find(g.position(), "29x42:38");
    g.play(&m).expect("legal");
    assert_eq!(g.endgame_count(), Some((DrawRule::FiveMoves, 0)));
}

/// Two kings against one: 14 plies; one against one: 4 plies.
#[test]
fn frisian_kings_endgames() {
    let mut g = Game::new(pos(Frisian, "W:WK47,K48:BK3"));
    play_on(&mut g, 14);
    assert_eq!(g.outcome(), Outcome::Draw(DrawRule::TwoKingsAgainstOne));
    let mut g = Game::new(pos(Frisian, "W:WK47:BK3"));
    play_on(&mut g, 4);
    assert_eq!(g.outcome(), Outcome::Draw(DrawRule::KingAgainstKing));
}

#[test]
fn game_refuses_an_illegal_move() {
    let mut g = Game::new(pos(Frisian, KING_OR_MAN));
    let intl = pos(International, KING_OR_MAN);
    let man_capture = find(&intl, "46x37:41");
    assert!(matches!(
        g.play(&man_capture),
        Err(Illegal::KingMustCapture(_))
    ));
    assert!(g.moves().is_empty());
}

// --- Frysk!, Antidraughts, Breakthrough --------------------------------------------------------

#[test]
fn frysk_starts_from_five_men_each_and_plays_frisian_rules() {
    assert_eq!(notation::start(RuleSet::Frysk), "W:W46-50:B1-5");
    assert_eq!(
        Position::start_of(RuleSet::Frysk),
        pos(RuleSet::Frysk, "W:W46-50:B1-5")
    );
    // A man captures along the row, as in Frisian: 28 takes 29 and lands on 30.
    assert_eq!(
        moves(RuleSet::Frysk, "W:W28:B29"),
        moves(Frisian, "W:W28:B29")
    );
    assert_eq!(moves(RuleSet::Frysk, "W:W28:B29"), ["28x30:29"]);
    // The same-king rule: a king that made three quiet moves in a row rests while men remain.
    assert_eq!(
        moves(RuleSet::Frysk, "W:WK46,50:B5:+0+346"),
        moves(Frisian, "W:WK46,50:B5:+0+346")
    );
}

#[test]
fn antidraughts_moves_as_international_and_whoever_cannot_move_wins() {
    for fen in [
        "W:W46:B41,37",
        "W:W28,K10:B14,19,23,32,41",
        "B:WK45,33:B1-20",
    ] {
        assert_eq!(
            moves(RuleSet::Antidraughts, fen),
            moves(International, fen),
            "{fen}"
        );
    }
    // White to move is blocked: in giveaway that is White's win.
    let g = Game::new(pos(RuleSet::Antidraughts, "W:W46:B41,37"));
    assert_eq!(
        g.outcome(),
        Outcome::Win(Color::White, WinReason::CannotMove)
    );
    // Black has given away every piece: Black wins.
    let g = Game::new(pos(RuleSet::Antidraughts, "B:W46:B"));
    assert_eq!(
        g.outcome(),
        Outcome::Win(Color::Black, WinReason::CannotMove)
    );
}

#[test]
fn antidraughts_draws_by_repetition_but_not_by_king_moves() {
    let cycle = ["50-44", "1-7", "44-50", "7-1"];
    let mut g = Game::new(pos(RuleSet::Antidraughts, "W:WK46,K50:BK1,K5"));
    for mv in cycle.iter().chain(cycle.iter()) {
        let m = find(g.position(), mv);
        g.play(&m).expect("legal");
    }
    assert_eq!(g.outcome(), Outcome::Draw(DrawRule::Repetition));
    // Three kings against one: no 16-move count in giveaway.
    let g = Game::new(pos(RuleSet::Antidraughts, "W:WK46,K47,K48:BK5"));
    assert_eq!(g.endgame_count(), None);
}

#[test]
fn breakthrough_is_won_by_the_first_king_and_nothing_moves_after_it() {
    let rule = RuleSet::Breakthrough;
    // White's man on 7 steps to the last row: crowned, the game is White's.
    let mut g = Game::new(pos(rule, "W:W7,46:B20"));
    assert_eq!(g.outcome(), Outcome::Ongoing);
    let m = find(g.position(), "7-1");
    g.play(&m).expect("legal");
    assert_eq!(
        g.outcome(),
        Outcome::Win(Color::White, WinReason::FirstKing)
    );
    assert!(g.position().legal_moves().is_empty());
    assert_eq!(
        g.position().check_move(sq(20), sq(25), None),
        Err(Illegal::NotReachable)
    );
    // International would play on from the same position.
    assert!(!pos(International, "B:WK1,46:B20").legal_moves().is_empty());
}

#[test]
fn breakthrough_crowns_only_a_move_that_ends_on_the_last_row() {
    let rule = RuleSet::Breakthrough;
    // 13 takes 8 (landing on 2, the last row) and then 7 (landing on 11): it only passed the row.
    assert_eq!(moves(rule, "W:W13:B7,8,30"), ["13x11:7,8"]);
    let mut g = Game::new(pos(rule, "W:W13:B7,8,30"));
    let m = find(g.position(), "13x11:7,8");
    g.play(&m).expect("legal");
    assert_eq!(g.position().to_fen(), "B:W11:B30");
    assert_eq!(g.outcome(), Outcome::Ongoing);
    // A side that cannot move still loses.
    let g = Game::new(pos(rule, "W:W46:B41,37"));
    assert_eq!(
        g.outcome(),
        Outcome::Win(Color::Black, WinReason::OpponentCannotMove)
    );
}

// --- Russian and Brazilian draw rules ------------------------------------------------------------
// 8 × 8 squares: 29 a1, 30 c1, 31 e1, 32 g1 (white's back row), 1 b8, 2 d8, 3 f8, 4 h8; the long
// diagonal a1–h8 is 29, 25, 22, 18, 15, 11, 8, 4.

use RuleSet::{Brazilian, Russian};

/// The endgame count a game from `fen` starts with.
fn count_at_start(rule: RuleSet, fen: &str) -> Option<DrawRule> {
    Game::new(pos(rule, fen)).endgame_count().map(|(r, _)| r)
}

#[test]
fn russian_endgames_are_told_apart_by_material_and_the_long_diagonal() {
    let cases = [
        // 7.2.4: three kings (or more) against a lone king off the long diagonal.
        ("W:WK30,K31,K32:BK1", Some(DrawRule::KingsAgainstLoneKing)),
        (
            "W:WK30,K31,K32,K26:BK1",
            Some(DrawRule::KingsAgainstLoneKing),
        ),
        // 7.2.7: three pieces with a king against a lone king on e5 (15), on the diagonal.
        ("W:WK30,K31,K32:BK15", Some(DrawRule::MainDiagonal)),
        ("W:WK30,31,32:BK15", Some(DrawRule::MainDiagonal)),
        // ... unless the stronger side stands on the diagonal too (a1, 29): then 7.2.4.
        ("W:WK29,K31,K32:BK15", Some(DrawRule::KingsAgainstLoneKing)),
        // 7.2.8: two pieces with a king, or a king, against a lone king; either colour.
        ("W:WK30,K31:BK1", Some(DrawRule::FiveMoves)),
        ("W:WK30,31:BK15", Some(DrawRule::FiveMoves)),
        ("B:WK15:BK1", Some(DrawRule::FiveMoves)),
        ("B:WK15:BK1,K2,K3", Some(DrawRule::MainDiagonal)),
        // 7.2.6: kings on both sides, 4–5 or 6–7 pieces in all.
        ("W:WK30,31,32:BK1", Some(DrawRule::FourOrFivePieces)),
        ("W:WK30,31,32:BK1,5", Some(DrawRule::FourOrFivePieces)),
        ("W:WK30,31,32,26:BK1,5", Some(DrawRule::SixOrSevenPieces)),
        ("W:WK30,31,32,26:BK1,5,6", Some(DrawRule::SixOrSevenPieces)),
        ("W:WK30,31,32,26:BK1,5,6,7", None),
        // No king on one side: no count.
        ("W:W30,31,32:BK1,5", None),
        ("W:WK30,K31,K32:B1", None),
    ];
    for (fen, rule) in cases {
        assert_eq!(count_at_start(Russian, fen), rule, "{fen}");
        // Brazilian rules name no endgame count.
        assert_eq!(count_at_start(Brazilian, fen), None, "{fen}");
    }
}

#[test]
fn russian_fifteen_and_brazilian_twenty_king_moves_each() {
    // Four kings each: eight pieces, no endgame count; kings only, so the kings-only count runs.
    let fen = "W:WK29,K30,K31,K32:BK1,K2,K3,K4";
    let mut g = Game::new(pos(Russian, fen));
    assert_eq!(g.endgame_count(), None);
    play_on(&mut g, 30);
    assert_eq!(g.outcome(), Outcome::Draw(DrawRule::FifteenKingMoves));
    let mut g = Game::new(pos(Brazilian, fen));
    play_on(&mut g, 40);
    assert_eq!(g.outcome(), Outcome::Draw(DrawRule::TwentyKingMoves));
}

#[test]
fn russian_three_kings_must_take_the_lone_king_by_their_fifteenth_move() {
    let mut g = Game::new(pos(Russian, "W:WK30,K31,K32:BK1"));
    play_on_keeping(&mut g, 30, &|p| {
        count_at(p) == Some(DrawRule::KingsAgainstLoneKing)
    });
    assert_eq!(g.outcome(), Outcome::Draw(DrawRule::KingsAgainstLoneKing));
}

#[test]
fn russian_lone_king_on_the_long_diagonal_holds_five_moves() {
    let mut g = Game::new(pos(Russian, "W:WK30,K31,K32:BK15"));
    play_on_keeping(&mut g, 10, &|p| count_at(p) == Some(DrawRule::MainDiagonal));
    assert_eq!(g.outcome(), Outcome::Draw(DrawRule::MainDiagonal));
    // Two kings against one: five moves each.
    let mut g = Game::new(pos(Russian, "W:WK30,K31:BK1"));
    play_on(&mut g, 10);
    assert_eq!(g.outcome(), Outcome::Draw(DrawRule::FiveMoves));
}

/// The endgame count a game would start from `p` under Russian rules.
fn count_at(p: &Position) -> Option<DrawRule> {
    count_at_start(Russian, &p.to_fen())
}

/// King and man on g7 (8) against king b8 (1) and king a5 (13): four pieces, the 30-move count.
/// A king move counts on; the man crowned on h8 changes the balance and starts it again.
#[test]
fn russian_balance_count_restarts_on_crowning() {
    let fen = "W:WK30,8:BK1,K13";
    let mut g = Game::new(pos(Russian, fen));
    assert_eq!(g.endgame_count(), Some((DrawRule::FourOrFivePieces, 0)));
    let m = find(g.position(), "30-25");
    g.play(&m).expect("legal");
    assert_eq!(g.endgame_count(), Some((DrawRule::FourOrFivePieces, 1)));
    let mut g = Game::new(pos(Russian, fen));
    let m = find(g.position(), "8-4");
    g.play(&m).expect("legal");
    assert_eq!(g.position().to_fen(), "B:WK4,K30:BK1,K13");
    assert_eq!(g.endgame_count(), Some((DrawRule::FourOrFivePieces, 0)));
}

#[test]
fn russian_and_brazilian_draw_by_threefold_repetition() {
    // Two kings each; e1-f2 and d8-e7 and back threaten nothing, so the start comes back after
    // every four plies.
    for rule in [Russian, Brazilian] {
        let mut g = Game::new(pos(rule, "W:WK29,K31:BK1,K2"));
        let cycle = ["31-27", "2-7", "27-31", "7-2"];
        for mv in cycle.iter().chain(cycle.iter()) {
            assert_eq!(g.outcome(), Outcome::Ongoing);
            let m = find(g.position(), mv);
            g.play(&m).expect("legal");
        }
        assert_eq!(g.outcome(), Outcome::Draw(DrawRule::Repetition), "{rule:?}");
    }
}
