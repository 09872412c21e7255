//! What a board may do: moves, tries, status and errors of `explore::analyse`, on positions
//! whose answers follow from the rules by hand.
// A test's panic is its failure report: the workspace's unwrap/expect denial is for the crates.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use rulebook_rules::explore::{self, AnalyseError, EndCode, Explore, GameResult, Snapshot, Status};
use rulebook_rules::RulesId;

fn analyse(rules: RulesId, history: &[&str]) -> Snapshot {
    explore::analyse(rules, Explore::Side, history).unwrap()
}

/// The positions after playing `moves` (in the notation the snapshot writes) from `start`.
fn line(rules: RulesId, start: &str, moves: &[&str]) -> Vec<String> {
    let mut history = vec![start.to_string()];
    for notation in moves {
        let refs: Vec<&str> = history.iter().map(String::as_str).collect();
        let snapshot = analyse(rules, &refs);
        let Some(m) = snapshot.moves.iter().find(|m| m.notation == *notation) else {
            panic!("{notation} is not a move of {}", snapshot.position);
        };
        history.push(m.after.clone());
    }
    history
}

fn status_after(
    rules: RulesId,
    history: &[String],
) -> (bool, Option<&'static str>, Option<&'static str>) {
    let refs: Vec<&str> = history.iter().map(String::as_str).collect();
    status_codes(analyse(rules, &refs).status)
}

/// A status as the JSON writes it: over, result and why as their codes.
fn status_codes(s: Status) -> (bool, Option<&'static str>, Option<&'static str>) {
    (
        s.over,
        s.result.map(GameResult::as_str),
        s.why.map(EndCode::as_str),
    )
}

/// The ends a game under `rules` may have, as their codes.
fn end_texts(rules: RulesId) -> Vec<&'static str> {
    explore::end_codes(rules)
        .into_iter()
        .map(EndCode::as_str)
        .collect()
}

#[test]
fn the_frisian_value_choice_as_json() {
    // 32x21 would take the king on 27 alone; 32x14, over the two men, is of greater value.
    let s = analyse(RulesId::FrisianDraughts, &["W:W32:BK27,19,28"]);
    assert_eq!(
        s.to_json(),
        r#"{"rules":"frisian-draughts","position":"W:W32:B19,K27,28","turn":"w","pieces":[{"sq":19,"piece":"b"},{"sq":27,"piece":"B"},{"sq":28,"piece":"b"},{"sq":32,"piece":"w"}],"moves":[{"from":32,"to":14,"path":[23,14],"captured":[28,19],"text":"32x14:19,28","short":"32x14","after":"B:W14:BK27"}],"tries":[{"from":32,"to":21,"reason":"capture-greater-value"}],"status":{"over":false,"result":null,"why":null}}"#
    );
}

/// The move from `from` to `to` of a snapshot's, as the engine's JSON and as a page's.
fn move_json(s: &Snapshot, from: u8, to: u8) -> (String, String) {
    let m = s
        .moves
        .iter()
        .find(|m| (m.from, m.to) == (from, to))
        .unwrap();
    let page = s.to_page_json();
    let start = page.find(&format!(r#"{{"from":{from},"to":{to}"#)).unwrap();
    let end = start + page[start..].find('}').unwrap() + 1;
    (m.to_json(), page[start..end].to_string())
}

#[test]
fn a_move_carries_its_short_notation_and_whether_it_crowns() {
    // The man on 12 crowns on 1 by taking 7; the man on 33 takes 28 and stays a man.
    let s = analyse(RulesId::InternationalDraughts, &["W:W12,33:B7,28"]);
    let (engine, page) = move_json(&s, 12, 1);
    assert_eq!(
        engine,
        r#"{"from":12,"to":1,"path":[1],"captured":[7],"text":"12x1:7","short":"12x1","crowns":true,"after":"B:WK1,33:B28"}"#
    );
    // A page leaves out the position after a move: the board reads the crowning from `crowns`.
    assert_eq!(
        page,
        r#"{"from":12,"to":1,"captured":[7],"text":"12x1:7","short":"12x1","crowns":true}"#
    );
    // A diagram's step leaves out only the position after it, the next one the page embeds.
    let step = s.moves.iter().find(|m| m.to == 1).unwrap().to_step_json();
    assert_eq!(
        step,
        r#"{"from":12,"to":1,"path":[1],"captured":[7],"text":"12x1:7","short":"12x1","crowns":true}"#
    );
    let (engine, page) = move_json(&s, 33, 22);
    assert_eq!(
        engine,
        r#"{"from":33,"to":22,"path":[22],"captured":[28],"text":"33x22:28","short":"33x22","after":"B:W12,22:B7"}"#
    );
    assert_eq!(
        page,
        r#"{"from":33,"to":22,"captured":[28],"text":"33x22:28","short":"33x22"}"#
    );
    // A step: its notation is its short notation, which a page writes once.
    let s = analyse(RulesId::InternationalDraughts, &["W:W6,33:B20"]);
    assert_eq!(
        move_json(&s, 33, 28).1,
        r#"{"from":33,"to":28,"short":"33-28"}"#
    );
    assert!(move_json(&s, 6, 1)
        .1
        .contains(r#""short":"6-1","crowns":true"#));
    // A star's move is written the same in full and short.
    let start = rulebook_rules::start_position(RulesId::ChineseCheckers, Some(2)).unwrap();
    let s = analyse(RulesId::ChineseCheckers, &[&start]);
    assert_eq!(
        move_json(&s, 112, 103).1,
        r#"{"from":112,"to":103,"short":"112-103"}"#
    );
}

#[test]
fn explore_none_lists_no_moves_and_no_tries() {
    let s = explore::analyse(
        RulesId::FrisianDraughts,
        Explore::None,
        &["W:W32:BK27,19,28"],
    )
    .unwrap();
    assert!(s.moves.is_empty() && s.tries.is_empty());
    assert_eq!(s.pieces.len(), 4);
}

#[test]
fn a_side_without_moves_has_lost() {
    // Black to move has no piece left.
    let s = analyse(RulesId::InternationalDraughts, &["B:W28:B"]);
    assert_eq!(
        status_codes(s.status),
        (true, Some("white"), Some("no-moves"))
    );
    // White's man on 46 can only step to 41, which is taken, and cannot take it: 37 behind it
    // is taken too.
    let s = analyse(RulesId::InternationalDraughts, &["W:W46:B41,37"]);
    assert!(s.moves.is_empty());
    assert_eq!(s.status.result, Some(GameResult::Black));
}

#[test]
fn frisian_king_against_king_draws_after_two_moves_each() {
    let rules = RulesId::FrisianDraughts;
    let history = line(rules, "W:WK50:BK1", &["50-45", "1-6", "45-50"]);
    assert_eq!(status_after(rules, &history), (false, None, None));
    let history = line(rules, "W:WK50:BK1", &["50-45", "1-6", "45-50", "6-1"]);
    assert_eq!(
        status_after(rules, &history),
        (true, Some("draw"), Some("king-against-king"))
    );
    // The same last position without its history is a fresh count.
    assert_eq!(status_after(rules, &history[4..]), (false, None, None));
}

#[test]
fn international_draws_on_the_third_repetition() {
    let rules = RulesId::InternationalDraughts;
    let shuffle = ["50-45", "1-6", "45-50", "6-1"];
    let twice: Vec<&str> = shuffle.iter().chain(&shuffle).copied().collect();
    let history = line(rules, "W:WK50,46:BK1,5", &twice[..7]);
    assert_eq!(status_after(rules, &history), (false, None, None));
    let history = line(rules, "W:WK50,46:BK1,5", &twice);
    assert_eq!(
        status_after(rules, &history),
        (true, Some("draw"), Some("repetition"))
    );
}

#[test]
fn chinese_checkers_ends_when_a_player_is_home() {
    // Player 1 fills the top point (holes 1–10); player 2's pieces wait in the middle.
    let rows = [
        "1",
        "11",
        "111",
        "1111",
        ".............",
        "............",
        "...........",
        "..........",
        "222222222",
        "2.........",
        "...........",
        "............",
        ".............",
        "....",
        "...",
        "..",
        ".",
    ];
    let position = format!("{} 2", rows.join("/"));
    let s = analyse(RulesId::ChineseCheckers, &[&position]);
    assert_eq!(status_codes(s.status), (true, Some("1"), Some("home")));
    assert_eq!(s.turn, "2");
    assert!(s
        .moves
        .iter()
        .all(|m| s.pieces.iter().any(|p| p.sq == m.from && p.piece == '2')));
}

#[test]
fn any_piece_may_move_when_exploring_all() {
    let start = rulebook_rules::start_position(RulesId::ChineseCheckers, Some(2)).unwrap();
    let side = analyse(RulesId::ChineseCheckers, &[&start]);
    let all = explore::analyse(RulesId::ChineseCheckers, Explore::All, &[&start]).unwrap();
    // The start is symmetric: both players have the same number of moves.
    assert_eq!(all.moves.len(), 2 * side.moves.len());
    // Player 2's move passes the turn to player 1.
    let m = all.moves.iter().find(|m| m.from <= 10).unwrap();
    assert!(m.after.ends_with(" 1"), "{}", m.after);
    assert_eq!(side.moves[0].path, vec![side.moves[0].to]);
}

#[test]
fn bad_input_is_named() {
    let rules = RulesId::InternationalDraughts;
    assert_eq!(
        explore::analyse(rules, Explore::Side, &[]),
        Err(AnalyseError::NoPosition)
    );
    let err = explore::analyse(rules, Explore::Side, &["W:W31-50:B1-20", "W:W51"]).unwrap_err();
    assert!(
        matches!(err, AnalyseError::BadPosition { index: 1, .. }),
        "{err}"
    );
    assert!(err.to_string().starts_with("position 2: "), "{err}");
    // Two white moves in a row.
    let err =
        explore::analyse(rules, Explore::Side, &["W:W31-50:B1-20", "W:W31-50:B1-20"]).unwrap_err();
    assert_eq!(
        err.to_string(),
        "position 2 does not follow from position 1 by a legal move"
    );
    assert_eq!(
        explore::answer("chess\nside\nW:W31:B1"),
        r#"{"error":"unknown rules id `chess` (expected one of: chinese-checkers, super-chinese-checkers, international-draughts, frisian-draughts, frysk, antidraughts, breakthrough-draughts, russian-draughts, brazilian-draughts)"}"#
    );
    assert_eq!(
        explore::answer("frisian-draughts\nsome\nW:W31:B1"),
        r#"{"error":"unknown explore `some` (expected one of: side, all, none)"}"#
    );
    assert_eq!(explore::answer(""), explore::answer("\n"));
}

#[test]
fn answer_reads_the_request_that_request_writes() {
    let history = ["W:W32:BK27,19,28", "B:W14:BK27"];
    let request = explore::request(RulesId::FrisianDraughts, Explore::Side, &history);
    let want = analyse(RulesId::FrisianDraughts, &history).to_json();
    assert_eq!(explore::answer(&request), want);
}

/// Every way a draughts game can end is one some rule set lists (`end_codes`, from which a page
/// chooses the sentences its boards may need): a new win reason or draw rule fails to compile in
/// the matches below until it is listed, and then fails here until a rule set ends with it.
#[test]
fn every_ending_is_some_rule_sets() {
    use rulebook_rules::draughts::{DrawRule, WinReason};
    let wins = [
        WinReason::OpponentCannotMove,
        WinReason::CannotMove,
        WinReason::FirstKing,
    ];
    for w in wins {
        match w {
            WinReason::OpponentCannotMove | WinReason::CannotMove | WinReason::FirstKing => {}
        }
    }
    let draws = [
        DrawRule::Repetition,
        DrawRule::TwentyFiveKingMoves,
        DrawRule::SixteenMoves,
        DrawRule::FiveMoves,
        DrawRule::TwoKingsAgainstOne,
        DrawRule::KingAgainstKing,
        DrawRule::FifteenKingMoves,
        DrawRule::TwentyKingMoves,
        DrawRule::KingsAgainstLoneKing,
        DrawRule::MainDiagonal,
        DrawRule::FourOrFivePieces,
        DrawRule::SixOrSevenPieces,
    ];
    for d in draws {
        match d {
            DrawRule::Repetition
            | DrawRule::TwentyFiveKingMoves
            | DrawRule::SixteenMoves
            | DrawRule::FiveMoves
            | DrawRule::TwoKingsAgainstOne
            | DrawRule::KingAgainstKing
            | DrawRule::FifteenKingMoves
            | DrawRule::TwentyKingMoves
            | DrawRule::KingsAgainstLoneKing
            | DrawRule::MainDiagonal
            | DrawRule::FourOrFivePieces
            | DrawRule::SixOrSevenPieces => {}
        }
    }
    let listed: Vec<EndCode> = RulesId::ALL
        .iter()
        .flat_map(|&r| explore::end_codes(r))
        .collect();
    let codes = wins.into_iter().map(EndCode::from);
    for code in codes.chain(draws.into_iter().map(EndCode::from)) {
        assert!(listed.contains(&code), "no rule set ends with {code:?}");
    }
    assert_eq!(
        end_texts(RulesId::Antidraughts),
        ["no-moves-left", "repetition"]
    );
    assert_eq!(
        end_texts(RulesId::FrisianDraughts),
        ["no-moves", "two-kings-against-one", "king-against-king"]
    );
    assert_eq!(
        end_texts(RulesId::BrazilianDraughts),
        ["no-moves", "repetition", "twenty-king-moves"]
    );
}

/// The typed entry points answer as the text one does, position by position along a line
/// (each ply picks a different legal move, so captures, crownings and counters come up).
#[test]
fn a_line_analysed_typed_matches_its_text_analysis() {
    use rulebook_rules::{draughts, halma, Family};
    for rules in RulesId::ALL {
        for explore in Explore::ALL {
            let mut history = Vec::new();
            match rules.family() {
                Family::Draughts(rule) => {
                    let mut game = draughts::Game::new(draughts::Position::start_of(rule));
                    for ply in 0..60 {
                        history.push(game.position().to_fen());
                        let refs: Vec<&str> = history.iter().map(String::as_str).collect();
                        let text = explore::analyse(rules, explore, &refs).unwrap();
                        assert_eq!(
                            Snapshot::of_draughts(&game, explore),
                            text,
                            "{rules} ply {ply}"
                        );
                        let mut legal = game.position().legal_moves();
                        legal.sort();
                        let Some(mv) = legal.iter().nth(ply * 7 % legal.len().max(1)) else {
                            break;
                        };
                        game.play(mv).unwrap();
                    }
                }
                Family::Halma(rule) => {
                    let mut position = halma::Position::start(rule, halma::PlayerCount::Three);
                    for ply in 0..60 {
                        history.push(position.to_setup().to_string());
                        let refs: Vec<&str> = history.iter().map(String::as_str).collect();
                        let text = explore::analyse(rules, explore, &refs).unwrap();
                        assert_eq!(
                            Snapshot::of_halma(&position, explore),
                            text,
                            "{rules} ply {ply}"
                        );
                        let legal = position.legal_moves();
                        let Some(mv) = legal.get(ply * 7 % legal.len().max(1)) else {
                            break;
                        };
                        position.play_unchecked(mv);
                    }
                }
            }
        }
    }
}
