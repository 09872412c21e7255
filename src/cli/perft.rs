//! `rulebook perft`, with its progress line (`moves` and `start` print one line each).

use rulebook::rules::{self, RulesId};

/// A perft with a progress line on stderr (leaf nodes so far, time, nodes per second): rewritten
/// every second on a terminal, otherwise one line every 10 s, and nothing for a run shorter than
/// that. `RULEBOOK_PROGRESS_SECS` sets the interval.
pub(crate) fn perft(rules: RulesId, position: &str, depth: u32) -> Result<u64, rules::TextError> {
    use std::io::IsTerminal;
    let terminal = std::io::stderr().is_terminal();
    let every = std::env::var("RULEBOOK_PROGRESS_SECS")
        .ok()
        .and_then(|s| s.parse::<f64>().ok())
        .and_then(|s| std::time::Duration::try_from_secs_f64(s).ok())
        .unwrap_or(std::time::Duration::from_secs(if terminal {
            1
        } else {
            10
        }));
    let started = std::time::Instant::now();
    let mut next = every;
    let mut nodes = 0u64;
    let mut shown = false;
    let result = rules::perft_reporting(rules, position, depth, &mut |part| {
        nodes += part;
        let elapsed = started.elapsed();
        if elapsed >= next {
            let rate = nodes as f64 / elapsed.as_secs_f64().max(1e-9);
            let line = format!(
                "perft: {nodes} nodes in {:.1} s, {rate:.0} nodes/s",
                elapsed.as_secs_f64()
            );
            if terminal {
                eprint!("\r{line}\x1b[K");
            } else {
                errln!("{line}");
            }
            shown = true;
            next = elapsed + every;
        }
    });
    if shown && terminal {
        eprintln!();
    }
    result
}
