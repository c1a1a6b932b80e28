#!/usr/bin/env bash
# The gallery SVGs are goldens like the others: scripts/update-goldens.sh re-records them all.
exec "$(dirname "$0")/update-goldens.sh" "$@"
