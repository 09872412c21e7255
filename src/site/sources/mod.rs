//! What each translation was made from. Every translatable unit — a page's tagline,
//! description, comparison-table row, diagram text and body section, and every Fluent entry — is
//! recorded per language with a fingerprint of the reference-language text it was translated
//! from (`locales/<tag>/translated.toml`, written by `rulebook translated`). A unit whose
//! reference text no longer has that fingerprint is outdated: `check` reports it at the
//! translation's line.

mod history;
mod record;
mod report;
mod state;
mod units;

pub(crate) use history::{word_diff, word_parts, History, Part};
pub(crate) use record::{Record, RecordStamps, Records, FILE_NAME as RECORD_FILE_NAME};
pub use report::UnitCount;
pub(crate) use report::{report, Freshness};
pub(crate) use state::TranslationState;
pub(crate) use units::{entry_text, message_units, page_units, sections, translation_units, Unit};

use std::hash::Hasher;

use crate::site::fnv::Fnv;

/// The fingerprint of a reference text: FNV-1a (64 bits, folded to 32) of the text with its
/// whitespace runs made single spaces, so re-wrapping a paragraph changes nothing. Written as 8
/// hex digits; stable across versions, since records are kept in the site's files.
pub(crate) fn fingerprint(text: &str) -> String {
    let mut fnv = Fnv::default();
    for (i, word) in text.split_whitespace().enumerate() {
        if i > 0 {
            fnv.write(b" ");
        }
        fnv.write(word.as_bytes());
    }
    let hash = fnv.finish();
    format!("{:08x}", (hash >> 32) ^ (hash & 0xffff_ffff))
}

#[cfg(test)]
mod tests {
    use super::fingerprint;
    use proptest::prelude::*;

    #[test]
    fn a_fingerprint_ignores_how_the_text_is_wrapped_but_not_its_words() {
        assert_eq!(fingerprint("A man\n  moves."), fingerprint("A man moves."));
        assert_ne!(fingerprint("A man moves."), fingerprint("A man moves!"));
        assert_eq!(fingerprint("A man moves.").len(), 8);
        // Fixed forever: the records of every site depend on it.
        assert_eq!(fingerprint(""), "4fd0bfc1");
        assert_eq!(fingerprint("A man moves."), "823855a1");
    }

    /// The fingerprint as it was computed before it used `site::fnv`, kept as the oracle: records
    /// on disk hold its output, so the shared hasher must give the very same digits.
    fn fingerprint_as_recorded(text: &str) -> String {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        let mut eat = |byte: u8| {
            hash ^= u64::from(byte);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        };
        for (i, word) in text.split_whitespace().enumerate() {
            if i > 0 {
                eat(b' ');
            }
            word.bytes().for_each(&mut eat);
        }
        format!("{:08x}", (hash >> 32) ^ (hash & 0xffff_ffff))
    }

    #[test]
    fn the_shared_hasher_gives_the_recorded_fingerprints() {
        for text in [
            "",
            " ",
            "A man moves.",
            "Ein Stein zieht\n  vorwärts.",
            "跳棋 ＝ 棋",
            "\t\u{a0}x\u{2003}y ",
        ] {
            assert_eq!(fingerprint(text), fingerprint_as_recorded(text), "{text:?}");
        }
    }

    proptest! {
        #[test]
        fn any_text_keeps_its_recorded_fingerprint(text in "\\PC*( |\n|\t)*\\PC*") {
            prop_assert_eq!(fingerprint(&text), fingerprint_as_recorded(&text));
        }
    }
}
