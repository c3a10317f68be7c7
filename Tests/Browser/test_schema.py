"""`mailsitegen schema` is a valid JSON Schema (draft 2020-12) that agrees with the decoder: the
default spec and valid partial specs pass both; specs the decoder refuses for a reason a schema
can express are refused by the schema too. No browser involved."""
import json
import subprocess

import pytest
from jsonschema import Draft202012Validator

from harness import REPO_ROOT


@pytest.fixture(scope="module")
def schema(mailsitegen_bin):
    output = subprocess.run([str(mailsitegen_bin), "schema"], capture_output=True, text=True, check=True).stdout
    document = json.loads(output)
    Draft202012Validator.check_schema(document)
    return Draft202012Validator(document)


def builds(mailsitegen_bin, tmp_path, spec) -> subprocess.CompletedProcess:
    path = tmp_path / "spec.json"
    path.write_text(json.dumps(spec))
    return subprocess.run([str(mailsitegen_bin), "build", "--quiet", "--spec", str(path), "--out", str(tmp_path / "out")],
                          capture_output=True, text=True)


def test_the_schema_is_draft_2020_12(schema):
    assert schema.schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema.schema["additionalProperties"] is False


def test_init_writes_a_spec_the_schema_accepts(mailsitegen_bin, tmp_path, schema):
    subprocess.run([str(mailsitegen_bin), "init"], cwd=tmp_path, check=True, capture_output=True)
    spec = json.loads((tmp_path / "mailsitegen.json").read_text())
    assert spec["$schema"] == "mailsitegen.schema.json"
    assert json.loads((tmp_path / "mailsitegen.schema.json").read_text()) == schema.schema
    assert list(schema.iter_errors(spec)) == []
    # The sample mails, spread over whatever tabs the spec comes to have.
    assert spec["mails"] == "sample" and spec["tabBar"]["animation"] == {"duration": 0.3, "bounce": 0.3}


VALID = [
    {},
    {"title": "Team", "tabBar": {"height": 44, "animation": {"bounce": -0.2}}},
    {"tabs": [{"id": "work", "title": "Work", "symbol": "envelope", "color": {"light": "#FF9500", "dark": "orange"}}],
     "mails": [{"from": "A", "subject": "S", "date": "2026-11-28T09:41:00+01:00", "category": "work"}]},
    {"mails": "sample", "tabs": [{"id": f"tab{n}", "title": "T", "symbol": "tray", "color": "blue"} for n in range(5)]},
    {"mails": []},
    {"colorScheme": "dark", "screen": {"width": 430, "height": 932}, "search": {"cancelTitle": "Done"}},
    {"site": {"baseURL": "https://example.com/proto/", "socialImage": ""}},
    {"site": {"baseURL": "http://example.com:8080/a%20b/"}},
    {"site": {"baseURL": ""}},
    # A locale the inspector does not offer, and the screen's words, plain and per plural category.
    {"locale": "fr-BE", "strings": {"noResults": "Aucun résultat",
                                    "searchResults": {"one": "{count} résultat", "other": "{count} résultats"}}},
    {"language": "ru", "locale": "ru-RU", "strings": {"searchCaption": {"other": "{count}"}}},
]


@pytest.mark.parametrize("spec", VALID, ids=range(len(VALID)))
def test_valid_specs_pass_both(mailsitegen_bin, tmp_path, schema, spec):
    assert list(schema.iter_errors(spec)) == []
    result = builds(mailsitegen_bin, tmp_path, spec)
    assert result.returncode == 0, result.stderr


INVALID = [
    ("unknown key", {"titel": "x"}),
    ("mails neither sample nor a list", {"mails": "samples"}),
    ("mails an object", {"mails": {}}),
    ("unknown nested key", {"tabBar": {"hieght": 40}}),
    ("wrong type", {"tabBar": {"height": "50"}}),
    ("null", {"title": None}),
    ("number out of range", {"scroll": {"transitionDistance": 0}}),
    ("spring out of range", {"tabBar": {"animation": {"bounce": 1}}}),
    ("unknown colour", {"tabBar": {"inactiveForeground": "bleu"}}),
    ("short hex", {"tabBar": {"inactiveBackground": "#FFF"}}),
    ("half a colour pair", {"tabBar": {"inactiveBackground": {"light": "#FFFFFF"}}}),
    ("unknown symbol", {"allMails": {"symbol": "trays"}}),
    ("bad tab id", {"tabs": [{"id": "My Tab", "title": "A", "symbol": "star", "color": "blue"}]}),
    ("reserved tab id", {"tabs": [{"id": "allMails", "title": "A", "symbol": "star", "color": "blue"}]}),
    ("missing tab key", {"tabs": [{"id": "a", "symbol": "star", "color": "blue"}]}),
    ("no tabs", {"tabs": []}),
    ("bad date", {"mails": [{"from": "A", "subject": "S", "date": "yesterday", "category": "primary"}]}),
    ("bad colour scheme", {"colorScheme": "drak"}),
    ("javascript: base URL", {"site": {"baseURL": "javascript:alert(1)//"}}),
    ("base URL with a quote", {"site": {"baseURL": "https://example.com/\"/"}}),
    ("base URL with markup", {"site": {"baseURL": "https://example.com/<b>/"}}),
    ("base URL with a query", {"site": {"baseURL": "https://example.com/?a=1/"}}),
    ("base URL with a fragment", {"site": {"baseURL": "https://example.com/#a/"}}),
    ("base URL without its slash", {"site": {"baseURL": "https://example.com/proto"}}),
    ("base URL with credentials", {"site": {"baseURL": "https://me@example.com/"}}),
    ("unknown site key", {"site": {"baseUrl": "https://example.com/"}}),
    ("plural object without other", {"strings": {"searchResults": {"one": "{count} Result", "few": "{count} Results"}}}),
    ("category that is none", {"strings": {"searchResults": {"single": "{count} Result", "other": "{count} Results"}}}),
    ("plural object for a plain text", {"strings": {"noResults": {"other": "No Results"}}}),
    ("form that is no text", {"strings": {"searchResults": {"other": 2}}}),
    ("unknown strings key", {"strings": {"noResult": "Nothing"}}),
    ("malformed locale", {"locale": "de_DE"}),
]


@pytest.mark.parametrize("reason, spec", INVALID, ids=[reason for reason, _ in INVALID])
def test_invalid_specs_fail_both(mailsitegen_bin, tmp_path, schema, reason, spec):
    assert list(schema.iter_errors(spec)), f"the schema accepts a spec with a {reason}"
    result = builds(mailsitegen_bin, tmp_path, spec)
    assert result.returncode == 1 and result.stderr.startswith("Error: "), reason


@pytest.mark.parametrize("name", sorted(path.name for path in (REPO_ROOT / "examples").glob("*.json")))
def test_the_examples_pass_both(mailsitegen_bin, tmp_path, schema, name):
    """examples/arabic.json and german.json: a locale and every one of the screen's words."""
    spec = json.loads((REPO_ROOT / "examples" / name).read_text(encoding="utf-8"))
    assert "locale" in spec and "strings" in spec
    assert list(schema.iter_errors(spec)) == []
    result = builds(mailsitegen_bin, tmp_path, spec)
    assert result.returncode == 0, result.stderr


# What only the decoder can know: names that must refer to something else in the same spec.
DECODER_ONLY = [
    {"initialTab": "primay"},
    {"mails": [{"from": "A", "subject": "S", "date": "2026-11-28", "category": "news"}]},
    {"tabs": [{"id": "a", "title": "A", "symbol": "star", "color": "blue"}] * 2},
    {"mails": [{"from": "A", "subject": "S", "date": "2026-02-30", "category": "primary"}]},
]


@pytest.mark.parametrize("spec", DECODER_ONLY, ids=["initialTab", "category", "duplicate id", "no such day"])
def test_cross_references_are_the_decoders(mailsitegen_bin, tmp_path, schema, spec):
    assert list(schema.iter_errors(spec)) == []
    assert builds(mailsitegen_bin, tmp_path, spec).returncode == 1


# `mailsitegen schema --report`: the schema of what build and check print with --format json,
# checked here by a complete validator (the Swift suite validates the whole error corpus with a
# small one of its own, ReportSchemaValidator).

@pytest.fixture(scope="module")
def report_schema(mailsitegen_bin):
    output = subprocess.run([str(mailsitegen_bin), "schema", "--report"], capture_output=True, text=True,
                            check=True).stdout
    document = json.loads(output)
    Draft202012Validator.check_schema(document)
    return Draft202012Validator(document)


def report(mailsitegen_bin, cwd, *arguments) -> dict:
    result = subprocess.run([str(mailsitegen_bin), *arguments, "--format", "json"], cwd=cwd, capture_output=True,
                            text=True)
    assert result.stderr == ""
    document = json.loads(result.stdout)
    assert document["ok"] == (result.returncode == 0)
    return document


def test_every_kind_of_report_passes_the_report_schema(mailsitegen_bin, tmp_path, report_schema):
    (tmp_path / "bad.json").write_text('{"tabBar": {"height": "50"}}')
    reports = [
        report(mailsitegen_bin, tmp_path, "build"),
        report(mailsitegen_bin, tmp_path, "check"),
        report(mailsitegen_bin, tmp_path, "build", "--spec", "bad.json"),
        report(mailsitegen_bin, tmp_path, "check", "--out", "nowhere"),
    ]
    # The spec alone, with a workflow that still names the action's placeholder: a warning.
    (tmp_path / ".github" / "workflows").mkdir(parents=True)
    (tmp_path / ".github" / "workflows" / "review.yml").write_text("    steps:\n      - uses: OWNER/mailsitegen@v1\n")
    reports += [
        report(mailsitegen_bin, tmp_path, "check", "--spec-only"),
        report(mailsitegen_bin, tmp_path, "check", "--spec-only", "--spec", "bad.json"),
    ]
    assert [len(r["warnings"]) for r in reports[-2:]] == [1, 1] and reports[-2]["out"] is None
    (tmp_path / "public" / "app.js").unlink()
    (tmp_path / "public" / "notes.txt").write_text("x")
    reports.append(report(mailsitegen_bin, tmp_path, "check"))
    # A spec changed since the build: the fields, where the spec writes them.
    report(mailsitegen_bin, tmp_path, "build")
    (tmp_path / "mailsitegen.json").write_text('{"title": "Other"}')
    reports.append(report(mailsitegen_bin, tmp_path, "check"))
    assert [r["ok"] for r in reports] == [True, True, False, False, True, False, False, False]
    assert {f["status"] for f in reports[-2]["files"]} == {"same", "missing", "extra"}
    assert reports[-2]["rebuild"]["reason"] == "sameSpec" and reports[-2]["rebuild"]["fields"] is None
    assert reports[-1]["rebuild"]["fields"] == [
        {"file": "mailsitegen.json", "line": 1, "column": 11, "path": "title", "built": "All Inboxes", "spec": "Other"}]
    for document in reports:
        assert list(report_schema.iter_errors(document)) == [], document
    # …and it does refuse: a key too many, a status that is none.
    assert list(report_schema.iter_errors({**reports[0], "more": 1}))
    reports[-2]["files"][0]["status"] = "gone"
    assert list(report_schema.iter_errors(reports[-2]))
    reports[-1]["rebuild"]["reason"] = "spec"
    assert list(report_schema.iter_errors(reports[-1]))


def test_an_alias_in_any_field_but_text_passes_the_schema_and_a_number_where_one_is_refused(mailsitegen_bin, tmp_path, schema):
    """Any field may hold a design token's alias: the schema accepts one where the value is not
    text, and still refuses what is neither the field's value nor an alias."""
    (tmp_path / "t.tokens.json").write_text(json.dumps({
        "r": {"$type": "dimension", "$value": "20px"}, "b": {"$type": "color", "$value": "#123456"},
        "s": {"$type": "transition", "$value": {"duration": {"value": 300, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"},
                                                "timingFunction": [0.2, 0, 0, 1]},
              "$extensions": {"org.mailsitegen.spring": {"duration": 0.3, "bounce": 0.2}}},
    }))
    spec = {"tokens": {"files": ["t.tokens.json"]},
            "tabBar": {"cornerRadius": "{r}", "inactiveBackground": "{b}", "animation": "{s}"}}
    assert list(schema.iter_errors(spec)) == []
    assert builds(mailsitegen_bin, tmp_path, spec).returncode == 0
    assert list(schema.iter_errors({"tabBar": {"cornerRadius": "twenty"}})) != []
    assert list(schema.iter_errors({"tabBar": {"cornerRadius": "{unclosed"}})) != []


# report.json of `mailsitegen snapshot --against`: the Swift suite's golden report (every kind of
# outcome, hostile labels) passes Templates/snapshot-report.schema.json, which refuses what is
# not one.

def test_the_snapshot_report_passes_its_schema():
    document = json.loads((REPO_ROOT / "Templates" / "snapshot-report.schema.json").read_text())
    Draft202012Validator.check_schema(document)
    validator = Draft202012Validator(document)
    report = json.loads((REPO_ROOT / "Tests" / "SnapshotsTests" / "Snapshots" / "report.json").read_text())
    assert list(validator.iter_errors(report)) == [], report
    assert {state["status"] for state in report["states"]} == {"changed", "resized", "added", "removed", "unchanged"}
    assert list(validator.iter_errors({**report, "more": 1}))
    report["states"][0]["status"] = "moved"
    assert list(validator.iter_errors(report))
    report["states"][0] = {**report["states"][4], "share": 1.5}
    assert list(validator.iter_errors(report))
