//! `site.toml`: the languages the site speaks, its address and the play site's URL pattern.

use std::fmt;
use std::path::Path;

use serde::Deserialize;
use toml::Spanned;
use unic_langid::LanguageIdentifier;

use crate::site::diagnostic::{Diagnostic, LineColumn, SourceText};
use crate::site::load::language_tag::{check_tag_folder, parse_tag};
use crate::site::load::layout::{CONFIG_FILE, FONTS};
use crate::site::names::{self, NameError};

mod footer;
pub(crate) use footer::Footer;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawConfig {
    base_url: Spanned<String>,
    reference_language: Spanned<String>,
    play_url: Spanned<String>,
    #[serde(default)]
    allow_html: bool,
    #[serde(default = "on_by_default")]
    search: bool,
    #[serde(default)]
    social: RawSocial,
    /// Where each page's source file can be edited: `{path}` is its path in the site's folder.
    #[serde(default)]
    edit_url: Option<Spanned<String>>,
    #[serde(default)]
    translations: RawTranslations,
    #[serde(default)]
    footer: footer::RawFooter,
    languages: Vec<RawLanguage>,
}

/// `[translations]`: what readers are told about the state of a translation.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTranslations {
    /// A note on each section whose reference text changed after it was translated.
    #[serde(default = "on_by_default")]
    outdated_notes: bool,
}

impl Default for RawTranslations {
    fn default() -> Self {
        RawTranslations {
            outdated_notes: true,
        }
    }
}

/// `[social]`: the images shown when a page's link is shared.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSocial {
    #[serde(default = "on_by_default")]
    images: bool,
    #[serde(default = "default_fonts")]
    fonts: Vec<String>,
    /// Families tried before `fonts` for a language, by its tag.
    #[serde(default)]
    languages: std::collections::BTreeMap<Spanned<String>, Vec<String>>,
}

impl Default for RawSocial {
    fn default() -> Self {
        RawSocial {
            images: true,
            fonts: default_fonts(),
            languages: Default::default(),
        }
    }
}

/// The font families a title is written with when `site.toml` names none.
fn default_fonts() -> Vec<String> {
    [
        "Noto Sans",
        "Noto Sans Arabic",
        "DejaVu Sans",
        "Noto Sans CJK SC",
        "Droid Sans Fallback",
    ]
    .map(String::from)
    .to_vec()
}

/// What is on unless `site.toml` switches it off (search, social images, outdated notes).
fn on_by_default() -> bool {
    true
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLanguage {
    tag: Spanned<String>,
    name: String,
    #[serde(default)]
    dir: Option<Spanned<String>>,
    #[serde(default)]
    fallback: Vec<Spanned<String>>,
    /// Primary opening and closing, secondary opening and closing quotation marks.
    quotes: [String; 4],
}

/// Writing direction of a language.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Direction {
    /// Left to right.
    Ltr,
    /// Right to left (Arabic, Hebrew, Persian…).
    Rtl,
}

impl Direction {
    /// The direction a language is written in when `site.toml` doesn't say.
    pub fn of_tag(tag: &LanguageIdentifier) -> Direction {
        if tag.character_direction() == unic_langid::CharacterDirection::RTL {
            Direction::Rtl
        } else {
            Direction::Ltr
        }
    }

    /// The value of HTML's `dir` attribute.
    pub fn as_str(self) -> &'static str {
        match self {
            Direction::Ltr => "ltr",
            Direction::Rtl => "rtl",
        }
    }
}

/// One language of the site, as `site.toml` lists it.
#[derive(Clone, Debug)]
pub struct Language {
    /// The BCP 47 tag as written, e.g. `nb` or `zh-Hans`; also the URL prefix.
    pub tag: String,
    /// The tag parsed.
    pub id: LanguageIdentifier,
    /// The language's own name, for the switcher.
    pub name: String,
    /// Its writing direction.
    pub dir: Direction,
    /// Locale folders to try, in order, when a string or page is missing (e.g. nb → no → en).
    pub fallback: Vec<String>,
    /// Its quotation marks.
    pub quotes: Quotes,
    /// Where `site.toml` names it (its `tag`): what a message about the whole language points at.
    pub at: LineColumn,
}

/// A language's quotation marks: the outer pair and the pair for a quotation inside one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quotes {
    /// Opens a quotation, e.g. `„` in German.
    pub open: String,
    /// Closes it, e.g. `“` in German.
    pub close: String,
    /// Opens a quotation within a quotation.
    pub inner_open: String,
    /// Closes it.
    pub inner_close: String,
}

/// `site.toml`, read and checked.
#[derive(Clone, Debug)]
pub struct SiteConfig {
    /// Absolute, without a trailing slash.
    pub base_url: String,
    /// The tag of the language every other is translated from and falls back to.
    pub reference_language: String,
    /// Contains `{game}` and optionally `{option}`.
    pub play_url: String,
    /// Whether Markdown may hold raw HTML and links of any scheme (trusting the author with
    /// scripts).
    pub allow_html: bool,
    /// Whether pages get a search box and the build a search index per language.
    pub search: bool,
    /// Whether every page gets a social image (`[social] images`).
    pub social_images: bool,
    /// Font families for the social images' titles, by language tag, in order of preference.
    pub social_fonts: std::collections::BTreeMap<String, Vec<String>>,
    /// The site's `fonts/` folder, when it has one: its fonts come before the system's.
    pub fonts_dir: Option<std::path::PathBuf>,
    /// Whether a translated section whose reference text changed since says so to its reader.
    pub outdated_notes: bool,
    /// Where a page's source file is edited, `{path}` standing for its path in the site's folder.
    pub edit_url: Option<String>,
    /// The links at the foot of every page (`[footer]`).
    pub footer: Footer,
    /// The languages, in `site.toml`'s order.
    pub languages: Vec<Language>,
}

impl SiteConfig {
    /// The path part of the base URL (`/rules`, or empty for a site at the root).
    pub(crate) fn base_path(&self) -> String {
        let url = &self.base_url;
        let without_scheme = url.split_once("://").map_or(url.as_str(), |(_, rest)| rest);
        match without_scheme.find('/') {
            Some(i) => without_scheme[i..].trim_end_matches('/').to_string(),
            None => String::new(),
        }
    }

    /// Reads `site.toml` from the site's folder.
    pub fn load(root: &Path) -> Result<SiteConfig, Vec<Diagnostic>> {
        let path = root.join(CONFIG_FILE);
        // Said plainly: a command run outside the site's folder meets this first.
        if !path.exists() {
            return Err(vec![Diagnostic::error(
                CONFIG_FILE,
                LineColumn::default(),
                "no site.toml here; run it in the site's folder or give --root",
            )]);
        }
        let text = crate::site::load::source_file::read(&path, Path::new(CONFIG_FILE))
            .map_err(|e| vec![e])?;
        let fonts_dir = root.join(FONTS);
        Ok(SiteConfig {
            fonts_dir: fonts_dir.is_dir().then_some(fonts_dir),
            ..Self::parse(&text)?
        })
    }

    /// Reads `site.toml`'s text; errors name the line and column.
    pub fn parse(text: &str) -> Result<SiteConfig, Vec<Diagnostic>> {
        let source = SourceText::new(text);
        let raw: RawConfig = crate::site::load::toml_text::from_str(text).map_err(|e| {
            vec![Diagnostic::error(
                CONFIG_FILE,
                source.span_start(e.span()),
                e.message().trim().to_string(),
            )]
        })?;
        let mut errors = Vec::new();
        let error_at = |span: std::ops::Range<usize>, message: String| {
            Diagnostic::error(CONFIG_FILE, source.position(span.start), message)
        };

        let base_url = raw.base_url.get_ref().trim_end_matches('/').to_string();
        if let Err(message) = names::check_base_url("`base_url`", &base_url) {
            errors.push(error_at(raw.base_url.span(), message.to_string()));
        }
        // The play link is a page's call to action: it may lead only to a web page.
        let play = raw.play_url.get_ref();
        if let Err(message) = names::check_http_url("`play_url`", play)
            .map_err(UrlSettingError::from)
            .and_then(|()| check_placeholders("play_url", play, &["game", "option"], "game"))
        {
            errors.push(error_at(raw.play_url.span(), message.to_string()));
        }
        if let Some(edit_url) = &raw.edit_url {
            let edit = edit_url.get_ref();
            if let Err(message) = names::check_http_url("`edit_url`", edit)
                .map_err(UrlSettingError::from)
                .and_then(|()| check_host("`edit_url`", edit))
                .and_then(|()| check_placeholders("edit_url", edit, &["path"], "path"))
            {
                errors.push(error_at(edit_url.span(), message.to_string()));
            }
        }

        let (footer, footer_errors) = raw.footer.check();
        for (span, message) in footer_errors {
            errors.push(error_at(span, message));
        }

        let mut languages = Vec::new();
        let chains: Vec<(String, Vec<Spanned<String>>)> = raw
            .languages
            .iter()
            .map(|l| (l.tag.get_ref().clone(), l.fallback.clone()))
            .collect();
        for (message, span) in fallback_cycles(&chains) {
            errors.push(error_at(span, message));
        }
        for lang in raw.languages {
            let tag = lang.tag.get_ref().clone();
            let id = match parse_tag(&tag) {
                Ok(id) => id,
                Err(message) => {
                    errors.push(error_at(lang.tag.span(), message.to_string()));
                    continue;
                }
            };
            if let Err(message) = check_tag_folder(&tag) {
                errors.push(error_at(lang.tag.span(), message.to_string()));
                continue;
            }
            if languages.iter().any(|l: &Language| l.tag == tag) {
                errors.push(error_at(
                    lang.tag.span(),
                    format!("language `{tag}` is listed twice"),
                ));
                continue;
            }
            let dir = match &lang.dir {
                None => Direction::of_tag(&id),
                Some(d) => match d.get_ref().as_str() {
                    "ltr" => Direction::Ltr,
                    "rtl" => Direction::Rtl,
                    other => {
                        errors.push(error_at(
                            d.span(),
                            format!("expected `ltr` or `rtl` for `dir`, found `{other}`"),
                        ));
                        Direction::Ltr
                    }
                },
            };
            for f in &lang.fallback {
                if let Err(message) = parse_tag(f.get_ref()) {
                    errors.push(error_at(f.span(), message.to_string()));
                }
            }
            let quotes = match parse_quotes(&lang.quotes) {
                Some(q) => q,
                None => {
                    errors.push(error_at(
                        lang.tag.span(),
                        format!(
                            "expected `quotes` of language `{tag}` to be four single characters"
                        ),
                    ));
                    continue;
                }
            };
            languages.push(Language {
                at: source.position(lang.tag.span().start),
                tag,
                id,
                name: lang.name,
                dir,
                fallback: lang.fallback.into_iter().map(Spanned::into_inner).collect(),
                quotes,
            });
        }

        let reference = raw.reference_language.get_ref().clone();
        if !languages.iter().any(|l| l.tag == reference) {
            errors.push(error_at(
                raw.reference_language.span(),
                format!("the reference language `{reference}` is not one of the `languages`"),
            ));
        }
        let social_fonts = languages
            .iter()
            .map(|l| {
                let own = (raw.social.languages.iter())
                    .filter(|(tag, _)| tag.get_ref() == &l.tag)
                    .flat_map(|(_, families)| families);
                let families = own.chain(&raw.social.fonts).fold(Vec::new(), |mut v, f| {
                    if !v.contains(f) {
                        v.push(f.clone());
                    }
                    v
                });
                (l.tag.clone(), families)
            })
            .collect();
        for tag in raw.social.languages.keys() {
            if !languages.iter().any(|l| &l.tag == tag.get_ref()) {
                errors.push(error_at(
                    tag.span(),
                    format!(
                        "`[social.languages]` names `{}`, which is not one of the `languages`",
                        tag.get_ref()
                    ),
                ));
            }
        }
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(SiteConfig {
            base_url,
            reference_language: reference,
            play_url: raw.play_url.into_inner(),
            allow_html: raw.allow_html,
            search: raw.search,
            social_images: raw.social.images,
            social_fonts,
            fonts_dir: None,
            outdated_notes: raw.translations.outdated_notes,
            edit_url: raw.edit_url.map(Spanned::into_inner),
            footer,
            languages,
        })
    }

    /// The language with this tag.
    pub fn language(&self, tag: &str) -> Option<&Language> {
        self.languages.iter().find(|l| l.tag == tag)
    }

    /// The address that edits a source file (a path relative to the site's folder), when
    /// `edit_url` is set.
    pub fn edit_link(&self, file: &Path) -> Option<String> {
        let path = file.to_string_lossy().replace('\\', "/");
        Some(self.edit_url.as_ref()?.replace("{path}", &path))
    }

    /// The play site's home page, which every page's footer links: `play_url`'s scheme and host.
    pub fn play_home(&self) -> String {
        footer::home_of(&self.play_url)
    }

    /// The play site's address for a game and, for a variant, its table option.
    pub fn play_link(&self, game: &str, option: Option<&str>) -> String {
        let url = self.play_url.replace("{game}", game);
        match option {
            Some(option) => url.replace("{option}", option),
            // Without an option the query parameter that carries it is dropped.
            None => strip_option_parameter(&url),
        }
    }
}

fn strip_option_parameter(url: &str) -> String {
    let Some((path, query)) = url.split_once('?') else {
        return url.replace("{option}", "");
    };
    let kept: Vec<&str> = query
        .split('&')
        .filter(|p| !p.contains("{option}"))
        .collect();
    if kept.is_empty() {
        path.to_string()
    } else {
        format!("{path}?{}", kept.join("&"))
    }
}

/// Why a URL setting (`play_url`, `edit_url`) was refused, naming `what` setting it is; its
/// `Display` is the sentence the author reads.
#[derive(Debug, Clone, PartialEq, Eq)]
enum UrlSettingError {
    /// Not an absolute http(s) URL, or not one a page may link to.
    Name(NameError),
    /// No real host after the scheme.
    NoHostName { what: &'static str, url: String },
    /// A `{` without its `}`.
    UnclosedPlaceholder { what: &'static str, url: String },
    /// A `{name}` the setting does not know.
    UnknownPlaceholder {
        what: &'static str,
        name: String,
        known: &'static [&'static str],
    },
    /// The placeholder the setting cannot do without is missing.
    MissingPlaceholder {
        what: &'static str,
        required: &'static str,
    },
}

impl From<NameError> for UrlSettingError {
    fn from(error: NameError) -> Self {
        UrlSettingError::Name(error)
    }
}

impl fmt::Display for UrlSettingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UrlSettingError::Name(error) => error.fmt(f),
            UrlSettingError::NoHostName { what, url } => write!(
                f,
                "expected a host name in {what}, found `{}`",
                url.escape_debug()
            ),
            UrlSettingError::UnclosedPlaceholder { what, url } => {
                write!(f, "expected `}}` after `{{` in `{what}`, found `{url}`")
            }
            UrlSettingError::UnknownPlaceholder { what, name, known } => {
                let known: Vec<String> = known.iter().map(|k| format!("`{{{k}}}`")).collect();
                write!(
                    f,
                    "unknown placeholder `{{{name}}}` in `{what}`; expected {}",
                    known.join(" or ")
                )
            }
            UrlSettingError::MissingPlaceholder { what, required } => {
                let example = match *required {
                    "path" => " (the page's file, e.g. `content/variants/frysk/de.md`)",
                    _ => "",
                };
                write!(
                    f,
                    "expected `{what}` to contain the `{{{required}}}` placeholder{example}"
                )
            }
        }
    }
}

/// A URL pattern's `{name}` placeholders are the known ones, and the required one is there: an
/// unknown name (a typo such as `{opiton}`) would be published as it is on every page.
fn check_placeholders(
    what: &'static str,
    url: &str,
    known: &'static [&'static str],
    required: &'static str,
) -> Result<(), UrlSettingError> {
    let mut rest = url;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else {
            return Err(UrlSettingError::UnclosedPlaceholder {
                what,
                url: url.to_string(),
            });
        };
        let name = &after[..close];
        if !known.contains(&name) {
            return Err(UrlSettingError::UnknownPlaceholder {
                what,
                name: name.to_string(),
                known,
            });
        }
        rest = &after[close + 1..];
    }
    if !url.contains(&format!("{{{required}}}")) {
        return Err(UrlSettingError::MissingPlaceholder { what, required });
    }
    Ok(())
}

/// A URL has a real host after its scheme: `https:///x` or `https://{path}` has none.
fn check_host(what: &'static str, url: &str) -> Result<(), UrlSettingError> {
    let rest = &url[url.find("://").map_or(0, |i| i + 3)..];
    let host = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host = host.rsplit('@').next().unwrap_or(host);
    let name = host.split(':').next().unwrap_or(host);
    let real = !name.is_empty()
        && (name.chars()).all(|c| c.is_alphanumeric() || matches!(c, '.' | '-' | '[' | ']'));
    if real {
        return Ok(());
    }
    Err(UrlSettingError::NoHostName {
        what,
        url: url.to_string(),
    })
}

/// Each fallback that leads back to its own language, directly or through the fallbacks of the
/// languages it names: such a language would be built from its own missing text.
fn fallback_cycles(
    chains: &[(String, Vec<Spanned<String>>)],
) -> Vec<(String, std::ops::Range<usize>)> {
    let fallbacks_of = |tag: &str| {
        chains
            .iter()
            .find(|(t, _)| t == tag)
            .map_or(&[][..], |(_, f)| f.as_slice())
    };
    let mut found = Vec::new();
    for (tag, fallbacks) in chains {
        for first in fallbacks {
            // Depth-first along the fallbacks, remembering the way to report it.
            let mut stack = vec![vec![first.get_ref().as_str()]];
            let mut seen = std::collections::BTreeSet::new();
            while let Some(path) = stack.pop() {
                let last = path[path.len() - 1];
                if last == tag {
                    let way: Vec<&str> = std::iter::once(tag.as_str()).chain(path).collect();
                    found.push((
                        format!(
                            "the fallbacks of `{tag}` lead back to it ({}); a fallback chain must end in other languages",
                            way.join(" → ")
                        ),
                        first.span(),
                    ));
                    break;
                }
                if !seen.insert(last) {
                    continue;
                }
                for next in fallbacks_of(last) {
                    let mut longer = path.clone();
                    longer.push(next.get_ref());
                    stack.push(longer);
                }
            }
        }
    }
    found
}

/// Each entry is a mark, optionally with the (no-break) space a language puts inside it, as in
/// French `« ` and ` »`.
fn parse_quotes(q: &[String; 4]) -> Option<Quotes> {
    let ok = |s: &String| !s.trim().is_empty() && s.chars().count() <= 3;
    if !q.iter().all(ok) {
        return None;
    }
    let [open, close, inner_open, inner_close] = q.clone();
    Some(Quotes {
        open,
        close,
        inner_open,
        inner_close,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_base_path_is_the_base_urls_path() {
        let with = |url: &str| {
            let text = GOOD.replace("https://rules.example.org/", url);
            SiteConfig::parse(&text).map(|c| c.base_path()).ok()
        };
        assert_eq!(with("https://x.org").as_deref(), Some(""));
        assert_eq!(with("https://x.org/rules/").as_deref(), Some("/rules"));
    }

    const GOOD: &str = r#"
base_url = "https://rules.example.org/"
reference_language = "en"
play_url = "https://play.example.org/new?game={game}&option={option}"

[[languages]]
tag = "en"
name = "English"
quotes = ["“", "”", "‘", "’"]

[[languages]]
tag = "nb"
name = "Norsk bokmål"
fallback = ["no", "en"]
quotes = ["«", "»", "‘", "’"]
"#;

    #[test]
    fn reads_languages_and_trims_the_base_url() {
        let c = SiteConfig::parse(GOOD).unwrap();
        assert_eq!(c.base_url, "https://rules.example.org");
        assert_eq!(c.languages[1].fallback, ["no", "en"]);
        assert_eq!(c.languages[1].quotes.open, "«");
        assert_eq!(c.languages[0].dir, Direction::Ltr);
    }

    #[test]
    fn play_links_with_and_without_an_option() {
        let c = SiteConfig::parse(GOOD).unwrap();
        assert_eq!(
            c.play_link("chinese-checkers", Some("long-jump")),
            "https://play.example.org/new?game=chinese-checkers&option=long-jump"
        );
        assert_eq!(
            c.play_link("chinese-checkers", None),
            "https://play.example.org/new?game=chinese-checkers"
        );
    }

    #[test]
    fn a_bad_tag_is_reported_where_it_is() {
        let text = GOOD.replace("tag = \"nb\"", "tag = \"n_b!\"");
        let errs = SiteConfig::parse(&text).unwrap_err();
        assert_eq!(errs.len(), 1);
        assert_eq!(errs[0].line, 12);
        assert!(errs[0].message.contains("BCP 47"), "{}", errs[0].message);
    }

    #[test]
    fn an_unknown_field_is_an_error_with_its_line() {
        let text = GOOD.replace("name = \"English\"", "name = \"English\"\ncolour = 3");
        let errs = SiteConfig::parse(&text).unwrap_err();
        assert_eq!(errs[0].line, 9);
        assert!(errs[0].message.contains("unknown field `colour`"));
    }

    #[test]
    fn the_footer_is_optional_and_its_links_are_checked_where_they_are() {
        assert_eq!(SiteConfig::parse(GOOD).unwrap().footer, Footer::default());
        let with = |table: &str| {
            SiteConfig::parse(&GOOD.replacen(
                "\n[[languages]]",
                &format!("\n[footer]\n{table}\n\n[[languages]]"),
                1,
            ))
        };
        let c = with("about_url = \"https://x.org/about\"\nlicence = \"MIT\"\nlicence_url = \"https://x.org/licence\"").unwrap();
        assert_eq!(c.footer.about_url.as_deref(), Some("https://x.org/about"));
        assert_eq!(c.footer.licence.as_deref(), Some("MIT"));
        assert_eq!(c.play_home(), "https://play.example.org/");
        let errs = with("licence = \"MIT\"\nlicense_url = \"https://x.org/l\"").unwrap_err();
        assert_eq!(
            (errs[0].line, errs[0].column),
            (8, 1),
            "{}",
            errs[0].message
        );
        assert!(
            errs[0].message.contains("unknown field `license_url`"),
            "{}",
            errs[0].message
        );
        let errs = with("about_url = \"javascript:alert(1)\"\nlicence_url = \"https://x.org/l\"")
            .unwrap_err();
        assert_eq!(errs.len(), 2);
        assert_eq!(
            (errs[0].line, errs[0].column),
            (7, 13),
            "{}",
            errs[0].message
        );
        assert!(
            errs[1].message.contains("beside `licence_url`"),
            "{}",
            errs[1].message
        );
        assert_eq!(errs[1].line, 8);
    }

    #[test]
    fn arabic_is_right_to_left_by_default() {
        let id = parse_tag("ar").unwrap();
        assert_eq!(Direction::of_tag(&id), Direction::Rtl);
    }
}
