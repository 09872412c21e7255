//! Ranking: a section that defines a term says it in its heading or at its start, one that merely
//! mentions it says it somewhere further down. In the copy the index reads, the first block
//! after each section heading (a paragraph, list or table) weighs more than the rest of the text,
//! as Pagefind already weighs the headings themselves.

/// The weight of a section's first block; Pagefind's text weighs 1 and an `<h2>` 6.
const WEIGHT: &str = "2";

/// Headings that start a section.
const HEADINGS: &[&str] = &["<h2", "<h3"];

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

/// Where the next section heading's tag starts.
fn next_heading(html: &str) -> Option<usize> {
    HEADINGS
        .iter()
        .filter_map(|h| {
            html.match_indices(h)
                .find(|(at, _)| matches!(html.as_bytes().get(at + h.len()), Some(b' ' | b'>')))
                .map(|(at, _)| at)
        })
        .min()
}

/// Where the first block element's opening tag starts, if it comes before the next heading.
fn next_block(html: &str) -> Option<usize> {
    let after_heading = html.find('>')? + 1;
    let limit = next_heading(&html[after_heading..]).map_or(html.len(), |h| after_heading + h);
    let mut at = after_heading;
    while let Some(open) = html[at..limit].find('<').map(|o| at + o) {
        let name: String = html[open + 1..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect();
        if BLOCKS.contains(&name.as_str()) {
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
    fn a_page_without_sections_is_left_alone() {
        let html = "<p>a</p><header><h1>x</h1></header><pre>h2</pre>";
        assert_eq!(weigh_openings(html), html);
    }
}
