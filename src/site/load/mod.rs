//! Load: reading and parsing what the site is made of — `site.toml`, the pages' texts and
//! settings, the Fluent locales, the templates — into `Inputs`, with every problem
//! found on the way as a diagnostic at its file, line and column.

pub(crate) mod config;
pub(crate) mod content;
pub(crate) mod glossary;
pub(crate) mod inputs;
pub(crate) mod invisible;
pub(crate) mod l10n;
pub(crate) mod language_tag;
pub(crate) mod layout;
pub(crate) mod named_games;
pub(crate) mod source_file;
pub(crate) mod static_files;
pub(crate) mod task_prompts;
pub(crate) mod template_range;
pub(crate) mod templates;
pub(crate) mod toml_text;
