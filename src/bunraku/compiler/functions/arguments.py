"""Puppet's wording for arguments a function does not accept.

Puppet's dispatcher describes a mismatch against the declared parameter types; these helpers
build the same sentences for the common shapes, so that each function states its expectations
in one line.
"""
from __future__ import annotations

from typing import Any

from bunraku.compiler.errors import FunctionError
from bunraku.compiler.functions.iterables import PIterator, type_name
from bunraku.types.values import Sensitive


def arg_label(value: Any) -> str:
    """How a mismatching argument is named in ``..., got <label>``."""
    t = type(value)
    if t is list:
        return "Tuple" if value else "Array"
    if t is dict:
        return "Struct" if value and all(type(k) is str for k in value) else "Hash"
    if isinstance(value, Sensitive):
        return f"Sensitive[{arg_label(value.value)}]"
    if t is int:
        return "Integer"
    if t is float:
        return "Float"
    if isinstance(value, PIterator):
        return "Iterator"
    return type_name(value)


def detailed_label(value: Any) -> str:
    """The inferred (not generalized) type, as in ``got Integer[0, 0]`` or ``got 'Integer[1, 1]'``."""
    t = type(value)
    if t is int or t is float:
        return f"{type_name(value)}[{_num(value)}, {_num(value)}]"
    return arg_label(value)


def _num(v: int | float) -> str:
    return repr(v) if type(v) is float else str(v)


def a_an(word: str) -> str:
    return f"an {word}" if word[:1].lower() in "aeiou" else f"a {word}"


def one_of(names: list[str]) -> str:
    """``A``, ``A or B``, ``A, B, or C`` (Puppet's list of alternatives)."""
    if len(names) == 1:
        return names[0]
    if len(names) == 2:
        return f"{names[0]} or {names[1]}"
    return ", ".join(names[:-1]) + f", or {names[-1]}"


def mismatch(function: str, param: str, expected: str | list[str], value: Any,
             label: str | None = None) -> FunctionError:
    """``'f' parameter 'p' expects a String value, got Integer`` (or ``a value of type A, or B``)."""
    got = label if label is not None else arg_label(value)
    if isinstance(expected, list) and len(expected) > 1:
        what = f"a value of type {one_of(expected)}"
    else:
        name = expected[0] if isinstance(expected, list) else expected
        what = f"{a_an(name)} value"
    return FunctionError(f"'{function}' parameter '{param}' expects {what}, got {got}")


def range_text(lo: int, hi: int | None, zero: str) -> str:
    """Puppet's count range: ``3``, ``between 1 and 2``, ``at least 1``, ``at most 2``."""
    if hi is not None and lo == hi:
        return zero if lo == 0 else str(lo)
    if lo == 0:
        return "unlimited" if hi is None else f"at most {hi}"
    if hi is None:
        return f"at least {lo}"
    return f"between {lo} and {hi}"
