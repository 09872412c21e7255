//! Templates' `range`, bounded: tera's own makes the whole list first, however long
//! (`range(end=100000000)` runs for minutes and fills the memory; `step_by=0` never ends), and
//! tera has no limit on loops. `range` is the only way a template can loop over more than the
//! data it is given, so a budget of numbers per render, shared by every `range` of that render
//! (nested loops included), bounds what a template can make a build do.

use std::cell::Cell;
use std::collections::HashMap;

use tera::{Error, Value};

/// The numbers every `range` of one render may give together: far beyond what a page draws
/// (a board has at most a few hundred squares), far below what would take a build minutes.
pub(crate) const BUDGET: usize = 100_000;

thread_local! {
    /// What is left of the budget of the render running on this thread.
    static LEFT: Cell<usize> = const { Cell::new(BUDGET) };
}

/// Starts a render's budget; a render runs on one thread from start to end.
pub(crate) fn start_render() {
    LEFT.with(|left| left.set(BUDGET));
}

/// `range(end=N, start=0, step_by=1)`, as tera's, within the render's budget.
pub(crate) fn range(args: &HashMap<String, Value>) -> tera::Result<Value> {
    let number = |name: &str, default: Option<usize>| -> tera::Result<usize> {
        match args.get(name) {
            Some(value) => value
                .as_u64()
                .and_then(|n| usize::try_from(n).ok())
                .ok_or_else(|| {
                    Error::msg(format!(
                        "`range` expects `{name}` to be a whole number, found `{value}`"
                    ))
                }),
            None => {
                default.ok_or_else(|| Error::msg(format!("`range` expects an `{name}` argument")))
            }
        }
    };
    let end = number("end", None)?;
    let start = number("start", Some(0))?;
    let step = number("step_by", Some(1))?;
    if step == 0 {
        return Err(Error::msg(
            "`range` expects `step_by` of at least 1 (0 would never reach the end)",
        ));
    }
    if start > end {
        return Err(Error::msg(format!(
            "`range` expects `start` ({start}) not beyond `end` ({end})"
        )));
    }
    let count = (end - start).div_ceil(step);
    let left = LEFT.with(Cell::get);
    if count > left {
        return Err(Error::msg(format!(
            "`range` asks for {count} numbers, more than the {BUDGET} that all loops over \
             `range` of one page may take together ({left} left); a template loops over its data"
        )));
    }
    LEFT.with(|l| l.set(left - count));
    Ok(Value::from((start..end).step_by(step).collect::<Vec<_>>()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(pairs: &[(&str, u64)]) -> tera::Result<Value> {
        let args = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), Value::from(*v)))
            .collect();
        range(&args)
    }

    #[test]
    fn counts_like_teras_own() {
        start_render();
        assert_eq!(
            call(&[("end", 5)]).unwrap(),
            Value::from(vec![0, 1, 2, 3, 4])
        );
        assert_eq!(
            call(&[("end", 10), ("start", 1), ("step_by", 4)]).unwrap(),
            Value::from(vec![1, 5, 9])
        );
        assert!(call(&[("end", 10), ("step_by", 0)]).is_err());
        assert!(call(&[("end", 1), ("start", 2)]).is_err());
    }

    #[test]
    fn one_render_shares_one_budget() {
        start_render();
        assert!(call(&[("end", 100_000_000)]).is_err());
        assert!(call(&[("end", BUDGET as u64 - 10)]).is_ok());
        let over = call(&[("end", 11)]).unwrap_err().to_string();
        assert!(over.contains("(10 left)"), "{over}");
        start_render();
        assert!(call(&[("end", 11)]).is_ok());
    }
}
