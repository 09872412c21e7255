//! Request targets → site paths. The site is served from memory, so a path is only ever a key into
//! a map; still, anything that tries to climb out of the site is refused outright rather than
//! looked up, so a mistake elsewhere can never turn into a read outside it. Dot segments are
//! settled first, as a browser settles them (`/en/games/../` is `/en/`): only a `..` that would
//! climb above the site's root is refused.

/// Why a request target was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Refusal {
    /// Not a path we can read: no leading `/`, a broken `%` escape, not UTF-8.
    Malformed,
    /// A path that tries to leave the site: a `..` above the root, an encoded `/`, `\`, NUL.
    OutsideSite,
}

/// The decoded path of a request target (`/hu/j%C3%A1t%C3%A9k?x=1` → `/hu/játék`).
pub(super) fn site_path(target: &str) -> Result<String, Refusal> {
    let raw = target.split(['?', '#']).next().unwrap_or_default();
    if !raw.starts_with('/') {
        return Err(Refusal::Malformed);
    }
    let mut segments: Vec<String> = Vec::new();
    let raw_segments: Vec<&str> = raw.split('/').skip(1).collect();
    // Segments are split before decoding, so `%2f` cannot join two of them; it is refused anyway,
    // since no file of the site has a `/` in its name. `%2e%2e` is `..` (RFC 3986 decodes
    // unreserved characters before removing dot segments).
    for (i, raw_segment) in raw_segments.iter().enumerate() {
        let bytes = percent_decode(raw_segment).ok_or(Refusal::Malformed)?;
        let segment = String::from_utf8(bytes).map_err(|_| Refusal::Malformed)?;
        if segment.contains(['/', '\\', '\0']) {
            return Err(Refusal::OutsideSite);
        }
        let last = i + 1 == raw_segments.len();
        match segment.as_str() {
            "." | ".." => {
                if segment == ".." && segments.pop().is_none() {
                    return Err(Refusal::OutsideSite);
                }
                // `/en/.` and `/en/x/..` name the folder `/en/`.
                if last {
                    segments.push(String::new());
                }
            }
            _ => segments.push(segment),
        }
    }
    Ok(format!("/{}", segments.join("/")))
}

/// The decoded value of a query parameter (`?page=%2Fhu%2F` → `/hu/`), if the target has it.
pub(super) fn query_value(target: &str, name: &str) -> Option<String> {
    let query = target.split('#').next()?.split_once('?')?.1;
    let value = query
        .split('&')
        .find_map(|pair| pair.strip_prefix(name)?.strip_prefix('='))?;
    String::from_utf8(percent_decode(value)?).ok()
}

/// The bytes `text` percent-encodes; `None` when a `%` is not followed by two hex digits
/// (`%+1`, `%2`), which the decoder itself would pass through as written.
fn percent_decode(text: &str) -> Option<Vec<u8>> {
    let bytes = text.as_bytes();
    let well_formed = memchr::memchr_iter(b'%', bytes).all(|i| {
        bytes
            .get(i + 1..i + 3)
            .is_some_and(|hex| hex.iter().all(u8::is_ascii_hexdigit))
    });
    well_formed.then(|| percent_encoding::percent_decode(bytes).collect())
}

/// The language folder a site path belongs to (`/hu/jatekok/` → `hu`), if it has one.
pub(super) fn first_segment(path: &str) -> Option<&str> {
    path.trim_start_matches('/')
        .split('/')
        .next()
        .filter(|s| !s.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_paths() {
        assert_eq!(site_path("/").unwrap(), "/");
        assert_eq!(site_path("/hu/").unwrap(), "/hu/");
        assert_eq!(site_path("/hu?x=1#top").unwrap(), "/hu");
        assert_eq!(site_path("/j%C3%A1t%C3%A9k/a%20b").unwrap(), "/játék/a b");
        // Decoded once: a doubly encoded dot is a literal `%2e` in a file name, not a climb.
        assert_eq!(site_path("/%252e%252e/x").unwrap(), "/%2e%2e/x");
    }

    #[test]
    fn reads_query_values_once_decoded() {
        let target = "/__rulebook/events?x=1&page=%2Fhu%2Fv%25C3%25A1ltozatok%2F#top";
        let page = query_value(target, "page").unwrap();
        assert_eq!(page, "/hu/v%C3%A1ltozatok/");
        assert_eq!(site_path(&page).unwrap(), "/hu/változatok/");
        assert_eq!(query_value("/e?pages=1", "page"), None);
        assert_eq!(query_value("/e?page=%zz", "page"), None);
        // A sign is not a hex digit: `%+1` was once read as byte 1.
        assert_eq!(query_value("/e?page=%+1", "page"), None);
        assert_eq!(query_value("/e?page=%2", "page"), None);
        assert!(site_path("/a%+1b").is_err());
        assert_eq!(query_value("/e", "page"), None);
    }

    #[test]
    fn settles_dot_segments_inside_the_site() {
        assert_eq!(site_path("/en/games/../").unwrap(), "/en/");
        assert_eq!(site_path("/en/games/..").unwrap(), "/en/");
        assert_eq!(site_path("/en/./games/").unwrap(), "/en/games/");
        assert_eq!(site_path("/./index.html").unwrap(), "/index.html");
        assert_eq!(site_path("/en/%2e%2e/hu/").unwrap(), "/hu/");
        assert_eq!(site_path("/en/.").unwrap(), "/en/");
        assert_eq!(site_path("/en/..").unwrap(), "/");
        assert_eq!(site_path("/css/../js/site.js?x=..").unwrap(), "/js/site.js");
    }

    #[test]
    fn refuses_climbing_out() {
        for target in [
            "/../site.toml",
            "/en/../../site.toml",
            "/%2e%2e/site.toml",
            "/%2E%2E/site.toml",
            "/.%2e/site.toml",
            "/en/..%2f..%2fsite.toml",
            "/en%2f..%2f..%2fsite.toml",
            "/en/%2fetc/passwd",
            "/..\\site.toml",
            "/en%5c..%5csite.toml",
            "/en/%00",
            "/./../index.html",
            "/en/games/../../../x",
        ] {
            assert_eq!(site_path(target), Err(Refusal::OutsideSite), "{target}");
        }
    }

    #[test]
    fn refuses_malformed_targets() {
        for target in ["", "*", "http://x/y", "/%", "/%2", "/%zz", "/%ff%fe"] {
            assert_eq!(site_path(target), Err(Refusal::Malformed), "{target}");
        }
    }

    #[test]
    fn finds_the_language_folder() {
        assert_eq!(first_segment("/hu/jatekok/x/"), Some("hu"));
        assert_eq!(first_segment("/"), None);
    }
}
