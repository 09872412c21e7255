//! What an author writes that becomes part of a path, an HTML id or a URL is checked here, one
//! rule per kind, so that no name can leave the output folder, break out of an attribute or
//! run a script.

/// A URL segment or id: lower-case ASCII letters, digits and inner hyphens. Page slugs, page
/// ids, section folders, section URL segments (`path-*`) and diagram ids all follow it, so none
/// can hold `/`, `..`, quotes or spaces.
pub(crate) fn is_slug(s: &str) -> bool {
    !s.is_empty()
        && !s.starts_with('-')
        && !s.ends_with('-')
        && s.chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// `Ok` for a slug; otherwise what was expected, naming `what` (e.g. "a diagram id").
pub(crate) fn check_slug(what: &str, s: &str) -> Result<(), String> {
    if is_slug(s) {
        Ok(())
    } else {
        Err(format!(
            "expected {what} of lower-case letters, digits and hyphens, found `{}`",
            s.escape_debug()
        ))
    }
}

/// The schemes a link written in Markdown may use unless the site allows raw HTML.
pub(crate) const LINK_SCHEMES: [&str; 3] = ["http", "https", "mailto"];

/// Checks a link's destination: relative links, in-site paths, fragments and the schemes of
/// [`LINK_SCHEMES`] pass; anything else (`javascript:`, `data:`, `vbscript:` …) is refused.
pub(crate) fn check_link(dest: &str) -> Result<(), String> {
    match scheme(dest) {
        None => Ok(()),
        Some(s) if LINK_SCHEMES.iter().any(|ok| s.eq_ignore_ascii_case(ok)) => Ok(()),
        Some(s) => Err(format!(
            "the link `{}` uses the scheme `{s}:`; links may be relative or use http, https or \
             mailto (other schemes need `allow_html = true` in site.toml)",
            dest.escape_debug()
        )),
    }
}

/// An absolute http(s) URL such as a base URL or the play site's pattern.
pub(crate) fn check_http_url(what: &str, url: &str) -> Result<(), String> {
    match scheme(url) {
        Some(s) if (s == "http" || s == "https") && url[s.len()..].starts_with("://") => Ok(()),
        _ => Err(format!(
            "expected an absolute http(s) URL for {what}, found `{}`",
            url.escape_debug()
        )),
    }
}

/// The scheme of a URL as a browser reads it: tabs and newlines are dropped and leading spaces
/// and control characters skipped first, so `java\tscript:` is still `javascript`.
fn scheme(url: &str) -> Option<String> {
    let cleaned: String = url
        .trim_start_matches(|c: char| c <= ' ')
        .chars()
        .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
        .collect();
    let end = cleaned.find([':', '/', '?', '#'])?;
    if !cleaned[end..].starts_with(':') {
        return None;
    }
    let name = &cleaned[..end];
    let mut chars = name.chars();
    let first = chars.next()?;
    let valid = first.is_ascii_alphabetic()
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | '.'));
    // Something like `a b:c` is no scheme to a browser either: it stays a relative link.
    valid.then(|| name.to_ascii_lowercase())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slugs() {
        assert!(is_slug("friz-dama"));
        assert!(is_slug("a1"));
        for bad in ["", "Fríz", "-x", "x-", "..", "a/b", "a\"b", "a b"] {
            assert!(!is_slug(bad), "{bad}");
        }
    }

    #[test]
    fn links() {
        for ok in [
            "https://x.org",
            "HTTP://x.org",
            "mailto:a@b.org",
            "../x",
            "/en/",
            "#moves",
            "x?a=b:c",
            "@/games/x",
        ] {
            assert!(check_link(ok).is_ok(), "{ok}");
        }
        for bad in [
            "javascript:alert(1)",
            "JavaScript:alert(1)",
            " java\tscript:alert(1)",
            "data:text/html,<b>",
            "vbscript:x",
            "file:///etc/passwd",
        ] {
            assert!(check_link(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn http_urls() {
        assert!(check_http_url("x", "https://a.org/b").is_ok());
        assert!(check_http_url("x", "ftp://a.org").is_err());
        assert!(check_http_url("x", "javascript:alert(1)//{game}").is_err());
        assert!(check_http_url("x", "https:a.org").is_err());
    }
}
