//! The authoring commands: `new-locale` starts a language, `new-page` a page's skeleton, and
//! `check --review` writes the side-by-side files a reviewer reads. They only create files (or
//! replace their own), never overwrite an author's.

pub(crate) mod new_locale;
pub(crate) mod new_page;
pub(crate) mod review;
