#!/usr/bin/env bash
# Installs the Debian packages named as arguments that are not installed yet (apt-get, as root or
# through sudo). Used by the scripts that need Debian tools: test.sh, build-wasm.sh.
set -euo pipefail
missing=()
for p in "$@"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ]; then as_root=(); elif command -v sudo >/dev/null 2>&1; then as_root=(sudo -n); else
  echo "${0##*/}: ${missing[*]} missing and not running as root; install them first" >&2; exit 1
fi
echo "installing ${missing[*]}"
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
"${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
