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

/// The rendered page with each placeholder replaced by its fragment. A page without one is
/// returned as it is.
pub(crate) fn splice(html: String, fragments: &BTreeMap<String, String>) -> String {
    let finder = Finder::new(prefix().as_bytes());
    let mut at = match finder.find(html.as_bytes()) {
        Some(at) => at,
        None => return html,
    };
    let extra: usize = fragments.values().map(String::len).sum();
    let mut out = String::with_capacity(html.len() + extra);
    let mut from = 0;
    loop {
        let rest = &html[at + finder.needle().len()..];
        let spliced = rest.split_once("@@").and_then(|(name, _)| {
            let fragment = fragments.get(name)?;
            Some((fragment, name.len() + 2))
        });
        match spliced {
            Some((fragment, len)) => {
                out.push_str(&html[from..at]);
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
    out
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
        assert_eq!(
            splice(html, &fragments()),
            "<body><nav>M</nav><main>x</main><p>F</p><nav>M</nav></body>"
        );
    }

    #[test]
    fn text_that_looks_like_a_placeholder_is_left_alone() {
        // Without the secret, nothing an author writes is a placeholder.
        let html = "<p>@@shared-0000000000000000:menu@@ and @@shared-</p>".to_string();
        assert_eq!(splice(html.clone(), &fragments()), html);
        // An unknown name keeps its placeholder (no fragment of that name was rendered).
        let unknown = format!("<p>{}</p>", placeholder("other"));
        assert_eq!(splice(unknown.clone(), &fragments()), unknown);
    }

    #[test]
    fn a_placeholder_survives_escaping() {
        let p = placeholder("menu");
        assert!(p
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '@' | '-' | ':')));
    }
}
