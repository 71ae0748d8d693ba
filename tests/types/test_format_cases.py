"""Replay real Puppet's rendering of values (format_cases.json, from record_format_cases.py)."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from literal_eval import evaluate  # noqa: E402

from bunraku.types.format import FormatError, format_for_log, string_convert, to_string  # noqa: E402

CASES = json.loads((Path(__file__).parent / "format_cases.json").read_text())


@pytest.mark.parametrize("case", CASES["values"], ids=lambda c: c["expr"])
def test_notice_and_interpolation(case: dict) -> None:
    v = evaluate(case["expr"])
    assert format_for_log(v) == case["notice"]
    assert to_string(v) == case["interpolated"]


@pytest.mark.parametrize("case", CASES["values"], ids=lambda c: c["expr"])
def test_string_conversion(case: dict) -> None:
    assert string_convert(evaluate(case["expr"])) == case["string"]


@pytest.mark.parametrize("case", CASES["formats"], ids=lambda c: f"{c['expr']} {c['format']}")
def test_string_format(case: dict) -> None:
    v = evaluate(case["expr"])
    expected = case["string"]
    if isinstance(expected, dict):
        with pytest.raises(FormatError) as err:
            string_convert(v, case["format"])
        assert expected["error"].endswith(str(err.value))
    else:
        assert string_convert(v, case["format"]) == expected
