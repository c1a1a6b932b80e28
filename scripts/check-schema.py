#!/usr/bin/env python3
"""Validates every spec under specs/ against the JSON Schema that `viewspec schema` prints.

Usage: scripts/check-schema.py SCHEMA.json [SPEC_DIR_OR_FILE ...]

Gallery specs (anything not under an `invalid` or `drafts` folder) must be valid; specs under
`specs/invalid/` (and the deliberately broken drafts a configuration excludes) are only reported, because many of their problems are semantic ones
(undefined ids, cycles) that a JSON Schema cannot see. Exit status 1 when a gallery spec fails.
"""
import json
import re
import pathlib
import sys

import jsonschema
import yaml


class CoreLoader(yaml.SafeLoader):
    """PyYAML reads YAML 1.1, where `on`, `off`, `yes` and `no` are booleans; viewspec reads
    YAML 1.2's core schema (libyaml), where only true/false are. `switch: { on: true }` must
    keep its key."""


CoreLoader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
yaml.add_implicit_resolver(
    "tag:yaml.org,2002:bool",
    re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
    list("tTfF"),
    Loader=CoreLoader,
)


def spec_files(arguments):
    roots = [pathlib.Path(a) for a in arguments] or [pathlib.Path("specs")]
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
    with open(sys.argv[1], encoding="utf-8") as handle:
        schema = json.load(handle)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)

    failed = 0
    checked = 0
    semantic = 0
    for path in spec_files(sys.argv[2:]):
        expected_valid = "invalid" not in path.parts and "drafts" not in path.parts
        try:
            with open(path, encoding="utf-8") as handle:
                document = yaml.load(handle, Loader=CoreLoader)
        except (yaml.YAMLError, UnicodeDecodeError) as error:
            if expected_valid:
                print(f"{path}: not YAML: {error}")
                failed += 1
            continue
        checked += 1
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        if expected_valid and errors:
            failed += 1
            for error in errors[:5]:
                location = "/".join(str(p) for p in error.absolute_path) or "(root)"
                # anyOf/oneOf failures say little at the top; the deepest cause is the useful one.
                best = jsonschema.exceptions.best_match([error])
                print(f"{path}: {location}: {best.message[:300]}")
        elif not expected_valid and not errors:
            semantic += 1
    print(f"checked {checked} specs against the schema: {failed} failed"
          f" ({semantic} invalid specs are schema-valid: their problems are semantic)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
