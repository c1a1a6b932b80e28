#!/usr/bin/env bash
# Regenerates man/viewspec.1 from the command definitions with swift-argument-parser's
# generate-manual plugin. The date is fixed (the release's), so the page only changes when the
# commands do. CI runs this with --check and fails when man/viewspec.1 is out of date.
#
#   scripts/update-manual.sh          # rewrite man/viewspec.1
#   scripts/update-manual.sh --check  # exit 1 if it differs
set -euo pipefail
cd "$(dirname "$0")/.."
date=2026-11-21
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
swift package --allow-writing-to-directory "$out" generate-manual \
    --date "$date" --configuration debug --output-directory "$out" >/dev/null
if [ "${1:-}" = "--check" ]; then
    if ! diff -u man/viewspec.1 "$out/viewspec.1"; then
        echo "man/viewspec.1 is out of date: run scripts/update-manual.sh" >&2
        exit 1
    fi
    echo "man/viewspec.1 is current"
else
    cp "$out/viewspec.1" man/viewspec.1
    echo "wrote man/viewspec.1"
fi
