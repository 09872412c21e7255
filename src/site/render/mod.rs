//! Render: the site's files from the checked inputs — template contexts, Markdown and its fenced
//! blocks (game records, diagrams), menus and breadcrumbs, the sitemap, social images and the
//! search index — handed to a sink as each is rendered.

pub mod blocks;
pub mod context;
pub mod diagram;
pub mod facts_box;
pub mod highlight;
pub mod language;
pub mod markdown;
pub mod nav;
pub mod search;
pub mod sitemap;
pub mod social;
pub mod splice;
pub mod targets;
