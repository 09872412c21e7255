//! Search synonyms from the glossaries: a reader who types a word the site does not use (a
//! variant the language's glossary forbids, such as "promotion" where the site says "crown")
//! still finds the pages. The variants of each term whose approved words a page uses go into the
//! page's `synonyms` metadata field in the copy the index reads: Pagefind searches metadata as it
//! searches text, but a result's excerpt and title are made from the page's text alone, so a
//! forbidden word finds the page and is never shown to the reader.

use crate::site::escape::push_escaped;
use crate::site::load::glossary::{match_at, Term};

/// The attribute of elements Pagefind leaves out of the index.
const IGNORED: &str = "data-pagefind-ignore";

/// The attribute of the element that marks what the index reads.
const BODY: &str = "data-pagefind-body";

/// The metadata field that holds a page's synonyms (`static/js/search.js` never shows it).
pub(crate) const FIELD: &str = "synonyms";

/// An approved word to look for, and the term it belongs to.
struct Synonym {
    form: Vec<char>,
    term: usize,
}

/// A language's glossary as the index uses it: the approved words, and per term its variants.
pub(crate) struct Synonyms {
    approved: Vec<Synonym>,
    variants: Vec<String>,
}

impl Synonyms {
    pub(crate) fn of(terms: &[Term]) -> Synonyms {
        let mut approved = Vec::new();
        let mut variants = Vec::new();
        for t in terms.iter().filter(|t| !t.forbidden.is_empty()) {
            let term = variants.len();
            // Metadata is split into words at spaces; a comma would cling to a word.
            variants.push(t.forbidden.join(" ").replace(',', " "));
            for form in t.approved_forms() {
                approved.push(Synonym {
                    form: form.chars().collect(),
                    term,
                });
            }
        }
        Synonyms { approved, variants }
    }

    /// The page's HTML with the variants of the terms it uses (in text the index reads, not in
    /// an element Pagefind ignores) as metadata of the element marked for search.
    pub(crate) fn annotate(&self, html: &str) -> String {
        let used = self.terms_used(html);
        if !used.contains(&true) {
            return html.to_string();
        }
        let mut words = String::new();
        for (term, _) in used.iter().enumerate().filter(|(_, used)| **used) {
            if !words.is_empty() {
                words.push(' ');
            }
            words.push_str(&self.variants[term]);
        }
        let mut element = format!("<span {IGNORED} data-pagefind-meta=\"{FIELD}:");
        push_escaped(&mut element, &words);
        element.push_str("\"></span>");
        let at = html
            .find(BODY)
            .and_then(|body| html[body..].find('>').map(|end| body + end + 1))
            .unwrap_or(html.len());
        let mut out = String::with_capacity(html.len() + element.len());
        out.push_str(&html[..at]);
        out.push_str(&element);
        out.push_str(&html[at..]);
        out
    }

    /// Per term, whether the page uses one of its approved words in text the index reads.
    fn terms_used(&self, html: &str) -> Vec<bool> {
        let mut used = vec![false; self.variants.len()];
        let mut skipped = Skipped::default();
        let mut rest = html;
        while !rest.is_empty() {
            let text_end = rest.find('<').unwrap_or(rest.len());
            let (text, after) = rest.split_at(text_end);
            if !skipped.is_inside() {
                self.mark_used(text, &mut used);
            }
            let tag_end = after.find('>').map_or(after.len(), |i| i + 1);
            let (tag, after) = after.split_at(tag_end);
            skipped.see(tag);
            rest = after;
        }
        used
    }

    /// Marks the terms whose approved words `text`, a run between tags, contains.
    fn mark_used(&self, text: &str, used: &mut [bool]) {
        let chars: Vec<(usize, char)> = text.char_indices().collect();
        let mut at = 0;
        while at < chars.len() {
            // A word is not looked for inside a character reference: `&amp;` holds no `amp`.
            if let Some(len) = entity_at(&chars[at..]) {
                at += len;
                continue;
            }
            for s in &self.approved {
                if !used[s.term] && match_at(&chars, at, &s.form).is_some() {
                    used[s.term] = true;
                }
            }
            at += 1;
        }
    }
}

/// The length in characters of the character reference (`&amp;`, `&#39;`) that `text` starts
/// with, if it starts with one.
fn entity_at(text: &[(usize, char)]) -> Option<usize> {
    const LONGEST: usize = 32;
    if text.first()?.1 != '&' {
        return None;
    }
    let name = text.iter().skip(1).take(LONGEST);
    let len = name
        .take_while(|(_, c)| c.is_ascii_alphanumeric() || *c == '#')
        .count();
    (len > 0 && text.get(len + 1)?.1 == ';').then_some(len + 2)
}

/// Whether the text being read lies in an element the index does not read: one marked
/// `data-pagefind-ignore` (counted by name, so that nested elements of the same name close it
/// only when it closes).
#[derive(Default)]
struct Skipped {
    element: Option<(String, usize)>,
}

impl Skipped {
    fn is_inside(&self) -> bool {
        self.element.is_some()
    }

    fn see(&mut self, tag: &str) {
        let closing = tag.starts_with("</");
        let name: String = tag
            .trim_start_matches('<')
            .trim_start_matches('/')
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric())
            .collect::<String>()
            .to_ascii_lowercase();
        if name.is_empty() || tag.ends_with("/>") {
            return;
        }
        match &mut self.element {
            Some((open, depth)) if *open == name => {
                if closing {
                    *depth -= 1;
                    if *depth == 0 {
                        self.element = None;
                    }
                } else {
                    *depth += 1;
                }
            }
            Some(_) => {}
            None if !closing && !is_void(&name) && tag.contains(IGNORED) => {
                self.element = Some((name, 1));
            }
            None => {}
        }
    }
}

/// Elements that have no end tag.
fn is_void(name: &str) -> bool {
    matches!(
        name,
        "area"
            | "base"
            | "br"
            | "col"
            | "embed"
            | "hr"
            | "img"
            | "input"
            | "link"
            | "meta"
            | "source"
            | "track"
            | "wbr"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::site::load::glossary::parse;

    fn synonyms() -> Synonyms {
        Synonyms::of(
            &parse(
                "[[term]]\nconcept = \"crowning\"\napproved = \"crown (crowned, crowning)\"\n\
                 forbidden = [\"promotion\", \"promote\"]\n\
                 [[term]]\nconcept = \"king\"\napproved = \"king\"\n\
                 [[term]]\nconcept = \"man\"\napproved = \"兵\"\nforbidden = [\"卒\", \"<x>, y\"]\n",
            )
            .expect("parses"),
        )
    }

    #[test]
    fn the_variants_of_the_terms_a_page_uses_are_metadata_not_text() {
        let html =
            "<article data-pagefind-body>\n<h1>Crowning</h1><p>A man is crowned.</p></article>";
        assert_eq!(
            synonyms().annotate(html),
            "<article data-pagefind-body><span data-pagefind-ignore \
             data-pagefind-meta=\"synonyms:promotion promote\"></span>\n<h1>Crowning</h1>\
             <p>A man is crowned.</p></article>"
        );
    }

    #[test]
    fn words_match_whole_except_where_a_script_runs_them_together() {
        let s = synonyms();
        let page = "<main data-pagefind-body><p>crownless crowns</p></main>";
        assert_eq!(s.annotate(page), page);
        assert_eq!(
            s.annotate("<main data-pagefind-body><p>白兵：28。</p></main>"),
            "<main data-pagefind-body><span data-pagefind-ignore \
             data-pagefind-meta=\"synonyms:卒 &lt;x&gt;  y\"></span><p>白兵：28。</p></main>"
        );
    }

    #[test]
    fn words_in_ignored_elements_nested_ones_too_bring_no_variants() {
        let page =
            "<main data-pagefind-body><div data-pagefind-ignore><div>crown</div>crown</div></main>";
        assert_eq!(synonyms().annotate(page), page);
    }
}
