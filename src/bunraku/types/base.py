"""The root of the type system: :class:`PType`, :class:`TypeSystemError` and the wording helpers
shared by type construction errors and mismatch descriptions."""
from __future__ import annotations

from typing import Any, ClassVar

from bunraku.types.values import DEFAULT, PRegexp, Sensitive


class TypeSystemError(Exception):
    """A bad type construction (``Integer['x']``) or value conversion; ``args[0]`` is Puppet's message."""


class PType:
    """Base of every Puppet type value. Types are immutable, hashable and compare by value.

    Subclasses set ``name`` (the bare type name) and implement ``_key`` (the value identity),
    ``instance_of``, ``_assignable`` (assignability from a type that is not a Variant, Optional,
    NotUndef or alias: those are unpacked here once) and ``__str__``.
    """

    __slots__ = ()
    name: ClassVar[str] = "Any"

    # --- identity -----------------------------------------------------------------------------
    def _key(self) -> tuple[Any, ...]:
        return ()

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other._key() == self._key()  # type: ignore[attr-defined]

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash((type(self).__name__, self._key()))

    def __repr__(self) -> str:
        return str(self)

    def __str__(self) -> str:
        return self.name

    # --- the type algebra ---------------------------------------------------------------------
    def instance_of(self, value: Any) -> bool:
        raise NotImplementedError

    def assignable_from(self, other: "PType") -> bool:
        """Puppet's ``assignable?``: every instance of ``other`` is an instance of ``self``."""
        from bunraku.types import combinators as c
        t = type(other)
        if isinstance(other, c.PTypeAlias):
            return c.assignable_from_alias(self, other)
        if t is c.PVariantType:
            return all(self.assignable_from(m) for m in other.types)  # type: ignore[attr-defined]
        if t is c.POptionalType:
            from bunraku.types.scalars import UNDEF
            inner = other.type  # type: ignore[attr-defined]
            return self.assignable_from(UNDEF) and (inner is None or self.assignable_from(inner))
        if other.name == "NotUndef" and getattr(other, "type", None) is not None and self.name != "NotUndef":
            return self.assignable_from(other.type)  # type: ignore[attr-defined]
        return self._assignable(other)

    def _assignable(self, other: "PType") -> bool:
        return False

    def parameterize(self, args: list[Any]) -> Any:
        """The ``Type[args...]`` access form; a type that takes no parameters refuses it."""
        raise TypeSystemError(f"Operator '[]' is not applicable to {a_an(label(self))}.")

    def generalize(self) -> "PType":
        """The type without value-specific constraints (``Integer[3, 3]`` -> ``Integer``)."""
        return self

    def short_name(self) -> str:
        """The name used in mismatch descriptions when details would not help."""
        return self.name

    @classmethod
    def default(cls) -> "PType":
        """The unparameterized instance of this kind of type."""
        return cls()


# --- wording helpers --------------------------------------------------------------------------

def article(text: str) -> str:
    first = text[1:2] if text[:1] in ("'", '"') else text[:1]
    return "an" if first.lower() in "aeiou" and first else "a"


def a_an(text: str) -> str:
    return f"{article(text)} {text}"


def a_an_uc(text: str) -> str:
    return f"{article(text).capitalize()} {text}"


def label(t: PType) -> str:
    """How Puppet's issue messages name a type: ``Integer-Type``, ``Notify-Type``."""
    return f"{t}-Type"


def ruby_class_name(value: Any) -> str:
    """The Ruby class Puppet reports for an argument of the wrong kind (``Got Integer``)."""
    t = type(value)
    if value is None:
        return "NilClass"
    if t is bool:
        return "TrueClass" if value else "FalseClass"
    if t is int:
        return "Integer"
    simple = {float: "Float", str: "String", list: "Array", dict: "Hash"}.get(t)
    if simple:
        return simple
    if isinstance(value, PRegexp):
        return "Regexp"
    if value is DEFAULT:
        return "Symbol"
    if isinstance(value, Sensitive):
        return "Puppet::Pops::Types::PSensitiveType::Sensitive"
    if isinstance(value, PType):
        return f"Puppet::Pops::Types::P{value.name}Type"
    return t.__name__


def value_type_name(value: Any) -> str:
    """The generalized inferred type of a value, as Puppet names a bad key (``Cannot use Integer``)."""
    if value is None:
        return "Undef"
    if value is DEFAULT:
        return "Default"
    from bunraku.types.infer import infer_type
    return str(infer_type(value, generalized=True))
