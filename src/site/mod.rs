//! The site generator: load → check → render → write.

pub mod config;
pub mod content;
pub mod diagnostic;
pub mod l10n;
pub mod markdown;
