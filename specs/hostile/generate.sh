#!/bin/sh
# Writes the hostile inputs that `viewspec validate` must reject quickly and clearly into one
# folder (default: $TMPDIR/viewspec-hostile). The files are generated, not checked in: one of
# them is 50 MB. The output is the same on every run. Each file's name says which diagnostic id
# it must produce; check them all with:
#
#   specs/hostile/generate.sh /tmp/hostile
#   for f in /tmp/hostile/*; do viewspec validate --diagnostics-format json "$f"; done
set -eu

out="${1:-${TMPDIR:-/tmp}/viewspec-hostile}"
mkdir -p "$out"
cd "$out"

# "Billion laughs": ten levels of ten aliases each, 10^10 nodes if expanded.
awk 'BEGIN {
    print "viewspec: 1"
    print "a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"
    for (i = 1; i <= 10; i++) {
        line = "a" i ": &a" i " ["
        for (j = 0; j < 10; j++) line = line (j ? ", " : "") "*a" (i - 1)
        print line "]"
    }
}' > alias-expansion-limit.yaml

# 100,000 levels of flow nesting, and of block nesting on one line.
awk 'BEGIN { s = ""; for (i = 0; i < 100000; i++) s = s "["; t = ""; for (i = 0; i < 100000; i++) t = t "]"
    print "viewspec: 1"; print "root: " s t }' > nesting-too-deep.yaml
awk 'BEGIN { s = ""; for (i = 0; i < 100000; i++) s = s "- "; print s "x" }' > nesting-too-deep-block.yaml

# Just under 8 MiB of `[1,1,1,…]`: four million nodes, 400 MB if all were built.
awk 'BEGIN { printf "["; for (i = 1; i < 4000000; i++) printf "1,"; print "1]" }' > too-many-nodes.yaml

# 50 MB of otherwise valid YAML.
awk 'BEGIN { print "viewspec: 1"; print "views:"
    for (i = 0; i < 1100000; i++) printf "  v%d: { label: \"padding padding padding\" }\n", i }' \
    > file-too-large.yaml

# 64 KiB of pseudo-random bytes from a fixed seed.
awk 'BEGIN { srand(42); for (i = 0; i < 65536; i++) printf "%c", int(rand() * 256) }' LC_ALL=C \
    > binary-file.bin

printf '{"viewspec": 1, "root": {"stack.vertical": {"children": [{"label.body": "Hi"}' \
    > syntax-error-truncated.json
printf 'viewspec: 1\nroot:\n  label.body: caf\351\n' > invalid-utf8.yaml
printf '\357\273\277viewspec: 1\nroot:\n  label.body: Hi\n' > byte-order-mark.yaml
printf '\377\376v\000:\000 \0001\000\n\000' > unsupported-encoding.yaml
printf 'viewspec: 1\nroot:\n\tlabel.body: Hi\n' > tab-indentation.yaml
printf '# nothing but a comment\n' > empty-spec.yaml
printf 'viewspec: 1\n---\nviewspec: 1\n' > multiple-documents.yaml

# Long chains: 4,000 components each using the next (too deep once expanded), and the same
# closed into one cycle; 3,000 named styles and 3,000 palettes, each extending the next.
awk 'BEGIN { print "viewspec: 1"; print "components:"
    for (i = 0; i < 4000; i++) print "  c" i ":\n    body:\n      " (i < 3999 ? "c" i + 1 : "view") ": {}"
    print "root:\n  c0: {}" }' > expansion-too-deep.yaml
awk 'BEGIN { print "viewspec: 1"; print "components:"
    for (i = 0; i < 4000; i++) print "  c" i ":\n    body:\n      c" (i + 1) % 4000 ": {}"
    print "root:\n  c0: {}" }' > component-cycle.yaml
awk 'BEGIN { print "viewspec: 1"; print "styles:"
    for (i = 0; i < 3000; i++) print "  .s" i ": { " (i < 2999 ? "extends: s" i + 1 ", " : "") "cornerRadius: 1 }"
    print "root:\n  view: { style: s0 }" }' > valid-style-chain.yaml
awk 'BEGIN { print "viewspec: 1"; print "palettes:"
    for (i = 0; i < 3000; i++) print "  p" i ": { " (i < 2999 ? "extends: p" i + 1 ", " : "") "card: white }"
    print "palette: p0\nroot:\n  view: { background: card }" }' > valid-palette-chain.yaml
# A table of 3,000 rows whose cells place nothing: every cell's views are left open.
awk 'BEGIN { print "viewspec: 1\nroot:\n  table:\n    cell:"
    print "      view: { children: [{ label.body: $t }, { view: {} }] }\n    rows:"
    for (i = 0; i < 3000; i++) print "      - { t: r" i " }" }' > valid-open-table.yaml

ls -l "$out"
