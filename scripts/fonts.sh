#!/usr/bin/env bash
# Remakes the fonts the site carries in fonts/ (the social images' titles are written with them, so
# a build draws every title on a machine without fonts). They come from Debian's font packages:
# Noto Sans and Noto Sans Arabic whole, Noto Sans CJK cut to the characters each script's national
# standard lists (fontTools' pyftsubset), which keeps the three CJK files at about 11 MB instead of
# 60 MB. All are under the SIL Open Font License 1.1 (fonts/OFL.txt).
#
#   scripts/fonts.sh        rewrites fonts/ (needs apt-get download and Python 3 with venv)
#
# The repertoires:
#   Simplified Chinese   GB 2312 (6,763 hanzi, kana, punctuation)
#   Traditional Chinese  Big5's frequently used characters (5,401 hanzi, A440–C67E) and its symbols
#   Japanese             JIS X 0208 (6,355 kanji, kana, punctuation)
# and in each, ASCII and the CJK and full-width punctuation. A title with a character outside them
# falls back to the system's fonts, else the build warns.
set -euo pipefail
cd "$(dirname "$0")/.."
fonttools_version=4.61.1
work=$(mktemp -d "${TMPDIR:-/tmp}/rulebook-fonts.XXXXXX")
trap 'rm -rf "$work"' EXIT

(cd "$work" && apt-get download -q fonts-noto-core fonts-noto-cjk)
for deb in "$work"/*.deb; do dpkg-deb -x "$deb" "$work/x"; done
python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q "fonttools==$fonttools_version"

noto=$work/x/usr/share/fonts/truetype/noto
cjk=$work/x/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc
mkdir -p fonts
cp "$noto/NotoSans-Bold.ttf" "$noto/NotoSansArabic-Bold.ttf" fonts/

# Writes the characters of a two-byte national encoding's repertoire, with ASCII and punctuation.
"$work/venv/bin/python" - "$work" <<'EOF'
import sys
work = sys.argv[1]
def repertoire(codec, leads, trails):
    chars = set()
    for lead in leads:
        for trail in trails:
            try:
                chars.add(bytes([lead, trail]).decode(codec))
            except UnicodeDecodeError:
                pass
    return chars
common = {chr(c) for c in range(0x20, 0x7F)} | set(
    "　、。〃々〆〇〈〉《》「」『』【】〔〕〖〗〜〝〞・ー"
    "！＂＃＄％＆＇（）＊＋，－．／：；＜＝＞？＠［＼］＾＿｀｛｜｝～"
)
sets = {
    "sc": repertoire("gb2312", range(0xA1, 0xF8), range(0xA1, 0xFF)),
    # Big5: the symbols (A1–A3) and the frequently used characters (A4–C6).
    "tc": repertoire("big5", range(0xA1, 0xC7), [*range(0x40, 0x7F), *range(0xA1, 0xFF)]),
    "jp": repertoire("euc_jp", range(0xA1, 0xF5), range(0xA1, 0xFF)),
}
for name, chars in sets.items():
    with open(f"{work}/{name}.txt", "w", encoding="utf-8") as f:
        f.write("".join(sorted(chars | common)))
EOF

# Face numbers in Debian's NotoSansCJK-Bold.ttc: 0 JP, 2 SC, 3 TC.
for region in "sc 2" "tc 3" "jp 0"; do
  set -- $region
  "$work/venv/bin/pyftsubset" "$cjk" --font-number="$2" --text-file="$work/$1.txt" \
    --layout-features='*' --output-file="fonts/NotoSansCJK$1-Bold-subset.otf"
done

# The licence: Debian's copyright file carries the OFL's text.
{
  echo "The fonts in this folder are under the SIL Open Font License, Version 1.1 (below), with no"
  echo "Reserved Font Name."
  echo
  echo "NotoSans-Bold.ttf, NotoSansArabic-Bold.ttf: Copyright 2010, 2012-2020 Google Inc., 2015-2020 Google LLC."
  echo "NotoSansCJK*-Bold-subset.otf: Copyright 2010-2012 Google Corporation; subsets of Noto Sans CJK"
  echo "Bold made by scripts/fonts.sh (a Modified Version in the licence's terms)."
  echo
  awk '/^License: SIL-1.1/{n++; next} n==2 && /^[A-Z]/{exit} n==2' \
    "$work/x/usr/share/doc/fonts-noto-cjk/copyright" | sed -e 's/^ //' -e 's/^\.$//'
} > fonts/OFL.txt
ls -l fonts/
