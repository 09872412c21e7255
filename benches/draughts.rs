//! Benchmark of the draughts rules core: perft nodes per second (criterion reports elements/s,
//! one element per leaf) from the start and from a king-heavy endgame, for both rule sets.
// A bench's panic is its failure report (the workspace's unwrap/expect denial is for the crates),
// and `criterion_group!` writes an undocumented public function.
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use rulebook::rules::draughts::{Position, RuleSet};

/// Three kings and two men a side, the kings behind their men: king moves dominate a few plies in.
const ENDGAME: &str = "W:WK46,K47,K48,41,42:BK3,K4,K5,9,10";

fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("draughts perft");
    group.sample_size(20);
    let cases = [("start", "W:W31-50:B1-20", 6), ("king endgame", ENDGAME, 5)];
    for rule in [RuleSet::International, RuleSet::Frisian] {
        for (name, fen, depth) in cases {
            let pos = Position::from_fen(rule, fen).expect("benchmark FEN");
            let nodes = pos.perft(depth);
            group.throughput(Throughput::Elements(nodes));
            group.bench_with_input(
                BenchmarkId::new(format!("{rule:?}"), format!("{name} d{depth}")),
                &pos,
                |b, pos| b.iter(|| pos.perft(depth)),
            );
        }
    }
    group.finish();
}

criterion_group!(benches, perft);
criterion_main!(benches);
