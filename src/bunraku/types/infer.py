"""Type inference: the most specific type of a value (``type(v)``), its reduced form (one element
type per collection) and its generalized form (``type(v, 'generalized')``)."""
from __future__ import annotations

from typing import Any

from bunraku.types.base import PType
from bunraku.types.catalog_types import PClassType, PResourceType
from bunraku.types.collections import EMPTY_ARRAY, EMPTY_HASH, PArrayType, PHashType, PStructType, PTupleType, \
    StructElement
from bunraku.types.combinators import PSensitiveType, PTypeType, PVariantType
from bunraku.types.scalars import (ANY, DEFAULT_TYPE, NUMERIC, SCALAR, SCALAR_DATA, UNDEF, PBooleanType,
                                   PEnumType, PFloatType, PIntegerType, PNumericType, PPatternType, PRegexpType,
                                   PScalarDataType, PScalarType, PStringType, PUndefType)
from bunraku.types.values import DEFAULT, PRegexp, Sensitive

_TRUE = PBooleanType(True)
_FALSE = PBooleanType(False)


def infer_type(value: Any, generalized: bool = False) -> PType:
    """``type(value)`` (arrays as Tuples, string-keyed hashes as Structs) or, with ``generalized``,
    ``type(value, 'generalized')``."""
    if generalized:
        return infer_reduced(value).generalize()
    t = type(value)
    if t is list:
        return PTupleType(tuple(infer_type(v) for v in value)) if value else EMPTY_ARRAY
    if t is dict:
        if not value:
            return EMPTY_HASH
        if all(type(k) is str and k for k in value):
            return PStructType(tuple(StructElement(k, PStringType(value=k), infer_type(v)) for k, v in value.items()))
        kt = PVariantType.create([infer_type(k) for k in value])
        vt = PVariantType.create([infer_type(v) for v in value.values()])
        return PHashType(kt, vt, PIntegerType(len(value), len(value)))
    return _infer_scalar(value)


def infer_reduced(value: Any) -> PType:
    """``type(value, 'reduced')``: collections get one common element (and key) type."""
    t = type(value)
    if t is list:
        if not value:
            return EMPTY_ARRAY
        return PArrayType(reduce_types([infer_reduced(v) for v in value]), PIntegerType(len(value), len(value)))
    if t is dict:
        if not value:
            return EMPTY_HASH
        return PHashType(reduce_types([infer_reduced(k) for k in value]),
                         reduce_types([infer_reduced(v) for v in value.values()]),
                         PIntegerType(len(value), len(value)))
    return _infer_scalar(value)


def _infer_scalar(value: Any) -> PType:
    t = type(value)
    if t is str:
        return PStringType(value=value)
    if t is int:
        return PIntegerType(value, value)
    if t is float:
        return PFloatType(value, value)
    if t is bool:
        return _TRUE if value else _FALSE
    if value is None:
        return UNDEF
    if value is DEFAULT:
        return DEFAULT_TYPE
    if t is PRegexp:
        return PRegexpType(value)
    if t is Sensitive:
        return PSensitiveType(infer_reduced(value.value).generalize())
    if isinstance(value, PType):
        return PTypeType(value)
    from bunraku.types.opaque_types import POpaqueType
    return POpaqueType("Runtime", ("ruby", type(value).__name__))


def reduce_types(types: list[PType]) -> PType:
    result: PType | None = None
    for t in types:
        result = t if result is None else common_type(result, t)
    return result if result is not None else UNDEF


def common_type(t1: PType, t2: PType) -> PType:
    """The most specific type both types are assignable to (Puppet's ``common_type``)."""
    if type(t1) is PUndefType:
        return t2
    if type(t2) is PUndefType:
        return t1
    if t1.assignable_from(t2):
        return t1
    if t2.assignable_from(t1):
        return t2
    c1, c2 = type(t1), type(t2)
    if c1 is PArrayType and c2 is PArrayType:
        return PArrayType(common_type(t1.element, t2.element))  # type: ignore[attr-defined]
    if c1 is PHashType and c2 is PHashType:
        return PHashType(common_type(t1.key, t2.key), common_type(t1.value, t2.value))  # type: ignore
    if c1 is PClassType and c2 is PClassType:
        return PClassType()
    if c1 is PResourceType and c2 is PResourceType:
        same = t1.type_name == t2.type_name  # type: ignore[attr-defined]
        return PResourceType(t1.type_name if same else None)  # type: ignore[attr-defined]
    if c1 is PIntegerType and c2 is PIntegerType or c1 is PFloatType and c2 is PFloatType:
        lo = None if t1.lo is None or t2.lo is None else min(t1.lo, t2.lo)  # type: ignore[attr-defined]
        hi = None if t1.hi is None or t2.hi is None else max(t1.hi, t2.hi)  # type: ignore[attr-defined]
        return c1(lo, hi)
    if c1 is PStringType and c2 in (PStringType, PEnumType):
        v1 = t1.value  # type: ignore[attr-defined]
        if c2 is PEnumType:
            return PEnumType() if v1 is None else PEnumType(t2.values + (v1,))  # type: ignore[attr-defined]
        v2 = t2.value  # type: ignore[attr-defined]
        if t1.size is None or t2.size is None:  # type: ignore[attr-defined]
            return PStringType() if v1 is None or v2 is None else PEnumType((v1, v2))
        return PStringType(common_type(t1.size, t2.size))  # type: ignore[attr-defined,arg-type]
    if c1 is PPatternType and c2 is PPatternType:
        return PPatternType(t1.patterns + t2.patterns)  # type: ignore[attr-defined]
    if c1 is PEnumType and c2 in (PStringType, PEnumType):
        if c2 is PEnumType:
            return PEnumType(t1.values + t2.values)  # type: ignore[attr-defined]
        v2 = t2.value  # type: ignore[attr-defined]
        return PEnumType() if v2 is None else PEnumType(t1.values + (v2,))  # type: ignore[attr-defined]
    if c1 is PVariantType and c2 is PVariantType:
        return PVariantType.create(list(t1.types) + list(t2.types))  # type: ignore[attr-defined]
    if c1 is PRegexpType and c2 is PRegexpType:
        return PRegexpType()
    if isinstance(t1, PNumericType) and isinstance(t2, PNumericType):
        return NUMERIC
    if isinstance(t1, PScalarDataType) and isinstance(t2, PScalarDataType):
        return SCALAR_DATA
    if isinstance(t1, PScalarType) and isinstance(t2, PScalarType):
        return SCALAR
    from bunraku.types.builtin import DATA, RICH_DATA
    if DATA.assignable_from(t1) and DATA.assignable_from(t2):
        return DATA
    if c1 is PTypeType and c2 is PTypeType:
        return PTypeType(common_type(t1.type or ANY, t2.type or ANY))  # type: ignore[attr-defined]
    if RICH_DATA.assignable_from(t1) and RICH_DATA.assignable_from(t2):
        return RICH_DATA
    return ANY


__all__ = ["infer_type", "infer_reduced", "common_type", "reduce_types"]
