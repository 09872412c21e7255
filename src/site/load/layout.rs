//! The names of what a site's folder holds — its settings file and its input folders — in one
//! place: the loaders read them, the output check keeps builds out of them, the preview watches
//! them and the authoring commands write into them.

/// The site's settings (`site.toml`).
pub(crate) const CONFIG_FILE: &str = "site.toml";
/// The pages: `<section>/<page-id>/` with `page.toml` and one `<lang>.md` per language.
pub(crate) const CONTENT: &str = "content";
/// A page's facts and settings, in each page folder of `CONTENT`.
pub(crate) const PAGE_FACTS: &str = "page.toml";
/// The Fluent messages, one folder per language.
pub(crate) const LOCALES: &str = "locales";
/// The tera templates.
pub(crate) const TEMPLATES: &str = "templates";
/// The files published as they are (scripts and stylesheets minified).
pub(crate) const STATIC: &str = "static";
/// The site's own fonts, for the social images' titles (not published).
pub(crate) const FONTS: &str = "fonts";
/// The code highlighter's syntaxes (built into the program, kept beside the site).
pub(crate) const SYNTAXES: &str = "syntaxes";

/// The folders of a site that a build reads; the output may not lie inside one.
pub(crate) const INPUT_DIRS: [&str; 6] = [CONTENT, LOCALES, TEMPLATES, STATIC, SYNTAXES, FONTS];

/// The folders the preview watches (with `CONFIG_FILE`): a save in one changes what it serves.
pub(crate) const WATCHED_DIRS: [&str; 4] = [CONTENT, LOCALES, TEMPLATES, STATIC];
