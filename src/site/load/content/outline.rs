//! The one reader of a page body's structure, by CommonMark's rules: its sections (a level-2 ATX
//! heading `## @id` outside any container), the diagrams each places (a fenced block of either
//! fence character whose info string's first word is `diagram`) and its code blocks. The renderer,
//! the translation records, the reader's notes, the lints, the review files and `new-page` all take
//! the body's structure from here, so they cannot disagree on where a section starts.

use std::ops::Range;

use pulldown_cmark::{CodeBlockKind, Event, HeadingLevel, Options, Parser, Tag, TagEnd};

/// What starts a section's heading line: `## @<id>`.
pub(crate) const SECTION_MARK: &str = "## @";
/// The fence the site's own writers (`new-page`) open and close a block with.
pub(crate) const FENCE: &str = "```";
/// The info word of the fenced block that places diagrams by id.
pub(crate) const DIAGRAM_BLOCK: &str = "diagram";

/// The Markdown extensions every reader of a page body parses with: the block structure depends
/// on them (a footnote definition is a container), so the outline and the renderer share them.
pub(crate) fn markdown_options() -> Options {
    Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_SMART_PUNCTUATION
        | Options::ENABLE_HEADING_ATTRIBUTES
}

/// A body's structure, as byte ranges of the body's text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Outline {
    /// The text before the first section (empty in a well-formed page).
    pub intro: Range<usize>,
    /// The sections, in the body's order.
    pub sections: Vec<OutlineSection>,
    /// Every code block, fenced or indented, diagram blocks included: no prose.
    pub code: Vec<Range<usize>>,
}

/// One `## @id` section.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct OutlineSection {
    /// The id after `## @`, as written.
    pub id: String,
    /// The heading line, its line break included.
    pub mark: Range<usize>,
    /// The heading's line in the body, from 0.
    pub line: usize,
    /// The section's Markdown: from after its heading line to the next section's.
    pub text: Range<usize>,
    /// The diagrams the section places, in order.
    pub diagrams: Vec<Placement>,
}

/// A diagram placed by id, at the start of its fenced block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Placement {
    pub id: String,
    pub at: usize,
    /// The whole fenced block that places it.
    pub block: Range<usize>,
}

/// The lines of a page's file (from 1) that are no prose, for the lints that read the file line
/// by line: the front matter's, and the body's code blocks and section heading lines.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct FileLines {
    /// The front matter's lines, its `+++` fences included.
    pub front_matter: Range<usize>,
    /// Lines of code blocks (their fences included) and `## @id` lines.
    pub not_prose: std::collections::BTreeSet<usize>,
}

impl FileLines {
    /// Reads a page file's structure; a file without front matter is all body.
    pub(crate) fn read(file_text: &str) -> FileLines {
        let (body, body_line) = match super::split_front_matter(file_text) {
            Some((_, body, body_line)) => (body, body_line),
            None => (file_text, 1),
        };
        let outline = Outline::read(body);
        let line_of = |at: usize| {
            body_line
                + body.as_bytes()[..at]
                    .iter()
                    .filter(|&&b| b == b'\n')
                    .count()
        };
        let mut not_prose = std::collections::BTreeSet::new();
        let marks = outline.sections.iter().map(|s| s.mark.clone());
        for range in outline.code.iter().cloned().chain(marks) {
            // A block's range ends after its last line break: that line is not the block's.
            let last = range.end.saturating_sub(1).max(range.start);
            not_prose.extend(line_of(range.start)..=line_of(last));
        }
        FileLines {
            front_matter: 1..body_line,
            not_prose,
        }
    }

    /// Whether the file's line (from 1) is prose a lint should read.
    pub(crate) fn is_prose(&self, line: usize) -> bool {
        !self.not_prose.contains(&line)
    }
}

impl Outline {
    /// Reads a body's structure.
    pub(crate) fn read(body: &str) -> Outline {
        let mut marks: Vec<(String, Range<usize>)> = Vec::new();
        let mut code = Vec::new();
        let mut placements: Vec<Placement> = Vec::new();
        // Open containers: a heading inside a list, quote or footnote is no section.
        let mut depth = 0usize;
        let mut diagram: Option<(Range<usize>, String)> = None;
        for (event, range) in Parser::new_ext(body, markdown_options()).into_offset_iter() {
            match event {
                Event::Start(Tag::Heading {
                    level: HeadingLevel::H2,
                    ..
                }) if depth == 0 => {
                    if let Some(id) = section_id(&body[range.clone()]) {
                        let end = line_end(body, range.start);
                        marks.push((id.to_string(), range.start..end));
                    }
                    depth += 1;
                }
                Event::Start(Tag::CodeBlock(kind)) => {
                    code.push(range.clone());
                    if let CodeBlockKind::Fenced(info) = kind {
                        if info.split_whitespace().next() == Some(DIAGRAM_BLOCK) {
                            diagram = Some((range.clone(), String::new()));
                        }
                    }
                    depth += 1;
                }
                Event::Text(text) => {
                    if let Some((_, words)) = &mut diagram {
                        words.push_str(&text);
                    }
                }
                Event::End(TagEnd::CodeBlock) => {
                    if let Some((block, words)) = diagram.take() {
                        placements.extend(words.split_whitespace().map(|id| Placement {
                            id: id.to_string(),
                            at: block.start,
                            block: block.clone(),
                        }));
                    }
                    depth = depth.saturating_sub(1);
                }
                Event::Start(_) => depth += 1,
                Event::End(_) => depth = depth.saturating_sub(1),
                _ => {}
            }
        }
        let intro_end = marks.first().map_or(body.len(), |(_, m)| m.start);
        let mut sections: Vec<OutlineSection> = Vec::with_capacity(marks.len());
        let (mut line, mut counted) = (0, 0);
        for (i, (id, mark)) in marks.iter().enumerate() {
            line += body.as_bytes()[counted..mark.start]
                .iter()
                .filter(|&&b| b == b'\n')
                .count();
            counted = mark.start;
            let end = marks.get(i + 1).map_or(body.len(), |(_, next)| next.start);
            let text = mark.end..end;
            let diagrams = (placements.iter())
                .filter(|p| text.contains(&p.at))
                .cloned()
                .collect();
            sections.push(OutlineSection {
                id: id.clone(),
                mark: mark.clone(),
                line,
                text,
                diagrams,
            });
        }
        Outline {
            intro: 0..intro_end,
            sections,
            code,
        }
    }

    /// The section that places a diagram, if any does.
    pub(crate) fn section_placing(&self, diagram: &str) -> Option<&OutlineSection> {
        (self.sections.iter()).find(|s| s.diagrams.iter().any(|d| d.id == diagram))
    }

    /// Whether a section has no text: nothing but blank lines and the diagrams it places.
    pub(crate) fn is_empty(section: &OutlineSection, body: &str) -> bool {
        let mut at = section.text.start;
        for block in section.diagrams.iter().map(|d| &d.block) {
            if block.start >= at {
                if !body[at..block.start].trim().is_empty() {
                    return false;
                }
                at = block.end;
            }
        }
        body[at..section.text.end].trim().is_empty()
    }
}

/// The id of a heading `## @id` (optionally closed by `#`s), or `None` for any other heading.
fn section_id(heading: &str) -> Option<&str> {
    let line = heading.lines().next()?.trim();
    let rest = line.strip_prefix("##")?;
    // `##@id` is no ATX heading; a setext heading does not start with `#`.
    if !rest.starts_with([' ', '\t']) {
        return None;
    }
    let id = rest.trim_start().strip_prefix('@')?;
    let id = id.trim_end().trim_end_matches('#').trim_end();
    Some(id)
}

/// The offset just after the line break of the line holding `at` (or the end of the text).
fn line_end(text: &str, at: usize) -> usize {
    text[at..].find('\n').map_or(text.len(), |i| at + i + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(body: &str) -> Vec<String> {
        Outline::read(body)
            .sections
            .into_iter()
            .map(|s| s.id)
            .collect()
    }

    #[test]
    fn sections_start_only_at_top_level_atx_headings() {
        let body = "## @a\nText.\n\n    ## @indented\n\n```\n## @fenced\n```\n\n~~~~\n```\n## @long\n~~~~\n\n> ## @quoted\n\n- ## @listed\n\n## @b ##\nMore.\n\n@c\n---\n";
        assert_eq!(ids(body), ["a", "b"]);
    }

    #[test]
    fn a_section_runs_to_the_next_heading_and_places_its_diagrams() {
        let body = "Intro.\n## @a\nA.\n~~~diagram\nstart\n~~~\n## @b\n```diagram board\nend other\n```\n```rust\ndiagram x\n```\n";
        let outline = Outline::read(body);
        assert_eq!(&body[outline.intro.clone()], "Intro.\n");
        let [a, b] = &outline.sections[..] else {
            panic!("{outline:?}")
        };
        assert_eq!(&body[a.text.clone()], "A.\n~~~diagram\nstart\n~~~\n");
        let placed =
            |s: &OutlineSection| s.diagrams.iter().map(|d| d.id.clone()).collect::<Vec<_>>();
        assert_eq!(placed(a), ["start"]);
        assert_eq!(placed(b), ["end", "other"]);
        assert_eq!(
            outline.section_placing("other").map(|s| s.id.as_str()),
            Some("b")
        );
        assert_eq!(outline.code.len(), 3);
        assert!(!Outline::is_empty(a, body));
        let empty = "## @a\n\n```diagram\nstart\n```\n\n## @b\nText.\n";
        let outline = Outline::read(empty);
        assert!(Outline::is_empty(&outline.sections[0], empty));
        assert!(!Outline::is_empty(&outline.sections[1], empty));
    }

    #[test]
    fn a_file_s_code_and_section_lines_are_not_prose() {
        let file = "+++\nslug = \"x\"\n+++\n## @a\nProse.\n\n    indented code\n\n~~~\nfenced\n~~~\nProse.\n";
        let lines = FileLines::read(file);
        assert_eq!(lines.front_matter, 1..4);
        let prose: Vec<usize> = (4..=12).filter(|&l| lines.is_prose(l)).collect();
        assert_eq!(prose, [5, 6, 8, 12]);
    }

    #[test]
    fn a_fence_inside_another_fence_does_not_close_it() {
        let body = "## @a\n```text\n```rust\n## @x\n```\nAfter.\n## @b\n";
        assert_eq!(ids(body), ["a", "b"]);
    }
}
