//! Writes a synthetic site of N pages × L languages in rulebook's content format, and the same
//! text as a Hugo site. Deterministic: the same arguments give the same files.

use std::fmt::Write as _;
use std::fs;
use std::io;
use std::path::Path;

/// The languages a synthetic site can have, in order: (tag, own name, quotes, section words).
pub(crate) const LANGUAGES: [(&str, &str, [&str; 4], [&str; 2]); 8] = [
    ("en", "English", ["“", "”", "‘", "’"], ["games", "variants"]),
    (
        "hu",
        "Magyar",
        ["„", "”", "»", "«"],
        ["jatekok", "valtozatok"],
    ),
    (
        "nb",
        "Norsk bokmål",
        ["«", "»", "‘", "’"],
        ["spill", "varianter"],
    ),
    (
        "de",
        "Deutsch",
        ["„", "“", "‚", "‘"],
        ["spiele", "varianten"],
    ),
    (
        "fr",
        "Français",
        ["«", "»", "“", "”"],
        ["jeux", "variantes"],
    ),
    (
        "nl",
        "Nederlands",
        ["“", "”", "‘", "’"],
        ["spellen", "varianten"],
    ),
    ("ar", "العربية", ["«", "»", "“", "”"], ["alab", "badail"]),
    ("zh", "中文", ["“", "”", "‘", "’"], ["youxi", "bianti"]),
];

/// Words of each language's prose.
fn vocabulary(tag: &str) -> &'static [&'static str] {
    match tag {
        "hu" => &[
            "a",
            "tábla",
            "bábu",
            "ütés",
            "király",
            "lépés",
            "játékos",
            "mező",
            "sötét",
            "világos",
            "átlósan",
            "előre",
            "hátrafelé",
            "kötelező",
            "több",
            "szabály",
            "győz",
            "döntetlen",
            "sor",
            "oszlop",
        ],
        "nb" => &[
            "brikken",
            "brettet",
            "slag",
            "konge",
            "trekk",
            "spilleren",
            "feltet",
            "mørk",
            "lys",
            "diagonalt",
            "fremover",
            "bakover",
            "tvunget",
            "flere",
            "regel",
            "vinner",
            "remis",
            "rad",
            "kolonne",
            "og",
        ],
        "de" => &[
            "der",
            "Stein",
            "Brett",
            "Schlagen",
            "Dame",
            "Zug",
            "Spieler",
            "Feld",
            "dunkel",
            "hell",
            "diagonal",
            "vorwärts",
            "rückwärts",
            "Pflicht",
            "mehr",
            "Regel",
            "gewinnt",
            "Remis",
            "Reihe",
            "Spalte",
        ],
        "fr" => &[
            "le",
            "pion",
            "damier",
            "prise",
            "dame",
            "coup",
            "joueur",
            "case",
            "foncée",
            "claire",
            "diagonale",
            "avant",
            "arrière",
            "obligatoire",
            "plus",
            "règle",
            "gagne",
            "nulle",
            "rangée",
            "colonne",
        ],
        "nl" => &[
            "de",
            "schijf",
            "bord",
            "slag",
            "dam",
            "zet",
            "speler",
            "veld",
            "donker",
            "licht",
            "diagonaal",
            "vooruit",
            "achteruit",
            "verplicht",
            "meer",
            "regel",
            "wint",
            "remise",
            "rij",
            "kolom",
        ],
        "ar" => &[
            "القطعة",
            "الرقعة",
            "الأخذ",
            "الملك",
            "النقلة",
            "اللاعب",
            "المربع",
            "داكن",
            "فاتح",
            "قطريا",
            "إلى",
            "الأمام",
            "الخلف",
            "إلزامي",
            "أكثر",
            "القاعدة",
            "يفوز",
            "تعادل",
            "الصف",
            "العمود",
        ],
        "zh" => &[
            "棋子", "棋盘", "吃子", "王棋", "走法", "玩家", "格子", "深色", "浅色", "斜向", "向前",
            "向后", "必须", "更多", "规则", "获胜", "和棋", "横行", "纵列", "以及",
        ],
        _ => &[
            "the",
            "man",
            "board",
            "capture",
            "king",
            "move",
            "player",
            "square",
            "dark",
            "light",
            "diagonally",
            "forwards",
            "backwards",
            "compulsory",
            "more",
            "rule",
            "wins",
            "draw",
            "row",
            "column",
        ],
    }
}

/// A small deterministic generator (xorshift), so runs are comparable.
struct Words {
    state: u64,
    vocabulary: &'static [&'static str],
    spaced: bool,
}

impl Words {
    fn new(seed: u64, tag: &str) -> Words {
        Words {
            state: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
            vocabulary: vocabulary(tag),
            spaced: tag != "zh",
        }
    }

    fn next(&mut self) -> u64 {
        self.state ^= self.state << 13;
        self.state ^= self.state >> 7;
        self.state ^= self.state << 17;
        self.state
    }

    /// `n` words as sentences of 6–14 words.
    fn prose(&mut self, n: usize) -> String {
        let mut s = String::new();
        let mut in_sentence = 0;
        for i in 0..n {
            let w = self.vocabulary[(self.next() % self.vocabulary.len() as u64) as usize];
            if self.spaced && i > 0 {
                s.push(' ');
            }
            s.push_str(w);
            in_sentence += 1;
            if in_sentence > 5 && (self.next().is_multiple_of(8) || in_sentence == 14) || i + 1 == n
            {
                s.push_str(if self.spaced { "." } else { "。" });
                in_sentence = 0;
            }
        }
        s
    }
}

/// One page's text in one language, shared by both generators.
pub(crate) struct PageText {
    pub id: String,
    pub index: usize,
    pub is_game: bool,
    /// The page id of the game it varies (variants only).
    pub base: Option<String>,
    pub slug: String,
    pub title: String,
    pub tagline: String,
    pub description: String,
    /// (section id, heading in the Hugo site, Markdown)
    pub sections: Vec<(&'static str, String, String)>,
    /// (rule, standard, variant) — variants only.
    pub rows: Vec<(String, String, String)>,
    pub caption: String,
    pub step: String,
}

pub(crate) struct Site {
    pub pages: usize,
    pub langs: usize,
    /// Whether rulebook's pages carry the shared menu (off only to time older builds).
    pub menu: bool,
    /// Whether rulebook indexes the pages for search (`search` in site.toml).
    pub search: bool,
    /// Whether rulebook draws a social image per page (`[social] images` in site.toml).
    pub social: bool,
    /// Whether outdated translated sections carry a note (`[translations] outdated_notes`).
    pub notes: bool,
}

/// A game page starts each group of this many pages; the others are its variants.
const FAMILY: usize = 20;

pub(crate) fn page_id(i: usize) -> String {
    format!("p{i:04}")
}

fn game_name(i: usize, tag: &str) -> String {
    let word = match tag {
        "hu" => "Dáma",
        "nb" => "Dam",
        "de" => "Dame",
        "fr" => "Dames",
        "nl" => "Dammen",
        "ar" => "الداما",
        "zh" => "跳棋",
        _ => "Draughts",
    };
    format!("{word} {i}")
}

impl Site {
    pub(crate) fn languages(
        &self,
    ) -> &'static [(
        &'static str,
        &'static str,
        [&'static str; 4],
        [&'static str; 2],
    )] {
        &LANGUAGES[..self.langs]
    }

    pub(crate) fn text(&self, i: usize, tag: &str) -> PageText {
        let mut words = Words::new(
            (i as u64 + 1) * 131 + tag.len() as u64 * 7 + tag.as_bytes()[0] as u64,
            tag,
        );
        let is_game = i.is_multiple_of(FAMILY);
        let base = (!is_game).then(|| page_id(i / FAMILY * FAMILY));
        let title = game_name(i, tag);
        let link_target = base
            .clone()
            .unwrap_or_else(|| page_id((i + FAMILY) % self.pages.max(1) / FAMILY * FAMILY));
        let what_is = format!(
            "{} **{}** {}\n\n{} [{}](@/games/{link_target}) {}",
            words.prose(40),
            words.prose(3),
            words.prose(30),
            words.prose(25),
            words.prose(2),
            words.prose(30)
        );
        let board = format!(
            "{}\n\n```diagram\nd\n```\n\n{}",
            words.prose(60),
            words.prose(40)
        );
        let changes = format!(
            "{} \"{}\" {}",
            words.prose(40),
            words.prose(3),
            words.prose(40)
        );
        let history = format!("{}\n\n{}", words.prose(60), words.prose(50));
        let sections = vec![
            ("what-is", format!("What is {title}?"), what_is),
            ("board", "The board".to_string(), board),
            ("rule-changes", "Rule changes".to_string(), changes),
            ("history", "History".to_string(), history),
        ];
        let rows = if is_game {
            Vec::new()
        } else {
            (0..5)
                .map(|_| (words.prose(2), words.prose(10), words.prose(12)))
                .collect()
        };
        PageText {
            id: page_id(i),
            index: i,
            is_game,
            base,
            slug: format!("{tag}-{i}"),
            title,
            tagline: words.prose(16),
            description: words.prose(22),
            sections,
            rows,
            caption: words.prose(18),
            step: words.prose(8),
        }
    }
}

fn toml_string(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

fn write(path: &Path, text: &str) -> io::Result<()> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    fs::write(path, text)
}

/// The rulebook site: site.toml, locales, templates (with a shared menu) and content.
pub(crate) fn rulebook(site: &Site, dir: &Path) -> io::Result<()> {
    let mut config = String::from(
        "base_url = \"https://bench.example.org\"\nreference_language = \"en\"\nplay_url = \"https://play.example.org/new?game={game}&option={option}\"\nallow_html = false\n",
    );
    if !site.search {
        config.push_str("search = false\n");
    }
    if !site.social {
        config.push_str("\n[social]\nimages = false\n");
    }
    if !site.notes {
        config.push_str("\n[translations]\noutdated_notes = false\n");
    }
    for (tag, name, quotes, _) in site.languages() {
        let _ = write!(
            config,
            "\n[[languages]]\ntag = \"{tag}\"\nname = \"{name}\"\n"
        );
        if *tag != "en" {
            config.push_str("fallback = [\"en\"]\n");
        }
        let q: Vec<String> = quotes.iter().map(|q| toml_string(q)).collect();
        let _ = writeln!(config, "quotes = [{}]", q.join(", "));
    }
    write(&dir.join("site.toml"), &config)?;

    for (tag, _, _, paths) in site.languages() {
        let locale = dir.join("locales").join(tag);
        write(&locale.join("interface.ftl"), &interface_ftl(paths))?;
        write(&locale.join("diagrams.ftl"), DIAGRAMS_FTL)?;
        let mut games = String::new();
        for i in 0..site.pages {
            let _ = writeln!(
                games,
                "-{} = {}\n    .family = draughts",
                page_id(i),
                game_name(i, tag)
            );
        }
        write(&locale.join("games.ftl"), &games)?;
    }

    for (name, text) in TEMPLATES {
        if !site.menu && name.starts_with("shared/") {
            continue;
        }
        let text = if site.menu {
            text.to_string()
        } else {
            text.replace("{{ shared.menu | safe }}\n", "")
        };
        write(&dir.join("templates").join(name), &text)?;
    }
    write(
        &dir.join("static/css/site.css"),
        "body { font-family: sans-serif; }\n",
    )?;
    write(&dir.join("static/js/site.js"), "\n")?;
    write(&dir.join("static/js/diagram.js"), "\n")?;

    for i in 0..site.pages {
        let first = site.text(i, "en");
        let section = if first.is_game { "games" } else { "variants" };
        let folder = dir.join("content").join(section).join(&first.id);
        let mut facts = String::new();
        if first.is_game {
            let _ = write!(
                facts,
                "kind = \"game\"\nrules = \"international-draughts\"\norder = {i}\n"
            );
        } else {
            let _ = write!(
                facts,
                "kind = \"variant\"\nbase = \"{}\"\nrules = \"international-draughts\"\nrows = [\"r1\", \"r2\", \"r3\", \"r4\", \"r5\"]\n",
                first.base.as_deref().unwrap_or_default()
            );
        }
        let _ = write!(
            facts,
            "\n[play]\ngame = \"international-draughts\"\n{}\n[[diagrams]]\nid = \"d\"\nposition = \"W:W32:B19,27,28\"\nnumbers = true\nmoves = [\"32x14\"]\n",
            if first.is_game { String::new() } else { format!("option = \"v{i}\"\n") }
        );
        write(&folder.join("page.toml"), &facts)?;
        for (tag, ..) in site.languages() {
            let t = site.text(i, tag);
            let mut md = format!(
                "+++\nslug = {}\ntagline = {}\ndescription = {}\n",
                toml_string(&t.slug),
                toml_string(&t.tagline),
                toml_string(&t.description)
            );
            for (n, (rule, standard, variant)) in t.rows.iter().enumerate() {
                let _ = write!(
                    md,
                    "\n[rows.r{}]\nrule = {}\nstandard = {}\nvariant = {}\n",
                    n + 1,
                    toml_string(rule),
                    toml_string(standard),
                    toml_string(variant)
                );
            }
            let _ = write!(
                md,
                "\n[diagrams.d]\ncaption = {}\nsteps = [{}]\n+++\n",
                toml_string(&t.caption),
                toml_string(&t.step)
            );
            for (id, _, text) in &t.sections {
                let _ = write!(md, "\n## @{id}\n\n{text}\n");
            }
            write(&folder.join(format!("{tag}.md")), &md)?;
        }
    }
    Ok(())
}

fn interface_ftl(paths: &[&str; 2]) -> String {
    format!(
        "site-name = Game rules\nskip-link = Skip to main content\nlanguage-switcher = Language\nmenu-label = All pages\ncta-text = Share a link and start playing.\ncta-button = Open a table\nuntranslated-notice = Not translated yet.\nhome-title = Game rules\nroot-title = Game rules\nroot-choose = Choose your language\nnot-found-title = Page not found\npath-games = {}\npath-variants = {}\npage-title = {{ -game }}\nlabel-game = Board game\nlabel-variant = {{ -base }} variant\nsection-what-is = What is {{ -game }}?\nsection-board = The board\nsection-rule-changes = Rule changes\nsection-history = History\ntable-caption = How {{ -game }} differs from {{ -base }}\ntable-rule = Rule\ntable-standard = {{ -base }}\ntable-variant = {{ -game }}\n",
        paths[0], paths[1]
    )
}

/// The real site's board words, so the synthetic site needs exactly what the generator asks for.
const DIAGRAMS_FTL: &str = include_str!("../../locales/en/diagrams.ftl");

/// The rulebook templates: one page template, the menu rendered once per language.
const TEMPLATES: [(&str, &str); 8] = [
    ("base.html", r##"<!doctype html>
<html lang="{{ lang.tag }}" dir="{{ lang.dir }}">
<head>
<meta charset="utf-8">
<title>{% block title %}{{ i18n.site_name }}{% endblock title %}</title>
{% if canonical %}<link rel="canonical" href="{{ canonical }}">
{% endif -%}
<link rel="stylesheet" href="{{ site.css_url }}">
</head>
<body>
<a class="skip-link" href="#main">{{ i18n.skip_link }}</a>
<header>
<a href="{{ site.home_url }}">{{ i18n.site_name }}</a>
{% if alternates | length > 1 -%}
<nav class="switcher" aria-label="{{ i18n.language_switcher }}"><ul>
{%- for a in alternates %}
<li><a href="{{ a.url }}" hreflang="{{ a.tag }}" lang="{{ a.tag }}"{% if a.current %} aria-current="page"{% endif %}>{{ a.name }}</a></li>
{%- endfor %}
</ul></nav>
{%- endif %}
</header>
{{ shared.menu | safe }}
<main id="main">
{% block main %}{% endblock main %}
</main>
<footer><p>{{ site.stamp }}</p></footer>
</body>
</html>
"##),
    ("shared/menu.html", r##"<nav class="menu" aria-label="{{ i18n.menu_label }}"><ul>
{%- for p in pages %}
<li><a href="{{ p.url }}">{{ p.title }}</a></li>
{%- endfor %}
</ul></nav>
"##),
    ("page.html", r##"{% extends "base.html" %}
{% block title %}{{ page.plain_title }} · {{ i18n.site_name }}{% endblock title %}
{% block main %}
<article{% if site.search %} data-pagefind-body{% endif %}>
<p>{{ page.label }}</p>
<h1>{{ page.title }}</h1>
<p class="tagline">{{ page.tagline | safe }}</p>
{% for s in page.sections %}
<section aria-labelledby="{{ s.id }}">
<h2 id="{{ s.id }}">{{ s.heading }}</h2>
{{ s.html | safe }}
{%- if s.id == "rule-changes" and page.table %}{% set t = page.table %}
<table><caption>{{ t.caption }}</caption>
<thead><tr><th>{{ t.rule_label }}</th><th>{{ t.standard_label }}</th><th>{{ t.variant_label }}</th></tr></thead>
<tbody>
{%- for r in t.rows %}
<tr><th>{{ r.rule | safe }}</th><td>{{ r.standard | safe }}</td><td>{{ r.variant | safe }}</td></tr>
{%- endfor %}
</tbody></table>
{%- endif %}
</section>
{% endfor %}
<p><a href="{{ page.play_url }}">{{ i18n.cta_button }}</a> {{ i18n.cta_text }}</p>
</article>
{% endblock main %}
"##),
    ("game.html", "{% extends \"page.html\" %}\n"),
    ("variant.html", "{% extends \"page.html\" %}\n"),
    ("home.html", r##"{% extends "base.html" %}
{% block main %}<h1>{{ i18n.home_title }}</h1>
{% for f in families %}<h2><a href="{{ f.game.url }}">{{ f.game.title }}</a></h2>
<ul>{% for v in f.variants %}<li><a href="{{ v.url }}">{{ v.title }}</a> {{ v.tagline }}</li>{% endfor %}</ul>
{% endfor %}{% endblock main %}
"##),
    ("404.html", "{% extends \"base.html\" %}\n{% block main %}<h1>{{ i18n.not_found_title }}</h1>{% endblock main %}\n"),
    ("root.html", "{% extends \"base.html\" %}\n{% block main %}<h1>{{ i18n.root_title }}</h1>\n<ul>{% for l in languages %}<li><a href=\"{{ site.base_path }}/{{ l.0 }}/\">{{ l.1 }}</a> {{ l.2 }}</li>{% endfor %}</ul>{% endblock main %}\n"),
];

/// The same text as a Hugo site: a content folder per language, one page template with the same
/// menu (every page of the language) and language switcher.
pub(crate) fn hugo(site: &Site, dir: &Path) -> io::Result<()> {
    let mut config = String::from(
        "baseURL = \"https://bench.example.org/\"\ndefaultContentLanguage = \"en\"\ndefaultContentLanguageInSubdir = true\ndisableKinds = [\"taxonomy\", \"term\", \"RSS\"]\n[markup.goldmark.renderer]\nunsafe = true\n[languages]\n",
    );
    for (n, (tag, name, ..)) in site.languages().iter().enumerate() {
        let _ = write!(
            config,
            "[languages.{tag}]\nlanguageName = \"{name}\"\nweight = {}\ncontentDir = \"content/{tag}\"\n{}",
            n + 1,
            if *tag == "ar" { "languageDirection = \"rtl\"\n" } else { "" }
        );
    }
    write(&dir.join("config.toml"), &config)?;
    write(&dir.join("layouts/_default/baseof.html"), HUGO_BASE)?;
    write(&dir.join("layouts/_default/single.html"), HUGO_SINGLE)?;
    write(&dir.join("layouts/_default/list.html"), HUGO_LIST)?;
    write(&dir.join("layouts/index.html"), HUGO_LIST)?;
    write(
        &dir.join("static/css/site.css"),
        "body { font-family: sans-serif; }\n",
    )?;
    let board = hugo_board();
    for (tag, _, _, paths) in site.languages() {
        for i in 0..site.pages {
            let t = site.text(i, tag);
            let section = if t.is_game { paths[0] } else { paths[1] };
            let mut md = format!(
                "+++\ntitle = {}\nslug = {}\ntranslationKey = \"{}\"\nweight = {}\ntagline = {}\ndescription = {}\n+++\n",
                toml_string(&t.title),
                toml_string(&t.slug),
                t.id,
                t.index + 1,
                toml_string(&t.tagline),
                toml_string(&t.description)
            );
            for (id, heading, text) in &t.sections {
                let text = text
                    .replace(
                        "```diagram\nd\n```",
                        &format!(
                            "<figure>{board}<figcaption>{}<br>32x14 {}</figcaption></figure>",
                            t.caption, t.step
                        ),
                    )
                    .replace("](@/games/", &format!("](/{tag}/{}/", paths[0]));
                let _ = write!(md, "\n## {heading} {{#{id}}}\n\n{text}\n");
                if *id == "rule-changes" && !t.rows.is_empty() {
                    md.push_str("\n| Rule | Standard | Variant |\n|---|---|---|\n");
                    for (rule, standard, variant) in &t.rows {
                        let _ = writeln!(md, "| {rule} | {standard} | {variant} |");
                    }
                }
            }
            write(
                &dir.join("content")
                    .join(tag)
                    .join(section)
                    .join(format!("{}.md", t.id)),
                &md,
            )?;
        }
    }
    Ok(())
}

/// A static 10×10 board with the example's pieces, about the size of rulebook's diagram.
fn hugo_board() -> String {
    let mut s = String::from(r##"<svg viewBox="0 0 100 100" role="img">"##);
    for n in 0..50 {
        let row = n / 5;
        let col = (n % 5) * 2 + (row + 1) % 2;
        let _ = write!(
            s,
            r##"<rect x="{}" y="{}" width="10" height="10" class="dark"/>"##,
            col * 10,
            row * 10
        );
    }
    s.push_str(r##"<circle cx="35" cy="65" r="4" class="white"/><circle cx="25" cy="55" r="4" class="black"/></svg>"##);
    s
}

const HUGO_BASE: &str = r##"<!doctype html>
<html lang="{{ .Site.Language.Lang }}" dir="{{ or .Site.Language.LanguageDirection "ltr" }}">
<head>
<meta charset="utf-8">
<title>{{ .Title }} · Game rules</title>
<link rel="canonical" href="{{ .Permalink }}">
<link rel="stylesheet" href="/css/site.css">
</head>
<body>
<a class="skip-link" href="#main">Skip to main content</a>
<header>
<a href="{{ .Site.Home.RelPermalink }}">Game rules</a>
<nav class="switcher" aria-label="Language"><ul>
{{- range .AllTranslations }}
<li><a href="{{ .RelPermalink }}" hreflang="{{ .Language.Lang }}" lang="{{ .Language.Lang }}"{{ if eq .Language.Lang $.Language.Lang }} aria-current="page"{{ end }}>{{ .Language.LanguageName }}</a></li>
{{- end }}
</ul></nav>
</header>
<nav class="menu" aria-label="All pages"><ul>
{{- range .Site.RegularPages }}
<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>
{{- end }}
</ul></nav>
<main id="main">
{{ block "main" . }}{{ end }}
</main>
</body>
</html>
"##;

const HUGO_SINGLE: &str = r##"{{ define "main" }}
<article>
<h1>{{ .Title }}</h1>
<p class="tagline">{{ .Params.tagline }}</p>
{{ .Content }}
<p><a href="https://play.example.org/new">Open a table</a> Share a link and start playing.</p>
</article>
{{ end }}
"##;

const HUGO_LIST: &str = r##"{{ define "main" }}<h1>{{ .Title }}</h1>
<ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a> {{ .Params.tagline }}</li>{{ end }}</ul>
{{ end }}
"##;
