"""Collection types: Collection, Array, Hash, Tuple, Struct, Iterable and Iterator.

Sizes are ``PIntegerType`` ranges or ``None`` (unconstrained). The empty-collection types that
inference produces (``Array[0, 0]``, ``Hash[0, 0]``) accept any element type.
"""
from __future__ import annotations

from typing import Any

from bunraku.types.base import PType, TypeSystemError, ruby_class_name, value_type_name
from bunraku.types.format import puppet_quote
from bunraku.types.values import DEFAULT as DEFAULT_VALUE
from bunraku.types.scalars import (ANY, UNDEF, PAnyType, PEnumType, PIntegerType, PNotUndefType, PStringType,
                                   bad_slice_type, check_arity, flatten, size_params, size_str)

_ALL_SIZES = PIntegerType(0, None)
_EMPTY = PIntegerType(0, 0)


def _size_ok(size: PIntegerType | None, n: int) -> bool:
    if size is None:
        return True
    return (size.lo is None or n >= size.lo) and (size.hi is None or n <= size.hi)


def _size_assignable(mine: PIntegerType | None, theirs: PIntegerType | None) -> bool:
    if mine is None:
        return True
    return mine.assignable_from(theirs or _ALL_SIZES)


class PCollectionType(PType):
    __slots__ = ("size",)
    name = "Collection"

    def __init__(self, size: PIntegerType | None = None) -> None:
        self.size = size

    def _key(self) -> tuple[Any, ...]:
        return (self.size,)

    def instance_of(self, value: Any) -> bool:
        t = type(value)
        return (t is list or t is dict) and _size_ok(self.size, len(value))

    def _assignable(self, other: PType) -> bool:
        if isinstance(other, PCollectionType):
            return _size_assignable(self.size, other.size_range())
        return False

    def size_range(self) -> PIntegerType | None:
        return self.size

    def is_empty_type(self) -> bool:
        return self.size is not None and self.size.lo == 0 and self.size.hi == 0

    def parameterize(self, args: list[Any]) -> PType:
        args = flatten(args)
        check_arity(self, args, 1, 2, "Collection-Type")
        return PCollectionType(size_params(args))

    def __str__(self) -> str:
        parts = size_str(self.size)
        return f"Collection[{', '.join(parts)}]" if parts else "Collection"

    def generalize(self) -> PType:
        return COLLECTION


class PArrayType(PCollectionType):
    __slots__ = ("element",)
    name = "Array"

    def __init__(self, element: PType | None = None, size: PIntegerType | None = None) -> None:
        self.element = ANY if element is None else element
        self.size = size

    def _key(self) -> tuple[Any, ...]:
        return (self.element, self.size)

    def instance_of(self, value: Any) -> bool:
        if type(value) is not list:
            return False
        if self.size is not None and not _size_ok(self.size, len(value)):
            return False
        e = self.element
        if type(e) is PAnyType:
            return True
        for v in value:
            if not e.instance_of(v):
                return False
        return True

    def _assignable(self, other: PType) -> bool:
        t = type(other)
        if t is PArrayType:
            if not _size_assignable(self.size, other.size):  # type: ignore[attr-defined]
                return False
            return other.is_empty_type() or self.element.assignable_from(other.element)  # type: ignore
        if t is PTupleType:
            if not _size_assignable(self.size, other.size_range()):  # type: ignore[attr-defined]
                return False
            return all(self.element.assignable_from(x) for x in other.types)  # type: ignore[attr-defined]
        return False

    def parameterize(self, args: list[Any]) -> PType:
        args = flatten(args)
        n = len(args)
        if n == 1:
            if not isinstance(args[0], PType):
                raise bad_slice_type("Array-Type", args[0])
            return PArrayType(args[0])
        if n == 2:
            if isinstance(args[0], PType):
                return PArrayType(args[0], size_params(args[1:]))
            return PArrayType(None, size_params(args))
        if n == 3:
            if not isinstance(args[0], PType):
                raise bad_slice_type("Array-Type", args[0])
            return PArrayType(args[0], size_params(args[1:]))
        raise TypeSystemError(f"Array-Type[] accepts 1 to 3 arguments. Got {n}")

    def __str__(self) -> str:
        if self.is_empty_type():
            return "Array[0, 0]"
        if self.size is None and type(self.element) is PAnyType:
            return "Array"
        parts = [str(self.element)] + size_str(self.size)
        return f"Array[{', '.join(parts)}]"

    def generalize(self) -> PType:
        if self.is_empty_type():
            from bunraku.types.opaque_types import POpaqueType
            return PArrayType(POpaqueType("Unit"))  # what Puppet prints for type([], 'generalized')
        return PArrayType(self.element.generalize())


class PHashType(PCollectionType):
    __slots__ = ("key", "value")
    name = "Hash"

    def __init__(self, key: PType | None = None, value: PType | None = None,
                 size: PIntegerType | None = None) -> None:
        self.key = ANY if key is None else key
        self.value = ANY if value is None else value
        self.size = size

    def _key(self) -> tuple[Any, ...]:
        return (self.key, self.value, self.size)

    def instance_of(self, value: Any) -> bool:
        if type(value) is not dict:
            return False
        if self.size is not None and not _size_ok(self.size, len(value)):
            return False
        kt, vt = self.key, self.value
        if type(kt) is not PAnyType and not all(kt.instance_of(k) for k in value):
            return False
        return type(vt) is PAnyType or all(vt.instance_of(v) for v in value.values())

    def _assignable(self, other: PType) -> bool:
        t = type(other)
        if t is PHashType:
            if not _size_assignable(self.size, other.size):  # type: ignore[attr-defined]
                return False
            if other.is_empty_type():  # type: ignore[attr-defined]
                return True
            return self.key.assignable_from(other.key) and self.value.assignable_from(other.value)  # type: ignore
        if t is PStructType:
            if not _size_assignable(self.size, other.size_range()):  # type: ignore[attr-defined]
                return False
            return all(self.key.assignable_from(PStringType(value=e.name)) and self.value.assignable_from(e.value)
                       for e in other.elements)  # type: ignore[attr-defined]
        return False

    def parameterize(self, args: list[Any]) -> PType:
        args = flatten(args)
        if len(args) == 2 and type(args[0]) is int and type(args[1]) is int:
            return PHashType(None, None, PIntegerType(args[0], args[1]))
        for a in args[:2]:
            if not isinstance(a, PType):
                raise bad_slice_type("Hash-Type", a)
        n = len(args)
        if n == 2:
            return PHashType(args[0], args[1])
        if n == 3:
            s = args[2]
            if type(s) is PIntegerType:
                return PHashType(args[0], args[1], s)
            if type(s) is not int and s is not None:
                raise TypeSystemError(
                    f"Error while evaluating a '[]' expression, comparison of {ruby_class_name(s)} with "
                    "Infinity failed")
            return PHashType(args[0], args[1], PIntegerType(s, None))
        if n == 4:
            return PHashType(args[0], args[1], size_params(args[2:]))
        raise TypeSystemError(f"Hash-Type[] accepts 2 to 4 arguments. Got {n}")

    def __str__(self) -> str:
        if self.is_empty_type():
            return "Hash[0, 0]"
        if self.size is None and type(self.key) is PAnyType and type(self.value) is PAnyType:
            return "Hash"
        parts = [str(self.key), str(self.value)] + size_str(self.size)
        return f"Hash[{', '.join(parts)}]"

    def generalize(self) -> PType:
        if self.is_empty_type():
            return self
        return PHashType(self.key.generalize(), self.value.generalize())


class PTupleType(PCollectionType):
    """``Tuple[T1, T2, ..., min, max]``: positional element types; extra elements use the last."""
    __slots__ = ("types",)
    name = "Tuple"

    def __init__(self, types: tuple[PType, ...] = (), size: PIntegerType | None = None) -> None:
        self.types = types
        self.size = size

    def _key(self) -> tuple[Any, ...]:
        return (self.types, self.size)

    def size_range(self) -> PIntegerType | None:
        if self.size is not None:
            return self.size
        n = len(self.types)
        return PIntegerType(n, n) if self.types else None

    def instance_of(self, value: Any) -> bool:
        if type(value) is not list:
            return False
        types = self.types
        n = len(value)
        if self.size is None:
            if types and n != len(types):
                return False
        elif not _size_ok(self.size, n):
            return False
        if not types:
            return True
        last = len(types) - 1
        for i, v in enumerate(value):
            if not types[i if i < last else last].instance_of(v):
                return False
        return True

    def _assignable(self, other: PType) -> bool:
        t = type(other)
        if not self.types:
            return t in (PTupleType, PArrayType) and _size_assignable(self.size_range(), other.size_range())  # type: ignore
        if t is PTupleType:
            if not _size_assignable(self.size_range(), other.size_range()):  # type: ignore[attr-defined]
                return False
            last = len(self.types) - 1
            return all(self.types[min(i, last)].assignable_from(x) for i, x in enumerate(other.types))  # type: ignore
        if t is PArrayType:
            if not _size_assignable(self.size_range(), other.size or _ALL_SIZES):  # type: ignore[attr-defined]
                return False
            return all(x.assignable_from(other.element) for x in self.types)  # type: ignore[attr-defined]
        return False

    def parameterize(self, args: list[Any]) -> PType:
        args = flatten(args)
        size = None

        def is_range(a: Any) -> bool:
            return type(a) is int or a is DEFAULT_VALUE

        if len(args) >= 2 and is_range(args[-2]) and is_range(args[-1]):
            size = size_params(args[-2:])
            args = args[:-2]
        elif args and is_range(args[-1]):
            size = size_params([args[-1], DEFAULT_VALUE])
            args = args[:-1]
        check_arity(self, args, 1, None)
        for a in args:
            if not isinstance(a, PType):
                from bunraku.types.scalars import bad_specialization
                raise bad_specialization(self, a, "Any-Type")
        return PTupleType(tuple(args), size)

    def __str__(self) -> str:
        if not self.types:
            parts = size_str(self.size)
            return f"Tuple[{', '.join(parts)}]" if parts else "Tuple"
        parts = [str(t) for t in self.types] + size_str(self.size)
        return f"Tuple[{', '.join(parts)}]"

    def generalize(self) -> PType:
        return PTupleType(tuple(t.generalize() for t in self.types), self.size)


class StructElement:
    """One ``key => value type`` entry of a Struct; ``optional`` keys may be absent."""
    __slots__ = ("name", "key", "value", "optional")

    def __init__(self, name: str, key: PType, value: PType) -> None:
        self.name = name
        self.key = key
        self.value = value
        self.optional = key.assignable_from(UNDEF)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, StructElement) and (self.key, self.value) == (other.key, other.value)

    def __hash__(self) -> int:
        return hash((self.key, self.value))

    def key_str(self) -> str:
        """The key as Puppet prints it: the bare name unless NotUndef/Optional says more."""
        from bunraku.types.combinators import POptionalType
        value_optional = self.value.assignable_from(UNDEF)
        k = self.key
        if type(k) is POptionalType:
            return puppet_quote(self.name) if value_optional else str(k)
        return str(PNotUndefType(PStringType(value=self.name))) if value_optional else puppet_quote(self.name)


def struct_element(key: Any, value: PType) -> StructElement:
    """Build an element from a Struct key as written (``'a'``, ``Optional['a']``, ``NotUndef['a']``, ``Enum['a']``)."""
    from bunraku.types.combinators import POptionalType
    if type(key) is str:
        kt: PType = PStringType(value=key)
        if value.assignable_from(UNDEF):
            kt = POptionalType(kt)
        return StructElement(key, kt, value)
    if isinstance(key, PType):
        inner = key.type if type(key) in (POptionalType, PNotUndefType) else key  # type: ignore[attr-defined]
        name = _key_name(inner)
        if name is not None:
            if type(key) is PNotUndefType or type(key) is POptionalType:
                return StructElement(name, key, value)
            kt = PStringType(value=name)
            if value.assignable_from(UNDEF):
                kt = POptionalType(kt)
            return StructElement(name, kt, value)
    raise TypeSystemError("Error while evaluating a '[]' expression, Illegal Struct member key type. Expected "
                          f"NotUndef, Optional, String, or Enum. Got: {_key_label(key)}")


def _key_name(t: Any) -> str | None:
    if type(t) is PStringType and t.value is not None:
        return t.value
    if type(t) is PEnumType and len(t.values) == 1:
        return t.values[0]
    return None


def _key_label(key: Any) -> str:
    if isinstance(key, PType):
        return key.name
    return value_type_name(key).split("[")[0]


class PStructType(PCollectionType):
    """``Struct[{'a' => T, Optional['b'] => U}]``: a hash with known keys."""
    __slots__ = ("elements", "_by_name")
    name = "Struct"

    def __init__(self, elements: tuple[StructElement, ...] = ()) -> None:
        self.elements = elements
        self._by_name = {e.name: e for e in elements}
        self.size = None

    def _key(self) -> tuple[Any, ...]:
        return (self.elements,)

    def element(self, name: str) -> StructElement | None:
        return self._by_name.get(name)

    def size_range(self) -> PIntegerType | None:
        if not self.elements:
            return None
        required = sum(1 for e in self.elements if not e.optional)
        return PIntegerType(required, len(self.elements))

    def instance_of(self, value: Any) -> bool:
        if type(value) is not dict:
            return False
        matched = 0
        for e in self.elements:
            if e.name in value:
                matched += 1
                if not e.value.instance_of(value[e.name]):
                    return False
            elif not e.optional:
                return False
        return matched == len(value)

    def _assignable(self, other: PType) -> bool:
        t = type(other)
        if not self.elements:
            return t in (PStructType, PHashType)
        if t is PStructType:
            theirs = dict(other._by_name)  # type: ignore[attr-defined]
            for e in self.elements:
                o = theirs.pop(e.name, None)
                if o is None:
                    if not e.optional:
                        return False
                elif not e.key.assignable_from(o.key) or not e.value.assignable_from(o.value):
                    return False
            return not theirs
        if t is PHashType:
            return other.is_empty_type() and all(e.optional for e in self.elements)  # type: ignore[attr-defined]
        return False

    def parameterize(self, args: list[Any]) -> PType:
        check_arity(self, args, 1, 1)
        spec = args[0]
        if type(spec) is not dict:
            from bunraku.types.scalars import bad_specialization
            raise bad_specialization(self, spec, "Hash")
        elements = []
        for k, v in spec.items():
            if type(v) is str:
                v = PStringType(value=v)
            elif not isinstance(v, PType):
                v = _value_as_type(v)
            elements.append(struct_element(k, v))
        return PStructType(tuple(elements))

    def __str__(self) -> str:
        if not self.elements:
            return "Struct"
        body = ", ".join(f"{e.key_str()} => {e.value}" for e in self.elements)
        return f"Struct[{{{body}}}]"

    def generalize(self) -> PType:
        return PStructType(tuple(StructElement(e.name, e.key, e.value.generalize()) for e in self.elements))


def _value_as_type(v: Any) -> PType:
    """Struct values that are not types: Puppet infers a (generalized) type for them."""
    from bunraku.types.infer import infer_type
    return infer_type(v, generalized=True)


class PIterableType(PType):
    __slots__ = ("type",)
    name = "Iterable"

    def __init__(self, type: PType | None = None) -> None:
        self.type = type

    def _key(self) -> tuple[Any, ...]:
        return (self.type,)

    def instance_of(self, value: Any) -> bool:
        t = type(value)
        if t is list:
            return self.type is None or all(self.type.instance_of(v) for v in value)
        if t is dict:
            return self.type is None or all(self.type.instance_of([k, v]) for k, v in value.items())
        if t is str:
            return self.type is None or all(self.type.instance_of(c) for c in value)
        if t is int:
            return value >= 0 and (self.type is None or self.type.assignable_from(PIntegerType(0, max(value - 1, 0))))
        return False

    def _assignable(self, other: PType) -> bool:
        if type(other) in (PIterableType, PIteratorType):
            return self.type is None or (other.type is not None  # type: ignore[attr-defined]
                                         and self.type.assignable_from(other.type))  # type: ignore[attr-defined]
        if isinstance(other, PArrayType):
            return self.type is None or self.type.assignable_from(other.element)
        if type(other) is PIntegerType:
            return self.type is None or self.type.assignable_from(PIntegerType(0, None))
        if isinstance(other, PCollectionType) or type(other) in (PStringType, PEnumType):
            return self.type is None
        return False

    def parameterize(self, args: list[Any]) -> PType:
        args = flatten(args)
        check_arity(self, args, 1, 1, f"{self.name}-Type")
        if not isinstance(args[0], PType):
            raise bad_slice_type(f"{self.name}-Type", args[0])
        return type(self)(args[0])

    def __str__(self) -> str:
        return self.name if self.type is None else f"{self.name}[{self.type}]"


class PIteratorType(PIterableType):
    __slots__ = ()
    name = "Iterator"

    def instance_of(self, value: Any) -> bool:
        return False

    def _assignable(self, other: PType) -> bool:
        return type(other) is PIteratorType and (self.type is None or (
            other.type is not None and self.type.assignable_from(other.type)))  # type: ignore[attr-defined]


COLLECTION = PCollectionType()
ARRAY = PArrayType()
HASH = PHashType()
EMPTY_ARRAY = PArrayType(None, _EMPTY)
EMPTY_HASH = PHashType(None, None, _EMPTY)
