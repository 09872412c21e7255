//! The site generator: load → check → render → write, one folder per stage, and the
//! compositions of the stages in `pipeline`.

pub(crate) mod author;
pub(crate) mod check;
pub(crate) mod diagnostic;
pub(crate) mod escape;
pub(crate) mod load;
pub(crate) mod pipeline;
pub(crate) mod preview_cache;
pub(crate) mod render;
pub(crate) mod sources;
pub(crate) mod sync;
pub(crate) mod write;
