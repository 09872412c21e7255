//! The title as it was drawn before `shape` laid it out: an SVG `<text>` that `usvg` shaped and
//! placed, its glyphs then drawn from the same cache over the bands the tree's bounding box
//! reached. The tests hold the new layout to it: the same glyphs in the same places, the same
//! bands, the same PNG bytes.

use std::sync::Arc;

use resvg::usvg;

use super::tests::decoded;
use super::{
    anchor, base, column, draw, glyphs, image, shape, shaped_title, title, title_glyphs, touched,
    Card, FontSet, Picture, BAND_ROWS, INK, WIDTH,
};

/// The fonts the site carries (`fonts/`), so the tests need none installed.
pub(super) fn site_fonts(families: &[&str]) -> Arc<FontSet> {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(crate::site::load::layout::FONTS);
    let families: Vec<String> = families.iter().map(|f| f.to_string()).collect();
    FontSet::of(Some(&dir), &families)
}

/// The card's title as the SVG tree it was drawn from.
pub(super) fn title_tree(card: &Card) -> usvg::Tree {
    let (left, right) = column(card);
    let svg = title::title_svg(card, anchor(card), (right - left) as f32);
    let options = usvg::Options {
        fontdb: card.fonts.db.clone(),
        ..usvg::Options::default()
    };
    usvg::Tree::from_str(&svg, &options).expect("the title's SVG parses")
}

/// The glyphs `usvg` placed, as the glyph cache read them from the tree.
fn usvg_glyphs(tree: &usvg::Tree) -> Vec<shape::Glyph> {
    fn collect(group: &usvg::Group, out: &mut Vec<shape::Glyph>) {
        for node in group.children() {
            match node {
                usvg::Node::Group(g) => collect(g, out),
                usvg::Node::Text(text) => {
                    for positioned in text.layouted().iter().flat_map(|s| &s.positioned_glyphs) {
                        let ts = positioned.outline_transform();
                        assert!(ts.kx == 0.0 && ts.ky == 0.0 && ts.sy == -ts.sx, "upright");
                        out.push(shape::Glyph {
                            font: positioned.font,
                            id: positioned.id.0,
                            scale: ts.sx,
                            x: ts.tx,
                            y: ts.ty,
                        });
                    }
                }
                _ => panic!("a title's SVG holds only texts"),
            }
        }
    }
    let mut glyphs = Vec::new();
    collect(tree.root(), &mut glyphs);
    glyphs
}

/// The rows the tree's texts reach, by their bounding boxes.
fn usvg_rows(tree: &usvg::Tree) -> Option<(f32, f32)> {
    fn union(group: &usvg::Group, rows: &mut Option<(f32, f32)>) {
        for node in group.children() {
            if let usvg::Node::Group(g) = node {
                union(g, rows);
                continue;
            }
            let b = node.abs_stroke_bounding_box();
            *rows = Some(rows.map_or((b.top(), b.bottom()), |(top, bottom)| {
                (top.min(b.top()), bottom.max(b.bottom()))
            }));
        }
    }
    let mut rows = None;
    union(tree.root(), &mut rows);
    rows
}

mod tests {
    use super::*;

    /// Titles in the site's languages, with the fonts `site.toml` gives each (those the
    /// repository carries), and whether they are written right to left.
    fn cards() -> Vec<Card> {
        let latin = site_fonts(&["Noto Sans"]);
        let arabic = site_fonts(&["Noto Sans Arabic", "Noto Sans"]);
        let japanese = site_fonts(&["Noto Sans CJK JP", "Noto Sans"]);
        let chinese = site_fonts(&["Noto Sans CJK TC", "Noto Sans"]);
        // Chinese characters in a Latin title: Noto Sans lacks them, the next face has them.
        let fallback = site_fonts(&["Noto Sans", "Noto Sans CJK SC"]);
        let titles = [
            (
                "Frisian draughts: the rules, the history and the variants",
                &latin,
                false,
            ),
            (
                "Nemzetközi dámajáték – a győzelem szabályai és változatai",
                &latin,
                false,
            ),
            (
                "Internationales Damespiel: Regeln für Anfänger & „Fortgeschrittene“",
                &latin,
                false,
            ),
            (
                "Русские шашки: правила, история и стратегия игры",
                &latin,
                false,
            ),
            (
                "قواعد الداما الدولية على رقعة 10×10 حسب FMJD",
                &arabic,
                true,
            ),
            ("الاستراتيجية في لعبة الداما", &arabic, true),
            ("フリジアンドラフツのルールと歴史", &japanese, false),
            ("國際跳棋的規則與變體（十乘十棋盤）", &chinese, false),
            ("Draughts 国际跳棋 — Дамка и «шашки»", &fallback, false),
            // What the SVG's reader did with tabs, line breaks and spaces at the ends.
            (
                "Tabs\tand\nline breaks in a title that takes more than one line",
                &latin,
                false,
            ),
            ("Short", &latin, true),
        ];
        let board = Picture::new(
            r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#8b5a2b"/></svg>"##,
        );
        let mut cards = Vec::new();
        for (title, fonts, rtl) in titles {
            for board in [None, Some(board.clone())] {
                let (card, missing) =
                    Card::new(title.into(), "Rules".into(), rtl, board, (*fonts).clone());
                assert!(missing.is_empty(), "{title}: the fonts write {missing:?}");
                cards.push(card);
            }
        }
        cards
    }

    #[test]
    fn shape_places_the_glyphs_usvg_placed() {
        let mut fallbacks = 0;
        for card in cards() {
            let tree = title_tree(&card);
            let theirs = usvg_glyphs(&tree);
            let ours = shaped_title(&card);
            let title = &card.title;
            assert!(!theirs.is_empty(), "{title}: drawn");
            assert_eq!(ours.len(), theirs.len(), "{title}: as many glyphs");
            for (i, (a, b)) in ours.iter().zip(&theirs).enumerate() {
                assert_eq!(
                    (a.font, a.id, a.scale),
                    (b.font, b.id, b.scale),
                    "{title}: glyph {i}"
                );
                assert!(
                    (a.x - b.x).abs() < 0.01 && (a.y - b.y).abs() < 0.01,
                    "{title}: glyph {i} at ({}, {}), not ({}, {})",
                    a.x,
                    a.y,
                    b.x,
                    b.y
                );
            }
            fallbacks += usize::from(ours.iter().any(|g| g.font != ours[0].font));
        }
        assert!(
            fallbacks >= 3,
            "the titles that need a second face have one"
        );
    }

    /// The image is the very PNG the old drawing made: the same pixels, the same bands drawn.
    #[test]
    fn the_png_is_the_one_usvgs_layout_gave() {
        for card in cards() {
            let tree = title_tree(&card);
            let old_glyphs = glyphs::place(&usvg_glyphs(&tree), &card.fonts.db, card.fonts.key);
            let old_touched = touched(usvg_rows(&tree));
            let new_touched = touched(glyphs::rows(&title_glyphs(&card)));
            assert_eq!(new_touched, old_touched, "{}: the same bands", card.title);
            let old = image(&card, &old_glyphs, &old_touched).expect("drawn");
            let new = draw(&card).expect("drawn");
            assert_eq!(
                decoded(&new),
                decoded(&old),
                "{}: the same pixels",
                card.title
            );
            assert!(new == old, "{}: the same bytes", card.title);
        }
    }

    /// No row with ink is left out of the bands drawn: the image would lose that part of a
    /// glyph (a descender's tip, an accent's top).
    #[test]
    fn every_row_with_ink_is_in_a_band_drawn() {
        let stride = WIDTH as usize * 4;
        for card in cards() {
            let blank = base(&card).expect("a base").pixmap.clone();
            let mut inked = blank.clone();
            let title = title_glyphs(&card);
            glyphs::draw(&title, INK, &mut inked.as_mut(), 0);
            let touched = touched(glyphs::rows(&title));
            let rows = inked.data().chunks(stride).zip(blank.data().chunks(stride));
            let mut ink_rows = 0;
            for (row, (a, b)) in rows.enumerate() {
                if a != b {
                    ink_rows += 1;
                    let band = row / BAND_ROWS as usize;
                    assert!(touched[band], "{}: row {row} has ink", card.title);
                }
            }
            assert!(ink_rows > 0, "{}: drawn", card.title);
        }
    }
}
