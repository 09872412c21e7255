//! The facts box of a game or variant page (players, board, pieces, playing time, family), in the
//! page's language through its `facts-*` messages, and the same facts as Schema.org `Game` data.

use fluent_bundle::FluentArgs;
use serde::Serialize;
use serde_json::json;

use crate::site::diagnostic::Diagnostic;
use crate::site::escape::script_json;
use crate::site::load::content::{Board, GameFacts};
use crate::site::load::l10n::PageStrings;
use crate::site::messages::FACTS_PREFIX;

#[derive(Serialize)]
pub(crate) struct FactsCtx {
    /// The box's accessible name ("At a glance").
    label: String,
    rows: Vec<FactRow>,
    /// `<script type="application/ld+json">` content, safe inside the element.
    json_ld: String,
}

#[derive(Serialize)]
struct FactRow {
    term: String,
    value: String,
}

/// What the Schema.org data says about the page besides the facts.
pub(crate) struct SchemaPage<'a> {
    pub name: &'a str,
    pub description: &'a str,
    pub url: &'a str,
    pub lang: &'a str,
    /// The absolute URL of the standard game's page, for a variant.
    pub based_on: Option<&'a str>,
}

struct Say<'s, 'a> {
    strings: &'s PageStrings<'a>,
    errors: Vec<Diagnostic>,
}

impl Say<'_, '_> {
    fn say(&mut self, name: &str, args: &[(&str, i64)]) -> String {
        let mut fluent = FluentArgs::new();
        for &(k, v) in args {
            fluent.set(k, v);
        }
        self.format(name, (!args.is_empty()).then_some(&fluent))
    }

    fn format(&mut self, name: &str, args: Option<&FluentArgs>) -> String {
        let id = format!("{FACTS_PREFIX}{name}");
        self.strings.format(&id, args).unwrap_or_else(|d| {
            self.errors.push(d);
            String::new()
        })
    }

    /// "2", or "2, 3, 4 or 6" in the language's words.
    fn players(&mut self, counts: &[u8]) -> String {
        match counts {
            [] => String::new(),
            [one] => one.to_string(),
            [first @ .., last] => {
                let separator = self.say("list-separator", &[]);
                let list = first
                    .iter()
                    .map(u8::to_string)
                    .collect::<Vec<_>>()
                    .join(&separator);
                let mut fluent = FluentArgs::new();
                fluent.set("list", list);
                fluent.set("last", i64::from(*last));
                self.format("players-choice", Some(&fluent))
            }
        }
    }
}

pub(crate) fn facts_box(
    strings: &PageStrings,
    facts: &GameFacts,
    page: &SchemaPage,
) -> Result<FactsCtx, Vec<Diagnostic>> {
    let mut s = Say {
        strings,
        errors: Vec::new(),
    };
    let board = match facts.board {
        Board::Squares { rows, columns } => s.say(
            "board-squares",
            &[("rows", rows.into()), ("columns", columns.into())],
        ),
        Board::Star => s.say("board-star", &[]),
    };
    let family = s.say(&format!("family-{}", facts.family.as_str()), &[]);
    let (from, to) = facts.minutes;
    let rows = [
        ("players", s.players(&facts.players)),
        ("board", board),
        (
            "pieces",
            s.say("pieces-value", &[("count", facts.pieces.into())]),
        ),
        (
            "length",
            s.say("length-value", &[("from", from.into()), ("to", to.into())]),
        ),
        ("family", family.clone()),
    ]
    .into_iter()
    .map(|(term, value)| FactRow {
        term: s.say(term, &[]),
        value,
    })
    .collect();
    let label = s.say("label", &[]);
    if !s.errors.is_empty() {
        return Err(s.errors);
    }
    Ok(FactsCtx {
        label,
        rows,
        json_ld: json_ld(facts, page, &family),
    })
}

/// Schema.org `Game`: https://schema.org/Game (`numberOfPlayers` a `QuantitativeValue`).
fn json_ld(facts: &GameFacts, page: &SchemaPage, family: &str) -> String {
    let players = |pick: fn(&[u8]) -> Option<&u8>| pick(&facts.players).copied();
    let mut data = json!({
        "@context": "https://schema.org",
        "@type": "Game",
        "name": page.name,
        "description": page.description,
        "url": page.url,
        "inLanguage": page.lang,
        "genre": family,
        "numberOfPlayers": {
            "@type": "QuantitativeValue",
            "minValue": players(<[u8]>::first),
            "maxValue": players(<[u8]>::last),
        },
    });
    if let Some(base) = page.based_on {
        data["isBasedOn"] = json!(base);
    }
    script_json(&data)
}
