#!/bin/sh
# Renders static/favicon.svg (a corner of the draughts board, in the boards' colours) into the PNG
# icons: favicon-32.png for browsers without SVG icons and apple-touch-icon.png (180 × 180) for
# home screens. The PNGs are committed; run this after changing the SVG, then commit them too.
# Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium), which the browser tests install.
set -eu
cd "$(dirname "$0")/.."
chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for pair in 32:favicon-32.png 180:apple-touch-icon.png; do
    size=${pair%%:*}
    out=$PWD/static/${pair#*:}
    printf '<!doctype html><style>html,body{margin:0}img{display:block;width:%spx;height:%spx}</style><img src="%s">' \
        "$size" "$size" "file://$PWD/static/favicon.svg" >"$tmp/icon.html"
    "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
        --window-size="$size,$size" --screenshot="$out" "file://$tmp/icon.html" 2>/dev/null
    echo "wrote static/${pair#*:}"
done
