#!/usr/bin/env bash
# The translation check on a huge edit: a copy of the site in git, the English history of one page
# replaced by 16,000 words, recorded in every language, then rewritten (every 40th word changed);
# `rulebook check` then diffs the old text against the new one for each of the 16 languages.
# Prints the check's wall time and peak memory (needs /usr/bin/time: `apt-get install -y time`).
# A benchmark, not a test: `scripts/bench-translation-check.sh [WORDS]`.
set -euo pipefail
cd "$(dirname "$0")/.."
words=${1:-16000}
cargo build --release --quiet --bin rulebook
bin=$PWD/target/release/rulebook
site=$(mktemp -d "${TMPDIR:-/tmp}/rulebook-bench.XXXXXX")
trap 'rm -rf "$site"' EXIT
cp -r site.toml content locales templates static fonts "$site/"
page="$site/content/variants/frisian-draughts/en.md"
text() { # WORDS STEP: the words w0 w1 …, every STEP-th one changed
    awk -v n="$1" -v s="$2" 'BEGIN { for (i = 0; i < n; i++) printf "%s%s", (s && i % s == 0 ? "x" : "w") i, (i % 12 == 11 ? "\n" : " "); print "" }'
}
history() { # replaces the body of the page's history section
    awk '/^## @history/ { print; print ""; exit } { print }' "$page" > "$page.new"
    cat "$page.new" - > "$page"; rm "$page.new"
}
git() { command git -C "$site" -c user.name=bench -c user.email=bench@example.org "$@"; }
text "$words" 0 | history
git init -q && git add -A && git commit -qm old
"$bin" translated --root "$site" all frisian-draughts > /dev/null
git add -A && git commit -qm recorded
text "$words" 40 | history
echo "check after a $words-word section edit (16 languages):"
if [ -x /usr/bin/time ]; then
    /usr/bin/time -f "  %e s wall, %M KB peak" "$bin" check --root "$site" > /dev/null || true
else
    time ("$bin" check --root "$site" > /dev/null || true)
fi
