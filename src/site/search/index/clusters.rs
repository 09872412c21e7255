//! A text's grapheme clusters (what a reader takes for one character), as Unicode's rules cut
//! them. Chinese and Japanese pages are indexed cluster by cluster, and finding the boundaries
//! by the rules cost more than a tenth of indexing them; where every character of a text is one
//! that no rule joins to a neighbour, its clusters are its characters, found far faster.

use std::str::CharIndices;

use unicode_segmentation::{Graphemes, UnicodeSegmentation};

/// The clusters of `text`, in order (and from the end).
pub(super) fn clusters(text: &str) -> Clusters<'_> {
    if text.chars().all(stands_alone) {
        Clusters::Chars(text, text.char_indices())
    } else {
        Clusters::Graphemes(text.graphemes(true))
    }
}

/// Where each cluster of `text` starts.
pub(super) fn cluster_starts(text: &str) -> impl Iterator<Item = usize> + '_ {
    let start = text.as_ptr() as usize;
    clusters(text).map(move |cluster| cluster.as_ptr() as usize - start)
}

/// A character that is always a cluster of its own: printable ASCII, the CJK ideographs, kana
/// and the CJK and full-width punctuation, without the few combining marks among them (the kana
/// voicing marks U+3099–309A, the ideographic tone marks U+302A–302F). Unlisted characters are
/// left to the rules.
fn stands_alone(c: char) -> bool {
    matches!(c,
        '\u{21}'..='\u{7e}'
        | '\u{3001}'..='\u{3029}'
        | '\u{3030}'..='\u{303f}'
        | '\u{3041}'..='\u{3096}'
        | '\u{309b}'..='\u{30ff}'
        | '\u{3400}'..='\u{4dbf}'
        | '\u{4e00}'..='\u{9fff}'
        | '\u{ff01}'..='\u{ff5e}')
}

/// The iterator `clusters` gives.
pub(super) enum Clusters<'a> {
    Chars(&'a str, CharIndices<'a>),
    Graphemes(Graphemes<'a>),
}

impl<'a> Iterator for Clusters<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        match self {
            Clusters::Chars(text, chars) => chars.next().map(|(i, c)| &text[i..i + c.len_utf8()]),
            Clusters::Graphemes(graphemes) => graphemes.next(),
        }
    }
}

impl DoubleEndedIterator for Clusters<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        match self {
            Clusters::Chars(text, chars) => {
                chars.next_back().map(|(i, c)| &text[i..i + c.len_utf8()])
            }
            Clusters::Graphemes(graphemes) => graphemes.next_back(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// The short way gives the rules' clusters, whatever the mix of characters: ideographs,
        /// kana with and without combining voicing marks, tone marks, Hangul jamo, an accent, a
        /// joiner, half-width kana marks, emoji.
        #[test]
        fn the_clusters_are_the_rules_clusters(
            text in "[a-z!~国語あかゝゞ\u{3099}\u{309a}\u{302a}ー。「」、ＡＺ\u{1100}\u{1161}\u{11a8}e\u{301}\u{200d}\u{ff76}\u{ff9e}\u{1f600}\u{1f3fb}]{0,24}"
        ) {
            let expected: Vec<&str> = text.graphemes(true).collect();
            proptest::prop_assert_eq!(clusters(&text).collect::<Vec<_>>(), expected.clone());
            let mut reversed: Vec<&str> = clusters(&text).rev().collect();
            reversed.reverse();
            proptest::prop_assert_eq!(reversed, expected);
            let starts: Vec<usize> = text.grapheme_indices(true).map(|(i, _)| i).collect();
            proptest::prop_assert_eq!(cluster_starts(&text).collect::<Vec<_>>(), starts);
        }
    }

    #[test]
    fn cjk_text_takes_the_short_way() {
        assert!(matches!(clusters("国际跳棋的规则"), Clusters::Chars(..)));
        assert!(matches!(clusters("か\u{3099}"), Clusters::Graphemes(..)));
    }
}
