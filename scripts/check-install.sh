#!/usr/bin/env bash
# Gets viewspec into a team's repository each way docs/ci.md gives ("Getting viewspec in your
# repository") and runs it there as a user would, offline: the build from a tag, the GitHub
# Action (under scripts/run-action.py), pre-commit (try-repo, then an installed hook refusing a
# commit) and the SwiftPM command plugin. Each builds viewspec from a local clone of this
# repository's HEAD tagged 1.0.0, as a user's would from the tag, and each is checked for its
# exit status, the planted mistake's error at its line, and its reports.
#
#   scripts/check-install.sh [--scratch DIR] [recipe] [action] [try-repo] [hook] [plugin]
#
# With no path named, all of them, one after the other. DIR (default: a new folder under /tmp)
# keeps the scratch repositories; each path uses folders of its own there, so several runs of
# this script with one path each may share it at once.
# Needs git, Swift, libyaml, python3 with pyyaml, and pre-commit (installed if missing).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
scratch=""
paths=()
while [ $# -gt 0 ]; do
    case "$1" in
        --scratch) scratch="$2"; shift 2 ;;
        recipe | action | try-repo | hook | plugin) paths+=("$1"); shift ;;
        *) echo "usage: scripts/check-install.sh [--scratch DIR] [recipe] [action] [try-repo] [hook] [plugin]" >&2; exit 64 ;;
    esac
done
[ ${#paths[@]} -gt 0 ] || paths=(recipe action try-repo hook plugin)
[ -n "$scratch" ] || scratch="$(mktemp -d /tmp/viewspec-install.XXXXXX)"
mkdir -p "$scratch"
scratch="$(cd "$scratch" && pwd)"
echo "scratch folder: $scratch"

# The scratch repositories' commits, whoever runs this.
export GIT_AUTHOR_NAME="check-install" GIT_AUTHOR_EMAIL="check-install@localhost"
export GIT_COMMITTER_NAME="check-install" GIT_COMMITTER_EMAIL="check-install@localhost"

python3 -c 'import yaml' 2>/dev/null || python3 -m pip install --quiet pyyaml
command -v pre-commit >/dev/null || python3 -m pip install --quiet pre-commit

fail() {
    echo "check-install: $*" >&2
    exit 1
}
# Runs a command, keeping its status and its merged output in $status and $output.
capture() {
    set +e
    output="$("$@" 2>&1)"
    status=$?
    set -e
    printf '%s\n' "$output" | tail -n 40
}
expect_status() { [ "$status" = "$1" ] || fail "$2: exit status $status, expected $1"; }
expect_text() { grep -qF -- "$1" <<<"$3" || fail "$2: no '$1' in: $3"; }
# A fenced block of docs/ci.md: the first ```LANGUAGE block after the line HEADING.
snippet() {
    awk -v heading="$1" -v fence="\`\`\`$2" '
        $0 == heading { found = 1; next }
        found && $0 == fence { inside = 1; next }
        inside && $0 == "```" { exit }
        inside { print }
    ' "$root/docs/ci.md"
}
# docs/ci.md's placeholders made this run's: the local clone for OWNER/viewspec.
localized() { sed -e "s|https://github.com/OWNER/viewspec|file://$remote|g"; }

# viewspec as a team gets it: a repository with the tag 1.0.0 (here a clone of HEAD), one
# for each run of this script.
remote="$scratch/viewspec-$(IFS=-; echo "${paths[*]}").git"
rm -rf "$remote"
git clone --quiet --bare "$root" "$remote"
git -C "$remote" tag 1.0.0 HEAD

# The team's repository: a clean spec, and one with a planted mistake at line 12, column 15.
mistake="specs/screens/profile.yaml:12:15: error: unknown kind 'buton'; did you mean 'button'? [unknown-kind]"
make_team() {
    rm -rf "$1"
    mkdir -p "$1/specs/screens"
    cat >"$1/specs/screens/welcome.yaml" <<'EOF'
viewspec: 1
device: iphone-se
palette: system
root:
  view:
    background: card
    children:
      - stack.vertical:
          spacing: 16
          layout: [{ at: { edges: fullTop, insets: 16, to: safeArea } }]
          children:
            - label.header: Welcome back
            - button.negative: { title: Cancel, height: 44, border: { width: 1, color: onButtonNegative } }
EOF
    cat >"$1/specs/screens/profile.yaml" <<'EOF'
viewspec: 1
device: iphone-se
palette: system
root:
  view:
    background: card
    children:
      - stack.vertical:
          layout: [{ at: { edges: fullTop, insets: 16, to: safeArea } }]
          children:
            - label.header: Profile
            - buton: Sign out
EOF
    git -C "$1" init --quiet
    git -C "$1" add -A
    git -C "$1" commit --quiet -m "specs, one with a mistake"
}
fix_team() {
    sed -i 's/- buton: Sign out/- label: Signed in/' "$1/specs/screens/profile.yaml"
    git -C "$1" commit --quiet -am "the mistake fixed"
}

check_recipe() {
    local started=$SECONDS
    echo "== the build from a tag (docs/ci.md, \"Any other CI\"), as written"
    team="$scratch/team-recipe"
    make_team "$team"
    recipe="$(snippet '### Any other CI' sh | localized)"
    [ -n "$recipe" ] || fail "docs/ci.md has no recipe under '### Any other CI'"
    (cd "$team" && capture bash -euo pipefail -c "$recipe"
        expect_status 1 "the recipe's validate"
        expect_text "$mistake" "the recipe's validate" "$output"
        grep -q '<failure' viewspec.xml || fail "the recipe's JUnit report has no failure"
        grep -q '"check_name": *"unknown-kind"' viewspec-quality.json || fail "the recipe's Code Climate report")
    ldd "$team/viewspec-bin/viewspec" | grep -i swift && fail "the recipe's binary loads Swift libraries"
    echo "-- $((SECONDS - started)) s"
}

check_action() {
    local started=$SECONDS
    echo "== the GitHub Action (action.yml under scripts/run-action.py)"
    team="$scratch/team-action"
    make_team "$team"
    action="$scratch/action"   # what GitHub downloads for `uses: OWNER/viewspec@1.0.0`
    rm -rf "$action" "$scratch/action-cache"
    git -c advice.detachedHead=false clone --quiet --branch 1.0.0 "file://$remote" "$action"
    run_action() {
        rm -rf "$scratch/runner-temp"
        capture python3 "$root/scripts/run-action.py" "$action" --workspace "$team" \
            --runner-temp "$scratch/runner-temp" --cache "$scratch/action-cache" \
            --result "$scratch/action-result.json" --input paths=specs "$@"
    }
    field() { python3 -c 'import json, sys; print(eval(sys.argv[1], {"r": json.load(open(sys.argv[2]))}))' "$1" "$scratch/action-result.json"; }
    run_action
    expect_status 1 "the action on the mistake"
    [ "$(field '"build" in r["ran"]')" = True ] || fail "the action's first run did not build viewspec"
    [ "$(field 'r["outputs"]["exit-code"]')" = 1 ] || fail "the action's exit-code output"
    [ "$(field '[(a["level"], a["file"], a["line"], a["col"]) for a in r["annotations"]]')" \
        = "[('error', 'specs/screens/profile.yaml', '12', '15')]" ] || fail "the action's annotations: $(field 'r["annotations"]')"
    for report in sarif junit markdown; do
        [ -f "$team/$(field "r['outputs']['$report']")" ] || fail "the action wrote no $report report"
    done
    python3 - "$team/viewspec.sarif" <<'EOF' || fail "the action's SARIF log"
import json, sys
results = json.load(open(sys.argv[1]))["runs"][0]["results"]
places = [(r["ruleId"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]) for r in results]
assert places == [("unknown-kind", "specs/screens/profile.yaml")], places
EOF
    grep -q '<failure' "$team/viewspec.xml" || fail "the action's JUnit report has no failure"
    summary="$(field 'r["summary"]')"
    expect_text "## viewspec: failed" "the job summary" "$summary"
    # Markdown escapes the dot of a file name (`profile\.yaml`), which GitHub renders as a dot.
    expect_text 'specs/screens/profile\.yaml:12:15' "the job summary" "$summary"

    fix_team "$team"
    run_action --input sarif= --input junit=
    expect_status 0 "the action on the fixed specs"
    [ "$(field '"build" in r["skipped"]')" = True ] || fail "the action's second run built viewspec again"
    expect_text "[emulated cache] restored" "the action's second run" "$output"
    [ "$(field 'r["outputs"]["sarif"]')" = "" ] || fail "an empty sarif input wrote a report"
    expect_text "## viewspec: passed" "the job summary" "$(field 'r["summary"]')"
    echo "-- $((SECONDS - started)) s"
}

# try-repo builds the hook in a store of its own, which it removes: the installed hook below
# builds it again, as a developer's first commit does.
check_try_repo() {
    local started=$SECONDS
    echo "== pre-commit try-repo (.pre-commit-hooks.yaml)"
    team="$scratch/team-try-repo"
    make_team "$team"
    (cd "$team" && capture pre-commit try-repo "file://$remote" viewspec-validate --ref 1.0.0 --all-files
        expect_status 1 "pre-commit try-repo on the mistake"
        expect_text "$mistake" "pre-commit try-repo" "$output")
    echo "-- $((SECONDS - started)) s"
}

check_hook() {
    local started=$SECONDS
    echo "== pre-commit install with docs/ci.md's .pre-commit-config.yaml: a commit refused, then taken"
    team="$scratch/team-hook"
    make_team "$team"
    export PRE_COMMIT_HOME="$scratch/pre-commit-home"
    rm -rf "$PRE_COMMIT_HOME"
    snippet '### pre-commit' yaml | localized >"$team/.pre-commit-config.yaml"
    grep -q "rev: 1.0.0" "$team/.pre-commit-config.yaml" || fail "docs/ci.md's pre-commit configuration"
    (cd "$team"
        git add .pre-commit-config.yaml && git commit --quiet -m "pre-commit"
        pre-commit install >/dev/null
        cp specs/screens/profile.yaml specs/screens/second.yaml
        git add specs/screens/second.yaml
        capture git commit -m "a second screen, with the mistake"
        expect_status 1 "a commit of the mistake"
        expect_text "specs/screens/second.yaml:12:15: error: unknown kind 'buton'" "the hook" "$output"
        # Only the staged spec: profile.yaml's mistake is committed, not staged.
        grep -qF "profile.yaml" <<<"$output" && fail "the hook validated a file that is not staged"
        sed -i 's/- buton: Sign out/- label: Signed in/' specs/screens/second.yaml
        git add specs/screens/second.yaml
        capture git commit -m "a second screen"
        expect_status 0 "a commit of the fix"
        expect_text "viewspec validate" "the hook's run" "$output")
    unset PRE_COMMIT_HOME
    echo "-- $((SECONDS - started)) s"
}

check_plugin() {
    local started=$SECONDS
    echo "== the SwiftPM command plugin (swift package viewspec)"
    team="$scratch/team-package"
    make_team "$team"
    dependency="$(snippet '### A Swift package' swift | grep '\.package(' | localized)"
    [ -n "$dependency" ] || fail "docs/ci.md has no package dependency under '### A Swift package'"
    mkdir -p "$team/Sources/Screens"
    echo 'public let screens = ["welcome", "profile"]' >"$team/Sources/Screens/Screens.swift"
    cat >"$team/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Screens",
    dependencies: [
        $dependency
    ],
    targets: [.target(name: "Screens")]
)
EOF
    command="$(snippet '### A Swift package' sh)"
    [ "$command" = "swift package viewspec validate specs --report junit=viewspec.xml" ] \
        || fail "docs/ci.md's plugin command changed: $command"
    (cd "$team" && capture swift package viewspec validate specs --report junit=viewspec.xml
        [ "$status" != 0 ] || fail "swift package viewspec on the mistake passed"
        expect_text "$mistake" "the plugin" "$output"
        expect_text "viewspec exited with status 1" "the plugin" "$output"
        grep -q '<failure' viewspec.xml || fail "the plugin's JUnit report has no failure")
    fix_team "$team"
    (cd "$team" && capture swift package viewspec validate specs --report junit=viewspec.xml
        expect_status 0 "swift package viewspec on the fixed specs"
        grep -q 'failures="0"' viewspec.xml || fail "the plugin's JUnit report of the fixed specs")
    echo "-- $((SECONDS - started)) s"
}

for path in "${paths[@]}"; do
    "check_${path//-/_}"
done
echo "install paths checked: ${paths[*]}"
