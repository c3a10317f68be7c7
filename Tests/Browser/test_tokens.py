"""`mailsitegen tokens` against the JSON Schemas of what it claims to write, with the schemas
copied into Tests/Fixtures (their sources and licences in its README): the Design Tokens
Community Group's 2025.10 Format and Resolver schemas (draft-07, across files) for `dtcg`, and
the request body of Figma's `POST /v1/files/:file_key/variables` (figma/rest-api-spec) for
`figma`. The rules a schema cannot say are Swift tests (TokenExportTests). No browser involved."""
import json
import subprocess
from pathlib import Path

import pytest
from jsonschema import Draft7Validator, Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT7

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "Tests" / "Fixtures"
DTCG = FIXTURES / "design-tokens-2025.10"
BASE = "https://www.designtokens.org/schemas/2025.10/"
SPECS = {
    "default": None,
    "every-field": ROOT / "Tests" / "MailSiteGenTests" / "Snapshots" / "tokens" / "every-field-spec.json",
}


def dtcg_validator(name: str) -> Draft7Validator:
    """The schema `name` (`format.json`), its `$ref`s to the other files resolved from the copies."""
    registry = Registry()
    for path in DTCG.rglob("*.json"):
        document = json.loads(path.read_text(encoding="utf-8"))
        registry = registry.with_resource(document["$id"], Resource(document, specification=DRAFT7))
    schema = json.loads((DTCG / name).read_text(encoding="utf-8"))
    Draft7Validator.check_schema(schema)
    return Draft7Validator(schema, registry=registry)


def export(mailsitegen_bin, tmp_path: Path, spec: str, format: str) -> Path:
    out = tmp_path / format
    command = [str(mailsitegen_bin), "tokens", "--quiet", "--format", format, "--out", str(out)]
    if SPECS[spec]:
        command += ["--spec", str(SPECS[spec])]
    subprocess.run(command, check=True, capture_output=True, text=True)
    return out


def errors(validator, document) -> list[str]:
    return [f"{'/'.join(map(str, error.absolute_path))}: {error.message[:300]}"
            for error in validator.iter_errors(document)]


def test_the_copied_schemas_are_the_2025_10_ones():
    assert dtcg_validator("format.json").schema["$id"] == BASE + "format.json"
    assert dtcg_validator("resolver.json").schema["properties"]["version"]["const"] == "2025.10"


@pytest.mark.parametrize("spec", SPECS)
def test_the_tokens_file_validates_against_the_format_schema(mailsitegen_bin, tmp_path, spec):
    out = export(mailsitegen_bin, tmp_path, spec, "dtcg")
    document = json.loads((out / "mailsitegen.tokens.json").read_text(encoding="utf-8"))
    assert errors(dtcg_validator("format.json"), document) == []
    assert document["tabBar"]["cornerRadius"]["$type"] == "dimension"


@pytest.mark.parametrize("spec", SPECS)
def test_the_resolver_validates_against_the_resolver_schema(mailsitegen_bin, tmp_path, spec):
    out = export(mailsitegen_bin, tmp_path, spec, "dtcg")
    document = json.loads((out / "mailsitegen.resolver.json").read_text(encoding="utf-8"))
    assert errors(dtcg_validator("resolver.json"), document) == []
    assert list(document["modifiers"]["theme"]["contexts"]) == [
        "light", "dark", "lightHighContrast", "darkHighContrast"]


def test_the_schemas_refuse_what_the_reports_forbid():
    """The validator is not vacuous: names with `.` or a leading `$`, a token without a type's
    value, a resolver of another version are refused."""
    token = {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}
    tokens = dtcg_validator("format.json")
    assert errors(tokens, {"tabBar": {"cornerRadius": token}}) == []
    assert errors(tokens, {"tab.bar": {"cornerRadius": token}}) != []
    assert errors(tokens, {"$tabBar": {"cornerRadius": token}}) != []
    assert errors(tokens, {"a": {"$type": "dimension", "$value": {"value": 8, "unit": "pt"}}}) != []
    assert errors(tokens, {"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [2, 0, 0]}}}) != []
    assert errors(tokens, {"a": {"$type": "cubicBezier", "$value": [1.5, 0, 0.5, 1]}}) != []
    resolver = dtcg_validator("resolver.json")
    assert errors(resolver, {"version": "2025.11", "resolutionOrder": [{"$ref": "#/sets/a"}]}) != []
    assert errors(resolver, {"version": "2025.10", "resolutionOrder": []}) != []


def figma_validator() -> Draft202012Validator:
    schema = json.loads((FIXTURES / "figma-rest-api-spec" / "post-variables.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


@pytest.mark.parametrize("spec", SPECS)
def test_the_figma_body_validates_against_the_request_schema(mailsitegen_bin, tmp_path, spec):
    out = export(mailsitegen_bin, tmp_path, spec, "figma")
    document = json.loads((out / "figma-variables.json").read_text(encoding="utf-8"))
    assert errors(figma_validator(), document) == []
    assert {variable["resolvedType"] for variable in document["variables"]} == {"COLOR", "FLOAT", "STRING", "BOOLEAN"}


def test_the_figma_schema_refuses_what_the_definition_forbids():
    validator = figma_validator()
    assert errors(validator, {"variables": [{"action": "CREATE", "name": "a", "variableCollectionId": "c",
                                             "resolvedType": "FLOAT"}]}) == []
    assert errors(validator, {"variables": [{"action": "CREATE", "name": "a", "resolvedType": "FLOAT"}]}) != []
    assert errors(validator, {"variables": [{"action": "CREATE", "name": "a", "variableCollectionId": "c",
                                             "resolvedType": "NUMBER"}]}) != []
    assert errors(validator, {"variables": [{"action": "CREATE", "name": "a", "variableCollectionId": "c",
                                             "resolvedType": "FLOAT", "scopes": ["RADIUS"]}]}) != []
    assert errors(validator, {}) != []
