//! The title's glyphs, shaped and placed here: the font for each glyph, bidirectional runs,
//! shaping, and each line anchored at its start (or its end, right to left).
//!
//! It makes the choices `usvg` (0.49) makes for the `<text>` the title once was, one `<tspan>`
//! with `x` and `y` per line, so a title comes out glyph for glyph where it did: the same
//! whitespace handling, the paragraph taken as left to right with its runs in visual order, the
//! first family of the set that the set has as the font, and for a glyph it lacks the whole line
//! shaped again with the next face that has the character (`usvg`'s fallback). What it saves is
//! what `usvg` did for every title: a shaper's tables and a shaping plan made anew, and an outline
//! path built for every glyph, which the glyph cache never draws from. Here each face's shaper
//! data and each plan are made once per font set (`Shapers`).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use harfrust::{
    Direction, Script, ShapeOptions, ShapePlan, ShaperData, ShaperInstance, UnicodeBuffer,
    Variation,
};
use resvg::tiny_skia::Transform;
use resvg::usvg::fontdb;
use skrifa::prelude::{LocationRef, Size};
use skrifa::MetadataProvider;
use unicode_bidi::{BidiInfo, Level};

use super::FontSet;
use crate::site::sync::Recover;

/// A glyph where the title puts it: what `usvg`'s `PositionedGlyph::outline_transform` gave
/// for it (a scale, mirrored vertically since font units point up, and a translation).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Glyph {
    pub(super) font: fontdb::ID,
    pub(super) id: u32,
    /// Font units to pixels.
    pub(super) scale: f32,
    /// The glyph's origin in the image, in pixels.
    pub(super) x: f32,
    pub(super) y: f32,
}

/// One line of a text: its anchor `x` (where it starts, or ends when the text is anchored at
/// its end) and its baseline `y`.
pub(super) struct Line<'a> {
    pub(super) text: &'a str,
    pub(super) x: f32,
    pub(super) y: f32,
}

/// The glyphs of `lines` at `size` pixels in the set's fonts, each line starting at its `x`,
/// or ending there when `end`.
pub(super) fn lay_out(fonts: &FontSet, size: f32, lines: &[Line], end: bool) -> Vec<Glyph> {
    let db = &fonts.db;
    let Some(primary) = fonts.shapers.primary(fonts) else {
        return Vec::new();
    };
    let texts = as_svg_reads(lines.iter().map(|l| l.text));
    let mut placed = Vec::new();
    for (line, text) in lines.iter().zip(&texts) {
        if text.is_empty() {
            continue;
        }
        let glyphs = shape_with_fallback(db, &fonts.shapers, primary, text, size);
        place_line(&glyphs, size, line, end, &mut placed);
    }
    placed
}

/// A shaped glyph: its face, the byte of the line its cluster starts at, and its offsets and
/// advance in font units.
struct Shaped {
    font: fontdb::ID,
    units_per_em: u16,
    byte: usize,
    id: u32,
    dx: i32,
    dy: i32,
    advance: i32,
}

impl Shaped {
    /// Glyph 0 is the face's "missing glyph".
    fn is_missing(&self) -> bool {
        self.id == 0
    }
}

/// The line shaped with the set's first face, then, while a glyph is missing, with the next face
/// that has its character, taking that face's glyphs where the first lacked them (all of them
/// when it lacks none; none when it makes a different number of glyphs).
fn shape_with_fallback(
    db: &fontdb::Database,
    shapers: &Shapers,
    primary: fontdb::ID,
    text: &str,
    size: f32,
) -> Vec<Shaped> {
    let bidi = BidiInfo::new(text, Some(Level::ltr()));
    let mut glyphs = shapers.shape(db, primary, text, &bidi, size);
    let mut used = vec![primary];
    while let Some(missing) = glyphs.iter().find(|g| g.is_missing()) {
        let missing_char = text
            .get(missing.byte..)
            .and_then(|rest| rest.chars().next());
        let Some(fallback) = missing_char.and_then(|c| fallback_face(db, c, &used)) else {
            break;
        };
        if shapers.face(db, fallback).is_none() {
            break;
        }
        let again = shapers.shape(db, fallback, text, &bidi, size);
        if again.iter().all(|g| !g.is_missing()) {
            return again;
        }
        if again.len() != glyphs.len() {
            break;
        }
        for (glyph, new) in glyphs.iter_mut().zip(again) {
            if glyph.is_missing() && !new.is_missing() {
                *glyph = new;
            }
        }
        used.push(fallback);
    }
    glyphs
}

/// The first face of the database (in its order) not used yet that has `c`, and that shares the
/// style, weight or stretch of the first face used.
fn fallback_face(db: &fontdb::Database, c: char, used: &[fontdb::ID]) -> Option<fontdb::ID> {
    let base = db.face(*used.first()?)?;
    db.faces()
        .filter(|face| !used.contains(&face.id))
        .filter(|face| {
            base.style == face.style || base.weight == face.weight || base.stretch == face.stretch
        })
        .find(|face| {
            db.with_face_data(face.id, |data, index| {
                let font = skrifa::FontRef::from_index(data, index).ok()?;
                skrifa::charmap::Charmap::new(&font).map(c)
            })
            .flatten()
            .is_some()
        })
        .map(|face| face.id)
}

/// Places a shaped line's glyphs: clusters (glyphs that start at the same byte) one after
/// another from the line's start, the line moved back by its width when anchored at its end.
/// The transforms are composed as `usvg` composes them, so positions come out to the bit.
fn place_line(glyphs: &[Shaped], size: f32, line: &Line, end: bool, out: &mut Vec<Glyph>) {
    let clusters = clusters(glyphs);
    let advances: Vec<f32> = clusters
        .iter()
        .map(|c| {
            c.iter().fold(0.0, |sum, g| {
                sum + g.advance as f32 * (size / f32::from(g.units_per_em))
            })
        })
        .collect();
    let (mut left, mut right, mut width) = (f32::INFINITY, f32::NEG_INFINITY, 0.0f32);
    for advance in &advances {
        let (start, stop) = (width, width + advance);
        left = left.min(start).min(stop);
        right = right.max(start).max(stop);
        width += advance;
    }
    let anchor = if end { -(right - left) } else { 0.0 };
    let mut x = 0.0 - left + anchor;
    // `usvg`'s steps, even those that move nothing here (the baseline shift, a cluster's path
    // transform): float rounding then gives the same positions.
    let line_ts = Transform::default()
        .pre_translate(line.x, line.y)
        .pre_translate(0.0, 0.0);
    for (cluster, advance) in clusters.iter().zip(&advances) {
        let cluster_ts =
            Transform::default().post_concat(Transform::default().pre_translate(x, 0.0));
        let mut pen = 0.0f32;
        for g in *cluster {
            let scale = size / f32::from(g.units_per_em);
            let ts = line_ts
                .pre_concat(cluster_ts)
                .pre_concat(Transform::from_scale(scale, scale))
                .pre_concat(Transform::from_translate(pen + g.dx as f32, -g.dy as f32))
                .pre_concat(Transform::from_scale(1.0, -1.0));
            out.push(Glyph {
                font: g.font,
                id: g.id,
                scale: ts.sx,
                x: ts.tx,
                y: ts.ty,
            });
            pen += g.advance as f32;
        }
        x += advance;
    }
}

/// The glyphs split where the byte their cluster starts at changes.
fn clusters(glyphs: &[Shaped]) -> Vec<&[Shaped]> {
    glyphs.chunk_by(|a, b| a.byte == b.byte).collect()
}

/// The lines' texts as an SVG reader reads them, each the text of one `<tspan>` of a `<text>`
/// (`xml:space` left to its default): tabs and line breaks become spaces and runs of spaces one,
/// then spaces at the ends are dropped as `usvg` drops them (Chrome's way, which keeps some).
fn as_svg_reads<'a>(lines: impl Iterator<Item = &'a str>) -> Vec<String> {
    let mut texts: Vec<String> = lines.map(collapse_spaces).collect();
    if let [text] = texts.as_mut_slice() {
        if text == " " {
            text.clear();
        } else if text.len() > 1 {
            if text.starts_with(' ') {
                text.remove(0);
            }
            if text.ends_with(' ') {
                text.pop();
            }
        }
        return texts;
    }
    let pairs = texts.len().saturating_sub(1);
    let mut last_non_empty = None;
    for i in 0..pairs {
        let first = match last_non_empty {
            Some(n) if texts[i].is_empty() => n,
            _ => i,
        };
        let ends = |s: &str| (s.bytes().next(), s.bytes().next_back());
        let ((c1, c2), (c3, c4)) = (ends(&texts[first]), ends(&texts[i + 1]));
        if c2 == Some(b' ') && c3 == Some(b' ') {
            texts[first].pop();
        }
        if i == 0 && c1 == Some(b' ') && !texts[first].is_empty() {
            texts[first].remove(0);
        } else if i + 1 == pairs && c4 == Some(b' ') && !texts[i + 1].is_empty() {
            texts[i + 1].pop();
        }
        if i + 1 == pairs
            && c2 == Some(b' ')
            && texts[i + 1].is_empty()
            && texts[first].ends_with(' ')
        {
            texts[first].pop();
        }
        if !texts[first].trim().is_empty() {
            last_non_empty = Some(first);
        }
    }
    texts
}

/// Tabs and line breaks as spaces, and no two spaces in a row.
fn collapse_spaces(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        let c = if matches!(c, '\r' | '\n' | '\t') {
            ' '
        } else {
            c
        };
        if !(c == ' ' && out.ends_with(' ')) {
            out.push(c);
        }
    }
    out
}

/// What shaping needs of a font set, made once per set: which face it starts with, and each
/// face's shaper data and plans.
#[derive(Default)]
pub(super) struct Shapers {
    primary: OnceLock<Option<fontdb::ID>>,
    faces: Mutex<HashMap<fontdb::ID, Option<Arc<Face>>>>,
}

/// A face's shaper data (its tables, read once) and the plans made for it.
struct Face {
    units_per_em: u16,
    /// Whether the face has an optical size axis, which is set to the text's size.
    optical_size: bool,
    data: ShaperData,
    plans: Mutex<HashMap<PlanKey, Arc<ShapePlan>>>,
}

/// What a plan is made for: the direction and the script of a run, and the optical size (its
/// bits) when the face has that axis.
type PlanKey = (Direction, Option<Script>, Option<u32>);

impl Shapers {
    /// The face the set's text starts with: the first of its families the set has, bold and
    /// upright (as a `font-family` list with `font-weight: 700` picks it).
    fn primary(&self, fonts: &FontSet) -> Option<fontdb::ID> {
        *self.primary.get_or_init(|| {
            let mut families: Vec<fontdb::Family> = fonts
                .families
                .iter()
                .map(|f| fontdb::Family::Name(f))
                .collect();
            families.push(fontdb::Family::Serif);
            let id = fonts.db.query(&fontdb::Query {
                families: &families,
                weight: fontdb::Weight::BOLD,
                ..fontdb::Query::default()
            })?;
            self.face(&fonts.db, id).map(|_| id)
        })
    }

    /// The face's shaper data, made the first time; `None` for a face that cannot shape (not
    /// a font, or an em outside 16 to 16384 units, which `usvg` refuses too).
    fn face(&self, db: &fontdb::Database, id: fontdb::ID) -> Option<Arc<Face>> {
        if let Some(face) = self.faces.lock().recover().get(&id) {
            return face.clone();
        }
        let face = db
            .with_face_data(id, |data, index| {
                let font = harfrust::FontRef::from_index(data, index).ok()?;
                let units_per_em = font
                    .metrics(Size::unscaled(), LocationRef::default())
                    .units_per_em;
                if !(16..=16384).contains(&units_per_em) {
                    return None;
                }
                Some(Arc::new(Face {
                    units_per_em,
                    optical_size: font.axes().get_by_tag(OPTICAL_SIZE).is_some(),
                    data: ShaperData::new(&font),
                    plans: Mutex::default(),
                }))
            })
            .flatten();
        self.faces.lock().recover().insert(id, face.clone());
        face
    }

    /// The text shaped with one face, run by run in visual order (nothing when the face cannot
    /// shape).
    fn shape(
        &self,
        db: &fontdb::Database,
        id: fontdb::ID,
        text: &str,
        bidi: &BidiInfo,
        size: f32,
    ) -> Vec<Shaped> {
        let Some(face) = self.face(db, id) else {
            return Vec::new();
        };
        let shaped = db.with_face_data(id, |data, index| {
            let font = harfrust::FontRef::from_index(data, index).ok()?;
            let optical_size = face.optical_size.then_some(size);
            let instance = optical_size.map(|size| {
                let opsz = Variation {
                    tag: OPTICAL_SIZE,
                    value: size,
                };
                ShaperInstance::from_variations(&font, [opsz])
            });
            let shaper = face.data.shaper(&font).instance(instance.as_ref()).build();
            let mut glyphs = Vec::new();
            let paragraph = bidi.paragraphs.first()?;
            let (levels, runs) = bidi.visual_runs(paragraph, paragraph.range.clone());
            for run in runs {
                let Some(run_text) = text.get(run.clone()).filter(|t| !t.is_empty()) else {
                    continue;
                };
                let direction = if levels[run.start].is_ltr() {
                    Direction::LeftToRight
                } else {
                    Direction::RightToLeft
                };
                let mut buffer = UnicodeBuffer::new();
                buffer.push_str(run_text);
                buffer.set_direction(direction);
                buffer.guess_segment_properties();
                // A buffer whose script could not be guessed has none (`script()` says unknown).
                let script = Some(buffer.script()).filter(|s| *s != harfrust::script::UNKNOWN);
                let key = (direction, script, optical_size.map(f32::to_bits));
                let plan = face.plan(key, || {
                    ShapePlan::new(&shaper, direction, script, None, &[])
                });
                let output = shaper.shape(buffer, ShapeOptions::new().plan(Some(&plan)));
                for (info, pos) in output.glyph_infos().iter().zip(output.glyph_positions()) {
                    glyphs.push(Shaped {
                        font: id,
                        units_per_em: face.units_per_em,
                        byte: run.start + info.cluster as usize,
                        id: info.glyph_id,
                        dx: pos.x_offset,
                        dy: pos.y_offset,
                        advance: pos.x_advance,
                    });
                }
            }
            Some(glyphs)
        });
        shaped.flatten().unwrap_or_default()
    }
}

impl Face {
    /// The plan for `key`, made by `make` the first time.
    fn plan(&self, key: PlanKey, make: impl FnOnce() -> ShapePlan) -> Arc<ShapePlan> {
        if let Some(plan) = self.plans.lock().recover().get(&key) {
            return plan.clone();
        }
        let plan = Arc::new(make());
        self.plans.lock().recover().insert(key, plan.clone());
        plan
    }
}

const OPTICAL_SIZE: harfrust::Tag = harfrust::Tag::new(b"opsz");
