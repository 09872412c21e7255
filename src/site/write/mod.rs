//! Write: the output folder (checked, locked, staged and exchanged in one step) and the static
//! files as they leave `static/` (scripts minified, stylesheets compacted).

pub(crate) mod compact;
pub(crate) mod output_dir;
