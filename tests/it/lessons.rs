//! A game's lesson path: every task of its pages, in the site's order or the game's own
//! (`[lessons] pages`, checked against the pages there are), published under the game's address
//! in every language, in the sitemap, linked from the game's page and the home page.

use crate::common;
use crate::tasks::fails_at;

use common::*;

const INTERNATIONAL: &str = "content/games/international-draughts/page.toml";
const PLAY: &str = "[play]\ngame = \"international-draughts\"\n";

/// The page ids of a lesson path's sections, in order, read from their tasks' ids.
fn pages_listed(html: &str) -> Vec<String> {
    let mut pages: Vec<String> = Vec::new();
    for id in html.split("<li data-task=\"").skip(1) {
        let page = id.split('/').next().unwrap_or_default().to_string();
        if pages.last() != Some(&page) {
            pages.push(page);
        }
    }
    pages
}

#[test]
fn a_games_lesson_path_lists_every_task_of_its_pages_in_the_sites_order() {
    let html = page("en/games/international-draughts/lessons/");
    assert_eq!(html.matches("<li data-task=").count(), 33);
    assert_eq!(
        pages_listed(&html),
        [
            "international-draughts",
            "antidraughts",
            "brazilian-draughts",
            "breakthrough-draughts",
            "frisian-draughts",
            "frysk",
            "russian-draughts"
        ]
    );
    // Each entry links to its board, and the counts are drawn with nothing solved.
    assert!(html.contains(r##"<a href="/en/games/international-draughts/#diagram-try-crown">"##));
    assert!(html.contains(r#"<p class="lessons-progress">0 of 33 solved</p>"#));
    // Every language has its path under the game's own address, linked from the game's page.
    let russian = page("ru/igry/mezhdunarodnye-shashki/uroki/");
    assert!(russian.contains("Решено 0 задач из 33"), "{russian}");
    assert!(page("ru/igry/mezhdunarodnye-shashki/")
        .contains(r#"<a href="/ru/igry/mezhdunarodnye-shashki/uroki/">"#));
    assert!(page("en/").contains(r#"<a href="/en/games/chinese-checkers/lessons/">"#));
    let sitemap = read(built().join("sitemap.xml"));
    assert!(sitemap.contains("/fr/jeux/dames-internationales/lecons/</loc>"));
}

#[test]
fn the_games_own_order_comes_first_then_the_pages_it_leaves_out() {
    let site = copy_site();
    let root = site.path();
    let order = "[lessons]\npages = [\"russian-draughts\", \"international-draughts\"]\n";
    edit(root, INTERNATIONAL, PLAY, &format!("{PLAY}{order}"));
    let out = root.join("public");
    let run = build_cli(root, &out, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    let html = page_of(&out, "en/games/international-draughts/lessons/");
    let listed = pages_listed(&html);
    assert_eq!(
        listed[..3],
        ["russian-draughts", "international-draughts", "antidraughts"]
    );
    assert_eq!(listed.len(), 7);
}

#[test]
fn an_order_naming_a_page_that_is_not_the_games_fails_at_it() {
    let with = |pages: &str| {
        [(
            INTERNATIONAL,
            PLAY,
            format!("{PLAY}[lessons]\npages = {pages}\n"),
        )]
    };
    let edits = with(r#"["russain-draughts"]"#);
    let edits: Vec<(&str, &str, &str)> =
        edits.iter().map(|(f, a, b)| (*f, *a, b.as_str())).collect();
    fails_at(
        &edits,
        INTERNATIONAL,
        "\"russain-draughts\"",
        "`[lessons] pages` names `russain-draughts`, which is no page in content/",
    );
    let edits = with(r#"["frysk", "super-chinese-checkers", "frysk"]"#);
    let edits: Vec<(&str, &str, &str)> =
        edits.iter().map(|(f, a, b)| (*f, *a, b.as_str())).collect();
    fails_at(
        &edits,
        INTERNATIONAL,
        "\"super-chinese-checkers\"",
        "`[lessons] pages` names `super-chinese-checkers`, which is neither this game nor one of its variants",
    );
}

/// A goal's default prompt the source language lacks fails the build once, at the goal of the
/// first task that falls back to it (not at every board and lesson path that shows it).
#[test]
fn a_missing_task_prompt_fails_the_build_at_the_first_task_needing_it() {
    let prompt = "task-goal-move = Find the move.\n";
    fails_at(
        &[("locales/en/diagrams.ftl", prompt, "")],
        "content/variants/breakthrough-draughts/page.toml",
        "\"move\"",
        "the task's prompt falls back to the message `task-goal-move`, which `en` (the language \
         every other falls back to) does not have (and 2 more tasks): add it to a `.ftl` file of \
         `en`, or write the task's prompt (`task`) in each language's page",
    );
}
