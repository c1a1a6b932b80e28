#!/usr/bin/env python3
"""Reads JUnit XML reports with junitparser (`pip install junitparser`), the parser many CI
integrations use, and prints what it understood, one line per suite:

    SUITE tests=N failures=F
      CASE NAME: failure TYPE | passed

    scripts/check-junit.py REPORT.xml...    # exit 0 when every report parses and its totals
                                            # agree with its cases, 1 otherwise
    scripts/check-junit.py --installed      # exit 0 when junitparser is installed, 3 otherwise
"""
import sys


def main(arguments):
    try:
        import junitparser
    except ImportError:
        print("junitparser is not installed (python3 -m pip install junitparser)", file=sys.stderr)
        return 3
    if arguments == ["--installed"]:
        return 0
    failed = 0
    for path in arguments:
        report = junitparser.JUnitXml.fromfile(path)
        suites = [report] if isinstance(report, junitparser.TestSuite) else list(report)
        for suite in suites:
            cases = list(suite)
            failures = 0
            print(f"{suite.name} tests={suite.tests} failures={suite.failures}")
            for case in cases:
                results = [result for result in case.result if isinstance(result, junitparser.Failure)]
                failures += len(results)
                verdict = "failure " + results[0].type if results else "passed"
                print(f"  {case.name}: {verdict}")
            if suite.tests != len(cases) or suite.failures != failures:
                print(f"{path}: suite {suite.name}: totals do not match its cases", file=sys.stderr)
                failed = 1
    return failed


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
