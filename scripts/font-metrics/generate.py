#!/usr/bin/env python3
"""Writes Sources/ViewSpecResolve/Text/BuiltinFontMetrics.swift from Inter's font files.

viewspec measures text with a built-in copy of Inter's metrics so that a spec lays out the same
on every machine, installed fonts or not. This script is the only source of that table: it
reads the static instances that Debian's `fonts-inter` package ships and writes, per weight,
the vertical metrics and one advance width per covered code point.

    apt-get install -y fonts-inter && pip install fonttools
    python3 scripts/font-metrics/generate.py            # rewrites the Swift file
    python3 scripts/font-metrics/generate.py --kerning  # prints how much GPOS kerning would change widths

The advances are copied verbatim in font units (hmtx); nothing is scaled or rounded here.
"""

import argparse
import os
import subprocess
import sys

from fontTools.ttLib import TTFont

FONT_DIR = "/usr/share/fonts/opentype/inter"
REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUTPUT = os.path.join(REPO, "Sources/ViewSpecResolve/Text/BuiltinFontMetrics.swift")

# viewspec's `weight:` values (the spec language's, after UIFont.Weight) and the Inter
# instance that stands for each one. UIKit's ultraLight is lighter than its thin, so ultraLight
# takes Inter's lightest (Thin, 100) and thin takes ExtraLight (200).
WEIGHTS = [
    ("ultraLight", "Thin"),
    ("thin", "ExtraLight"),
    ("light", "Light"),
    ("regular", "Regular"),
    ("medium", "Medium"),
    ("semibold", "SemiBold"),
    ("bold", "Bold"),
    ("heavy", "ExtraBold"),
    ("black", "Black"),
]

HEX_PER_LINE = 96  # 24 advances of four hex digits: keeps the file within swift-format's 110 columns


def package_version():
    try:
        out = subprocess.run(
            ["dpkg-query", "-W", "-f=${Version}", "fonts-inter"], capture_output=True, text=True, check=True
        )
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def load(style):
    path = os.path.join(FONT_DIR, f"Inter-{style}.otf")
    if not os.path.exists(path):
        sys.exit(f"{path} is missing: apt-get install -y fonts-inter")
    return TTFont(path)


def vertical_metrics(font):
    """hhea's metrics, or OS/2's typo metrics when the font sets USE_TYPO_METRICS (fsSelection bit 7).

    FontFile.swift makes the same choice for fonts loaded at run time.
    """
    os2 = font["OS/2"]
    if os2.fsSelection & (1 << 7):
        return os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap
    hhea = font["hhea"]
    return hhea.ascent, hhea.descent, hhea.lineGap


def runs_of(codepoints):
    runs = []
    for cp in codepoints:
        if runs and runs[-1][0] + runs[-1][1] == cp:
            runs[-1][1] += 1
        else:
            runs.append([cp, 1])
    return runs


def swift_array(values, indent):
    lines, line = [], ""
    for value in values:
        item = f"{value},"
        if line and len(indent) + len(line) + 1 + len(item) > 108:
            lines.append(indent + line)
            line = item
        else:
            line = f"{line} {item}" if line else item
    if line:
        lines.append(indent + line)
    return "\n".join(lines)


def generate():
    fonts = [(name, style, load(style)) for name, style in WEIGHTS]
    cmaps = [font.getBestCmap() for _, _, font in fonts]
    codepoints = sorted(cmaps[0])
    for (_, style, _), cmap in zip(fonts, cmaps):
        if sorted(cmap) != codepoints:
            sys.exit(f"Inter-{style} covers other code points than Inter-{fonts[0][1]}: one run table no longer fits all")
    units = {font["head"].unitsPerEm for _, _, font in fonts}
    if len(units) != 1:
        sys.exit("the weights disagree on unitsPerEm")
    (units_per_em,) = units
    version = fonts[0][2]["name"].getDebugName(5) or "unknown"
    runs = runs_of(codepoints)

    out = []
    out.append(
        "// Generated from Inter's font files; do not edit. Regenerate: python3 scripts/font-metrics/generate.py"
    )
    out.append("")
    out.append(f"/// Inter's metrics ({version}; Debian fonts-inter {package_version()}; SIL Open Font")
    out.append("/// License 1.1), built in so that text measures the same on every machine with no font installed.")
    out.append("enum BuiltinFontMetrics {")
    out.append(f"    static let unitsPerEm = {units_per_em}")
    out.append("")
    out.append(f"    /// The {len(codepoints)} covered code points as `start, count` pairs, ascending: the same for every weight.")
    out.append("    static let codepointRuns: [UInt32] = [")
    out.append(swift_array([v for run in runs for v in run], "        "))
    out.append("    ]")
    for (name, style, font), cmap in zip(fonts, cmaps):
        ascender, descender, line_gap = vertical_metrics(font)
        hmtx = font["hmtx"]
        advances = "".join(f"{hmtx[cmap[cp]][0]:04x}" for cp in codepoints)
        hex_lines = [advances[i : i + HEX_PER_LINE] for i in range(0, len(advances), HEX_PER_LINE)]
        out.append("")
        out.append(f"    /// Inter-{style}.otf (usWeightClass {font['OS/2'].usWeightClass}).")
        out.append(f"    static let {name} = BuiltinFontFace(")
        out.append(f'        name: "Inter {style}", ascender: {ascender}, descender: {descender}, lineGap: {line_gap},')
        out.append(f"        averageAdvance: {font['OS/2'].xAvgCharWidth},")
        out.append("        advancesHex: \"\"\"")
        out.extend(f"            {line}" for line in hex_lines)
        out.append('            """)')
    out.append("}")
    text = "\n".join(out) + "\n"
    with open(OUTPUT, "w") as f:
        f.write(text)
    print(f"wrote {os.path.relpath(OUTPUT, REPO)}: {len(codepoints)} code points in {len(runs)} runs, "
          f"{len(WEIGHTS)} weights, {len(text)} bytes")


def pair_kerning(font):
    """The 'kern' feature's pair adjustments (GPOS lookup type 2, formats 1 and 2) as a lookup function."""
    gpos = font["GPOS"].table
    lookups = set()
    for record in gpos.FeatureList.FeatureRecord:
        if record.FeatureTag == "kern":
            lookups.update(record.Feature.LookupListIndex)
    subtables = []
    for index in sorted(lookups):
        lookup = gpos.LookupList.Lookup[index]
        for sub in lookup.SubTable:
            if lookup.LookupType == 9:
                sub = sub.ExtSubTable
            if sub.LookupType == 2:
                subtables.append(sub)

    def adjust(left, right):
        for sub in subtables:
            coverage = sub.Coverage.glyphs
            if left not in coverage:
                continue
            if sub.Format == 1:
                pairs = sub.PairSet[coverage.index(left)].PairValueRecord
                for record in pairs:
                    if record.SecondGlyph == right:
                        value = record.Value1
                        return getattr(value, "XAdvance", 0) or 0 if value else 0
            else:
                c1 = sub.ClassDef1.classDefs.get(left, 0)
                c2 = sub.ClassDef2.classDefs.get(right, 0)
                value = sub.Class1Record[c1].Class2Record[c2].Value1
                amount = getattr(value, "XAdvance", 0) or 0 if value else 0
                if amount:
                    return amount
        return 0

    return adjust


def kerning_report():
    """Widths with and without pair kerning, for docs/text-measurement.md."""
    samples = [
        "Hello, World!",
        "Sign in to continue",
        "AVATAR Today WAVE",
        "The quick brown fox jumps over the lazy dog.",
        "Forgot your password?",
        "Settings",
    ]
    font = load("Regular")
    cmap, hmtx = font.getBestCmap(), font["hmtx"]
    adjust = pair_kerning(font)
    upem = font["head"].unitsPerEm
    print("| text | unkerned (17 pt) | kerned (17 pt) | difference |")
    print("|---|---|---|---|")
    for text in samples:
        glyphs = [cmap[ord(c)] for c in text]
        plain = sum(hmtx[g][0] for g in glyphs)
        kern = sum(adjust(a, b) for a, b in zip(glyphs, glyphs[1:]))
        scale = 17 / upem
        print(f"| {text} | {plain * scale:.2f} | {(plain + kern) * scale:.2f} | {kern / plain * 100:+.2f}% |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kerning", action="store_true", help="print the kerning comparison instead")
    args = parser.parse_args()
    if args.kerning:
        kerning_report()
    else:
        generate()


if __name__ == "__main__":
    main()
