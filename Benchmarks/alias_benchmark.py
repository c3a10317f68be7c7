#!/usr/bin/env python3
"""Building with design tokens: the default spec with every field an alias into a resolver of
2,000 tokens, against the plain default build.

    python3 Benchmarks/alias_benchmark.py [--binary PATH] [--tokens 2000]

It builds the release binary first (as `build_benchmark.py` does) unless `--binary` names one,
writes the resolver (two token files, a `theme` modifier with light and dark contexts, 2,000
tokens in all, among them one for each field of `mailsitegen fields`), and a spec that aliases
every field to its token, then counts each build's instructions with callgrind (Debian's
`valgrind`), which reads the same on any load. Goal, with a PASS or FAIL line: the aliased build
takes at most 1.5x the plain build's instructions. Standard library only.
"""
from __future__ import annotations

import argparse
import json
import subprocess
import tempfile
from pathlib import Path

from build_benchmark import build_binary, instructions

GOAL = 1.5


def token_for(field: dict, index: int) -> dict | None:
    """A token whose value suits the field, or None for a field left as it is."""
    kind, unit, value = field["type"], field.get("unit"), field["value"]
    if kind == "number" and unit == "px":
        return {"$type": "dimension", "$value": {"value": value, "unit": "px"}}
    if kind == "number" and unit == "s":
        return {"$type": "duration", "$value": {"value": value * 1000, "unit": "ms"}}
    if kind == "number":
        return {"$type": "number", "$value": value}
    if kind == "color":
        return {"$type": "color", "$value": f"#{(index * 2654435761) % 0xFFFFFF:06X}"}
    if kind in ("string", "choice", "symbol"):
        # A text with a placeholder ("{link}") would read as an alias in the token's value.
        return None if "{" in value else {"$type": "string", "$value": value}
    if kind == "boolean":
        return {"$type": "boolean", "$value": value}
    return None


def write_case(work: Path, binary: Path, count: int) -> tuple[Path, int]:
    fields = json.loads(subprocess.run([str(binary), "fields"], capture_output=True, text=True, check=True).stdout)
    base: dict = {"fields": {}, "filler": {"$type": "dimension"}}
    dark: dict = {"fields": {}}
    spec: dict = {"tokens": {"resolver": "brand.resolver.json"}}
    aliased = 0
    for index, field in enumerate(fields["fields"]):
        token = token_for(field, index)
        if token is None or field["path"].endswith(".id"):
            continue
        name = "f" + str(index)
        base["fields"][name] = token
        if token["$type"] == "color":
            dark["fields"][name] = {"$type": "color", "$value": "#202020"}
        # Set the alias at the field's path: "tabBar.animation.duration", "tabs[0].color".
        node = spec
        parts = field["path"].replace("]", "").replace("[", ".").split(".")
        for part, following in zip(parts, parts[1:] + [None]):
            key: int | str = int(part) if part.isdigit() else part
            if following is None:
                node[key] = "{fields." + name + "}"
            else:
                default: list | dict = [] if following.isdigit() else {}
                if isinstance(node, list):
                    while len(node) <= key:
                        node.append({})
                    node = node[key]
                else:
                    node = node.setdefault(key, default)
        aliased += 1
    for index in range(count - aliased):
        base["filler"][f"t{index}"] = {"$value": {"value": index % 100, "unit": "px"}}
    # Tabs need their ids: copy them from the default spec.
    for index, tab in enumerate(spec.get("tabs", [])):
        tab["id"] = next(f["value"] for f in fields["fields"] if f["path"] == f"tabs[{index}].id")
    (work / "base.tokens.json").write_text(json.dumps(base))
    (work / "dark.tokens.json").write_text(json.dumps(dark))
    (work / "brand.resolver.json").write_text(json.dumps({
        "version": "2025.10",
        "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
        "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
        "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}],
    }))
    path = work / "aliased.json"
    path.write_text(json.dumps(spec, indent=2))
    return path, aliased


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--binary", type=Path, help="a built mailsitegen; skips `swift build`")
    parser.add_argument("--tokens", type=int, default=2000, help="tokens in the resolver (default 2000)")
    args = parser.parse_args()
    binary = (args.binary or build_binary()).resolve()
    with tempfile.TemporaryDirectory(prefix="mailsitegen-tokens-") as folder:
        work = Path(folder)
        spec, aliased = write_case(work, binary, args.tokens)
        (work / "plain.json").write_text("{}")
        plain = instructions([str(binary), "build", "--spec", str(work / "plain.json"), "--out", str(work / "a"),
                              "--quiet"], work / "counted")
        with_tokens = instructions([str(binary), "build", "--spec", str(spec), "--out", str(work / "b"), "--quiet"],
                                   work / "counted")
        print(f"{aliased} fields aliased into a resolver of {args.tokens:,} tokens (two files, light and dark)")
        print(f"instructions: plain {plain / 1e6:.2f} M, aliased {with_tokens / 1e6:.2f} M = {with_tokens / plain:.2f}x")
        print(f"{'PASS' if with_tokens <= GOAL * plain else 'FAIL'}  every field aliased at most {GOAL}x the plain "
              f"build: {with_tokens / plain:.2f}x")


if __name__ == "__main__":
    main()
