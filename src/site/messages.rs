//! The Fluent messages the generator itself asks for (templates ask through `i18n.*`), so `check`
//! knows which messages are in use.

pub(crate) const PAGE_TITLE: &str = "page-title";
pub(crate) const LABEL_GAME: &str = "label-game";
pub(crate) const LABEL_VARIANT: &str = "label-variant";
pub(crate) const TABLE_CAPTION: &str = "table-caption";
pub(crate) const TABLE_RULE: &str = "table-rule";
pub(crate) const TABLE_STANDARD: &str = "table-standard";
pub(crate) const TABLE_VARIANT: &str = "table-variant";
pub(crate) const ROOT_CHOOSE: &str = "root-choose";
/// The heading of a game's list of variants (on the home page and the game's page).
pub(crate) const HOME_VARIANTS: &str = "home-variants";
/// The first of the breadcrumbs, also named in their structured data.
pub(crate) const BREADCRUMBS_HOME: &str = "breadcrumbs-home";
/// `section-<id>`: the heading of a `## @<id>` section.
pub(crate) const SECTION_PREFIX: &str = "section-";
/// `path-<section>`: the URL segment of a content folder.
pub(crate) const PATH_PREFIX: &str = "path-";
/// The URL segment of a game's lesson path, under the game's page (`lessons`).
pub(crate) const PATH_LESSONS: &str = "path-lessons";
/// The title of a game's lesson path (names the game).
pub(crate) const LESSONS_TITLE: &str = "lessons-title";
/// A lesson path's counts of tasks solved ("3 of 14 solved"), drawn by the page, kept by its script.
pub(crate) const LESSONS_PROGRESS: &str = "lessons-progress";
/// `diagram-*`: the words of the interactive boards (their script reads them all).
pub(crate) const DIAGRAM_PREFIX: &str = "diagram-";
/// `facts-*`: the facts box of a game or variant page (`facts_box.rs`).
pub(crate) const FACTS_PREFIX: &str = "facts-";
/// `replay-*`: the words of the replay boards, written into the page (not read by the script).
pub(crate) const REPLAY_PREFIX: &str = "replay-";
/// `task-*`: the words of the diagrams' tasks (prompts by goal, the answer's summary).
pub(crate) const TASK_PREFIX: &str = "task-";
/// `task-goal-<goal>`: a task's prompt where the page writes none.
const TASK_GOAL_PREFIX: &str = "task-goal-";

/// The message of a goal's default prompt (`task-goal-<goal>`, the goal as `page.toml` names
/// it), for the page's tasks and the loader's check that every language can fall back to it.
pub(crate) fn task_goal(goal: &str) -> String {
    format!("{TASK_GOAL_PREFIX}{goal}")
}

const FIXED: [&str; 12] = [
    LESSONS_TITLE,
    LESSONS_PROGRESS,
    PAGE_TITLE,
    LABEL_GAME,
    LABEL_VARIANT,
    TABLE_CAPTION,
    TABLE_RULE,
    TABLE_STANDARD,
    TABLE_VARIANT,
    ROOT_CHOOSE,
    BREADCRUMBS_HOME,
    HOME_VARIANTS,
];

/// Whether the generator's code asks for a message (families by prefix: any section heading or
/// URL segment may be used by content at any time).
pub(crate) fn used_by_code(id: &str) -> bool {
    FIXED.contains(&id)
        || id.starts_with(SECTION_PREFIX)
        || id.starts_with(PATH_PREFIX)
        || id.starts_with(DIAGRAM_PREFIX)
        || id.starts_with(REPLAY_PREFIX)
        || id.starts_with(TASK_PREFIX)
        || id.starts_with(FACTS_PREFIX)
}

/// The variables each message of the reference language is given, by whoever formats it: the
/// generator (the facts box, the boards' words), a template (`heading-anchor`) or a script of the
/// page (the boards, the search). A message may use no other: nothing would fill it in, and the
/// page would show `{name}`. Translations are held to their source's variables.
const VARIABLES: [(&str, &[&str]); 39] = [
    ("diagram-black-kings", &["squares"]),
    ("diagram-black-men", &["squares"]),
    ("diagram-capture-ambiguous", &["square", "targets"]),
    ("diagram-capture-next", &["square", "targets"]),
    ("diagram-free-move", &["current"]),
    ("diagram-moved", &["move"]),
    ("diagram-player-pieces", &["holes", "player"]),
    ("diagram-player-to-move", &["player"]),
    ("diagram-reason-captured-on-the-way", &["targets"]),
    ("diagram-reason-passes-through", &["targets"]),
    ("diagram-result-player", &["player"]),
    ("diagram-selected", &["square", "targets"]),
    ("diagram-square-black-king", &["square"]),
    ("diagram-square-black-man", &["square"]),
    ("diagram-square-empty", &["square"]),
    ("diagram-square-player", &["player", "square"]),
    ("diagram-square-white-king", &["square"]),
    ("diagram-square-white-man", &["square"]),
    ("diagram-step", &["current", "total"]),
    ("diagram-step-said", &["current", "total"]),
    ("diagram-white-kings", &["squares"]),
    ("diagram-white-men", &["squares"]),
    ("facts-board-squares", &["columns", "rows"]),
    ("facts-length-value", &["from", "to"]),
    ("facts-pieces-value", &["count"]),
    ("facts-players-choice", &["last", "list"]),
    ("heading-anchor", &["heading"]),
    ("lessons-progress", &["done", "total"]),
    ("search-no-results", &["query"]),
    ("task-found", &["done", "square", "total"]),
    ("task-hint-look", &["squares"]),
    ("task-miss-cannot-capture", &["square"]),
    ("task-miss-does-not-crown", &["move"]),
    ("task-miss-ends-elsewhere", &["move", "square"]),
    ("task-miss-not-by-king", &["move"]),
    ("task-miss-not-reachable", &["square"]),
    ("task-miss-not-the-move", &["move"]),
    ("task-miss-off-the-line", &["move"]),
    ("task-progress", &["done", "total"]),
];

/// The variables a message is given (see `VARIABLES`); none for most.
pub(crate) fn variables_passed_to(id: &str) -> &'static [&'static str] {
    VARIABLES
        .iter()
        .find(|(message, _)| *message == id)
        .map_or(&[], |(_, variables)| variables)
}

pub(crate) fn section_heading(section_id: &str) -> String {
    format!("{SECTION_PREFIX}{section_id}")
}

/// The key of a message in the templates' `i18n` map (`skip-link` → `skip_link`).
pub(crate) fn template_key(id: &str) -> String {
    id.replace('-', "_")
}
