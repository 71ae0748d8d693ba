"""Puppet's operators on values: arithmetic, comparison, matching, and their error wording.

The evaluator calls these with already-evaluated operands and the AST nodes needed to place an
error (Puppet points at the failing operand for conversions, at the operator otherwise).
"""
from __future__ import annotations

import math
import re
from typing import Any, Callable

from bunraku.compiler.errors import EvaluationError
from bunraku.types.compare import IncomparableError, compare, equal
from bunraku.types.values import PRegexp
from bunraku.types import PClassType, PResourceType, PType
from bunraku.types.format import to_string
from bunraku.types.values import DefaultValue, Sensitive

INT_MAX = (1 << 63) - 1
INT_MIN = -(1 << 63)

_HEX = re.compile(r"\A[-+]?0[xX][0-9a-fA-F]+\Z")
_OCT = re.compile(r"\A[-+]?0[0-7]+\Z")
_DEC = re.compile(r"\A[-+]?(?:0|[1-9]\d*)\Z")
_FLOAT = re.compile(r"\A[-+]?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][-+]?\d+)?\Z")


def type_label(value: Any) -> str:
    """The generalized Puppet type name of a value, as used in operator messages."""
    t = type(value)
    if t is str:
        return "String"
    if t is bool:
        return "Boolean"
    if t is int:
        return "Integer"
    if t is float:
        return "Float"
    if t is list:
        return "Array"
    if t is dict:
        return "Hash"
    if value is None:
        return "Undef"
    if isinstance(value, PRegexp):
        return "Regexp"
    if isinstance(value, DefaultValue):
        return "Default"
    if isinstance(value, Sensitive):
        return "Sensitive"
    if isinstance(value, PResourceType):
        return "Resource" if value.title is None else str(value).split("[", 1)[0]
    if isinstance(value, PClassType):
        return "Class"
    if isinstance(value, PType):
        return "Type"
    return type(value).__name__


def a_an(label: str) -> str:
    return f"an {label}" if label[:1].upper() in "AEIOU" else f"a {label}"


def string_to_number(text: str) -> int | float | None:
    """Puppet's numeric interpretation of a string, or None when it is not a number."""
    s = text.strip()
    if _DEC.match(s):
        return int(s)
    if _HEX.match(s):
        return int(s, 16)
    if _OCT.match(s):
        return int(s, 8)
    if _FLOAT.match(s):
        return float(s)
    return None


def format_number(value: int | float) -> str:
    if type(value) is float:
        r = repr(value)
        return r
    return str(value)


def to_number(value: Any, node: Any, warn: Callable[[str, Any], None]) -> int | float:
    """Coerce an arithmetic operand; strings that look numeric convert with Puppet's warning."""
    t = type(value)
    if t is int or t is float:
        return value
    if t is str:
        n = string_to_number(value)
        if n is not None:
            warn(f"The string '{value}' was automatically coerced to the numerical value "
                 f"{format_number(n)}", node)
            return n
    shown = "" if value is None else _short(value)
    raise EvaluationError(f"The value '{shown}' cannot be converted to Numeric.", node)


def _short(value: Any) -> str:
    return to_string(value)


def check_int_range(op: str, result: Any, node: Any, lnode: Any = None) -> Any:
    """Puppet's Integer is 64-bit; a Float result must be finite (reported at the left operand)."""
    if type(result) is int and not (INT_MIN <= result <= INT_MAX):
        sign = "-" if result < 0 else "+"
        raise EvaluationError(
            f"A '{op}' expression resulted in a value outside of Puppet Integer max range, "
            f"got '{sign}0x{abs(result):x}'", node)
    if type(result) is float and (math.isinf(result) or math.isnan(result)):
        raise EvaluationError(f"The result of the {op} expression is "
                              f"{'Infinity' if math.isinf(result) else 'NaN'}", lnode or node)
    return result


def not_applicable(op: str, value: Any, node: Any) -> EvaluationError:
    return EvaluationError(f"Operator '{op}' is not applicable to {a_an(type_label(value))}.", node)


def arithmetic(op: str, left: Any, right: Any, node: Any, lnode: Any, rnode: Any,
               warn: Callable[[str, Any], None]) -> Any:
    """``+ - * / % << >>`` with Puppet's collection semantics and integer range checks."""
    tl = type(left)
    if op == "+":
        if tl is list:
            if type(right) is list:
                return left + right
            if type(right) is dict:
                return left + [[k, v] for k, v in right.items()]
            return left + [right]
        if tl is dict:
            return {**left, **_as_hash(right, node)}
    elif op == "-":
        # Collection subtraction compares like Ruby (case-sensitive strings), unlike ``==``.
        if tl is list:
            if type(right) is dict:
                drop = [[k, v] for k, v in right.items()]
            else:
                drop = right if type(right) is list else [right]
            return [x for x in left if not any(_strict_equal(x, d) for d in drop)]
        if tl is dict:
            keys = list(right) if type(right) is dict else right if type(right) is list else [right]
            return {k: v for k, v in left.items() if not any(_strict_equal(k, d) for d in keys)}
    elif op == "<<" and tl is list:
        return left + [right]
    if tl is not int and tl is not float and tl is not str:
        raise not_applicable(op, left, node)
    a = to_number(left, lnode, warn)
    b = to_number(right, rnode, warn)
    if op == "+":
        result = a + b
    elif op == "-":
        result = a - b
    elif op == "*":
        result = a * b
    elif op == "/":
        if b == 0 and type(a) is int and type(b) is int:
            raise EvaluationError("Division by 0", rnode)
        if type(a) is int and type(b) is int:
            result = a // b
        else:
            result = a / b if b != 0 else (math.inf if a > 0 else -math.inf if a < 0 else math.nan)
    elif op == "%":
        if type(a) is not int:
            raise not_applicable(op, a, lnode)
        if type(b) is not int:
            raise not_applicable(op, b, rnode)
        if b == 0:
            raise EvaluationError("Division by 0", rnode)
        result = a % b
    elif op in ("<<", ">>"):
        if type(a) is not int:
            raise not_applicable(op, a, lnode)
        if type(b) is not int:
            raise not_applicable(op, b, rnode)
        if op == ">>":
            b = -b
        result = a << b if b >= 0 else a >> -b
    else:  # pragma: no cover - the parser produces no other operator
        raise EvaluationError(f"Unknown operator '{op}'", node)
    return check_int_range(op, result, node, lnode)


def _strict_equal(a: Any, b: Any) -> bool:
    if type(a) is str or type(b) is str:
        return type(a) is type(b) and a == b
    if type(a) is list and type(b) is list:
        return len(a) == len(b) and all(_strict_equal(x, y) for x, y in zip(a, b))
    return equal(a, b)


def _as_hash(value: Any, node: Any) -> dict[Any, Any]:
    if type(value) is dict:
        return value
    if type(value) is list:
        if all(type(x) is list and len(x) == 2 for x in value) and value:
            return {x[0]: x[1] for x in value}
        if len(value) % 2 == 0:
            return {value[i]: value[i + 1] for i in range(0, len(value), 2)}
        raise EvaluationError("Error while evaluating a '+' expression, odd number of arguments for Hash", node)
    raise EvaluationError(f"Operator '+' is not applicable to a Hash and {a_an(type_label(value))}.", node)


def comparison(op: str, left: Any, right: Any, node: Any) -> bool:
    """``== != < > <= >=``; ordering errors use Puppet's "is not possible" wording."""
    if op == "==":
        return equal(left, right)
    if op == "!=":
        return not equal(left, right)
    try:
        c = compare(left, right)
    except IncomparableError:
        lt, rt = type(left), type(right)
        if lt in (int, float) and lt is not bool:
            cause = "A Numeric is not comparable to non Numeric"
        elif lt is str:
            cause = "A String is not comparable to a non String"
        else:
            if isinstance(left, PType):
                cause = "A Type is not comparable to a non Type"
            else:
                cause = "Only Strings, Numbers, Timespans, Timestamps, and Versions are comparable"
        del rt
        raise EvaluationError(
            f"Comparison of: {type_label(left)} {op} {type_label(right)}, is not possible. "
            f"Caused by '{cause}'.", node) from None
    if op == "<":
        return c < 0
    if op == ">":
        return c > 0
    if op == "<=":
        return c <= 0
    return c >= 0
