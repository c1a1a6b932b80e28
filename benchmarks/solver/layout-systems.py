#!/usr/bin/env python3
"""kiwisolver and our solver on the very systems `viewspec layout` solves (run by hand, not in CI).

    /tmp/solver-ref-venv/bin/python benchmarks/solver/layout-systems.py [--sizes 1000] [--runs 3]

For each generated benchmark spec (`viewspec-bench generate N --shape form|grid|nested`), writes
the constraint system its layout builds (`viewspec-bench system`: first device, first solve, in
the solver reference's JSON format) and runs, as whole processes: kiwi_solve.py on it,
cassowary-solve on it, and `viewspec layout` on the spec itself (everything: parse, resolve, the
system, the text passes, the audits, the JSON). Prints the best wall time and peak RSS of each
and checks that kiwi and cassowary-solve agree on every value (within 1e-6, relative to
max(1, |value|)); exits 1 if they do not.

The comparison the speed issue's target makes (viewspec on 10,000 views against kiwi on the
1,000-view chain) compares different systems; this one puts both solvers on the same one.
kiwi grows quadratically on these systems: --kiwi-timeout (default 120 s) stops a run and
reports it as not finished. Needs /usr/bin/time and the solver reference's venv.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
REF = "/work/shared/tools/solver-reference"
PY = "/tmp/solver-ref-venv/bin/python"
RELEASE = os.path.join(ROOT, ".build-bench", "release")


def timed(cmd, timeout):
    """(seconds, peak KB) of one whole-process run, or None when it ran out of time."""
    with tempfile.NamedTemporaryFile("r") as report:
        start = time.perf_counter()
        try:
            p = subprocess.run(["/usr/bin/time", "-o", report.name, "-f", "%M"] + cmd,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None
        seconds = time.perf_counter() - start
        if p.returncode != 0:
            sys.exit(f"failed ({p.returncode}): {' '.join(cmd)}")
        return seconds, int(report.read().split()[-1])


def best(cmd, runs, timeout):
    results = []
    for _ in range(runs):
        r = timed(cmd, timeout)
        if r is None:
            return None
        results.append(r)
    return min(r[0] for r in results), max(r[1] for r in results)


def values(cmd):
    return json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)["values"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1000", help="comma-separated view counts")
    ap.add_argument("--shapes", default="form,grid,nested")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--kiwi-timeout", type=float, default=120)
    ap.add_argument("--out", default="/tmp/layout-systems")
    args = ap.parse_args()
    for product in ["viewspec", "viewspec-bench", "cassowary-solve"]:
        subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib", "--scratch-path",
                        ".build-bench", "--product", product], cwd=ROOT, check=True, capture_output=True)
    os.makedirs(args.out, exist_ok=True)
    bench, ours, viewspec = (os.path.join(RELEASE, p) for p in ["viewspec-bench", "cassowary-solve", "viewspec"])
    kiwi = [PY, os.path.join(REF, "kiwi_solve.py"), "--in"]

    print(f"{'system':14s} {'vars':>6s} {'cons':>6s} {'kiwi s':>8s} {'kiwi MB':>8s} {'ours s':>7s} "
          f"{'ours MB':>8s} {'layout s':>9s} {'layout MB':>9s} {'kiwi/layout':>11s}  values")
    disagree = False
    for n in [int(s) for s in args.sizes.split(",")]:
        for shape in args.shapes.split(","):
            spec = os.path.join(args.out, f"{shape}-{n}.yaml")
            system = os.path.join(args.out, f"{shape}-{n}.json")
            with open(spec, "w") as f:
                subprocess.run([bench, "generate", str(n), "--shape", shape], stdout=f, check=True)
            with open(system, "w") as f:
                subprocess.run([bench, "system", spec], stdout=f, check=True)
            with open(system) as f:
                doc = json.load(f)
            k = best(kiwi + [system], 1 if n > 1000 else args.runs, args.kiwi_timeout)
            o = best([ours, system], args.runs, None)
            v = best([viewspec, "layout", spec], args.runs, None)
            verdict = "kiwi did not finish"
            if k is not None:
                kv, ov = values(kiwi + [system]), values([ours, system])
                off = [x for x in kv if abs(kv[x] - ov[x]) > 1e-6 * max(1.0, abs(kv[x]))]
                verdict = f"{len(off)} of {len(kv)} differ" if off else "all equal"
                disagree = disagree or bool(off)
            kiwi_s = f"{k[0]:8.3f}" if k else f">{args.kiwi_timeout:7.0f}"
            kiwi_mb = f"{k[1] / 1024:8.1f}" if k else f"{'-':>8s}"
            ratio = f"{k[0] / v[0]:11.1f}" if k else f"{'>' + format(args.kiwi_timeout / v[0], '.0f'):>11s}"
            print(f"{shape + '-' + str(n):14s} {len(doc['variables']):6d} {len(doc['constraints']):6d} "
                  f"{kiwi_s} {kiwi_mb} {o[0]:7.3f} {o[1] / 1024:8.1f} {v[0]:9.3f} {v[1] / 1024:9.1f} "
                  f"{ratio}  {verdict}", flush=True)
    sys.exit(1 if disagree else 0)


if __name__ == "__main__":
    main()
