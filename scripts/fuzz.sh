#!/usr/bin/env bash
# The long fuzz run: every parser of the site (tests/it/fuzz_inputs.rs: site.toml, page.toml, front
# matter, Markdown, Fluent, FEN, Chinese checkers positions, the engine's requests, and whole site
# checks after random edits), text landing in script elements (tests/it/fuzz_script_data.rs: one
# site build per case), templates nested or chained to any depth up to 100,000 and game terms with
# variables, and partials including one another in chains up to 400 long (tests/it/fuzz_templates.rs:
# a site check, or a build searched for raw `{$…}`, per case)
# and PDN (crates/pdn/tests/it/props.rs), with far more cases than the test run and fresh random
# inputs each round. A failure stops the run with proptest's smallest example.
#
#   scripts/fuzz.sh                one round: 500 site checks, 5,000 cases per parser
#   scripts/fuzz.sh --cases N      one round: N site checks, 10 × N cases per parser
#   scripts/fuzz.sh --minutes M    rounds of 200 site checks until M minutes have passed
set -euo pipefail
cd "$(dirname "$0")/.."
cases=500
minutes=
usage() { echo "usage: scripts/fuzz.sh [--cases N | --minutes M]" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case $1 in
    --cases) [ $# -ge 2 ] && [[ $2 =~ ^[1-9][0-9]*$ ]] || usage; cases=$2; shift 2 ;;
    --minutes) [ $# -ge 2 ] && [[ $2 =~ ^[1-9][0-9]*$ ]] || usage; minutes=$2; cases=200; shift 2 ;;
    *) usage ;;
  esac
done

cargo test --release --no-run --test it --quiet
cargo test --release --no-run -p rulebook-pdn --test it --quiet
round=0
started=$SECONDS
while :; do
  round=$((round + 1))
  echo "fuzz.sh: round $round: $cases site checks, $((cases * 10)) cases per parser"
  FUZZ_CASES=$cases cargo test --release --quiet --test it -- fuzz_inputs:: fuzz_script_data:: fuzz_templates::
  FUZZ_CASES=$cases cargo test --release --quiet -p rulebook-pdn --test it -- props::
  if [ -z "$minutes" ] || [ $((SECONDS - started)) -ge $((minutes * 60)) ]; then
    break
  fi
done
echo "fuzz.sh: $round round(s) of $cases site checks and $((cases * 10)) cases per parser, no failure, $((SECONDS - started)) s"
