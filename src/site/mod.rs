//! The site generator: load → check → render → write.
