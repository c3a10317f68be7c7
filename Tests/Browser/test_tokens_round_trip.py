"""Design tokens out and back in: for a spec, `mailsitegen tokens` writes its values as design
tokens; the same spec with every exported field replaced by an alias to its token (and the
resolver named in its `tokens`) is the same design: `mailsitegen fields` gives the same values,
and the built page the same stylesheet and script. For the default spec and a spec with every
field changed. No browser involved."""
import json
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SPECS = {
    "default": {},
    "every-field": json.loads(
        (ROOT / "Tests" / "MailSiteGenTests" / "Snapshots" / "tokens" / "every-field-spec.json").read_text()),
}


def run(binary, *arguments, cwd) -> str:
    return subprocess.run([str(binary), *arguments], cwd=cwd, capture_output=True, text=True, check=True).stdout


def tokens_in(node: dict, path=()):
    """(name, token) for every token of a token file, groups walked."""
    for key, value in node.items():
        if key.startswith("$") or not isinstance(value, dict):
            continue
        if "$value" in value:
            yield ".".join(path + (key,)), value
        else:
            yield from tokens_in(value, path + (key,))


def set_path(spec: dict, path: str, value) -> None:
    """Sets `tabBar.animation` or `tabs[1].color` in the spec, making what is missing."""
    parts = [int(part) if part.isdigit() else part for part in path.replace("]", "").replace("[", ".").split(".")]
    node = spec
    for part, following in zip(parts, parts[1:]):
        if isinstance(node, list):
            node = node[part]
        else:
            node = node.setdefault(part, [] if isinstance(following, int) else {})
    node[parts[-1]] = value


def fields(binary, spec_path: Path) -> dict:
    listed = json.loads(run(binary, "fields", "--spec", str(spec_path), cwd=spec_path.parent))["fields"]
    return {field["path"]: field["value"] for field in listed}


@pytest.mark.parametrize("name", SPECS)
def test_every_field_aliased_to_its_exported_token_is_the_same_design(mailsitegen_bin, tmp_path, name):
    spec = SPECS[name]
    (tmp_path / "spec.json").write_text(json.dumps(spec))
    run(mailsitegen_bin, "tokens", "--spec", "spec.json", "--out", "tokens", "--quiet", cwd=tmp_path)
    exported = json.loads((tmp_path / "tokens" / "mailsitegen.tokens.json").read_text())

    # The spec as written, with the resolver named and every exported field an alias. A spec that
    # leaves out its tabs has them written out first, so that a tab's alias has a tab to sit in.
    aliased = json.loads(json.dumps(spec))
    if "tabs" not in aliased:
        aliased["tabs"] = fields_to_tabs(fields(mailsitegen_bin, tmp_path / "spec.json"))
    aliased["tokens"] = {"resolver": "tokens/mailsitegen.resolver.json"}
    names = []
    for token_name, token in tokens_in(exported):
        field_path = token["$extensions"]["org.mailsitegen"]["path"]
        set_path(aliased, field_path, "{" + token_name + "}")
        names.append(token_name)
    assert len(names) >= 20
    (tmp_path / "aliased.json").write_text(json.dumps(aliased, indent=2))

    # The same values, field by field; and every alias listed as such.
    original = fields(mailsitegen_bin, tmp_path / "spec.json")
    listed = json.loads(run(mailsitegen_bin, "fields", "--spec", "aliased.json", cwd=tmp_path))["fields"]
    assert {field["path"]: field["value"] for field in listed} == original
    assert sorted(field["alias"] for field in listed if "alias" in field) == sorted(names)

    # The same page: its stylesheet and script byte for byte.
    run(mailsitegen_bin, "build", "--spec", "spec.json", "--out", "plain", "--quiet", cwd=tmp_path)
    run(mailsitegen_bin, "build", "--spec", "aliased.json", "--out", "through-tokens", "--quiet", cwd=tmp_path)
    for file in ("style.css", "app.js"):
        assert (tmp_path / "through-tokens" / file).read_bytes() == (tmp_path / "plain" / file).read_bytes(), file


def fields_to_tabs(values: dict) -> list:
    """The tabs a spec has, as `mailsitegen fields` lists them, written out as a spec writes them."""
    tabs = []
    index = 0
    while f"tabs[{index}].id" in values:
        tabs.append({key: values[f"tabs[{index}].{key}"] for key in ("id", "title", "symbol", "color")})
        index += 1
    return tabs
