//! The authoring commands: `new-locale` starts a language, `new-page` a page's skeleton. They
//! only create files, never overwrite them.

pub mod new_locale;
pub mod new_page;
