//! Social images: for every page, a 1200 × 630 PNG that a link shared on another site shows
//! (`og:image`): the page's first diagram, or its game's start position, beside the page's
//! title in the page's language, and the site's name small under it.
//!
//! The board comes from the boards' own renderer (`boards::svg::picture`), rasterized with the
//! site's name (an SVG text) once per distinct position (the image's base, its rows compressed
//! once: see `bands`). The title is laid out here, with the fonts `site.toml` names (`[social]
//! fonts`, found among the site's `fonts/` and then the system's): broken into lines (`title`),
//! shaped and placed (`shape`, which keeps each font's shaping tables from title to title), its
//! glyphs drawn from a cache (`glyphs`) over the rows it reaches. A title a font set cannot write
//! whole is left out of its image, with a warning.
//! Images are kept in a cache folder (`.rulebook-cache/social/` in the site's folder) under a
//! hash of all they are made from, so a build renders only new ones and the preview renders one
//! when a browser first asks for it.

mod bands;
mod fonts;
mod glyphs;
mod prune;
#[cfg(test)]
mod reference;
mod shape;
mod title;

use std::collections::HashMap;
use std::hash::Hasher;
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock, Mutex, OnceLock};

use resvg::tiny_skia::{Color, Pixmap, PixmapMut, Transform};
use resvg::usvg;

use crate::site::fnv::Fnv;

use crate::site::sync::Recover;
use bands::{Band, Effort, Filtered, BAND_ROWS};
pub use fonts::FontSet;
use glyphs::Placed;

/// The image's size in pixels, the size `og:image` cards show best.
pub const WIDTH: u32 = 1200;
/// The image's height in pixels.
pub const HEIGHT: u32 = 630;

/// Changes whenever the drawing or its encoding changes, so cached images of an older one are not
/// reused: the same inputs give the same bytes whatever the cache held.
const RENDERER_VERSION: &str = "social-7";

/// The cache folder, in the site's folder; the program writes only `social/<2 digits>/*.png` and
/// the tag, and removes only images of its own naming (`prune`).
pub(crate) const CACHE_DIR: &str = ".rulebook-cache";

const BACKGROUND: [u8; 3] = [0xf7, 0xf3, 0xea];
const INK: [u8; 3] = [0x1d, 0x1d, 0x1d];
const MUTED: [u8; 3] = [0x6b, 0x63, 0x57];
/// The board's square and the margin around everything.
const BOARD: u32 = 530;
const MARGIN: u32 = 50;

/// What one page's image shows, and the fonts to write its title with.
pub struct Card {
    /// The page's title, in the page's language.
    pub title: String,
    /// Written small under the title.
    pub site_name: String,
    /// Right to left: the board on the right, the texts aligned right.
    pub rtl: bool,
    /// The board, if the page has one.
    pub board: Option<Picture>,
    /// The fonts for the page's language.
    pub fonts: Arc<FontSet>,
    /// Whether the fonts can write the title and the site name (else they are left out).
    pub title_drawn: bool,
    /// Whether the site's name is drawn (not when the fonts cannot, nor when it is the title).
    pub name_drawn: bool,
}

impl Card {
    /// Makes a card and says which characters of its texts no font of the set can write.
    pub fn new(
        title: String,
        site_name: String,
        rtl: bool,
        board: Option<Picture>,
        fonts: Arc<FontSet>,
    ) -> (Card, Vec<char>) {
        let mut missing = fonts.missing_chars(&title);
        let title_drawn = missing.is_empty();
        let name_missing = fonts.missing_chars(&site_name);
        // A home page's title is often the site's name: it is written once.
        let name_drawn = name_missing.is_empty() && site_name != title;
        missing.extend(name_missing);
        missing.sort_unstable();
        missing.dedup();
        let card = Card {
            title,
            site_name,
            rtl,
            board,
            fonts,
            title_drawn,
            name_drawn,
        };
        (card, missing)
    }

    /// A hash of everything the image is made from.
    pub fn key(&self) -> u64 {
        let mut h = Fnv::default();
        for part in [RENDERER_VERSION, &self.title, &self.site_name] {
            h.write(part.as_bytes());
            h.write_u8(0xff);
        }
        h.write_u64(self.board.as_ref().map_or(0, |b| b.key));
        h.write_u8(u8::from(self.rtl));
        h.write_u8(u8::from(self.title_drawn));
        h.write_u8(u8::from(self.name_drawn));
        h.write_u64(self.fonts.key);
        h.finish()
    }
}

/// A board as a standalone SVG (`svg::picture`), with a hash of it made once: the pages of a
/// site share few pictures, and hashing a picture's text for each of thousands of images cost
/// more than a percent of a build.
#[derive(Clone)]
pub struct Picture {
    svg: Arc<str>,
    key: u64,
}

impl Picture {
    /// The picture of an SVG text.
    pub fn new(svg: impl Into<Arc<str>>) -> Picture {
        let svg = svg.into();
        let mut h = Fnv::default();
        h.write(svg.as_bytes());
        Picture {
            svg,
            key: h.finish(),
        }
    }
}

/// A background with its board and the site's name drawn (the same for every page that shows
/// that position), and its rows encoded band by band the first time an image needs them.
struct Base {
    pixmap: Pixmap,
    bands: Vec<OnceLock<Band>>,
    filtered: OnceLock<Filtered>,
}

impl Base {
    fn band(&self, i: usize) -> Result<&Band, SocialError> {
        if let Some(band) = self.bands[i].get() {
            return Ok(band);
        }
        let rows = band_rows(i);
        let stride = WIDTH as usize * 4;
        let rgba = &self.pixmap.data()[rows.start as usize * stride..rows.end as usize * stride];
        let band = Band::encode(rgba, WIDTH as usize, Effort::Once)?;
        Ok(self.bands[i].get_or_init(|| band))
    }

    /// The base's rows filtered for the images that draw over them, the first time one does.
    fn filtered(&self) -> &Filtered {
        self.filtered
            .get_or_init(|| Filtered::new(self.pixmap.data(), WIDTH as usize, BAND_ROWS as usize))
    }
}

const BANDS: usize = HEIGHT.div_ceil(BAND_ROWS) as usize;

fn band_rows(i: usize) -> std::ops::Range<u32> {
    let start = i as u32 * BAND_ROWS;
    start..(start + BAND_ROWS).min(HEIGHT)
}

/// Bases by a hash of the board's SVG, the side it is on and the site's name. Kept few (each is
/// 3 MB, and its filtered rows 2.3 MB more once an image draws over it): a site has few distinct
/// positions, and the pages that share one render close together.
/// Each key has a slot of its own, so a thread that needs a base another thread is drawing waits
/// for it instead of drawing it again.
static BASES: LazyLock<Mutex<HashMap<u64, BaseSlot>>> = LazyLock::new(Default::default);
type BaseSlot = Arc<Mutex<Option<Arc<Base>>>>;
const BASES_KEPT: usize = 16;

fn base(card: &Card) -> Result<Arc<Base>, SocialError> {
    let mut h = Fnv::default();
    h.write_u64(card.board.as_ref().map_or(0, |b| b.key));
    h.write_u8(u8::from(card.rtl));
    if card.name_drawn {
        h.write(card.site_name.as_bytes());
        h.write_u64(card.fonts.key);
    }
    let key = h.finish();
    let slot = {
        let mut bases = BASES.lock().recover();
        if bases.len() >= BASES_KEPT && !bases.contains_key(&key) {
            bases.clear();
        }
        bases.entry(key).or_default().clone()
    };
    let mut slot = slot.lock().recover();
    if let Some(base) = &*slot {
        return Ok(base.clone());
    }
    let base = Arc::new(draw_base(card)?);
    *slot = Some(base.clone());
    Ok(base)
}

/// The card's board and site name on the background, with no band compressed yet.
fn draw_base(card: &Card) -> Result<Base, SocialError> {
    let (board, rtl) = (card.board.as_ref().map(|b| &*b.svg), card.rtl);
    let mut pixmap = Pixmap::new(WIDTH, HEIGHT).ok_or(SocialError::Allocate)?;
    pixmap.fill(Color::from_rgba8(
        BACKGROUND[0],
        BACKGROUND[1],
        BACKGROUND[2],
        0xff,
    ));
    if let Some(svg) = board {
        let tree = usvg::Tree::from_str(svg, &usvg::Options::default())?;
        let size = tree.size();
        let scale = (BOARD as f32 / size.width()).min(BOARD as f32 / size.height());
        let x = if rtl { WIDTH - MARGIN - BOARD } else { MARGIN } as f32;
        let dx = x + (BOARD as f32 - size.width() * scale) / 2.0;
        let dy = MARGIN as f32 + (BOARD as f32 - size.height() * scale) / 2.0;
        resvg::render(
            &tree,
            Transform::from_row(scale, 0.0, 0.0, scale, dx, dy),
            &mut pixmap.as_mut(),
        );
    }
    if card.name_drawn {
        let options = usvg::Options {
            fontdb: card.fonts.db.clone(),
            ..usvg::Options::default()
        };
        let name = usvg::Tree::from_str(&title::site_name_svg(card, anchor(card)), &options)?;
        resvg::render(&name, Transform::identity(), &mut pixmap.as_mut());
    }
    Ok(Base {
        pixmap,
        bands: (0..BANDS).map(|_| OnceLock::new()).collect(),
        filtered: OnceLock::new(),
    })
}

/// The texts' column: from its left edge to its right edge, in pixels.
fn column(card: &Card) -> (u32, u32) {
    match (&card.board, card.rtl) {
        (Some(_), true) => (MARGIN, WIDTH - 2 * MARGIN - BOARD),
        (Some(_), false) => (2 * MARGIN + BOARD, WIDTH - MARGIN),
        (None, _) => (2 * MARGIN, WIDTH - 2 * MARGIN),
    }
}

/// Where the texts' lines start, or end right to left: the column's edge on that side.
fn anchor(card: &Card) -> u32 {
    let (left, right) = column(card);
    if card.rtl {
        right
    } else {
        left
    }
}

/// The title's glyphs in the image, if the card writes it, drawn from the glyph cache.
fn title_glyphs(card: &Card) -> Vec<Placed> {
    if !card.title_drawn {
        return Vec::new();
    }
    let fonts = &card.fonts;
    glyphs::place(&shaped_title(card), &fonts.db, fonts.key)
}

/// The title's lines shaped and placed in the column.
fn shaped_title(card: &Card) -> Vec<shape::Glyph> {
    let (left, right) = column(card);
    let layout = title::title_layout(&card.title, (right - left) as f32);
    let x = anchor(card) as f32;
    let lines: Vec<shape::Line> = layout
        .lines
        .iter()
        .map(|(text, y)| shape::Line { text, x, y: *y })
        .collect();
    shape::lay_out(&card.fonts, layout.size, &lines, card.rtl)
}

/// Which bands the title's ink reaches, given the rows its outlines reach (with a pixel to
/// spare for anti-aliasing).
fn touched(rows: Option<(f32, f32)>) -> Vec<bool> {
    let mut touched = vec![false; BANDS];
    if let Some((top, bottom)) = rows {
        let top = (top - 1.0).max(0.0) as u32 / BAND_ROWS;
        let bottom = ((bottom + 1.0).clamp(0.0, HEIGHT as f32) as u32).div_ceil(BAND_ROWS);
        for t in touched.iter_mut().take(bottom as usize).skip(top as usize) {
            *t = true;
        }
    }
    touched
}

/// A part of an image's rows: one of its base's bands, or rows drawn for this image.
enum Part {
    Base(usize),
    Drawn(Band),
}

/// Why a social image could not be drawn. None of these comes from the author's input: the
/// pictures are the generator's own SVG, drawn with fonts it found.
#[derive(Debug)]
pub enum SocialError {
    /// The picture's SVG did not parse.
    Svg(usvg::Error),
    /// No memory for the image.
    Allocate,
    /// The image could not be compressed; zlib's reason.
    Compress(&'static str),
    /// An image kept in the cache could not be read.
    Read {
        /// The cached file.
        path: PathBuf,
        /// What the system said.
        error: std::io::Error,
    },
}

impl std::fmt::Display for SocialError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SocialError::Svg(e) => write!(f, "cannot draw a social image: {e}"),
            SocialError::Allocate => f.write_str("cannot allocate a social image"),
            SocialError::Compress(why) => write!(f, "cannot compress a social image: {why}"),
            SocialError::Read { path, error } => {
                write!(f, "cannot read {}: {error}", path.display())
            }
        }
    }
}

impl std::error::Error for SocialError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            SocialError::Svg(e) => Some(e),
            SocialError::Read { error, .. } => Some(error),
            SocialError::Allocate | SocialError::Compress(_) => None,
        }
    }
}

impl From<usvg::Error> for SocialError {
    fn from(e: usvg::Error) -> Self {
        SocialError::Svg(e)
    }
}

/// Draws a card as PNG bytes: the base's bands, except where the title reaches: each run of
/// bands it touches is drawn as one strip (a copy of the base's rows with the title over
/// it) and compressed as one part, for this image only.
pub fn draw(card: &Card) -> Result<Vec<u8>, SocialError> {
    let title = title_glyphs(card);
    image(card, &title, &touched(glyphs::rows(&title)))
}

/// The card's image with `title` drawn over the bands `touched` says it reaches.
fn image(card: &Card, title: &[Placed], touched: &[bool]) -> Result<Vec<u8>, SocialError> {
    let base = base(card)?;
    let stride = WIDTH as usize * 4;
    // Only the columns the title's ink reaches differ from the base's.
    let columns = glyphs::columns(title);
    let mut parts = Vec::with_capacity(BANDS);
    let mut i = 0;
    while i < BANDS {
        if !touched[i] {
            parts.push(Part::Base(i));
            i += 1;
            continue;
        }
        let end = (i..BANDS).find(|&j| !touched[j]).unwrap_or(BANDS);
        let rows = band_rows(i).start..band_rows(end - 1).end;
        let pixels = &base.pixmap.data()[rows.start as usize * stride..rows.end as usize * stride];
        let band = STRIP.with_borrow_mut(|strip| {
            strip.clear();
            strip.extend_from_slice(pixels);
            let mut pixmap = PixmapMut::from_bytes(strip, WIDTH, rows.len() as u32)
                .ok_or(SocialError::Allocate)?;
            glyphs::draw(title, INK, &mut pixmap, rows.start);
            let start = rows.start as usize;
            Band::encode_over(base.filtered(), start, strip, columns.clone(), Effort::Each)
        })?;
        parts.push(Part::Drawn(band));
        i = end;
    }
    let parts = parts
        .iter()
        .map(|part| match part {
            Part::Base(i) => base.band(*i),
            Part::Drawn(band) => Ok(band),
        })
        .collect::<Result<Vec<&Band>, SocialError>>()?;
    Ok(bands::png(WIDTH, HEIGHT, &parts))
}

thread_local! {
    /// The rows an image's title is drawn on, kept by each thread from image to image.
    static STRIP: std::cell::RefCell<Vec<u8>> = Default::default();
}

/// Images by the hash of what they are made from, in `<site>/.rulebook-cache/social/`.
pub(crate) struct Cache {
    dir: Option<PathBuf>,
}

impl Cache {
    /// The cache of a site; without a usable folder every image is drawn anew.
    pub(crate) fn new(site_root: &Path) -> Cache {
        let root = site_root.join(CACHE_DIR);
        let dir = root.join("social");
        let ok = std::fs::create_dir_all(&dir).is_ok()
            && {
                let tag = root.join("CACHEDIR.TAG");
                tag.exists()
                || std::fs::write(
                    &tag,
                    "Signature: 8a477f597d28d172789f06886806bc55\n# rulebook's cache of drawn images; safe to delete.\n",
                )
                .is_ok()
            };
        Cache {
            dir: ok.then_some(dir),
        }
    }

    /// A cache that keeps nothing.
    pub(crate) fn none() -> Cache {
        Cache { dir: None }
    }

    /// Removes the cached images none of `used` (a whole build's images, by key) is, once
    /// they are older than `prune::KEPT_UNUSED`; returns how many were removed.
    pub(crate) fn prune(&self, used: impl IntoIterator<Item = u64>) -> usize {
        let Some(dir) = &self.dir else {
            return 0;
        };
        let used = used.into_iter().collect();
        let cutoff = std::time::SystemTime::now()
            .checked_sub(prune::KEPT_UNUSED)
            .unwrap_or(std::time::UNIX_EPOCH);
        prune::remove_unused(dir, &used, cutoff)
    }

    /// The card's image, from the cache or drawn (and kept).
    pub(crate) fn image(&self, card: &Card) -> Result<Vec<u8>, SocialError> {
        match self.fetch(card)? {
            Fetched::Cached(path) => {
                std::fs::read(&path).map_err(|error| SocialError::Read { path, error })
            }
            // Just drawn: the bytes are at hand, no need to read back what was written.
            Fetched::Drawn { bytes, .. } => Ok(bytes),
        }
    }

    /// The card's image as a file of the cache (drawn and kept first if it is not there), or
    /// as bytes when the cache cannot keep it.
    pub(crate) fn get_or_draw(&self, card: &Card) -> Result<Image, SocialError> {
        Ok(match self.fetch(card)? {
            Fetched::Cached(path)
            | Fetched::Drawn {
                kept: Some(path), ..
            } => Image::File(path),
            Fetched::Drawn { bytes, kept: None } => Image::Bytes(bytes),
        })
    }

    /// The cached file of the card's image, or the image drawn now and where it was kept.
    fn fetch(&self, card: &Card) -> Result<Fetched, SocialError> {
        let Some(dir) = &self.dir else {
            let bytes = draw(card)?;
            return Ok(Fetched::Drawn { bytes, kept: None });
        };
        let name = format!("{:016x}.png", card.key());
        // Sharded by the name's first two digits, as git keeps its objects: a folder of
        // thousands of files is slow to add to on some file systems.
        let shard = dir.join(&name[..2]);
        let path = shard.join(&name);
        if is_png(&path) {
            return Ok(Fetched::Cached(path));
        }
        let bytes = draw(card)?;
        // Written aside and renamed, so a reader never sees half a file.
        let tmp = shard.join(format!(
            "{name}.{}-{:?}.tmp",
            std::process::id(),
            std::thread::current().id()
        ));
        let written = std::fs::write(&tmp, &bytes).or_else(|e| match e.kind() {
            std::io::ErrorKind::NotFound => {
                std::fs::create_dir_all(&shard).and_then(|()| std::fs::write(&tmp, &bytes))
            }
            _ => Err(e),
        });
        if written.is_ok() && std::fs::rename(&tmp, &path).is_ok() {
            return Ok(Fetched::Drawn {
                bytes,
                kept: Some(path),
            });
        }
        let _ = std::fs::remove_file(&tmp);
        Ok(Fetched::Drawn { bytes, kept: None })
    }
}

/// What `Cache::fetch` found: a file drawn by an earlier build, or an image drawn now.
enum Fetched {
    Cached(PathBuf),
    Drawn {
        bytes: Vec<u8>,
        kept: Option<PathBuf>,
    },
}

/// An image the cache holds as a file, or bytes it could not keep.
pub(crate) enum Image {
    File(PathBuf),
    Bytes(Vec<u8>),
}

/// Whether a cached file starts as a PNG does (a file cut short by a crash is drawn again).
fn is_png(path: &Path) -> bool {
    use std::io::Read as _;
    let mut head = [0u8; 8];
    std::fs::File::open(path).is_ok_and(|mut f| f.read_exact(&mut head).is_ok())
        && head == *b"\x89PNG\r\n\x1a\n"
}

#[cfg(test)]
mod tests {
    use super::reference::{site_fonts, title_tree};
    use super::*;

    #[test]
    fn keys_change_with_the_title() {
        let fonts = FontSet::of(None, &[]);
        let a = Card::new("A".into(), "S".into(), false, None, fonts.clone()).0;
        let b = Card::new("B".into(), "S".into(), false, None, fonts).0;
        assert_ne!(a.key(), b.key());
    }

    /// The whole image drawn at once, as a reference for the band by band drawing.
    fn drawn_whole(card: &Card) -> Vec<u8> {
        let base = base(card).expect("a base");
        let mut pixmap = base.pixmap.clone();
        glyphs::draw(&title_glyphs(card), INK, &mut pixmap.as_mut(), 0);
        pixmap
            .data()
            .chunks_exact(4)
            .flat_map(|px| px[..3].to_vec())
            .collect()
    }

    pub(super) fn decoded(png: &[u8]) -> Vec<u8> {
        let mut reader = png::Decoder::new(std::io::Cursor::new(png))
            .read_info()
            .expect("a PNG header");
        let mut buf = vec![0; reader.output_buffer_size().expect("size")];
        reader.next_frame(&mut buf).expect("the image data");
        buf
    }

    /// The glyph cache places glyphs at quarter pixels: its drawing must look like `resvg`'s.
    #[test]
    fn cached_glyphs_draw_the_title_as_resvg_does() {
        let fonts = site_fonts(&["Noto Sans", "Noto Sans Arabic", "Noto Sans CJK SC"]);
        let titles = [
            (
                "Frisian draughts: the rules, the history and the variants",
                false,
            ),
            ("Wariant „Długi skok” — Chińskie warcaby", false),
            ("قواعد الداما الدولية", true),
            ("国际跳棋的规则和变体", false),
        ];
        for (title, rtl) in titles {
            let (card, _) = Card::new(title.into(), "Rules".into(), rtl, None, fonts.clone());
            assert!(card.title_drawn, "{title}: the site's fonts write it");
            let tree = title_tree(&card);
            let blank = base(&card).expect("a base").pixmap.clone();
            let (mut ours, mut theirs) = (blank.clone(), blank.clone());
            glyphs::draw(&title_glyphs(&card), INK, &mut ours.as_mut(), 0);
            resvg::render(&tree, Transform::identity(), &mut theirs.as_mut());
            let ink = |p: &Pixmap| -> u64 {
                p.data()
                    .iter()
                    .zip(blank.data())
                    .map(|(a, b)| u64::from(a.abs_diff(*b)))
                    .sum()
            };
            let differ: u64 = ours
                .data()
                .iter()
                .zip(theirs.data())
                .map(|(a, b)| u64::from(a.abs_diff(*b)))
                .sum();
            let (ours_ink, theirs_ink) = (ink(&ours), ink(&theirs));
            assert!(theirs_ink > 0, "{title}: drawn");
            assert!(
                ours_ink.abs_diff(theirs_ink) * 100 < theirs_ink,
                "{title}: as much ink (within 1 %): {ours_ink} against {theirs_ink}"
            );
            assert!(
                differ * 20 < theirs_ink,
                "{title}: in the same places (differing by under 5 % of the ink): {differ} against {theirs_ink}"
            );
        }
    }

    #[test]
    fn band_by_band_drawing_gives_the_whole_images_pixels() {
        let fonts = site_fonts(&["Noto Sans"]);
        let board = r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#8b5a2b"/><circle cx="3" cy="3" r="2" fill="#fff"/></svg>"##;
        let titles = [
            "Frisian draughts",
            "A title long enough to take three or four lines in the column beside the board",
            "",
        ];
        for (i, title) in titles.iter().enumerate() {
            let board = (i != 1).then(|| Picture::new(board));
            let (card, _) = Card::new(
                title.to_string(),
                "Rules".into(),
                i == 2,
                board,
                fonts.clone(),
            );
            assert!(
                card.title_drawn && card.name_drawn,
                "the test's fonts are installed"
            );
            assert_eq!(
                decoded(&draw(&card).expect("drawn")),
                drawn_whole(&card),
                "{title}"
            );
        }
    }
}
