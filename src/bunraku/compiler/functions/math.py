"""Numeric functions: abs, ceiling, floor, round.

Strings are still accepted by abs/ceiling/floor (with Puppet's deprecation warning)."""
from __future__ import annotations

import math
import re
from typing import Any

from bunraku.compiler.errors import FunctionError
from bunraku.compiler.functions.arguments import mismatch
from bunraku.compiler.functions.collections import warn_once
from bunraku.compiler.functions.registry import CallContext, function
from bunraku.compiler.functions.sprintf import ruby_float_conv


def _is_number(v: Any) -> bool:
    return type(v) is int or type(v) is float


@function("abs")
def abs_(ctx: CallContext, val: Any) -> Any:
    if _is_number(val):
        return abs(val)
    if type(val) is not str:
        raise mismatch("abs", "val", ["Numeric", "String"], val)
    warn_once(ctx, "abs_function_numeric_coerce_string",
              "The abs() function's auto conversion of String to Numeric is deprecated - "
              "change to convert input before calling")
    if re.fullmatch(r"-?\d+\.\d+", val):
        return abs(float(val))
    if re.fullmatch(r"-?\d+", val):
        return abs(int(val))
    raise FunctionError("abs(): Requires float or integer to work with - was given non decimal string")


def _rounding(ctx: CallContext, name: str, val: Any, op: Any) -> int:
    if _is_number(val):
        return int(op(val))
    if type(val) is not str:
        raise mismatch(name, "val", ["Numeric", "String"], val)
    warn_once(ctx, f"{name}_function_numeric_coerce_string",
              f"The {name}() function's auto conversion of String to Float is deprecated - "
              "change to convert input before calling")
    try:
        return int(op(ruby_float_conv(val)))
    except FunctionError:
        raise FunctionError(f"{name}(): cannot convert given value to a floating point value.") from None


@function("ceiling")
def ceiling(ctx: CallContext, val: Any) -> int:
    return _rounding(ctx, "ceiling", val, math.ceil)


@function("floor")
def floor(ctx: CallContext, val: Any) -> int:
    return _rounding(ctx, "floor", val, math.floor)


@function("round")
def round_(ctx: CallContext, val: Any) -> int:
    """Half away from zero (Puppet's rule), not Python's banker's rounding."""
    if not _is_number(val):
        raise mismatch("round", "val", "Numeric", val)
    return int(val + 0.5) if val > 0 else int(val - 0.5)
