#!/usr/bin/env bash
# Re-records every golden the built binary is checked against: the gallery SVGs README.md shows
# (docs/gallery/), the ASCII pictures, the JSON frames and the resolved trees. Review the diff
# afterwards: every change in it is a change in what viewspec draws.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests >/dev/null
VIEWSPEC_RECORD=1 swift test --skip-build --filter 'RenderGoldenTests|LayoutGoldenTests|ResolvedOutputTests' >/dev/null 2>&1 || true
swift test --skip-build --filter 'RenderGoldenTests|LayoutGoldenTests|ResolvedOutputTests'
