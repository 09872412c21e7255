//! The generator draws 8 × 8 boards: a fixture site with a Russian and a Brazilian diagram gets
//! boards of 8 × 8 squares (32 dark ones, numbered 1–32 in PDN order) whose moves are the rules
//! core's.

use crate::common;

use common::*;

const PAGE: &str = "content/games/international-draughts";

/// The site with two 8 × 8 diagrams on the International draughts page (English text only).
fn fixture() -> (tempfile::TempDir, tempfile::TempDir) {
    let site = copy_site();
    let toml = site.path().join(PAGE).join("page.toml");
    let mut text = read(&toml);
    text.push_str(
        r#"
[[diagrams]]
id = "russian-crowning"
rules = "russian-draughts"
position = "W:W11:B7,9"
numbers = true
moves = ["11x13"]

[[diagrams]]
id = "brazilian-start"
rules = "brazilian-draughts"
position = "W:W21-32:B1-12"
numbers = true
"#,
    );
    std::fs::write(&toml, text).unwrap();
    edit(
        site.path(),
        &format!("{PAGE}/en.md"),
        "[diagrams.start]",
        "[diagrams.russian-crowning]\ncaption = \"Crowned during the capture.\"\nsteps = [\"The man takes on as a king.\"]\n\n[diagrams.brazilian-start]\ncaption = \"The Brazilian start.\"\n\n[diagrams.start]",
    );
    edit(
        site.path(),
        &format!("{PAGE}/en.md"),
        "## @how-to-win\n",
        "## @how-to-win\n\n```diagram\nrussian-crowning\n```\n\n```diagram\nbrazilian-start\n```\n",
    );
    let out = tempfile::tempdir().unwrap();
    let run = build_cli(site.path(), out.path(), &[]);
    assert!(run.status.success(), "{}", stderr(&run));
    (site, out)
}

/// The `<svg>` of the board whose title id starts with `id`, and the JSON data after it.
fn board<'a>(html: &'a str, id: &str) -> (&'a str, serde_json::Value) {
    let start = html
        .find(&format!(r#"aria-labelledby="diagram-{id}-title""#))
        .unwrap_or_else(|| panic!("no board {id}"));
    let svg_start = html[..start].rfind("<svg").unwrap();
    let svg = &html[svg_start..svg_start + html[svg_start..].find("</svg>").unwrap()];
    let data_at = html[svg_start..]
        .find(r#"class="diagram-data">"#)
        .map(|i| svg_start + i + r#"class="diagram-data">"#.len())
        .unwrap();
    let json = &html[data_at..data_at + html[data_at..].find("</script>").unwrap()];
    (
        svg,
        serde_json::from_str(&json.replace("<\\/", "</")).unwrap(),
    )
}

#[test]
fn small_boards_have_32_numbered_squares_and_the_cores_moves() {
    let (_site, out) = fixture();
    let html = read(
        out.path()
            .join("en/games/international-draughts/index.html"),
    );
    // The page carries the small board's squares once; each 8 × 8 board draws them with <use>.
    let squares = &html[html.find(r#"<g id="cells-8" class="holes">"#).unwrap()..];
    let squares = &squares[..squares.find("</g>").unwrap()];
    assert_eq!(squares.matches(r#"<rect data-sq="#).count(), 32);
    // Square 1 is b8 (second column, first row), 29 a1, 32 g1.
    assert!(squares.contains(r#"data-sq="1" x="40" y="0""#), "{squares}");
    assert!(
        squares.contains(r#"data-sq="29" x="0" y="280""#),
        "{squares}"
    );
    assert!(
        squares.contains(r#"data-sq="32" x="240" y="280""#),
        "{squares}"
    );
    for id in ["russian-crowning", "brazilian-start"] {
        let (svg, _) = board(&html, id);
        assert!(svg.contains(r#"viewBox="0 0 320 320""#), "{svg}");
        assert!(
            svg.contains(r##"<use class="cells" href="#cells-8"/>"##),
            "{svg}"
        );
        // The numbers go to 32.
        assert!(svg.contains(">32</text>") && !svg.contains(">33</text>"));
    }
    let (svg, data) = board(&html, "brazilian-start");
    assert_eq!(svg.matches("class=\"piece ").count(), 24, "{svg}");
    // A page writes a move's text only where it is not its short notation.
    let moves: Vec<String> = data["positions"][0]["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            m.get("text")
                .unwrap_or(&m["short"])
                .as_str()
                .unwrap()
                .to_string()
        })
        .collect();
    let core = stdout(&rulebook(&[
        "moves",
        "brazilian-draughts",
        "W:W21-32:B1-12",
    ]));
    assert_eq!(moves, core.lines().collect::<Vec<_>>());
    // The Russian line: the man crowned on d8 takes on as a king and stays one on a5 (13).
    let (_, data) = board(&html, "russian-crowning");
    let step = &data["steps"][0];
    assert_eq!(step["text"], "11x13:7,9");
    assert_eq!(step["short"], "11x13");
    assert_eq!(step["path"], serde_json::json!([2, 13]));
    // It crowns, which the board reads from the step: the position after it is the next one.
    assert_eq!(step["crowns"], true);
    assert_eq!(step.get("after"), None);
    assert_eq!(data["positions"][1]["position"], "B:WK13:B");
}
