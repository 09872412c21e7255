//! Tasks are proved by the rules core when the site is built: a wrong, ambiguous or impossible task
//! fails at its line in `page.toml` with the core's reason, and each task's page data says what
//! the browser needs to judge a move, which the core agrees with goal by goal.

use crate::common;

use std::collections::BTreeSet;

use common::*;
use rulebook_rules::explore::{self, Explore, MoveInfo, Snapshot};
use rulebook_rules::RulesId;

/// Builds a copy of the site with edits; the build must fail with `message` at the line and
/// column where `at` first starts in `file`, after the edits.
pub(crate) fn fails_at(edits: &[(&str, &str, &str)], file: &str, at: &str, message: &str) {
    let site = copy_site();
    let root = site.path();
    for (path, from, to) in edits {
        edit(root, path, from, to);
    }
    let run = build_cli(root, &root.join("public"), &[]);
    assert!(!run.status.success(), "the build passed");
    let expected = format!("{}: error: {message}", place(root, file, at));
    assert!(
        stderr(&run).contains(&expected),
        "expected {expected}\n{}",
        stderr(&run)
    );
}

/// `file:line:column` of where `at` first starts in `file` of the site at `root`.
fn place(root: &std::path::Path, file: &str, at: &str) -> String {
    let text = read(root.join(file));
    let offset = text
        .find(at)
        .unwrap_or_else(|| panic!("{file} has no {at:?}"));
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let column = before[before.rfind('\n').map_or(0, |i| i + 1)..]
        .chars()
        .count()
        + 1;
    format!("{file}:{line}:{column}")
}

const INTERNATIONAL: &str = "content/games/international-draughts/page.toml";
const FRISIAN: &str = "content/variants/frisian-draughts/page.toml";
const STAR: &str = "content/games/chinese-checkers/page.toml";

#[test]
fn a_mutated_solution_fails_the_build_at_its_line_with_the_cores_reason() {
    // 33x22 takes one man where 33x4 takes three: the core says so, at the solution.
    fails_at(
        &[(
            INTERNATIONAL,
            "solution = [\"33x4\"]",
            "solution = [\"33x22\"]",
        )],
        INTERNATIONAL,
        "\"33x22\"",
        "diagram `try-majority`: task: 33x22: a capture of more pieces exists (33x4:9,19,29)",
    );
    // A legal move without the stated property: 12-8 crowns no man.
    fails_at(
        &[(
            INTERNATIONAL,
            "solution = [\"6-1\"]",
            "solution = [\"12-8\"]",
        )],
        INTERNATIONAL,
        "\"12-8\"",
        "diagram `try-crown`: task: 12-8 crowns no man",
    );
    // A star's turn that does not end on the target.
    fails_at(
        &[(STAR, "solution = [\"121-63\"]", "solution = [\"121-82\"]")],
        STAR,
        "\"121-82\"",
        "diagram `try-long-chain`: task: 121-82 ends on 82, not on 63",
    );
}

#[test]
fn a_second_equal_answer_to_a_unique_task_fails_the_build() {
    // Two captures of three men: 31x24 and 33x24.
    fails_at(
        &[
            (
                INTERNATIONAL,
                "W:W33,38:B9,19,20,28,29",
                "W:W31,33:B18,19,26,27,28",
            ),
            (
                INTERNATIONAL,
                "solution = [\"33x4\"]",
                "solution = [\"31x24\"]",
            ),
        ],
        INTERNATIONAL,
        "true\n\n[[diagrams]]\nid = \"try-flying-capture\"",
        "diagram `try-majority`: task: 33x24 also takes 3 pieces",
    );
}

#[test]
fn an_impossible_task_fails_the_build() {
    // No man can crown from here.
    fails_at(
        &[
            (INTERNATIONAL, "W:W6,12,34:B20", "W:W16,12,34:B20"),
            (INTERNATIONAL, "solution = [\"6-1\"]\nunique = true\n", ""),
        ],
        INTERNATIONAL,
        "\"crown\"",
        "diagram `try-crown`: task: no legal move crowns a man here",
    );
    // The author's pieces that must capture are not the core's.
    fails_at(
        &[(INTERNATIONAL, "squares = [32, 34]", "squares = [32, 45]")],
        INTERNATIONAL,
        "[32, 45]",
        "diagram `try-who-captures`: task: the rules core also finds 34; no capture starts from 45",
    );
    // A line's reply that is not legal in its turn.
    fails_at(
        &[(STAR, "\"6-17\"", "\"6-28\"")],
        STAR,
        "\"6-28\"",
        "diagram `try-opening`: task: line move 2, 6-28:",
    );
}

#[test]
fn a_task_says_what_it_needs_and_nothing_it_does_not_read() {
    fails_at(
        &[(
            FRISIAN,
            "goal = \"king-capture\"",
            "goal = \"king-capture\"\nline = [\"46x5\"]",
        )],
        FRISIAN,
        "\"46x5\"",
        "diagram `try-two-kings`: task: goal `king-capture` does not read `line`",
    );
    fails_at(
        &[(
            FRISIAN,
            "solution = [\"47-41\", \"47-42\"]",
            "unique = true",
        )],
        FRISIAN,
        "true\nrow = \"kings\"\n\n[[diagrams]]\nid = \"try-two-kings\"",
        "diagram `try-three-moves`: task: `unique` is for a goal with a property",
    );
    // A task's board has no scripted line: it would show the answer.
    fails_at(
        &[(
            FRISIAN,
            "highlight = [23]\n",
            "highlight = [23]\nmoves = [\"47-41\"]\n",
        )],
        FRISIAN,
        "\"47-41\"]\n",
        "diagram `try-three-moves`: a diagram with a task has no scripted `moves`",
    );
}

#[test]
fn a_task_names_a_row_of_its_page() {
    fails_at(
        &[(FRISIAN, "row = \"draws\"", "row = \"endgame\"")],
        FRISIAN,
        "\"endgame\"",
        "diagram `try-two-kings`: task: `endgame` is not a row of this page: expected one of \
         capture, capture-choice, kings, draws",
    );
}

#[test]
fn a_row_no_task_practises_is_a_warning_on_a_page_with_tasks() {
    let site = copy_site();
    let root = site.path();
    edit(root, FRISIAN, "row = \"draws\"\n", "");
    // A warning, so `--strict` fails on it; `check` reports on stdout.
    let run = check_cli(root, &[]);
    let report = stdout(&run);
    let expected = format!(
        "{}: warning: page `frisian-draughts`: rule-change row `draws` has no task",
        place(root, FRISIAN, "\"draws\"")
    );
    assert!(report.contains(&expected), "expected {expected}\n{report}");
    // Only that row: every other row of every page with tasks has one.
    assert_eq!(report.matches("has no task").count(), 1, "{report}");
}

/// Every task of a built page: its diagram's data (the page data's `task` among it).
fn tasks(html: &str) -> Vec<serde_json::Value> {
    html.split("<script type=\"application/json\" class=\"diagram-data\">")
        .skip(1)
        .map(|rest| serde_json::from_str(&rest[..rest.find("</script>").unwrap()]).unwrap())
        .filter(|d: &serde_json::Value| d.get("task").is_some())
        .collect()
}

/// A move of the page data as (from, to, captured squares sorted).
fn key(m: &serde_json::Value) -> (u64, u64, Vec<u64>) {
    let n = |v: &serde_json::Value| v.as_u64().unwrap();
    let mut captured: Vec<u64> = m
        .get("captured")
        .map_or(vec![], |c| c.as_array().unwrap().iter().map(n).collect());
    captured.sort_unstable();
    (n(&m["from"]), n(&m["to"]), captured)
}

fn core_key(m: &MoveInfo) -> (u64, u64, Vec<u64>) {
    let mut captured: Vec<u64> = m.captured.iter().map(|&c| c.into()).collect();
    captured.sort_unstable();
    (m.from.into(), m.to.into(), captured)
}

fn is_king(start: &Snapshot, sq: u8) -> bool {
    (start.pieces.iter()).any(|p| p.sq == sq && p.piece.is_ascii_uppercase())
}

/// The moves of the core that have a goal's property in `start`.
fn with_property(goal: &str, task: &serde_json::Value, start: &Snapshot) -> Vec<MoveInfo> {
    let targets: Vec<u64> = task.get("targets").map_or(vec![], |t| {
        t.as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect()
    });
    (start.moves.iter())
        .filter(|m| match goal {
            "most" => !m.captured.is_empty(),
            "king-capture" => !m.captured.is_empty() && is_king(start, m.from),
            "crown" => m.crowns,
            "reach" => targets.contains(&u64::from(m.to)),
            other => panic!("no property for {other}"),
        })
        .cloned()
        .collect()
}

#[test]
fn each_goal_is_proved_on_a_real_position_and_its_data_agrees_with_the_core() {
    let mut goals = BTreeSet::new();
    for path in [
        "/en/variants/frisian-draughts/",
        "/en/variants/frysk/",
        "/en/variants/antidraughts/",
        "/en/variants/breakthrough-draughts/",
        "/en/variants/russian-draughts/",
        "/en/variants/brazilian-draughts/",
        "/en/variants/super-chinese-checkers/",
        "/en/games/international-draughts/",
        "/en/games/chinese-checkers/",
    ] {
        let html = page(path);
        for data in tasks(&html) {
            let task = &data["task"];
            let goal = task["goal"].as_str().unwrap();
            goals.insert(goal.to_string());
            let rules: RulesId = data["rules"].as_str().unwrap().parse().unwrap();
            let position = data["positions"][0]["position"].as_str().unwrap();
            let start = explore::analyse(rules, Explore::Side, &[position]).unwrap();
            let id = task["id"].as_str().unwrap();
            assert!(
                id.starts_with(&path.split('/').nth(3).unwrap().to_string()),
                "{id}"
            );
            // The puzzle reads without JavaScript: its prompt above the board, its answer folded.
            let at = html.find(&format!("data-task=\"{id}\"")).unwrap();
            let figure = &html[html[..at].rfind("<figure").unwrap()..];
            let figure = &figure[..figure.find("</figure>").unwrap()];
            assert!(figure.contains("<p class=\"task-prompt\" id="), "{figure}");
            assert!(figure.contains("<details class=\"task-answer\"><summary>Answer</summary>"));
            let accepted: BTreeSet<_> = task.get("accept").map_or(BTreeSet::new(), |a| {
                a.as_array().unwrap().iter().map(key).collect()
            });
            match goal {
                "move" => {
                    assert!(!accepted.is_empty());
                    let legal: BTreeSet<_> = start.moves.iter().map(core_key).collect();
                    assert!(accepted.is_subset(&legal), "{id}");
                }
                "most" | "king-capture" | "crown" | "reach" => {
                    let core: BTreeSet<_> = with_property(goal, task, &start)
                        .iter()
                        .map(core_key)
                        .collect();
                    assert_eq!(accepted, core, "{id}");
                    // Every other legal move is wrong, and the page data says why.
                    let others = start.moves.len() - core.len();
                    assert_eq!(task.get("otherwise").is_some(), others > 0, "{id}");
                }
                "line" => {
                    let first = &task["line"][0]["play"];
                    let legal: BTreeSet<_> = start.moves.iter().map(core_key).collect();
                    assert!(legal.contains(&key(first)), "{id}");
                    assert_eq!(task["otherwise"], "off-the-line");
                }
                "find-captures" => {
                    let core: Vec<u64> = start
                        .moves
                        .iter()
                        .filter(|m| !m.captured.is_empty())
                        .map(|m| m.from.into())
                        .collect::<BTreeSet<_>>()
                        .into_iter()
                        .collect();
                    assert_eq!(task["squares"], serde_json::json!(core), "{id}");
                }
                "find-reach" => {
                    let piece = task["piece"].as_u64().unwrap();
                    let core: Vec<u64> = start
                        .moves
                        .iter()
                        .filter(|m| u64::from(m.from) == piece)
                        .map(|m| m.to.into())
                        .collect::<BTreeSet<_>>()
                        .into_iter()
                        .collect();
                    assert_eq!(task["squares"], serde_json::json!(core), "{id}");
                    assert_eq!(task["hint"], piece);
                }
                other => panic!("unknown goal {other}"),
            }
        }
    }
    let all = [
        "crown",
        "find-captures",
        "find-reach",
        "king-capture",
        "line",
        "most",
        "move",
        "reach",
    ];
    assert_eq!(goals, all.iter().map(|g| g.to_string()).collect());
}

/// A goal whose default prompt no language has is one error, at the first task that falls
/// back to it, not one for each board and lesson path in each language (there were 162).
#[test]
fn a_missing_default_prompt_is_one_error_at_a_task() {
    let site = copy_site();
    let root = site.path();
    for dir in std::fs::read_dir(root.join("locales")).expect("locales") {
        let file = dir.expect("entry").path().join("diagrams.ftl");
        if let Ok(text) = std::fs::read_to_string(&file) {
            let kept: Vec<&str> = text
                .lines()
                .filter(|l| !l.starts_with("task-goal-most "))
                .collect();
            std::fs::write(&file, kept.join("\n") + "\n").expect("write");
        }
    }
    let run = check_cli(root, &[]);
    assert!(!run.status.success());
    let errors: Vec<String> = stderr(&run)
        .lines()
        .chain(stdout(&run).lines())
        .filter(|l| l.contains(": error: "))
        .map(str::to_string)
        .collect();
    assert_eq!(errors.len(), 1, "{errors:#?}");
    assert!(
        errors[0].contains("/page.toml:")
            && errors[0].contains("`task-goal-most`, which `en` (the language every other falls back to) does not have (and ")
            && errors[0].ends_with(" more tasks): add it to a `.ftl` file of `en`, or write the task's prompt (`task`) in each language's page"),
        "{errors:#?}"
    );
}
