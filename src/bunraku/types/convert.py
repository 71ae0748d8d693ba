"""Puppet's ``new`` / ``Type(args)`` conversions (``Integer('0x10')``, ``Boolean('yes')``, ``Hash([...])``).

Errors raise :class:`TypeSystemError` with Puppet's message as it appears after the evaluator's
``Error while evaluating a Function Call, `` prefix (e.g. ``'new' The string 'x' cannot be
converted to Integer``).
"""
from __future__ import annotations

import re
from typing import Any, Callable

from bunraku.types.base import PType, TypeSystemError
from bunraku.types.builtin import PBuiltinAlias
from bunraku.types.collections import PArrayType, PHashType, PStructType, PTupleType
from bunraku.types.combinators import POptionalType, PSensitiveType, PTypeAlias, PTypeType
from bunraku.types.format import FormatError, string_convert
from bunraku.types.infer import infer_reduced
from bunraku.types.mismatch import mismatch_descriptions
from bunraku.types.scalars import (PBooleanType, PFloatType, PIntegerType, PNotUndefType, PNumericType,
                                   PRegexpType, PStringType)
from bunraku.types.values import PRegexp, Sensitive

_INT_LENIENT = re.compile(r"\A[+-]?\s*(?:\d+|0[xX][0-9A-Fa-f]+|0[bB][01]+)\Z")
_FLOAT = re.compile(r"\A[+-]?\s*(?:(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE]-?\d+)?|0[xX][0-9A-Fa-f]+|0[0-7]+|0[bB][01]+)\Z")
_WS_AFTER_SIGN = re.compile(r"\A([+-])[ \t]+(.*)\Z", re.S)
_RUBY_INT = re.compile(r"\A([+-]?)(0[xX][0-9A-Fa-f]+(?:_[0-9A-Fa-f]+)*|0[bB][01]+(?:_[01]+)*|0[oO]?[0-7]+(?:_[0-7]+)*"
                       r"|[1-9]\d*(?:_\d+)*|0)\Z")
_BOOLEAN_WORDS = {"true": True, "yes": True, "y": True, "false": False, "no": False, "n": False}


def _generalized(value: Any) -> str:
    return str(infer_reduced(value).generalize())


def _cannot(fn: str, value: Any, type_name: str) -> TypeSystemError:
    if type(value) is str:
        return TypeSystemError(f"{fn}The string '{value}' cannot be converted to {type_name}")
    return TypeSystemError(f"{fn}Value of type {_generalized(value)} cannot be converted to {type_name}")


def ruby_integer(s: str, radix: int | None = None) -> int:
    """Ruby's ``Integer(str[, radix])``: prefixes 0x/0b/0o/0 (octal) select the base; ValueError if bad."""
    s = s.strip()
    m = _RUBY_INT.match(s)
    if radix is None:
        if not m:
            raise ValueError(s)
        sign, body = m.groups()
        body = body.replace("_", "")
        low = body.lower()
        if low.startswith("0x"):
            n = int(low[2:], 16)
        elif low.startswith("0b"):
            n = int(low[2:], 2)
        elif low.startswith("0o"):
            n = int(low[2:], 8)
        elif len(body) > 1 and body[0] == "0":
            n = int(body[1:], 8)
        else:
            n = int(body)
        return -n if sign == "-" else n
    sign = ""
    if s[:1] in "+-" and s:
        sign, s = s[0], s[1:]
    low = s.lower()
    prefixes = {16: ("0x",), 2: ("0b",), 8: ("0o", "0"), 10: ("0d",)}[radix]
    for p in prefixes:
        if low.startswith(p) and len(low) > len(p):
            low = low[len(p):]
            break
    try:
        n = int(low, radix) if low and "_" not in low[:1] else int("x")
    except ValueError:
        raise ValueError(s) from None
    return -n if sign == "-" else n


def new_integer(args: list[Any]) -> int:
    from_ = args[0] if args else None
    radix = args[1] if len(args) > 1 else None
    if radix is not None and not (type(radix) is int and radix in (2, 8, 10, 16)):
        from bunraku.types.values import DEFAULT
        if radix is not DEFAULT:
            raise TypeSystemError(f"Illegal radix: {radix}, expected 2, 8, 10, 16, or default")
        radix = None
    t = type(from_)
    if t is bool:
        return 1 if from_ else 0
    if t is int:
        return from_
    if t is float:
        return int(from_)
    if t is not str or not _INT_LENIENT.match(from_):
        raise _cannot("'new' ", from_, "Integer")
    try:
        return ruby_integer(from_, radix)
    except ValueError:
        m = _WS_AFTER_SIGN.match(from_)
        if m:
            try:
                return ruby_integer(m.group(1) + m.group(2), radix)
            except ValueError:
                pass
        raise TypeSystemError(f'invalid value for Integer(): "{from_}"') from None


def _ruby_float(s: str) -> float:
    low = s.strip().lower()
    neg = low.startswith("-")
    body = low.lstrip("+-").strip()
    if body.startswith("0x"):
        v = float(int(body[2:], 16))
    elif body.startswith("0b"):
        v = float(int(body[2:], 2))
    else:
        v = float(body)
    return -v if neg else v


def new_float(args: list[Any]) -> float:
    from_ = args[0] if args else None
    t = type(from_)
    if t is bool:
        return 1.0 if from_ else 0.0
    if t is int or t is float:
        return float(from_)
    if t is not str or not _FLOAT.match(from_):
        raise _cannot("'new_float' ", from_, "Float")
    m = _WS_AFTER_SIGN.match(from_)
    return _ruby_float(m.group(1) + m.group(2) if m else from_)


def new_numeric(args: list[Any]) -> int | float:
    from_ = args[0] if args else None
    t = type(from_)
    if t is bool:
        return 1 if from_ else 0
    if t is int or t is float:
        return from_
    if t is not str or not _FLOAT.match(from_):
        raise _cannot("'new_numeric' ", from_, "Numeric")
    s = from_
    m = _WS_AFTER_SIGN.match(s)
    if m:
        s = m.group(1) + m.group(2)
    body = s.lstrip("+-")
    if body[:2].lower() in ("0x", "0b"):
        return ruby_integer(s)
    if re.search(r"[.eE]", body):
        return _ruby_float(s)
    try:
        return ruby_integer(s)
    except ValueError:
        raise _cannot("'new_numeric' ", from_, "Numeric") from None


def new_boolean(args: list[Any]) -> bool:
    from_ = args[0] if args else None
    t = type(from_)
    if t is bool:
        return from_
    if t is int or t is float:
        return from_ != 0
    if t is str and from_.lower() in _BOOLEAN_WORDS:
        return _BOOLEAN_WORDS[from_.lower()]
    raise _cannot("'new_boolean' ", from_, "Boolean")


def iterate(value: Any) -> list[Any] | None:
    """The elements Puppet iterates for a value (strings by character, n as 0..n-1), or None."""
    t = type(value)
    if t is list:
        return value
    if t is dict:
        return [[k, v] for k, v in value.items()]
    if t is str:
        return list(value)
    if t is int:
        return list(range(value)) if value >= 0 else []
    if t is PIntegerType and value.lo is not None and value.hi is not None:
        return list(range(value.lo, value.hi + 1))
    return None


def new_array(args: list[Any]) -> list[Any]:
    from_ = args[0] if args else None
    wrap = len(args) > 1 and args[1] is True
    if wrap:
        return from_ if type(from_) is list else [from_]
    items = iterate(from_)
    if items is None and hasattr(from_, "iter_values"):  # an Iterator value (step, reverse_each)
        items = from_.iter_values()
    if items is None:
        raise TypeSystemError(f"'new_array' Value of type {_generalized(from_)} cannot be converted to Array")
    return list(items)


def _is_pair_list(v: Any) -> bool:
    return type(v) is list and len(v) > 0 and all(type(e) is list and len(e) == 2 for e in v)


def new_hash(args: list[Any]) -> dict[Any, Any]:
    from_ = args[0] if args else None
    if _is_pair_list(from_):
        if len(args) > 1 and args[1] in ("tree", "hash_tree") and all(type(e[0]) is list for e in from_):
            return _hash_from_tree(from_, args[1] == "hash_tree")
        return {k: v for k, v in from_}
    if type(from_) is dict:
        return from_
    items = from_ if type(from_) is list else iterate(from_)
    if items is None:
        raise TypeSystemError(f"Value of type {_generalized(from_)} cannot be converted to Hash")
    if len(items) % 2:
        raise TypeSystemError("odd number of arguments for Hash")
    return {items[i]: items[i + 1] for i in range(0, len(items), 2)}


def _hash_from_tree(entries: list[Any], all_hashes: bool) -> dict[Any, Any]:
    result: dict[Any, Any] = {}
    for path, value in entries:
        if not path:
            if type(value) is list:
                result.update(enumerate(value))
            else:
                result.update(value)
            continue
        node: Any = result
        for key in path[:-1]:
            if type(node) is list:
                node = node[key]
            else:
                node = node.setdefault(key, {})
        node[path[-1]] = new_hash([value]) if all_hashes and type(value) is list else value
    return result


def new_regexp(args: list[Any]) -> PRegexp:
    from_ = args[0] if args else None
    if type(from_) is PRegexp:
        return from_
    if type(from_) is not str:
        raise TypeSystemError(f"'new_float' parameter 'pattern' expects a String value, got "
                              f"{infer_reduced(from_).generalize().short_name()}")
    if len(args) > 1 and args[1] is True:
        return PRegexp(re.escape(from_))
    return PRegexp(from_)


def new_string(args: list[Any]) -> str:
    fmt = args[1] if len(args) > 1 else None
    if fmt is not None and type(fmt) is not str:
        fmt = None  # type-to-format maps are not supported; fall back to the default formats
    try:
        return string_convert(args[0] if args else None, fmt)
    except FormatError as e:
        raise TypeSystemError(str(e)) from None


def _base(t: PType) -> PType:
    while True:
        if isinstance(t, PTypeAlias):
            t = t.resolved()
        elif type(t) in (POptionalType, PNotUndefType) and t.type is not None:  # type: ignore[attr-defined]
            t = t.type  # type: ignore[attr-defined]
        else:
            return t


_CONSTRUCTORS: dict[type, Callable[[list[Any]], Any]] = {
    PIntegerType: new_integer, PFloatType: new_float, PNumericType: new_numeric, PBooleanType: new_boolean,
    PStringType: new_string, PArrayType: new_array, PTupleType: new_array, PHashType: new_hash,
    PStructType: new_hash, PRegexpType: new_regexp,
}


def new_value(t: PType, args: list[Any], parse_type: Callable[[str], PType] | None = None) -> Any:
    """``t.new(*args)``: a value already of type ``t`` is returned as is; otherwise ``t``'s
    conversion runs and its result must be a ``t``. ``parse_type`` turns a string into a type for
    ``Type('Integer[1,2]')`` (the evaluator supplies it)."""
    if len(args) == 1 and t.instance_of(args[0]):
        return args[0]
    if type(t) is POptionalType and args and args[0] is None:
        return None
    base = _base(t)
    ctor = _CONSTRUCTORS.get(type(base))
    if ctor is not None:
        result = ctor(args)
    elif type(base) is PSensitiveType:
        v = args[0] if args else None
        result = v if type(v) is Sensitive else Sensitive(v)
    elif type(base) is PTypeType and parse_type is not None and args and type(args[0]) is str:
        result = parse_type(args[0])
    elif type(base) is PBuiltinAlias or type(base).__name__ in ("PAnyType", "PScalarType", "PScalarDataType"):
        result = args[0] if args else None
    else:
        raise TypeSystemError(f"Creation of new instance of type '{t}' is not supported")
    if not t.instance_of(result):
        problems = mismatch_descriptions(t, result)
        raise TypeSystemError(f"Converted value from {t}.new() has wrong type, {problems[0] if problems else ''}")
    return result


__all__ = ["new_value", "new_integer", "new_float", "new_numeric", "new_boolean", "new_array", "new_hash",
           "new_regexp", "new_string", "iterate", "ruby_integer"]
