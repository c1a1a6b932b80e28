#!/usr/bin/env bash
# Whole processes side by side with hyperfine: cassowary-solve against kiwi_solve.py on the
# 1,000-view chain and grid and the 3,000-view chain, and reading alone (--parse-only) against
# Python's json.load on the same files. See docs/benchmarks.md, "cassowary-solve's JSON reader".
#
#   benchmarks/solver/whole-process.sh [OUT_DIR]     # default /tmp/solver-whole-process
#
# Python is the venv's interpreter, not `python3`: that is a pyenv shim here, a shell script
# that adds ~250 ms to every start. Needs hyperfine (apt-get install hyperfine) and the venv of
# benchmarks-solver.md (/tmp/solver-ref-venv with kiwisolver 1.5.1).
# BASELINE=path/to/an/older/cassowary-solve adds that binary to the whole-process comparisons.
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:-/tmp/solver-whole-process}"
ref=/work/shared/tools/solver-reference
py=/tmp/solver-ref-venv/bin/python
mkdir -p "$out"

swift build -c release --static-swift-stdlib --scratch-path .build-solver --product cassowary-solve >/dev/null
ours="$PWD/.build-solver/release/cassowary-solve"

for system in "chain 1000" "grid 1000" "chain 3000"; do
    set -- $system
    file="$out/$1$2.json"
    [ -f "$file" ] || "$py" "$ref/anchors.py" dump "$1" "$2" >"$file"
done

# kiwi takes 0.3 s (chain 1,000) to 3 s (grid 1,000, chain 3,000) a run: fewer runs there.
run() {
    local name=$1 runs=$2 file=$3
    local extra=()
    [ -n "${BASELINE:-}" ] && extra+=(-n before "$BASELINE $file")
    echo "== $name, 1-min load $(cut -d' ' -f1 /proc/loadavg)"
    hyperfine -N --warmup 2 --runs "$runs" --export-json "$out/result-$name.json" \
        -n cassowary-solve "$ours $file" "${extra[@]}" \
        -n kiwi_solve.py "$py $ref/kiwi_solve.py --in $file"
}
read_only() {
    local name=$1 file=$2
    echo "== $name, 1-min load $(cut -d' ' -f1 /proc/loadavg)"
    hyperfine -N --warmup 3 --runs 20 --export-json "$out/result-$name.json" \
        -n "cassowary-solve --parse-only" "$ours --parse-only $file" \
        -n "python json.load" "$py -c 'import json,sys; json.load(open(sys.argv[1]))' $file"
    # In process, without either start-up: our read_s (bytes to a checked system) against
    # json.load alone; best of 10.
    local best=""
    for _ in $(seq 10); do
        best+="$("$ours" "$file" 2>&1 >/dev/null | sed -E 's/.*read_s=([0-9.]+)ms.*/\1/') "
    done
    echo "in process, best of 10: cassowary-solve read_s $(echo $best | tr ' ' '\n' | sort -g | head -1) ms," \
        "json.load $("$py" -c '
import json, sys, time
best = 1e9
for _ in range(10):
    t = time.perf_counter(); json.load(open(sys.argv[1])); best = min(best, time.perf_counter() - t)
print(f"{best * 1e3:.3f}")' "$file") ms"
}

run chain1000 10 "$out/chain1000.json"
run grid1000 5 "$out/grid1000.json"
run chain3000 5 "$out/chain3000.json"
read_only read-chain1000 "$out/chain1000.json"
read_only read-grid1000 "$out/grid1000.json"
read_only read-chain3000 "$out/chain3000.json"
echo "== end, 1-min load $(cut -d' ' -f1 /proc/loadavg)"
