"""Python representations of the Puppet values that have no natural Python type.

The value model, shared by every layer (the evaluator, functions, the type system, the catalog):

==============  ==========================================================
Puppet          Python
==============  ==========================================================
undef           ``None``
Boolean         ``bool``
Integer         ``int`` (never a bool: test with ``type(v) is int``)
Float           ``float``
String          ``str``
Array           ``list`` (never mutated once built: Puppet values are immutable)
Hash            ``dict`` (insertion ordered, never mutated once built)
Regexp          :class:`PRegexp`
Default         :data:`DEFAULT`
Sensitive       :class:`Sensitive`
Type            a :class:`bunraku.types.PType` (resource references are types too:
                ``Notify['x']`` is ``PResourceType('notify', 'x')``; ``Class['x']`` a ``PClassType``)
==============  ==========================================================
"""
from __future__ import annotations

import re
from typing import Any


class PRegexp:
    """A regular expression value: the Ruby pattern text (what Puppet prints) and its compiled form."""

    __slots__ = ("pattern", "compiled")

    def __init__(self, pattern: str, compiled: "re.Pattern[str] | None" = None) -> None:
        self.pattern = pattern
        if compiled is None:
            from bunraku.lang.regex import ruby_to_python
            compiled = re.compile(ruby_to_python(pattern))
        self.compiled = compiled

    def __eq__(self, other: object) -> bool:
        return isinstance(other, PRegexp) and other.pattern == self.pattern

    def __hash__(self) -> int:
        return hash(("PRegexp", self.pattern))

    def __repr__(self) -> str:
        return f"/{self.pattern}/"


class DefaultValue:
    """The ``default`` literal (case/selector catch-all, the resource ``default:`` body)."""

    __slots__ = ()
    _instance: "DefaultValue | None" = None

    def __new__(cls) -> "DefaultValue":
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "default"

    def __reduce__(self) -> str:
        return "DEFAULT"


DEFAULT = DefaultValue()


class Sensitive:
    """A value whose content must never be shown in logs, reports or diffs."""

    __slots__ = ("value",)

    def __init__(self, value: Any) -> None:
        self.value = value

    def __eq__(self, other: object) -> bool:
        # Puppet: two Sensitive values are never equal unless they are the same object.
        return self is other

    def __hash__(self) -> int:
        return id(self)

    def __repr__(self) -> str:
        return "Sensitive [value redacted]"


def flatten_values(values: list[Any]) -> list[Any]:
    """Nested arrays spread into one flat list (Ruby's ``Array#flatten``), as Puppet does for
    the arguments of ``include``, ``realize``, ``tag``, type parameters and relationship operands."""
    if not any(type(v) is list for v in values):
        return list(values)
    out: list[Any] = []
    for v in values:
        if type(v) is list:
            out.extend(flatten_values(v))
        else:
            out.append(v)
    return out
