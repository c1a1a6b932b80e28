#!/usr/bin/env python3
"""Runs a composite GitHub Action's steps here, as a runner would, for the install tests.

    scripts/run-action.py ACTION_DIR --workspace DIR --runner-temp DIR --cache DIR \
        [--input NAME=VALUE]... [--result FILE]

What it covers: the action's inputs (defaults, required ones), the expressions the action uses
(`${{ inputs.X }}`, `${{ github.action_path }}`, `${{ github.workspace }}`, `${{ runner.os }}`,
`${{ runner.arch }}`, `${{ runner.temp }}`, `${{ steps.ID.outputs.X }}`, and in `if:` the
operators `==`, `!=`, `&&`, `||`, `!` and `always()`, `success()`, `failure()`), each step's
`env:`, `run:` with `shell: bash` run as the runner runs it (`bash --noprofile --norc -eo
pipefail FILE`, in the workspace), the files and variables the runner gives a step
(GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH, GITHUB_STEP_SUMMARY, GITHUB_ACTION_PATH,
GITHUB_WORKSPACE, RUNNER_OS, RUNNER_ARCH, RUNNER_TEMP, GITHUB_ACTIONS, CI), steps skipped after a
failure unless their `if:` says otherwise, the action's `outputs:`, and `actions/cache/restore`
and `actions/cache/save` on exact keys, kept in the --cache folder. The `::error file=…::` and
`::warning …::` workflow commands the steps print are collected as annotations.

What it cannot: GitHub's runner images (their tools, Swift version, sudo), other actions,
restore keys and the cache's scope and eviction, the job's containers and services, masking,
the annotations' display and limits, and every expression or syntax the action does not use:
anything else is refused (exit 2) rather than guessed.

The result (--result, JSON): the exit status, the steps run and skipped, the action's outputs,
the annotations, the job summary. Exit status: the action's (0, or the failing step's).
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")
COMMAND = re.compile(r"^::(error|warning|notice)(?: ([^:]*))?::(.*)$")


class Refused(Exception):
    pass


def value_of(name, context):
    parts = name.split(".")
    if parts[0] == "inputs" and len(parts) == 2:
        if parts[1] not in context["inputs"]:
            raise Refused(f"no input '{parts[1]}'")
        return context["inputs"][parts[1]]
    if parts[0] in ("github", "runner") and len(parts) == 2 and name in context["values"]:
        return context["values"][name]
    if parts[0] == "steps" and len(parts) == 4 and parts[2] in ("outputs", "outcome"):
        return context["steps"].get(parts[1], {}).get(parts[3], "")
    raise Refused(f"the expression '{name}' is not emulated")


def tokens(text):
    pattern = re.compile(r"\s*(==|!=|&&|\|\||!|\(|\)|'(?:[^']|'')*'|[A-Za-z_][\w.-]*(?:\(\))?)")
    position, found = 0, []
    text = text.strip()
    while position < len(text):
        match = pattern.match(text, position)
        if not match:
            raise Refused(f"cannot read the expression '{text}'")
        found.append(match.group(1))
        position = match.end()
    return found


def evaluate(text, context):
    """The value of an expression: a string, or a bool for comparisons and logic."""
    items = tokens(text)

    def primary(i):
        item = items[i]
        if item == "!":
            value, i = primary(i + 1)
            return not truthy(value), i
        if item == "(":
            value, i = disjunction(i + 1)
            if items[i] != ")":
                raise Refused(f"unbalanced '(' in '{text}'")
            return value, i + 1
        if item.startswith("'"):
            return item[1:-1].replace("''", "'"), i + 1
        if item in ("always()", "success()", "failure()"):
            return {"always()": True, "success()": not context["failed"], "failure()": context["failed"]}[
                item], i + 1
        if item in ("true", "false"):
            return item == "true", i + 1
        return value_of(item, context), i + 1

    def comparison(i):
        left, i = primary(i)
        while i < len(items) and items[i] in ("==", "!="):
            operator = items[i]
            right, i = primary(i + 1)
            equal = str(left).lower() == str(right).lower()
            left = equal if operator == "==" else not equal
        return left, i

    def conjunction(i):
        left, i = comparison(i)
        while i < len(items) and items[i] == "&&":
            right, i = comparison(i + 1)
            left = right if truthy(left) else left
        return left, i

    def disjunction(i):
        left, i = conjunction(i)
        while i < len(items) and items[i] == "||":
            right, i = conjunction(i + 1)
            left = left if truthy(left) else right
        return left, i

    value, end = disjunction(0)
    if end != len(items):
        raise Refused(f"cannot read the expression '{text}'")
    return value


def truthy(value):
    return value not in (False, "", None, 0)


def substitute(text, context):
    def one(match):
        value = evaluate(match.group(1), context)
        return ("true" if value else "false") if isinstance(value, bool) else str(value)

    return EXPRESSION.sub(one, str(text))


def condition(step, context):
    """A step's `if:`; without one, `success()`; functions and bare expressions as GitHub reads them."""
    text = step.get("if")
    if text is None:
        return not context["failed"]
    text = str(text).strip()
    match = EXPRESSION.fullmatch(text)
    if match:
        text = match.group(1)
    value = evaluate(text, context)
    # A condition without a status function is implicitly `success() && (…)`.
    if not re.search(r"\b(always|success|failure|cancelled)\(\)", text) and context["failed"]:
        return False
    return truthy(value)


def read_pairs(path):
    """NAME=value lines and NAME<<DELIMITER blocks, as GITHUB_OUTPUT and GITHUB_ENV hold them."""
    pairs = {}
    with open(path, encoding="utf-8") as file:
        lines = file.read().split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            block = []
            i += 1
            while i < len(lines) and lines[i] != delimiter:
                block.append(lines[i])
                i += 1
            pairs[name] = "\n".join(block)
        elif "=" in line:
            name, value = line.split("=", 1)
            pairs[name] = value
        i += 1
    return pairs


def run_shell(step, context, env, scratch, annotations):
    shell = step.get("shell")
    if shell != "bash":
        raise Refused(f"shell '{shell}' is not emulated (a composite step must name its shell)")
    script = os.path.join(scratch, "step.sh")
    with open(script, "w", encoding="utf-8") as file:
        file.write(substitute(step["run"], context))
    for name in ("GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH"):
        env[name] = os.path.join(scratch, name.lower())
        open(env[name], "w").close()
    process = subprocess.Popen(
        ["bash", "--noprofile", "--norc", "-eo", "pipefail", script],
        cwd=context["values"]["github.workspace"], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
        text=True, errors="replace")
    for line in process.stdout:
        sys.stdout.write(line)
        match = COMMAND.match(line.rstrip("\n"))
        if match:
            properties = dict(
                part.split("=", 1) for part in (match.group(2) or "").split(",") if "=" in part)
            annotations.append({"level": match.group(1), **properties, "message": match.group(3)})
    status = process.wait()
    outputs = read_pairs(env["GITHUB_OUTPUT"])
    context["job_env"].update(read_pairs(env["GITHUB_ENV"]))
    with open(env["GITHUB_PATH"], encoding="utf-8") as file:
        context["job_path"] = [line for line in file.read().splitlines() if line] + context["job_path"]
    return status, outputs


def run_cache(step, context, uses):
    settings = {name: substitute(value, context) for name, value in (step.get("with") or {}).items()}
    unknown = set(settings) - {"path", "key"}
    if unknown:
        raise Refused(f"{uses}: the settings {sorted(unknown)} are not emulated")
    paths = [line for line in settings["path"].splitlines() if line.strip()]
    if len(paths) != 1:
        raise Refused(f"{uses}: one path is emulated")
    path, key = paths[0], settings["key"]
    stored = os.path.join(context["cache"], re.sub(r"[^\w.-]", "_", key))
    if uses.startswith("actions/cache/restore@"):
        if os.path.isdir(stored):
            shutil.rmtree(path, ignore_errors=True)
            shutil.copytree(stored, path, symlinks=True)
            print(f"[emulated cache] restored '{key}'")
            return 0, {"cache-hit": "true", "cache-primary-key": key, "cache-matched-key": key}
        print(f"[emulated cache] no entry '{key}'")
        return 0, {"cache-hit": "false", "cache-primary-key": key}
    if os.path.isdir(stored):
        print(f"[emulated cache] '{key}' exists, not saved again")
        return 0, {}
    if not os.path.isdir(path):
        print(f"[emulated cache] nothing at '{path}' to save", file=sys.stderr)
        return 1, {}
    shutil.copytree(path, stored, symlinks=True)
    print(f"[emulated cache] saved '{key}'")
    return 0, {}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("action")
    parser.add_argument("--workspace", required=True)
    parser.add_argument("--runner-temp", required=True)
    parser.add_argument("--cache", required=True)
    parser.add_argument("--input", action="append", default=[])
    parser.add_argument("--result")
    arguments = parser.parse_args()

    action_path = os.path.abspath(arguments.action)
    with open(os.path.join(action_path, "action.yml"), encoding="utf-8") as file:
        action = yaml.safe_load(file)
    if action["runs"].get("using") != "composite":
        raise Refused("only composite actions are emulated")

    given = dict(item.split("=", 1) for item in arguments.input)
    declared = action.get("inputs") or {}
    for name in given:
        if name not in declared:
            raise Refused(f"the action has no input '{name}'")
    inputs = {}
    for name, spec in declared.items():
        if name in given:
            inputs[name] = given[name]
        elif spec.get("required") and "default" not in spec:
            # GitHub itself only warns; a test that forgets a required input is wrong.
            raise Refused(f"the required input '{name}' is not given")
        else:
            inputs[name] = str(spec.get("default", ""))

    temp = os.path.abspath(arguments.runner_temp)
    workspace = os.path.abspath(arguments.workspace)
    os.makedirs(temp, exist_ok=True)
    os.makedirs(arguments.cache, exist_ok=True)
    machine = os.uname().machine
    context = {
        "inputs": inputs,
        "values": {
            "github.action_path": action_path,
            "github.workspace": workspace,
            "runner.os": "Linux",
            "runner.arch": {"x86_64": "X64", "aarch64": "ARM64"}.get(machine, machine),
            "runner.temp": temp,
        },
        "steps": {},
        "failed": False,
        "cache": os.path.abspath(arguments.cache),
        "job_env": {},
        "job_path": [],
    }
    summary = os.path.join(temp, "step-summary.md")
    open(summary, "w").close()
    annotations, ran, skipped, status = [], [], [], 0

    for index, step in enumerate(action["runs"]["steps"]):
        name = step.get("id") or step.get("name") or f"step {index + 1}"
        if not condition(step, context):
            skipped.append(name)
            print(f"== {name}: skipped")
            continue
        print(f"== {name}")
        ran.append(name)
        env = dict(os.environ)
        env.update(context["job_env"])
        env["PATH"] = os.pathsep.join(context["job_path"] + [env.get("PATH", "")])
        env.update({
            "GITHUB_ACTIONS": "true",
            "CI": "true",
            "GITHUB_ACTION_PATH": action_path,
            "GITHUB_WORKSPACE": workspace,
            "GITHUB_STEP_SUMMARY": summary,
            "RUNNER_OS": context["values"]["runner.os"],
            "RUNNER_ARCH": context["values"]["runner.arch"],
            "RUNNER_TEMP": temp,
        })
        for key, value in (step.get("env") or {}).items():
            env[key] = substitute(value, context)
        with tempfile.TemporaryDirectory() as scratch:
            if "run" in step:
                step_status, outputs = run_shell(step, context, env, scratch, annotations)
            elif str(step.get("uses", "")).split("@")[0] in ("actions/cache/restore", "actions/cache/save"):
                step_status, outputs = run_cache(step, context, step["uses"])
            else:
                raise Refused(f"the step '{name}' uses '{step.get('uses')}', which is not emulated")
        if "id" in step:
            context["steps"][step["id"]] = {
                **outputs, "outcome": "success" if step_status == 0 else "failure"}
        if step_status != 0:
            print(f"== {name}: failed with exit status {step_status}")
            if not context["failed"]:
                status = step_status
            context["failed"] = True

    outputs = {name: substitute(spec.get("value", ""), context) for name, spec in (action.get("outputs") or {}).items()}
    with open(summary, encoding="utf-8") as file:
        summary_text = file.read()
    result = {
        "status": status, "ran": ran, "skipped": skipped, "outputs": outputs,
        "annotations": annotations, "summary": summary_text,
    }
    if arguments.result:
        with open(arguments.result, "w", encoding="utf-8") as file:
            json.dump(result, file, indent=2)
    return status


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Refused as refusal:
        print(f"run-action.py: not emulated: {refusal}", file=sys.stderr)
        sys.exit(2)
