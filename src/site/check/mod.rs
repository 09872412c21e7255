//! Check: what finds diagnostics without producing output — the site plan and its fallbacks,
//! names that become paths, templates that would loop, internal links, and the lints only
//! `check` runs (terminology, name positions, text still to write).

pub mod glossary;
pub mod link_check;
pub mod links;
pub mod lint;
pub mod messages;
pub mod name_positions;
pub mod names;
pub mod plan;
mod site;
pub mod template_cycles;
pub mod unwritten;

pub use site::{languages, plan, Checked};
