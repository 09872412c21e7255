//! Search synonyms from the glossaries: a reader who types a word the site does not use (a
//! variant the language's glossary forbids, such as "promotion" where the site says "crown")
//! still finds the pages. In the copy of a page the index reads, and only there, the first word
//! of each term's approved forms is followed by its variants in brackets: "crowned (promotion,
//! promote)", which is also what the reader sees in the result's excerpt.

use crate::site::escape::push_escaped;
use crate::site::load::glossary::{match_at, Term};

/// The attribute of elements Pagefind leaves out of the index.
const IGNORED: &str = "data-pagefind-ignore";

/// A word to look for, and what follows it in the index's copy.
struct Synonym {
    form: Vec<char>,
    term: usize,
    note: String,
}

/// The words of a language's glossary to annotate.
pub(crate) struct Synonyms(Vec<Synonym>);

impl Synonyms {
    pub(crate) fn of(terms: &[Term]) -> Synonyms {
        let mut synonyms = Vec::new();
        for (term, t) in terms.iter().enumerate() {
            if t.forbidden.is_empty() {
                continue;
            }
            let mut note = String::from(" (");
            push_escaped(&mut note, &t.forbidden.join(", "));
            note.push(')');
            for form in t.approved_forms() {
                synonyms.push(Synonym {
                    form: form.chars().collect(),
                    term,
                    note: note.clone(),
                });
            }
        }
        Synonyms(synonyms)
    }

    /// The page's HTML with each term's variants after the first of its approved words in text
    /// the index reads (not in the title, `<h1>`, which names the result, nor in an element
    /// Pagefind ignores).
    pub(crate) fn annotate(&self, html: &str) -> String {
        if self.0.is_empty() {
            return html.to_string();
        }
        let mut out = String::with_capacity(html.len() + 256);
        let mut done = vec![false; self.0.iter().map(|s| s.term + 1).max().unwrap_or(0)];
        let mut skipped = Skipped::default();
        let mut rest = html;
        while !rest.is_empty() {
            let text_end = rest.find('<').unwrap_or(rest.len());
            let (text, after) = rest.split_at(text_end);
            if skipped.is_inside() {
                out.push_str(text);
            } else {
                self.annotate_text(text, &mut done, &mut out);
            }
            let tag_end = after.find('>').map_or(after.len(), |i| i + 1);
            let (tag, after) = after.split_at(tag_end);
            skipped.see(tag);
            out.push_str(tag);
            rest = after;
        }
        out
    }

    /// Copies `text`, a run between tags, into `out` with the notes of the terms not yet done.
    fn annotate_text(&self, text: &str, done: &mut [bool], out: &mut String) {
        let chars: Vec<(usize, char)> = text.char_indices().collect();
        let mut copied = 0;
        let mut at = 0;
        while at < chars.len() {
            // A word is not looked for inside an entity: `&amp;` holds no `amp` to annotate.
            if let Some(len) = entity_at(&chars[at..]) {
                at += len;
                continue;
            }
            let found = self
                .0
                .iter()
                .filter(|s| !done[s.term])
                .filter_map(|s| match_at(&chars, at, &s.form).map(|len| (len, s)))
                .max_by_key(|(len, _)| *len);
            let Some((len, synonym)) = found else {
                at += 1;
                continue;
            };
            let end = chars.get(at + len).map_or(text.len(), |c| c.0);
            out.push_str(&text[copied..end]);
            out.push_str(&synonym.note);
            done[synonym.term] = true;
            copied = end;
            at += len;
        }
        out.push_str(&text[copied..]);
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

/// Whether the text being read lies in an element the index does not read as prose: the page's
/// `<h1>` or an element marked `data-pagefind-ignore` (counted by name, so that nested elements
/// of the same name close it only when it closes).
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
            None if !closing && !is_void(&name) && (name == "h1" || tag.contains(IGNORED)) => {
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
                 [[term]]\nconcept = \"man\"\napproved = \"兵\"\nforbidden = [\"卒\", \"<x>\"]\n",
            )
            .expect("parses"),
        )
    }

    #[test]
    fn the_first_approved_word_read_as_prose_is_followed_by_its_variants() {
        let html = "<h1>Crowning</h1><p data-pagefind-ignore>Crowned <b>x</b> crown</p>\
                    <p class=\"crowned\">A man is <em>Crowned</em> when… crowned again.</p>";
        assert_eq!(
            synonyms().annotate(html),
            "<h1>Crowning</h1><p data-pagefind-ignore>Crowned <b>x</b> crown</p>\
             <p class=\"crowned\">A man is <em>Crowned (promotion, promote)</em> when… crowned again.</p>"
        );
    }

    #[test]
    fn words_match_whole_except_where_a_script_runs_them_together() {
        let s = synonyms();
        assert_eq!(
            s.annotate("<p>crownless crowns</p>"),
            "<p>crownless crowns</p>"
        );
        assert_eq!(
            s.annotate("<p>白兵：28。</p>"),
            "<p>白兵 (卒, &lt;x&gt;)：28。</p>"
        );
    }

    /// Glossary words that are entity names (`amp`, `lt`) or `&` leave the page's character
    /// references whole.
    #[test]
    fn character_references_are_left_whole() {
        let s = Synonyms::of(
            &parse(
                "[[term]]\nconcept = \"and\"\napproved = \"amp (lt, &, #39)\"\n\
                 forbidden = [\"ampersand\"]\n",
            )
            .expect("parses"),
        );
        let html = "<p>Tom &amp; Jerry &lt;3 &#39;x&#39; amp</p>";
        assert_eq!(
            s.annotate(html),
            "<p>Tom &amp; Jerry &lt;3 &#39;x&#39; amp (ampersand)</p>"
        );
    }

    #[test]
    fn nested_elements_of_an_ignored_ones_name_do_not_end_it_early() {
        let html = "<div data-pagefind-ignore><div>crown</div>crown</div><p>crown</p>";
        assert_eq!(
            synonyms().annotate(html),
            "<div data-pagefind-ignore><div>crown</div>crown</div><p>crown (promotion, promote)</p>"
        );
    }
}
