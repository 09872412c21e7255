//! Property tests of the PDN reader: random legal games printed the many ways players write
//! them read back to the same moves; random and mutated text never panics, and every problem
//! points inside the text.

use proptest::prelude::*;
use rulebook_pdn::{self as pdn, Line};
use rulebook_rules::draughts::{Color, Move, Position, RuleSet};

/// A small deterministic generator: the game and its printing come from one proptest seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// A random legal line from `start`, with random variations (themselves random games from the
/// position before the move they replace).
#[derive(Debug)]
struct Played {
    mv: Move,
    before: Position,
    variations: Vec<Vec<Played>>,
}

fn random_line(rng: &mut Rng, start: Position, plies: usize, depth: usize) -> Vec<Played> {
    let mut line = Vec::new();
    let mut position = start;
    for _ in 0..plies {
        let legal = position.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal.as_slice()[rng.below(legal.len())];
        let mut variations = Vec::new();
        while depth < 3 && rng.chance(12) {
            let plies = 1 + rng.below(6);
            variations.push(random_line(rng, position, plies, depth + 1));
        }
        line.push(Played {
            mv,
            before: position,
            variations,
        });
        position.play_unchecked(&mv);
    }
    line
}

/// The move as a writer might put it: from/to when that is not ambiguous, else (or at random)
/// with every landing square; squares sometimes padded to two characters.
fn write_move(rng: &mut Rng, played: &Played) -> String {
    let mv = &played.mv;
    let pad = rng.chance(20);
    let square = |n: u8| {
        if pad {
            format!("{n:>2}")
        } else {
            n.to_string()
        }
    };
    if !mv.is_capture() {
        return format!("{}-{}", mv.from().number(), square(mv.to().number()));
    }
    let legal = played.before.legal_moves();
    let ambiguous = legal
        .iter()
        .any(|m| m.from() == mv.from() && m.to() == mv.to() && m.captured() != mv.captured());
    let mut text = mv.from().number().to_string();
    if ambiguous || rng.chance(30) {
        for sq in mv.landings() {
            text.push('x');
            text.push_str(&square(sq.number()));
        }
    } else {
        text.push('x');
        text.push_str(&square(mv.to().number()));
    }
    text
}

const SPACES: &[&str] = &[" ", "  ", "\n", "\t", " \n  ", "\r\n"];
const COMMENTS: &[&str] = &[
    "good",
    "(32-28 was better)",
    "[%clock 1:00]",
    "1-0? no",
    "x; y",
    "é ½ 中",
];
const RESULTS: &[&str] = &[
    "1-0", "0-1", "1/2-1/2", "½-½", "2-0", "0-2", "1-1", "0-0", "*",
];

/// A printed record and its comments in the order written.
struct Printed {
    text: String,
    comments: Vec<String>,
}

fn print_line(rng: &mut Rng, line: &[Played], number: &mut u32, out: &mut Printed) {
    let mut after_break = true;
    for played in line {
        let side = played.before.side_to_move();
        let sep = rng.pick(SPACES);
        match side {
            Color::White if rng.chance(80) => out
                .text
                .push_str(&format!("{number}.{}", rng.pick(&["", " ", "  "]))),
            Color::Black if after_break && rng.chance(70) => out
                .text
                .push_str(&format!("{number}{}", rng.pick(&["...", "... ", ". ... "]))),
            _ => {}
        }
        out.text.push_str(&write_move(rng, played));
        if rng.chance(15) {
            out.text
                .push_str(rng.pick(&["!", "?", "!!", "??", "!?", "?!", " !", " ?!"]));
        }
        if rng.chance(10) {
            out.text.push_str(&format!(" ${}", rng.below(140)));
        }
        if rng.chance(10) {
            let comment = rng.pick(COMMENTS);
            out.text.push_str(&format!(" {{{comment}}}"));
            out.comments.push(comment.to_string());
        }
        if rng.chance(4) {
            let comment = rng.pick(COMMENTS);
            out.text.push_str(&format!(" ;{comment}\n"));
            out.comments.push(comment.to_string());
        }
        if rng.chance(3) {
            out.text.push_str("\n% escape data 12-34 (\n");
        }
        after_break = false;
        for variation in &played.variations {
            out.text.push_str(sep);
            out.text.push('(');
            let mut n = *number;
            print_line(rng, variation, &mut n, out);
            out.text.push(')');
            after_break = true;
        }
        out.text.push_str(sep);
        if side == Color::Black {
            *number += 1;
        }
    }
}

/// A whole record: tags (game type in short or full form), moves, a result.
fn print_game(rng: &mut Rng, rules: RuleSet, line: &[Played]) -> Printed {
    let game_type = match (rules, rng.chance(50)) {
        (RuleSet::International, false) => "20",
        (RuleSet::International, true) => "20,W,10,10,N2,0",
        (RuleSet::Frisian, false) => "40",
        (RuleSet::Frisian, true) => "40,W,10,10,N2,0",
        (other, _) => unreachable!("the random records are International or Frisian: {other:?}"),
    };
    let mut out = Printed {
        text: format!(
            "[Event \"Random {}\"]\n[GameType \"{game_type}\"]\n",
            rng.below(1000)
        ),
        comments: Vec::new(),
    };
    if rng.chance(30) {
        out.text.push_str("[FEN \"W:W31-50:B1-20\"]\n");
    }
    if rng.chance(30) {
        let comment = rng.pick(COMMENTS);
        out.text.push_str(&format!("{{{comment}}} "));
        out.comments.push(comment.to_string());
    }
    print_line(rng, line, &mut 1, &mut out);
    out.text.push_str(rng.pick(RESULTS));
    out.text.push('\n');
    out
}

/// The moves read, with the variations after each move, as the rules core names them.
fn shape_read(line: &Line) -> Vec<(String, Vec<Vec<String>>)> {
    fn moves(line: &Line) -> Vec<String> {
        line.moves.iter().map(|n| n.played.to_string()).collect()
    }
    line.moves
        .iter()
        .map(|n| {
            (
                n.played.to_string(),
                n.variations.iter().map(moves).collect(),
            )
        })
        .collect()
}

fn shape_played(line: &[Played]) -> Vec<(String, Vec<Vec<String>>)> {
    line.iter()
        .map(|p| {
            let variations = p
                .variations
                .iter()
                .map(|v| v.iter().map(|q| q.mv.to_string()).collect())
                .collect();
            (p.mv.to_string(), variations)
        })
        .collect()
}

/// Every variation at every depth, flattened, to compare nested trees too.
fn all_read(line: &Line, out: &mut Vec<String>) {
    for n in &line.moves {
        out.push(n.played.to_string());
        for v in &n.variations {
            out.push("(".into());
            all_read(v, out);
            out.push(")".into());
        }
    }
}

fn all_played(line: &[Played], out: &mut Vec<String>) {
    for p in line {
        out.push(p.mv.to_string());
        for v in &p.variations {
            out.push("(".into());
            all_played(v, out);
            out.push(")".into());
        }
    }
}

/// Comments in the order a reader meets them: before a line, after each move, then its variations.
fn comments_read(line: &Line, out: &mut Vec<String>) {
    out.extend(line.comments.iter().map(|c| c.text.clone()));
    for n in &line.moves {
        out.extend(n.comments.iter().map(|c| c.text.clone()));
        for v in &n.variations {
            comments_read(v, out);
        }
    }
}

fn assert_sane(text: &str) {
    for read in pdn::read(text) {
        if let Some(e) = read.problem {
            assert!(
                e.at.offset <= text.len() && text.is_char_boundary(e.at.offset),
                "{e:?}"
            );
            assert!(e.at.line >= 1 && e.at.column >= 1, "{e:?}");
            assert!(!e.message.is_empty());
        }
    }
}

/// Pieces of PDN, joined at random: tags, moves, numbers, brackets, results, odd characters.
const FRAGMENTS: &[&str] = &[
    "[",
    "]",
    "\"",
    "GameType",
    "\"20\"",
    "\"40\"",
    "FEN",
    "\"W:W31-50:B1-20\"",
    "\"B:W28:B19\"",
    "1.",
    "12...",
    "...",
    "32-28",
    "19-23",
    "28x19",
    "14x23",
    "28x19x10",
    "1- 6",
    "x",
    "-",
    "(",
    ")",
    "{",
    "}",
    "$3",
    "$",
    "!",
    "?!",
    "%",
    ";",
    "\n",
    " ",
    "\t",
    "*",
    "1-0",
    "0-0",
    "1/2-1/2",
    "1/2",
    "½-½",
    "½",
    "0",
    "51",
    "99999999999",
    "é",
    "中",
    "\\",
    ".",
    "\r",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(fuzz_cases(200, 10)))]

    #[test]
    fn a_random_game_printed_any_way_reads_back_to_the_same_moves(seed in any::<u64>(), frisian in any::<bool>(), plies in 0usize..70) {
        let rules = if frisian { RuleSet::Frisian } else { RuleSet::International };
        let mut rng = Rng(seed | 1);
        let line = random_line(&mut rng, Position::start_of(rules), plies, 0);
        let printed = print_game(&mut rng, rules, &line);
        let text = printed.text;
        let games = pdn::read_games(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(games.len(), 1, "{}", text);
        prop_assert_eq!(shape_read(&games[0].line), shape_played(&line), "{}", text);
        let (mut read, mut played) = (Vec::new(), Vec::new());
        all_read(&games[0].line, &mut read);
        all_played(&line, &mut played);
        prop_assert_eq!(read, played, "{}", text);
        prop_assert!(games[0].result.is_some());
        let mut comments = Vec::new();
        comments_read(&games[0].line, &mut comments);
        prop_assert_eq!(comments, printed.comments, "{}", text);
    }

    #[test]
    fn random_pdn_pieces_never_panic(pieces in proptest::collection::vec(proptest::sample::select(FRAGMENTS), 0..120)) {
        assert_sane(&pieces.concat());
    }

    #[test]
    fn any_text_never_panics(text in "\\PC{0,300}") {
        assert_sane(&text);
    }

    #[test]
    fn mutated_records_never_panic(seed in any::<u64>(), edits in proptest::collection::vec((any::<prop::sample::Index>(), 0usize..3, proptest::sample::select(FRAGMENTS)), 1..8)) {
        let mut rng = Rng(seed | 1);
        let line = random_line(&mut rng, Position::start_of(RuleSet::International), 40, 0);
        let mut text = print_game(&mut rng, RuleSet::International, &line).text;
        for (at, kind, fragment) in edits {
            let mut i = at.index(text.len() + 1);
            while !text.is_char_boundary(i) {
                i -= 1;
            }
            let next = text[i..].chars().next().map_or(i, |c| i + c.len_utf8());
            match kind {
                0 => text.insert_str(i, fragment),
                1 => text.replace_range(i..next, ""),
                _ => text.replace_range(i..next, fragment),
            }
        }
        assert_sane(&text);
    }
}

#[test]
fn deep_nesting_and_long_texts_are_refused_or_read_without_overflow() {
    let deep = format!("1. 32-28 {}", "(".repeat(100_000));
    assert_sane(&deep);
    let closes = ")".repeat(100_000);
    assert_sane(&closes);
    let comments = "{".repeat(100_000);
    assert_sane(&comments);
}

/// Cases of a fuzz property: `FUZZ_CASES` (set by `scripts/fuzz.sh`) times `scale`, else the
/// test run's `default`.
fn fuzz_cases(default: u32, scale: u32) -> u32 {
    std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse::<u32>().ok())
        .map_or(default, |n| n.saturating_mul(scale))
}
