//! Diagrams never contradict the rules core: every embedded move set equals what `rulebook moves`
//! prints for that position, and a bad position or an illegal scripted move fails the build.

use crate::common;

use std::collections::BTreeSet;

use common::*;

/// Every diagram of a built page: (rules id, its JSON data).
fn diagrams(html: &str) -> Vec<serde_json::Value> {
    html.split("<script type=\"application/json\" class=\"diagram-data\">")
        .skip(1)
        .map(|rest| {
            let json = &rest[..rest.find("</script>").unwrap()];
            serde_json::from_str(&json.replace("<\\/", "</")).unwrap()
        })
        .collect()
}

/// The move as `rulebook moves` writes it; the embedded `text` must say the same. A page leaves
/// out what the board assumes: no `captured` is none, no `text` is the `short` notation, and the
/// position after a move is the engine's to give.
fn notation(m: &serde_json::Value, draughts: bool) -> String {
    let n = |v: &serde_json::Value| v.as_u64().unwrap();
    let (from, to) = (n(&m["from"]), n(&m["to"]));
    assert_eq!(
        m.get("after"),
        None,
        "a page embeds the move {m} with its position after"
    );
    let mut captured: Vec<u64> = m
        .get("captured")
        .map_or(vec![], |c| c.as_array().unwrap().iter().map(n).collect());
    assert_ne!(m.get("captured"), Some(&serde_json::json!([])), "{m}");
    let text = if !draughts || captured.is_empty() {
        format!("{from}-{to}")
    } else {
        captured.sort_unstable();
        let list: Vec<String> = captured.iter().map(u64::to_string).collect();
        format!("{from}x{to}:{}", list.join(","))
    };
    let short = m["short"].as_str().unwrap();
    assert_eq!(
        m.get("text").map_or(Some(short), |t| t.as_str()),
        Some(text.as_str())
    );
    text
}

/// The embedded moves' short notation and crowning are the rules core's, move by move.
fn short_and_crowns_are_the_cores(
    rules: &str,
    explore: &str,
    position: &str,
    moves: &[serde_json::Value],
) {
    let rules: rulebook_rules::RulesId = rules.parse().unwrap();
    let explore: rulebook_rules::explore::Explore = explore.parse().unwrap();
    let core = rulebook_rules::explore::analyse(rules, explore, &[position]).unwrap();
    for m in moves {
        let captured: Vec<u64> = m.get("captured").map_or(vec![], |c| {
            c.as_array()
                .unwrap()
                .iter()
                .map(|c| c.as_u64().unwrap())
                .collect()
        });
        let same = core
            .moves
            .iter()
            .find(|c| {
                serde_json::json!([c.from, c.to, c.captured])
                    == serde_json::json!([m["from"], m["to"], captured])
            })
            .unwrap_or_else(|| panic!("{m} is no move of {position}"));
        assert_eq!(m["short"], same.short.as_str(), "{position}");
        assert_eq!(m.get("crowns").is_some(), same.crowns, "{m} in {position}");
        if same.crowns {
            assert_eq!(m["crowns"], true);
        }
    }
}

#[test]
fn embedded_moves_equal_the_rules_core() {
    let out = tempfile::tempdir().unwrap();
    let run = build_cli(&site_root(), out.path(), &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    let mut checked = 0;
    for path in [
        "en/games/chinese-checkers/index.html",
        "en/games/international-draughts/index.html",
        "hu/valtozatok/szuper-kinai-dama/index.html",
        "nb/varianter/frisisk-dam/index.html",
    ] {
        let html = read(out.path().join(path));
        for data in diagrams(&html) {
            let rules = data["rules"].as_str().unwrap();
            let family = rules.parse::<rulebook_rules::RulesId>().unwrap().family();
            let draughts = matches!(family, rulebook_rules::Family::Draughts(_));
            if data.get("moves").is_some() {
                checked += replayed_moves_are_legal(&data, path);
                continue;
            }
            let positions = data["positions"].as_array().unwrap();
            let explore = data["explore"].as_str().unwrap();
            // Each scripted step is a move of the position before it, with its notation and
            // whether it crowns; the position after it is the next one embedded.
            for (step, before) in data["steps"].as_array().unwrap().iter().zip(positions) {
                assert_eq!(step.get("after"), None, "{path}: {rules}");
                let position = before["position"].as_str().unwrap();
                short_and_crowns_are_the_cores(rules, "all", position, std::slice::from_ref(step));
            }
            // A board that only shows its position ("explore = none") carries no moves.
            if data["explore"] == "none" {
                continue;
            }
            for snapshot in positions {
                let position = snapshot["position"].as_str().unwrap();
                let turn = snapshot["turn"].as_str().unwrap();
                // The core lists the side to move; a diagram may also let other pieces move.
                // A page writes the pieces by kind: {code: [square, …]}.
                let pieces: Vec<(u64, String)> = snapshot["pieces"]
                    .as_object()
                    .unwrap()
                    .iter()
                    .flat_map(|(code, squares)| {
                        let squares = squares.as_array().unwrap().iter();
                        squares.map(move |sq| (sq.as_u64().unwrap(), code.clone()))
                    })
                    .collect();
                let of_side = |from: u64| {
                    pieces
                        .iter()
                        .any(|(sq, code)| *sq == from && code.to_lowercase() == turn)
                };
                let embedded: BTreeSet<String> = snapshot["moves"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter(|m| of_side(m["from"].as_u64().unwrap()))
                    .map(|m| notation(m, draughts))
                    .collect();
                let cli = rulebook(&["moves", rules, position]);
                assert!(cli.status.success(), "{}", stderr(&cli));
                let core: BTreeSet<String> = stdout(&cli).lines().map(str::to_string).collect();
                assert_eq!(embedded, core, "{path}: {rules} {position}");
                let moves = snapshot["moves"].as_array().unwrap();
                short_and_crowns_are_the_cores(rules, explore, position, moves);
                checked += 1;
            }
        }
    }
    assert!(checked >= 12, "only {checked} positions checked");
}

/// A replay board's moves: each one is legal in the position it is played from (the start or the
/// position after the move it follows). Returns how many positions were checked.
fn replayed_moves_are_legal(data: &serde_json::Value, path: &str) -> usize {
    let rules = data["rules"].as_str().unwrap();
    let moves = data["moves"].as_array().unwrap();
    assert!(!moves.is_empty(), "{path}: a replay board without moves");
    for m in moves {
        let parent = m["parent"].as_u64().unwrap() as usize;
        let before = if parent == 0 {
            data["start"].as_str().unwrap()
        } else {
            moves[parent - 1]["after"].as_str().unwrap()
        };
        let (from, to) = (m["from"].as_u64().unwrap(), m["to"].as_u64().unwrap());
        let mut captured: Vec<u64> = m["captured"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_u64().unwrap())
            .collect();
        captured.sort_unstable();
        let text = if captured.is_empty() {
            format!("{from}-{to}")
        } else {
            let list: Vec<String> = captured.iter().map(u64::to_string).collect();
            format!("{from}x{to}:{}", list.join(","))
        };
        let cli = rulebook(&["moves", rules, before]);
        assert!(cli.status.success(), "{}", stderr(&cli));
        assert!(
            stdout(&cli).lines().any(|line| line == text),
            "{path}: {text} is not legal in {before}"
        );
        short_and_crowns_are_the_cores(rules, "side", before, std::slice::from_ref(m));
        // The pieces drawn after the move are those of the position after it.
        let after = m["after"].as_str().unwrap();
        let core = rulebook_rules::explore::analyse(
            rules.parse().unwrap(),
            rulebook_rules::explore::Explore::None,
            &[after],
        )
        .unwrap();
        let mut drawn: Vec<(u64, String)> = m["pieces"]
            .as_object()
            .unwrap()
            .iter()
            .flat_map(|(code, squares)| {
                let squares = squares.as_array().unwrap().iter();
                squares.map(move |sq| (sq.as_u64().unwrap(), code.clone()))
            })
            .collect();
        drawn.sort();
        let pieces: Vec<(u64, String)> = core
            .pieces
            .iter()
            .map(|p| (u64::from(p.sq), p.piece.to_string()))
            .collect();
        assert_eq!(drawn, pieces, "{path}: the pieces after {text}");
    }
    moves.len()
}

#[test]
fn a_bad_position_fails_the_build_at_its_line() {
    let site = copy_site();
    let root = site.path();
    edit(
        root,
        "content/variants/frisian-draughts/page.toml",
        "position = \"W:W28:B16,27\"",
        "position = \"W:W28:B16,27,51\"",
    );
    let run = build_cli(root, &root.join("public"), &[]);
    assert!(!run.status.success());
    let line = read(root.join("content/variants/frisian-draughts/page.toml"))
        .lines()
        .position(|l| l.contains("B16,27,51"))
        .unwrap()
        + 1;
    let err = stderr(&run);
    assert!(
        err.contains(&format!("content/variants/frisian-draughts/page.toml:{line}:12: error: diagram `orthogonal-man`: the position is not valid: FEN field black pieces: square 51")),
        "{err}"
    );
}

#[test]
fn an_illegal_scripted_move_fails_the_build_with_the_rules_reason() {
    let site = copy_site();
    let root = site.path();
    // Two men against one king: taking the king is not allowed.
    edit(
        root,
        "content/variants/frisian-draughts/page.toml",
        "moves = [\"32x14\"]",
        "moves = [\"32x21\"]",
    );
    let run = build_cli(root, &root.join("public"), &[]);
    assert!(!run.status.success());
    let err = stderr(&run);
    assert!(
        err.contains("error: diagram `value-choice`: move 1, 32x21: a capture of greater value exists (32x14:19,28)"),
        "{err}"
    );
    let site = copy_site();
    let root = site.path();
    edit(
        root,
        "content/variants/super-chinese-checkers/page.toml",
        "moves = [\"121-118\"]",
        "moves = [\"121-103\"]",
    );
    let run = build_cli(root, &root.join("public"), &[]);
    let err = stderr(&run);
    assert!(
        err.contains("error: diagram `blocked`: move 1, 121-103: the holes beyond the jumped piece, up to the landing hole, must be empty"),
        "{err}"
    );
}

#[test]
fn a_missing_caption_falls_back_with_a_warning() {
    let site = copy_site();
    let root = site.path();
    let path = root.join("content/games/international-draughts/nb.md");
    let text = read(&path);
    let start = text.find("[diagrams.majority]").unwrap();
    let end = start + text[start..].find("\n+++").unwrap();
    std::fs::write(&path, format!("{}{}", &text[..start], &text[end..])).unwrap();
    let out = root.join("public");
    let run = build_cli(root, &out, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    assert!(stderr(&run).contains(
        "warning: the caption of diagram `majority` is not translated into `nb`; using `en`"
    ));
    let html = read(out.join("nb/spill/internasjonal-dam/index.html"));
    assert!(
        html.contains("<figcaption lang=\"en\"><p>Majority capture."),
        "{html}"
    );
}

#[test]
fn without_javascript_the_board_and_its_words_are_there() {
    let out = tempfile::tempdir().unwrap();
    assert!(build_cli(&site_root(), out.path(), &[]).status.success());
    let html = read(out.path().join("hu/valtozatok/friz-dama/index.html"));
    assert!(html.contains("<svg class=\"board board-draughts\""));
    assert!(html.contains("<title id=\"diagram-orthogonal-man-title\">Fehér korongok: 28. Fekete korongok: 16, 27. Fehér lép.</title>"));
    assert!(html.contains("<span class=\"notation\" dir=\"ltr\">28x6</span> Két korong leütve"));
    assert!(html.contains("<path class=\"arrow\" d=\"M180 220L20 220L20 60\""));
    assert!(html.contains("<script src=\"/js/diagram.js\" defer></script>"));
    assert!(html.contains("\"reason_capture_greater_value\":\"Van nagyobb értékű ütés.\""));
}

/// The part of `html` from `start` to the end of `end` after it.
fn between<'a>(html: &'a str, start: &str, end: &str) -> &'a str {
    let from = html.find(start).unwrap_or_else(|| panic!("no {start}"));
    let to = from + html[from..].find(end).unwrap() + end.len();
    &html[from..to]
}

#[test]
fn the_start_positions_share_one_board_with_a_player_count_switch() {
    let out = tempfile::tempdir().unwrap();
    assert!(build_cli(&site_root(), out.path(), &[]).status.success());
    let html = read(out.path().join("en/games/chinese-checkers/index.html"));
    let choice = between(&html, "<fieldset class=\"diagram-choice\">", "</fieldset>");
    assert!(choice.contains("<legend>Players</legend>"), "{choice}");
    let name = "diagram-start-2-players";
    let mut radios = String::new();
    for (i, n) in [2, 3, 4, 6].iter().enumerate() {
        let checked = if i == 0 { " checked" } else { "" };
        radios.push_str(&format!(
            "<input type=\"radio\" name=\"{name}\" id=\"{name}-{n}\"{checked}><label for=\"{name}-{n}\">{n}</label>"
        ));
    }
    assert!(choice.contains(&radios), "{choice}");
    assert_eq!(choice.matches(" checked").count(), 1);
    // Each board in the stack is the rules core's start for its player count: ten pieces each.
    let stack = &choice[choice.find("<div class=\"diagram-stack\">").unwrap()..];
    for n in [2, 3, 4, 6] {
        let figure = between(
            stack,
            &format!("<figure class=\"diagram\" id=\"diagram-start-{n}\""),
            "</figure>",
        );
        let pieces = between(figure, "<g class=\"pieces\">", "</g></g>");
        assert_eq!(pieces.matches("<g class=\"piece ").count(), 10 * n, "{n}");
        for player in 1..=n {
            assert_eq!(
                pieces.matches(&format!("piece player-{player} ")).count(),
                10
            );
        }
        // A board to play a first move on: its data and its buttons, showing the page's one copy
        // of the star's holes instead of drawing them again.
        assert!(figure.contains("class=\"diagram-data\"") && figure.contains("<button"));
        assert!(
            figure.contains("<use class=\"cells\" href=\"#cells-star\"/>"),
            "{n}"
        );
    }
    let ar = read(out.path().join("ar/games/chinese-checkers/index.html"));
    assert!(ar.contains("<legend>عدد اللاعبين</legend>"));
}

#[test]
fn hole_numbers_are_drawn_once_a_page_and_shown_on_each_numbered_star() {
    let out = tempfile::tempdir().unwrap();
    assert!(build_cli(&site_root(), out.path(), &[]).status.success());
    let html = read(
        out.path()
            .join("en/variants/super-chinese-checkers/index.html"),
    );
    assert_eq!(html.matches("<g id=\"star-numbers\">").count(), 1);
    let numbers = between(&html, "<g id=\"star-numbers\">", "</g>");
    let written: Vec<u32> = numbers
        .split("\">")
        .skip(1)
        .filter_map(|s| s.split('<').next()?.parse().ok())
        .collect();
    assert_eq!(written, (1..=121).collect::<Vec<u32>>());
    // Each of the page's eight numbered boards (three diagrams, five tasks) draws them over its
    // pieces.
    let used = "<use class=\"numbers\" href=\"#star-numbers\" aria-hidden=\"true\"/>";
    assert_eq!(html.matches(used).count(), 8);
    let board = between(&html, "<svg class=\"board board-halma\"", "</svg>");
    assert!(board.find(used).unwrap() > board.find("<g class=\"pieces\">").unwrap());
    // The scripted arrow 121-11 stops at the edge of hole 11 (radius 7), clear of its number.
    assert!(board.contains("<path class=\"arrow\" d=\"M170 291.12L53.5 89.34\""));
    // The game page numbers the jump chain's board and its five tasks' boards, not the start
    // positions.
    let game = read(out.path().join("en/games/chinese-checkers/index.html"));
    assert_eq!(game.matches(used).count(), 6);
    assert_eq!(game.matches("<g id=\"star-numbers\">").count(), 1);
    let draughts = read(
        out.path()
            .join("en/games/international-draughts/index.html"),
    );
    assert!(!draughts.contains("star-numbers"));
}

/// Builds a copy of the site with one edit and checks that it fails, saying `message`.
fn edit_fails_with(file: &str, from: &str, to: &str, message: &str) {
    let site = copy_site();
    let root = site.path();
    edit(root, file, from, to);
    let run = build_cli(root, &root.join("public"), &[]);
    assert!(!run.status.success());
    assert!(stderr(&run).contains(message), "{}", stderr(&run));
}

#[test]
fn a_player_count_switch_takes_star_boards_of_different_counts() {
    edit_fails_with(
        "content/games/chinese-checkers/en.md",
        "start-2 start-3 start-4 start-6",
        "start-2 start-3 start-4 start-6 chain",
        "`chain` has as many players as an earlier board of the choice (2); each board needs its own count",
    );
    edit_fails_with(
        "content/games/international-draughts/en.md",
        "```diagram\nstart\n```",
        "```diagram\nstart majority\n```",
        "`start` is a draughts board; a choice of boards is for Chinese checkers boards of different player counts",
    );
}
