//! Speed of the Chinese checkers rules core: move generation (moves per second) and perft
//! (leaf nodes per second) from the 2- and 6-player starts and a crowded 6-player middle game.
//! Criterion reports the rates as "thrpt" in elements per second.
// A bench's panic is its failure report (the workspace's unwrap/expect denial is for the crates),
// and `criterion_group!` writes an undocumented public function.
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use rulebook::rules::halma::{JumpRule, PlayerCount, Position};

/// Reached from the 6-player start by greedy play; 56 standard and 70 long-jump moves.
const MIDDLE_GAME: &str = "./.4/4.4/..44/.3..3.4.5..5./3.64.3.5.55./3.32...4555/343..64.1./2.......6/.12....1../.523....66./2226..1.5..6/..231212.666./...1/.11/.1/. 1";

/// The positions under `rule`.
fn positions(rule: JumpRule) -> Vec<(&'static str, Position)> {
    let mut out = vec![
        ("start-2", Position::start(rule, PlayerCount::Two)),
        ("start-6", Position::start(rule, PlayerCount::Six)),
    ];
    if let Ok(middle) = Position::parse(rule, MIDDLE_GAME, None) {
        out.push(("middle-game", middle));
    }
    out
}

const RULES: [(&str, JumpRule); 2] = [("standard", JumpRule::Standard), ("long", JumpRule::Long)];

fn move_generation(c: &mut Criterion) {
    let mut group = c.benchmark_group("halma/moves");
    for (rule_name, rule) in RULES {
        for (name, position) in positions(rule) {
            let count = position.legal_moves().len() as u64;
            group.throughput(Throughput::Elements(count));
            group.bench_with_input(
                BenchmarkId::new(rule_name, name),
                &position,
                |b, position| b.iter(|| black_box(position).legal_moves()),
            );
        }
    }
    group.finish();
}

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("halma/perft");
    group.sample_size(10);
    for (rule_name, rule) in RULES {
        for (name, position) in positions(rule) {
            // Deep enough for a few hundred thousand to a few million leaves.
            let depth = if name == "middle-game" { 3 } else { 4 };
            let nodes = position.perft(depth);
            group.throughput(Throughput::Elements(nodes));
            group.bench_with_input(
                BenchmarkId::new(format!("{rule_name}/depth-{depth}"), name),
                &position,
                |b, position| b.iter(|| black_box(position).perft(depth)),
            );
        }
    }
    group.finish();
}

criterion_group!(benches, move_generation, perft);
criterion_main!(benches);
