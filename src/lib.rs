//! `rulebook`: the rules core of the board games and the generator of their multilingual rules website.
//!
//! - [`rules`] is pure game logic (std only, no I/O): positions, legal moves, reasons a move is illegal.
//! - [`site`] turns content, Fluent locales, templates and static files into the website.
//! - [`serve`] is the live preview: the site built in memory, rebuilt by change, reloaded live.

pub mod serve;
pub mod site;

/// The rules core, its own crate of the workspace so the browser can run it too.
pub use rulebook_rules as rules;
