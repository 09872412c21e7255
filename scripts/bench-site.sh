#!/bin/sh
# The site benchmark: a synthetic site of N pages × L languages (default 1000 × 8) built cold by
# rulebook and by Hugo (median of several runs, peak memory), then preview latencies with
# `rulebook serve`. Arguments go to the benchmark, e.g. `--pages 200 --langs 3 --runs 3`
# (`--help` lists them). Hugo comes from Debian's package: `apt-get install -y hugo`; without
# it the comparison is skipped. Peak memory needs /usr/bin/time (`apt-get install -y time`).
set -eu
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin rulebook --example bench-site
if ! command -v hugo >/dev/null 2>&1; then
    echo "hugo not found: install it with \`apt-get install -y hugo\` to compare (skipped)"
fi
exec target/release/examples/bench-site --rulebook target/release/rulebook "$@"
