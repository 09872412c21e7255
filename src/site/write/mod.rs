//! Write: the output folder (checked, locked, staged and exchanged in one step) and the static
//! files as they leave `static/` (scripts minified, stylesheets compacted).

pub mod compact;
pub mod output_dir;
