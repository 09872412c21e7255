//! What a language tag in `site.toml` or a folder name may be: a well-formed BCP 47 tag in
//! canonical case, and not a top-level folder the site already fills.

use std::fmt;

use unic_langid::LanguageIdentifier;

use crate::site::load::layout::STATIC;
use crate::site::names::{BUNDLE_FOLDER, PICTURE_FOLDER};

/// Why a language tag was refused; its `Display` is the sentence the author reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum TagError {
    /// Not a BCP 47 language tag at all.
    NotBcp47 { tag: String },
    /// A tag whose case is not the canonical one (`zh-hans` for `zh-Hans`).
    NotCanonical { tag: String, canonical: String },
    /// A tag named like a folder the build writes at the top of the site.
    GeneratedFolder { tag: String, holds: &'static str },
    /// A tag named like a folder of the site's own styles, scripts or engine in `static/`.
    AssetFolder { tag: String },
}

impl fmt::Display for TagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TagError::NotBcp47 { tag } => write!(
                f,
                "`{tag}` is not a valid BCP 47 language tag (e.g. `en`, `nb`, `zh-Hans`)"
            ),
            TagError::NotCanonical { tag, canonical } => write!(
                f,
                "language tag `{tag}` should be written `{canonical}` (canonical BCP 47 case)"
            ),
            TagError::GeneratedFolder { tag, holds } => folder_taken(f, tag, holds),
            TagError::AssetFolder { tag } => {
                folder_taken(f, tag, &format!("what `{STATIC}/{tag}/` publishes"))
            }
        }
    }
}

fn folder_taken(f: &mut fmt::Formatter<'_>, tag: &str, holds: &str) -> fmt::Result {
    write!(
        f,
        "expected a language tag that is not a folder the site already has, found `{tag}`: \
         the folder `/{tag}/` holds {holds}, and the language's pages would be written among them"
    )
}

/// A BCP 47 tag as the site accepts it: well-formed and written in canonical case.
pub(crate) fn parse_tag(tag: &str) -> Result<LanguageIdentifier, TagError> {
    let id: LanguageIdentifier = tag.parse().map_err(|_| TagError::NotBcp47 {
        tag: tag.to_string(),
    })?;
    if id != tag {
        return Err(TagError::NotCanonical {
            tag: tag.to_string(),
            canonical: id.to_string(),
        });
    }
    Ok(id)
}

/// The top-level folders the build writes besides the languages' own, and what each holds.
const GENERATED_FOLDERS: [(&str, &str); 2] = [
    (PICTURE_FOLDER, "the start-position pictures"),
    (BUNDLE_FOLDER, "the search index"),
];

/// The folders of `static/` that hold the site's own styles, scripts and engine, which every page
/// links to. Other static folders may share a language's name: `static/en/` publishes files
/// beside the English pages, and a file that a page would replace is refused on its own
/// (`static_files`).
const ASSET_FOLDERS: [&str; 3] = ["css", "js", "wasm"];

/// A language's tag is the folder of its pages at the top of the site: it must not be a folder
/// the build writes there too, or its pages would be mixed into that one's files.
pub(crate) fn check_tag_folder(tag: &str) -> Result<(), TagError> {
    if let Some((_, holds)) = GENERATED_FOLDERS.iter().find(|(f, _)| *f == tag) {
        return Err(TagError::GeneratedFolder {
            tag: tag.to_string(),
            holds,
        });
    }
    if ASSET_FOLDERS.contains(&tag) {
        return Err(TagError::AssetFolder {
            tag: tag.to_string(),
        });
    }
    Ok(())
}
