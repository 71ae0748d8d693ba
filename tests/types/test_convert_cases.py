"""Replay real Puppet's ``Type(args)`` conversions (convert_cases.json, from record_convert_cases.py)."""
from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from literal_eval import evaluate  # noqa: E402

from bunraku.types import PType, TypeSystemError  # noqa: E402
from bunraku.types.convert import new_value  # noqa: E402
from bunraku.types.values import PRegexp, Sensitive  # noqa: E402

CASES = json.loads((Path(__file__).parent / "convert_cases.json").read_text())
# Outside the compiler-free conversions: Timespan values and Type('...') need the evaluator.
NOT_HERE = {"Integer(Timespan('1-00:00:00'))", "Type('Integer')", "Type('Integer[1,2]')"}


def from_json(v: Any) -> Any:
    if isinstance(v, list):
        return [from_json(x) for x in v]
    if isinstance(v, dict):
        if "__float" in v:
            return float(v["__float"])
        if "__hash" in v:
            return {from_json(k): from_json(x) for k, x in v["__hash"]}
        return v
    return v


def same(actual: Any, expected: Any) -> bool:
    if isinstance(expected, dict) and "__other" in expected:
        kind = expected["__other"]
        if kind == "Regexp":
            return isinstance(actual, PRegexp) and expected["str"] == f"(?-mix:{actual.pattern})"
        if kind.endswith("Sensitive"):
            return isinstance(actual, Sensitive)
        return isinstance(actual, PType) and str(actual) == expected["str"]
    return type(actual) is type(expected) and actual == expected


def convert(expr: str) -> Any:
    """Evaluate ``Type(args)``; ``Type[params](args)`` is split here (our parser does not take it)."""
    m = re.fullmatch(r"(\w+\[.*\])\((.*)\)", expr)
    if m is None:
        return evaluate(expr)
    return new_value(evaluate(m.group(1)), evaluate(f"[{m.group(2)}]"))


@pytest.mark.parametrize("case", [c for c in CASES if c["expr"] not in NOT_HERE], ids=lambda c: c["expr"])
def test_conversion(case: dict) -> None:
    if case["error"]:
        with pytest.raises(TypeSystemError) as err:
            convert(case["expr"])
        assert case["error"] == "Error while evaluating a Function Call, " + err.value.args[0]
    else:
        assert same(convert(case["expr"]), from_json(case["value"]))
