//! A diagram in one language: the figure with its board, caption, scripted steps and the data
//! the interactive board reads. Words come from the page's language file and from Fluent.

use std::collections::BTreeMap;
use std::fmt::Write;

use super::figure_error::FigureError;
use super::{svg, BoardKind, Diagram};
use crate::rules::explore::Explore;
use crate::rules::explore::MoveInfo;
use crate::site::escape::escape;
use crate::site::messages;
use crate::site::tasks::{Answer, ProvedTask};

/// The summary of a task's answer without JavaScript.
const TASK_ANSWER: &str = "task-answer";
/// A task's state before the reader has solved it, as the page is drawn.
const TASK_UNSOLVED: &str = "task-unsolved";
/// The page's progress line above its first task, drawn with nothing solved.
pub(crate) const TASK_PROGRESS: &str = "task-progress";
/// The task's buttons (`data-act`, words): drawn by the page, woken by task.js. Only Hint shows
/// at first; the others take its place once the task is solved, so the row keeps its height.
const TASK_BUTTONS: [(&str, &str); 3] = [
    ("hint", "task-hint"),
    ("retry", "task-retry"),
    ("next", "task-next"),
];

/// The board words only the page itself shows: drawn here (buttons, menu, help),
/// never by the board script, so the script's strings leave them out and each page is lighter.
pub(crate) const PAGE_ONLY_WORDS: [&str; 14] = [
    "diagram-players",
    "diagram-flip",
    "diagram-board-help",
    "diagram-star-help",
    "diagram-help-pointer",
    "diagram-help-landings",
    "diagram-help-label",
    "diagram-more",
    "diagram-undo",
    "diagram-reset",
    "diagram-previous",
    "diagram-next",
    "diagram-copy-position",
    "diagram-copy-moves",
];

/// The board words only a draughts board asks for (diagram.js: building a capture landing by
/// landing, a square's man or king, a colour's win or a draw, the draughts rules' reasons, a piece
/// taken on the way, a side left without pieces: a star's moves capture nothing and its games end
/// in a player's win), left out of the script's strings on a page whose boards are all stars.
pub(crate) const DRAUGHTS_ONLY_WORDS: [&str; 22] = [
    "diagram-capture-next",
    "diagram-capture-ambiguous",
    "diagram-square-white-man",
    "diagram-square-white-king",
    "diagram-square-black-man",
    "diagram-square-black-king",
    "diagram-result-white",
    "diagram-result-black",
    "diagram-result-draw",
    "diagram-reason-captured-on-the-way",
    "diagram-reason-capture-compulsory",
    "diagram-reason-capture-more",
    "diagram-reason-capture-greater-value",
    "diagram-reason-king-must-capture",
    "diagram-reason-king-move-limit",
    "diagram-white-to-move",
    "diagram-black-to-move",
    "diagram-white-men",
    "diagram-white-kings",
    "diagram-black-men",
    "diagram-black-kings",
    "diagram-no-pieces-left",
];

/// The board words only a star asks for (a player's piece and win, a game over with no winner, the star's reasons), left out
/// on a page whose boards are all draughts boards.
pub(crate) const HALMA_ONLY_WORDS: [&str; 9] = [
    "diagram-square-player",
    "diagram-result-player",
    "diagram-result-none",
    "diagram-reason-passes-two-pieces",
    "diagram-reason-far-side-not-empty",
    "diagram-reason-step-after-jump",
    "diagram-reason-long-jump-needs-option",
    "diagram-player-to-move",
    "diagram-player-pieces",
];

/// The messages saying why a game ended, one a `why` code of the rules core's status
/// (`diagram-end-first-king`); a page ships only those its boards' rules can end with.
pub(crate) const END_PREFIX: &str = "diagram-end-";

/// A diagram's words in the reader's language.
pub(crate) struct Words<'a> {
    /// The caption, rendered inline Markdown.
    pub caption: String,
    /// Each scripted step's text, rendered inline Markdown (may be shorter than the steps).
    pub steps: Vec<String>,
    /// A task's prompt and success text as the page writes them (rendered inline Markdown);
    /// each `None` takes its default from Fluent.
    pub task: TaskWords,
    /// The language the caption and steps are written in when it is not the page's.
    pub lang: Option<&'a str>,
    /// The language's interface strings (`diagram_*` among them), placeholders as `{name}`.
    pub strings: &'a BTreeMap<String, String>,
}

/// A task's words in one language, where the page writes them.
#[derive(Debug, Default)]
pub(crate) struct TaskWords {
    pub prompt: Option<String>,
    pub solved: Option<String>,
}

impl Words<'_> {
    fn get(&self, id: &str) -> Result<&str, FigureError> {
        message(self.strings, id)
    }
}

/// The interface string `id` (`diagram-next`) of a language's strings. The check of the
/// messages the generator asks for has made sure it exists: this error is the fallback.
pub(super) fn message<'s>(
    strings: &'s BTreeMap<String, String>,
    id: &str,
) -> Result<&'s str, FigureError> {
    strings
        .get(&messages::template_key(id))
        .map(String::as_str)
        .ok_or_else(|| FigureError::MissingMessage { id: id.to_string() })
}

/// What a board carries for the page's other boards, and what it draws once a page.
#[derive(Clone, Debug)]
pub(crate) struct Placement {
    /// As in [`svg::board`].
    pub define_numbers: bool,
    /// As in [`svg::board`].
    pub squares: svg::Cells,
    /// Whether this board writes its help's words: the first board with a help of its family
    /// does, the board script copies them into the others' (without scripting neither shows).
    pub help_words: bool,
    /// The page's progress line with nothing solved yet ("0 of 5", in the plural form the
    /// language gives the count) when this board is its first task, which carries it.
    pub progress: Option<String>,
}

/// One board as a figure, placed as `place` says.
pub(crate) fn figure(
    diagram: &Diagram,
    words: &Words,
    place: Placement,
) -> Result<String, FigureError> {
    let dom_id = format!("diagram-{}", diagram.spec.id);
    let title = describe(diagram, words)?;
    let lang = words
        .lang
        .map(|l| format!(" lang=\"{l}\""))
        .unwrap_or_default();
    let mut s = String::with_capacity(16 * 1024);
    let _ = write!(
        s,
        r#"<figure class="diagram" id="{dom_id}" data-diagram="{}">"#,
        diagram.spec.id
    );
    if let Some(task) = &diagram.task {
        s.push_str(&task_panel(
            task,
            words,
            &dom_id,
            place.progress.as_deref(),
        )?);
    }
    let _ = write!(
        s,
        r#"<div class="board-frame" dir="ltr">{}</div>"#,
        svg::board(
            diagram,
            &dom_id,
            &title,
            place.define_numbers,
            place.squares
        ),
    );
    // A board that only shows its position (no moves to make, no line to step through) is a
    // picture: no controls, no data, nothing for the script to wake.
    if !diagram.is_picture() {
        let _ = write!(
            s,
            r#"{}<script type="application/json" class="diagram-data">{}</script>"#,
            controls(diagram, &dom_id, words, place.help_words)?,
            diagram.json,
        );
    }
    // The caption and the steps share the figcaption, which must be the figure's last child. A
    // task's caption and puzzle are left out of the search index: a search for a rule should land
    // on the text that states it, not on a puzzle that only uses its words.
    let unindexed = if diagram.task.is_some() {
        " data-pagefind-ignore"
    } else {
        ""
    };
    let _ = write!(s, "<figcaption{lang}{unindexed}><p>{}</p>", words.caption);
    if let Some(task) = &diagram.task {
        s.push_str(&task_puzzle(task, words)?);
    }
    if !diagram.steps.is_empty() {
        s.push_str(r#"<ol class="diagram-steps">"#);
        for (i, step) in diagram.steps.iter().enumerate() {
            let text = words.steps.get(i).map_or("", String::as_str);
            let _ = write!(
                s,
                r#"<li><span class="notation" dir="ltr">{}</span> {text}</li>"#,
                step.short
            );
        }
        s.push_str("</ol>");
    }
    s.push_str("</figcaption></figure>");
    Ok(s)
}

/// Above a task's board: the page's progress line (on its first task), the prompt, the task's
/// state and its buttons, drawn here so that nothing moves when task.js wakes them. Without
/// scripting only the prompt shows (site.css), and the answer waits in the caption.
fn task_panel(
    task: &ProvedTask,
    words: &Words,
    dom_id: &str,
    progress: Option<&str>,
) -> Result<String, FigureError> {
    let prompt = task_prompt(task, words);
    let mut s = String::with_capacity(512);
    if let Some(line) = progress {
        let _ = write!(
            s,
            r#"<p class="task-progress" data-pagefind-ignore>{}</p>"#,
            escape(line)
        );
    }
    let _ = write!(
        s,
        r#"<div class="task-panel" data-pagefind-ignore><p class="task-prompt" id="{dom_id}-task">{prompt}</p><p class="task-state" id="{dom_id}-task-state">{}</p><div class="task-actions">"#,
        escape(words.get(TASK_UNSOLVED)?)
    );
    for (i, (act, id)) in TASK_BUTTONS.iter().enumerate() {
        let waiting = if i == 0 { "disabled" } else { "hidden" };
        let _ = write!(
            s,
            r#"<button type="button" data-act="{act}" {waiting}>{}</button>"#,
            escape(words.get(id)?)
        );
    }
    s.push_str("</div></div>");
    Ok(s)
}

/// A task's prompt as its page shows it: the page's own words (rendered inline Markdown), else
/// its goal's default. A goal without one is the loader's error, reported once for the site
/// (`load::task_prompts`): here it is an empty prompt.
pub(crate) fn task_prompt(task: &ProvedTask, words: &Words) -> String {
    match &words.task.prompt {
        Some(prompt) => prompt.clone(),
        None => {
            let id = messages::task_goal(task.goal.as_str());
            words.get(&id).map(escape).unwrap_or_default()
        }
    }
}

/// A task's answer as it reads without JavaScript: behind a `<details>` in the caption, with the
/// page's success text (`task-success`, which says why and which task.js reads).
fn task_puzzle(task: &ProvedTask, words: &Words) -> Result<String, FigureError> {
    let notation = |m: &MoveInfo| format!(r#"<span class="notation" dir="ltr">{}</span>"#, m.short);
    let answer = match &task.answer {
        Answer::Moves { accept, .. } => {
            let moves: Vec<String> = accept.iter().map(notation).collect();
            format!("<p>{}</p>", moves.join(" · "))
        }
        Answer::Line(turns) => {
            let mut list = String::from(r#"<ol class="task-line">"#);
            for turn in turns {
                let _ = write!(list, "<li>{}", notation(&turn.play));
                if let Some(reply) = &turn.reply {
                    let _ = write!(list, " {}", notation(reply));
                }
                list.push_str("</li>");
            }
            list.push_str("</ol>");
            list
        }
        Answer::Squares { squares, .. } => {
            let listed: Vec<String> = squares.iter().map(u8::to_string).collect();
            format!(r#"<p><span dir="ltr">{}</span></p>"#, listed.join(", "))
        }
    };
    let solved = (words.task.solved.as_ref())
        .map(|text| format!(r#"<p class="task-success">{text}</p>"#))
        .unwrap_or_default();
    Ok(format!(
        r#"<div class="task" data-task="{}"><details class="task-answer"><summary>{}</summary>{answer}{solved}</details></div>"#,
        escape(&task.id),
        escape(words.get(TASK_ANSWER)?),
    ))
}

/// Star boards of different player counts as one board with a player-count switch: radio
/// buttons, then the figures stacked in one place, the checked one shown (CSS, so it works
/// without JavaScript; the place is as tall as the tallest figure, so switching moves nothing).
/// `figures` are the boards' figures, in the order of `boards`.
pub(crate) fn player_choice(
    boards: &[&Diagram],
    figures: &[String],
    words: &Words,
) -> Result<String, FigureError> {
    let counts = boards
        .iter()
        .map(|d| match d.board {
            BoardKind::Halma { players, .. } => Ok(players),
            BoardKind::Draughts(_) => Err(FigureError::DraughtsInChoice {
                id: d.spec.id.clone(),
            }),
        })
        .collect::<Result<Vec<u8>, FigureError>>()?;
    if let Some(i) = (1..counts.len()).find(|&i| counts[..i].contains(&counts[i])) {
        return Err(FigureError::RepeatedPlayerCount {
            id: boards[i].spec.id.clone(),
            players: counts[i],
        });
    }
    let name = format!("diagram-{}-players", boards[0].spec.id);
    let mut s = format!(
        r#"<fieldset class="diagram-choice"><legend>{}</legend>"#,
        escape(words.get("diagram-players")?)
    );
    for (i, count) in counts.iter().enumerate() {
        let checked = if i == 0 { " checked" } else { "" };
        let _ = write!(
            s,
            r#"<input type="radio" name="{name}" id="{name}-{count}"{checked}><label for="{name}-{count}">{count}</label>"#
        );
    }
    s.push_str(r#"<div class="diagram-stack">"#);
    for f in figures {
        s.push_str(f);
    }
    s.push_str("</div></fieldset>");
    Ok(s)
}

/// The board's buttons, step label, status line and help, drawn here rather than by the script so
/// that nothing moves when the script arrives; the buttons stay disabled until it does. One row
/// that fits a phone: icon buttons named by their words (the tooltip too), the step label taking
/// what room is left, and the actions a reader needs once per board (copy, flip) in a menu.
/// `help_words` as in [`Placement`].
fn controls(
    diagram: &Diagram,
    dom_id: &str,
    words: &Words,
    help_words: bool,
) -> Result<String, FigureError> {
    let stepped = !diagram.steps.is_empty();
    let mut s = bar(
        turn_line(diagram, words.strings)?,
        stepped.then(|| step_label(words.strings)).transpose()?,
    );
    // Search leaves them out: their words are the same under every board.
    s.push_str(r#"<div class="diagram-controls" data-pagefind-ignore>"#);
    if stepped {
        icon_button(&mut s, "previous", words.get("diagram-previous")?);
        icon_button(&mut s, "next", words.get("diagram-next")?);
    }
    if diagram.spec.explore != Explore::None {
        // Undo is Previous on a board with a line to step through: one button does both.
        if !stepped {
            icon_button(&mut s, "undo", words.get("diagram-undo")?);
        }
        icon_button(&mut s, "reset", words.get("diagram-reset")?);
        let mut items = vec![
            ("copy-position", words.get("diagram-copy-position")?),
            ("copy-moves", words.get("diagram-copy-moves")?),
        ];
        if matches!(diagram.board, BoardKind::Draughts(_)) {
            items.push(("flip", words.get("diagram-flip")?));
        }
        s.push_str(&menu(words.strings, &items)?);
        // The keys, then a finger or the mouse; a star has no flip and no capture to build.
        let sentences = if matches!(diagram.board, BoardKind::Draughts(_)) {
            [
                "diagram-board-help",
                "diagram-help-pointer",
                "diagram-help-landings",
            ]
            .as_slice()
        } else {
            ["diagram-star-help", "diagram-help-pointer"].as_slice()
        };
        let text = if help_words {
            help_text(words.strings, sentences)?
        } else {
            String::new()
        };
        s.push_str(&help(words.strings, dom_id, &text)?);
    }
    s.push_str(r#"</div><p class="diagram-status" aria-live="polite"></p>"#);
    Ok(s)
}

/// A button of the controls row: its icon is the style sheet's (by `data-act`), its name and
/// tooltip its words.
pub(super) fn icon_button(s: &mut String, act: &str, label: &str) {
    let _ = write!(
        s,
        r#"<button type="button" class="icon" data-act="{act}" title="{}" disabled></button>"#,
        escape(label)
    );
}

/// The small menu of a board's secondary actions (`act`, words), opened from a "⋯" button and
/// closed as a popover is (diagram.js).
pub(super) fn menu(
    strings: &BTreeMap<String, String>,
    items: &[(&str, &str)],
) -> Result<String, FigureError> {
    let mut s = format!(
        r#"<details class="diagram-more"><summary class="icon" title="{}"></summary><div class="diagram-menu">"#,
        escape(message(strings, "diagram-more")?)
    );
    for (act, label) in items {
        let _ = write!(
            s,
            r#"<button type="button" data-act="{act}" disabled>{}</button>"#,
            escape(label)
        );
    }
    s.push_str("</div></details>");
    Ok(s)
}

/// One small "?" per board instead of the same paragraph under every board; `text` is escaped.
/// A board's help: the messages `ids`, escaped, joined as the language joins sentences.
pub(super) fn help_text(
    strings: &BTreeMap<String, String>,
    ids: &[&str],
) -> Result<String, FigureError> {
    let separator = message(strings, "diagram-sentence-separator")?;
    let sentences = ids
        .iter()
        .map(|id| message(strings, id).map(escape))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(sentences.join(&escape(separator)))
}

pub(super) fn help(
    strings: &BTreeMap<String, String>,
    dom_id: &str,
    text: &str,
) -> Result<String, FigureError> {
    Ok(format!(
        r#"<details class="diagram-help"><summary aria-label="{}">?</summary><p id="{dom_id}-help">{text}</p></details>"#,
        escape(message(strings, "diagram-help-label")?)
    ))
}

/// The line between the board and its buttons: whose turn it is, and where in the line the board
/// stands. The label is kept out of the buttons' row, so that a long word of it never pushes a
/// button onto a second row nor moves one while it changes.
pub(super) fn bar(turn_line: String, step_label: Option<String>) -> String {
    if turn_line.is_empty() && step_label.is_none() {
        return String::new();
    }
    format!(
        r#"<div class="diagram-bar">{turn_line}{}</div>"#,
        step_label.unwrap_or_default()
    )
}

/// The step label, saying the start; diagram.js says each step.
pub(super) fn step_label(strings: &BTreeMap<String, String>) -> Result<String, FigureError> {
    Ok(format!(
        r#"<span class="diagram-step">{}</span>"#,
        escape(message(strings, "diagram-start")?)
    ))
}

/// Who is to move at the diagram's start ("White to move."), as the board says it above its
/// controls and in its words.
fn turn_sentence(
    diagram: &Diagram,
    strings: &BTreeMap<String, String>,
) -> Result<String, FigureError> {
    let turn = &diagram.snapshots[0].turn;
    Ok(match diagram.board {
        BoardKind::Draughts(_) if turn == "w" => message(strings, "diagram-white-to-move")?.into(),
        BoardKind::Draughts(_) => message(strings, "diagram-black-to-move")?.into(),
        BoardKind::Halma { .. } => {
            message(strings, "diagram-player-to-move")?.replace("{player}", turn)
        }
    })
}

/// The line saying whose turn it is (and, once the game is over, its result), on a board the
/// reader plays on where one side at a time moves; drawn here so that nothing moves when the
/// script takes it over.
pub(super) fn turn_line(
    diagram: &Diagram,
    strings: &BTreeMap<String, String>,
) -> Result<String, FigureError> {
    if !matches!(diagram.spec.explore, Explore::Side) {
        return Ok(String::new());
    }
    Ok(format!(
        r#"<p class="diagram-turn" data-pagefind-ignore>{}</p>"#,
        escape(&turn_sentence(diagram, strings)?)
    ))
}

/// The board in words, for screen readers and for when the picture can't be seen.
pub(super) fn describe(diagram: &Diagram, words: &Words) -> Result<String, FigureError> {
    let start = &diagram.snapshots[0];
    let mut parts = Vec::new();
    let separator = words.get("diagram-list-separator")?;
    let list = |pred: &dyn Fn(char) -> bool| -> String {
        start
            .pieces
            .iter()
            .filter(|p| pred(p.piece))
            .map(|p| p.sq.to_string())
            .collect::<Vec<_>>()
            .join(separator)
    };
    match diagram.board {
        BoardKind::Draughts(_) => {
            for (code, id) in [
                ('w', "diagram-white-men"),
                ('W', "diagram-white-kings"),
                ('b', "diagram-black-men"),
                ('B', "diagram-black-kings"),
            ] {
                let squares = list(&|p| p == code);
                if !squares.is_empty() {
                    parts.push(words.get(id)?.replace("{squares}", &squares));
                }
            }
            parts.push(turn_sentence(diagram, words.strings)?);
        }
        BoardKind::Halma { .. } => {
            for player in '1'..='6' {
                let holes = list(&|p| p == player);
                if !holes.is_empty() {
                    parts.push(
                        words
                            .get("diagram-player-pieces")?
                            .replace("{player}", &player.to_string())
                            .replace("{holes}", &holes),
                    );
                }
            }
            parts.push(turn_sentence(diagram, words.strings)?);
        }
    }
    Ok(parts.join(words.get("diagram-sentence-separator")?))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The board script asks for its words with `say("key")` (or a template such as
    /// `` say(`reason_${…}`) ``): none of them may be one the page keeps to itself.
    /// The script asks for a draughts-only word only on a draughts board, and for a star's only
    /// on a star (`this.draughts` guards them), and the rules' reason codes of one family are not
    /// the other's; a renamed word would be left out by mistake, so each list names real words.
    /// The board scripts: the one every board page loads and its input, fetched on a first touch.
    const BOARD_SCRIPTS: [&str; 2] = [
        include_str!("../../../static/js/diagram.js"),
        include_str!("../../../static/js/board-input.js"),
    ];

    #[test]
    fn family_words_are_the_families_own() {
        let script = BOARD_SCRIPTS.concat();
        assert!(
            script.contains("if (!this.draughts) return false;"),
            "landing"
        );
        assert!(script.contains("if (!this.draughts) return say(\"square_player\""));
        let en = include_str!("../../../locales/en/diagrams.ftl");
        for id in DRAUGHTS_ONLY_WORDS.iter().chain(&HALMA_ONLY_WORDS) {
            assert!(en.contains(&format!("\n{id} =")), "{id} is not a message");
        }
        use crate::rules::halma::Illegal;
        for why in [
            Illegal::PassesTwoPieces,
            Illegal::FarSideNotEmpty,
            Illegal::StepAfterJump,
            Illegal::LongJumpNeedsOption,
        ] {
            let id = format!("diagram-reason-{}", why.code());
            assert!(HALMA_ONLY_WORDS.contains(&id.as_str()), "{id}");
        }
    }

    /// Every way a game can end has its sentence in the reference language, so a new rule
    /// cannot reach a board without one.
    #[test]
    fn every_end_has_its_sentence() {
        let en = include_str!("../../../locales/en/diagrams.ftl");
        for rules in crate::rules::RulesId::ALL {
            for code in crate::rules::explore::end_codes(rules) {
                let id = format!("{END_PREFIX}{}", code.as_str());
                assert!(en.contains(&format!("\n{id} =")), "{id} is not a message");
            }
        }
    }

    #[test]
    fn the_script_reads_no_page_only_word() {
        let script = BOARD_SCRIPTS.concat();
        for id in PAGE_ONLY_WORDS {
            let key = messages::template_key(id.trim_start_matches(messages::DIAGRAM_PREFIX));
            assert!(
                !script.contains(&format!("say(\"{key}\"")),
                "a board script reads `{key}`, which PAGE_ONLY_WORDS leaves out of its strings"
            );
        }
        // Keys built at run time share these prefixes; no page-only word may start with one.
        for prefix in ["reason_", "result_", "square_", "end_"] {
            assert!(script.contains(&format!("say(`{prefix}")), "{prefix}");
            assert!(PAGE_ONLY_WORDS
                .iter()
                .all(|id| !messages::template_key(id).contains(&format!("diagram_{prefix}"))));
        }
    }
}
