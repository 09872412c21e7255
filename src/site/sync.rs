//! Locks that stay usable after a panic in another thread: everything kept behind them is
//! changed by single inserts or replacements, so a poisoned lock still holds whole values. The
//! one place a poisoned lock is recovered: [`Recover`] on any lock result (`lock`, `read`,
//! `write`, `into_inner`, a condition variable's wait), and [`lock`] for the common case.

use std::sync::{LockResult, Mutex, MutexGuard, PoisonError};

/// A lock result's value, poisoned or not.
pub(crate) trait Recover<T> {
    fn recover(self) -> T;
}

impl<T> Recover<T> for LockResult<T> {
    fn recover(self) -> T {
        self.unwrap_or_else(PoisonError::into_inner)
    }
}

pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().recover()
}
