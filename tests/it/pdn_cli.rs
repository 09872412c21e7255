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
            "crates/pdn/tests/data/open-wageningen-1996.pdn",
            "-",
        ],
        Some(TWO_GAMES),
    );
    assert_eq!(out.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_str(&stdout(&out)).expect("JSON");
    let files = json.as_array().unwrap();
    assert_eq!(
        files[0]["file"],
        "crates/pdn/tests/data/open-wageningen-1996.pdn"
    );
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
    let out = rulebook(
        &["pdn", "crates/pdn/tests/data/club-groningen-round5.pdn"],
        None,
    );
    assert!(out.status.success(), "{}", stdout(&out));
    assert!(stdout(&out).contains("game 1 (Bakker, Henk - Visser, Anna): 100 half-moves"));
}

#[test]
fn a_missing_file_is_an_error_and_the_others_are_still_read() {
    let out = rulebook(
        &[
            "pdn",
            "no/such.pdn",
            "crates/pdn/tests/data/club-groningen-round5.pdn",
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

/// A file beyond the size limit, or an endless one, is refused once the limit is read: an
/// error naming it, not a process that fills the memory. The endless ones run under a cap on
/// the process's memory, so that without the limit they fail instead of taking the machine.
#[test]
fn a_huge_or_endless_input_is_refused_at_the_size_limit() {
    use crate::common::{binary, stderr};
    let expected = "expected game records of at most 16 MB, found more; split the collection";
    let dir = tempfile::tempdir().unwrap();
    let huge = dir.path().join("huge.pdn");
    let file = std::fs::File::create(&huge).unwrap();
    file.set_len(rulebook::pdn::MAX_FILE_BYTES + 1).unwrap();
    drop(file);
    let out = Command::new(binary())
        .args(["pdn", huge.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        format!("error: {}: {expected}\n", huge.display())
    );
    #[cfg(target_os = "linux")]
    for (args, stdin) in [(["pdn", "/dev/zero"], false), (["pdn", "-"], true)] {
        let out = Command::new("sh")
            .args(["-c", "ulimit -v 4194304; exec \"$0\" \"$@\""])
            .arg(binary())
            .args(args)
            .stdin(if stdin {
                Stdio::from(std::fs::File::open("/dev/zero").unwrap())
            } else {
                Stdio::null()
            })
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}: {}", stderr(&out));
        assert!(
            stderr(&out).contains(expected),
            "{args:?}: {}",
            stderr(&out)
        );
    }
}

/// Control characters (an escape sequence can retitle or clear the terminal) in what the
/// commands print: written as `\u{1b}`, as `build` writes them in diagnostics.
mod control_characters {
    use crate::common::{build_cli, copy_site, rulebook, stderr, stdout};

    const ESCAPES: [char; 2] = ['\u{1b}', '\u{7}'];

    fn assert_escaped(text: &str) {
        assert!(!text.contains(ESCAPES), "{text:?}");
        assert!(text.contains("\\u{1b}"), "{text:?}");
    }

    #[test]
    fn in_a_pdn_file_and_its_name() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("game\u{1b}[2J.pdn");
        std::fs::write(
            &file,
            "[White \"\u{1b}]0;pwned\u{7}Ann\"]\n[Black \"Bob\"]\n[GameType \"20\"]\n1. 32-28 19-23 *\n",
        )
        .unwrap();
        let run = rulebook(&["pdn", file.to_str().unwrap()]);
        assert!(run.status.success(), "{}", stderr(&run));
        assert_escaped(&stdout(&run));
        assert!(stdout(&run).contains("\\u{7}Ann"), "{}", stdout(&run));
        let missing = rulebook(&["pdn", dir.path().join("no\u{1b}[2J.pdn").to_str().unwrap()]);
        assert_escaped(&stderr(&missing));
    }

    #[test]
    fn in_the_position_of_moves_and_perft() {
        let position = "W:W31-50:B1-20\u{1b}]0;pwned\u{7}";
        let moves = rulebook(&["moves", "international-draughts", position]);
        assert_escaped(&stderr(&moves));
        let perft = rulebook(&["perft", "international-draughts", position, "1"]);
        assert_escaped(&stderr(&perft));
    }

    #[test]
    fn in_the_output_folder_named_by_build() {
        let site = copy_site();
        let out = site.path().join("out\u{1b}[2J");
        let run = build_cli(site.path(), &out, &[]);
        assert!(run.status.success(), "{}", stderr(&run));
        assert_escaped(&stdout(&run));
    }
}

/// `rulebook … | head -1`: once the reader has gone, the command ends quietly, without a panic.
mod closed_pipe {
    use crate::common::{binary, copy_site, site_root, stderr};
    use std::process::{Command, Output, Stdio};

    /// Runs the binary with its stdout a pipe whose reading end is already closed.
    fn with_stdout_closed(args: &[&str]) -> Output {
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        Command::new(binary())
            .args(args)
            .stdin(Stdio::null())
            .stdout(writer)
            .stderr(Stdio::piped())
            .output()
            .expect("run rulebook")
    }

    fn assert_quiet(run: &Output) {
        assert_ne!(run.status.code(), Some(101), "{}", stderr(run));
        assert!(!stderr(run).contains("panicked"), "{}", stderr(run));
    }

    #[test]
    fn check_new_locale_pdn_and_moves() {
        let root = site_root();
        assert_quiet(&with_stdout_closed(&[
            "check",
            "--root",
            root.to_str().unwrap(),
        ]));
        let site = copy_site();
        let copy = site.path().to_str().unwrap();
        assert_quiet(&with_stdout_closed(&[
            "new-locale",
            "xx",
            "--root",
            copy,
            "--name",
            "Xx",
        ]));
        let pdn = root.join("crates/pdn/tests/data/open-wageningen-1996.pdn");
        assert_quiet(&with_stdout_closed(&["pdn", pdn.to_str().unwrap()]));
        assert_quiet(&with_stdout_closed(&[
            "moves",
            "international-draughts",
            "W:W31-50:B1-20",
        ]));
    }
}
