//! Social images: every page names a 1200 × 630 PNG of its own, the same input gives the same
//! bytes, `[social] images = false` writes none, Arabic and Chinese titles are drawn, and the
//! cache sheds the images no page uses.

use crate::common;

use std::path::Path;
use std::sync::Arc;

use common::*;
use rulebook::parse::SiteConfig;
use rulebook::social::{draw, Card, FontSet, HEIGHT, WIDTH};

/// The `og:image` URL of a page, if it names one.
fn og_image(html: &str) -> Option<String> {
    let at = html.find("<meta property=\"og:image\" content=\"")?;
    let rest = &html[at + 35..];
    Some(rest[..rest.find('"')?].to_string())
}

/// Every HTML page of a built site but the 404 pages and the root's language choice.
fn pages(out: &Path) -> Vec<std::path::PathBuf> {
    let mut pages: Vec<_> = walkdir::WalkDir::new(out)
        .into_iter()
        .filter_map(Result::ok)
        .map(|e| e.into_path())
        .filter(|p| p.extension().is_some_and(|e| e == "html"))
        .filter(|p| !p.ends_with("404.html") && p.parent() != Some(out))
        .filter(|p| !p.starts_with(out.join("pagefind")))
        .collect();
    pages.sort();
    pages
}

/// Width and height from a PNG's IHDR chunk.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "not a PNG");
    assert_eq!(&bytes[12..16], b"IHDR");
    let be = |i: usize| u32::from_be_bytes(bytes[i..i + 4].try_into().expect("4 bytes"));
    (be(16), be(20))
}

fn pixels(png_bytes: &[u8]) -> Vec<u8> {
    let decoder = png::Decoder::new(std::io::Cursor::new(png_bytes));
    let mut reader = decoder.read_info().expect("png header");
    let mut buf = vec![0; reader.output_buffer_size().expect("size")];
    let info = reader.next_frame(&mut buf).expect("png frame");
    buf.truncate(info.buffer_size());
    buf
}

/// The pixels of a left-to-right card's board: the square at its left, 50 px from the edges.
fn board_of(png_bytes: &[u8]) -> Vec<u8> {
    const BOARD: usize = 530;
    const MARGIN: usize = 50;
    let all = pixels(png_bytes);
    let row = all.len() / HEIGHT as usize;
    let channels = row / WIDTH as usize;
    let left = MARGIN * channels;
    (MARGIN..MARGIN + BOARD)
        .flat_map(|y| all[y * row + left..y * row + left + BOARD * channels].to_vec())
        .collect()
}

#[test]
fn every_page_names_its_own_png_of_1200_by_630() {
    let site = copy_site();
    let out = site.path().join("out");
    let run = build_cli(site.path(), &out, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    let pages = pages(&out);
    assert!(pages.len() > 100, "{} pages", pages.len());
    let mut seen = std::collections::BTreeMap::new();
    let mut lessons = Vec::new();
    for page in &pages {
        let html = read(page);
        let url = og_image(&html).unwrap_or_else(|| panic!("{} has no og:image", page.display()));
        // A game's lesson path shows its game's card (checked below), not one of its own.
        if html.contains("<article class=\"page page-lessons\">") {
            lessons.push((page.clone(), url));
            continue;
        }
        let path = url
            .strip_prefix("https://rules.example.org")
            .unwrap_or_else(|| panic!("{url} is not under the base URL"));
        let file = out.join(path.trim_start_matches('/'));
        let bytes = std::fs::read(&file).unwrap_or_else(|e| panic!("{url}: {e}"));
        assert_eq!(png_size(&bytes), (WIDTH, HEIGHT), "{url}");
        for tag in [
            "<meta property=\"og:image:width\" content=\"1200\">",
            "<meta property=\"og:image:height\" content=\"630\">",
            "<meta property=\"og:image:alt\" content=\"",
            "<meta name=\"twitter:card\" content=\"summary_large_image\">",
        ] {
            assert!(html.contains(tag), "{}: no {tag}", page.display());
        }
        seen.insert(url, bytes);
    }
    // A variant's card shows its start position, which tells the game at a glance, not its
    // first diagram (a few pieces): Frisian draughts starts as International draughts does.
    let board = |page: &str| {
        let url = og_image(&read(out.join(page))).expect("og:image");
        board_of(&seen[&url])
    };
    assert!(
        board("en/variants/frisian-draughts/index.html")
            == board("en/games/international-draughts/index.html"),
        "the variant's card does not show the start position"
    );
    // One image per page, each drawn for it: no two pages share the same bytes.
    assert!(!lessons.is_empty());
    for (page, url) in &lessons {
        let game = page
            .parent()
            .and_then(Path::parent)
            .expect("the game's folder");
        let game_image = og_image(&read(game.join("index.html"))).expect("the game's og:image");
        assert_eq!(url, &game_image, "{}", page.display());
    }
    assert_eq!(seen.len() + lessons.len(), pages.len());
    let distinct: std::collections::BTreeSet<&Vec<u8>> = seen.values().collect();
    assert_eq!(distinct.len(), seen.len(), "two pages have the same image");

    // The same input gives the same bytes, drawn anew (without the cache) or from the cache.
    let again = site.path().join("again");
    std::fs::remove_dir_all(site.path().join(".rulebook-cache")).expect("clear the cache");
    let run = build_cli(site.path(), &again, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    assert!(snapshot(&out) == snapshot(&again), "two builds differ");
    let cached = site.path().join("cached");
    let run = build_cli(site.path(), &cached, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    assert!(
        snapshot(&out) == snapshot(&cached),
        "a build from the cache differs"
    );
}

/// The cache's images, by path.
fn cached_images(site: &Path) -> Vec<std::path::PathBuf> {
    walkdir::WalkDir::new(site.join(".rulebook-cache/social"))
        .into_iter()
        .filter_map(Result::ok)
        .map(walkdir::DirEntry::into_path)
        .filter(|p| p.extension().is_some_and(|e| e == "png"))
        .collect()
}

#[test]
fn a_build_removes_the_cached_images_no_page_uses_once_they_are_old() {
    let site = copy_site();
    let out = site.path().join("out");
    let run = build_cli(site.path(), &out, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    let used = cached_images(site.path());
    assert!(used.len() > 100, "{} images", used.len());
    let long_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(31 * 24 * 3600);
    let age = |path: &Path| {
        let file = std::fs::File::options()
            .write(true)
            .open(path)
            .expect("open");
        file.set_modified(long_ago).expect("set the time");
    };
    // Every image drawn long ago; beside them, one of an old title drawn long ago, one drawn
    // now, and a file the cache did not write.
    used.iter().for_each(|p| age(p));
    let social = site.path().join(".rulebook-cache/social");
    let (stale, fresh, foreign) = (
        social.join("00/00000000000000aa.png"),
        social.join("00/00000000000000bb.png"),
        social.join("00/notes.png"),
    );
    for file in [&stale, &fresh, &foreign] {
        std::fs::create_dir_all(file.parent().expect("a shard")).expect("mkdir");
        std::fs::write(file, b"\x89PNG\r\n\x1a\n").expect("write");
    }
    age(&stale);
    age(&foreign);

    // A build that fails removes nothing.
    edit(site.path(), "templates/base.html", "<main", "{% if %}<main");
    let run = build_cli(site.path(), &out, &[]);
    assert!(!run.status.success());
    assert!(stale.exists(), "a failed build pruned the cache");
    edit(site.path(), "templates/base.html", "{% if %}<main", "<main");

    let run = build_cli(site.path(), &out, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    assert!(!stale.exists(), "an old image no page uses is removed");
    assert!(fresh.exists(), "an image drawn lately is kept");
    assert!(foreign.exists(), "a file the cache did not write is left");
    let missing: Vec<_> = used.iter().filter(|p| !p.exists()).collect();
    assert!(
        missing.is_empty(),
        "images in use were removed: {missing:?}"
    );
}

#[test]
fn switched_off_they_are_neither_drawn_nor_named() {
    let site = copy_site();
    edit(site.path(), "site.toml", "images = true", "images = false");
    let out = site.path().join("out");
    let run = build_cli(site.path(), &out, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    let pngs = walkdir::WalkDir::new(&out)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.path().ends_with("share.png"))
        .count();
    assert_eq!(pngs, 0);
    for page in pages(&out) {
        let html = read(&page);
        assert!(!html.contains("og:image"), "{}", page.display());
        assert!(!html.contains("twitter:card"), "{}", page.display());
    }
}

#[test]
fn a_title_without_a_font_is_a_warning_and_fails_strict_builds() {
    let site = copy_site();
    edit(
        site.path(),
        "site.toml",
        "fonts = [\"Noto Sans\", \"DejaVu Sans\"]",
        "fonts = [\"No Such Family\"]",
    );
    edit(
        site.path(),
        "site.toml",
        "ar = [\"Noto Sans Arabic\", \"DejaVu Sans\"]",
        "ar = [\"No Such Family\"]",
    );
    let out = site.path().join("out");
    let run = build_cli(site.path(), &out, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    let err = stderr(&run);
    // One line for the language, however many of its images lack their title.
    let lines: Vec<&str> = err
        .lines()
        .filter(|l| l.contains("`ar`: no font for"))
        .collect();
    assert_eq!(lines.len(), 1, "{err}");
    assert!(
        lines[0].contains("social images drawn without") && lines[0].contains("No Such Family"),
        "{err}"
    );
    // Drawn all the same, without the title.
    let bytes = std::fs::read(out.join("ar/share.png")).expect("ar/share.png");
    assert_eq!(png_size(&bytes), (WIDTH, HEIGHT));
    let strict = build_cli(site.path(), &site.path().join("strict"), &["--strict"]);
    assert!(
        !strict.status.success(),
        "--strict passed with a missing font"
    );
    assert!(
        stderr(&strict).contains("no font for"),
        "{}",
        stderr(&strict)
    );
}

/// The fonts site.toml names for a language, as the build finds them.
fn fonts_of(tag: &str) -> Arc<FontSet> {
    let config = SiteConfig::load(&site_root()).expect("site.toml");
    FontSet::of(config.fonts_dir.as_deref(), &config.social_fonts[tag])
}

/// The site carries the fonts it names (`fonts/`): each language's own family is found there,
/// whatever this machine has installed.
#[test]
fn the_site_carries_a_font_for_each_script() {
    for (tag, family) in [
        ("en", "Noto Sans"),
        ("ru", "Noto Sans"),
        ("ar", "Noto Sans Arabic"),
        ("zh-Hans", "Noto Sans CJK SC"),
        ("zh-Hant", "Noto Sans CJK TC"),
        ("ja", "Noto Sans CJK JP"),
    ] {
        let described = fonts_of(tag).describe();
        assert!(
            described.starts_with(family),
            "{tag}: {described} does not begin with {family}"
        );
    }
}

#[test]
fn arabic_chinese_and_japanese_titles_are_drawn() {
    for (tag, title, name, rtl) in [
        ("ar", "الداما الصينية", "قواعد الألعاب", true),
        ("zh-Hans", "国际跳棋", "游戏规则", false),
        ("zh-Hant", "國際跳棋", "遊戲規則", false),
        ("ja", "国際ドラフツ", "ゲームのルール", false),
        ("ru", "Международные шашки", "Правила игр", false),
    ] {
        let fonts = fonts_of(tag);
        let (card, missing) = Card::new(
            title.to_string(),
            name.to_string(),
            rtl,
            None,
            fonts.clone(),
        );
        assert!(
            missing.is_empty(),
            "{tag}: no font for {missing:?} among {}; scripts/fonts.sh remakes fonts/",
            fonts.describe()
        );
        let with = pixels(&draw(&card).expect("draw"));
        let without = Card {
            title_drawn: false,
            ..Card::new(title.to_string(), name.to_string(), rtl, None, fonts).0
        };
        let without = pixels(&draw(&without).expect("draw"));
        let changed = with
            .chunks_exact(3)
            .zip(without.chunks_exact(3))
            .filter(|(a, b)| a != b)
            .count();
        // A title of a few characters at 68 px covers thousands of pixels.
        assert!(changed > 3000, "{tag}: the title changed {changed} pixels");
        // Right to left: the title ends at the right margin, left to right it starts at the left.
        let ink_x: Vec<usize> = with
            .chunks_exact(3)
            .zip(without.chunks_exact(3))
            .enumerate()
            .filter(|(_, (a, b))| a != b)
            .map(|(i, _)| i % WIDTH as usize)
            .collect();
        let (min, max) = (ink_x.iter().min().unwrap(), ink_x.iter().max().unwrap());
        if rtl {
            assert!(*max > 1000 && *max <= 1100, "{tag}: ink ends at x = {max}");
        } else {
            assert!(*min >= 100 && *min < 200, "{tag}: ink starts at x = {min}");
        }
    }
}
