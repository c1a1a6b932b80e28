#!/usr/bin/env python3
"""Side-by-side timing of cassowary-solve (ours), kiwisolver (kiwi_solve.py) and Yoga (chain).

Run from the repository root with the reference venv's python (see docs/benchmarks-solver.md):

    /tmp/solver-ref-venv/bin/python benchmarks/solver/run.py [--sizes 1000,3000,10000] [--out FILE]

For every family x size it dumps the system with anchors.py, times our release binary and
kiwi_solve.py on the same JSON (both report solver time only, from the first constraint added to
the values read back, parse excluded), the edit variant (the dump's parent-width edit followed by
100 more suggestions, widths as in anchors.py), and Yoga's first layout for the chain. One process
at a time; medians of several runs; kiwi runs that pass --kiwi-timeout are reported as "> T s"
and larger sizes of that family are not tried. Prints a markdown table (and writes it to --out).
"""
import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
REF = "/work/shared/tools/solver-reference"
sys.path.insert(0, REF)
import anchors  # noqa: E402

BIN = os.path.join(ROOT, ".build-solver", "release", "cassowary-solve")
FAMILIES = ["chain", "grid", "nested-stacks", "priorities"]


def timing(stderr: str) -> dict:
    out = {}
    for k, v in re.findall(r"(\w+)=([0-9.]+)ms", stderr):
        out[k] = float(v) / 1e3
    return out


def run_once(cmd, path, timeout):
    t = time.perf_counter()
    try:
        p = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, time.perf_counter() - t
    if p.returncode != 0:
        raise SystemExit(f"{cmd} {path}: rc={p.returncode} {p.stderr[-500:]}")
    return (json.loads(p.stdout), timing(p.stderr)), time.perf_counter() - t


def measure(cmd, path, keys, timeout, runs):
    """Median over runs of sum(timing[k] for k in keys); None if the first run timed out."""
    samples = []
    values = None
    for i in range(runs):
        res, wall = run_once(cmd, path, timeout)
        if res is None:
            return None, None
        values, t = res
        samples.append(sum(t[k] for k in keys))
        if samples[-1] > 5:  # slow: one sample is enough
            break
    measure.last_min = min(samples)
    return statistics.median(samples), values["values"]


def kiwi_loop(SE, runs):
    """kiwi's seconds per suggestValue in the 100-edit loop, in process (anchors.py's loop; the
    suggestValue part only, without updateVariables, like ours which reads no values per edit)."""
    _, solver, V = anchors.kiwi_run(SE)
    samples = []
    for _ in range(runs):
        samples.append(anchors.kiwi_edit_loop(solver, V, SE, anchors.edit_widths(100))["suggest"] / 100)
    return statistics.median(samples)


def max_rel_diff(a, b):
    return max(abs(a[k] - b[k]) / max(1.0, abs(b[k])) for k in b)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1000,3000,10000")
    ap.add_argument("--families", default=",".join(FAMILIES))
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--kiwi-timeout", type=float, default=30.0)
    ap.add_argument("--out", default=None)
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    subprocess.run(["swift", "build", "-c", "release", "--scratch-path", ".build-solver",
                    "--product", "cassowary-solve"], cwd=ROOT, check=True, capture_output=True)
    ours = [BIN, "--in"]
    kiwi = [sys.executable, os.path.join(REF, "kiwi_solve.py"), "--in"]
    tmp = tempfile.mkdtemp(prefix="solver-bench-")
    rows = []
    load = []
    for fam in args.families.split(","):
        kiwi_dead = False
        for n in sizes:
            load.append(os.getloadavg()[0])
            S = anchors.FAMILIES[fam](n)
            path = os.path.join(tmp, f"{fam}-{n}.json")
            with open(path, "w") as fh:
                json.dump(S.to_json(), fh)
            SE = anchors.FAMILIES[fam](n, edit=True)
            doc = SE.to_json()
            first = doc["edits"][0]
            doc["edits"] = [first] + [dict(first, value=w) for w in anchors.edit_widths(100)]
            epath = os.path.join(tmp, f"{fam}-{n}-edit.json")
            with open(epath, "w") as fh:
                json.dump(doc, fh)
            # The first edit adds the edit variable and moves the width from 0 (kiwi's initial
            # target) to 375, a re-solve; the per-edit figures are for the 100 suggestions after
            # it (cassowary-solve reports them as per_edit_s; kiwi is timed in process).
            o_ms, o_vals = measure(ours, path, ["solve_s"], 600, args.runs)
            o_min = measure.last_min
            o_edit, _ = measure(ours, epath, ["per_edit_s"], 600, args.runs)
            k_ms = k_vals = k_edit = None
            if not kiwi_dead:
                k_ms, k_vals = measure(kiwi, path, ["add_s", "update_s"], args.kiwi_timeout, args.runs)
                kiwi_dead = k_ms is None
            if k_ms is not None:
                k_edit = kiwi_loop(SE, args.runs)
            y_ms = None
            if fam == "chain":
                ys = []
                for _ in range(args.runs):
                    t, _root = anchors.yoga_run(S)
                    ys.append(t["layout"])
                y_ms = statistics.median(ys)
            diff = max_rel_diff(o_vals, k_vals) if k_vals else None
            rows.append(dict(family=fam, n=n, constraints=len(S.constraints), ours=o_ms, ours_min=o_min, kiwi=k_ms,
                             ours_edit=o_edit, kiwi_edit=k_edit,
                             yoga=y_ms, diff=diff))
            print(json.dumps(rows[-1]), file=sys.stderr)

    def ms(x):
        return "> %.0f s" % args.kiwi_timeout if x is None else (f"{x * 1e3:,.1f}" if x >= 0.01 else f"{x * 1e3:.2f}")

    def us(x):
        return "–" if x is None else f"{x * 1e6:,.2f}"

    def ratio(a, b):
        if b <= 0:
            return "–"
        if a is None:
            return f"> {args.kiwi_timeout / b:,.0f}x"
        return f"{a / b:,.0f}x" if a / b >= 10 else f"{a / b:.1f}x"

    L = ["| family | N | constraints | ours ms (min) | kiwi ms | kiwi / ours | ours µs/edit | kiwi µs/edit | edit kiwi / ours | yoga layout ms | ours / yoga | max rel diff vs kiwi |",
         "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        L.append(f"| {r['family']} | {r['n']:,} | {r['constraints']:,} | {ms(r['ours'])} ({ms(r['ours_min'])}) | {ms(r['kiwi'])} | "
                 f"{ratio(r['kiwi'], r['ours'])} | {us(r['ours_edit'])} | "
                 f"{us(r['kiwi_edit'])} | "
                 f"{ratio(r['kiwi_edit'], r['ours_edit']) if r['kiwi_edit'] else '–'} | "
                 f"{'' if r['yoga'] is None else ms(r['yoga'])} | "
                 f"{'' if r['yoga'] is None else ratio(r['ours'], r['yoga'])} | "
                 f"{'–' if r['diff'] is None else f'{r[chr(100) + chr(105) + chr(102) + chr(102)]:.1e}'} |")
    L.append("")
    L.append("Growth exponent of our solve time, 1,000 → 10,000 views (log-log slope; edit loop in parentheses):")
    L.append("")
    for fam in args.families.split(","):
        fr = {r["n"]: r for r in rows if r["family"] == fam}
        if 1000 in fr and 10000 in fr:
            import math
            e = math.log(fr[10000]["ours"] / fr[1000]["ours"]) / math.log(10)
            ee = math.log(fr[10000]["ours_edit"] / fr[1000]["ours_edit"]) / math.log(10)
            L.append(f"* {fam}: {e:.2f} ({ee:.2f})")
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.strip().splitlines()[0]
    L.append("")
    L.append(f"Machine: {os.cpu_count()} cores ({cpu}), {platform.platform()}, {swift}, "
             f"Python {platform.python_version()}; 1-min load average during the run "
             f"{min(load):.2f}–{max(load):.2f}.")
    text = "\n".join(L) + "\n"
    print(text)
    if args.out:
        with open(args.out, "w") as fh:
            fh.write(text)


if __name__ == "__main__":
    main()
