//! The rules core for the browser: one request in, one JSON answer out, through linear memory.
//!
//! The protocol (what `static/js/engine.js` does):
//! 1. `rulebook_alloc(len)` reserves `len` bytes and returns where; the caller writes the UTF-8
//!    request there — the rules id, the explore setting and the history's positions, one a line
//!    (see `rulebook_rules::explore::answer`);
//! 2. `rulebook_analyse(ptr, len)` reads and frees the request, answers it and returns the
//!    answer's length in bytes; `rulebook_result()` says where the answer is. It stays there
//!    until the next call.
//!
//! No bindings generator, no imports: the module needs nothing from its host.

use std::cell::RefCell;

thread_local! {
    /// The last answer, kept until the next request.
    static RESULT: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Reserves `len` bytes for a request; the caller hands them to [`rulebook_analyse`].
#[no_mangle]
pub extern "C" fn rulebook_alloc(len: usize) -> *mut u8 {
    let mut buffer = Vec::<u8>::with_capacity(len.max(1));
    let ptr = buffer.as_mut_ptr();
    std::mem::forget(buffer);
    ptr
}

/// Answers the request of `len` bytes at `ptr` (from [`rulebook_alloc`] with the same `len`,
/// freed here) and returns the answer's length.
///
/// # Safety
/// `ptr` must come from `rulebook_alloc(len)`, hold `len` initialized bytes, and not be used
/// again.
#[no_mangle]
pub unsafe extern "C" fn rulebook_analyse(ptr: *mut u8, len: usize) -> usize {
    // SAFETY: the caller passes a buffer of `rulebook_alloc(len)` holding `len` written bytes.
    let request = unsafe { Vec::from_raw_parts(ptr, len, len.max(1)) };
    let answer = match std::str::from_utf8(&request) {
        Ok(text) => rulebook_rules::explore::answer(text),
        Err(_) => r#"{"error":"the request is not UTF-8"}"#.to_string(),
    };
    RESULT.with(|result| {
        let mut result = result.borrow_mut();
        *result = answer;
        result.len()
    })
}

/// Where the last answer's bytes start.
#[no_mangle]
pub extern "C" fn rulebook_result() -> *const u8 {
    RESULT.with(|result| result.borrow().as_ptr())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The protocol as the browser drives it, natively.
    fn ask(request: &str) -> String {
        let ptr = rulebook_alloc(request.len());
        // SAFETY: `ptr` has room for `request.len()` bytes, and is handed over once.
        let len = unsafe {
            std::ptr::copy_nonoverlapping(request.as_ptr(), ptr, request.len());
            rulebook_analyse(ptr, request.len())
        };
        // SAFETY: the answer of `len` bytes stays at `rulebook_result()` until the next call.
        let bytes = unsafe { std::slice::from_raw_parts(rulebook_result(), len) };
        String::from_utf8(bytes.to_vec()).unwrap()
    }

    #[test]
    fn answers_as_the_rules_core_does() {
        let request = "frisian-draughts\nside\nW:W32:BK27,19,28";
        assert_eq!(ask(request), rulebook_rules::explore::answer(request));
        assert!(ask(request).contains(r#""text":"32x14:19,28""#));
        assert!(ask("").starts_with(r#"{"error":"#));
    }
}
