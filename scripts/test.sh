#!/usr/bin/env bash
# The project's one test command: every Rust test (deep perft runs included) in release mode.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo test --release -- --include-ignored
