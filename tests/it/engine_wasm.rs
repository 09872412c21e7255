//! The WebAssembly engine answers exactly as the native one: thousands of seeded random positions
//! per rule set — random placements (kings, side to move, Frisian counters; 2, 3, 4 and 6 players)
//! and positions reached by random play from the start, with their histories — go through
//! `static/wasm/rules.wasm` under Node (driven by `static/js/engine.js`, as in the browser) and
//! through `rules::explore` natively; the whole JSON answers must be equal.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::sync::mpsc;

use rulebook::rules::draughts::{self, Color, KingMoves, Piece, Role, RuleSet};
use rulebook::rules::explore::{self, Explore};
use rulebook::rules::halma::{self, Hole, JumpRule, Player, PlayerCount, Setup};
use rulebook::rules::{Family, RulesId};

/// Requests per rule set, and the seed they grow from.
const PER_RULES: usize = 5_000;
const SEED: u64 = 13;

/// SplitMix64: small, seeded, the same on every machine.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }
}

struct Request {
    rules: RulesId,
    explore: Explore,
    history: Vec<String>,
}

impl Request {
    fn json(&self) -> String {
        let history: Vec<String> = self.history.iter().map(|p| format!("{p:?}")).collect();
        format!(
            r#"{{"rules":"{}","explore":"{}","history":[{}]}}"#,
            self.rules,
            self.explore.as_str(),
            history.join(",")
        )
    }
    fn native(&self) -> String {
        let history: Vec<&str> = self.history.iter().map(String::as_str).collect();
        explore::answer(&explore::request(self.rules, self.explore, &history))
    }
}

/// A random draughts position on the rule set's board: up to as many pieces a side as it starts
/// with, kings, no man on its crowning row, and (Frisian) a same-king counter on a king of a side
/// that still has men.
fn draughts_placement(rng: &mut Rng, rule: RuleSet) -> draughts::Position {
    let side = if rng.chance(50) {
        Color::White
    } else {
        Color::Black
    };
    let board = rule.board();
    let (last, per_row) = (u32::from(board.squares()), u32::from(board.per_row()));
    let mut setup = draughts::Setup::empty_on(board, side);
    let density = rng.below(40);
    let kings = rng.below(40);
    for sq in board.all_squares() {
        let n = u32::from(sq.number());
        if !rng.chance(density) {
            continue;
        }
        let color = if rng.chance(50) {
            Color::White
        } else {
            Color::Black
        };
        let crowning = (color == Color::White && n <= per_row)
            || (color == Color::Black && n > last - per_row);
        let role = if crowning || rng.chance(kings) {
            Role::King
        } else {
            Role::Man
        };
        let count = board
            .all_squares()
            .filter(|&s| setup.get(s).is_some_and(|p| p.color == color))
            .count();
        if count < board.max_pieces() {
            setup.put(sq, Some(Piece { color, role }));
        }
    }
    let placed = draughts::Position::from_setup(rule, &setup).expect("a possible position");
    if rule == RuleSet::Frisian {
        for color in [Color::White, Color::Black] {
            let king = placed.kings(color).nth(rng.below(3));
            if !placed.men(color).is_empty() && rng.chance(50) {
                let count = 1 + rng.below(KingMoves::LIMIT as usize) as u8;
                setup.set_king_moves(color, KingMoves::new(count, king));
            }
        }
    }
    draughts::Position::from_setup(rule, &setup).expect("a possible position")
}

/// Random Chinese checkers pieces for 2, 3, 4 or 6 players, ten each at most, anywhere.
fn halma_placement(rng: &mut Rng) -> halma::Position {
    let count = PlayerCount::ALL[rng.below(4)];
    let mut setup = Setup::empty();
    let density = 10 + rng.below(60);
    for hole in Hole::all() {
        if rng.chance(density) {
            let player = Player::new(1 + rng.below(count.get() as usize) as u8);
            if player.is_some_and(|p| setup_count(&setup, p) < 10) {
                setup.set(hole, player);
            }
        }
    }
    setup.to_move = Player::new(1 + rng.below(count.get() as usize) as u8).unwrap_or(Player::ONE);
    halma::Position::from_setup(JumpRule::Standard, &setup, Some(count))
        .expect("a seated random setup")
}

fn setup_count(setup: &Setup, player: Player) -> usize {
    Hole::all()
        .filter(|h| setup.get(*h) == Some(player))
        .count()
}

/// The next position by a random move of the snapshot (which lists them with the position
/// after), or `None` at the end of the game.
fn random_step(
    rng: &mut Rng,
    rules: RulesId,
    explore: Explore,
    history: &[String],
) -> Option<String> {
    let refs: Vec<&str> = history.iter().map(String::as_str).collect();
    let snapshot = explore::analyse(rules, explore, &refs).ok()?;
    if snapshot.status.over || snapshot.moves.is_empty() {
        return None;
    }
    Some(
        snapshot.moves[rng.below(snapshot.moves.len())]
            .after
            .clone(),
    )
}

/// The random requests of one rule set: half placements (some played on a few moves, which
/// brings in the draw rules), half random games from the start, cut at random plies.
fn requests(rules: RulesId, rng: &mut Rng, out: &mpsc::SyncSender<(Request, String)>) {
    let halma = matches!(rules.family(), Family::Halma(_));
    let explore = |rng: &mut Rng| match rng.below(10) {
        0 => Explore::None,
        1 | 2 if halma => Explore::All,
        _ => Explore::Side,
    };
    let send = |request: Request| {
        let native = request.native();
        out.send((request, native)).expect("the comparison runs");
    };
    for _ in 0..PER_RULES / 2 {
        let start = if halma {
            halma_placement(rng).to_setup().to_string()
        } else {
            draughts_placement(rng, draughts_rule(rules)).to_fen()
        };
        let explore = explore(rng);
        let mut history = vec![start];
        for _ in 0..rng.below(8) {
            match random_step(rng, rules, explore, &history) {
                Some(next) => history.push(next),
                None => break,
            }
        }
        send(Request {
            rules,
            explore,
            history,
        });
    }
    let mut sent = 0;
    while sent < PER_RULES - PER_RULES / 2 {
        let start = if halma {
            let count = PlayerCount::ALL[rng.below(4)];
            halma::Position::start(JumpRule::Standard, count)
                .to_setup()
                .to_string()
        } else {
            draughts::Position::start_of(draughts_rule(rules)).to_fen()
        };
        let mut history = vec![start];
        let plies = rng.below(if halma { 160 } else { 90 });
        for _ in 0..plies {
            let next = if halma {
                halma_step(rng, rules, history.last().map_or("", String::as_str))
            } else {
                draughts_step(rng, rules, history.last().map_or("", String::as_str))
            };
            let Some(next) = next else { break };
            history.push(next);
            if rng.chance(8) && sent < PER_RULES - PER_RULES / 2 {
                send(Request {
                    rules,
                    explore: explore(rng),
                    history: history.clone(),
                });
                sent += 1;
            }
        }
    }
}

fn draughts_rule(rules: RulesId) -> RuleSet {
    match rules.family() {
        Family::Draughts(rule) => rule,
        Family::Halma(_) => panic!("{rules} is no draughts rule set"),
    }
}

fn draughts_step(rng: &mut Rng, rules: RulesId, fen: &str) -> Option<String> {
    let rule = draughts_rule(rules);
    let mut pos = draughts::Position::from_fen(rule, fen).ok()?;
    let moves = pos.legal_moves();
    let m = *moves.as_slice().get(rng.below(moves.len().max(1)))?;
    pos.play_unchecked(&m);
    Some(pos.to_fen())
}

fn halma_step(rng: &mut Rng, rules: RulesId, text: &str) -> Option<String> {
    let Family::Halma(rule) = rules.family() else {
        panic!("{rules} is no halma rule set")
    };
    let pos = halma::Position::parse(rule, text, None).ok()?;
    let moves = pos.legal_moves();
    let m = moves.get(rng.below(moves.len().max(1)))?;
    Some(pos.play(m).ok()?.to_setup().to_string())
}

#[test]
fn the_webassembly_engine_answers_as_the_native_one() {
    let root = env!("CARGO_MANIFEST_DIR");
    let mut node = Command::new("node")
        .arg(format!("{root}/tests/wasm/answer.js"))
        .arg(format!("{root}/static/wasm/rules.wasm"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("Node.js runs the WebAssembly engine (scripts/test.sh needs Node.js 20 or newer)");
    let mut stdin = node.stdin.take().expect("piped");
    let answers = BufReader::new(node.stdout.take().expect("piped"));
    let (tx, rx) = mpsc::sync_channel::<(Request, String)>(256);
    let (expect_tx, expect_rx) = mpsc::sync_channel::<(Request, String)>(100_000);
    // Generate and ask in one thread, compare in this one: the pipe never fills both ways.
    let producer = std::thread::spawn(move || {
        let mut rng = Rng(SEED);
        for rules in RulesId::ALL {
            requests(rules, &mut rng, &tx);
        }
    });
    let asker = std::thread::spawn(move || {
        for (request, native) in rx {
            writeln!(stdin, "{}", request.json()).expect("node reads its requests");
            expect_tx
                .send((request, native))
                .expect("the comparison runs");
        }
    });
    let mut counts = std::collections::BTreeMap::<&str, [usize; 4]>::new();
    let mut lines = answers.lines();
    for (request, native) in expect_rx {
        let wasm = lines
            .next()
            .expect("an answer per request")
            .expect("node's answer is text");
        assert_eq!(wasm, native, "answers differ for {}", request.json());
        let c = counts.entry(request.rules.as_str()).or_default();
        c[0] += 1;
        c[1] += usize::from(request.history.len() > 1);
        c[2] += usize::from(native.contains(r#""over":true"#));
        c[3] += usize::from(native.contains(r#""reason":""#));
    }
    producer.join().expect("the requests were made");
    asker.join().expect("the requests were sent");
    assert!(node.wait().expect("node ends").success());
    for (rules, [total, with_history, over, with_tries]) in &counts {
        println!("{rules}: {total} positions equal ({with_history} with a history, {over} games over, {with_tries} with tries)");
        assert!(*total >= PER_RULES, "{rules}: only {total} positions");
    }
    assert_eq!(counts.len(), RulesId::ALL.len());
}
