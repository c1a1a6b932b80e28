#!/usr/bin/env python3
"""Validates what `viewspec layout` writes against the schema `viewspec schema --output` prints.

Usage: scripts/check-output-schema.py VIEWSPEC_BINARY [SPEC_DIR_OR_FILE ...]

Runs `VIEWSPEC_BINARY layout SPEC` (default --format json) on every spec under the given
folders or files (default: specs/gallery) and validates each document against the output
schema. A spec whose layout exits with a status other than 0 or 1, or writes no JSON, fails;
a gallery spec (anything not under an `invalid` folder) must also exit 0. Exit status 1 when
any spec fails, 64 on a usage error.
"""
import json
import pathlib
import subprocess
import sys

import jsonschema


def spec_files(arguments):
    roots = [pathlib.Path(a) for a in arguments] or [pathlib.Path("specs/gallery")]
    for root in roots:
        if root.is_file():
            yield root
            continue
        for path in sorted(root.rglob("*")):
            # Hidden files (.viewspec.yml, a baseline) are not specs, as `validate DIR` skips them.
            hidden = any(part.startswith(".") for part in path.relative_to(root).parts)
            if path.suffix in (".yaml", ".yml", ".json") and path.is_file() and not hidden:
                yield path


def main():
    if len(sys.argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 64
    binary = sys.argv[1]
    schema_run = subprocess.run([binary, "schema", "--output"], capture_output=True, text=True)
    if schema_run.returncode != 0:
        print(f"{binary} schema --output exited {schema_run.returncode}: {schema_run.stderr.strip()}")
        return 1
    schema = json.loads(schema_run.stdout)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)

    failed = 0
    checked = 0
    for path in spec_files(sys.argv[2:]):
        expected_clean = "invalid" not in path.parts
        run = subprocess.run([binary, "layout", str(path)], capture_output=True, text=True)
        if run.returncode not in (0, 1) or (expected_clean and run.returncode != 0):
            failed += 1
            print(f"{path}: layout exited {run.returncode}: {run.stderr.strip()[:300]}")
            continue
        if not run.stdout and not expected_clean:
            continue  # a spec error: nothing was laid out
        try:
            document = json.loads(run.stdout)
        except json.JSONDecodeError as error:
            failed += 1
            print(f"{path}: output is not JSON: {error}")
            continue
        checked += 1
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        if errors:
            failed += 1
            for error in errors[:5]:
                location = "/".join(str(p) for p in error.absolute_path) or "(root)"
                best = jsonschema.exceptions.best_match([error])
                print(f"{path}: {location}: {best.message[:300]}")
    print(f"checked the layout output of {checked} specs against the output schema: {failed} failed")
    return 1 if failed or not checked else 0


if __name__ == "__main__":
    sys.exit(main())
