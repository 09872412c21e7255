//! The site generator: load → plan → render → write, one folder per stage; `links` checks the
//! rendered pages' links, `lint` what only `check` reports, and `pipeline` composes the stages
//! (`author` and the preview server compose them too). Three wings serve the render: `boards`
//! (diagrams and game replays through the rules core), `social` (the share images) and `search`
//! (the search index). `diagnostic`, `names`, `messages`, `escape`, `fnv` and `sync` are the
//! vocabulary every stage shares; `sources` is what each translation was made from.
//! `tests/module_graph.rs` keeps the imports looking down.

pub(crate) mod author;
pub(crate) mod boards;
pub(crate) mod diagnostic;
pub(crate) mod escape;
pub(crate) mod fnv;
pub(crate) mod links;
pub(crate) mod lint;
pub(crate) mod load;
pub(crate) mod messages;
pub(crate) mod names;
pub(crate) mod pipeline;
pub(crate) mod plan;
pub(crate) mod render;
pub(crate) mod search;
pub(crate) mod social;
pub(crate) mod sources;
pub(crate) mod sync;
pub(crate) mod tasks;
pub(crate) mod write;
