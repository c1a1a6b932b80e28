#!/usr/bin/env bash
# Renders every gallery spec as SVG and checks each document:
#   - it is well-formed XML (Python's expat parser);
#   - librsvg (rsvg-convert) renders it to PNG without printing anything on standard error.
# The SVGs and PNGs stay in the output folder (default .build-svg/svg-check) for
# scripts/compare-chromium.py and for looking at.
#
#   scripts/check-svg.sh [OUTPUT_DIR]
#
# Installs librsvg2-bin (rsvg-convert) and fonts-inter with apt-get when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build-svg/svg-check}"
mkdir -p "$out"

apt_install() {
    if [ "$(id -u)" = 0 ]; then
        (apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y "$@") >/dev/null
    else
        (sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y "$@") >/dev/null
    fi
}
command -v rsvg-convert >/dev/null || apt_install librsvg2-bin
# Text is laid out in Inter's metrics; render it in Inter where the package exists.
fc-list 2>/dev/null | grep -q "Inter" || apt_install fonts-inter || echo "note: fonts-inter not installed; text renders in a fallback face"

# VIEWSPEC names a binary already built (CI passes its own); else build one.
if [ -n "${VIEWSPEC:-}" ]; then
    viewspec="$VIEWSPEC"
else
    swift build --scratch-path .build-svg --product viewspec >/dev/null
    viewspec=.build-svg/debug/viewspec
fi

# One file per device of the spec: NAME.svg, or NAME.DEVICE.svg when it has several.
render() { # spec output.svg
    rm -f "${2%.svg}".svg "${2%.svg}".*.svg
    "$viewspec" layout "$1" --format svg --output "$2"
}

failures=0
count=0
for spec in specs/gallery/*.yaml specs/gallery/*.json; do
    name=$(basename "${spec%.*}")
    if ! render "$spec" "$out/$name.svg" 2>"$out/$name.viewspec.log"; then
        echo "FAIL $spec: viewspec failed"
        cat "$out/$name.viewspec.log"
        failures=$((failures + 1))
        continue
    fi
    for svg in "$out/$name.svg" "$out/$name".*.svg; do
        [ -s "$svg" ] || continue
        count=$((count + 1))
        png="${svg%.svg}.png"
        if ! python3 -c 'import sys, xml.parsers.expat as e; p = e.ParserCreate(namespace_separator=" "); p.Parse(open(sys.argv[1], "rb").read(), True)' "$svg"; then
            echo "FAIL $svg: not well-formed"
            failures=$((failures + 1))
            continue
        fi
        if ! rsvg-convert "$svg" -o "$png" 2>"${svg%.svg}.rsvg.log"; then
            echo "FAIL $svg: rsvg-convert exited non-zero"
            cat "${svg%.svg}.rsvg.log"
            failures=$((failures + 1))
        elif [ -s "${svg%.svg}.rsvg.log" ]; then
            echo "FAIL $svg: librsvg warned"
            cat "${svg%.svg}.rsvg.log"
            failures=$((failures + 1))
        fi
    done
done
echo "check-svg: $count SVGs in $out, $failures failed"
[ "$failures" = 0 ]
