"""The recorded oracle table stays in step with the recording script's CASES."""
from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def test_every_case_is_recorded():
    sys.path.insert(0, str(HERE))
    try:
        from record_function_cases import CASES
    finally:
        sys.path.remove(str(HERE))
    table = json.loads((HERE / "function_cases.json").read_text(encoding="utf-8"))
    recorded = {case["name"]: case for case in table}
    assert set(recorded) == set(CASES)
    for name, manifest in CASES.items():
        case = recorded[name]
        assert case["manifest"] == manifest
        assert case["notices"] or case["error"] or name == "each_array" or case["manifest"]
