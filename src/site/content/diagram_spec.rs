//! The diagrams a page declares in `page.toml`: read into [`DiagramSpec`]s, each part keeping where
//! it is written so later checks can point at it. Drawing them is `site::diagram`'s job.

use std::path::Path;

use serde::Deserialize;
use toml::Spanned;

use crate::rules::RulesId;
use crate::site::diagnostic::{Diagnostic, Position, SourceText};
use crate::site::names;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawDiagram {
    id: Spanned<String>,
    rules: Option<Spanned<String>>,
    position: Spanned<String>,
    #[serde(default)]
    explore: Explore,
    #[serde(default)]
    highlight: Vec<u8>,
    #[serde(default)]
    arrows: Vec<Spanned<String>>,
    #[serde(default)]
    moves: Vec<Spanned<String>>,
    #[serde(default)]
    numbers: bool,
}

/// Which pieces a reader may move on a diagram.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Explore {
    /// The side (player) to move, as in a game.
    #[default]
    Side,
    /// Every piece, whoever's turn it is (Chinese checkers diagrams).
    All,
    /// None: the diagram only shows and replays its scripted moves.
    None,
}

/// A diagram as `page.toml` declares it, with where each part is written for messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagramSpec {
    pub id: String,
    pub at: Position,
    pub rules: RulesId,
    pub position: String,
    pub position_at: Position,
    pub explore: Explore,
    pub highlight: Vec<u8>,
    /// Extra arrows `FROM-TO`, beside those of the scripted moves.
    pub arrows: Vec<(String, Position)>,
    /// The scripted moves, in the rules' notation.
    pub moves: Vec<(String, Position)>,
    /// Whether to print square numbers on the board.
    pub numbers: bool,
}

/// Turns a page's `[[diagrams]]` into specs; `page_rules` serves a diagram that names none. A
/// diagram with unknown or missing rules, or an id already taken, is reported and left out.
pub(super) fn parse_diagrams(
    raw: Vec<RawDiagram>,
    page_rules: Option<RulesId>,
    source: &SourceText,
    facts_path: &Path,
    out: &mut Vec<Diagnostic>,
) -> Vec<DiagramSpec> {
    let mut diagrams = Vec::new();
    for d in raw {
        // The id goes into HTML ids and attributes: only a slug is safe there.
        if let Err(message) = names::check_slug("a diagram id", d.id.get_ref()) {
            out.push(Diagnostic::error(
                facts_path,
                source.position(d.id.span().start),
                message,
            ));
            continue;
        }
        let rules = match (&d.rules, page_rules) {
            (Some(r), _) => match r.get_ref().parse::<RulesId>() {
                Ok(id) => id,
                Err(e) => {
                    out.push(Diagnostic::error(
                        facts_path,
                        source.position(r.span().start),
                        e.to_string(),
                    ));
                    continue;
                }
            },
            (None, Some(page_rules)) => page_rules,
            (None, None) => {
                out.push(Diagnostic::error(
                    facts_path,
                    source.position(d.id.span().start),
                    "a diagram needs `rules` (on the diagram or the page)",
                ));
                continue;
            }
        };
        if diagrams
            .iter()
            .any(|x: &DiagramSpec| x.id == *d.id.get_ref())
        {
            out.push(Diagnostic::error(
                facts_path,
                source.position(d.id.span().start),
                format!("diagram `{}` is declared twice", d.id.get_ref()),
            ));
            continue;
        }
        let spanned = |items: Vec<Spanned<String>>| -> Vec<(String, Position)> {
            items
                .into_iter()
                .map(|m| (m.get_ref().clone(), source.position(m.span().start)))
                .collect()
        };
        diagrams.push(DiagramSpec {
            at: source.position(d.id.span().start),
            id: d.id.into_inner(),
            rules,
            position_at: source.position(d.position.span().start),
            position: d.position.into_inner(),
            explore: d.explore,
            highlight: d.highlight,
            arrows: spanned(d.arrows),
            moves: spanned(d.moves),
            numbers: d.numbers,
        });
    }
    diagrams
}
