"""Catalog types: CatalogEntry, Resource (also every resource reference, ``Notify['x']``) and Class.

Note Puppet's semantics: a reference such as ``Notify['x']`` is a *type* value, so it is an
instance of ``Type[Notify]`` / ``Type[Resource]``, not of ``Notify`` or ``Resource`` (those
describe resource objects, which manifests never hold as values).
"""
from __future__ import annotations

import re
from typing import Any

from bunraku.types.base import PType, TypeSystemError, a_an_uc, label, value_type_name
from bunraku.types.format import puppet_quote
from bunraku.types.values import flatten_values

_CLASSREF_EXT = re.compile(r"\A(?:(?:::)?[A-Z]\w*)+(?:::[A-Z]\w*)*\Z")
_CLASS_NAME = re.compile(r"\A(?:(?:::)?[a-z_]\w*)(?:::[a-z]\w*)*\Z")


def capitalize_segments(name: str) -> str:
    """``foo::bar`` -> ``Foo::Bar`` (names already starting with a capital are kept)."""
    if name[:1].isupper() and name[:1].isascii():
        return name
    return "::".join(s.capitalize() for s in name.split("::"))


class PCatalogEntryType(PType):
    __slots__ = ()
    name = "CatalogEntry"

    def instance_of(self, value: Any) -> bool:
        return False

    def _assignable(self, other: PType) -> bool:
        return isinstance(other, PCatalogEntryType)


class PResourceType(PCatalogEntryType):
    """``Resource``, ``Notify`` (type_name only) or a reference ``Notify['x']``; names are lower case."""
    __slots__ = ("type_name", "title")
    name = "Resource"

    def __init__(self, type_name: str | None = None, title: str | None = None) -> None:
        self.type_name = type_name.lower().removeprefix("::") if type_name is not None else None
        self.title = title

    def _key(self) -> tuple[Any, ...]:
        return (self.type_name, self.title)

    def _assignable(self, other: PType) -> bool:
        if type(other) is not PResourceType:
            return False
        if self.type_name is None:
            return True
        if self.type_name != other.type_name:
            return False
        return self.title is None or self.title == other.title

    def display_type_name(self) -> str:
        return capitalize_segments(self.type_name) if self.type_name else "Resource"

    def __str__(self) -> str:
        if self.type_name is None:
            return "Resource"
        n = capitalize_segments(self.type_name)
        return n if self.title is None else f"{n}[{puppet_quote(self.title)}]"

    def parameterize(self, args: list[Any]) -> Any:
        """``Resource[type, titles...]`` / ``Notify[titles...]``; several titles give a list.

        A reference that already has a title (``Notify['x']['message']``) is a parameter lookup:
        the evaluator must handle that before calling this.
        """
        if self.title is not None:
            raise TypeSystemError(f"Parameter lookup on {self} must be done by the evaluator")
        if not args:
            raise TypeSystemError(f"{self}[] accepts 1 or more arguments. Got 0")
        keys = list(args)
        type_name = self.type_name
        if type_name is None:
            first = keys.pop(0)
            if isinstance(first, PResourceType) and first.type_name is not None:
                type_name = first.type_name
            elif type(first) is str:
                display = capitalize_segments(first)
                if not _CLASSREF_EXT.match(display):
                    raise TypeSystemError(
                        f"Illegal type reference. The given name '{display}' does not conform to the naming rule")
                type_name = display.lower()
            else:
                raise TypeSystemError("First argument to Resource[] must be a resource type or a String. "
                                      f"Got {_bad_key_name(first)}.")
        many = len(keys) > 1 or (bool(keys) and type(keys[0]) is list)
        orig = len(keys)
        titles = [k for k in flatten_values(keys) if k is not None]
        if not titles and orig > 0:
            raise TypeSystemError("Arguments to Resource[] are all empty/undefined")
        if not titles:
            return _make(type_name, None)
        out = []
        for t in titles:
            if type(t) is not str:
                proto = PResourceType(type_name)
                raise TypeSystemError(f"Error creating type specialization of a {label(proto)}, Cannot use "
                                      f"{_bad_key_name(t)} where a resource title String is expected")
            out.append(_make(type_name, t))
        return out if many else out[0]


def _make(type_name: str, title: str | None) -> PType:
    if type_name == "class":
        return PClassType(title)
    return PResourceType(type_name, title)


class PClassType(PCatalogEntryType):
    """``Class`` or ``Class['name']``; names are lower case without a leading ``::``."""
    __slots__ = ("class_name",)
    name = "Class"

    def __init__(self, class_name: str | None = None) -> None:
        self.class_name = class_name.lower().removeprefix("::") if class_name is not None else None

    def _key(self) -> tuple[Any, ...]:
        return (self.class_name,)

    def _assignable(self, other: PType) -> bool:
        return type(other) is PClassType and (self.class_name is None or self.class_name == other.class_name)

    def __str__(self) -> str:
        return "Class" if self.class_name is None else f"Class[{self.class_name}]"

    def parameterize(self, args: list[Any]) -> Any:
        """``Class['a']`` or ``Class['a', 'b']`` (a list). Parameter lookup on ``Class['a']`` is the
        evaluator's job."""
        if self.class_name is not None:
            raise TypeSystemError(f"Parameter lookup on {self} must be done by the evaluator")
        if not args:
            raise TypeSystemError("Class[] accepts 1 or more arguments. Got 0")
        many = len(args) > 1 or type(args[0]) is list
        names = [k for k in flatten_values(list(args)) if k is not None]
        if not names:
            raise TypeSystemError("Arguments to Resource[] are all empty/undefined")
        out = []
        for c in names:
            if type(c) is not str:
                what = label(c) if isinstance(c, PType) else value_type_name(c)
                raise TypeSystemError("Illegal Class name in class reference. "
                                      f"{a_an_uc(what)} cannot be used where a String is expected")
            n = c.lower().removeprefix("::")
            if not _CLASS_NAME.match(n):
                raise TypeSystemError(f"Illegal name. The given name '{c}' does not conform to the naming rule "
                                      "/^((::)?[a-z_]\\w*)(::[a-z]\\w*)*$/")
            out.append(PClassType(n))
        return out if many else out[0]


def _bad_key_name(v: Any) -> str:
    return value_type_name(v)
