//! Ranking: a section that defines a term says it in its heading or at its start, one that merely
//! mentions it says it somewhere further down. In the copy the index reads, the first block
//! after each section heading (a paragraph, list or table) weighs more than the rest of the text,
//! as Pagefind already weighs the headings themselves.

/// The weight of a section's first block; Pagefind's text weighs 1 and an `<h2>` 6.
const WEIGHT: &str = "2";

/// The levels of the headings that start a section (`<h2`, `<h3`).
const HEADING_LEVELS: &[u8] = b"23";

/// Elements that hold a section's opening words.
const BLOCKS: &[&str] = &["p", "ul", "ol", "dl", "table"];

/// The page's HTML with the first block after each section heading weighted.
pub(crate) fn weigh_openings(html: &str) -> String {
    let mut out = String::with_capacity(html.len() + 256);
    let mut rest = html;
    while let Some(heading) = next_heading(rest) {
        let Some(block) = next_block(&rest[heading..]).map(|b| heading + b) else {
            // A heading with no block of its own (the next heading follows): go on past it.
            out.push_str(&rest[..heading + 1]);
            rest = &rest[heading + 1..];
            continue;
        };
        let name_end = block + 1 + rest[block + 1..].find([' ', '>']).unwrap_or(0);
        out.push_str(&rest[..name_end]);
        out.push_str(" data-pagefind-weight=\"");
        out.push_str(WEIGHT);
        out.push('"');
        rest = &rest[name_end..];
    }
    out.push_str(rest);
    out
}

/// Where the next section heading's tag starts: one pass over the text (looking for each
/// level in turn went to the end of a page for a level it does not have, at every heading).
fn next_heading(html: &str) -> Option<usize> {
    let bytes = html.as_bytes();
    memchr::memmem::find_iter(bytes, b"<h").find(|&at| {
        bytes
            .get(at + 2)
            .is_some_and(|level| HEADING_LEVELS.contains(level))
            && matches!(bytes.get(at + 3), Some(b' ' | b'>'))
    })
}

/// Where the first block element's opening tag starts, if it comes before the next heading.
fn next_block(html: &str) -> Option<usize> {
    let after_heading = html.find('>')? + 1;
    let limit = next_heading(&html[after_heading..]).map_or(html.len(), |h| after_heading + h);
    let mut at = after_heading;
    while let Some(open) = html[at..limit].find('<').map(|o| at + o) {
        let tag = &html.as_bytes()[open + 1..];
        let name_length = tag
            .iter()
            .position(|b| !b.is_ascii_alphanumeric())
            .unwrap_or(tag.len());
        if BLOCKS
            .iter()
            .any(|block| block.as_bytes() == &tag[..name_length])
        {
            return Some(open);
        }
        at = open + 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_block_of_each_section_weighs_more() {
        let html =
            "<h1>T</h1><p>intro</p><h2 id=\"a\">A</h2><div><ul><li>x</li></ul></div><p>y</p>\
                    <h3>B</h3><p class=\"c\">z</p><p>w</p><h2>C</h2><h2>D</h2><table></table>";
        assert_eq!(
            weigh_openings(html),
            "<h1>T</h1><p>intro</p><h2 id=\"a\">A</h2><div><ul data-pagefind-weight=\"2\"><li>x</li>\
             </ul></div><p>y</p><h3>B</h3><p data-pagefind-weight=\"2\" class=\"c\">z</p><p>w</p>\
             <h2>C</h2><h2>D</h2><table data-pagefind-weight=\"2\"></table>"
        );
    }

    #[test]
    fn only_second_and_third_level_headings_start_sections() {
        let html = "<h3>A</h3><p>a</p><h2a>B</h2a><p>b</p><h4>C</h4><p>c</p><h2>D</h2><ol></ol>";
        assert_eq!(
            weigh_openings(html),
            "<h3>A</h3><p data-pagefind-weight=\"2\">a</p><h2a>B</h2a><p>b</p><h4>C</h4><p>c</p>\
             <h2>D</h2><ol data-pagefind-weight=\"2\"></ol>"
        );
    }

    #[test]
    fn a_page_without_sections_is_left_alone() {
        let html = "<p>a</p><header><h1>x</h1></header><pre>h2</pre>";
        assert_eq!(weigh_openings(html), html);
    }
}
