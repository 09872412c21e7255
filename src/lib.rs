//! `rulebook`: the rules core of the board games and the generator of their multilingual rules
//! website.
//!
//! The library is what the `rulebook` command runs, and what its tests drive:
//! - [`build`] writes the site, [`check`] reports what is missing or wrong, [`serve`] previews it
//!   with live reload, [`NewLocale`] and [`NewPage`] start a language or a page, [`review`]
//!   writes the side-by-side files a translation reviewer reads;
//! - [`rules`] is pure game logic (std only, no I/O), its own crate so the browser runs it too;
//! - [`pdn`] reads game records; [`parse`] holds the other readers of author input, for tests
//!   that feed them random input.
//!
//! Everything else is the generator's inside and may change at any time.

mod serve;
mod site;

/// Game records in Portable Draughts Notation, read through the rules core.
pub use rulebook_pdn as pdn;
/// The rules core: positions, legal moves, reasons a move is illegal.
pub use rulebook_rules as rules;
pub use serve::{serve, Event, ServeError, ServeOptions};
pub use site::author::new_locale::{Created, NewLocale};
pub use site::author::new_page::NewPage;
pub use site::author::review::review;
pub use site::author::translated::{Recorded, Translated};
pub use site::author::AuthorError;
pub use site::diagnostic::{for_terminal, Diagnostic, Diagnostics};
pub use site::lint::{Count, Coverage};
pub use site::load::config::Direction;
pub use site::pipeline::{build, check, BuildError, BuildOptions, BuildReport, CheckReport};
pub use site::search::SearchError;
pub use site::sources::UnitCount;
pub use site::write::output_dir::{OutputError, Refusal};

/// Readers of author input (front matter, Markdown, site settings, static files), exposed for
/// tests that feed them random and broken input.
pub mod parse {
    pub use crate::site::load::config::{Quotes, SiteConfig};
    pub use crate::site::load::content::{parse_facts, parse_translation};
    pub use crate::site::load::static_files::compact::compact;
    pub use crate::site::render::markdown::{
        BlockError, FencedBlocks, InlineError, Markdown, PageLinks,
    };
}

/// Social images, exposed for their benchmark.
pub mod social {
    pub use crate::site::social::{draw, Card, FontSet, Picture, SocialError, HEIGHT, WIDTH};
}
