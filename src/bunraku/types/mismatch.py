"""Puppet's wording for a value that does not match a type (``expects an Integer value, got String``).

The value's detailed type (``infer_type``) is compared with the expected type; problems are found
per path (``entry 'a'``, ``index 1``, ``variant 0``) and merged across Variant members as Puppet
does, so the messages match Puppet's for the common cases.
"""
from __future__ import annotations

from typing import Any, Sequence

from bunraku.types.base import PType, a_an
from bunraku.types.builtin import PBuiltinAlias
from bunraku.types.collections import PArrayType, PHashType, PStructType, PTupleType
from bunraku.types.combinators import POptionalType, PTypeAlias, PVariantType
from bunraku.types.infer import infer_type
from bunraku.types.opaque_types import POpaqueType
from bunraku.types.scalars import ANY, UNDEF, PEnumType, PIntegerType, PPatternType, PStringType

_ALL_SIZES = PIntegerType(0, None)
PathElement = tuple[str, Any]  # (kind, key): kind in entry, key, parameter, index, variant, subject


def _element_str(e: PathElement) -> str:
    kind, key = e
    if kind == "entry":
        return f"entry '{key}'"
    if kind == "key":
        return f"key of entry '{key}'"
    if kind == "parameter":
        return f"parameter '{key}'"
    if kind == "index":
        return f"index {key}"
    if kind == "variant":
        return f"variant {key}"
    return str(key)


class Mismatch:
    """One problem at a path; ``format()`` gives Puppet's text (starting with a space)."""

    def __init__(self, path: Sequence[PathElement]) -> None:
        self.path = tuple(path)

    def canonical_path(self) -> tuple[PathElement, ...]:
        return tuple(e for e in self.path if e[0] != "variant")

    def identity(self) -> tuple[Any, ...]:
        return (type(self), self.canonical_path())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Mismatch) and self.identity() == other.identity()

    def __hash__(self) -> int:
        return hash(self.identity())

    def with_path(self, path: Sequence[PathElement]) -> "Mismatch":
        copy = object.__new__(type(self))
        copy.__dict__.update(self.__dict__)
        copy.path = tuple(path)
        return copy

    def chop_path(self, index: int) -> "Mismatch":
        if index >= len(self.path):
            return self
        return self.with_path(self.path[:index] + self.path[index + 1:])

    def format(self) -> str:
        position = (" " + " ".join(_element_str(e) for e in self.path)) if self.path else ""
        return self.message(position)

    def message(self, position: str) -> str:
        return f"{position} unknown mismatch"


class MissingKey(Mismatch):
    def __init__(self, path: Sequence[PathElement], key: str) -> None:
        super().__init__(path)
        self.key = key

    def identity(self) -> tuple[Any, ...]:
        return (id(self),)  # Puppet never merges key problems

    def message(self, position: str) -> str:
        return f"{position} expects a value for key '{self.key}'"


class ExtraneousKey(MissingKey):
    def message(self, position: str) -> str:
        return f"{position} unrecognized key '{self.key}'"


class MissingParameter(MissingKey):
    def message(self, position: str) -> str:
        return f"{position} expects a value for parameter '{self.key}'"


class InvalidParameter(MissingKey):
    def message(self, position: str) -> str:
        return f"{position} has no parameter named '{self.key}'"


class TypeMismatch(Mismatch):
    def __init__(self, path: Sequence[PathElement], expected: PType | list[PType], actual: PType) -> None:
        super().__init__(path)
        self.expected = PVariantType.create(expected) if isinstance(expected, list) else expected
        self.actual = actual

    def identity(self) -> tuple[Any, ...]:
        return (type(self), self.canonical_path(), self.expected, self.actual)

    def merge(self, path: Sequence[PathElement], other: "TypeMismatch") -> "TypeMismatch":
        mine = list(self.expected.types) if type(self.expected) is PVariantType else [self.expected]
        theirs = list(other.expected.types) if type(other.expected) is PVariantType else [other.expected]
        return type(self)(path, list(dict.fromkeys(mine + theirs)), self.actual)

    def message(self, position: str) -> str:
        e: Any = self.expected
        a: Any = self.actual
        optional = False
        if type(e) is POptionalType:
            e = e.type or ANY
            optional = True
        if type(e) is PVariantType:
            e = list(e.types)
        multi = False
        if isinstance(e, list):
            if _report_detailed(e, a):
                a = _detailed_actual(e, a)
                names = [alias_expanded_str(t) for t in e]
            else:
                names = list(dict.fromkeys(t.short_name() for t in e))
                a = a.short_name()
            if optional:
                names.insert(0, "Undef")
            if len(names) == 1:
                text = names[0]
            elif len(names) == 2:
                text, multi = f"{names[0]} or {names[1]}", True
            else:
                text, multi = f"{', '.join(names[:-1])}, or {names[-1]}", True
        else:
            if _report_detailed(e, a):
                a = _detailed_actual(e, a)
                text = alias_expanded_str(e)
            else:
                text = e.short_name()
                a = a.short_name()
            if optional:
                text, multi = f"Undef or {text}", True
        if multi:
            return f"{position} expects a value of type {text}, got {a}"
        return f"{position} expects {a_an(text)} value, got {a}"


class PatternMismatch(TypeMismatch):
    def message(self, position: str) -> str:
        e = self.expected
        prefix = ""
        if type(e) is POptionalType:
            e = e.type or ANY
            prefix = "an undef value or "
        a = self.actual
        got = f"'{a.value}'" if type(a) is PStringType and a.value is not None else a.short_name()
        return f"{position} expects {prefix}a match for {alias_expanded_str(e)}, got {got}"


class SizeMismatch(Mismatch):
    def __init__(self, path: Sequence[PathElement], expected: PIntegerType, actual: PIntegerType) -> None:
        super().__init__(path)
        self.expected = expected
        self.actual = actual

    def identity(self) -> tuple[Any, ...]:
        return (type(self), self.canonical_path(), self.expected, self.actual)

    def merge(self, path: Sequence[PathElement], other: "SizeMismatch") -> "SizeMismatch":
        lo = min(self.expected.lo or 0, other.expected.lo or 0)
        his = [self.expected.hi, other.expected.hi]
        hi = None if None in his else max(h for h in his if h is not None)
        return SizeMismatch(path, PIntegerType(lo, hi), self.actual)

    def message(self, position: str) -> str:
        return f"{position} expects size to be {_range_str(self.expected)}, got {_range_str(self.actual)}"


def _range_str(r: PIntegerType) -> str:
    lo = r.lo or 0
    hi = r.hi
    if lo == hi:
        return "0" if lo == 0 else str(lo)
    if lo == 0:
        return "unlimited" if hi is None else f"at most {hi}"
    if hi is None:
        return f"at least {lo}"
    return f"between {lo} and {hi}"


# --- detail decisions ---------------------------------------------------------------------------

def alias_expanded_str(t: PType) -> str:
    """A type's string with a user alias shown as ``Name = Definition``."""
    if type(t) is PTypeAlias:
        return f"{t} = {t.resolved()}"
    return str(t)


def _default_of(t: PType) -> PType:
    if isinstance(t, PTypeAlias):
        t = t.resolved()
    if isinstance(t, POpaqueType):
        return POpaqueType(t.type_name)
    return type(t).default()


def _always_detailed(e: Any, a: PType) -> bool:
    if isinstance(e, list):
        return any(_always_detailed(t, a) for t in e)
    if type(e) is type(a) or isinstance(e, PTypeAlias) or isinstance(a, PTypeAlias):
        return True
    return (type(e) is PStructType and type(a) is PHashType) or (type(e) is PTupleType and type(a) is PArrayType)


def _assignable_to_default(e: Any, a: PType) -> bool:
    if isinstance(e, list):
        return any(_assignable_to_default(t, a) for t in e)
    return _default_of(e).assignable_from(a)


def _report_detailed(e: Any, a: PType) -> bool:
    return _always_detailed(e, a) or _assignable_to_default(e, a)


def _all_resolved(e: Any) -> Any:
    if isinstance(e, list):
        return [_all_resolved(t) for t in e]
    return e.resolved() if isinstance(e, PTypeAlias) else e


def _detailed_actual(e: Any, a: PType) -> str:
    e = _all_resolved(e)
    if _always_detailed(e, a):
        return alias_expanded_str(a)
    g = a.generalize()
    ok = any(t.assignable_from(g) for t in e) if isinstance(e, list) else e.assignable_from(g)
    return alias_expanded_str(a) if ok else a.short_name()


# --- the describer ------------------------------------------------------------------------------

def _normalize(t: PType) -> PType:
    """Nested Variants flattened; a Variant with an Undef member becomes Optional[the rest]."""
    if type(t) is POptionalType and type(t.type) is PVariantType:
        inner = _normalize(t.type)
        return POptionalType(inner.type if type(inner) is POptionalType else inner)
    if type(t) is PVariantType:
        out: list[PType] = []
        optional = False
        for m in t.types:
            m = _normalize(m)
            if type(m) is POptionalType:
                optional = True
                m = m.type or ANY
            for x in (m.types if type(m) is PVariantType else [m]):
                if x == UNDEF:
                    optional = True
                else:
                    out.append(x)
        rest = PVariantType.create(out) if out else UNDEF
        return POptionalType(rest) if optional and out else rest
    return t


def describe(expected: PType, actual: PType, path: tuple[PathElement, ...]) -> list[Mismatch]:
    return _describe(_normalize(expected), expected, actual, path)


def _describe(expected: PType, original: PType, actual: PType, path: tuple[PathElement, ...]) -> list[Mismatch]:
    t = type(expected)
    if t is PVariantType:
        return _describe_variant(expected, original, actual, path)  # type: ignore[arg-type]
    if t is PStructType:
        return _describe_struct(expected, original, actual, path)  # type: ignore[arg-type]
    if t is PHashType:
        return _describe_hash(expected, original, actual, path)  # type: ignore[arg-type]
    if t is PTupleType:
        return _describe_tuple(expected, original, actual, path)  # type: ignore[arg-type]
    if t is PArrayType:
        return _describe_array(expected, original, actual, path)  # type: ignore[arg-type]
    if t is POptionalType:
        inner = expected.type  # type: ignore[attr-defined]
        if type(actual) is type(UNDEF) or inner is None:
            return []
        return _describe(inner, original if isinstance(original, PTypeAlias) else expected, actual, path)
    if t is PEnumType or t is PPatternType:
        return [PatternMismatch(path, original, actual)]
    if t is PTypeAlias or t is PBuiltinAlias:
        return _describe(_normalize(expected.resolved()), expected, actual, path)  # type: ignore[attr-defined]
    return [] if expected.assignable_from(actual) else [TypeMismatch(path, original, actual)]


def _describe_variant(expected: PVariantType, original: PType, actual: PType,
                      path: tuple[PathElement, ...]) -> list[Mismatch]:
    per_variant: list[list[Mismatch]] = []
    types = list(expected.types)
    if type(original) is POptionalType:
        types.insert(0, UNDEF)
    for i, vt in enumerate(types):
        d = describe(vt, actual, path + (("variant", i),))
        if not d:
            return []
        per_variant.append(d)
    merged = _merge(len(path), per_variant)
    if isinstance(original, PTypeAlias) and len(merged) == 1:
        return [TypeMismatch(path, original, actual)]
    return merged


def _merge(varying: int, per_variant: list[list[Mismatch]]) -> list[Mismatch]:
    flat = [d for ds in per_variant for d in ds]
    for cls in (SizeMismatch, TypeMismatch):
        same = [d for d in flat if isinstance(d, cls)]
        if len(same) == len(per_variant):
            first = same[0]
            generic: Any = first
            for d in same[1:]:
                if generic.canonical_path() != d.canonical_path():
                    generic = None
                    break
                generic = generic.merge(generic.path, d)
            if generic is not None:
                flat = [generic]
                break
    unique = list(dict.fromkeys(flat))
    return [unique[0].chop_path(varying)] if len(unique) == 1 else unique


def _describe_array(expected: PArrayType, original: PType, actual: PType,
                    path: tuple[PathElement, ...]) -> list[Mismatch]:
    element = expected.element
    if type(actual) is PTupleType:
        expected_size = expected.size or _ALL_SIZES
        n = len(actual.types)
        actual_size = actual.size or PIntegerType(n, n)
        if not expected_size.assignable_from(actual_size):
            return [SizeMismatch(path, expected_size, actual_size)]
        out: list[Mismatch] = []
        for i, t in enumerate(actual.types):
            if not element.assignable_from(t):
                out.extend(describe(element, t, path + (("index", i),)))
        return out
    if type(actual) is PArrayType:
        actual_size = actual.size or _ALL_SIZES
        if expected.size is None or expected.size.assignable_from(actual_size):
            return [TypeMismatch(path, original, PArrayType(actual.element))]
        return [SizeMismatch(path, expected.size, actual_size)]
    return [TypeMismatch(path, original, actual)]


def _describe_hash(expected: PHashType, original: PType, actual: PType,
                   path: tuple[PathElement, ...]) -> list[Mismatch]:
    kt, vt = expected.key, expected.value
    if type(actual) is PStructType:
        expected_size = expected.size or _ALL_SIZES
        actual_size = PIntegerType(sum(1 for e in actual.elements if not e.optional), len(actual.elements))
        if not expected_size.assignable_from(actual_size):
            return [SizeMismatch(path, expected_size, actual_size)]
        out: list[Mismatch] = []
        for e in actual.elements:
            if not kt.assignable_from(e.key):
                out.extend(describe(kt, e.key, path + (("key", e.name),)))
            if not vt.assignable_from(e.value):
                out.extend(describe(vt, e.value, path + (("entry", e.name),)))
        return out
    if type(actual) is PHashType:
        actual_size = actual.size or _ALL_SIZES
        if expected.size is None or expected.size.assignable_from(actual_size):
            return [TypeMismatch(path, original, PHashType(actual.key, actual.value))]
        return [SizeMismatch(path, expected.size, actual_size)]
    return [TypeMismatch(path, original, actual)]


def _describe_struct(expected: PStructType, original: PType, actual: PType,
                     path: tuple[PathElement, ...]) -> list[Mismatch]:
    out: list[Mismatch] = []
    if type(actual) is PStructType:
        theirs = {e.name: e for e in actual.elements}
        for e in expected.elements:
            o = theirs.pop(e.name, None)
            if o is None:
                if not e.optional:
                    out.append(MissingKey(path, e.name))
                continue
            if not e.key.assignable_from(o.key):
                out.extend(describe(e.key, o.key, path + (("key", e.name),)))
            if not e.value.assignable_from(o.value):
                out.extend(describe(e.value, o.value, path + (("entry", e.name),)))
        out.extend(ExtraneousKey(path, k) for k in theirs)
        return out
    if type(actual) is PHashType:
        actual_size = actual.size or _ALL_SIZES
        n = len(expected.elements)
        expected_size = PIntegerType(sum(1 for e in expected.elements if not e.optional), n)
        if expected_size.assignable_from(actual_size):
            return [TypeMismatch(path, original, PHashType(actual.key, actual.value))]
        return [SizeMismatch(path, expected_size, actual_size)]
    return [TypeMismatch(path, original, actual)]


def _tuple_size(t: PTupleType) -> PIntegerType:
    if t.size is not None:
        return t.size
    n = len(t.types)
    return PIntegerType(n, n)


def _describe_tuple(expected: PTupleType, original: PType, actual: PType,
                    path: tuple[PathElement, ...]) -> list[Mismatch]:
    if expected == actual or (not expected.types and type(actual) is PArrayType):
        return []
    expected_size = _tuple_size(expected)
    if type(actual) is PTupleType:
        actual_size = _tuple_size(actual)
        if not expected_size.assignable_from(actual_size):
            return [SizeMismatch(path, expected_size, actual_size)]
        out: list[Mismatch] = []
        if expected.types:
            last = len(expected.types) - 1
            for i, at in enumerate(actual.types):
                idx = min(i, last)
                out.extend(describe(expected.types[idx], at, path + (("index", idx),)))
        return out
    if type(actual) is PArrayType:
        actual_size = actual.size or _ALL_SIZES
        if not expected_size.assignable_from(actual_size):
            return [SizeMismatch(path, expected_size, actual_size)]
        out = []
        for i, et in enumerate(expected.types):
            out.extend(describe(et, actual.element, path + (("index", i),)))
        return out
    return [TypeMismatch(path, original, actual)]


# --- public API ---------------------------------------------------------------------------------

def mismatch_descriptions(expected: PType, value: Any, path: Sequence[PathElement] = ()) -> list[str]:
    """Each problem of ``value`` against ``expected`` (empty when it matches), e.g.
    ``["index 1 expects a String value, got Integer"]``; ``path`` prefixes every problem."""
    if expected.instance_of(value):
        return []
    problems = describe(expected, infer_type(value), tuple(path))
    return [p.format().lstrip(" ") for p in problems]


def describe_mismatch(expected: PType, value: Any) -> str:
    """Puppet's description without a subject: ``expects an Integer value, got String``; several
    problems are joined with a newline and a space, as Puppet does."""
    return "\n ".join(mismatch_descriptions(expected, value))


def join_problems(subject: str, problems: list[str]) -> str:
    """``Subject: problem`` for one problem, ``Subject:\\n  p1\\n  p2`` for several (Puppet's layout)."""
    if len(problems) == 1:
        return f"{subject}: {problems[0]}"
    return f"{subject}:\n " + "\n ".join(" " + p for p in problems)


def parameter_mismatch(subject: str, param: str, expected: PType, value: Any) -> str | None:
    """The full error for a parameter whose value does not match its type, e.g.
    ``Class[C]: parameter 'x' expects an Integer value, got String``; None when it matches."""
    problems = mismatch_descriptions(expected, value, (("parameter", param),))
    return join_problems(subject, problems) if problems else None


def missing_parameter(name: str) -> str:
    return MissingParameter((), name).format().lstrip(" ")


def unknown_parameter(name: str) -> str:
    return InvalidParameter((), name).format().lstrip(" ")
