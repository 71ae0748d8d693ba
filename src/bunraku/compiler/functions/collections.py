"""Collection functions: keys, values, length/size, empty, flatten, unique, sort, dig, get,
max, min, compare."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cmp_to_key
from typing import Any, Callable

from bunraku.compiler.errors import FunctionError
from bunraku.compiler.functions.arguments import arg_label, detailed_label, mismatch
from bunraku.compiler.functions.iterables import PIterator, iteration_items
from bunraku.compiler.functions.iteration import hash_key
from bunraku.compiler.functions.registry import CallContext, Closure, function
from bunraku.compiler.functions.rubyregex import ruby_split
from bunraku.compiler.functions.rubystr import ruby_inspect, ruby_to_s
from bunraku.types.values import Sensitive, flatten_values


def warn_once(ctx: CallContext, key: str, message: str) -> None:
    """A deprecation warning Puppet prints once per run and without a location.

    Uses ``ctx.warn_once(key, message)`` when the evaluator provides it."""
    hook = getattr(ctx, "warn_once", None)
    if hook is not None:
        hook(key, message)


@function("keys")
def keys(ctx: CallContext, hsh: Any) -> list[Any]:
    if type(hsh) is not dict:
        raise mismatch("keys", "hsh", "Hash", hsh)
    return list(hsh)


@function("values")
def values(ctx: CallContext, hsh: Any) -> list[Any]:
    if type(hsh) is not dict:
        raise mismatch("values", "hsh", "Hash", hsh)
    return list(hsh.values())


def _length(name: str, arg: Any) -> int:
    if type(arg) in (list, dict, str):
        return len(arg)
    if type(arg).__name__ == "Binary":  # bunraku.types Binary values, when they exist
        return len(arg)
    raise mismatch(name, "arg", ["Collection", "String", "Binary"], arg)


@function("length")
def length(ctx: CallContext, arg: Any) -> int:
    return _length("length", arg)


@function("size")
def size(ctx: CallContext, arg: Any) -> int:
    return _length("size", arg)


@function("empty")
def empty(ctx: CallContext, arg: Any) -> bool:
    t = type(arg)
    if arg is None:
        return True
    if t in (list, dict, str):
        return len(arg) == 0
    if isinstance(arg, Sensitive) and type(arg.value) is str:
        return arg.value == ""
    if t is int or t is float:
        warn_once(ctx, "empty-numeric", "Calling function empty() with Numeric value is deprecated.")
        return False
    if t.__name__ == "Binary":
        return len(arg) == 0
    raise FunctionError(
        "The function 'empty' was called with arguments it does not accept. It expects one of:\n"
        f"  (Collection coll)\n    rejected: parameter 'coll' expects a Collection value, got {arg_label(arg)}\n"
        f"  (Sensitive[String] str)\n    rejected: parameter 'str' expects a Sensitive[String] value, got {arg_label(arg)}\n"
        f"  (String str)\n    rejected: parameter 'str' expects a String value, got {arg_label(arg)}\n"
        f"  (Numeric num)\n    rejected: parameter 'num' expects a Numeric value, got {arg_label(arg)}\n"
        f"  (Binary bin)\n    rejected: parameter 'bin' expects a Binary value, got {arg_label(arg)}\n"
        f"  (Undef x)\n    rejected: parameter 'x' expects an Undef value, got {arg_label(arg)}")


@function("flatten")
def flatten(ctx: CallContext, *args: Any) -> list[Any]:
    return flatten_values(list(args))


def _unique_by(items: list[Any], key: Callable[[Any], Any]) -> list[Any]:
    """Ruby's ``uniq``: first occurrence wins; equality is Ruby's ``eql?`` (case-sensitive,
    ``1`` and ``1.0`` distinct)."""
    seen: set[Any] = set()
    out: list[Any] = []
    for item in items:
        k = _eql_key(key(item))
        if k not in seen:
            seen.add(k)
            out.append(item)
    return out


def _eql_key(value: Any) -> Any:
    t = type(value)
    if t is list:
        return ("a", tuple(_eql_key(v) for v in value))
    if t is dict:
        return ("h", tuple((_eql_key(k), _eql_key(v)) for k, v in value.items()))
    if t is float:
        return ("f", value)
    if t is bool:
        return ("b", value)
    try:
        hash(value)
    except TypeError:
        return ("id", id(value))
    return (t.__name__, value)


@function("unique", block="optional")
def unique(ctx: CallContext, arg: Any, *, block: Closure | None) -> Any:
    key: Callable[[Any], Any] = (lambda v: v) if block is None else block.call
    if type(arg) is str:
        return "".join(_unique_by(list(arg), key))
    if type(arg) is dict:
        groups: dict[Any, tuple[list[Any], list[Any]]] = {}
        for k, v in arg.items():
            ks, vs = groups.setdefault(_eql_key(key(v)), ([], []))
            ks.append(k)
            vs.append(v)
        return {hash_key(ks): _unique_by(vs, lambda x: x) for ks, vs in groups.values()}
    if type(arg) is list:
        return _unique_by(arg, key)
    if isinstance(arg, PIterator) or (type(arg) is int and arg >= 0) or hasattr(arg, "iter_values"):
        return _unique_by(iteration_items(arg)[0], key)
    raise FunctionError(
        "The function 'unique' was called with arguments it does not accept. It expects one of:\n"
        f"  (String string, Callable[String] block?)\n    rejected: parameter 'string' expects a String value, got {arg_label(arg)}\n"
        f"  (Hash hash, Callable[Any] block?)\n    rejected: parameter 'hash' expects a Hash value, got {arg_label(arg)}\n"
        f"  (Array array, Callable[Any] block?)\n    rejected: parameter 'array' expects an Array value, got {arg_label(arg)}\n"
        f"  (Iterable iterable, Callable[Any] block?)\n    rejected: parameter 'iterable' expects an Iterable value, got {detailed_label(arg)}")


def ruby_cmp(a: Any, b: Any) -> int:
    """Ruby's ``<=>`` as ``Array#sort`` uses it; raises Puppet's error for incomparable values."""
    ta, tb = type(a), type(b)
    if ta in (int, float) and tb in (int, float):
        return (a > b) - (a < b)
    if ta is str and tb is str:
        x, y = a.encode(), b.encode()
        return (x > y) - (x < y)
    if ta is list and tb is list:
        for x, y in zip(a, b):
            c = ruby_cmp(x, y)
            if c:
                return c
        return (len(a) > len(b)) - (len(a) < len(b))
    raise FunctionError(f"comparison of {_ruby_class(a)} with {_ruby_class(b)} failed")


def _ruby_class(v: Any) -> str:
    if v is None:
        return "nil"
    if v is True:
        return "true"
    if v is False:
        return "false"
    return {int: "Integer", float: "Float", str: "String", list: "Array",
            dict: "Hash"}.get(type(v), type(v).__name__)


def _kind(v: Any) -> str:
    return "number" if type(v) in (int, float) else type(v).__name__


def _check_sortable(items: list[Any]) -> None:
    """Report mixed kinds the way Ruby's sort first meets them: first element vs first stranger."""
    if not items:
        return
    first = items[0]
    for other in items[1:]:
        if _kind(other) != _kind(first) or type(first) not in (int, float, str, list):
            raise FunctionError(f"comparison of {_ruby_class(first)} with {_ruby_class(other)} failed")


def _block_cmp(block: Closure) -> Callable[[Any, Any], int]:
    def cmp(a: Any, b: Any) -> int:
        r = block.call(a, b)
        if type(r) is not int:
            raise FunctionError(f"comparison of {_ruby_class(a)} with {_ruby_class(b)} failed")
        return r
    return cmp


@function("sort", block="optional")
def sort(ctx: CallContext, arg: Any, *, block: Closure | None) -> Any:
    cmp = ruby_cmp if block is None else _block_cmp(block)
    if block is None and type(arg) is list:
        _check_sortable(arg)
    if type(arg) is str:
        return "".join(sorted(arg, key=cmp_to_key(cmp)))
    if type(arg) is list:
        return sorted(arg, key=cmp_to_key(cmp))
    raise FunctionError(
        "The function 'sort' was called with arguments it does not accept. It expects one of:\n"
        f"  (String string_value, Callable[2, 2] block?)\n    rejected: parameter 'string_value' expects a String value, got {arg_label(arg)}\n"
        f"  (Array array_value, Callable[2, 2] block?)\n    rejected: parameter 'array_value' expects an Array value, got {arg_label(arg)}")


_NUMERIC_TEXT = re.compile(r"\A-?\d+([._eE]\d+)?\Z")


def _extreme(ctx: CallContext, name: str, args: tuple[Any, ...], block: Closure | None,
             sign: int) -> Any:
    values = list(args)
    if len(values) == 1 and type(values[0]) is list:
        values = values[0]
    if block is not None:
        cmp = _block_cmp(block)
    elif all(type(v) in (int, float) for v in values):
        cmp = ruby_cmp
    else:
        strings = all(type(v) is str for v in values)

        def cmp(a: Any, b: Any) -> int:
            sa, sb = ruby_to_s(a), ruby_to_s(b)
            if _NUMERIC_TEXT.match(sa) and _NUMERIC_TEXT.match(sb):
                warn_once(ctx, f"{name}_function_numeric_coerce_string",
                          f"The {name}() function's auto conversion of String to Numeric is deprecated"
                          " - change to convert input before calling, or use lambda")
                fa, fb = float(sa.replace("_", ".")), float(sb.replace("_", "."))
                return (fa > fb) - (fa < fb)
            if not strings:
                warn_once(ctx, f"{name}_function_string_coerce_any",
                          f"The {name}() function's auto conversion of Any to String is deprecated"
                          " - change to convert input before calling, or use lambda")
            return ruby_cmp(sa, sb)
    if not values:
        if block is not None:
            return None
        raise FunctionError(f"{name}(): Wrong number of arguments need at least one")
    best = values[0]
    for v in values[1:]:
        if cmp(v, best) * sign > 0:
            best = v
    return best


@function("max", block="optional")
def max_(ctx: CallContext, *values: Any, block: Closure | None) -> Any:
    return _extreme(ctx, "max", values, block, 1)


@function("min", block="optional")
def min_(ctx: CallContext, *values: Any, block: Closure | None) -> Any:
    return _extreme(ctx, "min", values, block, -1)


@function("compare", max_args=3)
def compare(ctx: CallContext, a: Any, b: Any, *ignore_case: Any) -> int:
    num = (int, float)
    if type(a) in num and type(b) in num and not ignore_case:
        return (a > b) - (a < b)
    if type(a) is str and type(b) is str and (not ignore_case or type(ignore_case[0]) is bool):
        if not ignore_case or ignore_case[0]:
            x, y = _ascii_fold(a), _ascii_fold(b)
        else:
            x, y = a.encode(), b.encode()
        return (x > y) - (x < y)
    comparable = (int, float, str)
    if type(a) in comparable and type(b) in comparable:
        if ignore_case and not (type(a) is str and type(b) is str):
            msg = "compare(): The third argument (ignore case) can only be used when comparing strings"
        elif ignore_case and type(ignore_case[0]) is not bool:
            msg = ("compare(): The third argument (ignore case) must be a Boolean. "
                   f"Got {_model_label(ignore_case[0])}")
        else:
            msg = ("compare(): Can only compare values of the same type (or for Timestamp/Timespan "
                   f"also against Numeric). Got {_model_label(a)} and {_model_label(b)}")
    else:
        msg = ("compare(): Non comparable type. Only values of the types Numeric, String, Semver, "
               f"Timestamp and Timestamp can be compared. Got {_model_label(a)} and {_model_label(b)}")
    raise FunctionError(f"'compare' {msg}")


def _ascii_fold(s: str) -> bytes:
    """Ruby's ``casecmp`` folds only ASCII letters."""
    return "".join(c.lower() if "A" <= c <= "Z" else c for c in s).encode()


def _model_label(v: Any) -> str:
    return arg_label(v)


@dataclass(frozen=True)
class ErrorValue:
    """A Puppet ``Error`` data value (what ``get``'s block receives); ``$e.message`` etc."""

    message: str
    kind: str | None = None
    details: dict[str, Any] = field(default_factory=dict)
    issue_code: str | None = None


class DigError(FunctionError):
    """A ``dig`` failure carrying the Error value ``get`` hands to its block."""

    def __init__(self, error: ErrorValue) -> None:
        super().__init__(error.message)
        self.error = error


@function("dig")
def dig(ctx: CallContext, data: Any, *path: Any) -> Any:
    if data is not None and type(data) not in (list, dict):
        raise mismatch("dig", "data", ["Undef", "Collection"], data)
    return dig_values(data, list(path))


def dig_values(data: Any, path: list[Any]) -> Any:
    walked: list[Any] = []
    d = data
    for k in path:
        if d is None or k is None:
            return None
        if type(d) not in (list, dict):
            t = detailed_label(d) if type(d) is not str else "String"
            raise DigError(ErrorValue(
                f"The given data does not contain a Collection at {ruby_inspect(walked)}, got '{t}'",
                "SLICE_ERROR", {"walked_path": list(walked), "value_type": t}, "EXPECTED_COLLECTION"))
        walked.append(k)
        if type(d) is list:
            if type(k) is not int:
                t = detailed_label(k) if type(k) is not str else "String"
                raise DigError(ErrorValue(
                    f"The given data requires an Integer index at {ruby_inspect(walked)}, got '{t}'",
                    "SLICE_ERROR", {"walked_path": list(walked), "index_type": t},
                    "EXPECTED_INTEGER_INDEX"))
            d = d[k] if -len(d) <= k < len(d) else None
        else:
            try:
                d = d.get(k)
            except TypeError:
                d = None
    return d


_KEY_SEGMENT = re.compile(r"""(\s*"[^"]+"\s*|\s*'[^']+'\s*|[^'".]+)""")


def split_dotted(key: str) -> list[Any]:
    """A dotted navigation key into segments: quoted parts stay whole, digits become Integers."""
    segments = ruby_split("x." + key, _KEY_SEGMENT)
    if not segments or segments.pop(0) != "":
        raise FunctionError("Syntax error in dotted-navigation string")
    count = len(segments)
    kept = [s for s in segments if s != "."]
    if count == 0 or len(kept) * 2 != count + 1:
        raise FunctionError("Syntax error in dotted-navigation string")
    out: list[Any] = []
    for seg in kept[1:]:
        seg = seg.strip()
        if seg[:1] in ('"', "'"):
            out.append(seg[1:-1])
        elif re.fullmatch(r"[+-]?[0-9]+", seg):
            out.append(int(seg))
        else:
            out.append(seg)
    return out


@function("get", block="optional")
def get(ctx: CallContext, value: Any, dotted_string: Any, default_value: Any = None, *,
        block: Closure | None) -> Any:
    if type(dotted_string) is not str:
        raise mismatch("get", "dotted_string", "String", dotted_string)
    if value is None:
        return default_value
    if dotted_string == "":
        return value
    segments = split_dotted(dotted_string)
    try:
        result = dig_values(value, segments)
    except DigError as exc:
        if block is None:
            raise
        return block.call(exc.error)
    return default_value if result is None else result
