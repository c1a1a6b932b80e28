#!/usr/bin/env python3
"""Checks that the pipeline's modules depend on each other only in the stage order.

    swift package dump-package | python3 scripts/check-stages.py

The compiler refuses a use of a module a target does not depend on, but not a dependency that
Package.swift itself lists against the flow (a spec stage that depends on layout), and SwiftPM
lets a file import a module that happens to be built already without declaring it. So this
checks both: every stage target's dependencies come earlier in STAGES, and every `import` of a
stage module in a stage's sources names one of its declared dependencies. Exit 1 with one line
per problem; exit 0 and one summary line when the order holds.
"""

import json
import os
import re
import sys

# The stages in the order the pipeline runs them (docs/architecture.md). Judge and Emit both
# come after layout and do not depend on each other; the facade comes after them (with the
# pictures the preview and the HTML report draw), and the preview's server after the facade.
STAGES = [
    "ViewSpecCore",
    "ViewSpecSyntax",
    "ViewSpecLanguage",
    "ViewSpecResolve",
    "ViewSpecLayout",
    "ViewSpecJudge",
    "ViewSpecEmit",
    "ViewSpecKit",
    "ViewSpecPreview",
]
# Modules outside the stages that a stage may use, and which stages may use them.
BASE = {"Cassowary", "CLibYAML"}
# Packages a stage may use, by stage: only the preview serves HTTP.
EXTERNAL = {"ViewSpecPreview": {"NIOCore", "NIOPosix", "NIOHTTP1", "NIOWebSocket"}}

IMPORT = re.compile(r"^\s*(?:@testable\s+|internal\s+|package\s+|public\s+)?import\s+(\w+)", re.M)


def dependency_names(target):
    names = []
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names


def main():
    package = json.load(sys.stdin)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    targets = {target["name"]: target for target in package["targets"]}
    problems = []
    for position, stage in enumerate(STAGES):
        if stage not in targets:
            problems.append(f"Package.swift: no target '{stage}'")
            continue
        declared = dependency_names(targets[stage])
        for dependency in declared:
            if dependency in BASE or dependency in EXTERNAL.get(stage, set()):
                continue
            if dependency not in STAGES:
                problems.append(f"Package.swift: '{stage}' depends on '{dependency}', which is no stage")
            elif STAGES.index(dependency) >= position:
                problems.append(
                    f"Package.swift: '{stage}' depends on '{dependency}', a later stage of the pipeline")
        folder = os.path.join(root, targets[stage].get("path") or f"Sources/{stage}")
        for directory, _, files in os.walk(folder):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8") as file:
                    for module in IMPORT.findall(file.read()):
                        if (module in STAGES or module in BASE) and module not in declared:
                            problems.append(
                                f"{os.path.relpath(path, root)}: imports '{module}', "
                                f"which '{stage}' does not depend on")
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"the {len(STAGES)} stage modules depend on each other only in the pipeline's order")
    return 0


if __name__ == "__main__":
    sys.exit(main())
