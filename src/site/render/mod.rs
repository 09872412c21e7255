//! Render: the site's HTML pages from the checked inputs — template contexts, Markdown and its
//! fenced blocks (game records, diagrams), menus and breadcrumbs, the sitemap — and their share
//! images and search copies, handed to a sink as each is rendered. The boards, the share images
//! and the search index are wings of their own (`site::boards`, `site::social`, `site::search`).

pub(crate) mod blocks;
pub(crate) mod context;
pub(crate) mod facts_box;
pub(crate) mod highlight;
pub(crate) mod markdown;
pub(crate) mod nav;
pub(crate) mod outputs;
pub(crate) mod prepared;
pub(crate) mod sitemap;
pub(crate) mod splice;
