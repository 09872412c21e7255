//! The translation state's one promise, as a property: whatever the English body looks like
//! (fences of both characters and several lengths, indented code, `## @x` inside code, diagrams
//! placed with info words) and however it is then edited (sections changed, added, removed,
//! renamed and moved; captions and rows edited) and wherever a translation places its diagrams,
//! the units `check` reports, the sections the built page notes and the status counts agree with
//! each other and with what was edited, and the English page's `<h2>` ids are the sections the
//! Markdown parser sees.

use std::collections::BTreeSet;
use std::path::Path;

use proptest::prelude::*;
use pulldown_cmark::{Event, HeadingLevel, Options, Parser, Tag};

use crate::common::*;

const PAGE: &str = "frisian-draughts";
const EN: &str = "content/variants/frisian-draughts/en.md";
const DE: &str = "content/variants/frisian-draughts/de.md";
/// Sections every language has a heading for.
const POOL: [&str; 8] = [
    "what-is",
    "history",
    "board",
    "pieces",
    "moves",
    "captures",
    "how-to-win",
    "draws",
];
const DIAGRAMS: [&str; 5] = [
    "orthogonal-man",
    "flying-king",
    "value-choice",
    "king-must-capture",
    "three-moves",
];
const ROWS: [&str; 4] = ["capture", "capture-choice", "kings", "draws"];

/// How a block of code is written: fence character and length (0: indented code).
#[derive(Clone, Debug)]
struct Code {
    fence: (char, usize),
    fake_section: bool,
}

#[derive(Clone, Debug)]
struct Section {
    id: String,
    version: u32,
    code: Option<Code>,
}

/// A body: its sections in order, and where each diagram is placed (section index, fence, info).
#[derive(Clone, Debug)]
struct Body {
    sections: Vec<Section>,
    diagrams: Vec<(usize, (char, usize), bool)>,
}

impl Body {
    fn markdown(&self, lang: &str) -> String {
        let mut out = String::new();
        for (i, s) in self.sections.iter().enumerate() {
            out.push_str(&format!(
                "## @{}\n\nText of {} in {lang}, version {}.\n\n",
                s.id, s.id, s.version
            ));
            if let Some(code) = &s.code {
                let inner = if code.fake_section {
                    "## @phantom"
                } else {
                    "let x = 1;"
                };
                match code.fence {
                    (_, 0) => out.push_str(&format!("    {inner}\n    ```\n\n")),
                    (c, n) => {
                        let fence = c.to_string().repeat(n);
                        // A shorter fence of the other kind inside is part of the code.
                        out.push_str(&format!("{fence}text\n{inner}\n```rust\n{fence}\n\n"));
                    }
                }
            }
            for (d, (at, (c, n), board)) in self.diagrams.iter().enumerate() {
                if *at == i {
                    let fence = c.to_string().repeat(*n);
                    let info = if *board { "diagram board" } else { "diagram" };
                    out.push_str(&format!("{fence}{info}\n{}\n{fence}\n\n", DIAGRAMS[d]));
                }
            }
        }
        out
    }

    fn ids(&self) -> Vec<String> {
        self.sections.iter().map(|s| s.id.clone()).collect()
    }

    fn placing(&self, diagram: usize) -> String {
        self.sections[self.diagrams[diagram].0].id.clone()
    }
}

fn code() -> impl Strategy<Value = Option<Code>> {
    proptest::option::of(
        (
            prop_oneof![
                Just(('`', 3)),
                Just(('`', 4)),
                Just(('~', 3)),
                Just(('~', 5)),
                Just((' ', 0))
            ],
            any::<bool>(),
        )
            .prop_map(|(fence, fake_section)| Code {
                fence,
                fake_section,
            }),
    )
}

/// An English body: `rule-changes` and some of the pool, in a shuffled order.
fn body() -> impl Strategy<Value = Body> {
    (
        proptest::sample::subsequence(POOL.to_vec(), 1..4).prop_shuffle(),
        proptest::collection::vec(code(), 5),
        proptest::collection::vec(
            (
                0usize..8,
                prop_oneof![Just(('`', 3)), Just(('~', 3)), Just(('`', 4))],
                any::<bool>(),
            ),
            5,
        ),
    )
        .prop_map(|(ids, codes, diagrams)| {
            let mut ids: Vec<String> = ids.into_iter().map(str::to_string).collect();
            ids.insert(ids.len() / 2, "rule-changes".into());
            let sections: Vec<Section> = (ids.into_iter().zip(codes))
                .map(|(id, code)| Section {
                    id,
                    version: 1,
                    code,
                })
                .collect();
            let n = sections.len();
            let diagrams = diagrams
                .into_iter()
                .map(|(at, f, b)| (at % n, f, b))
                .collect();
            Body { sections, diagrams }
        })
}

/// English edits: per section, changed or not; sections removed, added, moved; captions and rows
/// changed.
#[derive(Clone, Debug)]
struct Edits {
    change: Vec<bool>,
    remove: Vec<bool>,
    add: Vec<&'static str>,
    rotate: usize,
    captions: Vec<bool>,
    rows: Vec<bool>,
}

fn edits() -> impl Strategy<Value = Edits> {
    (
        proptest::collection::vec(any::<bool>(), 6),
        proptest::collection::vec(proptest::bool::weighted(0.25), 6),
        proptest::sample::subsequence(POOL.to_vec(), 0..3),
        0usize..4,
        proptest::collection::vec(proptest::bool::weighted(0.3), 5),
        proptest::collection::vec(proptest::bool::weighted(0.3), 4),
    )
        .prop_map(|(change, remove, add, rotate, captions, rows)| Edits {
            change,
            remove,
            add,
            rotate,
            captions,
            rows,
        })
}

fn write_body(root: &Path, file: &str, body: &str) {
    let text = read(root.join(file));
    let start = text[3..].find("+++\n").expect("front matter") + 3 + 4;
    std::fs::write(root.join(file), format!("{}\n{body}", &text[..start])).expect("write");
}

/// The ids of the level-2 `@` headings the Markdown parser sees outside any container.
fn parser_sections(body: &str) -> Vec<String> {
    let mut depth = 0;
    let mut found = Vec::new();
    let mut in_heading = false;
    // The extensions the site's pages are written with.
    let options = Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_SMART_PUNCTUATION
        | Options::ENABLE_HEADING_ATTRIBUTES;
    for event in Parser::new_ext(body, options) {
        match event {
            Event::Start(Tag::Heading {
                level: HeadingLevel::H2,
                ..
            }) if depth == 0 => {
                in_heading = true;
                depth += 1;
            }
            Event::Text(t) if in_heading => {
                if let Some(id) = t.strip_prefix('@') {
                    found.push(id.to_string());
                }
                in_heading = false;
            }
            Event::Start(_) => depth += 1,
            Event::End(_) => {
                depth -= 1;
                in_heading = false;
            }
            _ => {}
        }
    }
    found
}

fn page_in(out: &Path, lang: &str, needle: &str) -> String {
    fn walk(dir: &Path, found: &mut Vec<std::path::PathBuf>) {
        for e in std::fs::read_dir(dir).expect("dir").flatten() {
            if e.path().is_dir() {
                walk(&e.path(), found);
            } else if e.path().extension().is_some_and(|x| x == "html") {
                found.push(e.path());
            }
        }
    }
    let mut files = Vec::new();
    walk(&out.join(lang), &mut files);
    files
        .into_iter()
        .map(read)
        .find(|h| h.contains(needle))
        .expect("the page")
}

/// The (section, kind) `check`'s warnings on the German page stand for, the translation's
/// diagram placements telling where a caption's note goes.
fn reported(root: &Path, de: &Body) -> BTreeSet<(String, String)> {
    let report = rulebook::check(root, false);
    let mut found = BTreeSet::new();
    for d in report
        .diagnostics
        .iter()
        .filter(|d| d.file.ends_with("frisian-draughts/de.md"))
    {
        let m = &d.message;
        let unit = m
            .split(&format!("`{PAGE}/"))
            .nth(1)
            .and_then(|r| r.split('`').next());
        if m.contains("is no longer in the `en` text") {
            let id = m
                .split("section `@")
                .nth(1)
                .and_then(|r| r.split('`').next())
                .unwrap_or("");
            found.insert((id.to_string(), "orphan".to_string()));
        } else if m.contains("that this translation lacks") {
            let id = m
                .split("has a section `@")
                .nth(1)
                .and_then(|r| r.split('`').next())
                .unwrap_or("");
            found.insert((id.to_string(), "missing".to_string()));
        } else if let Some(unit) = unit {
            let section = if let Some(id) = unit.strip_prefix("section.") {
                id.to_string()
            } else if unit.starts_with("row.") {
                "rule-changes".to_string()
            } else if let Some(d) = unit.strip_prefix("diagram.") {
                de.placing(DIAGRAMS.iter().position(|x| *x == d).expect("a diagram"))
            } else {
                continue;
            };
            found.insert((section, "outdated".to_string()));
        }
    }
    // A section gone from the English is an orphan, whatever else changed in it.
    let orphans: Vec<String> = (found.iter())
        .filter(|(_, k)| k == "orphan")
        .map(|(s, _)| s.clone())
        .collect();
    found.retain(|(s, k)| k == "orphan" || !orphans.contains(s));
    found
}

fn run_case(en: Body, mut de: Body, edits: Edits) {
    let site = copy_site();
    let root = site.path();
    // Two languages are enough, and keep each case quick.
    let config = read(root.join("site.toml"));
    let kept: Vec<&str> = config.split("[[languages]]").collect();
    let only: Vec<&str> = std::iter::once(kept[0])
        .chain(
            kept[1..]
                .iter()
                .copied()
                .filter(|b| b.contains("tag = \"en\"") || b.contains("tag = \"de\"")),
        )
        .collect();
    let config: String = (only.join("[[languages]]").lines())
        .filter(|l| {
            !["ar =", "zh-Hans =", "zh-Hant =", "ja ="]
                .iter()
                .any(|t| l.starts_with(t))
        })
        .map(|l| {
            if l == "images = true" {
                "images = false\n"
            } else {
                l
            }
        })
        .flat_map(|l| [l, "\n"])
        .collect();
    std::fs::write(root.join("site.toml"), config).expect("site.toml");
    // The translation has the same sections; its diagrams stand where it chooses.
    de.sections = en.sections.clone();
    let n = de.sections.len();
    for d in &mut de.diagrams {
        d.0 %= n;
    }
    write_body(root, EN, &en.markdown("en"));
    write_body(root, DE, &de.markdown("de"));
    let run = rulebook(&[
        "translated",
        "--root",
        root.to_str().expect("utf-8"),
        "de",
        PAGE,
    ]);
    assert!(run.status.success(), "{}", stderr(&run));

    // The English is edited.
    let mut next = en.clone();
    let mut expected = BTreeSet::new();
    let mut removed = Vec::new();
    for (i, s) in next.sections.iter_mut().enumerate() {
        if edits.change[i % edits.change.len()] {
            s.version = 2;
            expected.insert((s.id.clone(), "outdated".to_string()));
        }
    }
    let keep: Vec<bool> = (0..next.sections.len())
        .map(|i| next.sections[i].id == "rule-changes" || !edits.remove[i % edits.remove.len()])
        .collect();
    if keep.iter().any(|k| !k) {
        // Diagrams of a removed section move to `rule-changes`.
        let target = next
            .sections
            .iter()
            .position(|s| s.id == "rule-changes")
            .expect("kept");
        for d in &mut next.diagrams {
            if !keep[d.0] {
                d.0 = target;
                // A diagram's block is part of its section's text: the section changed.
                expected.insert(("rule-changes".to_string(), "outdated".to_string()));
            }
        }
        let mut index = 0;
        let mut map = Vec::new();
        for (i, k) in keep.iter().enumerate() {
            map.push(index);
            if *k {
                index += 1;
            } else {
                removed.push(next.sections[i].id.clone());
            }
        }
        for d in &mut next.diagrams {
            d.0 = map[d.0];
        }
        let mut i = 0;
        next.sections.retain(|_| {
            i += 1;
            keep[i - 1]
        });
    }
    for id in &removed {
        expected.retain(|(s, _)| s != id);
        expected.insert((id.clone(), "orphan".to_string()));
    }
    for id in &edits.add {
        if !next.ids().iter().any(|s| s == id) && !removed.iter().any(|r| r == id) {
            next.sections.push(Section {
                id: id.to_string(),
                version: 1,
                code: None,
            });
            expected.insert((id.to_string(), "missing".to_string()));
        }
    }
    let len = next.sections.len();
    next.sections.rotate_left(edits.rotate % len);
    let n = next.sections.len();
    for d in &mut next.diagrams {
        d.0 = (d.0 + n - edits.rotate % len) % n;
    }
    write_body(root, EN, &next.markdown("en"));
    for (d, changed) in edits.captions.iter().enumerate() {
        if *changed {
            edit(
                root,
                EN,
                &format!("[diagrams.{}]\ncaption = \"", DIAGRAMS[d]),
                &format!("[diagrams.{}]\ncaption = \"Edited. ", DIAGRAMS[d]),
            );
            let section = de.placing(d);
            if !removed.contains(&section) {
                expected.insert((section, "outdated".to_string()));
            }
        }
    }
    for (r, changed) in edits.rows.iter().enumerate() {
        if *changed {
            let text = read(root.join(EN));
            let from = format!("[rows.{}]\nrule = \"", ROWS[r]);
            assert!(text.contains(&from), "{from}");
            edit(root, EN, &from, &format!("{from}Edited "));
            expected.insert(("rule-changes".to_string(), "outdated".to_string()));
        }
    }
    // A section that is outdated and removed is an orphan only.
    let orphans: Vec<String> = expected
        .iter()
        .filter(|(_, k)| k == "orphan")
        .map(|(s, _)| s.clone())
        .collect();
    expected.retain(|(s, k)| k == "orphan" || !orphans.contains(s));

    let from_check = reported(root, &de);
    let out = tempfile::tempdir().expect("tmp");
    let built = build_cli(root, &out.path().join("public"), &[]);
    assert!(built.status.success(), "{}", stderr(&built));
    let de_page = page_in(
        &out.path().join("public"),
        "de",
        "Text of rule-changes in de",
    );
    let en_page = page_in(
        &out.path().join("public"),
        "en",
        "Text of rule-changes in en",
    );
    let from_page: BTreeSet<(String, String)> = section_notes(&de_page).into_iter().collect();
    assert_eq!(from_check, expected, "check's warnings");
    assert_eq!(from_page, expected, "the built page's notes");
    let en_body = next.markdown("en");
    assert_eq!(
        h2_ids(&en_page),
        parser_sections(&en_body),
        "the English page's sections"
    );
    assert_eq!(parser_sections(&en_body), next.ids());
    // The status counts are the same comparison: one orphan and one missing unit per section
    // noted so, and at least one outdated unit per section noted outdated.
    let report = rulebook::check(root, false);
    let units = (report.coverage.iter())
        .find(|c| c.lang == "de")
        .and_then(|c| c.units)
        .expect("de is tracked");
    let count = |kind: &str| expected.iter().filter(|(_, k)| k == kind).count();
    assert_eq!(units.orphan, count("orphan"));
    assert_eq!(units.missing, count("missing"));
    assert!(units.outdated >= count("outdated"), "{units:?}");
    assert_eq!(units.outdated == 0, count("outdated") == 0, "{units:?}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: fuzz_cases(6, 1), ..ProptestConfig::default() })]

    #[test]
    fn check_the_notes_and_the_status_agree_on_every_edit(en in body(), de in body(), edits in edits()) {
        run_case(en, de, edits);
    }
}
