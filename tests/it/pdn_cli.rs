//! `rulebook pdn`: per game its half-moves, result and first problem; JSON for tools; stdin.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn rulebook(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rulebook"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().expect("stdin is piped");
    input
        .write_all(stdin.unwrap_or("").as_bytes())
        .expect("stdin takes the text");
    drop(input);
    child.wait_with_output().expect("the binary ends")
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

const TWO_GAMES: &str = "[White \"Ann\"]\n[Black \"Bob\"]\n[GameType \"20\"]\n1. 32-28 19-23 (18-23) 2. 28x19 14x23 1/2-1/2\n\n[GameType \"20\"]\n1. 32-28 19-23\n2. 31-27 *\n";

#[test]
fn each_game_gets_its_half_moves_result_and_first_problem() {
    for args in [&["pdn"][..], &["pdn", "-"][..]] {
        let out = rulebook(args, Some(TWO_GAMES));
        assert_eq!(out.status.code(), Some(1), "a problem fails the run");
        assert_eq!(
            stdout(&out),
            "<stdin>:1: game 1 (Ann - Bob): 4 half-moves (+1 in variations), 1/2-1/2\n\
             <stdin>:6: game 2: 2 half-moves, no result\n\
             <stdin>:8:4: error: move 2. 31-27: capturing is compulsory (28x19:23)\n\
             <stdin>: 2 games, 1 with a problem\n"
        );
    }
}

#[test]
fn json_lists_every_game_of_every_file() {
    let out = rulebook(
        &[
            "pdn",
            "--format",
            "json",
            "tests/data/pdn/open-wageningen-1996.pdn",
            "-",
        ],
        Some(TWO_GAMES),
    );
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    let files = json.as_array().unwrap();
    assert_eq!(files[0]["file"], "tests/data/pdn/open-wageningen-1996.pdn");
    assert_eq!(files[0]["games"].as_array().unwrap().len(), 2);
    assert_eq!(files[0]["games"][1]["result"], "0-1");
    assert_eq!(files[0]["games"][1]["half_moves"], 100);
    assert!(files[0]["games"][1]["problem"].is_null());
    let problem = &files[1]["games"][1]["problem"];
    assert_eq!(
        (&problem["line"], &problem["column"]),
        (&8.into(), &4.into())
    );
    assert!(problem["message"]
        .as_str()
        .unwrap()
        .contains("capturing is compulsory"));
}

#[test]
fn a_clean_collection_passes() {
    let out = rulebook(&["pdn", "tests/data/pdn/club-groningen-round5.pdn"], None);
    assert!(out.status.success(), "{}", stdout(&out));
    assert!(stdout(&out).contains("game 1 (Bakker, Henk - Visser, Anna): 100 half-moves"));
}

#[test]
fn a_missing_file_is_an_error_and_the_others_are_still_read() {
    let out = rulebook(
        &[
            "pdn",
            "no/such.pdn",
            "tests/data/pdn/club-groningen-round5.pdn",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with("error: no/such.pdn: "));
    assert!(stdout(&out).contains("club-groningen-round5.pdn: 1 game, 0 with a problem"));
}

#[test]
fn windows_exports_with_a_byte_order_mark_or_latin_1_names_read() {
    let text = "\u{feff}[White \"Ren\u{e9}\"]\n[Black \"B\"]\n1. 32-28 *\n";
    let out = rulebook(&["pdn"], Some(text));
    assert!(out.status.success(), "{}", stdout(&out));
    assert!(
        stdout(&out).contains("game 1 (Ren\u{e9} - B): 1 half-move, *\n"),
        "{}",
        stdout(&out)
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("latin1.pdn");
    std::fs::write(&file, b"[White \"Ren\xe9\"]\n[Black \"B\"]\n1. 32-28 *\n").unwrap();
    let out = rulebook(&["pdn", file.to_str().unwrap()], None);
    assert!(out.status.success(), "{}", stdout(&out));
    assert!(stdout(&out).contains("(Ren\u{e9} - B)"), "{}", stdout(&out));
}
