"""``versioncmp``: Puppet's package-version ordering."""
from __future__ import annotations

import re
from typing import Any

from bunraku.compiler.functions.arguments import mismatch
from bunraku.compiler.functions.registry import CallContext, function

_PART = re.compile(r"[-.]|\d+|[^-.\d]+")


def _cmp(a: Any, b: Any) -> int:
    return (a > b) - (a < b)


def _drop_trailing_zeroes(version: str) -> str:
    parts = version.split("-")
    parts[0] = re.sub(r"[.0]+$", "", parts[0])
    return "-".join(parts)


def version_compare(a: str, b: str, ignore_trailing_zeroes: bool = False) -> int:
    """-1, 0 or 1: numbers compare numerically (as text when one has a leading zero), other
    runs case-insensitively, and ``-`` sorts before ``.`` before anything else."""
    if ignore_trailing_zeroes:
        a, b = _drop_trailing_zeroes(a), _drop_trailing_zeroes(b)
    ax, bx = _PART.findall(a), _PART.findall(b)
    for x, y in zip(ax, bx):
        if x == y:
            continue
        if x == "-":
            return -1
        if y == "-":
            return 1
        if x == ".":
            return -1
        if y == ".":
            return 1
        if x.isdigit() and y.isdigit() and x.isascii() and y.isascii():
            if x.startswith("0") or y.startswith("0"):
                return _cmp(x.upper().encode(), y.upper().encode())
            return _cmp(int(x), int(y))
        return _cmp(x.upper().encode(), y.upper().encode())
    return _cmp(a.encode(), b.encode())


@function("versioncmp")
def versioncmp(ctx: CallContext, a: Any, b: Any, ignore_trailing_zeroes: Any = False) -> int:
    if type(a) is not str:
        raise mismatch("versioncmp", "a", "String", a)
    if type(b) is not str:
        raise mismatch("versioncmp", "b", "String", b)
    if type(ignore_trailing_zeroes) is not bool:
        raise mismatch("versioncmp", "ignore_trailing_zeroes", "Boolean", ignore_trailing_zeroes)
    return version_compare(a, b, ignore_trailing_zeroes)
