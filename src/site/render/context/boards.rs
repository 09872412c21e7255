//! What a page's boards read: their interface strings and each diagram's caption and step texts.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;

use crate::rules::explore;
use crate::site::boards::html::{
    TaskWords, Words, DRAUGHTS_ONLY_WORDS, END_PREFIX, HALMA_ONLY_WORDS, PAGE_ONLY_WORDS,
};
use crate::site::boards::{BoardKind, Diagram};
use crate::site::diagnostic::LineColumn;
use crate::site::diagnostic::{Diagnostic, Diagnostics};
use crate::site::escape::script_json;
use crate::site::messages;
use crate::site::plan::Instance;
use crate::site::render::blocks::PageBlocks;
use crate::site::render::markdown::Markdown;

use super::PageRenderer;
use crate::site::plan::LanguageStrings;
use crate::site::sync::lock;

/// What decides the interface strings a page's boards read: which families of boards it has,
/// whether a board sets a task, and the `why` codes its boards' rules may end with.
#[derive(Clone, PartialEq, Eq, Hash)]
pub(super) struct BoardNeeds {
    draughts: bool,
    halma: bool,
    tasks: bool,
    ends: BTreeSet<&'static str>,
}

impl BoardNeeds {
    /// What the boards of a page need, if it has boards: diagrams, or the replays of its game
    /// records.
    pub(super) fn of(diagrams: &[Arc<Diagram>], blocks: &PageBlocks) -> Option<BoardNeeds> {
        if diagrams.is_empty() && !blocks.has_games() {
            return None;
        }
        let draughts = blocks.has_games()
            || diagrams
                .iter()
                .any(|d| matches!(d.board, BoardKind::Draughts(_)));
        let halma = diagrams
            .iter()
            .any(|d| matches!(d.board, BoardKind::Halma { .. }));
        let tasks = diagrams.iter().any(|d| d.task.is_some());
        // Each board, a diagram or a game's replay, can end only as its rules do.
        let ends = diagrams
            .iter()
            .map(|d| d.spec.rules)
            .chain(blocks.game_rules())
            .flat_map(explore::end_codes)
            .map(|code| code.as_str())
            .collect();
        Some(BoardNeeds {
            draughts,
            halma,
            tasks,
            ends,
        })
    }
}

/// The `diagram_*` interface strings the board script reads, as JSON safe inside `<script>`
/// (not those only the page shows, `html::PAGE_ONLY_WORDS`, nor those of a family of boards the
/// page has none of, nor the sentences of game ends no board of the page can reach); on a page
/// with tasks, also the task script's `task_*` strings, keyed with their prefix (the prompts by
/// goal and the answer's summary are written into the page, not read by a script).
pub(super) fn diagram_strings(i18n: &BTreeMap<String, String>, needs: &BoardNeeds) -> String {
    let prefix = messages::template_key(messages::DIAGRAM_PREFIX);
    let task_prefix = messages::template_key(messages::TASK_PREFIX);
    let task_script = |k: &str| {
        needs.tasks
            && k.starts_with(&task_prefix)
            && !k.starts_with(TASK_GOAL_KEYS)
            && !TASK_PAGE_ONLY.contains(&k)
    };
    let end_prefix = messages::template_key(END_PREFIX);
    let ends: Vec<String> = needs
        .ends
        .iter()
        .map(|e| messages::template_key(e))
        .collect();
    let reachable = |k: &str| {
        k.strip_prefix(&end_prefix)
            .is_none_or(|code| ends.iter().any(|e| e == code))
    };
    let page_only: Vec<String> = PAGE_ONLY_WORDS
        .iter()
        .chain(DRAUGHTS_ONLY_WORDS.iter().filter(|_| !needs.draughts))
        .chain(HALMA_ONLY_WORDS.iter().filter(|_| !needs.halma))
        .map(|id| messages::template_key(id))
        .collect();
    let strings: BTreeMap<&str, &str> = i18n
        .iter()
        .filter(|(k, _)| !page_only.contains(k) && reachable(k))
        .filter_map(|(k, v)| {
            let key = if task_script(k) {
                k.as_str()
            } else {
                k.strip_prefix(&prefix)?
            };
            Some((key, v.as_str()))
        })
        .collect();
    script_json(&strings)
}

/// The tasks' prompts by goal (`task_goal_*`, template keys): only the page shows them.
const TASK_GOAL_KEYS: &str = "task_goal_";
/// The other task strings only the page shows: the answer's summary and the buttons, which the
/// page draws and the script only wakes (`task_hint` is a whole key: `task_hint_look` is the
/// script's).
const TASK_PAGE_ONLY: [&str; 4] = ["task_answer", "task_hint", "task_retry", "task_next"];

impl PageRenderer<'_> {
    /// The interface strings the boards of a page read, if it has boards: worked out once per
    /// language and kind of page (`BoardNeeds`).
    pub(super) fn boards_strings(
        &self,
        data: &LanguageStrings,
        diagrams: &[Arc<Diagram>],
        blocks: &PageBlocks,
    ) -> Option<String> {
        let key = (data.language.tag.clone(), BoardNeeds::of(diagrams, blocks)?);
        if let Some(strings) = lock(&self.board_strings).get(&key) {
            return Some(strings.clone());
        }
        let strings = diagram_strings(&data.i18n, &key.1);
        lock(&self.board_strings).insert(key, strings.clone());
        Some(strings)
    }

    /// A diagram's caption and step texts in the page's language, else the reference language's.
    pub(super) fn diagram_words<'w>(
        &self,
        inst: &'w Instance,
        diagram: &Diagram,
        markdown: &Markdown,
        strings: &'w BTreeMap<String, String>,
        errors: &mut Diagnostics,
    ) -> Words<'w> {
        let id = &diagram.spec.id;
        let reference = inst
            .page
            .translations
            .get(&self.view.config.reference_language);
        let text = Some(inst.text)
            .filter(|t| t.diagrams.contains_key(id))
            .or(reference.filter(|t| t.diagrams.contains_key(id)));
        let (caption, steps, task, lang) = match text.and_then(|t| Some((t, t.diagrams.get(id)?))) {
            Some((t, words)) => {
                let mut inline = |s: &str| {
                    markdown.inline(s).unwrap_or_else(|m| {
                        errors.push(Diagnostic::error(&t.path, LineColumn::START, m.message));
                        String::new()
                    })
                };
                let caption = inline(&words.caption);
                let steps = words.steps.iter().map(|s| inline(s)).collect();
                let task = TaskWords {
                    prompt: words.task.as_deref().map(&mut inline),
                    solved: words.solved.as_deref().map(&mut inline),
                };
                let lang = (t.lang != inst.lang).then_some(t.lang.as_str());
                (caption, steps, task, lang)
            }
            None => (String::new(), Vec::new(), TaskWords::default(), None),
        };
        Words {
            caption,
            steps,
            task,
            lang,
            strings,
        }
    }
}
