"""Golden compiler tests: every case under golden/ is compiled by bunraku and compared with real Puppet 7.

Each case folder (see README.md) holds site.pp, optional modules/ and facts.yaml, case.yaml and the
expectations recorded by record_golden.py from the Ruby oracle. Per mode listed in case.yaml:

* ``catalog``: ``bunraku catalog compile`` - the catalog JSON on stdout, canonicalised exactly as the oracle
  does, must equal expected/catalog.json; its stderr must hold the warnings/errors of expected/stderr.txt
  and the compile-time ``Notice: Scope(...)`` lines of expected/notices.txt, each in order.
* ``notices``: ``bunraku apply`` - stdout (minus the two timing lines) must equal expected/notices.txt,
  stderr expected/stderr.txt.

Both modes must exit with expected/exit. bunraku runs in-process; nothing is written outside tmp_path.
"""
from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
import yaml

HERE = Path(__file__).resolve().parent
GOLDEN = HERE / "golden"
DEFAULT_FACTS = GOLDEN / "default_facts.yaml"
DEFAULT_CERTNAME = "node.example.com"
MODES = ("catalog", "notices")
CASE_KEYS = {"deviation", "description", "certname", "strict", "modes", "environment", "enc", "source"}
TIMING_LINES = (
    re.compile(r"^Notice: Compiled catalog for .* in environment .* in [0-9.]+ seconds$"),
    re.compile(r"^Notice: Applied catalog in [0-9.]+ seconds$"),
)
LOG_LINE = re.compile(r"^(Debug|Info|Notice|Warning|Error|Alert|Emergency|Critical): ")
# Keys of a resource that the canonical form places first, in this order (the rest follow sorted).
RESOURCE_LEADING_KEYS = ("type", "title", "tags", "exported", "file", "line", "parameters")
# Directory settings pointed into tmp_path, as the oracle does, so no real confdir/vardir is read or written.
DIRECTORY_SETTINGS = ("confdir", "vardir", "codedir", "logdir", "rundir", "publicdir", "ssldir", "vendormoduledir")


# ----------------------------------------------------------------------------------------- case loading

def load_case(case_dir: Path) -> dict[str, Any]:
    """case.yaml with the defaults the recorder uses."""
    data = yaml.safe_load((case_dir / "case.yaml").read_text(encoding="utf-8")) or {}
    data.setdefault("certname", DEFAULT_CERTNAME)
    data.setdefault("strict", False)
    data.setdefault("modes", list(MODES))
    data.setdefault("environment", "production")
    return data


def all_cases() -> list[Path]:
    return sorted(p.parent for p in GOLDEN.rglob("case.yaml"))


def case_params() -> list[Any]:
    params = []
    for case_dir in all_cases():
        for mode in load_case(case_dir)["modes"]:
            params.append(pytest.param(case_dir, mode, id=f"{case_dir.relative_to(GOLDEN)}:{mode}"))
    return params


def expected_file(case_dir: Path, name: str) -> Path:
    """The recorded expectation, unless the case documents a deliberate deviation (``deviation:`` in
    case.yaml) with bunraku's own expectation in ``bunraku/<name>``; Puppet's stays in ``expected/``."""
    override = case_dir / "bunraku" / name
    if override.is_file():
        assert load_case(case_dir).get("deviation"), f"{override} needs a 'deviation:' reason in case.yaml"
        return override
    return case_dir / "expected" / name


def read_lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


# ------------------------------------------------------------------------------------ canonical catalog

def relative_file(path: Any, case_dir: Path) -> Any:
    """A resource's `file`, relative to the case folder when inside it (the oracle's --relative-to)."""
    base = f"{case_dir}/"
    if isinstance(path, str) and path.startswith(base):
        return path[len(base):]
    return path


def canonical_catalog(data: dict[str, Any], case_dir: Path) -> dict[str, Any]:
    """Puppet's catalog `to_data_hash` in the oracle's canonical form (lib/puppet_oracle.rb `canonical`).

    Drops version, code_id, catalog_uuid and catalog_format; sorts tags, resources by (type, title) and
    edges by (source, target); sorts parameter names; makes `file` relative; keeps every other resource
    key (such as `kind`) as it is.
    """
    resources = []
    for resource in data.get("resources") or []:
        out: dict[str, Any] = {
            "type": resource["type"],
            "title": resource["title"],
            "tags": sorted(resource.get("tags") or []),
            "exported": bool(resource.get("exported")),
        }
        if "file" in resource:
            out["file"] = relative_file(resource["file"], case_dir)
        if "line" in resource:
            out["line"] = resource["line"]
        params = resource.get("parameters") or {}
        out["parameters"] = {name: params[name] for name in sorted(params)}
        for key in sorted(set(resource) - set(RESOURCE_LEADING_KEYS)):
            out[key] = resource[key]
        resources.append(out)
    resources.sort(key=lambda r: (r["type"], str(r["title"])))
    edges = [{"source": e["source"], "target": e["target"]} for e in data.get("edges") or []]
    edges.sort(key=lambda e: (e["source"], e["target"]))
    return {
        "name": data.get("name"),
        "environment": data.get("environment"),
        "tags": sorted(data.get("tags") or []),
        "classes": data.get("classes"),
        "resources": resources,
        "edges": edges,
    }


def as_text(value: Any) -> str:
    """Stable JSON text: equal texts <=> equal JSON (1 vs 1.0 and true vs 1 differ), readable diffs."""
    return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False)


# ------------------------------------------------------------------------------------------ running bunraku

def write_enc_script(enc: Any, directory: Path) -> Path:
    """The same shell ENC as record_golden.write_enc_script: prints `enc` as YAML for any node."""
    script = directory / "enc.sh"
    body = yaml.safe_dump(enc, default_flow_style=False, sort_keys=False)
    script.write_text(f"#!/bin/sh\ncat <<'ENC_YAML'\n{body}ENC_YAML\n", encoding="utf-8")
    script.chmod(0o755)
    return script


def common_options(case_dir: Path, case: dict[str, Any], tmp: Path) -> list[str]:
    """Manifest and options shared by `catalog compile` and `apply` (the oracle's run, option for option)."""
    facts = case_dir / "facts.yaml"
    modules = case_dir / "modules"
    if not modules.is_dir():
        modules = tmp / "empty"
        modules.mkdir(exist_ok=True)
    (tmp / "code" / "environments" / case["environment"]).mkdir(parents=True, exist_ok=True)
    argv = [
        str(case_dir / "site.pp"),
        "--certname", case["certname"],
        "--facts", str(facts if facts.is_file() else DEFAULT_FACTS),
        "--environment", case["environment"],
        "--modulepath", str(modules),
    ]
    for setting in DIRECTORY_SETTINGS:
        argv += [f"--{setting}", str(tmp / setting)]
    if case["strict"]:
        argv += ["--strict_variables", "--strict", "error"]
    if "enc" in case:
        argv += ["--node_terminus", "exec", "--external_nodes", str(write_enc_script(case["enc"], tmp))]
    return argv


def run_bunraku(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    from bunraku.cli.main import main

    capsys.readouterr()
    try:
        status = main(argv)
    except SystemExit as exc:  # an option parser may exit instead of returning
        status = exc.code if isinstance(exc.code, int) else 1
    captured = capsys.readouterr()
    return int(status or 0), captured.out, captured.err


def relative_paths(text: str, case_dir: Path) -> str:
    return text.replace(f"{case_dir}/", "$CASE/").replace(str(case_dir), "$CASE")


def log_lines(text: str, case_dir: Path) -> list[str]:
    """Output lines with case paths made relative and the volatile timing lines dropped."""
    return [line for line in relative_paths(text, case_dir).splitlines()
            if not any(pattern.match(line) for pattern in TIMING_LINES)]


def log_records(lines: list[str]) -> list[str]:
    """Join continuation lines (a multi-line message) to the `Level: ` line they belong to."""
    records: list[str] = []
    for line in lines:
        if LOG_LINE.match(line) or not records:
            records.append(line)
        else:
            records[-1] += "\n" + line
    return records


# --------------------------------------------------------------------------------------------- the tests

@pytest.mark.parametrize(("case_dir", "mode"), case_params())
def test_golden(case_dir: Path, mode: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                monkeypatch: pytest.MonkeyPatch) -> None:
    case = load_case(case_dir)
    expected = case_dir / "expected"
    monkeypatch.setenv("HOME", str(tmp_path))
    argv = common_options(case_dir, case, tmp_path)
    want_exit = int(expected_file(case_dir, "exit").read_text(encoding="utf-8"))
    want_stderr = read_lines(expected_file(case_dir, "stderr.txt"))
    notices_file = expected_file(case_dir, "notices.txt")

    if mode == "catalog":
        status, out, err = run_bunraku(["catalog", "compile", *argv], capsys)
        records = log_records(log_lines(err, case_dir))
        assert [r for r in records if not r.startswith("Notice: ")] == log_records(want_stderr)
        if notices_file.is_file():
            want_notices = [r for r in log_records(read_lines(notices_file)) if r.startswith("Notice: Scope(")]
            assert [r for r in records if r.startswith("Notice: ")] == want_notices
        assert status == want_exit, err
        if want_exit == 0:
            want_catalog = json.loads((expected / "catalog.json").read_text(encoding="utf-8"))
            assert as_text(canonical_catalog(json.loads(out), case_dir)) == as_text(want_catalog)
        else:
            assert out.strip() == ""
    else:
        status, out, err = run_bunraku(["apply", *argv], capsys)
        assert log_lines(out, case_dir) == read_lines(notices_file)
        assert log_lines(err, case_dir) == want_stderr
        assert status == want_exit, err


# ------------------------------------------------------------------- the corpus itself (no compiler needed)

@pytest.mark.parametrize("case_dir", all_cases(), ids=lambda p: str(p.relative_to(GOLDEN)))
def test_case_is_complete(case_dir: Path) -> None:
    """Every case has a known case.yaml shape and every expectation file its modes need."""
    raw = yaml.safe_load((case_dir / "case.yaml").read_text(encoding="utf-8")) or {}
    assert set(raw) <= CASE_KEYS, f"unknown case.yaml keys {sorted(set(raw) - CASE_KEYS)}"
    assert raw.get("description"), "case.yaml needs a description of the rule it checks"
    case = load_case(case_dir)
    assert case["modes"] and set(case["modes"]) <= set(MODES)
    assert (case_dir / "site.pp").is_file()
    expected = case_dir / "expected"
    exit_status = int((expected / "exit").read_text(encoding="utf-8"))
    assert exit_status in (0, 1)
    assert (expected / "stderr.txt").is_file()
    if "notices" in case["modes"]:
        assert (expected / "notices.txt").is_file()
    if "catalog" in case["modes"] and exit_status == 0:
        catalog = json.loads((expected / "catalog.json").read_text(encoding="utf-8"))
        assert as_text(canonical_catalog(catalog, case_dir)) == as_text(catalog), "catalog.json not canonical"
    if exit_status == 1:
        assert any(line.startswith("Error: ") for line in read_lines(expected / "stderr.txt"))


def test_corpus_size() -> None:
    assert len(all_cases()) >= 150


def test_canonical_catalog_mirrors_the_oracle(tmp_path: Path) -> None:
    raw = {
        "tags": ["settings", "class"], "name": "n", "version": 1, "code_id": None, "catalog_uuid": "u",
        "catalog_format": 2, "environment": "production",
        "resources": [
            {"type": "Notify", "title": "b", "tags": ["notify", "b", "class"], "file": f"{tmp_path}/site.pp",
             "line": 2, "exported": False, "kind": "compilable_type", "parameters": {"z": 1, "a": [2, 1]}},
            {"type": "Class", "title": "main", "tags": ["class"], "exported": False, "kind": "unknown",
             "parameters": {"name": "main"}},
            {"type": "Notify", "title": "a", "tags": ["notify"], "file": "/elsewhere/x.pp", "line": 1,
             "exported": False, "kind": "compilable_type"},
        ],
        "edges": [{"source": "Class[main]", "target": "Notify[b]"},
                  {"source": "Class[main]", "target": "Notify[a]"}],
        "classes": ["settings", "a"],
    }
    assert canonical_catalog(raw, tmp_path) == {
        "name": "n", "environment": "production", "tags": ["class", "settings"], "classes": ["settings", "a"],
        "resources": [
            {"type": "Class", "title": "main", "tags": ["class"], "exported": False,
             "parameters": {"name": "main"}, "kind": "unknown"},
            {"type": "Notify", "title": "a", "tags": ["notify"], "exported": False, "file": "/elsewhere/x.pp",
             "line": 1, "parameters": {}, "kind": "compilable_type"},
            {"type": "Notify", "title": "b", "tags": ["b", "class", "notify"], "exported": False,
             "file": "site.pp", "line": 2, "parameters": {"a": [2, 1], "z": 1}, "kind": "compilable_type"},
        ],
        "edges": [{"source": "Class[main]", "target": "Notify[a]"}, {"source": "Class[main]", "target": "Notify[b]"}],
    }
    assert list(canonical_catalog(raw, tmp_path)["resources"][2]["parameters"]) == ["a", "z"]
