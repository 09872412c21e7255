//! Check: what finds diagnostics without producing output — the site plan and its fallbacks,
//! names that become paths, templates that would loop, internal links, and the lints only
//! `check` runs (terminology, name positions, text still to write).

pub(crate) mod glossary;
pub(crate) mod link_check;
pub(crate) mod links;
pub(crate) mod lint;
pub(crate) mod messages;
pub(crate) mod name_positions;
pub(crate) mod names;
pub(crate) mod plan;
mod site;
pub(crate) mod template_cycles;
pub(crate) mod untranslated_names;
pub(crate) mod unwritten;

pub(crate) use site::{languages, plan, Checked};
