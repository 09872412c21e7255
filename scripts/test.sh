#!/usr/bin/env bash
# The project's one test command: formatting and lints, every Rust test (deep perft runs included)
# in release mode, then the quality gates on a freshly built site (HTML validity, accessibility,
# links, weight, layout). On a fresh Debian machine it installs what the gates need: Chromium and a
# headless Java runtime (apt, as root) and the pinned npm packages (npm ci).
#
#   ./scripts/test.sh           everything (what CI runs)
#   ./scripts/test.sh --quick   the inner loop: no deep perft, accessibility at one width per page
#
# CHROMIUM_PATH names another Chromium binary (default: Debian's /usr/bin/chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
quick=false
for arg in "$@"; do
  case $arg in
    --quick) quick=true ;;
    *) echo "usage: scripts/test.sh [--quick]" >&2; exit 2 ;;
  esac
done
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}

step() { printf '\n== %s\n' "$*"; }

step "Formatting and lints"
cargo fmt --all --check
cargo clippy --workspace --all-targets --release --quiet -- -D warnings

step "Rust tests"
if $quick; then
  cargo test --workspace --release
else
  cargo test --workspace --release -- --include-ignored
fi

step "Tools for the gates"
missing=()
[ -x "$chromium" ] || missing+=(chromium)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -eq 0 ]; then as_root=(); elif command -v sudo >/dev/null 2>&1; then as_root=(sudo -n); else
    echo "test.sh: ${missing[*]} missing and not running as root; install them first" >&2; exit 1
  fi
  echo "installing ${missing[*]}"
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
fi
if ! command -v node >/dev/null 2>&1 || [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 20 ]; then
  echo "test.sh: the gates need Node.js 20 or newer (found: $(node --version 2>/dev/null || echo none))" >&2; exit 1
fi
# Reinstall the npm packages when node_modules is missing or was installed from another lockfile.
lock_sum=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -d node_modules ] || [ "$(cat node_modules/.lock-sha256 2>/dev/null)" != "$lock_sum" ]; then
  npm ci --ignore-scripts --no-audit --no-fund
  echo "$lock_sum" > node_modules/.lock-sha256
fi
echo "chromium: $("$chromium" --version 2>/dev/null | head -1)"
echo "java: $(java -version 2>&1 | head -1)"
echo "node: $(node --version)"

step "The gates' own tests (each gate fails on a broken fixture)"
CHROMIUM_PATH=$chromium node --test tests/browser/

step "Gates on the built site"
site=$(mktemp -d "${TMPDIR:-/tmp}/rulebook-site.XXXXXX")
trap 'rm -rf "$site"' EXIT
cargo run --release --quiet -- build --out "$site/public"
gate_flags=()
$quick && gate_flags+=(--quick)
CHROMIUM_PATH=$chromium node tests/browser/run-gates.js --site "$site/public" "${gate_flags[@]}"

echo
echo "test.sh: all tests and gates passed in $((SECONDS - started)) s"
