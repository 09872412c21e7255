//! `rulebook`: the rules core of the board games and the generator of their multilingual rules website.
//!
//! - [`rules`] is pure game logic (std only, no I/O): positions, legal moves, reasons a move is illegal.
//! - [`site`] turns content, Fluent locales, templates and static files into the website.

pub mod rules;
pub mod site;
