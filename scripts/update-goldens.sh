#!/usr/bin/env bash
# Re-records every golden the tests compare with (they all go through Tests/TestSupport/Golden.swift):
# the gallery SVGs README.md shows (docs/gallery/), the ASCII pictures, the JSON frames and the
# resolved trees (Tests/ViewSpecCLITests/Expected/{ascii,layout,resolved}/) and the diagnostics of
# every invalid spec (Tests/ViewSpecCLITests/Expected/*.stderr). Then runs the tests again without
# recording. Review the diff afterwards: every change in it is a change in what viewspec writes.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests >/dev/null
# Every test runs, so a suite that starts using Golden is recorded without listing it here; a
# recording run fails by design (each rewritten golden is an issue), hence `|| true`.
VIEWSPEC_RECORD=1 swift test --skip-build >/dev/null 2>&1 || true
swift test --skip-build
