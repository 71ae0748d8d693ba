"""Iteration functions, with expectations taken from real Puppet (see function_cases.json)."""
from __future__ import annotations

import pytest
from function_fakes import call

from bunraku.compiler.control import Break, Next
from bunraku.compiler.errors import FunctionError
from bunraku.compiler.functions.iterables import PIterator
from bunraku.types.values import PRegexp


class Range:
    """Stands in for the type system's Integer[a, b] (duck-typed through iter_values)."""

    def __init__(self, lo: int, hi: int) -> None:
        self.lo, self.hi = lo, hi

    def iter_values(self):
        return range(self.lo, self.hi + 1)


def brk(*_args):
    raise Break()


def test_each_forms():
    seen = []
    assert call("each", [1, 2], block=lambda x: seen.append(x)) == [1, 2]
    call("each", ["a", "b"], block=lambda i, x: seen.append((i, x)))
    call("each", {"a": 1}, block=lambda k, v: seen.append((k, v)))
    call("each", {"a": 1}, block=lambda e: seen.append(e))
    call("each", 3, block=lambda x: seen.append(x))
    call("each", "ab", block=lambda x: seen.append(x))
    call("each", Range(2, 4), block=lambda x: seen.append(x))
    assert seen == [1, 2, (0, "a"), (1, "b"), ("a", 1), ["a", 1], 0, 1, 2, "a", "b", 2, 3, 4]


def test_each_optional_second_param_gets_index():
    seen = []
    call("each", [5, 6], block=lambda a, b=9: seen.append((a, b)))
    assert seen == [(0, 5), (1, 6)]


def test_each_break_returns_the_iterable():
    seen = []

    def body(x):
        if x == 2:
            raise Break()
        seen.append(x)
    assert call("each", [1, 2, 3], block=body) == [1, 2, 3]
    assert seen == [1]


@pytest.mark.parametrize("block, got", [(lambda a, b, c: 0, "3"), (lambda: 0, "none")])
def test_block_arity_error(block, got):
    with pytest.raises(FunctionError) as err:
        call("each", [1], block=block)
    assert err.value.message == f"'each' block expects between 1 and 2 arguments, got {got}"


def test_reduce_arity_error():
    with pytest.raises(FunctionError) as err:
        call("reduce", [1], block=lambda m: m)
    assert err.value.message == "'reduce' block expects 2 arguments, got 1"


def test_map():
    assert call("map", [1, 2], block=lambda x: x * 2) == [2, 4]
    assert call("map", ["a", "b"], block=lambda i, x: f"{i}{x}") == ["0a", "1b"]
    assert call("map", {"a": 1, "b": 2}, block=lambda k, v: f"{k}{v}") == ["a1", "b2"]
    assert call("map", {"a": 1}, block=lambda e: e) == [["a", 1]]
    assert call("map", "abc", block=lambda x: x) == ["a", "b", "c"]

    def body(x):
        if x == 2:
            raise Break()
        return x
    assert call("map", [1, 2, 3], block=body) == [1]

    def nxt(x):
        if x == 2:
            raise Next(20)
        return x
    assert call("map", [1, 2, 3], block=nxt) == [1, 20, 3]


def test_filter():
    assert call("filter", [1, 2, 3, 4], block=lambda x: x % 2 == 0) == [2, 4]
    assert call("filter", ["a", "b", "c"], block=lambda i, x: i != 1) == ["a", "c"]
    assert call("filter", {"a": 1, "b": 2}, block=lambda k, v: v > 1) == {"b": 2}
    assert call("filter", {"a": 1, "b": 2}, block=lambda e: e[0] == "a") == {"a": 1}
    assert call("filter", [1, 2, 3], block=lambda x: None if x == 2 else "yes") == [1, 3]
    assert call("filter", [1, 2, 3], block=lambda x: brk() if x == 3 else True) == [1, 2]
    with pytest.raises(Break):  # Puppet: break() from context where this is illegal
        call("filter", {"a": 1}, block=brk)


def test_reduce():
    assert call("reduce", [1, 2, 3], block=lambda m, x: m + x) == 6
    assert call("reduce", [1, 2, 3], 10, block=lambda m, x: m + x) == 16
    assert call("reduce", {"a": 1, "b": 2}, block=lambda m, x: m + x) == ["a", 1, "b", 2]
    assert call("reduce", [], block=lambda m, x: m + x) is None
    assert call("reduce", [1, 2, 3], block=lambda m, x: brk() if x == 3 else m + x) == 3


def test_with_then_lest():
    assert call("with", 1, 2, block=lambda x, y: x + y) == 3
    assert call("with", block=lambda: "z") == "z"
    assert call("then", 2, block=lambda x: x + 1) == 3
    assert call("then", None, block=lambda x: 1) is None
    assert call("lest", None, block=lambda: 5) == 5
    assert call("lest", 3, block=lambda: 5) == 3


def test_slice():
    assert call("slice", [1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]
    assert call("slice", {"a": 1, "b": 2, "c": 3}, 2) == [[["a", 1], ["b", 2]], [["c", 3]]]
    seen = []
    assert call("slice", [1, 2, 3, 4, 5], 2, block=lambda a, b: seen.append((a, b))) == [1, 2, 3, 4, 5]
    assert seen == [(1, 2), (3, 4), (5, None)]
    seen.clear()
    call("slice", {"a": 1, "b": 2, "c": 3}, 2, block=lambda x, y: seen.append((x, y)))
    assert seen == [(["a", 1], ["b", 2]), (["c", 3], [])]
    seen.clear()
    call("slice", [1, 2, 3], 2, block=lambda s: seen.append(s))
    assert seen == [[1, 2], [3]]


def test_any_all():
    assert call("any", [1, 2, 3], block=lambda x: x == 2) is True
    assert call("any", [1, 2, 3], block=lambda x: x == 9) is False
    assert call("any", {"a": 1}, block=lambda k, v: v == 1) is True
    assert call("any", [5, 6], block=lambda i, x: i == 1) is True
    assert call("all", [1, 2, 3], block=lambda x: x > 0) is True
    assert call("all", {"a": 1, "b": 2}, block=lambda e: e[1] == 1) is False
    assert call("all", [], block=lambda x: False) is True


def test_index():
    assert call("index", [1, 2, 3], block=lambda x: x == 2) == 1
    assert call("index", [1, 2, 3], block=lambda i, x: x == 3) == 2
    assert call("index", {"a": 1, "b": 2}, block=lambda v: v == 2) == "b"
    assert call("index", {"a": 1, "b": 2}, block=lambda k, v: k == "b") == "b"
    assert call("index", [1, 2, 3], 3, block=None) == 2
    assert call("index", {"a": 1}, 1, block=None) == "a"
    assert call("index", "abcd", "c", block=None) == 2
    assert call("index", [1], 7, block=None) is None
    assert call("index", ["A", "b"], "a", block=None) is None  # Ruby ==: case-sensitive
    assert call("index", "abcd", PRegexp("c+"), block=None) == 2


def test_step_and_reverse_each_iterators():
    it = call("step", [1, 2, 3], 2, block=None)
    assert isinstance(it, PIterator) and repr(it) == "Iterator[Integer]-Value"
    assert call("map", call("step", [1, 2, 3, 4, 5], 2, block=None), block=lambda x: x) == [1, 3, 5]
    assert call("map", call("step", 10, 3, block=None), block=lambda x: x) == [0, 3, 6, 9]
    assert call("map", call("reverse_each", [1, 2, 3], block=None), block=lambda x: x) == [3, 2, 1]
    assert call("map", call("reverse_each", Range(1, 3), block=None), block=lambda x: x) == [3, 2, 1]
    assert repr(call("reverse_each", ["a", 1], block=None)) == "Iterator[Variant[String, Integer]]-Value"
    assert repr(call("reverse_each", {"a": 1}, block=None)) == "Iterator[Tuple[String, Integer, 2, 2]]-Value"
    assert repr(call("reverse_each", [], block=None)) == "Iterator[Unit]-Value"
    seen = []
    assert call("reverse_each", [1, 2], block=lambda x: seen.append(x)) is None
    assert call("step", [1, 2, 3], 2, block=lambda x: seen.append(x)) is None
    assert seen == [2, 1, 1, 3]


def test_step_rejects_zero():
    with pytest.raises(FunctionError) as err:
        call("step", [1], 0, block=None)
    assert err.value.message == "'step' parameter 'step' expects an Integer[1] value, got Integer[0, 0]"


def test_group_by_and_partition():
    assert call("group_by", [1, 2, 3, 4], block=lambda x: x % 2) == {1: [1, 3], 0: [2, 4]}
    assert call("group_by", ["a", "b", "c"], block=lambda i, x: i % 2) == {0: ["a", "c"], 1: ["b"]}
    assert call("group_by", {"a": 1, "b": 2}, block=lambda k, v: v % 2) == {1: [["a", 1]], 0: [["b", 2]]}
    assert call("partition", [1, 2, 3, 4], block=lambda x: x % 2 == 0) == [[2, 4], [1, 3]]
    assert call("partition", ["a", "b", "c"], block=lambda i, x: i == 1) == [["b"], ["a", "c"]]
    assert call("partition", {"a": 1, "b": 2}, block=lambda k, v: v == 1) == [[["a", 1]], [["b", 2]]]


def test_tree_each():
    seen = []
    tree = [1, [2, [3]]]
    assert call("tree_each", tree, block=lambda x: seen.append(x)) is tree
    assert seen == [tree, 1, [2, [3]], 2, [3], 3]
    seen.clear()
    call("tree_each", {"a": {"b": 1}, "c": [2]}, block=lambda p, x: seen.append(p))
    assert seen == [[], ["a"], ["a", "b"], ["c"], ["c", 0]]
    seen.clear()
    call("tree_each", [1, [2, [3]], 4], {"order": "breadth_first"}, block=lambda x: seen.append(x))
    assert seen == [[1, [2, [3]], 4], 1, [2, [3]], 4, 2, [3], 3]
    seen.clear()
    call("tree_each", [1, [2, [3]]], {"include_containers": False}, block=lambda x: seen.append(x))
    assert seen == [1, 2, 3]
    it = call("tree_each", [1, [2]], block=None)
    assert call("map", it, block=lambda x: x) == [[[], [1, [2]]], [[0], 1], [[1], [2]], [[1, 0], 2]]
