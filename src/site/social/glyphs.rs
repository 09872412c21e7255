//! A title's glyphs drawn from a cache: each glyph is rasterized once per font, size and
//! quarter-pixel offset, then blended wherever the layout puts it.
//!
//! `shape` places the title's glyphs (fallback fonts, Arabic joining, right-to-left runs); only
//! the rasterizing is done here, with the same anti-aliased fill `resvg` uses, so a glyph looks
//! the same, moved by at most an eighth of a pixel. Titles repeat few glyphs across thousands of
//! pages, and filling a glyph's outline costs far more than blending it. Every glyph is drawn
//! from its outline in the text's one colour: a glyph a font has only in colour or as a bitmap
//! (an emoji font's) has no outline and is not drawn. `resvg` would draw those; no font the
//! images are made with has any, and the drawing has no other case it cannot do.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use super::{shape, WIDTH};
use crate::site::sync::Recover;
use resvg::tiny_skia::{FillRule, Mask, PathBuilder, PixmapMut, Transform};
use resvg::usvg::fontdb;
use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::prelude::{LocationRef, Size};
use skrifa::MetadataProvider;

/// Positions are rounded to a quarter of a pixel, horizontally and vertically.
const STEPS: f32 = 4.0;

/// A glyph at one size and sub-pixel offset.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    /// The font set's key: `fontdb` ids are only unique within one database.
    fonts: u64,
    font: fontdb::ID,
    glyph: u32,
    /// The scale from font units to pixels (its bits).
    scale: u32,
    x: u8,
    y: u8,
}

/// A glyph's coverage: `width` × `height` values from 0 to 255, its top left corner at
/// (`left`, `top`) from the pixel its origin falls in.
struct Glyph {
    /// The outline's top and bottom, in pixels below the glyph's origin.
    ink: (f32, f32),
    left: i32,
    top: i32,
    width: usize,
    coverage: Vec<u8>,
}

/// Glyphs drawn so far. Kept bounded: a site with many scripts would otherwise keep every
/// Chinese character at every size.
static GLYPHS: LazyLock<Mutex<HashMap<Key, Arc<Glyph>>>> = LazyLock::new(Default::default);
const GLYPHS_KEPT: usize = 50_000;

/// A glyph where it goes: its coverage, the pixel its origin falls in, and the rows its outline
/// reaches (from its exact position, not the rounded one).
pub(super) struct Placed {
    glyph: Arc<Glyph>,
    x: i32,
    y: i32,
    top: f32,
    bottom: f32,
}

/// The glyphs of a laid out text, from the cache (rasterized the first time), each at the
/// quarter pixel nearest its position. A glyph with no outline (a space) has nothing to draw,
/// nor has one a font draws only in colour or as a bitmap: such a glyph is left out.
pub(super) fn place(glyphs: &[shape::Glyph], db: &fontdb::Database, fonts: u64) -> Vec<Placed> {
    let mut placed = Vec::with_capacity(glyphs.len());
    for positioned in glyphs {
        let (x, y) = (
            (positioned.x * STEPS).round(),
            (positioned.y * STEPS).round(),
        );
        let key = Key {
            fonts,
            font: positioned.font,
            glyph: positioned.id,
            scale: positioned.scale.to_bits(),
            x: x.rem_euclid(STEPS) as u8,
            y: y.rem_euclid(STEPS) as u8,
        };
        let Some(glyph) = glyph(key, db) else {
            continue;
        };
        let origin = |v: f32| (v / STEPS).floor() as i32;
        let (top, bottom) = (positioned.y + glyph.ink.0, positioned.y + glyph.ink.1);
        placed.push(Placed {
            glyph,
            x: origin(x),
            y: origin(y),
            top,
            bottom,
        });
    }
    placed
}

/// The rows the placed glyphs' outlines reach, from the top of the highest to the bottom of
/// the lowest, in pixels (fractions of a row included); `None` when nothing is drawn.
pub(super) fn rows(placed: &[Placed]) -> Option<(f32, f32)> {
    placed.iter().fold(None, |rows, p| match rows {
        None => Some((p.top, p.bottom)),
        Some((top, bottom)) => Some((p.top.min(top), p.bottom.max(bottom))),
    })
}

/// The columns (pixels) the placed glyphs' coverage reaches, as far as the image is wide: the
/// only ones `draw` changes.
pub(super) fn columns(placed: &[Placed]) -> std::ops::Range<usize> {
    let reach = |p: &Placed| {
        let left = p.x + p.glyph.left;
        (left, left + p.glyph.width as i32)
    };
    let (from, to) = placed
        .iter()
        .map(reach)
        .fold((i32::MAX, i32::MIN), |(a, b), (l, r)| (a.min(l), b.max(r)));
    let clamp = |v: i32| v.clamp(0, WIDTH as i32) as usize;
    if from >= to {
        return 0..0;
    }
    clamp(from)..clamp(to)
}

/// Blends the placed glyphs in `ink` onto `pixmap`, whose first row is the image's row `top`.
pub(super) fn draw(placed: &[Placed], ink: [u8; 3], pixmap: &mut PixmapMut, top: u32) {
    for p in placed {
        blend(&p.glyph, p.x, p.y - top as i32, ink, pixmap);
    }
}

/// The glyph from the cache, or rasterized and kept; `None` for a glyph with no outline (a
/// space).
fn glyph(key: Key, db: &fontdb::Database) -> Option<Arc<Glyph>> {
    if let Some(glyph) = GLYPHS.lock().recover().get(&key) {
        return Some(glyph.clone());
    }
    let glyph = Arc::new(rasterize(key, db)?);
    let mut glyphs = GLYPHS.lock().recover();
    if glyphs.len() >= GLYPHS_KEPT {
        glyphs.clear();
    }
    glyphs.insert(key, glyph.clone());
    Some(glyph)
}

/// A path builder fed by the font's outline.
struct Pen(PathBuilder);

impl OutlinePen for Pen {
    fn move_to(&mut self, x: f32, y: f32) {
        self.0.move_to(x, y);
    }
    fn line_to(&mut self, x: f32, y: f32) {
        self.0.line_to(x, y);
    }
    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        self.0.quad_to(cx0, cy0, x, y);
    }
    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        self.0.cubic_to(cx0, cy0, cx1, cy1, x, y);
    }
    fn close(&mut self) {
        self.0.close();
    }
}

fn rasterize(key: Key, db: &fontdb::Database) -> Option<Glyph> {
    let path = db
        .with_face_data(key.font, |data, index| {
            let font = skrifa::FontRef::from_index(data, index).ok()?;
            let outline = font.outline_glyphs().get(skrifa::GlyphId::new(key.glyph))?;
            let mut pen = Pen(PathBuilder::new());
            let settings = DrawSettings::unhinted(Size::unscaled(), LocationRef::default());
            outline.draw(settings, &mut pen).ok()?;
            pen.0.finish()
        })
        .flatten()?;
    let scale = f32::from_bits(key.scale);
    let (dx, dy) = (f32::from(key.x) / STEPS, f32::from(key.y) / STEPS);
    let ts = Transform::from_row(scale, 0.0, 0.0, -scale, dx, dy);
    let bounds = path.clone().transform(ts)?.bounds();
    // Exact bounds (the curves', not their control points'), which say the rows the glyph
    // reaches as `usvg`'s bounding box of the text said them.
    let ink = path
        .clone()
        .transform(Transform::from_scale(scale, -scale))?
        .compute_tight_bounds()?;
    let (left, top) = (
        bounds.left().floor() as i32 - 1,
        bounds.top().floor() as i32 - 1,
    );
    let width = (bounds.right().ceil() as i32 + 1 - left).max(1) as u32;
    let height = (bounds.bottom().ceil() as i32 + 1 - top).max(1) as u32;
    let mut mask = Mask::new(width, height)?;
    mask.fill_path(
        &path,
        FillRule::Winding,
        true,
        ts.post_translate(-left as f32, -top as f32),
    );
    Some(Glyph {
        ink: (ink.top(), ink.bottom()),
        left,
        top,
        width: width as usize,
        coverage: mask.data().to_vec(),
    })
}

/// Blends a glyph's coverage of `ink` over the opaque pixels of `pixmap`, its origin at pixel
/// (`x`, `y`).
fn blend(glyph: &Glyph, x: i32, y: i32, ink: [u8; 3], pixmap: &mut PixmapMut) {
    let (width, height) = (pixmap.width() as i32, pixmap.height() as i32);
    // The glyph's columns inside the image, clipped once rather than tested at every pixel.
    let left = x + glyph.left;
    let first = (-left).clamp(0, glyph.width as i32) as usize;
    let last = (width - left).clamp(0, glyph.width as i32) as usize;
    if first >= last {
        return;
    }
    let data = pixmap.data_mut();
    for (row, coverage) in glyph.coverage.chunks_exact(glyph.width).enumerate() {
        let py = y + glyph.top + row as i32;
        if !(0..height).contains(&py) {
            continue;
        }
        let start = (py * width + left + first as i32) as usize * 4;
        let pixels = data[start..start + (last - first) * 4].chunks_exact_mut(4);
        for (pixel, &c) in pixels.zip(&coverage[first..last]) {
            if c == 0 {
                continue;
            }
            let (c, keep) = (u32::from(c), 255 - u32::from(c));
            for (dst, ink) in pixel[..3].iter_mut().zip(ink) {
                *dst = ((u32::from(ink) * c + u32::from(*dst) * keep + 127) / 255) as u8;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use resvg::tiny_skia::Pixmap;

    /// The blend pixel by pixel, each tested against the image's edges.
    fn blended_pixel_by_pixel(glyph: &Glyph, x: i32, y: i32, ink: [u8; 3], pixmap: &mut Pixmap) {
        let (width, height) = (pixmap.width() as i32, pixmap.height() as i32);
        let data = pixmap.data_mut();
        for (row, coverage) in glyph.coverage.chunks_exact(glyph.width).enumerate() {
            for (col, &c) in coverage.iter().enumerate() {
                let (px, py) = (x + glyph.left + col as i32, y + glyph.top + row as i32);
                if c == 0 || !(0..width).contains(&px) || !(0..height).contains(&py) {
                    continue;
                }
                let at = (py * width + px) as usize * 4;
                let (c, keep) = (u32::from(c), 255 - u32::from(c));
                for (dst, ink) in data[at..at + 3].iter_mut().zip(ink) {
                    *dst = ((u32::from(ink) * c + u32::from(*dst) * keep + 127) / 255) as u8;
                }
            }
        }
    }

    proptest! {
        #[test]
        fn glyphs_are_clipped_at_every_edge_as_pixel_by_pixel(
            width in 1usize..9,
            coverage in proptest::collection::vec(any::<u8>(), 1..72),
            (left, top) in (-4i32..4, -4i32..4),
            (x, y) in (-12i32..24, -12i32..14),
        ) {
            let rows = coverage.len() / width;
            prop_assume!(rows > 0);
            let glyph = Glyph {
                ink: (0.0, 0.0),
                left,
                top,
                width,
                coverage: coverage[..rows * width].to_vec(),
            };
            let mut ours = Pixmap::new(16, 8).expect("pixmap");
            ours.fill(resvg::tiny_skia::Color::from_rgba8(0xf7, 0xf3, 0xea, 0xff));
            let mut theirs = ours.clone();
            blend(&glyph, x, y, [0x1d, 0x40, 0x90], &mut ours.as_mut());
            blended_pixel_by_pixel(&glyph, x, y, [0x1d, 0x40, 0x90], &mut theirs);
            prop_assert_eq!(ours.data(), theirs.data());
        }
    }
}
