//! Shared fragments (a language's menu of every page) spliced into a page after tera has rendered
//! it. The page's context gives the template a short placeholder for each fragment instead of its
//! HTML, so tera neither copies the fragment into every page's context nor through its output
//! buffer; the placeholder is then replaced with the fragment, rendered once per language.
//!
//! A placeholder names a secret chosen when the program starts (128 random bits), so no page's
//! text, interface string or setting can contain one: only what the template writes for
//! `{{ shared.<name> | safe }}` is replaced. Templates must write a fragment exactly that way
//! (`Templates::check_shared` says so otherwise), as a filter would change the placeholder.

use std::collections::BTreeMap;
use std::hash::{BuildHasher, Hasher};
use std::ops::Range;
use std::sync::OnceLock;

use memchr::memmem::Finder;

/// `@@shared-<secret>:` — characters tera's escaping leaves as they are.
fn prefix() -> &'static str {
    static PREFIX: OnceLock<String> = OnceLock::new();
    PREFIX.get_or_init(|| {
        // Each `RandomState` is keyed from the system's randomness; two give 128 bits.
        let secret = |n: u64| {
            let mut h = std::collections::hash_map::RandomState::new().build_hasher();
            h.write_u64(n);
            h.finish()
        };
        format!("@@shared-{:016x}{:016x}:", secret(1), secret(2))
    })
}

/// What a template gets for the fragment `name`: `@@shared-<secret>:<name>@@`.
pub(crate) fn placeholder(name: &str) -> String {
    format!("{}{name}@@", prefix())
}

/// The placeholders of the fragments, by name, for a page's context.
pub(crate) fn placeholders(fragments: &BTreeMap<String, String>) -> BTreeMap<&str, String> {
    fragments
        .keys()
        .map(|name| (name.as_str(), placeholder(name)))
        .collect()
}

/// A rendered page and where its shared fragments were spliced in.
pub(crate) struct Spliced {
    pub(crate) html: String,
    /// Each spliced fragment's name and the bytes of `html` it fills, in page order: the link
    /// check leaves a fragment it checked once out of the page's scan without searching for it.
    pub(crate) fragments: Vec<(Range<usize>, String)>,
}

impl Spliced {
    /// A page that has no fragments.
    pub(crate) fn whole(html: String) -> Spliced {
        Spliced {
            html,
            fragments: Vec::new(),
        }
    }
}

/// The rendered page with each placeholder replaced by its fragment. A page without one is
/// returned as it is.
pub(crate) fn splice(html: String, fragments: &BTreeMap<String, String>) -> Spliced {
    let finder = Finder::new(prefix().as_bytes());
    let mut at = match finder.find(html.as_bytes()) {
        Some(at) => at,
        None => return Spliced::whole(html),
    };
    let extra: usize = fragments.values().map(String::len).sum();
    let mut out = String::with_capacity(html.len() + extra);
    let mut spliced = Vec::new();
    let mut from = 0;
    loop {
        let rest = &html[at + finder.needle().len()..];
        let found = rest.split_once("@@").and_then(|(name, _)| {
            let fragment = fragments.get(name)?;
            Some((name, fragment, name.len() + 2))
        });
        match found {
            Some((name, fragment, len)) => {
                out.push_str(&html[from..at]);
                spliced.push((out.len()..out.len() + fragment.len(), name.to_string()));
                out.push_str(fragment);
                from = at + finder.needle().len() + len;
            }
            // Not a fragment of this language: left as it is.
            None => {
                out.push_str(&html[from..at + finder.needle().len()]);
                from = at + finder.needle().len();
            }
        }
        match finder.find(&html.as_bytes()[from..]) {
            Some(next) => at = from + next,
            None => break,
        }
    }
    out.push_str(&html[from..]);
    Spliced {
        html: out,
        fragments: spliced,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fragments() -> BTreeMap<String, String> {
        BTreeMap::from([
            ("menu".to_string(), "<nav>M</nav>".to_string()),
            ("foot".to_string(), "<p>F</p>".to_string()),
        ])
    }

    #[test]
    fn every_placeholder_is_replaced_by_its_fragment() {
        let html = format!(
            "<body>{}<main>x</main>{}{}</body>",
            placeholder("menu"),
            placeholder("foot"),
            placeholder("menu")
        );
        let spliced = splice(html, &fragments());
        assert_eq!(
            spliced.html,
            "<body><nav>M</nav><main>x</main><p>F</p><nav>M</nav></body>"
        );
        // Each fragment's place in the page, as the link check cuts it out.
        let places: Vec<(&str, &str)> = spliced
            .fragments
            .iter()
            .map(|(at, name)| (name.as_str(), &spliced.html[at.clone()]))
            .collect();
        assert_eq!(
            places,
            [
                ("menu", "<nav>M</nav>"),
                ("foot", "<p>F</p>"),
                ("menu", "<nav>M</nav>")
            ]
        );
    }

    #[test]
    fn text_that_looks_like_a_placeholder_is_left_alone() {
        // Without the secret, nothing an author writes is a placeholder.
        let html = "<p>@@shared-0000000000000000:menu@@ and @@shared-</p>".to_string();
        assert_eq!(splice(html.clone(), &fragments()).html, html);
        // An unknown name keeps its placeholder (no fragment of that name was rendered).
        let unknown = format!("<p>{}</p>", placeholder("other"));
        let left = splice(unknown.clone(), &fragments());
        assert_eq!(left.html, unknown);
        assert!(left.fragments.is_empty());
    }

    #[test]
    fn a_placeholder_survives_escaping() {
        let p = placeholder("menu");
        assert!(p
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '@' | '-' | ':')));
    }
}
