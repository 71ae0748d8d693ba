"""Puppet's equality and ordering of values (``==``, ``<``, ``in``, ``unique``, ``sort``, case matching).

Strings compare case-insensitively; Integer and Float compare numerically but never equal a
String or a Boolean; arrays and hashes compare deeply. Ordering is defined only between numbers,
between strings, and between values of a few other kinds; anything else raises
:class:`IncomparableError`, which callers turn into Puppet's "is not possible" error.
"""
from __future__ import annotations

from typing import Any

from bunraku.types.values import PRegexp


class IncomparableError(Exception):
    """The two values have no order (Integer < String, Array < Array, ...)."""


def _is_number(v: Any) -> bool:
    t = type(v)
    return t is int or t is float


def equal(a: Any, b: Any) -> bool:
    """Puppet's ``==``."""
    ta = type(a)
    if ta is str:
        return type(b) is str and (a == b or a.casefold() == b.casefold())
    if ta is int or ta is float:
        return _is_number(b) and a == b
    if ta is bool:
        return type(b) is bool and a is b
    if ta is list:
        if type(b) is not list or len(a) != len(b):
            return False
        return all(equal(x, y) for x, y in zip(a, b))
    if ta is dict:
        if type(b) is not dict or len(a) != len(b):
            return False
        for k, v in a.items():
            if k in b:
                if not equal(v, b[k]):
                    return False
            else:
                return False
        return True
    if a is None:
        return b is None
    return bool(a == b)


def compare(a: Any, b: Any) -> int:
    """Puppet's ordering: -1, 0 or 1; raises IncomparableError when the kinds have no order."""
    if _is_number(a) and _is_number(b):
        return (a > b) - (a < b)
    if type(a) is str and type(b) is str:
        x, y = a.casefold(), b.casefold()
        return (x > y) - (x < y)
    if isinstance(a, PRegexp) or isinstance(b, PRegexp):
        raise IncomparableError()
    try:
        from bunraku.types import PType  # the type system orders types by assignability
    except ImportError:  # pragma: no cover
        raise IncomparableError() from None
    if isinstance(a, PType) and isinstance(b, PType):
        if a == b:
            return 0
        if a.assignable_from(b):
            return 1
        if b.assignable_from(a):
            return -1
        raise IncomparableError()
    raise IncomparableError()


def in_collection(needle: Any, haystack: Any) -> bool:
    """Puppet's ``in``: substring (case-insensitive) in a String, element in an Array, key in a Hash;
    a Regexp needle matches strings; a Type needle matches by instance."""
    from bunraku.types import PType
    if isinstance(needle, PRegexp):
        if type(haystack) is str:
            return needle.compiled.search(haystack) is not None
        items = haystack if type(haystack) is list else list(haystack) if type(haystack) is dict else []
        return any(type(x) is str and needle.compiled.search(x) is not None for x in items)
    if isinstance(needle, PType):
        items = haystack if type(haystack) is list else list(haystack) if type(haystack) is dict else []
        return any(needle.instance_of(x) for x in items)
    if type(haystack) is str:
        return type(needle) is str and needle.casefold() in haystack.casefold()
    if type(haystack) is list:
        return any(equal(needle, x) for x in haystack)
    if type(haystack) is dict:
        return any(equal(needle, k) for k in haystack)
    return False
