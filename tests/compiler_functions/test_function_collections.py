"""Collection, math, logging and misc functions against real Puppet's answers."""
from __future__ import annotations

import sys
import types

import pytest
from function_fakes import FakeContext, call

from bunraku.compiler.errors import FunctionError
from bunraku.types.values import Sensitive


def test_keys_values_length_size():
    assert call("keys", {"a": 1, "b": 2}) == ["a", "b"]
    assert call("values", {"a": 1, "b": 2}) == [1, 2]
    assert [call("length", [1, 2]), call("length", {"a": 1}), call("length", "abc"),
            call("size", "héllo")] == [2, 1, 3, 5]
    with pytest.raises(FunctionError) as err:
        call("length", 1)
    assert err.value.message == ("'length' parameter 'arg' expects a value of type Collection, "
                                 "String, or Binary, got Integer")


def test_empty():
    assert [call("empty", v) for v in ([], {}, "", "a", None, [1])] == \
        [True, True, True, False, True, False]
    ctx = FakeContext("empty")
    assert call("empty", 0, ctx=ctx) is False
    assert ctx.warnings == ["Calling function empty() with Numeric value is deprecated."]
    with pytest.raises(FunctionError):
        call("empty", True)


def test_flatten():
    assert call("flatten", [1, [2, [3, [4]]]]) == [1, 2, 3, 4]
    assert call("flatten", 1, [2]) == [1, 2]
    assert call("flatten") == []
    assert call("flatten", {"a": [1]}) == [{"a": [1]}]


def test_unique():
    assert call("unique", [1, 2, 1, "a", "A", "a"]) == [1, 2, "a", "A"]
    assert call("unique", "aabbcA") == "abcA"
    assert call("unique", ["a", "A", "b"], block=lambda x: x.lower()) == ["a", "b"]
    assert call("unique", call("reverse_each", [1, 1, 2])) == [2, 1]
    assert call("unique", {"a": 1, "b": 2, "c": 1}) == {("a", "c"): [1], ("b",): [2]}


def test_sort():
    assert call("sort", [3, 1, 2]) == [1, 2, 3]
    assert call("sort", ["b", "C", "a"]) == ["C", "a", "b"]
    assert call("sort", "cba") == "abc"
    assert call("sort", [2.5, 1, 3]) == [1, 2.5, 3]
    assert call("sort", [1, 3, 2], block=lambda a, b: call("compare", b, a)) == [3, 2, 1]
    with pytest.raises(FunctionError) as err:
        call("sort", [1, "a"])
    assert err.value.message == "comparison of Integer with String failed"


def test_dig_and_get():
    data = {"a": [1, {"b": 2}]}
    assert call("dig", data, "a", 1, "b") == 2
    assert call("dig", {"a": 1}, "x", "y") is None
    assert call("dig", None, "a") is None
    with pytest.raises(FunctionError) as err:
        call("dig", {"a": 1}, "a", "b")
    assert err.value.message == \
        "The given data does not contain a Collection at [\"a\"], got 'Integer[1, 1]'"
    with pytest.raises(FunctionError) as err:
        call("dig", [1], "a")
    assert err.value.message == "The given data requires an Integer index at [\"a\"], got 'String'"
    assert call("get", data, "a.1.b") == 2
    assert call("get", {"a": 1}, "x", "dflt") == "dflt"
    assert call("get", [1], "") == [1]
    assert call("get", {"a.b": 3}, '"a.b"') == 3
    assert call("get", {"a": 1}, "a.b", block=lambda e: e.message) == \
        "The given data does not contain a Collection at [\"a\"], got 'Integer[1, 1]'"


def test_max_min():
    assert call("max", 1, 5, 3) == 5
    assert call("min", 1, 5, 3) == 1
    assert call("max", "a", "B") == "a"
    assert call("min", [4, 2, 9]) == 2
    assert call("max", [1, 5, 3], block=lambda a, b: call("compare", b, a)) == 1
    ctx = FakeContext("max")
    assert call("max", 1, "a", ctx=ctx) == "a"
    assert ctx.warnings == ["The max() function's auto conversion of Any to String is deprecated - "
                            "change to convert input before calling, or use lambda"]
    with pytest.raises(FunctionError) as err:
        call("max")
    assert err.value.message == "max(): Wrong number of arguments need at least one"


def test_compare():
    assert [call("compare", 1, 2), call("compare", "a", "A"), call("compare", "a", "A", False),
            call("compare", 2.5, 1)] == [-1, 0, 1, 1]
    with pytest.raises(FunctionError) as err:
        call("compare", 1, "a")
    assert err.value.message == ("'compare' compare(): Can only compare values of the same type (or "
                                 "for Timestamp/Timespan also against Numeric). Got Integer and String")
    with pytest.raises(FunctionError) as err:
        call("compare", True, False)
    assert err.value.message == (
        "'compare' compare(): Non comparable type. Only values of the types Numeric, String, Semver, "
        "Timestamp and Timestamp can be compared. Got Boolean and Boolean")


def test_math():
    ctx = FakeContext("abs")
    assert [call("abs", v, ctx=ctx) for v in (-3, -2.5, "-4", "-1.5")] == [3, 2.5, 4, 1.5]
    assert len(ctx.warnings) == 1
    assert [call("ceiling", 1.2), call("floor", 1.8), call("ceiling", -1.2), call("floor", -1.2),
            call("floor", 3), call("ceiling", "2.1")] == [2, 1, -1, -2, 3, 3]
    assert [call("round", v) for v in (2.5, -2.5, 2.4, 3)] == [3, -3, 2, 3]
    with pytest.raises(FunctionError) as err:
        call("abs", "x")
    assert err.value.message == \
        "abs(): Requires float or integer to work with - was given non decimal string"
    with pytest.raises(FunctionError) as err:
        call("floor", "abc")
    assert err.value.message == "floor(): cannot convert given value to a floating point value."
    with pytest.raises(FunctionError) as err:
        call("round", "x")
    assert err.value.message == "'round' parameter 'val' expects a Numeric value, got String"


def test_unwrap():
    assert call("unwrap", Sensitive("s")) == "s"
    assert call("unwrap", 1) == 1
    assert call("unwrap", Sensitive("s"), block=lambda x: f"<{x}>") == "<s>"


def test_fail_joins_ruby_strings():
    with pytest.raises(FunctionError) as err:
        call("fail", "one", 2, [3])
    assert err.value.message == "one 2 [3]"


def test_logging_uses_format_for_log(monkeypatch):
    fake = types.ModuleType("bunraku.types.format")
    fake.format_for_log = lambda v: "" if v is None else str(v)  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "bunraku.types.format", fake)
    ctx = FakeContext("notice")
    call("notice", "a", None, 2, ctx=ctx)
    call("warning", "w", ctx=ctx)
    assert ctx.logged == [("notice", "a  2"), ("warning", "w")]


def test_fqdn_rand_reads_the_fqdn_fact():
    class Scope:
        def lookup(self, name):
            return (True, {"networking": {"fqdn": None}}) if name == "facts" else (False, None)

    ctx = FakeContext("fqdn_rand")
    ctx.scope = Scope()  # type: ignore[assignment]
    assert call("fqdn_rand", 100, ctx=ctx) == 79
    assert call("fqdn_rand", 100, "seed", ctx=ctx) == 49


def test_integer_and_enum_types_iterate_by_duck_typing():
    class PIntegerType:
        def __init__(self, lo, hi):
            self.lo, self.hi = lo, hi

    class PEnumType:
        values = ("x", "y")

    assert call("map", PIntegerType(1, 3), block=lambda x: x) == [1, 2, 3]
    assert call("map", PEnumType(), block=lambda x: x) == ["x", "y"]
    with pytest.raises(FunctionError):
        call("map", PIntegerType(1, None), block=lambda x: x)
