//! Reading a page with `lol_html` as Pagefind 1.6 does (MIT): its selectors (`html`, `html *`,
//! the removed elements inside `html`) and text handler drive the reader. Pages the tokenizer
//! does not read (foreign content, scripts) are read this way; the tests compare the two.

use std::cell::RefCell;
use std::rc::Rc;

use lol_html::html_content::Element;
use lol_html::{element, text, HtmlRewriter, Settings};

use super::digest::{Attributes, Reader, REMOVE_SELECTORS};

/// The element whose content is read (Pagefind's default root selector).
const ROOT: &str = "html";

// We aren't transforming HTML, just parsing, so we dump the output.
#[derive(Default)]
struct EmptySink;
impl lol_html::OutputSink for EmptySink {
    fn handle_chunk(&mut self, _: &[u8]) {}
}

impl Attributes for Element<'_, '_> {
    fn get(&self, name: &str) -> Option<String> {
        self.get_attribute(name)
    }

    fn has(&self, name: &str) -> bool {
        self.has_attribute(name)
    }
}

/// Reads `html` with `lol_html`.
pub(super) fn read(html: &str) -> Result<Reader, lol_html::errors::RewritingError> {
    let reader = Rc::new(RefCell::new(Reader::default()));
    let root = format!("{ROOT}, {ROOT} *");
    let exclusions = REMOVE_SELECTORS
        .iter()
        .map(|e| format!("{ROOT} {e}"))
        .collect::<Vec<_>>()
        .join(", ");
    let handlers = vec![
        element!("html", {
            let reader = reader.clone();
            move |el| {
                reader.borrow_mut().html(el);
                Ok(())
            }
        }),
        element!(root, {
            let reader = reader.clone();
            move |el| {
                let tag_name = el.tag_name();
                let can_have_content = el.can_have_content();
                reader.borrow_mut().start(&tag_name, el, can_have_content);
                if let Some(handlers) = el.end_tag_handlers() {
                    let reader = reader.clone();
                    handlers.push(Box::new(move |end| {
                        reader.borrow_mut().end(&end.name());
                        Ok(())
                    }));
                }
                Ok(())
            }
        }),
        // If we hit a selector that should be excluded, mark whatever the current node is as such
        element!(exclusions, {
            let reader = reader.clone();
            move |_el| {
                reader.borrow_mut().ignore_current();
                Ok(())
            }
        }),
        text!(ROOT, {
            let reader = reader.clone();
            move |chunk| {
                reader.borrow_mut().text(chunk.as_str());
                Ok(())
            }
        }),
    ];
    let settings = handlers
        .into_iter()
        .fold(Settings::new().with_strict(false), |settings, handler| {
            settings.append_element_content_handler(handler)
        });
    let mut rewriter = HtmlRewriter::new(settings, EmptySink);
    rewriter.write(html.as_bytes())?;
    // The handlers hold the other references to the reader. As in Pagefind, the page is not
    // ended: a construct it ends inside gives nothing.
    drop(rewriter);
    Ok(match Rc::try_unwrap(reader) {
        Ok(reader) => reader.into_inner(),
        Err(shared) => std::mem::take(&mut *shared.borrow_mut()),
    })
}
