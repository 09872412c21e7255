//! Social images: for every page, a 1200 × 630 PNG that a link shared on another site shows
//! (`og:image`): the page's first diagram, or its game's start position, beside the page's
//! title in the page's language, and the site's name small under it.
//!
//! The board comes from the boards' own renderer (`diagram::svg::picture`), rasterized once per
//! distinct position; the title is an SVG text shaped with the fonts `site.toml` names
//! (`[social] fonts`, found among the system's fonts), rendered by `resvg`. A title a font set
//! cannot write whole is left out of its image, with a warning. Images are kept in a cache folder
//! (`.rulebook-cache/social/` in the site's folder) under a hash of all they are made from, so
//! a build renders only new ones and the preview renders one when a browser first asks for it.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::hash::Hasher;
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock, Mutex};

use resvg::tiny_skia::{Color, Pixmap, Transform};
use resvg::usvg::{self, fontdb};

/// The image's size in pixels, the size `og:image` cards show best.
pub const WIDTH: u32 = 1200;
pub const HEIGHT: u32 = 630;

/// Changes whenever the drawing changes, so cached images of an older drawing are not reused.
const RENDERER_VERSION: &str = "social-2";

/// The cache folder, in the site's folder; the program writes only `social/*.png` and the tag.
pub const CACHE_DIR: &str = ".rulebook-cache";

const BACKGROUND: [u8; 3] = [0xf7, 0xf3, 0xea];
const INK: &str = "#1d1d1d";
const MUTED: &str = "#6b6357";
/// The board's square and the margin around everything.
const BOARD: u32 = 530;
const MARGIN: u32 = 50;

/// What one page's image shows, and the fonts to write its title with.
pub struct Card {
    pub title: String,
    pub site_name: String,
    pub rtl: bool,
    /// The board as a standalone SVG (`svg::picture`), if the page has one.
    pub board: Option<Arc<str>>,
    pub fonts: Arc<FontSet>,
    /// Whether the fonts can write the title and the site name (else they are left out).
    pub title_drawn: bool,
    pub name_drawn: bool,
}

impl Card {
    /// Makes a card and says which characters of its texts no font of the set can write.
    pub fn new(
        title: String,
        site_name: String,
        rtl: bool,
        board: Option<Arc<str>>,
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
        for part in [
            RENDERER_VERSION,
            &self.title,
            &self.site_name,
            self.board.as_deref().unwrap_or(""),
        ] {
            h.write(part.as_bytes());
            h.write_u8(0xff);
        }
        h.write_u8(u8::from(self.rtl));
        h.write_u8(u8::from(self.title_drawn));
        h.write_u8(u8::from(self.name_drawn));
        h.write_u64(self.fonts.key);
        h.finish()
    }
}

/// FNV-1a, 64 bits: a hash that stays the same between runs and releases, for cache names.
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0100_0000_01b3);
        }
    }
}

/// The fonts found on this machine, read once per run.
static SYSTEM: LazyLock<fontdb::Database> = LazyLock::new(|| {
    let mut db = fontdb::Database::new();
    db.load_system_fonts();
    db
});

/// The faces a language's titles are written with: one per family found, in the order asked
/// for (the renderer's fallback tries them in that order).
pub struct FontSet {
    db: Arc<fontdb::Database>,
    /// The families found, in order, as CSS `font-family` lists them.
    family_list: String,
    /// Families asked for that this machine doesn't have.
    pub missing_families: Vec<String>,
    /// A hash of the chosen font files (path, face index, size).
    key: u64,
}

static SETS: LazyLock<Mutex<HashMap<Vec<String>, Arc<FontSet>>>> = LazyLock::new(Default::default);

impl FontSet {
    /// The faces for these families (bold, upright when there is a choice), made once per run.
    pub fn of(families: &[String]) -> Arc<FontSet> {
        let mut sets = SETS.lock().unwrap_or_else(|e| e.into_inner());
        sets.entry(families.to_vec())
            .or_insert_with(|| Arc::new(FontSet::find(families)))
            .clone()
    }

    fn find(families: &[String]) -> FontSet {
        let mut db = fontdb::Database::new();
        let mut names = Vec::new();
        let mut missing_families = Vec::new();
        let mut h = Fnv::default();
        for family in families {
            let mut faces: Vec<&fontdb::FaceInfo> = SYSTEM
                .faces()
                .filter(|f| {
                    f.families
                        .iter()
                        .any(|(n, _)| n.eq_ignore_ascii_case(family))
                })
                .collect();
            // A fixed choice whatever order the folders were read in.
            faces.sort_by_key(|f| {
                (
                    f.style != fontdb::Style::Normal,
                    f.weight.0.abs_diff(700),
                    source_path(&f.source),
                    f.index,
                )
            });
            let Some(face) = faces.first() else {
                missing_families.push(family.clone());
                continue;
            };
            let path = source_path(&face.source);
            let size = std::fs::metadata(&path).map_or(0, |m| m.len());
            h.write(path.to_string_lossy().as_bytes());
            h.write_u32(face.index);
            h.write_u64(size);
            db.push_face_info((*face).clone());
            names.push(family.clone());
        }
        let family_list = names
            .iter()
            .map(|n| format!("'{}'", n.replace(['\'', '"', '<', '&'], "")))
            .collect::<Vec<_>>()
            .join(",");
        FontSet {
            db: Arc::new(db),
            family_list,
            missing_families,
            key: h.finish(),
        }
    }

    /// The characters of `text` that no face of the set has (spaces and controls aside).
    fn missing_chars(&self, text: &str) -> Vec<char> {
        let mut left: Vec<char> = text
            .chars()
            .filter(|c| !c.is_whitespace() && !c.is_control() && !is_format(*c))
            .collect();
        for face in self.db.faces() {
            if left.is_empty() {
                break;
            }
            self.db.with_face_data(face.id, |data, index| {
                if let Ok(font) = skrifa::FontRef::from_index(data, index) {
                    let map = skrifa::charmap::Charmap::new(&font);
                    left.retain(|&c| map.map(c).is_none());
                }
            });
        }
        left.sort_unstable();
        left.dedup();
        left
    }

    /// The families found, for messages.
    pub fn describe(&self) -> String {
        if self.family_list.is_empty() {
            "none".to_string()
        } else {
            self.family_list.replace('\'', "")
        }
    }
}

/// Bidirectional marks and joiners: drawn as nothing, so no font needs them.
fn is_format(c: char) -> bool {
    matches!(c, '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2069}' | '\u{feff}')
}

fn source_path(source: &fontdb::Source) -> PathBuf {
    match source {
        fontdb::Source::File(p) | fontdb::Source::SharedFile(p, _) => p.clone(),
        fontdb::Source::Binary(_) => PathBuf::new(),
    }
}

/// Backgrounds with their board drawn, by a hash of the board's SVG and the side it is on:
/// a page's image starts as a copy of one. Kept few (each is 3 MB): a site has few distinct
/// positions, and the pages that share one render close together.
static BASES: LazyLock<Mutex<HashMap<u64, Arc<Pixmap>>>> = LazyLock::new(Default::default);
const BASES_KEPT: usize = 16;

fn base(board: Option<&str>, rtl: bool) -> Result<Arc<Pixmap>, String> {
    let mut h = Fnv::default();
    h.write(board.unwrap_or("").as_bytes());
    h.write_u8(u8::from(rtl));
    let key = h.finish();
    if let Some(p) = BASES.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return Ok(p.clone());
    }
    let mut pixmap = Pixmap::new(WIDTH, HEIGHT).ok_or("cannot allocate the image")?;
    pixmap.fill(Color::from_rgba8(
        BACKGROUND[0],
        BACKGROUND[1],
        BACKGROUND[2],
        0xff,
    ));
    if let Some(svg) = board {
        let tree =
            usvg::Tree::from_str(svg, &usvg::Options::default()).map_err(|e| e.to_string())?;
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
    let pixmap = Arc::new(pixmap);
    let mut bases = BASES.lock().unwrap_or_else(|e| e.into_inner());
    if bases.len() >= BASES_KEPT {
        bases.clear();
    }
    bases.insert(key, pixmap.clone());
    Ok(pixmap)
}

/// An estimate of a character's advance in ems, in a bold sans-serif: enough to break lines
/// without measuring (the title's box leaves room for the estimate's error).
fn advance(c: char) -> f32 {
    match c {
        ' ' => 0.28,
        '\u{1100}'..='\u{11ff}' | '\u{2e80}'..='\u{a4cf}' | '\u{ac00}'..='\u{d7a3}' => 1.0,
        '\u{f900}'..='\u{faff}' | '\u{fe30}'..='\u{fe4f}' | '\u{ff00}'..='\u{ff60}' => 1.0,
        'i' | 'l' | 'j' | 'I' | '.' | ',' | '\'' | '’' | ':' | ';' | '!' | '|' => 0.3,
        'm' | 'w' | 'M' | 'W' => 0.9,
        c if c.is_uppercase() => 0.72,
        '\u{0600}'..='\u{06ff}' => 0.5,
        _ => 0.62,
    }
}

fn is_cjk(c: char) -> bool {
    advance(c) == 1.0
}

/// Breaks a title into lines of at most `width` ems: at spaces, and between any two CJK
/// characters (which are written without spaces).
fn wrap(text: &str, width: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    let mut line_width = 0.0;
    // Words, a CJK character being a word of its own.
    let mut words: Vec<(String, bool)> = Vec::new();
    for part in text.split(' ').filter(|p| !p.is_empty()) {
        let mut word = String::new();
        for c in part.chars() {
            if is_cjk(c) && !word.is_empty() {
                words.push((std::mem::take(&mut word), false));
            }
            word.push(c);
        }
        if !word.is_empty() {
            words.push((word, true));
        }
    }
    let mut space_before = false;
    for (word, space_after) in words {
        let w: f32 = word.chars().map(advance).sum();
        let gap = if space_before && !line.is_empty() {
            advance(' ')
        } else {
            0.0
        };
        if !line.is_empty() && line_width + gap + w > width {
            lines.push(std::mem::take(&mut line));
            line_width = 0.0;
        } else if gap > 0.0 {
            line.push(' ');
            line_width += gap;
        }
        line.push_str(&word);
        line_width += w;
        space_before = space_after;
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The texts of the image as an SVG of the image's size (without background).
fn text_svg(card: &Card, left: u32, right: u32) -> String {
    let width = (right - left) as f32;
    let x = if card.rtl { right } else { left };
    let anchor = if card.rtl { "end" } else { "start" };
    let mut s = format!(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}"><g font-family="{}" font-weight="700" text-anchor="{anchor}">"#,
        card.fonts.family_list
    );
    if card.title_drawn {
        // The largest size at which the title takes at most four lines.
        let (size, lines) = [68.0f32, 60.0, 52.0, 46.0, 40.0, 36.0]
            .iter()
            .map(|&size| (size, wrap(&card.title, width / size)))
            .find(|(_, lines)| lines.len() <= 4)
            .unwrap_or_else(|| (32.0, wrap(&card.title, width / 32.0)));
        let line_height = size * 1.25;
        let block = line_height * lines.len() as f32;
        let top = (HEIGHT as f32 - 80.0 - block) / 2.0;
        let _ = write!(s, r#"<text font-size="{size}" fill="{INK}">"#);
        for (i, line) in lines.iter().take(6).enumerate() {
            let y = top + size + line_height * i as f32;
            let _ = write!(s, r#"<tspan x="{x}" y="{y:.0}">{}</tspan>"#, escape(line));
        }
        s.push_str("</text>");
    }
    if card.name_drawn {
        let _ = write!(
            s,
            r#"<text x="{x}" y="{}" font-size="30" fill="{MUTED}">{}</text>"#,
            HEIGHT - MARGIN - 10,
            escape(&card.site_name)
        );
    }
    s.push_str("</g></svg>");
    s
}

/// Draws a card as PNG bytes.
pub fn draw(card: &Card) -> Result<Vec<u8>, String> {
    let base = base(card.board.as_deref(), card.rtl)?;
    let (left, right) = match (&card.board, card.rtl) {
        (Some(_), true) => (MARGIN, WIDTH - 2 * MARGIN - BOARD),
        (Some(_), false) => (2 * MARGIN + BOARD, WIDTH - MARGIN),
        (None, _) => (2 * MARGIN, WIDTH - 2 * MARGIN),
    };
    if !card.title_drawn && !card.name_drawn {
        return encode(&base);
    }
    let mut pixmap = (*base).clone();
    let options = usvg::Options {
        fontdb: card.fonts.db.clone(),
        ..usvg::Options::default()
    };
    let tree =
        usvg::Tree::from_str(&text_svg(card, left, right), &options).map_err(|e| e.to_string())?;
    resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
    encode(&pixmap)
}

/// PNG without alpha (the image is opaque), the fastest compression, no time or text chunks.
fn encode(pixmap: &Pixmap) -> Result<Vec<u8>, String> {
    let data = pixmap.data();
    let mut rgb = vec![0u8; data.len() / 4 * 3];
    for (to, from) in rgb.chunks_exact_mut(3).zip(data.chunks_exact(4)) {
        to.copy_from_slice(&from[..3]);
    }
    let mut out = Vec::with_capacity(rgb.len() / 8);
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    // fdeflate with the "up" filter: many times faster than adaptive filtering, and the
    // flat background compresses to almost nothing either way.
    encoder.set_compression(png::Compression::Fastest);
    let mut writer = encoder.write_header().map_err(|e| e.to_string())?;
    writer.write_image_data(&rgb).map_err(|e| e.to_string())?;
    writer.finish().map_err(|e| e.to_string())?;
    Ok(out)
}

/// Images by the hash of what they are made from, in `<site>/.rulebook-cache/social/`.
pub struct Cache {
    dir: Option<PathBuf>,
}

impl Cache {
    /// The cache of a site; without a usable folder every image is drawn anew.
    pub fn new(site_root: &Path) -> Cache {
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
    pub fn none() -> Cache {
        Cache { dir: None }
    }

    /// The card's image, from the cache or drawn (and kept).
    pub fn image(&self, card: &Card) -> Result<Vec<u8>, String> {
        let name = format!("{:016x}.png", card.key());
        if let Some(dir) = &self.dir {
            if let Ok(bytes) = std::fs::read(dir.join(&name)) {
                if bytes.starts_with(b"\x89PNG") {
                    return Ok(bytes);
                }
            }
        }
        let bytes = draw(card)?;
        if let Some(dir) = &self.dir {
            // Written aside and renamed, so a reader never sees half a file.
            let tmp = dir.join(format!(
                "{name}.{}-{:?}.tmp",
                std::process::id(),
                std::thread::current().id()
            ));
            if std::fs::write(&tmp, &bytes).is_ok()
                && std::fs::rename(&tmp, dir.join(&name)).is_err()
            {
                let _ = std::fs::remove_file(&tmp);
            }
        }
        Ok(bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_wrap_at_spaces_and_between_cjk_characters() {
        assert_eq!(
            wrap("International draughts", 8.0),
            ["International", "draughts"]
        );
        assert_eq!(wrap("国际跳棋规则", 3.0), ["国际跳", "棋规则"]);
        assert_eq!(wrap("Dames", 20.0), ["Dames"]);
    }

    #[test]
    fn keys_change_with_the_title() {
        let fonts = FontSet::of(&[]);
        let a = Card::new("A".into(), "S".into(), false, None, fonts.clone()).0;
        let b = Card::new("B".into(), "S".into(), false, None, fonts).0;
        assert_ne!(a.key(), b.key());
    }
}
