#!/usr/bin/env bash
# The project's one test command: every Rust test (deep perft runs included) in release mode, then
# the quality gates on a freshly built site (HTML validity, accessibility, links, weight, layout).
# On a fresh Debian machine it installs what the checks need: Debian's Rust toolchain for
# WebAssembly (scripts/build-wasm.sh), Chromium and a headless Java runtime (apt, as root) and the
# pinned npm packages (npm ci).
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS

step() { printf '\n== %s\n' "$*"; }

# Node.js runs the WebAssembly engine in the Rust tests (tests/engine_wasm.rs) and the gates.
if ! command -v node >/dev/null 2>&1 || [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 20 ]; then
  echo "test.sh: the tests need Node.js 20 or newer (found: $(node --version 2>/dev/null || echo none))" >&2; exit 1
fi

step "WebAssembly engine: static/wasm/rules.wasm is what the sources build"
scripts/build-wasm.sh --check

step "Rust tests (the WebAssembly engine's cross-check among them)"
cargo test --workspace --release -- --include-ignored

step "Tools for the gates"
# Chromium and Java may be installed otherwise than from Debian: look for the programs.
packages=()
[ -x /usr/bin/chromium ] || packages+=(chromium)
command -v java >/dev/null 2>&1 || packages+=(default-jre-headless)
[ ${#packages[@]} -eq 0 ] || scripts/apt-install.sh "${packages[@]}"
# Reinstall the npm packages when node_modules is missing or was installed from another lockfile.
lock_sum=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -d node_modules ] || [ "$(cat node_modules/.lock-sha256 2>/dev/null)" != "$lock_sum" ]; then
  npm ci --ignore-scripts --no-audit --no-fund
  echo "$lock_sum" > node_modules/.lock-sha256
fi
echo "chromium: $(/usr/bin/chromium --version 2>/dev/null | head -1)"
echo "java: $(java -version 2>&1 | head -1)"
echo "node: $(node --version)"

step "The gates' own tests (each gate fails on a broken fixture)"
node --test tests/browser/

step "Gates on the built site"
site=$(mktemp -d "${TMPDIR:-/tmp}/rulebook-site.XXXXXX")
trap 'rm -rf "$site"' EXIT
cargo run --release --quiet -- build --out "$site/public"
node tests/browser/run-gates.js --site "$site/public"

echo
echo "test.sh: all tests and gates passed in $((SECONDS - started)) s"
