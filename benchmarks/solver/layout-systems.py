#!/usr/bin/env python3
"""kiwisolver and our solver on the very systems `viewspec layout` solves.

    /tmp/solver-ref-venv/bin/python benchmarks/solver/layout-systems.py [--sizes 1000] [--runs 3]
    python3 benchmarks/solver/layout-systems.py --check --bin "$(swift build --show-bin-path)" \\
        --python python3 --sizes 60,300                                  # what CI runs

For each generated benchmark spec (`viewspec-bench generate N --shape form|grid|nested`), writes
the constraint system its layout builds (`viewspec-bench system`: first device, first solve, in
the JSON system format kiwi_front.py describes), has kiwi_front.py and cassowary-solve solve it, and checks
that they agree: every value within 1e-6 (relative to max(1, |value|)), or a tie, or each
optimal by its own rule where kiwi's weighted strengths and our ordered priorities part
(`verdict`); exits 1 on anything else, and in --check mode also when kiwi does not finish.
Without --check it also times, as whole processes, kiwi_front.py and cassowary-solve on the
system and `viewspec layout` on the spec itself (everything: parse, resolve, the system, the
text passes, the audits, the JSON), and prints the best wall time and peak RSS of each.

The comparison the speed issue's target makes (viewspec on 10,000 views against kiwi on the
1,000-view chain) compares different systems; this one puts both solvers on the same one.
kiwi grows steeply on these systems: --kiwi-timeout (default 120 s) stops a run and reports it
as not finished. Timing needs /usr/bin/time. kiwi_front.py, beside this script, is the
kiwisolver front end.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

from violations import violations

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


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


def values(cmd, timeout=None):
    """The solved values, or None when the solver ran out of time."""
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    if p.returncode != 0:
        sys.exit(f"failed ({p.returncode}): {' '.join(cmd)}\n{p.stderr}")
    return json.loads(p.stdout)["values"]


def verdict(doc, kiwi_values, our_values):
    """"all equal"; "tie" (other values, the same violation at every level); "priorities" (each
    optimal by its own rule: ours the smaller violation at the first level where they differ,
    kiwi's the smaller weighted sum, as kiwi weighs its strengths where we order them); or what
    differs."""
    off = [x for x in kiwi_values if abs(kiwi_values[x] - our_values[x]) > 1e-6 * max(1.0, abs(kiwi_values[x]))]
    if not off:
        return "all equal", True
    (kiwi_required, theirs), (our_required, ours) = violations(doc, kiwi_values), violations(doc, our_values)
    if kiwi_required <= 1e-6 and our_required <= 1e-6:
        close = lambda a, b: abs(a - b) <= 1e-6 * max(1.0, abs(a), abs(b))
        first = next((level for level in sorted(set(ours) | set(theirs), reverse=True)
                      if not close(ours.get(level, 0), theirs.get(level, 0))), None)
        if first is None:
            return f"tie ({len(off)} values differ)", True
        weighted = lambda levels: sum(level * total for level, total in levels.items())
        if ours.get(first, 0) < theirs.get(first, 0) and weighted(theirs) <= weighted(ours) * (1 + 1e-9):
            return f"priorities ({len(off)} values differ)", True
    return f"{len(off)} of {len(kiwi_values)} differ, e.g. {off[:3]}", False


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="1000", help="comma-separated view counts")
    ap.add_argument("--shapes", default="form,grid,nested")
    ap.add_argument("--specs", nargs="*", default=[], help="spec files checked too (their first device)")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--kiwi-timeout", type=float, default=120)
    ap.add_argument("--out", default="/tmp/layout-systems")
    ap.add_argument("--check", action="store_true", help="compare the values only; no timing")
    ap.add_argument("--bin", help="where viewspec, viewspec-bench and cassowary-solve are "
                    "(default: a release build in .build-bench, built first)")
    ap.add_argument("--python", default="/tmp/solver-ref-venv/bin/python",
                    help="a Python with kiwisolver, for kiwi_front.py")
    args = ap.parse_args()
    binaries = args.bin
    if binaries is None:
        for product in ["viewspec", "viewspec-bench", "cassowary-solve"]:
            subprocess.run(["swift", "build", "-c", "release", "--static-swift-stdlib", "--scratch-path",
                            ".build-bench", "--product", product], cwd=ROOT, check=True, capture_output=True)
        binaries = os.path.join(ROOT, ".build-bench", "release")
    os.makedirs(args.out, exist_ok=True)
    bench, ours, viewspec = (os.path.join(binaries, p) for p in ["viewspec-bench", "cassowary-solve", "viewspec"])
    kiwi = [args.python, os.path.join(os.path.dirname(os.path.abspath(__file__)), "kiwi_front.py"), "--in"]

    if args.check:
        print(f"{'system':28s} {'vars':>6s} {'cons':>6s}  values")
    else:
        print(f"{'system':28s} {'vars':>6s} {'cons':>6s} {'kiwi s':>8s} {'kiwi MB':>8s} {'ours s':>7s} "
              f"{'ours MB':>8s} {'layout s':>9s} {'layout MB':>9s} {'kiwi/layout':>11s}  values")
    jobs = []
    for n in [int(s) for s in args.sizes.split(",") if s]:
        for shape in args.shapes.split(","):
            spec = os.path.join(args.out, f"{shape}-{n}.yaml")
            with open(spec, "w") as f:
                subprocess.run([bench, "generate", str(n), "--shape", shape], stdout=f, check=True)
            jobs.append((f"{shape}-{n}", spec, n))
    jobs += [(os.path.basename(spec), spec, 0) for spec in args.specs]
    disagree = False
    for name, spec, n in jobs:
        system = os.path.join(args.out, f"{name}.json")
        with open(system, "w") as f:
            if subprocess.run([bench, "system", spec], stdout=f).returncode != 0:
                sys.exit(f"{spec}: no constraint system (viewspec-bench system failed, above)")
        with open(system) as f:
            doc = json.load(f)
        kv = values(kiwi + [system], args.kiwi_timeout)
        said, agree = "kiwi did not finish", not args.check
        if kv is not None:
            said, agree = verdict(doc, kv, values([ours, system]))
        disagree = disagree or not agree
        line = f"{name:28s} {len(doc['variables']):6d} {len(doc['constraints']):6d}"
        if not args.check:
            k = best(kiwi + [system], 1 if n > 1000 else args.runs, args.kiwi_timeout) if kv else None
            o = best([ours, system], args.runs, None)
            v = best([viewspec, "layout", spec], args.runs, None)
            kiwi_s = f"{k[0]:8.3f}" if k else f">{args.kiwi_timeout:7.0f}"
            kiwi_mb = f"{k[1] / 1024:8.1f}" if k else f"{'-':>8s}"
            ratio = f"{k[0] / v[0]:11.1f}" if k else f"{'>' + format(args.kiwi_timeout / v[0], '.0f'):>11s}"
            line += (f" {kiwi_s} {kiwi_mb} {o[0]:7.3f} {o[1] / 1024:8.1f} {v[0]:9.3f} {v[1] / 1024:9.1f} "
                     f"{ratio}")
        print(f"{line}  {said}", flush=True)
    sys.exit(1 if disagree else 0)


if __name__ == "__main__":
    main()
