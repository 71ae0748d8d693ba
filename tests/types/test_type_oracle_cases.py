"""Replay real Puppet's recorded answers (type_cases.json, from record_type_cases.py)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from literal_eval import evaluate  # noqa: E402

from bunraku.types import TypeSystemError, infer_type  # noqa: E402
from bunraku.types.format import to_string  # noqa: E402
from bunraku.types.mismatch import join_problems, mismatch_descriptions  # noqa: E402

CASES = json.loads((Path(__file__).parent / "type_cases.json").read_text())


@pytest.mark.parametrize("case", CASES["types"], ids=lambda c: c["expr"])
def test_type_string_or_error(case: dict) -> None:
    if case["error"]:
        with pytest.raises(TypeSystemError) as err:
            evaluate(case["expr"])
        assert err.value.args[0] == case["error"]
    else:
        assert to_string(evaluate(case["expr"])) == case["string"]


@pytest.mark.parametrize("case", CASES["instances"], ids=lambda c: f"{c['value']} =~ {c['type']}")
def test_instance_of(case: dict) -> None:
    assert evaluate(case["type"]).instance_of(evaluate(case["value"])) is case["result"]


@pytest.mark.parametrize("case", CASES["assignable"], ids=lambda c: f"{c['actual']} <= {c['expected']}")
def test_assignable_from(case: dict) -> None:
    assert evaluate(case["expected"]).assignable_from(evaluate(case["actual"])) is case["result"]


@pytest.mark.parametrize("case", CASES["infer"], ids=lambda c: c["value"])
def test_infer_type(case: dict) -> None:
    v = evaluate(case["value"])
    assert f"{infer_type(v)} {infer_type(v, generalized=True)}" == case["log"]


@pytest.mark.parametrize("case", CASES["mismatch"], ids=lambda c: f"{c['type']} <- {c['value']}")
def test_parameter_mismatch(case: dict) -> None:
    problems = mismatch_descriptions(evaluate(case["type"]), evaluate(case["value"]), (("parameter", "x"),))
    if case["message"] is None:
        assert problems == []
    else:
        assert join_problems("S", problems) == "S:" + case["message"]
