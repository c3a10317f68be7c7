"""The spec's fields as the generator describes them (`mailsitegen fields`, from the field table):
the browser tests take the values they expect from here, for the spec they built, never from a
second copy of the defaults. A field's value is what the spec says, its default where it says nothing."""
from __future__ import annotations

import json
import subprocess
import tempfile
from functools import lru_cache
from pathlib import Path


@lru_cache(maxsize=None)
def _fields(binary: str, spec_json: str | None) -> dict[str, dict]:
    with tempfile.TemporaryDirectory() as folder:
        command = [binary, "fields"]
        if spec_json is not None:
            spec_file = Path(folder) / "spec.json"
            spec_file.write_text(spec_json, encoding="utf-8")
            command += ["--spec", str(spec_file)]
        result = subprocess.run(command, cwd=folder, capture_output=True, text=True, timeout=60, check=True)
    return {field["path"]: field for field in json.loads(result.stdout)["fields"]}


def fields(mailsitegen_bin: Path, spec: dict | None = None) -> dict[str, dict]:
    """Every editable field by path (`tabBar.animation.bounce`), with its `value` in `spec`
    (None: the built-in spec), `default`, range, unit and step."""
    return _fields(str(mailsitegen_bin), None if spec is None else json.dumps(spec))


def value(mailsitegen_bin: Path, path: str, spec: dict | None = None):
    """The value of the field at `path` in `spec`: `value(bin, "scroll.collapseThreshold")` is 110."""
    return fields(mailsitegen_bin, spec)[path]["value"]
