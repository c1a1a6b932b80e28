#!/usr/bin/env python3
"""Compares each SVG mockup as headless Chromium draws it with librsvg's rendering.

    scripts/compare-chromium.py [SVG_DIR]      (default .build-svg/svg-check)

Run scripts/check-svg.sh first: it writes NAME.svg and librsvg's NAME.png into the folder.
For each SVG this takes a screenshot in headless Chromium at the SVG's size (device scale 1)
and compares it with the librsvg PNG, both composited on white, pixel by pixel:

  mean  the mean absolute difference over all pixels and the three colour channels (0-255);
  max   the largest difference of one channel at one pixel (0-255);
  off   the share of pixels where some channel differs by more than 64.

Pass: mean <= 2.0 and off <= 1.5 %. Shapes, fills, gradients, clips and shadows come out of
both renderers nearly alike; what differs is text: Skia and cairo/Pango place and anti-alias
glyphs differently by a fraction of a pixel and hint differently, so glyph edges differ by
up to the full range (max is reported, not judged). A page of text covers a few percent of
the screen with glyph edges, of which a fraction differs strongly; a wrong font, a missing
shape, a moved line or a different gradient moves whole areas and fails both limits.

Installs chromium with apt-get when it is missing. Needs no Python packages: the PNGs are
decoded here with zlib.
"""

import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

MEAN_LIMIT = 2.0
OFF_LIMIT = 0.015
STRONG = 64


def ensure_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if shutil.which(name):
            return name
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    subprocess.run(sudo + ["apt-get", "update"], check=True, stdout=subprocess.DEVNULL, env=env)
    subprocess.run(sudo + ["apt-get", "install", "-y", "chromium"], check=True, stdout=subprocess.DEVNULL, env=env)
    return "chromium"


def read_png(path):
    """(width, height, rows of RGB bytes composited on white) of an 8-bit PNG."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    pos, idat, palette, trns = 8, [], None, None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"PLTE":
            palette = chunk
        elif kind == b"tRNS":
            trns = chunk
        elif kind == b"IDAT":
            idat.append(chunk)
        elif kind == b"IEND":
            break
    if depth != 8 or interlace:
        raise ValueError(f"{path}: only 8-bit non-interlaced PNGs are read here")
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ctype]
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    bpp = channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        method = raw[offset]
        line = bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        if method == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 255
        elif method == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, previous))
        elif method == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + previous[i]) >> 1)) & 255
        elif method == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = previous[i]
                c = previous[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 255
        rows.append(line)
        previous = line
    out = []
    for line in rows:
        rgb = bytearray(width * 3)
        for x in range(width):
            if ctype == 2:
                r, g, b, a = line[3 * x], line[3 * x + 1], line[3 * x + 2], 255
            elif ctype == 6:
                r, g, b, a = line[4 * x], line[4 * x + 1], line[4 * x + 2], line[4 * x + 3]
            elif ctype == 0:
                r = g = b = line[x]
                a = 255
            elif ctype == 4:
                r = g = b = line[2 * x]
                a = line[2 * x + 1]
            else:
                i = line[x]
                r, g, b = palette[3 * i:3 * i + 3]
                a = trns[i] if trns and i < len(trns) else 255
            if a != 255:
                r = (r * a + 255 * (255 - a) + 127) // 255
                g = (g * a + 255 * (255 - a) + 127) // 255
                b = (b * a + 255 * (255 - a) + 127) // 255
            rgb[3 * x], rgb[3 * x + 1], rgb[3 * x + 2] = r, g, b
        out.append(rgb)
    return width, height, out


def svg_size(path):
    head = open(path, encoding="utf-8").read(2000)
    match = re.search(r'<svg[^>]*\swidth="([\d.]+)"[^>]*\sheight="([\d.]+)"', head)
    return round(float(match.group(1))), round(float(match.group(2)))


def screenshot(browser, svg, png, size):
    """Chromium's drawing of `svg`: the window is at least 800 x 600 (headless Chromium does
    not shrink the page's viewport below a minimum), the SVG at its size in the top-left
    corner; `compare` crops to the SVG's size."""
    window = (max(size[0], 800), max(size[1], 600))
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--force-device-scale-factor=1", "--default-background-color=FFFFFFFF",
             f"--user-data-dir={profile}", f"--window-size={window[0]},{window[1]}",
             f"--screenshot={png}", "file://" + os.path.abspath(svg)],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)


def compare(a, b):
    """librsvg's PNG `a` against Chromium's screenshot `b`, cropped to `a`'s size."""
    (wa, ha, ra), (wb, hb, rb) = a, b
    if wb < wa or hb < ha:
        return None
    rb = [row[:3 * wa] for row in rb[:ha]]
    total, largest, off = 0, 0, 0
    for row_a, row_b in zip(ra, rb):
        if row_a == row_b:
            continue
        diffs = [abs(x - y) for x, y in zip(row_a, row_b)]
        total += sum(diffs)
        largest = max(largest, max(diffs))
        off += sum(1 for i in range(0, len(diffs), 3) if max(diffs[i], diffs[i + 1], diffs[i + 2]) > STRONG)
    pixels = wa * ha
    return total / (pixels * 3), largest, off / pixels


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else ".build-svg/svg-check"
    svgs = sorted(f for f in os.listdir(folder) if f.endswith(".svg"))
    if not svgs:
        sys.exit(f"no SVGs in {folder}; run scripts/check-svg.sh first")
    browser = ensure_chromium()
    failures, means = 0, []
    print(f"{'svg':32} {'size':>9} {'mean':>6} {'max':>4} {'off %':>6}")
    for name in svgs:
        svg = os.path.join(folder, name)
        stem = name[:-4]
        librsvg = os.path.join(folder, stem + ".png")
        if not os.path.exists(librsvg):
            subprocess.run(["rsvg-convert", svg, "-o", librsvg], check=True)
        chrome = os.path.join(folder, stem + ".chromium.png")
        size = svg_size(svg)
        screenshot(browser, svg, chrome, size)
        result = compare(read_png(librsvg), read_png(chrome))
        if result is None:
            print(f"{stem:32} size differs")
            failures += 1
            continue
        mean, largest, off = result
        means.append(mean)
        ok = mean <= MEAN_LIMIT and off <= OFF_LIMIT
        failures += 0 if ok else 1
        print(f"{stem:32} {size[0]:>4}x{size[1]:<4} {mean:6.3f} {largest:4d} {100 * off:6.2f}{'' if ok else '  FAIL'}")
    if means:
        print(f"compare-chromium: {len(svgs)} SVGs, mean of means {sum(means) / len(means):.3f}, "
              f"worst mean {max(means):.3f}; {len(svgs) - failures} passed, {failures} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
