//! The link check: each page is scanned for its ids and links as it is rendered (`scan`), so the
//! site never has to sit in memory, and the scans are settled against every file the site will
//! have (`settle`): a link that leads nowhere is reported at its place in the source.

mod scan;
pub(crate) mod settle;

pub(crate) use scan::{scan, CheckedFragment, PageScan};
pub(crate) use settle::{check_links, output_paths, LinkIndex, SitePaths};
