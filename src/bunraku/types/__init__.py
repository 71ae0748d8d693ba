"""The Puppet type system: type values, parameterization, instance and assignability checks,
inference, mismatch descriptions (``bunraku.types.mismatch``), value formatting
(``bunraku.types.format``) and conversions (``bunraku.types.convert``).

The value model every layer shares is documented in :mod:`bunraku.types.values`.
"""
from bunraku.types.base import PType, TypeSystemError
from bunraku.types.builtin import DATA, RICH_DATA, builtin_type
from bunraku.types.catalog_types import PCatalogEntryType, PClassType, PResourceType
from bunraku.types.collections import (PArrayType, PCollectionType, PHashType, PIterableType, PIteratorType,
                                       PStructType, PTupleType, StructElement)
from bunraku.types.combinators import POptionalType, PSensitiveType, PTypeAlias, PTypeType, PVariantType
from bunraku.types.infer import common_type, infer_type
from bunraku.types.mismatch import describe_mismatch, mismatch_descriptions, parameter_mismatch
from bunraku.types.opaque_types import PCallableType, PInitType, POpaqueType
from bunraku.types.scalars import (PAnyType, PBooleanType, PDefaultType, PEnumType, PFloatType, PIntegerType,
                                   PNotUndefType, PNumericType, PPatternType, PRegexpType, PScalarDataType,
                                   PScalarType, PStringType, PUndefType)

__all__ = [
    "PType", "TypeSystemError", "builtin_type", "infer_type", "common_type", "describe_mismatch",
    "mismatch_descriptions", "parameter_mismatch", "DATA", "RICH_DATA",
    "PAnyType", "PUndefType", "PDefaultType", "PNotUndefType", "PScalarType", "PScalarDataType", "PNumericType",
    "PIntegerType", "PFloatType", "PStringType", "PBooleanType", "PEnumType", "PPatternType", "PRegexpType",
    "POptionalType", "PVariantType", "PTypeType", "PSensitiveType", "PTypeAlias",
    "PCollectionType", "PArrayType", "PHashType", "PTupleType", "PStructType", "StructElement",
    "PIterableType", "PIteratorType", "PCatalogEntryType", "PResourceType", "PClassType",
    "PCallableType", "PInitType", "POpaqueType",
]
