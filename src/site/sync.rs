//! Locks that stay usable after a panic in another thread: everything kept behind them is
//! changed by single inserts or replacements, so a poisoned lock still holds whole values.

use std::sync::{Mutex, MutexGuard};

pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
