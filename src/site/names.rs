//! What an author writes that becomes part of a path, an HTML id or a URL is checked here, one
//! rule per kind, so that no name can leave the output folder, break out of an attribute or
//! run a script.

use std::fmt;

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

/// Why a name or URL was refused, naming `what` it was for ("a diagram id", "`base_url`");
/// its `Display` is the sentence the author reads.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum NameError {
    /// Not a slug.
    NotSlug { what: String, found: String },
    /// A slug longer than [`MAX_PATH_SEGMENT`].
    TooLong { what: String, found: String },
    /// A name Windows keeps for a device (`con`, `lpt1` …).
    Device { what: String, found: String },
    /// A link starting with `//` and no host.
    LinkWithoutHost { dest: String },
    /// A link with a scheme outside [`LINK_SCHEMES`].
    LinkScheme { dest: String, scheme: String },
    /// Not an absolute http(s) URL.
    NotHttp { what: String, url: String },
    /// A base URL without a host.
    NoHost { what: String, url: String },
    /// A base URL with a query or fragment, starting at `mark`.
    QueryOrFragment {
        what: String,
        mark: char,
        url: String,
    },
    /// A base URL with a character it must percent-encode.
    NotEncoded {
        what: String,
        found: char,
        url: String,
    },
    /// A base URL with a `%` not followed by two hex digits.
    BadEscape { what: String, url: String },
    /// A section's URL segment named like the folder of the language's search index.
    SearchIndexFolder { found: String },
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameError::NotSlug { what, found } => write!(
                f,
                "expected {what} of lower-case letters, digits and hyphens, found `{}`",
                found.escape_debug()
            ),
            NameError::TooLong { what, found } => write!(
                f,
                "expected {what} of at most {MAX_PATH_SEGMENT} characters, found {} characters (`{}…`)",
                found.len(),
                &found[..20]
            ),
            NameError::Device { what, found } => write!(
                f,
                "expected {what} that every system can use as a file name, found `{found}`, a name Windows keeps for a device"
            ),
            NameError::LinkWithoutHost { dest } => write!(
                f,
                "the link `{}` starts with `//`, which leads to another site, but names no host; \
                 write `/…` for a page of this site",
                dest.escape_debug()
            ),
            NameError::LinkScheme { dest, scheme } => write!(
                f,
                "the link `{}` uses the scheme `{scheme}:`; links may be relative or use http, https or \
                 mailto (other schemes need `allow_html = true` in site.toml)",
                dest.escape_debug()
            ),
            NameError::NotHttp { what, url } => write!(
                f,
                "expected an absolute http(s) URL for {what}, found `{}`",
                url.escape_debug()
            ),
            NameError::NoHost { what, url } => {
                write!(f, "expected a host in {what}, found `{}`", url.escape_debug())
            }
            NameError::QueryOrFragment { what, mark, url } => write!(
                f,
                "expected {what} without a query or fragment (`{mark}`): page paths are appended to it, found `{}`",
                url.escape_debug()
            ),
            NameError::NotEncoded { what, found, url } => write!(
                f,
                "expected {what} with its characters percent-encoded, found `{}` in `{}`",
                found.escape_debug(),
                url.escape_debug()
            ),
            NameError::BadEscape { what, url } => write!(
                f,
                "expected `%` followed by two hexadecimal digits in {what}, found `{}`",
                url.escape_debug()
            ),
            NameError::SearchIndexFolder { found } => write!(
                f,
                "expected a URL segment other than `{found}`, the folder of the language's search index"
            ),
        }
    }
}

/// `Ok` for a slug; otherwise what was expected, naming `what` (e.g. "a diagram id").
pub(crate) fn check_slug(what: &str, s: &str) -> Result<(), NameError> {
    if is_slug(s) {
        Ok(())
    } else {
        Err(NameError::NotSlug {
            what: what.to_string(),
            found: s.to_string(),
        })
    }
}

/// The longest name that becomes a file or folder of the output: far below what file systems
/// take (255 bytes), and long enough for any real slug.
pub(crate) const MAX_PATH_SEGMENT: usize = 100;

/// Names Windows keeps for devices: a file so named can't be written or checked out there.
const WINDOWS_DEVICES: [&str; 4] = ["con", "prn", "aux", "nul"];

/// A slug that also names a file or folder of the output (page slugs and ids, section names and
/// URL segments): not longer than [`MAX_PATH_SEGMENT`], and not a Windows device name.
pub(crate) fn check_path_segment(what: &str, s: &str) -> Result<(), NameError> {
    check_slug(what, s)?;
    let error =
        |variant: fn(String, String) -> NameError| Err(variant(what.to_string(), s.to_string()));
    if s.len() > MAX_PATH_SEGMENT {
        return error(|what, found| NameError::TooLong { what, found });
    }
    let device = WINDOWS_DEVICES.contains(&s)
        || ["com", "lpt"].iter().any(|p| {
            s.strip_prefix(p)
                .is_some_and(|n| n.len() == 1 && n.as_bytes()[0].is_ascii_digit())
        });
    if device {
        return error(|what, found| NameError::Device { what, found });
    }
    Ok(())
}

/// The schemes a link written in Markdown may use unless the site allows raw HTML.
pub(crate) const LINK_SCHEMES: [&str; 3] = ["http", "https", "mailto"];

/// Checks a link's destination: relative links, in-site paths, fragments and the schemes of
/// [`LINK_SCHEMES`] pass; anything else (`javascript:`, `data:`, `vbscript:` …) is refused.
/// A link is judged as a browser would read it at its strictest: a scheme written with percent
/// escapes (`java%73cript:`) is the scheme it spells, and one starting with `//` leads to
/// another site, as an `https:` link does (and must name it).
pub(crate) fn check_link(dest: &str) -> Result<(), NameError> {
    let read = link_as_read(dest);
    if let Some(rest) = read.strip_prefix("//") {
        let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
        if host.is_empty() {
            return Err(NameError::LinkWithoutHost {
                dest: dest.to_string(),
            });
        }
        return Ok(());
    }
    match scheme(&read) {
        None => Ok(()),
        Some(s) if LINK_SCHEMES.iter().any(|ok| s.eq_ignore_ascii_case(ok)) => Ok(()),
        Some(scheme) => Err(NameError::LinkScheme {
            dest: dest.to_string(),
            scheme,
        }),
    }
}

/// An absolute http(s) URL such as a base URL or the play site's pattern.
pub(crate) fn check_http_url(what: &str, url: &str) -> Result<(), NameError> {
    match scheme(url) {
        Some(s) if (s == "http" || s == "https") && url[s.len()..].starts_with("://") => Ok(()),
        _ => Err(NameError::NotHttp {
            what: what.to_string(),
            url: url.to_string(),
        }),
    }
}

/// The base URL every page's address starts with: an absolute http(s) URL with a host, and no
/// query, fragment or character that a URL must percent-encode, since paths are appended to it
/// as they are (in links, `hreflang`, the sitemap).
pub(crate) fn check_base_url(what: &str, url: &str) -> Result<(), NameError> {
    check_http_url(what, url)?;
    let (what, url) = (what.to_string(), url.to_string());
    let rest = &url[url.find("://").map_or(0, |i| i + 3)..];
    if rest.is_empty() || rest.starts_with('/') {
        return Err(NameError::NoHost { what, url });
    }
    if let Some(mark) = url.chars().find(|c| matches!(c, '?' | '#')) {
        return Err(NameError::QueryOrFragment { what, mark, url });
    }
    // RFC 3986: unreserved characters, sub-delimiters, `:`, `@`, `/` and `%` (with two hex digits).
    let allowed = |c: char| c.is_ascii_alphanumeric() || "-._~!$&'()*+,;=:@/%".contains(c);
    if let Some(found) = url.chars().find(|&c| !allowed(c)) {
        return Err(NameError::NotEncoded { what, found, url });
    }
    let bytes = url.as_bytes();
    let bad_escape = bytes.iter().enumerate().any(|(i, &b)| {
        b == b'%'
            && !(bytes.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                && bytes.get(i + 2).is_some_and(u8::is_ascii_hexdigit))
    });
    if bad_escape {
        return Err(NameError::BadEscape { what, url });
    }
    Ok(())
}

/// The start of a link as browsers read it (tabs and line ends dropped, leading spaces and
/// control characters skipped), with its percent escapes decoded.
fn link_as_read(dest: &str) -> String {
    let cleaned: String = dest
        .trim_start_matches(|c: char| c <= ' ')
        .chars()
        .filter(|c| !matches!(c, '\t' | '\n' | '\r'))
        .collect();
    percent_encoding::percent_decode_str(&cleaned)
        .decode_utf8_lossy()
        .into_owned()
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

/// The values of the `id` attributes of some HTML, as written.
pub(crate) fn ids_in(html: &str) -> impl Iterator<Item = &str> {
    html.split(" id=\"")
        .skip(1)
        .filter_map(|rest| rest.split_once('"').map(|(id, _)| id))
}

/// The id of a game page's list of variants, kept from the ids a page's text may take.
pub(crate) const VARIANTS_ID: &str = "variants";

/// The folder at the top of the site that holds the games' start-position pictures.
pub(crate) const PICTURE_FOLDER: &str = "boards";

/// The folder of a language's search files, below the language's own (`/hu/pagefind/`).
pub(crate) const BUNDLE_FOLDER: &str = "pagefind";

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
    fn path_segments() {
        assert!(check_path_segment("x", "console").is_ok());
        assert!(check_path_segment("x", "com10").is_ok());
        assert!(check_path_segment("x", &"a".repeat(MAX_PATH_SEGMENT)).is_ok());
        for bad in ["con", "aux", "nul", "prn", "com1", "lpt9", "a b"] {
            assert!(check_path_segment("x", bad).is_err(), "{bad}");
        }
        assert!(check_path_segment("x", &"a".repeat(300)).is_err());
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
            "//other.example.org/x",
            "a%20b",
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
            "java%73cript:alert(1)",
            "%6Aavascript:alert(1)",
            "javascript%3Aalert(1)",
            "///x",
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

    #[test]
    fn base_urls() {
        for ok in [
            "https://a.org",
            "http://a.org:8080/b/c",
            "https://a.org/r%C3%A8gles",
        ] {
            assert!(check_base_url("x", ok).is_ok(), "{ok}");
        }
        for bad in [
            "https://a.org/?x=1",
            "https://a.org/#top",
            "https://a.org/a b",
            "https://a.org/règles",
            "https://a.org/<x>",
            "https://a.org/100%",
            "https:///x",
            "https://",
        ] {
            assert!(check_base_url("x", bad).is_err(), "{bad}");
        }
    }
}
