//! Write: the output folder (checked, locked, staged and exchanged in one step), into which the
//! rendered pages and the static files (as `load::static_files` publishes them) are written.

pub(crate) mod output_dir;
