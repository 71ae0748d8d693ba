"""Error messages compared with the recorded oracle table (function_cases.json).

The evaluator adds ``Evaluation Error: Error while evaluating a Function Call, `` and the
location; the part in between is what the function raises."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from function_fakes import call

from bunraku.compiler.errors import FunctionError
from bunraku.types.values import PRegexp

CASES = {c["name"]: c for c in json.loads(
    (Path(__file__).resolve().parent / "function_cases.json").read_text(encoding="utf-8"))}


def recorded_message(name: str) -> str:
    error = CASES[name]["error"]
    error = re.sub(r"^Error: Evaluation Error: Error while evaluating a (Function|Method) [Cc]all, ",
                   "", error)
    return re.sub(r" \(file: site\.pp, line: \d+, column: \d+\)$", "", error)


ERROR_CALLS = {
    "each_not_iterable": lambda: call("each", True, block=lambda x: 0),
    "each_negative_int": lambda: call("each", -1, block=lambda x: 0),
    "each_three_params": lambda: call("each", [1, 2], block=lambda a, b, c: 0),
    "each_zero_params": lambda: call("each", [1, 2], block=lambda: 0),
    "filter_float": lambda: call("filter", 1.5, block=lambda x: 1),
    "reduce_not_iterable": lambda: call("reduce", True, block=lambda m, x: 1),
    "reduce_one_param": lambda: call("reduce", [1, 2, 3], block=lambda m: m),
    "then_two_params": lambda: call("then", 1, block=lambda x, y: 1),
    "slice_zero": lambda: call("slice", [1, 2], 0),
    "step_zero": lambda: call("step", [1], 0),
    "step_not_iterable": lambda: call("step", True, 1),
    "upcase_bool": lambda: call("upcase", True),
    "upcase_array_bool": lambda: call("upcase", [True]),
    "capitalize_array": lambda: call("capitalize", ["ab", "cD", 3]),
    "capitalize_bad": lambda: call("capitalize", True),
    "strip_array": lambda: call("strip", [" a ", 1]),
    "regsubst_bad_flags": lambda: call("regsubst", "abc", PRegexp("b"), "x", "I"),
    "length_bad": lambda: call("length", 1),
    "empty_bool": lambda: call("empty", True),
    "sort_bad": lambda: call("sort", 1),
    "sort_mixed": lambda: call("sort", [1, "a"]),
    "keys_bad": lambda: call("keys", [1]),
    "join_bad": lambda: call("join", "a"),
    "split_bad": lambda: call("split", 1, ","),
    "versioncmp_bad": lambda: call("versioncmp", 1, "2"),
    "md5_bad": lambda: call("md5", 1),
    "md5_array": lambda: call("md5", ["a"]),
    "match_bad_pattern": lambda: call("match", "a", 1),
    "dig_bad_data": lambda: call("dig", 1, "a"),
    "dig_not_collection": lambda: call("dig", {"a": 1}, "a", "b"),
    "dig_bad_index": lambda: call("dig", [1], "a"),
    "get_error": lambda: call("get", {"a": 1}, "a.b"),
    "abs_bad": lambda: call("abs", "x"),
    "abs_bad_type": lambda: call("abs", [1]),
    "floor_bad": lambda: call("floor", "abc"),
    "round_bad": lambda: call("round", "x"),
    "max_none": lambda: call("max"),
    "compare_mixed": lambda: call("compare", 1, "a"),
    "compare_bool": lambda: call("compare", True, False),
    "sprintf_bad_int": lambda: call("sprintf", "%d", "x"),
    "sprintf_too_few": lambda: call("sprintf", "%s %s", "a"),
    "sprintf_c": lambda: call("sprintf", "%c%c", 65, "bc"),
    "fail": lambda: call("fail", "one", 2, [3]),
}


@pytest.mark.parametrize("name", sorted(ERROR_CALLS))
def test_error_message_matches_puppet(name):
    with pytest.raises(FunctionError) as err:
        ERROR_CALLS[name]()
    assert err.value.message == recorded_message(name)
