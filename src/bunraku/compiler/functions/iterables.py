"""What Puppet can iterate over, and the Iterator value that ``step``/``reverse_each`` return.

Iterable values: Array, Hash (as ``[key, value]`` pairs, "hash style"), a non-negative Integer n
(0..n-1), String (its characters), an Iterator, and any object with ``iter_values()`` (the type
system's finite ``Integer[a, b]`` and ``Enum[...]`` types).
"""
from __future__ import annotations

from typing import Any, Callable, Iterable

from bunraku.types.values import DEFAULT, PRegexp, Sensitive


class PIterator:
    """A lazy Iterator value (``Iterator[Integer]-Value`` when printed).

    ``element_type`` is the Puppet type name of its elements as Puppet prints it
    (``Integer``, ``Variant[String, Integer]``, ``Unit`` for an empty source).
    """

    __slots__ = ("_produce", "element_type", "hash_style")

    def __init__(self, produce: Callable[[], Iterable[Any]], element_type: str,
                 hash_style: bool = False) -> None:
        self._produce = produce
        self.element_type = element_type
        self.hash_style = hash_style

    def iter_values(self) -> Iterable[Any]:
        return self._produce()

    def __repr__(self) -> str:
        return f"Iterator[{self.element_type}]-Value"


def is_iterable(value: Any) -> bool:
    t = type(value)
    if t is list or t is dict or t is str or isinstance(value, PIterator):
        return True
    if t is int:
        return value >= 0
    return hasattr(value, "iter_values") or type_values(value) is not None


def type_values(value: Any) -> list[Any] | None:
    """The instances of an iterable type value: a finite ``Integer[a, b]`` or an ``Enum[...]``.

    Duck-typed on the type system's classes (``PIntegerType.lo/hi``, ``PEnumType.values``) so
    this module does not import ``bunraku.types``; a type offering ``iter_values()`` wins."""
    name = type(value).__name__
    if name == "PIntegerType":
        lo, hi = getattr(value, "lo", None), getattr(value, "hi", None)
        if type(lo) is int and type(hi) is int and hi >= lo:
            return list(range(lo, hi + 1))
        return None
    if name == "PEnumType":
        return list(getattr(value, "values", ()))
    if name == "PTypeAliasType":
        resolved = getattr(value, "resolved_type", None)
        resolved = resolved() if callable(resolved) else resolved
        return type_values(resolved) if resolved is not None else None
    return None


def iteration_items(value: Any) -> tuple[list[Any], bool]:
    """The elements of an iterable value and whether they are hash style ``[key, value]`` pairs.

    The caller has checked :func:`is_iterable`.
    """
    t = type(value)
    if t is list:
        return value, False
    if t is dict:
        return [[k, v] for k, v in value.items()], True
    if t is str:
        return list(value), False
    if t is int:
        return list(range(value)), False
    if isinstance(value, PIterator):
        return list(value.iter_values()), value.hash_style
    if hasattr(value, "iter_values"):
        return list(value.iter_values()), False
    return type_values(value) or [], False


def element_type_of(value: Any) -> str:
    """The element type Puppet reports for an Iterator made from ``value``."""
    t = type(value)
    if t is str:
        return "String"
    if t is int:
        return "Integer" if value > 0 else "Unit"
    if isinstance(value, PIterator):
        return value.element_type
    if t is dict:
        if not value:
            return "Tuple[Any, Any, 2, 2]"
        return (f"Tuple[{_variant(type_name(k) for k in value)}, "
                f"{_variant(type_name(v) for v in value.values())}, 2, 2]")
    if t is list:
        if not value:
            return "Unit"
        return _variant(type_name(v) for v in value)
    if type(value).__name__ == "PEnumType":
        return "String"
    return "Integer"


def _variant(names: Iterable[str]) -> str:
    seen: list[str] = []
    for n in names:
        if n not in seen:
            seen.append(n)
    return seen[0] if len(seen) == 1 else f"Variant[{', '.join(seen)}]"


def type_name(value: Any) -> str:
    """The generalized Puppet type name of a value (``Integer``, ``Array``, ``Tuple[Integer]``...)."""
    t = type(value)
    if value is None:
        return "Undef"
    if t is bool:
        return "Boolean"
    if t is int:
        return "Integer"
    if t is float:
        return "Float"
    if t is str:
        return "String"
    if t is list:
        return f"Tuple[{', '.join(type_name(v) for v in value)}]" if value else "Array"
    if t is dict:
        return "Hash"
    if isinstance(value, PRegexp):
        return "Regexp"
    if isinstance(value, Sensitive):
        return "Sensitive"
    if value is DEFAULT:
        return "Default"
    if isinstance(value, PIterator):
        return f"Iterator[{value.element_type}]"
    return "Type"
