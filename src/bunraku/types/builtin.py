"""The built-in type names (``Integer``, ``Data``, ``Resource``, ...) and the ``Data``/``RichData``
aliases."""
from __future__ import annotations

from typing import Any, Callable

from bunraku.types.base import PType
from bunraku.types.catalog_types import PCatalogEntryType, PClassType, PResourceType
from bunraku.types.collections import (ARRAY, COLLECTION, HASH, PArrayType, PHashType, PIterableType,
                                       PIteratorType, PStructType, PTupleType)
from bunraku.types.combinators import POptionalType, PSensitiveType, PTypeAlias, PTypeType, PVariantType
from bunraku.types.opaque_types import OPAQUE_NAMES, PCallableType, PInitType, POpaqueType
from bunraku.types.scalars import (ANY, BOOLEAN, DEFAULT_TYPE, FLOAT, INTEGER, NUMERIC, REGEXP, SCALAR,
                                   SCALAR_DATA, STRING, UNDEF, PEnumType, PNotUndefType, PPatternType)
from bunraku.types.values import DEFAULT, PRegexp, Sensitive


class PBuiltinAlias(PTypeAlias):
    """A built-in alias (``Data``, ``RichData``) with a direct instance test for speed."""
    __slots__ = ("_test",)

    def __init__(self, name: str, resolve: Callable[[], PType], test: Callable[[Any], bool]) -> None:
        super().__init__(name, resolve)
        self._test = test

    def instance_of(self, value: Any) -> bool:
        return self._test(value)


def _is_data(v: Any) -> bool:
    t = type(v)
    if t is str or t is int or t is float or t is bool or v is None:
        return True
    if t is list:
        return all(_is_data(x) for x in v)
    if t is dict:
        return all(type(k) is str and _is_data(x) for k, x in v.items())
    return False


def _is_rich_data(v: Any) -> bool:
    t = type(v)
    if t is list:
        return all(_is_rich_data(x) for x in v)
    if t is dict:
        return all(type(k) in (str, int, float) and _is_rich_data(x) for k, x in v.items())
    return t in (str, int, float, bool, PRegexp, Sensitive) or v is None or v is DEFAULT or isinstance(v, PType)


def _data_definition() -> PType:
    return PVariantType((SCALAR_DATA, UNDEF, PHashType(STRING, DATA), PArrayType(DATA)))


def _rich_data_definition() -> PType:
    key = PVariantType((STRING, NUMERIC))
    members = [SCALAR, POpaqueType("SemVerRange"), POpaqueType("Binary"), PSensitiveType(), PTypeType(),
               POpaqueType("TypeSet"), POpaqueType("URI"), POpaqueType("Object"), UNDEF, DEFAULT_TYPE,
               PHashType(key, RICH_DATA), PArrayType(RICH_DATA)]
    return PVariantType(tuple(members))


DATA = PBuiltinAlias("Data", _data_definition, _is_data)
RICH_DATA = PBuiltinAlias("RichData", _rich_data_definition, _is_rich_data)

_BUILTINS: dict[str, PType] = {
    "Any": ANY, "Undef": UNDEF, "Default": DEFAULT_TYPE, "NotUndef": PNotUndefType(),
    "Scalar": SCALAR, "ScalarData": SCALAR_DATA, "Numeric": NUMERIC, "Integer": INTEGER, "Float": FLOAT,
    "String": STRING, "Boolean": BOOLEAN, "Enum": PEnumType(), "Pattern": PPatternType(), "Regexp": REGEXP,
    "Optional": POptionalType(), "Variant": PVariantType(), "Type": PTypeType(), "Sensitive": PSensitiveType(),
    "Collection": COLLECTION, "Array": ARRAY, "Hash": HASH, "Tuple": PTupleType(), "Struct": PStructType(),
    "Iterable": PIterableType(), "Iterator": PIteratorType(),
    "CatalogEntry": PCatalogEntryType(), "Resource": PResourceType(), "Class": PClassType(),
    "Callable": PCallableType(), "Init": PInitType(), "Data": DATA, "RichData": RICH_DATA,
}
_BUILTINS.update({n: POpaqueType(n) for n in OPAQUE_NAMES if n != "Unit"})


def builtin_type(name: str) -> PType | None:
    """The type a bare capitalized name denotes, or None when it is not a built-in type name
    (then it may be a type alias or a resource type)."""
    return _BUILTINS.get(name)
