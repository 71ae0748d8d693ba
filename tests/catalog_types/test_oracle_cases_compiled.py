"""The recorded resource-type cases (record_oracle_cases.py), run through the real compiler:
the same errors, notices and catalog parameters as Puppet 7.23."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from bunraku.catalog.model import reference
from bunraku.compiler.compiler import CompileOptions, Compiler
from bunraku.compiler.errors import EvaluationError
from bunraku.lang.errors import PuppetSyntaxError

CASES = [c for c in json.loads((Path(__file__).parent / "oracle_cases.json").read_text())["cases"]
         if c["mode"] == "catalog"]
#: where Puppet 7 keeps module types (host, cron, mount, sshkeys) when their Debian packages are installed
MODULE_TYPES_DIR = "/usr/share/puppet/modules"


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_case(case: dict, tmp_path: Path) -> None:
    modulepath = []
    if case["modulepath"]:
        # the module types only need their module directories to exist on the modulepath
        for module in ("host_core", "cron_core", "mount_core", "sshkeys_core"):
            (tmp_path / "modules" / module).mkdir(parents=True)
        modulepath = [str(tmp_path / "modules")]
    site = tmp_path / "site.pp"
    site.write_text(case["manifest"])
    lines: list[str] = []
    options = CompileOptions(certname="node.example.com", manifest=str(site), modulepath=modulepath)
    error = None
    catalog = None
    try:
        catalog = Compiler(options, lambda level, msg: lines.append(f"{level}: {msg}")).compile()
    except (EvaluationError, PuppetSyntaxError) as exc:
        error = f"Error: {exc} on node node.example.com".replace(str(site), "site.pp")
    assert ([error] if error else []) == case["errors"]
    assert [f"Notice: {m[len('notice: '):]}" for m in lines if m.startswith("notice: ")] == case["notices"]
    if catalog is not None:
        for want in case.get("compiled", []):
            resource = catalog.get(want["type"], want["title"])
            assert resource is not None, want
            params = {k: v for k, v in resource.params.items()}
            assert {k: (reference(v) if not isinstance(v, (str, int, float, list, dict)) else v)
                    for k, v in params.items()} == want["parameters"]
