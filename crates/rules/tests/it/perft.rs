//! The one perft driver: reads tests/data/perft.txt (its format is described at its top) and
//! checks its counts through the rules core's text entry point, `rules::perft`, the same for
//! every family. The families' tests (`draughts_perft`, `halma_perft`) choose which counts.

use std::ops::RangeBounds;

use rulebook_rules::{self as rules, Family, RulesId};

const FILE: &str = "tests/data/perft.txt";

/// The two families of the data file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Games {
    Draughts,
    ChineseCheckers,
}

/// One count of the data file: `nodes` leaves `depth` plies below `position`.
#[derive(Clone, Debug)]
pub(crate) struct Count {
    /// The 1-based line of the data file.
    pub line: usize,
    pub rules: RulesId,
    pub position: String,
    pub depth: u32,
    pub nodes: u64,
}

impl Count {
    pub(crate) fn games(&self) -> Games {
        match self.rules.family() {
            Family::Draughts(_) => Games::Draughts,
            Family::Halma(_) => Games::ChineseCheckers,
        }
    }
}

/// Every count of the data file, in the file's order.
pub(crate) fn counts() -> Vec<Count> {
    parse(include_str!("../data/perft.txt"))
}

/// Reads `rules id | position | depth:nodes …` lines; `#` starts a comment line.
fn parse(text: &str) -> Vec<Count> {
    let mut counts = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = format!("{FILE}:{}", index + 1);
        let fields: Vec<&str> = line.split(" | ").map(str::trim).collect();
        let [rules, position, figures] = fields[..] else {
            panic!("{at}: expected `rules id | position | depth:nodes …`, found `{line}`");
        };
        let rules: RulesId = rules.parse().unwrap_or_else(|e| panic!("{at}: {e}"));
        for figure in figures.split_whitespace() {
            let parsed = figure
                .split_once(':')
                .and_then(|(depth, nodes)| Some((depth.parse().ok()?, nodes.parse().ok()?)));
            let Some((depth, nodes)) = parsed else {
                panic!("{at}: `{figure}` is not `depth:nodes`");
            };
            counts.push(Count {
                line: index + 1,
                rules,
                position: position.to_string(),
                depth,
                nodes,
            });
        }
    }
    counts
}

/// Counts again every figure of `games` whose node count lies in `nodes`, and returns how many
/// it checked.
pub(crate) fn check(games: Games, nodes: impl RangeBounds<u64>) -> usize {
    let mut checked = 0;
    for count in counts()
        .iter()
        .filter(|c| c.games() == games && nodes.contains(&c.nodes))
    {
        let got = rules::perft(count.rules, &count.position, count.depth)
            .unwrap_or_else(|e| panic!("{FILE}:{}: {e}", count.line));
        assert_eq!(
            got, count.nodes,
            "{FILE}:{}: {} {} depth {}",
            count.line, count.rules, count.position, count.depth
        );
        checked += 1;
    }
    checked
}
