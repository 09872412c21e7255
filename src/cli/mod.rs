//! The command line's parts: the arguments (`args`), the printing (`print`) and one file per
//! command that prints more than a line.

#[macro_use]
pub(crate) mod print;
pub(crate) mod args;
pub(crate) mod build;
pub(crate) mod check;
pub(crate) mod new_locale;
pub(crate) mod new_page;
pub(crate) mod pdn;
pub(crate) mod perft;
pub(crate) mod serve;
pub(crate) mod translated;
