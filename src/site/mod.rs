//! The site generator: load → check → render → write.

pub mod blocks;
pub mod build;
pub mod compact;
pub mod config;
pub mod content;
pub mod diagnostic;
pub mod diagram;
pub mod escape;
pub mod glossary;
pub mod highlight;
pub mod inputs;
pub mod l10n;
pub mod links;
pub mod lint;
pub mod markdown;
pub mod messages;
pub mod model;
pub mod names;
pub mod new_locale;
pub mod output;
pub mod pdn;
pub mod render;
pub mod review;
pub mod sitemap;
pub mod sync;
pub mod templates;
