"""Solves a constraint system in viewspec's JSON system format with kiwisolver (pip install
kiwisolver==1.5.1) and prints the values: the second opinion the differential checks compare
cassowary-solve against.

The format (what `viewspec-bench system SPEC` writes and `cassowary-solve` reads):

    {"variables": ["a", "b"],
     "constraints": [{"terms": [[1, "a"], [-1, "b"]], "constant": 8, "op": "==", "strength": "required"}],
     "edits": [{"var": "a", "value": 375, "strength": "strong"}]}

A constraint means `sum(coefficient * variable) + constant OP 0`. A strength is `required`,
`strong`, `medium`, `weak`, a number on kiwi's scale, or `[a, b, c]` / `[a, b, c, w]` for
`kiwisolver.strength.create`. Edits apply in order after every constraint; a variable's first
edit makes it an edit variable.

Prints `{"values": {"a": 375.0, ...}}` in the declared order and exits 0; a required constraint
that cannot hold prints `{"error": {"kind": "unsatisfiable", "constraint": i}}` and exits 1;
input that is not a system exits 2.

Usage: python3 kiwi_front.py --in SYSTEM.json   (or the system on standard input)
"""
import json
import sys

import kiwisolver as kiwi


def strength(value):
    if isinstance(value, str):
        return {"required": kiwi.strength.required, "strong": kiwi.strength.strong,
                "medium": kiwi.strength.medium, "weak": kiwi.strength.weak}[value]
    if isinstance(value, list):
        return kiwi.strength.create(*value)
    return float(value)


def solve(system):
    variables = {name: kiwi.Variable(name) for name in system["variables"]}
    solver = kiwi.Solver()
    for index, item in enumerate(system["constraints"]):
        terms = tuple(kiwi.Term(variables[name], coefficient) for coefficient, name in item["terms"])
        expression = kiwi.Expression(terms, item.get("constant", 0))
        op = item["op"]
        constraint = expression == 0 if op == "==" else expression >= 0 if op == ">=" else expression <= 0
        try:
            solver.addConstraint(constraint | strength(item.get("strength", "required")))
        except kiwi.DuplicateConstraint:
            continue
        except kiwi.UnsatisfiableConstraint:
            return None, index
    edited = set()
    for edit in system.get("edits", []):
        name = edit["var"]
        if name not in edited:
            solver.addEditVariable(variables[name], strength(edit.get("strength", "strong")))
            edited.add(name)
        solver.suggestValue(variables[name], edit["value"])
    solver.updateVariables()
    return {name: variables[name].value() for name in system["variables"]}, None


def main():
    arguments = sys.argv[1:]
    try:
        if arguments[:1] == ["--in"] and len(arguments) == 2:
            with open(arguments[1]) as f:
                system = json.load(f)
        else:
            system = json.load(sys.stdin)
        values, unsatisfiable = solve(system)
    except (OSError, ValueError, KeyError, TypeError, IndexError) as problem:
        print(json.dumps({"error": {"kind": "bad-input", "message": str(problem)}}))
        return 2
    if values is None:
        print(json.dumps({"error": {"kind": "unsatisfiable", "constraint": unsatisfiable}}))
        return 1
    print(json.dumps({"values": values}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
