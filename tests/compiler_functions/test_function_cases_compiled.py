"""The recorded function cases, run through the real compiler: every Notice, error and warning
must be what Puppet 7 printed (see record_function_cases.py)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from bunraku.compiler.compiler import CompileOptions, Compiler
from bunraku.compiler.errors import EvaluationError
from bunraku.lang.errors import PuppetSyntaxError
from bunraku.log import LABELS

CASES = json.loads((Path(__file__).parent / "function_cases.json").read_text())
#: Puppet itself crashes with a Ruby error on this one; we give the intended message instead.
PUPPET_CRASHES = {"slice_bad_block"}


@pytest.mark.parametrize("case", CASES, ids=[c["name"] for c in CASES])
def test_case(case: dict, tmp_path: Path) -> None:
    if case["name"] in PUPPET_CRASHES:
        pytest.skip("Puppet crashes with a Ruby NoMethodError here")
    site = tmp_path / "site.pp"
    site.write_text(case["manifest"] + "\n")
    lines: list[tuple[str, str]] = []
    options = CompileOptions(certname="node.example.com", manifest=str(site))
    error = None
    try:
        Compiler(options, lambda level, msg: lines.append((level, msg))).compile()
    except (EvaluationError, PuppetSyntaxError) as exc:
        error = f"Error: {exc}".replace(str(site), "site.pp")
    notices = [f"Notice: {m}" for lvl, m in lines if lvl == "notice"]
    warnings = [f"{LABELS[lvl]}: {m}".replace(str(site), "site.pp") for lvl, m in lines if lvl == "warning"]
    assert notices == [n for n in case["notices"] if n.startswith("Notice: Scope")]
    assert error == case["error"]
    assert warnings == case["warnings"]
