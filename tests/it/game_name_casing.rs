//! Game names by their place in the sentence, in every language: the title and the first word of
//! a sentence take the `start` form, a name inside a sentence the `mid` form (lower case where the
//! language writes it so, with its case and article where it has them). Each row is what a reader
//! sees on the built pages; a language added to the site needs its row here.

use crate::common;

use common::*;

/// Per language: the International draughts page (its title, then the heading that names it
/// inside a question) and the Frisian draughts page (the comparison table's caption, which names
/// both games inside a sentence).
struct Row {
    lang: &'static str,
    game_page: &'static str,
    start: &'static str,
    mid: &'static str,
    variant_page: &'static str,
    caption: &'static str,
}

const ROWS: &[Row] = &[
    Row {
        lang: "en",
        game_page: "/en/games/international-draughts/",
        start: "International draughts",
        mid: "What is international draughts?",
        variant_page: "/en/variants/frisian-draughts/",
        caption: "How Frisian draughts differs from standard international draughts",
    },
    Row {
        lang: "hu",
        game_page: "/hu/jatekok/nemzetkozi-dama/",
        start: "Nemzetközi dáma",
        mid: "Mi a nemzetközi dáma?",
        variant_page: "/hu/valtozatok/friz-dama/",
        caption: "Miben tér el a fríz dáma a hagyományos nemzetközi dáma szabályaitól?",
    },
    Row {
        lang: "nb",
        game_page: "/nb/spill/internasjonal-dam/",
        start: "Internasjonal dam",
        mid: "Hva er internasjonal dam?",
        variant_page: "/nb/varianter/frisisk-dam/",
        caption: "Hvordan frisisk dam skiller seg fra vanlig internasjonal dam",
    },
    Row {
        lang: "de",
        game_page: "/de/spiele/internationales-damespiel/",
        start: "Internationales Damespiel",
        mid: "Was ist das Internationale Damespiel?",
        variant_page: "/de/varianten/friesisches-damespiel/",
        caption: "Wie sich das Friesische Damespiel vom klassischen Internationalen Damespiel unterscheidet",
    },
    Row {
        lang: "nl",
        game_page: "/nl/spellen/internationaal-dammen/",
        start: "Internationaal dammen",
        mid: "Wat is internationaal dammen?",
        variant_page: "/nl/varianten/fries-dammen/",
        caption: "Zo verschilt Fries dammen van gewoon internationaal dammen",
    },
    Row {
        lang: "fr",
        game_page: "/fr/jeux/dames-internationales/",
        start: "Dames internationales",
        mid: "Qu’est-ce que les dames internationales\u{202F}?",
        variant_page: "/fr/variantes/dames-frisonnes/",
        caption: "Ce qui distingue les dames frisonnes des dames internationales classiques",
    },
    Row {
        lang: "es",
        game_page: "/es/juegos/damas-internacionales/",
        start: "Damas internacionales",
        mid: "¿Qué son las damas internacionales?",
        variant_page: "/es/variantes/damas-frisias/",
        caption: "En qué se diferencian las damas frisias de las damas internacionales clásicas",
    },
    Row {
        lang: "pl",
        game_page: "/pl/gry/warcaby-miedzynarodowe/",
        start: "Warcaby międzynarodowe",
        mid: "Czym są warcaby międzynarodowe?",
        variant_page: "/pl/odmiany/warcaby-fryzyjskie/",
        caption: "Czym warcaby fryzyjskie różnią się od zwykłych warcabów międzynarodowych",
    },
    Row {
        lang: "ar",
        game_page: "/ar/games/international-draughts/",
        start: "الداما الدولية",
        mid: "ما هي الداما الدولية؟",
        variant_page: "/ar/variants/frisian-draughts/",
        caption: "كيف تختلف الداما الفريزية عن الداما الدولية القياسية",
    },
    Row {
        lang: "zh-Hans",
        game_page: "/zh-Hans/youxi/guoji-tiaoqi/",
        start: "国际跳棋",
        mid: "什么是国际跳棋？",
        variant_page: "/zh-Hans/bianti/fulisilan-tiaoqi/",
        caption: "弗里斯兰跳棋与标准国际跳棋的区别",
    },
    Row {
        lang: "ru",
        game_page: "/ru/igry/mezhdunarodnye-shashki/",
        start: "Международные шашки",
        mid: "Что такое международные шашки?",
        variant_page: "/ru/varianty/frizskie-shashki/",
        caption: "Чем фризские шашки отличаются от обычных международных шашек",
    },
    Row {
        lang: "it",
        game_page: "/it/giochi/dama-internazionale/",
        start: "Dama internazionale",
        mid: "Che cos’è la dama internazionale?",
        variant_page: "/it/varianti/dama-frisone/",
        caption: "In che cosa la dama frisone si distingue dalla dama internazionale classica",
    },
    Row {
        lang: "pt-BR",
        game_page: "/pt-BR/jogos/damas-internacionais/",
        start: "Damas internacionais",
        mid: "O que são as damas internacionais?",
        variant_page: "/pt-BR/variantes/damas-frisias/",
        caption: "Em que as damas frísias diferem das damas internacionais clássicas",
    },
    // Turkish puts the name first in the question and joins names with “ile”, so no case suffix
    // (and no vowel harmony) is needed.
    Row {
        lang: "tr",
        game_page: "/tr/oyunlar/uluslararasi-capraz-dama/",
        start: "Uluslararası çapraz dama",
        mid: "Uluslararası çapraz dama nedir?",
        variant_page: "/tr/varyantlar/friz-damasi/",
        caption: "Friz daması ile standart uluslararası çapraz dama arasındaki farklar",
    },
    Row {
        lang: "ja",
        game_page: "/ja/games/international-draughts/",
        start: "インターナショナルドラフツ",
        mid: "インターナショナルドラフツとは",
        variant_page: "/ja/variants/frisian-draughts/",
        caption: "フリジアンドラフツと標準のインターナショナルドラフツとの違い",
    },
    Row {
        lang: "zh-Hant",
        game_page: "/zh-Hant/youxi/guoji-tiaoqi/",
        start: "國際跳棋",
        mid: "什麼是國際跳棋？",
        variant_page: "/zh-Hant/bianti/fulisilan-tiaoqi/",
        caption: "弗里斯蘭跳棋與標準國際跳棋的差異",
    },
    Row {
        lang: "fy",
        game_page: "/fy/spullen/ynternasjonaal-damjen/",
        start: "Ynternasjonaal damjen",
        mid: "Wat is ynternasjonaal damjen?",
        variant_page: "/fy/farianten/frysk-damjen/",
        caption: "Wêryn’t Frysk damjen ferskilt fan gewoan ynternasjonaal damjen",
    },
];

#[test]
fn every_language_names_games_by_their_place_in_the_sentence() {
    for row in ROWS {
        let game = page(row.game_page);
        let h1 = format!("<h1>{}</h1>", row.start);
        assert!(
            game.contains(&h1),
            "{}: no {h1} in {}",
            row.lang,
            row.game_page
        );
        let heading = format!("<h2 id=\"what-is\">{}</h2>", row.mid);
        assert!(
            game.contains(&heading),
            "{}: no {heading} in {}",
            row.lang,
            row.game_page
        );
        let variant = page(row.variant_page);
        let caption = format!("<caption>{}</caption>", row.caption);
        assert!(
            variant.contains(&caption),
            "{}: no {caption} in {}",
            row.lang,
            row.variant_page
        );
    }
}

#[test]
fn every_language_of_the_site_has_a_row() {
    let config = read(site_root().join("site.toml"));
    let tags: Vec<&str> = config
        .lines()
        .filter_map(|l| l.strip_prefix("tag = \""))
        .filter_map(|l| l.strip_suffix('"'))
        .collect();
    assert!(tags.len() >= 10, "{tags:?}");
    for tag in tags {
        assert!(
            ROWS.iter().any(|r| r.lang == tag),
            "`{tag}` has no row in tests/it/game_name_casing.rs: add what its pages show at the start and in the middle of a sentence"
        );
    }
}

#[test]
fn check_asks_every_name_inside_a_sentence_for_its_mid_form() {
    let site = copy_site();
    let root = site.path();
    // A translator writes a name inside a sentence without asking for its form, and a name
    // whose start form is lower-case.
    edit(
        root,
        "locales/nb/interface.ftl",
        "section-what-is = Hva er { -game(position: \"mid\") }?",
        "section-what-is = Hva er { -game }?",
    );
    edit(
        root,
        "locales/hu/games.ftl",
        "*[start] Fríz dáma",
        "*[start] fríz dáma",
    );
    let r = root.to_str().unwrap();
    let run = rulebook(&["check", "--strict", "--root", r]);
    assert!(!run.status.success());
    let out = stdout(&run) + &stderr(&run);
    // The warning points at the name itself.
    let interface = read(root.join("locales/nb/interface.ftl"));
    let (line, text) = interface
        .lines()
        .enumerate()
        .find(|(_, l)| l.starts_with("section-what-is"))
        .unwrap();
    let column = text.find("-game").unwrap() + 1;
    assert!(
        out.contains(&format!(
            "locales/nb/interface.ftl:{}:{column}: error: `section-what-is` puts `-game` inside a sentence",
            line + 1
        )),
        "{out}"
    );
    assert!(
        out.contains("locales/hu/games.ftl:")
            && out.contains("the `start` form of `-frisian-draughts` begins with a small letter"),
        "{out}"
    );
}
