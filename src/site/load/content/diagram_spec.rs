//! The diagrams a page declares in `page.toml`: read into [`DiagramSpec`]s, each part keeping where
//! it is written so later checks can point at it. Drawing them is `site::boards`'s job.

use std::path::Path;

use serde::Deserialize;
use toml::Spanned;

use crate::rules::explore::Explore;
use crate::rules::RulesId;
use crate::site::diagnostic::{Diagnostic, Diagnostics, LineColumn, SourceText};
use crate::site::names;

use super::task_spec::{RawTask, TaskSpec};

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawDiagram {
    id: Spanned<String>,
    rules: Option<Spanned<String>>,
    position: Spanned<String>,
    #[serde(default, deserialize_with = "explore_setting")]
    explore: Explore,
    #[serde(default)]
    highlight: Vec<u8>,
    #[serde(default)]
    arrows: Vec<Spanned<String>>,
    #[serde(default)]
    moves: Vec<Spanned<String>>,
    #[serde(default)]
    numbers: bool,
    #[serde(default)]
    flipped: bool,
    /// `[diagrams.task]`: what the reader must do on the board.
    task: Option<RawTask>,
}

/// `explore = "side" | "all" | "none"`: the rules core's setting, as a diagram writes it.
fn explore_setting<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Explore, D::Error> {
    let written = String::deserialize(d)?;
    Explore::ALL
        .into_iter()
        .find(|e| e.as_str() == written)
        .ok_or_else(|| {
            let names: Vec<String> = Explore::ALL.map(|e| format!("`{}`", e.as_str())).into();
            // Worded as serde words an unknown variant, like the other settings' errors.
            serde::de::Error::custom(format!(
                "unknown variant `{written}`, expected one of {}",
                names.join(", ")
            ))
        })
}

/// A diagram as `page.toml` declares it, with where each part is written for messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagramSpec {
    pub id: String,
    pub at: LineColumn,
    pub rules: RulesId,
    pub position: String,
    pub position_at: LineColumn,
    pub explore: Explore,
    pub highlight: Vec<u8>,
    /// Extra arrows `FROM-TO`, beside those of the scripted moves.
    pub arrows: Vec<(String, LineColumn)>,
    /// The scripted moves, in the rules' notation.
    pub moves: Vec<(String, LineColumn)>,
    /// Whether to print square numbers on the board.
    pub numbers: bool,
    /// Whether a draughts board starts turned around, Black's side at the bottom (an example
    /// where Black is to move reads better that way).
    pub flipped: bool,
    /// What the reader must do on the board, if the diagram is a task.
    pub task: Option<TaskSpec>,
}

/// Turns a page's `[[diagrams]]` into specs; `page_rules` serves a diagram that names none, and
/// `page_id` names the page in its tasks' ids. A
/// diagram with unknown or missing rules, or an id already taken, is reported and left out; the
/// ids of those left out come second, so what refers to them is not reported again.
pub(super) fn parse_diagrams(
    raw: Vec<RawDiagram>,
    page_id: &str,
    page_rules: Option<RulesId>,
    source: &SourceText,
    facts_path: &Path,
    out: &mut Diagnostics,
) -> (Vec<DiagramSpec>, Vec<String>) {
    let mut diagrams: Vec<DiagramSpec> = Vec::new();
    let mut refused = Vec::new();
    for d in raw {
        let error = |at: usize, message: String| {
            Diagnostic::error(facts_path, source.position(at), message)
        };
        let id_at = d.id.span().start;
        // The id goes into HTML ids and attributes: only a slug is safe there.
        let problem = if let Err(message) = names::check_slug("a diagram id", d.id.get_ref()) {
            Some(error(id_at, message.to_string()))
        } else if diagrams.iter().any(|x| x.id == *d.id.get_ref()) {
            Some(error(
                id_at,
                format!("diagram `{}` is declared twice", d.id.get_ref()),
            ))
        } else {
            None
        };
        let rules = match (problem, &d.rules, page_rules) {
            (Some(problem), _, _) => Err(problem),
            (None, Some(r), _) => r
                .get_ref()
                .parse::<RulesId>()
                .map_err(|e| error(r.span().start, e.to_string())),
            (None, None, Some(page_rules)) => Ok(page_rules),
            (None, None, None) => Err(error(
                id_at,
                "a diagram needs `rules` (on the diagram or the page)".to_string(),
            )),
        };
        let rules = match rules {
            Ok(rules) => rules,
            Err(e) => {
                out.push(e);
                refused.push(d.id.into_inner());
                continue;
            }
        };
        let spanned = |items: Vec<Spanned<String>>| -> Vec<(String, LineColumn)> {
            items
                .into_iter()
                .map(|m| (m.get_ref().clone(), source.position(m.span().start)))
                .collect()
        };
        let task = d
            .task
            .map(|t| t.into_spec(format!("{page_id}/{}", d.id.get_ref()), source));
        diagrams.push(DiagramSpec {
            at: source.position(id_at),
            id: d.id.into_inner(),
            rules,
            position_at: source.position(d.position.span().start),
            position: d.position.into_inner(),
            explore: d.explore,
            highlight: d.highlight,
            arrows: spanned(d.arrows),
            moves: spanned(d.moves),
            numbers: d.numbers,
            flipped: d.flipped,
            task,
        });
    }
    (diagrams, refused)
}
