//! The site generator: load → check → render → write, one folder per stage, and the
//! compositions of the stages in `pipeline`.

pub mod author;
pub mod check;
pub mod diagnostic;
pub mod escape;
pub mod load;
pub mod pipeline;
pub mod preview_cache;
pub mod render;
pub mod sync;
pub mod write;
