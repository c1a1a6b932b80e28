#!/usr/bin/env python3
"""Differential check of cassowary-solve against kiwisolver (run by hand, not in CI).

    /tmp/solver-ref-venv/bin/python benchmarks/solver/differential.py [--count 5000] [--seed 1]

Generates random solvable systems (2-8 variables, required constraints built around a hidden
feasible point, soft constraints and edits at no more than three kiwi strengths, small
coefficients so that kiwi's weighted sum cannot trade one level against another), plus about 10 %
with a contradictory required equality. kiwi solves them in process (kiwi_solve.solve, exactly what
kiwi_solve.py does); ours solves them all in one `cassowary-solve --batch` run. Verdicts:

  equal      every value within 1e-6 (relative to max(1, |value|))
  tie        values differ but the optimum is not unique: both satisfy the required constraints
             and have the same total violation at every strength level (within 1e-6)
  error      both report the same unsatisfiable constraint index
  mismatch   anything else (listed, and written to --failures)
"""
import argparse
import json
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
REF = "/work/shared/tools/solver-reference"
sys.path.insert(0, REF)
import kiwi_solve  # noqa: E402
from violations import violations  # noqa: E402

BIN = os.path.join(ROOT, ".build-solver", "release", "cassowary-solve")
STRENGTH = {"strong": 1e6, "medium": 1e3, "weak": 1.0}


def generate(rng: random.Random) -> dict:
    n = rng.randint(2, 8)
    names = [f"x{i}" for i in range(n)]
    point = {v: rng.randint(-20, 20) for v in names}
    cons = []

    def terms(k):
        vs = rng.sample(names, min(k, n))
        return [[rng.choice([1, -1, 2, -2, 0.5]), v] for v in vs]

    def value(ts):
        return sum(c * point[v] for c, v in ts)

    for _ in range(rng.randint(1, n + 2)):
        ts = terms(rng.randint(1, 3))
        val = value(ts)
        op = rng.choice(["==", "<=", ">=", ">="])
        slack = rng.randint(0, 5)
        const = -val if op == "==" else (-val - slack if op == "<=" else -val + slack)
        cons.append({"terms": ts, "constant": const, "op": op, "strength": "required"})
    levels = rng.sample(["strong", "medium", "weak"], rng.randint(1, 3))
    for _ in range(rng.randint(0, 2 * n)):
        ts = terms(rng.randint(1, 2))
        cons.append({"terms": ts, "constant": rng.randint(-30, 30), "op": rng.choice(["==", "==", "<=", ">="]),
                     "strength": rng.choice(levels)})
    edits = []
    if rng.random() < 0.3:
        for v in rng.sample(names, rng.randint(1, 2)):
            s = rng.choice(levels)
            for _ in range(rng.randint(1, 3)):
                edits.append({"var": v, "value": rng.randint(-40, 40), "strength": s})
    if rng.random() < 0.1:
        eqs = [c for c in cons if c["op"] == "==" and c["strength"] == "required"]
        if eqs:
            bad = dict(rng.choice(eqs))
            bad["constant"] = bad["constant"] + rng.choice([-5, 3, 7])
            cons.insert(rng.randint(len(cons) // 2, len(cons)), bad)
    return {"variables": names, "constraints": cons, "edits": edits}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--count", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--failures", default="/tmp/solver-differential-failures.jsonl")
    args = ap.parse_args()
    subprocess.run(["swift", "build", "-c", "release", "--scratch-path", ".build-solver",
                    "--product", "cassowary-solve"], cwd=ROOT, check=True, capture_output=True)
    rng = random.Random(args.seed)
    docs = [generate(rng) for _ in range(args.count)]
    kiwi = []
    for d in docs:
        out, _, rc = kiwi_solve.solve(d)
        kiwi.append(out)
    p = subprocess.run([BIN, "--batch"], input="\n".join(json.dumps(d) for d in docs) + "\n",
                       capture_output=True, text=True, check=True)
    ours = [json.loads(line) for line in p.stdout.splitlines()]
    assert len(ours) == len(docs)
    counts = {"equal": 0, "tie": 0, "error": 0, "mismatch": 0}
    unique_levels = set()
    with open(args.failures, "w") as fail:
        for d, k, o in zip(docs, kiwi, ours):
            unique_levels.add(len({c["strength"] for c in d["constraints"] if c["strength"] != "required"}
                                  | {e["strength"] for e in d["edits"]}))
            verdict = "mismatch"
            if "error" in k or "error" in o:
                if k.get("error") == o.get("error"):
                    verdict = "error"
            else:
                kv, ov = k["values"], o["values"]
                if all(abs(kv[v] - ov[v]) <= 1e-6 * max(1.0, abs(kv[v])) for v in kv):
                    verdict = "equal"
                else:
                    kr, kl = violations(d, kv, STRENGTH.__getitem__)
                    orq, ol = violations(d, ov, STRENGTH.__getitem__)
                    same = all(abs(kl.get(s, 0) - ol.get(s, 0)) <= 1e-6 * max(1.0, kl.get(s, 0))
                               for s in set(kl) | set(ol))
                    if kr <= 1e-6 and orq <= 1e-6 and same:
                        verdict = "tie"
            counts[verdict] += 1
            if verdict == "mismatch":
                fail.write(json.dumps({"system": d, "kiwi": k, "ours": o}) + "\n")
    print(f"systems: {len(docs)} (seed {args.seed}); soft strength levels per system: "
          f"{sorted(unique_levels)}")
    for k, v in counts.items():
        print(f"  {k:9s} {v}")
    if counts["mismatch"]:
        print(f"mismatches written to {args.failures}")
    sys.exit(1 if counts["mismatch"] else 0)


if __name__ == "__main__":
    main()
