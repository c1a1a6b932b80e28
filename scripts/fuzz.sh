#!/bin/sh
# Builds the fuzz target (fuzz/, with libFuzzer and the address sanitizer) and runs it.
#
#   scripts/fuzz.sh [SECONDS] [libFuzzer options…]      # default 60 seconds
#   scripts/fuzz.sh 600 -jobs=1                           # a longer session
#   scripts/fuzz.sh 0 FILE…                               # run saved inputs once (a crash's file)
#
# Seeds: every gallery spec and every invalid spec, layout documents, the example configuration
# and baseline. Each input is read as a spec, a layout document, a configuration and a
# baseline. Dictionary: the keys and kinds the gallery
# and the invalid specs use. The corpus the fuzzer grows is kept in $VIEWSPEC_FUZZ_DIR
# (default .build-fuzz/, ignored by git), so later sessions start where earlier ones stopped;
# a crash, timeout or out-of-memory input is written to $VIEWSPEC_FUZZ_DIR/artifacts/ and the
# script exits non-zero. Runs in specs/gallery, so `embed` finds the gallery's parts. See
# docs/reliability.md.
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
seconds=${1:-60}
[ $# -gt 0 ] && shift
work=${VIEWSPEC_FUZZ_DIR:-$root/.build-fuzz}
mkdir -p "$work/corpus" "$work/seeds" "$work/artifacts"
work=$(cd "$work" && pwd)

# lld: gold fails (an internal error) linking the sanitizers with SwiftPM's objects.
build() {
    swift build --package-path "$root/fuzz" --scratch-path "$work/build" -c release \
        -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld --product viewspec-fuzz "$@"
}
build
fuzzer="$(build --show-bin-path)/viewspec-fuzz"

for spec in "$root"/specs/gallery/*.yaml "$root"/specs/gallery/*.json "$root"/specs/invalid/*.yaml \
    "$root"/specs/invalid/*.json "$root"/specs/invalid/embedded/*.yaml; do
    [ -f "$spec" ] && cp "$spec" "$work/seeds/"
done
# The other files viewspec reads: layout documents (what snapshots and diff read), the example
# configuration and baseline.
for layout in "$root"/Tests/ViewSpecCLITests/Expected/layout/*.json; do
    [ -f "$layout" ] && cp "$layout" "$work/seeds/layout-$(basename "$layout")"
done
cp "$root/specs/ci/.viewspec.yml" "$work/seeds/configuration.yml"
cp "$root/specs/ci/.viewspec-baseline.json" "$work/seeds/baseline.json"

# Every `key:` the specs write, quoted for libFuzzer's dictionary format, once each.
grep -ohE '[A-Za-z][A-Za-z0-9.]*:' "$root"/specs/gallery/*.yaml "$root"/specs/invalid/*.yaml |
    LC_ALL=C sort -u | sed 's/.*/"&"/' > "$work/viewspec.dict"
# …and every `"key":` of the layout documents and the baseline, quotes escaped.
grep -ohE '"[A-Za-z]+":' "$root"/Tests/ViewSpecCLITests/Expected/layout/*.json "$root/specs/ci/.viewspec-baseline.json" |
    LC_ALL=C sort -u | sed 's/"/\\"/g; s/.*/"&"/' >> "$work/viewspec.dict"

cd "$root/specs/gallery"
# The same for the check at exit, which would otherwise fail a clean run.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
if [ "$seconds" = 0 ]; then
    exec "$fuzzer" -timeout=10 -rss_limit_mb=2048 -detect_leaks=0 "$@" < /dev/null
fi
# -timeout: one input may take 10 s (a release build lays a gallery spec out in milliseconds);
# -rss_limit_mb: 2 GB, libFuzzer's default, written out; -max_len: 16 KiB, above the biggest
# seed; -detect_leaks=0: LeakSanitizer reports the Swift runtime's lazily made globals (the
# kind catalogue, the schema tables) as leaks of the input that first touches them. A real leak
# still shows: memory grows until -rss_limit_mb stops the run.
exec "$fuzzer" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 -detect_leaks=0 \
    -dict="$work/viewspec.dict" -artifact_prefix="$work/artifacts/" -print_final_stats=1 \
    "$@" "$work/corpus" "$work/seeds" < /dev/null
