//! Render: the site's files from the checked inputs — template contexts, Markdown and its fenced
//! blocks (game records, diagrams), menus and breadcrumbs, the sitemap, social images and the
//! search index — handed to a sink as each is rendered.

pub(crate) mod blocks;
pub(crate) mod context;
pub(crate) mod diagram;
pub(crate) mod facts_box;
pub(crate) mod highlight;
pub(crate) mod markdown;
pub(crate) mod nav;
pub(crate) mod outputs;
pub(crate) mod prepared;
pub(crate) mod search;
pub(crate) mod sitemap;
pub(crate) mod social;
pub(crate) mod splice;
