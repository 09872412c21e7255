//! The fonts a title is written with: the families `site.toml` names, looked for among the
//! site's own fonts (its `fonts/` folder) and then the system's, once per run.

use std::collections::HashMap;
use std::hash::Hasher;
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock, Mutex};

use resvg::usvg::fontdb;

use super::shape::Shapers;
use crate::site::fnv::Fnv;
use crate::site::sync::Recover;

/// The fonts found on this machine, read once per run.
static SYSTEM: LazyLock<fontdb::Database> = LazyLock::new(|| {
    let mut db = fontdb::Database::new();
    db.load_system_fonts();
    db
});

/// The fonts of each site folder asked for, read once per run.
static SITE: LazyLock<Mutex<HashMap<PathBuf, Arc<fontdb::Database>>>> =
    LazyLock::new(Default::default);

fn site_fonts(dir: &Path) -> Arc<fontdb::Database> {
    let mut sites = SITE.lock().recover();
    sites
        .entry(dir.to_path_buf())
        .or_insert_with(|| {
            let mut db = fontdb::Database::new();
            db.load_fonts_dir(dir);
            Arc::new(db)
        })
        .clone()
}

/// The faces a language's titles are written with: one per family found, in the order asked
/// for (the renderer's fallback tries them in that order).
pub struct FontSet {
    pub(super) db: Arc<fontdb::Database>,
    /// The families found, in order.
    pub(super) families: Vec<String>,
    /// The same, as CSS `font-family` lists them.
    pub(super) family_list: String,
    /// Families asked for that this machine doesn't have.
    pub missing_families: Vec<String>,
    /// A hash of the chosen font files (path, face index, size).
    pub(super) key: u64,
    /// The faces' shaping tables and plans, made as titles need them.
    pub(super) shapers: Shapers,
}

type SetKey = (Option<PathBuf>, Vec<String>);
static SETS: LazyLock<Mutex<HashMap<SetKey, Arc<FontSet>>>> = LazyLock::new(Default::default);

impl FontSet {
    /// The faces for these families (bold, upright when there is a choice), made once per run:
    /// a family is looked for among the fonts of `site_fonts` (the site's `fonts/` folder) first,
    /// then among the system's.
    pub fn of(site_fonts: Option<&Path>, families: &[String]) -> Arc<FontSet> {
        let mut sets = SETS.lock().recover();
        sets.entry((site_fonts.map(Path::to_path_buf), families.to_vec()))
            .or_insert_with(|| Arc::new(FontSet::find(site_fonts, families)))
            .clone()
    }

    fn find(site_fonts_dir: Option<&Path>, families: &[String]) -> FontSet {
        let site = site_fonts_dir.map(site_fonts);
        let mut db = fontdb::Database::new();
        let mut names = Vec::new();
        let mut missing_families = Vec::new();
        let mut h = Fnv::default();
        for family in families {
            let found = site.as_deref().and_then(|site| best_face(site, family));
            let (face, path) = match found.or_else(|| best_face(&SYSTEM, family)) {
                Some(face) => (face, source_path(&face.source)),
                None => {
                    missing_families.push(family.clone());
                    continue;
                }
            };
            let size = std::fs::metadata(&path).map_or(0, |m| m.len());
            // The site's fonts by name, so the key is the same wherever the site is.
            let named = match site_fonts_dir.and_then(|dir| path.strip_prefix(dir).ok()) {
                Some(relative) => relative,
                None => &path,
            };
            h.write(named.to_string_lossy().as_bytes());
            h.write_u32(face.index);
            h.write_u64(size);
            // The face's file is read once and kept in memory: else fontdb would open and map
            // it again for every title.
            let Some(data) = font_file(&path) else {
                missing_families.push(family.clone());
                continue;
            };
            for id in db.load_font_source(fontdb::Source::Binary(data)) {
                if db.face(id).is_some_and(|f| f.index != face.index) {
                    db.remove_face(id);
                }
            }
            // Without what would end the quoted name in the site name's SVG.
            names.push(family.replace(['\'', '"', '<', '&'], ""));
        }
        let family_list = names
            .iter()
            .map(|n| format!("'{n}'"))
            .collect::<Vec<_>>()
            .join(",");
        FontSet {
            db: Arc::new(db),
            families: names,
            family_list,
            missing_families,
            key: h.finish(),
            shapers: Shapers::default(),
        }
    }

    /// The characters of `text` that no face of the set has (spaces and controls aside).
    pub(super) fn missing_chars(&self, text: &str) -> Vec<char> {
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

    /// The families tried, for messages: those found, and those this machine doesn't have.
    pub fn describe(&self) -> String {
        let found = if self.family_list.is_empty() {
            "none found".to_string()
        } else {
            self.family_list.replace('\'', "").replace(',', ", ")
        };
        if self.missing_families.is_empty() {
            found
        } else {
            format!("{found} (not found: {})", self.missing_families.join(", "))
        }
    }
}

/// The face of `family` that a title prefers (bold, upright), if the database has the family.
fn best_face<'a>(db: &'a fontdb::Database, family: &str) -> Option<&'a fontdb::FaceInfo> {
    // A fixed choice whatever order the folders were read in.
    db.faces()
        .filter(|f| {
            f.families
                .iter()
                .any(|(n, _)| n.eq_ignore_ascii_case(family))
        })
        .min_by_key(|f| {
            (
                f.style != fontdb::Style::Normal,
                f.weight.0.abs_diff(700),
                source_path(&f.source),
                f.index,
            )
        })
}

/// The bytes of the font files read so far, by path: sets that share a file share its bytes.
static FILES: LazyLock<Mutex<HashMap<PathBuf, Arc<Vec<u8>>>>> = LazyLock::new(Default::default);

fn font_file(path: &Path) -> Option<Arc<Vec<u8>>> {
    let mut files = FILES.lock().recover();
    if let Some(data) = files.get(path) {
        return Some(data.clone());
    }
    let data = Arc::new(std::fs::read(path).ok()?);
    files.insert(path.to_path_buf(), data.clone());
    Some(data)
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
