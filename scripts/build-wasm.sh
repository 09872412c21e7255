#!/usr/bin/env bash
# Builds the rules core for the browser into static/wasm/rules.wasm (committed, so that building
# the site needs no WebAssembly toolchain). `--check` builds into a temporary folder instead and
# fails if the result differs from the committed file (CI runs it through scripts/test.sh).
#
# The toolchain is Debian's: rustc-web and cargo-web (Rust 1.96) build the standard library for
# wasm32-unknown-unknown from rust-web-src (-Z build-std, allowed on a stable compiler by
# RUSTC_BOOTSTRAP), and lld's wasm-ld links. Missing packages are installed with apt-get, as
# root. The same packages give the same bytes in any checkout folder: source paths are remapped.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

check=false
case "${1:-}" in
  --check) check=true ;;
  "") ;;
  *) echo "usage: scripts/build-wasm.sh [--check]" >&2; exit 2 ;;
esac

scripts/apt-install.sh rustc-web cargo-web rust-web-src lld

# Debian's programs by their full paths: a rustup toolchain usually comes first in PATH.
rustc=/usr/bin/rustc
cargo=/usr/bin/cargo
linker=/usr/bin/wasm-ld
cargo_home=${CARGO_HOME:-$HOME/.cargo}
echo "toolchain: $($rustc --version), $($cargo --version), $($linker --version | head -1)"

# Its own target folder: another compiler's artefacts must not mix with the workspace's.
target=$root/target/wasm
$check && target=$(mktemp -d "${TMPDIR:-/tmp}/rulebook-wasm.XXXXXX")
$check && trap 'rm -rf "$target"' EXIT

env -u RUSTFLAGS -u CARGO_BUILD_RUSTFLAGS -u CARGO_ENCODED_RUSTFLAGS \
  RUSTC="$rustc" RUSTC_BOOTSTRAP=1 \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_LINKER="$linker" \
  CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="--remap-path-prefix=$root=/rulebook --remap-path-prefix=$cargo_home=/cargo -Zunstable-options -Cpanic=immediate-abort" \
  "$cargo" build --quiet --locked -p rulebook-rules-wasm --profile wasm \
  --target wasm32-unknown-unknown -Z build-std=std,panic_abort --target-dir "$target"

built=$target/wasm32-unknown-unknown/wasm/rulebook_rules_wasm.wasm
committed=static/wasm/rules.wasm
size() { printf '%s bytes, %s gzipped' "$(wc -c <"$1")" "$(gzip -9n <"$1" | wc -c)"; }
# The engine loads on a reader's first move on a board: it must stay light.
budget=$((60 * 1024))
if [ "$(gzip -9n <"$built" | wc -c)" -gt "$budget" ]; then
  echo "build-wasm.sh: the engine weighs $(size "$built"), over its budget of $budget bytes gzipped" >&2
  exit 1
fi
if $check; then
  if cmp -s "$built" "$committed"; then
    echo "build-wasm.sh: $committed is what the sources build ($(size "$committed"))"
  else
    echo "build-wasm.sh: $committed differs from what the sources build ($(size "$built")); run scripts/build-wasm.sh and commit it" >&2
    exit 1
  fi
else
  mkdir -p "$(dirname "$committed")"
  cp "$built" "$committed"
  echo "build-wasm.sh: wrote $committed ($(size "$committed"))"
fi
