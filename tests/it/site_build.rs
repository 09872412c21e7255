//! Builds the real site and checks what readers, search engines and translators get.

use crate::common;

use std::collections::BTreeSet;

use common::*;

/// The tags of site.toml's languages.
fn site_languages() -> Vec<String> {
    read(site_root().join("site.toml"))
        .lines()
        .filter_map(|l| l.strip_prefix("tag = \""))
        .map(|t| t.trim_end_matches('"').to_string())
        .collect()
}

const PAGES: [[&str; 3]; 9] = [
    [
        "/en/games/chinese-checkers/",
        "/hu/jatekok/kinai-dama/",
        "/nb/spill/kinasjakk/",
    ],
    [
        "/en/games/international-draughts/",
        "/hu/jatekok/nemzetkozi-dama/",
        "/nb/spill/internasjonal-dam/",
    ],
    [
        "/en/variants/super-chinese-checkers/",
        "/hu/valtozatok/szuper-kinai-dama/",
        "/nb/varianter/superkinasjakk/",
    ],
    [
        "/en/variants/frisian-draughts/",
        "/hu/valtozatok/friz-dama/",
        "/nb/varianter/frisisk-dam/",
    ],
    [
        "/en/variants/antidraughts/",
        "/hu/valtozatok/antidama/",
        "/nb/varianter/antidam/",
    ],
    [
        "/en/variants/frysk/",
        "/hu/valtozatok/frysk/",
        "/nb/varianter/frysk/",
    ],
    [
        "/en/variants/breakthrough-draughts/",
        "/hu/valtozatok/attoreses-dama/",
        "/nb/varianter/gjennombruddsdam/",
    ],
    [
        "/en/variants/russian-draughts/",
        "/hu/valtozatok/orosz-dama/",
        "/nb/varianter/russisk-dam/",
    ],
    [
        "/en/variants/brazilian-draughts/",
        "/hu/valtozatok/brazil-dama/",
        "/nb/varianter/brasiliansk-dam/",
    ],
];

#[test]
fn every_page_exists_in_every_language() {
    assert_published_in("en", "ltr", PAGES.map(|[en, _, _]| en));
    assert_published_in("hu", "ltr", PAGES.map(|[_, hu, _]| hu));
    assert_published_in("nb", "ltr", PAGES.map(|[_, _, nb]| nb));
    for file in [
        "index.html",
        "404.html",
        "sitemap.xml",
        "robots.txt",
        "css/site.css",
    ] {
        assert!(built().join(file).is_file(), "{file}");
    }
}

/// The text of a page's family label (a link to the game on variant pages).
fn family_label(html: &str) -> String {
    let start = html
        .find("<p class=\"family-label\">")
        .expect("a family label");
    let inner = &html[start..];
    let inner = &inner[inner.find('>').unwrap() + 1..inner.find("</p>").unwrap()];
    let mut text = String::new();
    let mut in_tag = false;
    for c in inner.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            _ if !in_tag => text.push(c),
            _ => {}
        }
    }
    text
}

/// The language switcher's part of a page.
fn switcher_of(html: &str) -> &str {
    let start = html
        .find("<nav class=\"languages-menu\"")
        .expect("a language menu");
    let rest = &html[start..];
    &rest[..rest.find("</nav>").unwrap()]
}

#[test]
fn hungarian_sentences_have_their_grammar() {
    let scc = page("/hu/valtozatok/szuper-kinai-dama/");
    assert!(scc.contains(">Mi a szuper kínai dáma?</h2>"));
    assert!(family_label(&scc) == "A kínai dáma változata");
    assert!(scc.contains("<h1>Szuper kínai dáma</h1>"));
    let frisian = page("/hu/valtozatok/friz-dama/");
    assert!(frisian.contains(">Mi a fríz dáma?</h2>"));
    assert!(frisian.contains(
        "<caption>Miben tér el a fríz dáma a hagyományos nemzetközi dáma szabályaitól?</caption>"
    ));
    assert!(family_label(&frisian) == "A nemzetközi dáma változata");
    for html in [&scc, &frisian] {
        assert!(!html.contains("a(z)"), "naive article interpolation");
    }
}

#[test]
fn norwegian_sentences_have_their_capitalization() {
    let scc = page("/nb/varianter/superkinasjakk/");
    assert!(scc.contains(">Hva er superkinasjakk?</h2>"));
    assert!(
        scc.contains("<caption>Hvordan superkinasjakk skiller seg fra vanlig kinasjakk</caption>")
    );
    assert!(scc.contains(">Vanlig kinasjakk</a></th>"));
    assert!(family_label(&scc) == "Variant av kinasjakk");
}

#[test]
fn english_names_are_lower_case_inside_a_sentence() {
    let frisian = page("/en/variants/frisian-draughts/");
    assert!(frisian.contains(
        "<caption>How Frisian draughts differs from standard international draughts</caption>"
    ));
    assert!(frisian.contains(">Standard international draughts</a></th>"));
    assert!(family_label(&frisian) == "International draughts variant");
    let international = page("/en/games/international-draughts/");
    assert!(international.contains(">What is international draughts?</h2>"));
}

#[test]
fn seed_sections_and_facts_are_there() {
    let hu = page("/hu/valtozatok/szuper-kinai-dama/");
    let nb = page("/nb/varianter/superkinasjakk/");
    for (html, headings) in [
        (&hu, ["Szabályváltozások", "A játék története"]),
        (&nb, ["Regelendringer", "Historie"]),
    ] {
        for h in headings {
            assert!(html.contains(&format!(">{h}</h2>")), "{h}");
        }
        for fact in [
            "R. Wayne Schmittberger",
            "New Rules for Classic Games",
            "1992",
            "Stern-Halma",
            "1892",
            "George H. Monks",
            "1880",
        ] {
            assert!(html.contains(fact), "{fact}");
        }
    }
    assert!(hu.contains("Hosszú ugrás"));
    assert!(nb.contains("Langhopp"));
    let frisian_hu = page("/hu/valtozatok/friz-dama/");
    for fact in ["Frízföld", "2011", "20 koronggal", "nyolc irányba"] {
        assert!(frisian_hu.contains(fact), "{fact}");
    }
    assert!(hu.contains("Nem kell regisztrálni. Oszd meg a linket, és kezdj játszani."));
    assert!(nb.contains("Ingen registrering nødvendig. Del en lenke og begynn å spille."));
    assert!(hu.contains(
        "href=\"https://play.example.org/new?game=chinese-checkers&amp;option=long-jump\""
    ));
    assert!(hu.contains("Ugrás a tartalomra"));
    assert!(hu.contains(">Béta</span>"));
    assert!(hu.contains("<span class=\"stamp\">v0.1.0 · "));
}

#[test]
fn comparison_tables_have_their_rows_and_link_the_standard_game() {
    // Russian and Brazilian draughts are compared with International draughts row by row.
    let eight_by_eight = vec![
        "board",
        "men-capture",
        "capture-choice",
        "crowning",
        "kings",
        "draws",
    ];
    // (the variant's index in PAGES, its standard game's index, its rows)
    let rows = [
        (
            2,
            0,
            vec![
                "jumps",
                "landing-hole",
                "jump-chains",
                "steps",
                "how-to-win",
            ],
        ),
        (3, 1, vec!["capture", "capture-choice", "kings", "draws"]),
        (4, 1, vec!["goal", "capture", "kings", "draws"]),
        (7, 1, eight_by_eight.clone()),
        (8, 1, eight_by_eight),
    ];
    for (page_index, standard_index, ids) in rows {
        for (lang, path) in PAGES[page_index].iter().enumerate() {
            let html = page(path);
            let mut at = 0;
            for id in &ids {
                let found = html[at..].find(&format!("<tr id=\"row-{id}\">"));
                assert!(found.is_some(), "{path}: row {id} missing or out of order");
                at += found.unwrap();
            }
            let standard = PAGES[standard_index][lang];
            assert!(
                html.contains(&format!("<th scope=\"col\"><a href=\"{standard}\">")),
                "{path}"
            );
            assert_eq!(html.matches("class=\"cell-label\"").count(), ids.len() * 2);
        }
    }
}

fn attr_values(html: &str, prefix: &str) -> BTreeSet<String> {
    html.match_indices(prefix)
        .map(|(i, _)| {
            let rest = &html[i + prefix.len()..];
            rest[..rest.find('"').unwrap()].to_string()
        })
        .collect()
}

#[test]
fn switcher_hreflang_and_sitemap_agree() {
    let sitemap = read(built().join("sitemap.xml"));
    for group in PAGES {
        let absolute: BTreeSet<String> = group
            .iter()
            .map(|p| format!("https://rules.example.org{p}"))
            .collect();
        for path in group {
            let html = page(path);
            let switcher: BTreeSet<String> = attr_values(switcher_of(&html), "<li><a href=\"");
            assert_eq!(switcher.len(), site_languages().len(), "{path}");
            assert!(switcher.is_superset(&group.iter().map(|s| s.to_string()).collect()));
            let mut hreflang = attr_values(&html, "<link rel=\"alternate\" hreflang=\"");
            assert!(hreflang.remove("x-default"));
            assert_eq!(hreflang, site_languages().into_iter().collect());
            let alternates: BTreeSet<String> = attr_values(&html, "\" href=\"")
                .into_iter()
                .filter(|u| u.starts_with("https://rules.example.org/") && !u.contains("play."))
                .collect();
            assert!(alternates.is_superset(&absolute), "{path}");
            assert!(html.contains(&format!(
                "<link rel=\"canonical\" href=\"https://rules.example.org{path}\">"
            )));
            let entry_start = sitemap
                .find(&format!("<loc>https://rules.example.org{path}</loc>"))
                .unwrap_or_else(|| panic!("{path} not in the sitemap"));
            let entry =
                &sitemap[entry_start..entry_start + sitemap[entry_start..].find("</url>").unwrap()];
            for url in &absolute {
                assert!(entry.contains(&format!("href=\"{url}\"")), "{path}: {url}");
            }
            assert!(entry.contains("hreflang=\"x-default\" href=\"https://rules.example.org/en/"));
        }
    }
    let languages = site_languages().len();
    // The home pages, the pages, and each game's lesson path.
    assert_eq!(
        sitemap.matches("<loc>").count(),
        languages + (PAGES.len() + GAMES) * languages
    );
    assert!(
        read(built().join("robots.txt")).contains("Sitemap: https://rules.example.org/sitemap.xml")
    );
}

#[test]
fn home_pages_list_games_with_their_variants() {
    let hu = read(built().join("hu/index.html"));
    let cc = hu.find("href=\"/hu/jatekok/kinai-dama/\"").unwrap();
    let scc = hu
        .find("href=\"/hu/valtozatok/szuper-kinai-dama/\"")
        .unwrap();
    let id = hu.find("href=\"/hu/jatekok/nemzetkozi-dama/\"").unwrap();
    let fd = hu.find("href=\"/hu/valtozatok/friz-dama/\"").unwrap();
    assert!(cc < scc && scc < id && id < fd, "grouped by family");
}

#[test]
fn the_root_page_links_every_language_and_redirects_only_with_javascript() {
    let root = read(built().join("index.html"));
    for lang in ["en", "hu", "nb"] {
        assert!(root.contains(&format!("<a href=\"/{lang}/\" hreflang=\"{lang}\">")));
        assert!(root.contains(&format!(
            "hreflang=\"{lang}\" href=\"https://rules.example.org/{lang}/\""
        )));
    }
    assert!(root.contains("hreflang=\"x-default\" href=\"https://rules.example.org/\""));
    assert!(root.contains("location.replace("));
    assert!(
        !root.contains("http-equiv=\"refresh\""),
        "a meta refresh would redirect without JS"
    );
    for lang in ["en", "hu", "nb"] {
        let home = read(built().join(lang).join("index.html"));
        assert!(
            !home.contains("location.replace("),
            "language pages never redirect"
        );
    }
}

#[test]
fn builds_are_byte_identical() {
    let again = tempfile::tempdir().unwrap();
    let run = build_cli(&site_root(), again.path(), &[]);
    assert!(run.status.success());
    assert_eq!(snapshot(built()), snapshot(again.path()));
}

/// The site's games: each has a lesson path in every language.
const GAMES: usize = 2;

#[test]
fn the_summary_names_pages_per_language() {
    let out = tempfile::tempdir().unwrap();
    let run = build_cli(
        &site_root(),
        out.path(),
        &["--base-url", "https://example.net/rules/"],
    );
    let line = stdout(&run);
    let languages = site_languages().len();
    // The home page, the 404 page and each game's lesson path.
    let per_language = site_pages().len() + 2 + GAMES;
    assert!(
        line.starts_with(&format!(
            "Built {} pages (en {per_language}, hu {per_language}, nb {per_language}, ",
            languages * per_language
        )),
        "{line}"
    );
    assert!(line.trim_end().ends_with(" ms"), "{line}");
    let html = read(out.path().join("hu/valtozatok/friz-dama/index.html"));
    assert!(html.contains(
        "<link rel=\"canonical\" href=\"https://example.net/rules/hu/valtozatok/friz-dama/\">"
    ));
    assert!(html.contains("<link rel=\"stylesheet\" href=\"/rules/css/site.css\">"));
}

#[test]
fn a_name_starting_with_a_vowel_takes_az() {
    let site = copy_site();
    let root = site.path();
    let dir = root.join("content/variants/english-draughts");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("page.toml"),
        "kind = \"variant\"\nbase = \"international-draughts\"\n[play]\ngame = \"english-draughts\"\n",
    )
    .unwrap();
    for (lang, slug) in [("en", "english-draughts"), ("hu", "angol-dama")] {
        std::fs::write(
            dir.join(format!("{lang}.md")),
            format!("+++\nslug = \"{slug}\"\ntagline = \"t\"\ndescription = \"d\"\n+++\n## @what-is\nx\n"),
        )
        .unwrap();
    }
    let games = root.join("locales/hu/games.ftl");
    let text = read(&games);
    std::fs::write(
        &games,
        format!("{text}-english-draughts = {{ $position ->\n       *[start] Angol dáma\n        [mid] angol dáma\n    }}\n    .article = az\n    .family = draughts\n"),
    )
    .unwrap();
    let en_games = root.join("locales/en/games.ftl");
    let text = read(&en_games);
    std::fs::write(
        &en_games,
        format!("{text}-english-draughts = English draughts\n    .family = draughts\n"),
    )
    .unwrap();
    let out = root.join("public");
    let run = build_cli(root, &out, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    let html = read(out.join("hu/valtozatok/angol-dama/index.html"));
    assert!(html.contains(">Mi az angol dáma?</h2>"), "{html}");
}

#[test]
fn an_untranslated_page_falls_back_with_a_notice() {
    let site = copy_site();
    let root = site.path();
    std::fs::remove_file(root.join("content/variants/frisian-draughts/nb.md")).unwrap();
    let out = root.join("public");
    let run = build_cli(root, &out, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    assert!(
        stderr(&run).contains(
            "/nb/varianter/frisian-draughts/ is not translated into `nb` yet; published from `en`"
        ),
        "{}",
        stderr(&run)
    );
    let html = read(out.join("nb/varianter/frisian-draughts/index.html"));
    assert!(html.contains("Denne siden er ikke oversatt til norsk ennå"));
    assert!(html.contains("<div class=\"prose\" lang=\"en\">"));
    assert!(html.contains("<h2 id=\"what-is\">Hva er frisisk dam?</h2>"));
    assert!(
        !html.contains("hreflang=\"nb\" href="),
        "not an alternate of itself"
    );
    let english = read(out.join("en/variants/frisian-draughts/index.html"));
    assert!(
        !english.contains("hreflang=\"nb\" href="),
        "not an alternate of the original"
    );
    assert!(!read(out.join("sitemap.xml")).contains("/nb/varianter/frisian-draughts/"));

    let strict = build_cli(root, &root.join("strict"), &["--strict"]);
    assert!(!strict.status.success());
    assert!(!root.join("strict").exists());
}

/// A record pasted as players export it (variations, comments, NAGs, padded moves, a draw
/// written 1/2-1/2, two games) builds into replay boards: one per game, the moves as buttons,
/// variations nested, the text as written.
#[test]
fn a_pasted_tournament_record_builds_into_replay_boards() {
    let site = copy_site();
    let record = "[GameType \"40\"]\n[Result \"*\"]\n1. 32-28 19-23 (18-23 38-32 (37-32? 23-29!) 12-18) 2. 28x19 14x23 $1 {A comment.}\n3. 34-29 23x32 4. 37x28 *\n\n[GameType \"20\"]\n1. 32-28 17-21 2. 37-32 11-17 3. 41-37  6-11 4. 46-41  1- 6 1/2-1/2";
    edit(
        site.path(),
        "content/variants/frisian-draughts/en.md",
        "[GameType \"40\"]\n[Result \"*\"]\n1. 32-28 19-23 2. 28x19 14x23 3. 34-29 23x32 4. 37x28 *",
        record,
    );
    let out = site.path().join("public");
    let built = build_cli(site.path(), &out, &[]);
    assert!(built.status.success(), "{}", stderr(&built));
    let page = read(out.join("en/variants/frisian-draughts/index.html"));
    assert_eq!(
        page.matches("data-replay>").count(),
        2,
        "one board per game"
    );
    assert!(page.contains("<figure class=\"diagram replay\" id=\"replay-2\""));
    assert!(page.contains("<span class=\"replay-result\">1/2-1/2</span>"));
    assert!(
        page.contains(">1-6</button>"),
        "the padded move is one move"
    );
    assert!(page.contains(">14x23!</button>"), "$1 is shown as !");
    assert!(page.contains(">37-32?</button>"));
    assert!(
        page.contains("<div class=\"replay-variation\"> <span class=\"replay-pair\"><span class=\"replay-number\">1…</span> <button type=\"button\" data-node=\"3\" disabled>18-23</button></span>"),
        "a variation on Black's first move: {page}"
    );
    assert_eq!(
        page.matches("<div class=\"replay-variation\">").count(),
        2,
        "the nested variation is a block inside the first"
    );
    assert!(page.contains("<span class=\"replay-comment\" dir=\"auto\">A comment.</span>"));
    // The text as written, each game its own part, for reading and for "Copy PDN".
    assert!(page.contains("4. 46-41  1- 6 1/2-1/2\n</code>"));
    // The data the board replays: the second game's first move and the position after it.
    assert!(
        page.contains(r#""moves":[{"from":32,"to":28,"path":[28],"captured":[],"short":"32-28","after":"B:W28,31,33-50:B1-20","parent":0,"pieces":{"w":[28,31,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50],"b":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]}}"#),
        "{page}"
    );
}

#[test]
fn heading_ids_quotes_and_template_ids_as_the_author_meant() {
    let site = copy_site();
    edit(
        site.path(),
        "content/games/chinese-checkers/en.md",
        "## @history\n",
        "## @history\n\n### Early days {#origins}\n\nA board 10\" wide.\n\nThe \"king\" moves far.\n\n### Main\n",
    );
    let out = site.path().join("public");
    let run = build_cli(site.path(), &out, &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    let html = read(out.join("en/games/chinese-checkers/index.html"));
    assert!(
        html.contains("<h3 id=\"origins\">Early days</h3>"),
        "{html}"
    );
    assert!(html.contains("The “king” moves far."), "{html}");
    assert_eq!(html.matches("id=\"main\"").count(), 1, "{html}");
    assert!(html.contains("<h3 id=\"main-2\">Main</h3>"), "{html}");
}

/// The page's Schema.org `Game` data (its `<script type="application/ld+json">` of that type).
fn game_data(html: &str) -> serde_json::Value {
    let tag = "<script type=\"application/ld+json\">";
    html.split(tag)
        .skip(1)
        .map(|rest| {
            let json = &rest[..rest.find("</script>").unwrap()];
            serde_json::from_str::<serde_json::Value>(json).expect("well-formed JSON")
        })
        .find(|data| data["@type"] == "Game")
        .expect("Schema.org Game data")
}

/// The page's facts box says each (term, value) as written (English and Russian): the term ends
/// with the language's label separator, unseen, for search (which would run the term into its
/// value).
fn assert_facts(html: &str, facts: &[(&str, &str)]) {
    for (term, value) in facts {
        let fact =
            format!("<dt>{term}<span class=\"visually-hidden\">: </span></dt><dd>{value}</dd>");
        assert!(html.contains(&fact), "{fact}");
    }
}

#[test]
fn facts_boxes_say_the_facts_in_the_page_language_with_schema_org_game_data() {
    let star = page("/en/games/chinese-checkers/");
    assert_facts(
        &star,
        &[
            ("Players", "2, 3, 4 or 6"),
            ("Board", "Six-pointed star, 121 holes"),
            ("Pieces", "10 per player"),
            ("Playing time", "20–60 minutes"),
            ("Family", "Halma"),
        ],
    );
    let data = game_data(&star);
    assert_eq!(data["@context"], "https://schema.org");
    assert_eq!(data["@type"], "Game");
    assert_eq!(data["name"], "Chinese checkers");
    assert_eq!(data["inLanguage"], "en");
    assert_eq!(data["genre"], "Halma");
    assert_eq!(data["numberOfPlayers"]["minValue"], 2);
    assert_eq!(data["numberOfPlayers"]["maxValue"], 6);
    assert_eq!(
        data["url"],
        "https://rules.example.org/en/games/chinese-checkers/"
    );
    assert!(data.get("isBasedOn").is_none());

    // A variant in Russian: the words of its family and the plural of its last number.
    let frisian = page("/ru/varianty/frizskie-shashki/");
    assert_facts(
        &frisian,
        &[
            ("Доска", "10×10 клеток"),
            ("Шашки", "По 20 у каждого игрока"),
            ("Время партии", "30–90 минут"),
            ("Игроки", "2"),
        ],
    );
    let data = game_data(&frisian);
    assert_eq!(data["inLanguage"], "ru");
    assert_eq!(data["genre"], "Шашечные игры");
    assert_eq!(data["numberOfPlayers"]["maxValue"], 2);
    let base = data["isBasedOn"].as_str().unwrap();
    assert!(base.starts_with("https://rules.example.org/ru/"), "{base}");
    assert!(
        page(base.strip_prefix("https://rules.example.org").unwrap())
            .contains("\"name\":\"Международные шашки\""),
        "isBasedOn names the standard game's page"
    );
}

#[test]
fn a_variant_page_says_where_it_sits_and_its_game_lists_it() {
    let frisian = page("/en/variants/frisian-draughts/");
    assert!(frisian.contains(
        "<p class=\"family-label\"><a href=\"/en/games/international-draughts/\">International draughts variant</a></p>"
    ));
    assert!(frisian.contains(
        "<li><a href=\"/en/games/international-draughts/\">International draughts</a></li>"
    ));
    assert!(frisian.contains("<li aria-current=\"page\">Frisian draughts</li>"));
    assert!(frisian.contains("<li><a href=\"#rule-changes\">Rule changes</a></li>"));
    assert!(frisian.contains(
        "</h2> <a href=\"#rule-changes\" data-pagefind-ignore aria-label=\"Link to the section “Rule changes”\">#</a>"
    ));
    let game = page("/en/games/international-draughts/");
    assert!(game.contains("<h2 id=\"variants\">Variants</h2>"));
    assert!(game.contains("<li><a href=\"#variants\">Variants</a></li>"));
    assert!(game.contains("<li><a href=\"/en/variants/frisian-draughts/\">Frisian draughts</a><p>10×10 draughts in which"));
    assert!(game.contains(
        "<a rel=\"prev\" href=\"/en/games/chinese-checkers/\">Previous<br>Chinese checkers</a>"
    ));
    assert!(
        !game.contains("rel=\"next\""),
        "the last game of its section"
    );
    assert!(!page("/en/games/chinese-checkers/").contains("rel=\"prev\""));
    // A German heading link names its section with German quotation marks.
    assert!(page("/de/varianten/friesisches-damespiel/")
        .contains("aria-label=\"Link zum Abschnitt „Regeländerungen“\""));
}
