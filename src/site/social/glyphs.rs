//! A title's glyphs drawn from a cache: each glyph is rasterized once per font, size and
//! quarter-pixel offset, then blended wherever the layout puts it.
//!
//! `usvg` shapes and places the title (fallback fonts, Arabic joining, right-to-left runs);
//! only the rasterizing is done here, with the same anti-aliased fill `resvg` uses, so a
//! glyph looks the same, moved by at most an eighth of a pixel. Titles repeat few glyphs
//! across thousands of pages, and filling a glyph's outline costs far more than blending it.

use std::collections::HashMap;
use std::sync::{Arc, LazyLock, Mutex};

use crate::site::sync::Recover;
use resvg::tiny_skia::{FillRule, Mask, PathBuilder, PixmapMut, Transform};
use resvg::usvg::{self, fontdb};
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
    left: i32,
    top: i32,
    width: usize,
    coverage: Vec<u8>,
}

/// Glyphs drawn so far. Kept bounded: a site with many scripts would otherwise keep every
/// Chinese character at every size.
static GLYPHS: LazyLock<Mutex<HashMap<Key, Arc<Glyph>>>> = LazyLock::new(Default::default);
const GLYPHS_KEPT: usize = 50_000;

/// Draws a title's text onto `pixmap`, whose first row is the image's row `top`. Returns
/// false, having drawn nothing, when the text holds what the cache does not draw (a rotated
/// or skewed glyph, a paint other than a colour, a decoration); `resvg` draws it then.
pub(super) fn draw(
    tree: &usvg::Tree,
    db: &fontdb::Database,
    fonts: u64,
    pixmap: &mut PixmapMut,
    top: u32,
) -> bool {
    let mut placed = Vec::new();
    if !place(tree.root(), db, fonts, &mut placed) {
        return false;
    }
    for (glyph, x, y, ink) in placed {
        blend(&glyph, x, y - top as i32, ink, pixmap);
    }
    true
}

/// A glyph where it goes: its pixel origin and its colour.
type Placed = (Arc<Glyph>, i32, i32, [u8; 3]);

fn place(group: &usvg::Group, db: &fontdb::Database, fonts: u64, out: &mut Vec<Placed>) -> bool {
    for node in group.children() {
        let ok = match node {
            usvg::Node::Group(g) => place(g, db, fonts, out),
            usvg::Node::Text(text) => place_text(text, db, fonts, out),
            _ => false,
        };
        if !ok {
            return false;
        }
    }
    true
}

fn place_text(text: &usvg::Text, db: &fontdb::Database, fonts: u64, out: &mut Vec<Placed>) -> bool {
    if !text.abs_transform().is_identity() {
        return false;
    }
    for span in text.layouted() {
        if !span.visible {
            continue;
        }
        let plain = span.stroke.is_none()
            && span.underline.is_none()
            && span.overline.is_none()
            && span.line_through.is_none();
        let ink = match span.fill.as_ref().map(|f| (f.paint(), f.opacity().get())) {
            Some((usvg::Paint::Color(c), 1.0)) => [c.red, c.green, c.blue],
            _ => return false,
        };
        if !plain {
            return false;
        }
        for positioned in &span.positioned_glyphs {
            let ts = positioned.outline_transform();
            // An upright glyph: scaled the same both ways, mirrored vertically (font units
            // point up), not rotated.
            if ts.kx != 0.0 || ts.ky != 0.0 || ts.sx <= 0.0 || ts.sy != -ts.sx {
                return false;
            }
            let (x, y) = ((ts.tx * STEPS).round(), (ts.ty * STEPS).round());
            let key = Key {
                fonts,
                font: positioned.font,
                glyph: positioned.id.0,
                scale: ts.sx.to_bits(),
                x: x.rem_euclid(STEPS) as u8,
                y: y.rem_euclid(STEPS) as u8,
            };
            let Some(glyph) = glyph(key, db) else {
                continue;
            };
            let origin = |v: f32| (v / STEPS).floor() as i32;
            out.push((glyph, origin(x), origin(y), ink));
        }
    }
    true
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
    let data = pixmap.data_mut();
    for (row, coverage) in glyph.coverage.chunks_exact(glyph.width).enumerate() {
        let py = y + glyph.top + row as i32;
        if !(0..height).contains(&py) {
            continue;
        }
        for (col, &c) in coverage.iter().enumerate() {
            let px = x + glyph.left + col as i32;
            if c == 0 || !(0..width).contains(&px) {
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
