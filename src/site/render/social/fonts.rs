//! The fonts a title is written with: the families `site.toml` names, found among the
//! system's fonts once per run.

use std::collections::HashMap;
use std::hash::Hasher;
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock, Mutex};

use resvg::usvg::fontdb;

use super::Fnv;

/// The fonts found on this machine, read once per run.
static SYSTEM: LazyLock<fontdb::Database> = LazyLock::new(|| {
    let mut db = fontdb::Database::new();
    db.load_system_fonts();
    db
});

/// The faces a language's titles are written with: one per family found, in the order asked
/// for (the renderer's fallback tries them in that order).
pub struct FontSet {
    pub(super) db: Arc<fontdb::Database>,
    /// The families found, in order, as CSS `font-family` lists them.
    pub(super) family_list: String,
    /// Families asked for that this machine doesn't have.
    pub missing_families: Vec<String>,
    /// A hash of the chosen font files (path, face index, size).
    pub(super) key: u64,
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

    /// The families found, for messages.
    pub fn describe(&self) -> String {
        if self.family_list.is_empty() {
            "none".to_string()
        } else {
            self.family_list.replace('\'', "")
        }
    }
}

/// The bytes of the font files read so far, by path: sets that share a file share its bytes.
static FILES: LazyLock<Mutex<HashMap<PathBuf, Arc<Vec<u8>>>>> = LazyLock::new(Default::default);

fn font_file(path: &Path) -> Option<Arc<Vec<u8>>> {
    let mut files = FILES.lock().unwrap_or_else(|e| e.into_inner());
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
