#!/usr/bin/env bash
# Layout benchmark (docs/benchmarks.md, "Layout"): `viewspec layout` end to end on the generated
# form, grid and nested specs at 1,000 and 10,000 views, the in-process stage times
# (`viewspec-bench layout`: pipeline, Layout.solve, JSON, SVG, ASCII), and kiwisolver on the
# 1,000-view chain of docs/benchmarks-solver.md as the reference, all in one run on one machine.
#
#   benchmarks/layout/run.sh [--runs N] [--sizes "1000 10000"] [--shapes "form grid nested"] [--no-kiwi]
#
# Builds release as README.md installs it (--static-swift-stdlib) with --scratch-path .build-bench. End to end: `viewspec layout FILE > /dev/null`
# under `/usr/bin/time -f "%e %M"`, best of N (wall time also read from bash's EPOCHREALTIME
# around the command, for a resolution finer than %e's 10 ms); peak RSS is the largest %M of the
# N runs. Stage times: best of N in process. kiwi: `kiwi_solve.py` on anchors.py's `chain 1000`
# (add_s + update_s, as in benchmarks-solver.md), N runs, in the venv below (made if missing):
#
#   python3 -m venv /tmp/solver-ref-venv
#   /tmp/solver-ref-venv/bin/pip install kiwisolver==1.5.1 cassowary==0.5.2 stretchable==1.1.8 pyyoga==0.1.0
#
# The 1-minute load average is printed with every row: other builds on the machine move the
# figures (see docs/benchmarks.md).
set -euo pipefail
cd "$(dirname "$0")/../.."

runs=5
sizes="1000 10000"
shapes="form grid nested"
kiwi=1
while [ $# -gt 0 ]; do
    case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --sizes) sizes="$2"; shift 2 ;;
    --shapes) shapes="$2"; shift 2 ;;
    --no-kiwi) kiwi=0; shift ;;
    *) echo "usage: $0 [--runs N] [--sizes \"1000 10000\"] [--shapes \"form grid nested\"] [--no-kiwi]" >&2; exit 64 ;;
    esac
done

swift build -c release --static-swift-stdlib --scratch-path .build-bench --product viewspec >&2
swift build -c release --static-swift-stdlib --scratch-path .build-bench --product viewspec-bench >&2
bin=.build-bench/release
work=$(mktemp -d /tmp/viewspec-layout-bench.XXXXXX)

load() { cut -d' ' -f1 /proc/loadavg; }

echo "# viewspec layout benchmark"
echo
echo "commit $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources ':!Sources/viewspec-bench' 2>/dev/null || echo ' (+ uncommitted changes in Sources)'); $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), $(uname -sr)"
echo "$(swift --version 2>/dev/null | head -1)"
echo "runs: $runs (best of), spec files in $work"
echo

results="$work/results.tsv"
: > "$results"
for shape in $shapes; do
    for n in $sizes; do
        spec="$work/$shape-$n.yaml"
        "$bin/viewspec-bench" generate "$n" --shape "$shape" > "$spec"
        # The spec must lay out cleanly: `validate` lays out too and reports every problem.
        if ! "$bin/viewspec" validate "$spec" 2> "$work/validate.err"; then
            echo "error: $spec does not validate:" >&2
            head -20 "$work/validate.err" >&2
            exit 1
        fi
        problems=$(grep -cE ': (error|warning): ' "$work/validate.err" || true)

        load_before=$(load)
        best_ms="" best_e="" peak_kb=0
        for _ in $(seq "$runs"); do
            start=$EPOCHREALTIME
            /usr/bin/time -f "%e %M" -o "$work/time.txt" "$bin/viewspec" layout "$spec" > /dev/null 2> "$work/layout.err"
            end=$EPOCHREALTIME
            ms=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", (b - a) * 1000 }')
            read -r e kb < "$work/time.txt"
            if [ -z "$best_ms" ] || awk -v x="$ms" -v y="$best_ms" 'BEGIN { exit !(x < y) }'; then
                best_ms=$ms best_e=$e
            fi
            [ "$kb" -gt "$peak_kb" ] && peak_kb=$kb
        done

        "$bin/viewspec-bench" layout "$spec" --runs "$runs" > "$work/$shape-$n.stages"
        load_after=$(load)
        views=$(sed -n 's/.*views: \([0-9]*\);.*/\1/p' "$work/$shape-$n.stages")
        stage() { awk -v key="$1" 'index($0, key) == 1 { print $(NF - 2) }' "$work/$shape-$n.stages"; }
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' \
            "$shape" "$views" "$problems" "$best_ms" "$best_e" "$peak_kb" \
            "$(stage pipeline)" "$(stage layout)" "$(stage json)" "$(stage svg)" "$(stage ascii)" \
            "$(stage whole)" "$load_before" "$load_after" >> "$results"
        echo "done: $shape $n" >&2
    done
done

echo "## End to end and stages"
echo
echo "| shape | views | diagnostics | end to end (wall, best) | %e | peak RSS | pipeline to tree | Layout.solve | JSON | SVG | ASCII | in process: pipeline + layout + JSON | emission / layout (JSON, SVG, ASCII) | load before → after |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|"
awk -F'\t' '{
    printf "| %s | %\047d | %d | %.0f ms | %.2f s | %.1f MB | %.1f ms | %.1f ms | %.1f ms | %.1f ms | %.2f ms | %.1f ms | %.0f%%, %.0f%%, %.1f%% | %s → %s |\n",
        $1, $2, $3, $4, $5, $6 / 1024, $7, $8, $9, $10, $11, $12, 100 * $9 / $8, 100 * $10 / $8, 100 * $11 / $8, $13, $14
}' "$results"
echo

small=$(echo "$sizes" | awk '{ print $1 }')
large=$(echo "$sizes" | awk '{ print $NF }')
if [ "$small" != "$large" ]; then
    echo "## Growth, $small → $large views: log10(t_large / t_small)"
    echo
    echo "| shape | end to end | peak RSS | Layout.solve | pipeline to tree | JSON | SVG |"
    echo "|---|---:|---:|---:|---:|---:|---:|"
    awk -F'\t' '
        { key = $1; if (!(key in first)) { first[key] = $0; order[++count] = key } else { last[key] = $0 } }
        function slope(a, b, va, vb) { return log(b / a) / log(10) }
        END {
            for (i = 1; i <= count; i++) {
                key = order[i]; if (!(key in last)) continue
                split(first[key], s, "\t"); split(last[key], l, "\t")
                printf "| %s | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |\n", key,
                    slope(s[4], l[4], s[2], l[2]), slope(s[6], l[6], s[2], l[2]), slope(s[8], l[8], s[2], l[2]),
                    slope(s[7], l[7], s[2], l[2]), slope(s[9], l[9], s[2], l[2]), slope(s[10], l[10], s[2], l[2])
            }
        }' "$results"
    echo
fi

if [ "$kiwi" = 1 ]; then
    venv=/tmp/solver-ref-venv
    ref=/work/shared/tools/solver-reference
    if [ ! -x "$venv/bin/python" ]; then
        python3 -m venv "$venv" >&2
        "$venv/bin/pip" install kiwisolver==1.5.1 cassowary==0.5.2 stretchable==1.1.8 pyyoga==0.1.0 >&2
    fi
    "$venv/bin/python" "$ref/anchors.py" dump chain 1000 > "$work/chain-1000.json"
    load_before=$(load)
    : > "$work/kiwi.txt"
    for _ in $(seq "$runs"); do
        "$venv/bin/python" "$ref/kiwi_solve.py" --in "$work/chain-1000.json" 2>&1 > /dev/null |
            sed -n 's/.*add_s=\([0-9.]*\)ms.*update_s=\([0-9.]*\)ms.*total_s=\([0-9.]*\)ms.*/\1 \2 \3/p' >> "$work/kiwi.txt"
    done
    load_after=$(load)
    echo "## Reference: kiwisolver $("$venv/bin/python" -c 'import kiwisolver; print(kiwisolver.__version__)'), 1,000-view chain (7,005 constraints)"
    echo
    kiwi_solve_ms=$(awk '{ printf "%.3f\n", $1 + $2 }' "$work/kiwi.txt" | sort -n)
    kiwi_best=$(echo "$kiwi_solve_ms" | head -1)
    kiwi_median=$(echo "$kiwi_solve_ms" | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
    kiwi_total=$(awk '{ print $3 }' "$work/kiwi.txt" | sort -n | head -1)
    echo "kiwi add + update: best $kiwi_best ms, median $kiwi_median ms;" \
        "kiwi_solve.py total_s (with its JSON parse): best $kiwi_total ms ($(wc -l < "$work/kiwi.txt") runs, load $load_before → $load_after)"
    echo
    echo "| shape | 10,000-view end to end (best) | kiwi 1k chain add + update (best) | ratio (ours / kiwi) | aim met (< 1) |"
    echo "|---|---:|---:|---:|---|"
    awk -F'\t' -v k="$kiwi_best" -v big="$large" '$2 >= big {
        r = $4 / k; printf "| %s | %.0f ms | %.1f ms | %.2f | %s |\n", $1, $4, k, r, (r < 1 ? "yes" : "no")
    }' "$results"
fi
