#!/bin/bash
# same-output.sh BASE_VIEWSPEC NEW_VIEWSPEC [BASE_SOLVE NEW_SOLVE]
# Compares stdout, stderr and exit code of both binaries on every spec in specs/ (layout and
# validate --device all --content-size all), layout of the large generated specs, and
# cassowary-solve's stdout and exit code on the /tmp/swp systems (its stderr holds timings).
# For changes that must not change any result. Prints DIFF lines; exit 1 if any differ.
set -u
base=$1; new=$2; bsolve=${3:-}; nsolve=${4:-}
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
fail=0; count=0
run() { # name binary args...
  local out=$tmp/$1; shift
  "$@" >"$out.out" 2>"$out.err"; echo $? >"$out.rc"
}
compare() { # label cmd-args...
  local label=$1; shift
  run a "$base" "$@"; run b "$new" "$@"
  count=$((count+1))
  for x in out err rc; do
    if ! cmp -s "$tmp/a.$x" "$tmp/b.$x"; then echo "DIFF $x: $label"; fail=1; fi
  done
}
while IFS= read -r f; do
  compare "layout $f" layout "$f"
  compare "validate $f" validate --device all --content-size all "$f"
done < <(cd "$root" && find specs -type f ! -name '*.md' ! -name '*.sh' | sort | sed "s|^|$root/|")
for k in form grid nested; do for n in 3000 10000; do
  [ -f /tmp/$k-$n.yaml ] && compare "layout /tmp/$k-$n.yaml" layout /tmp/$k-$n.yaml
done; done
if [ -n "$bsolve" ]; then
  for s in /tmp/swp/chain1000.json /tmp/swp/grid1000.json /tmp/swp/chain3000.json; do
    "$bsolve" "$s" >"$tmp/a.out" 2>/dev/null; echo $? >>"$tmp/a.out"
    "$nsolve" "$s" >"$tmp/b.out" 2>/dev/null; echo $? >>"$tmp/b.out"
    count=$((count+1))
    cmp -s "$tmp/a.out" "$tmp/b.out" || { echo "DIFF cassowary-solve $s"; fail=1; }
  done
fi
rm -rf "$tmp"
echo "$count comparisons, $([ $fail = 0 ] && echo all identical || echo DIFFERENCES)"
exit $fail
