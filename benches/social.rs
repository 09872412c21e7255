//! Speed of drawing a social image (`og:image`): a one-line and a three-line title beside a
//! board, every iteration a title not drawn before (as a build's pages are), so the board's
//! base is shared and the title's rows are drawn and compressed each time. Criterion reports
//! images per second as "thrpt".
// A bench's panic is its failure report (the workspace's unwrap/expect denial is for the crates),
// and `criterion_group!` writes an undocumented public function.
#![allow(clippy::unwrap_used, clippy::expect_used, missing_docs)]

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use rulebook::social::{draw, Card, FontSet, Picture};

const BOARD: &str = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#8b5a2b"/><circle cx="3" cy="3" r="2" fill="#fff"/><circle cx="7" cy="6" r="2" fill="#222"/></svg>"##;

fn drawing(c: &mut Criterion) {
    // The site's own fonts, as a build uses them.
    let site_fonts = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("fonts");
    let fonts = FontSet::of(Some(&site_fonts), &["Noto Sans".to_string()]);
    let board = Picture::new(BOARD);
    let mut group = c.benchmark_group("social/draw");
    group.throughput(Throughput::Elements(1));
    for (name, pattern) in [
        ("one-line", "Draughts {}"),
        (
            "three-lines",
            "Variant number {} of Super Chinese checkers, with long jumps",
        ),
    ] {
        let mut n = 0u64;
        group.bench_function(name, |b| {
            b.iter(|| {
                n += 1;
                let title = pattern.replace("{}", &n.to_string());
                let (card, _) = Card::new(
                    title,
                    "Rules".into(),
                    false,
                    Some(board.clone()),
                    fonts.clone(),
                );
                black_box(draw(&card).map(|png| png.len()))
            });
        });
    }
    group.finish();
}

criterion_group!(benches, drawing);
criterion_main!(benches);
