//! `[footer]` of `site.toml`: the links at the foot of every page, beside the one to the play site
//! (which `play_url` already leads to).

use std::ops::Range;

use serde::Deserialize;
use toml::Spanned;

use crate::site::names;

/// `[footer]` as written; every key may be left out.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawFooter {
    #[serde(default)]
    about_url: Option<Spanned<String>>,
    #[serde(default)]
    licence: Option<Spanned<String>>,
    #[serde(default)]
    licence_url: Option<Spanned<String>>,
}

/// The footer's links, read and checked.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct Footer {
    /// A page about the site.
    pub about_url: Option<String>,
    /// The name of the licence the site is published under (`MIT`).
    pub licence: Option<String>,
    /// Where that licence's text is.
    pub licence_url: Option<String>,
}

impl RawFooter {
    /// The footer, and what is wrong with it: each message with the bytes of `site.toml` it is about.
    pub(super) fn check(self) -> (Footer, Vec<(Range<usize>, String)>) {
        let mut errors = Vec::new();
        let mut url = |what: &'static str, value: Option<Spanned<String>>| {
            let value = value?;
            let checked = names::check_http_url(what, value.get_ref())
                .map_err(|e| e.to_string())
                .and_then(|()| super::check_host(what, value.get_ref()).map_err(|e| e.to_string()));
            match checked {
                Ok(()) => Some(value.into_inner()),
                Err(message) => {
                    errors.push((value.span(), message));
                    None
                }
            }
        };
        let about_url = url("`about_url`", self.about_url);
        let licence_url = url("`licence_url`", self.licence_url.clone());
        let licence = self.licence.and_then(|name| {
            if name.get_ref().trim().is_empty() {
                errors.push((
                    name.span(),
                    "expected the licence's name in `licence`, such as `MIT`".into(),
                ));
                return None;
            }
            Some(name.into_inner())
        });
        if let (None, Some(link)) = (&licence, &self.licence_url) {
            errors.push((
                link.span(),
                "expected `licence` (the licence's name, such as `MIT`) beside `licence_url`: the link is labelled with it".into(),
            ));
        }
        (
            Footer {
                about_url,
                licence,
                licence_url,
            },
            errors,
        )
    }
}

/// The play site's home: the scheme and host of `play_url`, as the footer links it.
pub(super) fn home_of(play_url: &str) -> String {
    let host_start = play_url.find("://").map_or(0, |i| i + 3);
    let end = play_url[host_start..]
        .find(['/', '?', '#'])
        .map_or(play_url.len(), |i| host_start + i);
    format!("{}/", &play_url[..end])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_play_sites_home_is_its_scheme_and_host() {
        assert_eq!(
            home_of("https://play.example.org/new?game={game}&option={option}"),
            "https://play.example.org/"
        );
        assert_eq!(
            home_of("http://localhost:8080?g={game}"),
            "http://localhost:8080/"
        );
    }
}
