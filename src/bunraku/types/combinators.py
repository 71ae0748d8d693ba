"""Types built from other types: Optional, Variant, Type, Sensitive and named aliases."""
from __future__ import annotations

from typing import Any, Callable

from bunraku.types.base import PType, TypeSystemError
from bunraku.types.format import puppet_quote
from bunraku.types.scalars import (ANY, UNDEF, PAnyType, PStringType, bad_specialization, bad_slice_type,
                                   check_arity, flatten)
from bunraku.types.values import Sensitive


class POptionalType(PType):
    """``Optional[T]``: undef or a T."""
    __slots__ = ("type",)
    name = "Optional"

    def __init__(self, type: PType | None = None) -> None:
        self.type = type

    def _key(self) -> tuple[Any, ...]:
        return (self.type,)

    def instance_of(self, value: Any) -> bool:
        return value is None or self.type is None or self.type.instance_of(value)

    def _assignable(self, other: PType) -> bool:
        if type(other) is type(UNDEF):
            return True
        return self.type is None or self.type.assignable_from(other)

    def parameterize(self, args: list[Any]) -> PType:
        args = flatten(args)
        check_arity(self, args, 1, 1, "Optional-Type")
        t = args[0]
        if type(t) is str:
            return POptionalType(PStringType(value=t))
        if not isinstance(t, PType):
            raise bad_slice_type("Optional-Type", t)
        return POptionalType(t)

    def __str__(self) -> str:
        t = self.type
        if t is None:
            return "Optional"
        if type(t) is PStringType and t.value is not None:
            return f"Optional[{puppet_quote(t.value)}]"
        return f"Optional[{t}]"

    def short_name(self) -> str:
        return contained_short_name(self)

    def generalize(self) -> PType:
        return POptionalType(self.type.generalize()) if self.type is not None else self


class PVariantType(PType):
    """``Variant[T1, T2, ...]``: an instance of any member."""
    __slots__ = ("types",)
    name = "Variant"

    def __init__(self, types: tuple[PType, ...] = ()) -> None:
        self.types = types

    @staticmethod
    def create(types: list[PType]) -> PType:
        """Puppet's ``maybe_create``: duplicates dropped, a single member stands alone."""
        unique = tuple(dict.fromkeys(types))
        return unique[0] if len(unique) == 1 else PVariantType(unique)

    def _key(self) -> tuple[Any, ...]:
        return (frozenset(self.types),)

    def instance_of(self, value: Any) -> bool:
        for t in self.types:
            if t.instance_of(value):
                return True
        return False

    def assignable_from(self, other: PType) -> bool:
        if type(other) is PVariantType:
            if not self.types:
                return not other.types
            if all(self.assignable_from(m) for m in other.types):
                return True
        return PType.assignable_from(self, other)

    def _assignable(self, other: PType) -> bool:
        return any(t.assignable_from(other) for t in self.types)

    def parameterize(self, args: list[Any]) -> PType:
        args = flatten(args)
        check_arity(self, args, 1, None)
        for a in args:
            if not isinstance(a, PType):
                raise bad_specialization(self, a, "Any-Type")
        return PVariantType.create(args)

    def __str__(self) -> str:
        return f"Variant[{', '.join(map(str, self.types))}]" if self.types else "Variant"

    def generalize(self) -> PType:
        return PVariantType.create([t.generalize() for t in self.types]) if self.types else self


class PTypeType(PType):
    """``Type[T]``: the type values that are T or more specific."""
    __slots__ = ("type",)
    name = "Type"

    def __init__(self, type: PType | None = None) -> None:
        self.type = type

    def _key(self) -> tuple[Any, ...]:
        return (self.type,)

    def instance_of(self, value: Any) -> bool:
        return isinstance(value, PType) and (self.type is None or self.type.assignable_from(value))

    def _assignable(self, other: PType) -> bool:
        if type(other) is not PTypeType:
            return False
        return self.type is None or (other.type is not None and self.type.assignable_from(other.type))

    def parameterize(self, args: list[Any]) -> PType:
        args = flatten(args)
        check_arity(self, args, 1, 1, "Type-Type")
        if not isinstance(args[0], PType):
            raise bad_slice_type("Type-Type", args[0])
        return PTypeType(args[0])

    def __str__(self) -> str:
        return "Type" if self.type is None else f"Type[{self.type}]"

    def short_name(self) -> str:
        return contained_short_name(self)

    def generalize(self) -> PType:
        return self


class PSensitiveType(PType):
    """``Sensitive[T]``: a Sensitive wrapper around a T."""
    __slots__ = ("type",)
    name = "Sensitive"

    def __init__(self, type: PType | None = None) -> None:
        self.type = None if type is None or type.__class__ is PAnyType else type

    def _key(self) -> tuple[Any, ...]:
        return (self.type,)

    def instance_of(self, value: Any) -> bool:
        return type(value) is Sensitive and (self.type is None or self.type.instance_of(value.value))

    def _assignable(self, other: PType) -> bool:
        if type(other) is not PSensitiveType:
            return False
        return self.type is None or self.type.assignable_from(other.type or ANY)

    def parameterize(self, args: list[Any]) -> PType:
        args = flatten(args)
        check_arity(self, args, 1, 1, "Sensitive-Type")
        if not isinstance(args[0], PType):
            raise bad_slice_type("Sensitive-Type", args[0])
        return PSensitiveType(args[0])

    def __str__(self) -> str:
        return "Sensitive" if self.type is None else f"Sensitive[{self.type}]"

    def short_name(self) -> str:
        return contained_short_name(self)


def contained_short_name(t: Any) -> str:
    """``Name[Inner]`` for wrapper types with a meaningful inner type (mismatch wording)."""
    inner = t.type
    if inner is None or type(inner) is PAnyType:
        return t.name
    return f"{t.name}[{inner.short_name()}]"


class PTypeAlias(PType):
    """A named type (``type Tree = Array[Variant[String, Tree]]``), resolved lazily by the evaluator.

    Equality is by name; recursion through the alias terminates because values are finite.
    """
    __slots__ = ("alias_name", "_resolve", "_resolved")

    def __init__(self, name: str, resolve: Callable[[], PType]) -> None:
        self.alias_name = name
        self._resolve = resolve
        self._resolved: PType | None = None

    @property
    def name(self) -> str:  # type: ignore[override]
        return self.alias_name

    def resolved(self) -> PType:
        r = self._resolved
        if r is None:
            r = self._resolve()
            while type(r) is PTypeAlias and r is not self:
                r = r.resolved()
            if r is self:
                raise TypeSystemError(f"Type alias '{self.alias_name}' cannot be resolved to a real type")
            self._resolved = r
        return r

    def _key(self) -> tuple[Any, ...]:
        return (self.alias_name,)

    def instance_of(self, value: Any) -> bool:
        return self.resolved().instance_of(value)

    def assignable_from(self, other: PType) -> bool:
        if other is self or (type(other) is PTypeAlias and other.alias_name == self.alias_name):
            return True
        return _guarded_assignable(self, other)

    def _assignable(self, other: PType) -> bool:
        return self.resolved().assignable_from(other)

    def __str__(self) -> str:
        return self.alias_name

    def short_name(self) -> str:
        return self.alias_name


_IN_PROGRESS: set[tuple[int, int]] = set()


def _guarded_assignable(alias: PTypeAlias, other: PType) -> bool:
    """Assignability through a recursive alias: a cycle already being checked counts as true."""
    key = (id(alias), id(other))
    if key in _IN_PROGRESS:
        return True
    _IN_PROGRESS.add(key)
    try:
        return alias.resolved().assignable_from(other)
    finally:
        _IN_PROGRESS.discard(key)


def assignable_from_alias(t: PType, alias: PTypeAlias) -> bool:
    """``t.assignable_from(alias)``, with the same cycle guard for recursive aliases."""
    key = (id(t), id(alias))
    if key in _IN_PROGRESS:
        return True
    _IN_PROGRESS.add(key)
    try:
        return t.assignable_from(alias.resolved())
    finally:
        _IN_PROGRESS.discard(key)
