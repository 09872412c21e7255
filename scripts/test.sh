#!/usr/bin/env bash
# The project's one test command: formatting and lints (Rust and JavaScript), every Rust test (deep perft runs included)
# in release mode, then the quality gates on a freshly built site (HTML validity, accessibility,
# links, weight, layout). On a fresh Debian machine it installs what the checks need: Debian's Rust
# toolchain for WebAssembly (scripts/build-wasm.sh), Chromium and a headless Java runtime (apt, as
# root) and the pinned npm packages (npm ci). No system fonts: the site carries its own (fonts/).
# It reads none of what the site's commands write (public/, staging folders, .rulebook-cache/,
# any --out folder), so it passes after a build, a preview or a review in the same tree.
#
#   ./scripts/test.sh           everything (what CI runs)
#   ./scripts/test.sh --quick   the inner loop: no deep perft
#
# The accessibility gate samples: each page once, at one width in one colour scheme, turned by
# language and page (run-gates.js --sample). Without --sample run-gates.js checks every page at
# both widths in both schemes.
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

# Node.js runs the WebAssembly engine in the Rust tests (tests/it/engine_wasm.rs) and the gates.
if ! command -v node >/dev/null 2>&1 || [ "$(node -p 'process.versions.node.split(".")[0]')" -lt 20 ]; then
  echo "test.sh: the tests need Node.js 20 or newer (found: $(node --version 2>/dev/null || echo none))" >&2; exit 1
fi

step "WebAssembly engine: static/wasm/rules.wasm is what the sources build"
scripts/build-wasm.sh --check

step "Rust tests (the WebAssembly engine's cross-check among them)"
if $quick; then
  cargo test --workspace --release
else
  cargo test --workspace --release -- --include-ignored
fi

step "Tools for the gates"
# Chromium and Java may be installed otherwise than from Debian: look for the programs.
packages=()
[ -x "$chromium" ] || packages+=(chromium)
command -v java >/dev/null 2>&1 || packages+=(default-jre-headless)
[ ${#packages[@]} -eq 0 ] || scripts/apt-install.sh "${packages[@]}"
# Reinstall the npm packages when node_modules is missing or was installed from another lockfile.
lock_sum=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -d node_modules ] || [ "$(cat node_modules/.lock-sha256 2>/dev/null)" != "$lock_sum" ]; then
  npm ci --ignore-scripts --no-audit --no-fund
  echo "$lock_sum" > node_modules/.lock-sha256
fi
echo "chromium: $("$chromium" --version 2>/dev/null | head -1)"
echo "java: $(java -version 2>&1 | head -1)"
echo "node: $(node --version)"

step "JavaScript lint (eslint.config.js: the site's scripts and the browser tests)"
npx --no-install eslint .

step "The gates' own tests (each gate fails on a broken fixture)"
CHROMIUM_PATH=$chromium node --test tests/browser/

step "Gates on the built site"
site=$(mktemp -d "${TMPDIR:-/tmp}/rulebook-site.XXXXXX")
trap 'rm -rf "$site"' EXIT
cargo run --release --quiet -- build --out "$site/public"
CHROMIUM_PATH=$chromium node tests/browser/run-gates.js --site "$site/public" --sample

echo
echo "test.sh: all tests and gates passed in $((SECONDS - started)) s"
