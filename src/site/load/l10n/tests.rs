//! The localizer on a small site of two languages: fallbacks, the page's game names, and both
//! ways a page message is formatted (renamed references in the shared bundles, or bundles of
//! the page's own).

use std::path::Path;

use super::*;
use crate::site::diagnostic::Diagnostics;

const SITE: &str = r#"
base_url = "https://rules.example.org"
reference_language = "en"
play_url = "https://play.example.org/new?game={game}"

[[languages]]
tag = "en"
name = "English"
quotes = ["“", "”", "‘", "’"]

[[languages]]
tag = "hu"
name = "Magyar"
fallback = ["en"]
quotes = ["„", "”", "»", "«"]
"#;

/// A site folder with these `.ftl` files (tag, text), loaded.
struct Site {
    _dir: tempfile::TempDir,
    config: SiteConfig,
    locales: Locales,
}

fn site(files: &[(&str, &str)]) -> Site {
    let dir = tempfile::tempdir().expect("a temporary folder");
    for (tag, text) in files {
        let folder = dir.path().join(LOCALES).join(tag);
        std::fs::create_dir_all(&folder).expect("a locale folder");
        std::fs::write(folder.join("main.ftl"), text).expect("an .ftl file");
    }
    let mut diagnostics = Diagnostics::default();
    let locales = Locales::load(dir.path(), &mut diagnostics);
    assert!(diagnostics.is_empty(), "{diagnostics:?}");
    let config = SiteConfig::parse(SITE).expect("a valid site.toml");
    Site {
        _dir: dir,
        config,
        locales,
    }
}

impl Site {
    fn localizer(&self, tag: &str) -> Localizer<'_> {
        let language = self.config.language(tag).expect("a language of the site");
        Localizer::new(language, &self.config, &self.locales)
    }
}

/// A page message formatted for `game` (and `base`) in `tag`.
fn page_text(site: &Site, tag: &str, game: &str, base: Option<&str>, id: &str) -> String {
    let localizer = site.localizer(tag);
    let page = localizer.for_page(game, base).expect("the games are named");
    let text = page.format(id, None).expect("the message formats");
    without_isolation(&text).into_owned()
}

const EN: &str = "
-chess = Chess
-shogi = Shogi
home = Home
rules-of = Rules of { -game }
variant-of = A variant of { -base }
greeting = Hello, { $name }
";

const HU: &str = "
-chess = Sakk
home = Kezdőlap
rules-of = { -game } szabályai
";

#[test]
fn a_message_the_language_lacks_comes_from_its_fallback() {
    let site = site(&[("en", EN), ("hu", HU)]);
    let hu = site.localizer("hu");
    assert!(!hu.falls_back("home"));
    assert!(hu.falls_back("greeting"));
    let defined_in = |id: &str| hu.entry_site(id).map(|e| e.file.clone());
    assert_eq!(
        defined_in("greeting"),
        Some(Path::new(LOCALES).join("en").join("main.ftl"))
    );
    let strings = hu.language_strings().expect("the strings format");
    assert_eq!(strings["home"], "Kezdőlap");
    // A variable becomes a placeholder the page's script fills in.
    assert_eq!(strings["greeting"], "Hello, {name}");
    // Messages naming the page's game are formatted per page, not here.
    assert!(!strings.contains_key("rules_of"));
}

#[test]
fn a_page_message_names_the_pages_game_in_the_pages_language() {
    let site = site(&[("en", EN), ("hu", HU)]);
    assert_eq!(
        page_text(&site, "hu", "chess", None, "rules-of"),
        "Sakk szabályai"
    );
    assert_eq!(
        page_text(&site, "en", "chess", None, "rules-of"),
        "Rules of Chess"
    );
    assert_eq!(
        page_text(&site, "en", "shogi", Some("chess"), "variant-of"),
        "A variant of Chess"
    );
}

/// Hungarian does not name shogi: a Hungarian sentence cannot hold the English name with the
/// right grammar, so the page's messages come from English, the first language naming it.
#[test]
fn a_language_that_does_not_name_the_game_takes_the_pages_messages_from_one_that_does() {
    let site = site(&[("en", EN), ("hu", HU)]);
    assert_eq!(
        page_text(&site, "hu", "shogi", None, "rules-of"),
        "Rules of Shogi"
    );
    let hu = site.localizer("hu");
    let page = hu.for_page("shogi", None).expect("English names shogi");
    assert!(page.defines("greeting"));
    assert!(!page.defines("nothing-like-it"));
}

#[test]
fn a_game_no_language_names_is_an_error_naming_the_term() {
    let site = site(&[("en", EN), ("hu", HU)]);
    let hu = site.localizer("hu");
    let error = hu.for_page("xiangqi", None).err().expect("no name");
    assert!(error.message.contains("`-xiangqi`"), "{}", error.message);
    let error = hu
        .for_page("chess", Some("xiangqi"))
        .err()
        .expect("no name");
    assert!(error.message.contains("`-xiangqi`"), "{}", error.message);
}

/// A message that names `-game` and is itself referred to by another message cannot be renamed
/// in place: the page gets bundles of its own with `-game` bound, and formats alike.
#[test]
fn a_referred_page_message_is_formatted_in_the_pages_own_bundles() {
    let en = format!("{EN}heading = {{ rules-of }}!\n");
    let hu = format!("{HU}heading = {{ rules-of }}!\n");
    let site = site(&[("en", &en), ("hu", &hu)]);
    let hu_localizer = site.localizer("hu");
    assert!(!hu_localizer.renames);
    assert_eq!(
        page_text(&site, "hu", "chess", None, "heading"),
        "Sakk szabályai!"
    );
    assert_eq!(
        page_text(&site, "hu", "shogi", None, "heading"),
        "Rules of Shogi!"
    );
    assert_eq!(
        page_text(&site, "en", "chess", None, "rules-of"),
        "Rules of Chess"
    );
}

/// A message that names the game only through other messages or terms is a page message too:
/// the language's shared strings leave it out (formatting it there fails: no `-game`), and the
/// page formats it with the game named.
#[test]
fn a_message_naming_the_game_through_references_is_formatted_per_page() {
    let en = format!(
        "{EN}heading = {{ rules-of }}!\n-title = {{ -game }} for all\ncaption = {{ -title }}\n"
    );
    let hu = format!("{HU}heading = {{ rules-of }}!\n");
    let site = site(&[("en", &en), ("hu", &hu)]);
    for tag in ["en", "hu"] {
        let strings = site
            .localizer(tag)
            .language_strings()
            .expect("the shared strings format");
        assert!(!strings.contains_key("heading"), "{tag}");
        assert!(!strings.contains_key("caption"), "{tag}");
        assert_eq!(
            strings["home"],
            if tag == "en" { "Home" } else { "Kezdőlap" }
        );
    }
    assert_eq!(
        page_text(&site, "hu", "chess", None, "heading"),
        "Sakk szabályai!"
    );
    assert_eq!(
        page_text(&site, "en", "chess", None, "caption"),
        "Chess for all"
    );
}

#[test]
fn following_references_ends_on_cycles() {
    let refs = |messages: &[&str], terms: &[&str]| References {
        messages: messages.iter().map(|m| m.to_string()).collect(),
        terms: terms.iter().map(|t| t.to_string()).collect(),
        ..References::default()
    };
    let refers = [
        (true, "loop-a", refs(&["loop-b"], &[])),
        (true, "loop-b", refs(&["loop-a"], &[])),
        (true, "named", refs(&["loop-a"], &["game"])),
        (true, "late", refs(&["later"], &[])),
        (true, "later", refs(&["named"], &[])),
    ];
    let found = page_dependent(&refers);
    let mut found: Vec<&str> = found.iter().map(String::as_str).collect();
    found.sort_unstable();
    assert_eq!(found, ["late", "later", "named"]);
}

#[test]
fn untranslated_messages_are_listed_for_the_translator() {
    let site = site(&[("en", EN), ("hu", HU)]);
    let hu = site.localizer("hu");
    let reference = site.locales.get("en").expect("English");
    let missing: Vec<String> = hu
        .untranslated(reference)
        .iter()
        .map(|d| d.message.clone())
        .collect();
    assert!(
        missing.iter().any(|m| m.contains("greeting")),
        "{missing:?}"
    );
    assert!(!missing.iter().any(|m| m.contains("`home`")), "{missing:?}");
}
