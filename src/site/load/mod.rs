//! Load: reading and parsing what the site is made of — `site.toml`, the pages' texts and
//! settings, the Fluent locales, the templates, game records — into `Inputs`, with every problem
//! found on the way as a diagnostic at its file, line and column.

pub mod config;
pub mod content;
pub mod inputs;
pub mod l10n;
pub mod pdn;
pub mod source_file;
pub mod templates;
