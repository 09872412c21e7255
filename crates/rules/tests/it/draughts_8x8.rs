//! Hand-built 8 × 8 positions for every rule of Russian and Brazilian draughts; each answer is
//! derived in the comment above it. Board: 1–4 black's back row (b8, d8, f8, h8), 29–32 white's
//! (a1, c1, e1, g1); row by row 5 a7 … 8 g7, 9 b6 … 12 h6, 13 a5 … 16 g5, 17 b4 … 20 h4,
//! 21 a3 … 24 g3, 25 b2 … 28 h2. Square 18 (d4) has diagonal neighbours 14, 15 (up) and 22, 23
//! (down).

use rulebook_rules::draughts::notation;
use rulebook_rules::draughts::{
    Board, Color, FenProblem, Game, Piece, Position, Role, RuleSet, Setup, SetupError, Square,
};

use RuleSet::{Brazilian, Russian};

fn moves(rule: RuleSet, fen: &str) -> Vec<String> {
    notation::moves(rule, fen).expect("valid FEN")
}

/// The FEN after the legal move written `mv`.
fn after(rule: RuleSet, fen: &str, mv: &str) -> String {
    let mut p = Position::from_fen(rule, fen).expect("valid FEN");
    let list = p.legal_moves();
    let m = list
        .iter()
        .find(|m| m.to_string() == mv)
        .unwrap_or_else(|| panic!("{mv} is not legal in {fen}"));
    p.play_unchecked(m);
    p.to_fen()
}

/// A position carries its rules, and no 10 × 10 position is built under 8 × 8 rules: a set-up of
/// the big board is refused, so a game or a move generator never meets one.
#[test]
fn a_position_is_bound_to_rules_of_its_board() {
    let mut big = Setup::empty_on(Board::TenByTen, Color::White);
    let man = Piece {
        color: Color::White,
        role: Role::Man,
    };
    big.put(Square::new(46).unwrap(), Some(man));
    assert_eq!(
        Position::from_setup(Russian, &big),
        Err(SetupError::WrongBoard {
            rules: Board::EightByEight,
            setup: Board::TenByTen,
        })
    );
    let small = Position::from_fen(Brazilian, "W:W21:B12").expect("valid FEN");
    assert_eq!(small.rule(), Brazilian);
    assert_eq!(Game::new(small).rule(), Brazilian);
    assert_eq!(Position::start_of(Russian).rule(), Russian);
}

#[test]
fn both_start_with_twelve_men_a_side_on_the_small_board() {
    for rule in [Russian, Brazilian] {
        let start = Position::start_of(rule);
        assert_eq!(start.board(), Board::EightByEight);
        assert_eq!(start.to_fen(), "W:W21-32:B1-12");
        // White's front men on 21–24 step to 17–20: a3-b4, c3-b4, c3-d4, e3-d4, e3-f4, g3-f4,
        // g3-h4.
        assert_eq!(
            moves(rule, "W:W21-32:B1-12"),
            ["21-17", "22-17", "22-18", "23-18", "23-19", "24-19", "24-20"]
        );
    }
}

/// White man c5 (14), black man d4 (18) behind it, e3 (23) empty: men capture backwards in both.
#[test]
fn men_capture_backwards() {
    for rule in [Russian, Brazilian] {
        assert_eq!(moves(rule, "W:W14:B18"), ["14x23:18"]);
    }
}

/// White man f6 (11) takes e7 (7) and lands on d8 (2), black's back row; black b6 (9) is two
/// squares down the d8–a5 diagonal. Russian: the man is a king at once and takes b6 from afar,
/// landing on a5 (13), and stays a king. Brazilian: a man cannot take from afar, the capture ends
/// on d8 and the man is crowned there.
#[test]
fn a_man_crowned_during_a_capture_goes_on_as_a_king_only_in_russian() {
    let fen = "W:W11:B7,9";
    assert_eq!(moves(Russian, fen), ["11x13:7,9"]);
    assert_eq!(after(Russian, fen, "11x13:7,9"), "B:WK13:B");
    assert_eq!(moves(Brazilian, fen), ["11x2:7"]);
    assert_eq!(after(Brazilian, fen, "11x2:7"), "B:WK2:B9");
}

/// The same man takes e7 (7), lands on d8, then c7 (6) right next to it. Brazilian: a man
/// passing the back row is not crowned; it takes c7 as a man and lands on b6 (9), a man.
/// Russian: crowned on d8, it takes c7 as a king and may land on b6 or a5 (13), a king on both.
#[test]
fn a_man_passing_the_back_row_stays_a_man_in_brazilian() {
    let fen = "W:W11:B6,7";
    assert_eq!(moves(Brazilian, fen), ["11x9:6,7"]);
    assert_eq!(after(Brazilian, fen, "11x9:6,7"), "B:W9:B");
    assert_eq!(moves(Russian, fen), ["11x9:6,7", "11x13:6,7"]);
    assert_eq!(after(Russian, fen, "11x9:6,7"), "B:WK9:B");
}

/// White man c3 (22) may take d4 (18) landing e5 (15) and then f6 (11) landing g7 (8), or take
/// b4 (17) landing a5 (13). Russian leaves the choice free; Brazilian demands the most pieces.
#[test]
fn free_choice_in_russian_majority_in_brazilian() {
    let fen = "W:W22:B11,17,18";
    assert_eq!(moves(Russian, fen), ["22x8:11,18", "22x13:17"]);
    assert_eq!(moves(Brazilian, fen), ["22x8:11,18"]);
}

/// White king a1 (29) takes b2 (25) and may land on c3 … h8; only from d4 (18) can it take again
/// (f2, 27, landing on g1, 32). A capture is finished as far as it goes, so in Russian too the
/// king must stop on d4 and go on.
#[test]
fn a_king_stops_where_it_can_capture_again() {
    let fen = "W:WK29:B25,27";
    assert_eq!(moves(Russian, fen), ["29x32:25,27"]);
    assert_eq!(moves(Brazilian, fen), ["29x32:25,27"]);
}

/// White king c1 (30), black men b2 (25), b4 (17), d4 (18), d2 (26) around it and g5 (16) on
/// the c1–h6 diagonal behind d2. The king can circle: d2 (land e3), d4 (land c5), b4 (land a3),
/// b2 (land c1 again) — or the other way round. Back on c1 the captured d2 still stands (Turkish
/// strike), so g5 beyond it cannot be taken: no capture of five. From e3 the king may instead
/// take g5 (landing h6, 12), after d2 alone or after b2, b4 and d4; and after b2 and b4 it may
/// land on e7 (7) rather than c5 and take g5 from there (landing h4, 20). Brazilian keeps the
/// captures of four.
#[test]
fn captured_pieces_stay_until_the_capture_ends() {
    let fen = "W:WK30:B16,17,18,25,26";
    assert_eq!(
        moves(Russian, fen),
        [
            "30x12:16,17,18,25",
            "30x12:16,26",
            "30x20:16,17,25",
            "30x30:17,18,25,26"
        ]
    );
    assert_eq!(
        moves(Brazilian, fen),
        ["30x12:16,17,18,25", "30x30:17,18,25,26"]
    );
}

#[test]
fn fen_on_the_small_board_names_its_squares_and_counts() {
    let err = |fen: &str| Position::from_fen(Russian, fen).unwrap_err();
    assert_eq!(err("W:W33:B1").problem, FenProblem::OffBoard(33, 32));
    assert_eq!(
        err("W:W33:B1").to_string(),
        "FEN field white pieces: square 33 is off the board (1-32)"
    );
    assert_eq!(
        err("W:W5-17:B20").problem,
        FenProblem::TooManyPieces(13, 12)
    );
    // A white man on black's back row (1–4) would be a king.
    assert!(matches!(
        err("W:W3:B20").problem,
        FenProblem::ManOnCrowningRow(_)
    ));
    assert!(Position::from_fen(Brazilian, "W:WK3:B20").is_ok());
}
