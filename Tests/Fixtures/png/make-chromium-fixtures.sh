#!/bin/sh
# Writes the Chromium screenshots and pixelmatch's diffs of them that PNGDecoderTests and
# PixelComparisonTests read. Run from this folder with Chromium on PATH and a Python that has
# pixelmatch 0.4.0 (the ISC-licensed Python port of pixelmatch 5) and Pillow:
#   python3 -m venv /tmp/pm && /tmp/pm/bin/pip install pixelmatch==0.4.0 pillow
#   PYTHON=/tmp/pm/bin/python sh make-chromium-fixtures.sh
# chromium-page.html is the page; the subpixel variant moves the circle and the word by 0.4 px,
# the colour variant paints the bar red.
set -eu
shoot() {
    sed "$2" chromium-page.html >"/tmp/$1.html"
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=150,64 \
        --screenshot="$PWD/$1.png" "file:///tmp/$1.html" 2>/dev/null
}
shoot chromium-before 's/translateX(0px)/translateX(0px)/'
shoot chromium-subpixel 's/translateX(0px)/translateX(0.4px)/g'
shoot chromium-colour 's/#1a7f37/#cf222e/'
"${PYTHON:-python3}" - <<'PY'
from PIL import Image
from pixelmatch.contrib.PIL import pixelmatch

before = Image.open("chromium-before.png").convert("RGBA")
for name in ("subpixel", "colour"):
    after = Image.open(f"chromium-{name}.png").convert("RGBA")
    diff = Image.new("RGBA", before.size)
    print(name, pixelmatch(before, after, diff), "changed pixels")
    diff.save(f"pixelmatch-{name}.png")
PY
