//! The PDN reader, one construct per test: what players write reads, with its tree, comments,
//! NAGs and positions; what is wrong is refused at its line and column with the reason.

use rulebook_pdn::{self as pdn, Game, PdnError, Score, Strength, MAX_DEPTH};
use rulebook_rules::draughts::{Color, RuleSet, Square};

fn one(text: &str) -> Game {
    let mut games = pdn::read_games(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(games.len(), 1, "{text}");
    games.remove(0)
}

fn problem(text: &str) -> PdnError {
    match pdn::read_games(text) {
        Ok(_) => panic!("read without a problem:\n{text}"),
        Err(e) => e,
    }
}

fn main_line(game: &Game) -> Vec<String> {
    game.line
        .moves
        .iter()
        .map(|n| n.played.to_string())
        .collect()
}

const OPENING: &str = "1. 32-28 19-23 2. 28x19 14x23";

#[test]
fn every_result_form_ends_the_game() {
    for (written, score) in [
        ("1-0", Score::WhiteWins),
        ("2-0", Score::WhiteWins),
        ("0-1", Score::BlackWins),
        ("0-2", Score::BlackWins),
        ("1/2-1/2", Score::Draw),
        ("½-½", Score::Draw),
        ("1-1", Score::Draw),
        ("0-0", Score::BothLose),
        ("*", Score::Unknown),
    ] {
        let game = one(&format!("[GameType \"20\"]\n{OPENING} {written}\n"));
        let result = game.result.expect(written);
        assert_eq!((result.score, result.written.as_str()), (score, written));
        assert_eq!(game.line.moves.len(), 4);
    }
}

#[test]
fn nested_variations_form_a_tree_from_the_right_positions() {
    let game =
        one("[GameType \"20\"]\n1. 32-28 19-23 (18-23 38-32 (37-32? 23-29!) 12-18) 2. 28x19 *");
    assert_eq!(main_line(&game), ["32-28", "19-23", "28x19:23"]);
    let replaced = &game.line.moves[1];
    assert_eq!(replaced.variations.len(), 1);
    let variation = &replaced.variations[0];
    let moves: Vec<String> = variation.moves.iter().map(|n| n.written.clone()).collect();
    assert_eq!(moves, ["18-23", "38-32", "12-18"]);
    // The variation replaces black's first move: it starts with black, move 1.
    assert_eq!(
        (variation.moves[0].side, variation.moves[0].number),
        (Color::Black, 1)
    );
    let inner = &variation.moves[1].variations[0];
    assert_eq!(inner.moves[0].written, "37-32");
    assert_eq!(inner.moves[0].strength, Some(Strength::Poor));
    assert_eq!(inner.moves[1].strength, Some(Strength::Good));
    assert_eq!(game.line.count_all(), 3 + 3 + 2);
    // Each line knows where it starts: the variation from the position after 32-28, the inner
    // one from the position after 18-23.
    assert_eq!(variation.start, game.line.moves[0].after);
    assert_eq!(inner.start, variation.moves[0].after);
    assert_eq!(variation.before(1), variation.moves[0].after);
    assert_eq!(game.line.before(0), game.start);
}

#[test]
fn padded_moves_and_move_numbers_read_as_turbo_dambase_writes_them() {
    let text =
        "[GameType \"20\"]\n 1. 32-28 17-21\n 2. 37-32 11-17\n 3. 41-37  6-11\n 4. 46-41  1- 6 *";
    let game = one(text);
    assert_eq!(game.line.moves[7].written, "1- 6");
    assert_eq!(game.line.moves[7].played.to_string(), "1-6");
    assert_eq!(
        (game.line.moves[7].at.line, game.line.moves[7].at.column),
        (5, 12)
    );
    assert_eq!(game.line.moves[5].number, 3);
}

#[test]
fn black_move_numbers_with_dots_follow_the_position() {
    let game = one(
        "[GameType \"20\"]\n[FEN \"B:W28,32:B19,20\"]\n1. ... 19-23 2. 28x19 2... 20-24 3. 19x30 *",
    );
    let sides: Vec<(u32, Color)> = game.line.moves.iter().map(|n| (n.number, n.side)).collect();
    assert_eq!(
        sides,
        [
            (1, Color::Black),
            (2, Color::White),
            (2, Color::Black),
            (3, Color::White)
        ]
    );
}

#[test]
fn comments_attach_to_their_move_and_line_comments_hide_what_they_say() {
    let text = "[GameType \"20\"]\n{Before the game.} 1. 32-28 {The centre.\nA classic (with 28-23 too).} 19-23 ; a line comment: 33-28\n2. 28x19 14x23 *";
    let game = one(text);
    assert_eq!(game.line.comments[0].text, "Before the game.");
    assert_eq!(
        game.line.moves[0].comments[0].text,
        "The centre.\nA classic (with 28-23 too)."
    );
    assert_eq!(
        game.line.moves[1].comments[0].text,
        " a line comment: 33-28"
    );
    assert_eq!(game.line.moves.len(), 4);
}

#[test]
fn escape_lines_are_left_out() {
    let game = one("[GameType \"20\"]\n% exported by a program: 99-98 [x]\n1. 32-28 19-23\n%2. 31-27\n2. 28x19 14x23 *");
    assert_eq!(game.line.moves.len(), 4);
}

#[test]
fn nags_and_strengths_are_kept_on_their_move() {
    let game = one("[GameType \"20\"]\n1. 32-28 $1 $14 19-23?! 2. 28x19 !! 14x23 ?? 3. 34-29 !? 23x34 ? 4. 40x29 ! *");
    let strengths: Vec<Option<&str>> = game
        .line
        .moves
        .iter()
        .map(|n| n.strength.map(Strength::as_str))
        .collect();
    assert_eq!(
        strengths,
        [
            None,
            Some("?!"),
            Some("!!"),
            Some("??"),
            Some("!?"),
            Some("?"),
            Some("!")
        ]
    );
    assert_eq!(game.line.moves[0].nags, [1, 14]);
    assert_eq!(Strength::Questionable.nag(), 6);
}

#[test]
fn captures_read_from_to_with_some_squares_or_with_every_square() {
    // White's king on 16 takes 27, 34 and 13 by landing on 43 and 30, or 27, 40 and 13 by 49
    // and 35: naming one landing of the first path is enough.
    let setup = "[GameType \"20\"]\n[FEN \"W:WK16,50:B13,27,34,40,5\"]\n";
    for written in ["16x43x8", "16x30x8", "16x43x30x8"] {
        let game = one(&format!("{setup}1. {written} *"));
        let node = &game.line.moves[0];
        assert_eq!(node.played.captures().count(), 3, "{written}");
        assert_eq!(node.played.to(), Square::new(8).unwrap());
        let taken: Vec<u8> = node.played.captures().map(|s| s.number()).collect();
        assert_eq!(taken, [27, 34, 13], "{written}");
        let black = node.after.pieces(Color::Black);
        assert!(
            !black.contains(Square::new(34).unwrap()) && black.contains(Square::new(40).unwrap())
        );
    }
    for written in ["16x49x8", "16x35x8"] {
        let game = one(&format!("{setup}1. {written} *"));
        let taken: Vec<u8> = game.line.moves[0]
            .played
            .captures()
            .map(|s| s.number())
            .collect();
        assert_eq!(taken, [27, 40, 13], "{written}");
    }
}

#[test]
fn an_ambiguous_capture_is_refused_with_every_candidate() {
    let text = "[GameType \"20\"]\n[FEN \"W:WK16:B13,27,34,40\"]\n1. 16x2 *";
    let e = problem(text);
    assert_eq!((e.at.line, e.at.column), (3, 4));
    assert!(
        e.message
            .starts_with("move 1. 16x2: ambiguous: 2 legal captures fit"),
        "{}",
        e.message
    );
    // Each candidate with its whole path and the pieces it takes.
    assert!(
        e.message.contains("(takes 27, 34, 13)") || e.message.contains("takes 34"),
        "{}",
        e.message
    );
    assert!(
        e.message.contains("takes") && e.message.contains("40"),
        "{}",
        e.message
    );
    assert_eq!(
        e.message.matches("16x").count(),
        3,
        "the move and two paths: {}",
        e.message
    );
    // Naming a landing square of one path settles it.
    let path = e
        .message
        .split(": ")
        .nth(3)
        .unwrap()
        .split(' ')
        .next()
        .unwrap()
        .to_string();
    let game = one(&format!(
        "[GameType \"20\"]\n[FEN \"W:WK16:B13,27,34,40\"]\n1. {path} *"
    ));
    assert_eq!(game.line.moves[0].played.captures().count(), 3);
}

#[test]
fn several_games_in_one_text_each_start_afresh() {
    let text = format!("[GameType \"20\"]\n{OPENING} 1-0\n\n[GameType \"40\"]\n[Event \"Second\"]\n{OPENING} 0-1\n[GameType \"20\"]\n1. 33-28 *");
    let games = pdn::read_games(&text).unwrap();
    assert_eq!(games.len(), 3);
    assert_eq!(games[1].rules, RuleSet::Frisian);
    assert_eq!(games[1].tag("Event"), Some("Second"));
    assert_eq!(games[2].line.moves[0].played.to_string(), "33-28");
    // A game without a result ends where the next one's tags begin.
    let games =
        pdn::read_games("[GameType \"20\"]\n1. 32-28\n[GameType \"20\"]\n1. 33-28").unwrap();
    assert_eq!(games.len(), 2);
}

#[test]
fn other_tags_are_kept_in_order() {
    let game = one("[Event \"Open\"]\n[Setup \"1\"]\n[PlyCount \"4\"]\n[GameType \"20\"]\n[White \"A \\\"B\\\" C\"]\n1. 32-28 *");
    let names: Vec<&str> = game.tags.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(names, ["Event", "Setup", "PlyCount", "GameType", "White"]);
    assert_eq!(game.tag("White"), Some("A \"B\" C"));
    assert_eq!(game.tag("PlyCount"), Some("4"));
}

#[test]
fn game_types_short_and_full() {
    assert_eq!(
        one("[GameType \"20,W,10,10,N2,0\"]\n1. 32-28 *").rules,
        RuleSet::International
    );
    assert_eq!(one("[GameType \"40\"]\n1. 32-28 *").rules, RuleSet::Frisian);
    assert_eq!(
        one("1. 32-28 *").rules,
        RuleSet::International,
        "20 when absent"
    );
    let e = problem("[GameType \"20,W,8,8,N2,0\"]\n1. 32-28 *");
    assert!(
        e.message.contains("field 3 is `8`, expected 10"),
        "{}",
        e.message
    );
    assert_eq!((e.at.line, e.at.column), (1, 11));
    let e = problem("[GameType \"21\"]\n");
    assert!(
        e.message
            .contains("game type 21 is not one the rules core knows"),
        "{}",
        e.message
    );
}

#[test]
fn lidraughts_game_types_name_its_variants_and_their_start() {
    let frysk = one("[GameType \"97\"]\n1. 46-41 *");
    assert_eq!(frysk.rules, RuleSet::Frysk);
    assert_eq!(frysk.start.to_fen(), "W:W46-50:B1-5");
    assert_eq!(
        one("[GameType \"98\"]\n1. 32-28 *").rules,
        RuleSet::Antidraughts
    );
    assert_eq!(
        one("[GameType \"96\"]\n1. 32-28 *").rules,
        RuleSet::Breakthrough
    );
    // Frysk! from its own start: a move of the International start is refused at its place.
    let e = problem("[GameType \"97\"]\n1. 32-28 *");
    assert_eq!((e.at.line, e.at.column), (2, 4), "{}", e.message);
}

/// lidraughts exports Russian (25) and Brazilian (26) games with numeric squares 1–32.
#[test]
fn eight_by_eight_game_types_read_squares_one_to_thirty_two() {
    let russian = one("[GameType \"25\"]\n1. 22-18 11-15 2. 18x11 8x15 *");
    assert_eq!(russian.rules, RuleSet::Russian);
    assert_eq!(russian.start.to_fen(), "W:W21-32:B1-12");
    assert_eq!(
        main_line(&russian),
        ["22-18", "11-15", "18x11:15", "8x15:11"]
    );
    let brazilian = one("[GameType \"26,W,8,8,N1,0\"]\n1. 22-18 *");
    assert_eq!(brazilian.rules, RuleSet::Brazilian);
    let e = problem("[GameType \"25,W,10,10,N2,0\"]\n1. 22-18 *");
    assert!(
        e.message.contains("field 3 is `10`, expected 8"),
        "{}",
        e.message
    );
    let e = problem("[GameType \"25\"]\n1. 33-29 *");
    assert!(e.message.contains("off the board (1-32)"), "{}", e.message);
}

#[test]
fn frisian_set_ups_keep_the_king_move_counters() {
    // White's king on 22 has made three moves in a row: it must rest while white has men.
    let e = problem("[GameType \"40\"]\n[FEN \"W:W47,K22:B20:+0+322\"]\n1. 22-28 *");
    assert!(
        e.message
            .contains("this king has made three moves in a row"),
        "{}",
        e.message
    );
    let game = one("[GameType \"40\"]\n[FEN \"W:W47,K22:B20:+0+322\"]\n1. 47-42 20-25 2. 22-28 *");
    assert_eq!(game.line.moves.len(), 3);
    // With two moves counted it may move once more, then no more.
    let game = one("[GameType \"40\"]\n[FEN \"W:W47,K22:B20:+0+222\"]\n1. 22-28 20-24 *");
    assert_eq!(game.line.moves[0].after.king_moves(Color::White).count(), 3);
    let e = problem("[GameType \"40\"]\n[FEN \"W:W47,K22:B20:+0+222\"]\n1. 22-28 20-24 2. 28-22 *");
    assert_eq!((e.at.line, e.at.column), (3, 19));
}

#[test]
fn a_bad_fen_is_shown_at_its_tag() {
    let e = problem("[GameType \"20\"]\n[FEN \"W:W31-50:B1-20:B7\"]\n");
    assert_eq!((e.at.line, e.at.column), (2, 6));
    assert!(
        e.message
            .starts_with("[FEN \"W:W31-50:B1-20:B7\"]: FEN field"),
        "{}",
        e.message
    );
}

#[test]
fn an_illegal_move_names_its_place_number_and_reason() {
    let e = problem("[GameType \"20\"]\n1. 32-28 19-23\n2.  31-27 *\n");
    assert_eq!((e.at.line, e.at.column), (3, 5));
    assert_eq!(
        e.message,
        "move 2. 31-27: capturing is compulsory (28x19:23)"
    );
    // Frisian: the capture of greater value, with the rules core's wording.
    let e = problem("[GameType \"40\"]\n[FEN \"W:W34,46:B20,K30,32,41\"]\n1. 46x28 *");
    assert_eq!(
        e.message,
        "move 1. 46x28: a capture of greater value exists (34x14:20,30)"
    );
    // In a variation, the variation's own numbering.
    let e = problem("[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 (2. 31-27) *");
    assert_eq!(
        e.message,
        "move 2. 31-27: capturing is compulsory (28x19:23)"
    );
    assert_eq!((e.at.line, e.at.column), (2, 29));
}

#[test]
fn syntax_problems_say_what_was_expected_where() {
    for (text, at, expected) in [
        (
            "1. 32-28 {never closed",
            (1, 10),
            "never closed (expected `}`)",
        ),
        (
            "1. 32-28 (33-28 *",
            (1, 17),
            "inside the variation opened at 1:10",
        ),
        ("1. 32-28 (33-28", (1, 10), "this variation is never closed"),
        ("1. 32-28 ) *", (1, 10), "`)` closes no variation"),
        ("1. 32-28 hello *", (1, 10), "`hello` is not a move"),
        ("1. 32-28 32-51 *", (1, 10), "square 51 is off the board"),
        (
            "1. (32-28) *",
            (1, 4),
            "a variation must follow the move it replaces",
        ),
        (
            "[GameType 20]\n1. 32-28",
            (1, 11),
            "or a tag value (in quotes)",
        ),
        (
            "[GameType \"20\"\n1. 32-28",
            (2, 1),
            "expected `]` to close [GameType]",
        ),
        ("1. 32-28 $ *", (1, 10), "expected a NAG number"),
        ("1. 32-28 !!! *", (1, 10), "`!!!` is not a move strength"),
        (
            "1. 32-28 19-23 2. 28x *",
            (1, 19),
            "expected a square after `x`",
        ),
    ] {
        let e = problem(text);
        assert_eq!((e.at.line, e.at.column), at, "{text}: {}", e.message);
        assert!(e.message.contains(expected), "{text}: {}", e.message);
    }
}

#[test]
fn nesting_is_bounded_with_a_clear_error() {
    let mut text = String::from("1. 32-28");
    for _ in 0..=MAX_DEPTH {
        text.push_str(" (32-28");
    }
    let e = problem(&text);
    assert!(
        e.message
            .contains(&format!("nested deeper than {MAX_DEPTH}")),
        "{}",
        e.message
    );
    // Just within the bound reads.
    let mut text = String::from("1. 32-28");
    for _ in 0..MAX_DEPTH {
        text.push_str(" (33-28");
    }
    text.push_str(&")".repeat(MAX_DEPTH));
    assert_eq!(one(&text).line.count_all(), MAX_DEPTH + 1);
}

#[test]
fn after_a_problem_the_next_game_is_still_read() {
    let text =
        "[GameType \"20\"]\n1. 32-28 (19-23 *) 19-23 1-0\n[GameType \"20\"]\n1. 33-28 18-23 0-1\n";
    let games = pdn::read(text);
    assert_eq!(games.len(), 2);
    assert!(games[0].problem.is_some());
    assert!(games[1].problem.is_none());
    assert_eq!(games[1].game.line.moves.len(), 2);
}

/// The tournament records of tests/data: every game reads, to its result, every move legal.
#[test]
fn tournament_records_read_completely() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let mut games = 0;
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        for game in pdn::read_games(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display())) {
            games += 1;
            assert!(game.result.is_some(), "{}", file.display());
            // Full games from the start; studies from a [FEN] set-up may be short.
            let full = game.tag("FEN").is_none();
            assert!(!full || game.line.moves.len() >= 60, "{}", file.display());
            // The tags' result is the one written after the moves.
            assert_eq!(
                game.tag("Result"),
                game.result.as_ref().map(|r| r.written.as_str())
            );
        }
    }
    assert!(games >= 7, "{games}");
}

/// The Frisian studies start from set-ups with king-move counters; the counts run through them.
#[test]
fn frisian_studies_carry_their_counters() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/frisian-endgame-studies.pdn"
    );
    let games = pdn::read_games(&std::fs::read_to_string(path).unwrap()).unwrap();
    let counts: Vec<u8> = games[0]
        .line
        .moves
        .iter()
        .map(|n| n.after.king_moves(Color::White).count())
        .collect();
    // The king's third move, a man's move (the count ends), then the king again.
    assert_eq!(&counts[..6], [3, 3, 0, 0, 1, 1]);
    assert_eq!(games[1].start.king_moves(Color::Black).count(), 3);
    assert_eq!(games[1].line.moves[0].side, Color::Black);
}
