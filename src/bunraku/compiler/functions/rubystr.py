"""Ruby's ``to_s`` and ``inspect`` of Puppet values.

A few functions (join, sprintf's ``%s``, fail, shellquote) format through Ruby's own
conversions rather than Puppet's formatter: arrays and hashes come out as ``[1, "a"]`` and
``{"a"=>1}``, undef as an empty string (``nil`` inside containers), floats as Ruby prints them.
"""
from __future__ import annotations

import math
from decimal import Decimal
from typing import Any

from bunraku.types.values import DEFAULT, PRegexp, Sensitive


def ruby_float(f: float) -> str:
    """``Float#to_s``: shortest digits; scientific below 1e-4 and from 1e16 on."""
    if math.isnan(f):
        return "NaN"
    if math.isinf(f):
        return "Infinity" if f > 0 else "-Infinity"
    if f == 0:
        return "-0.0" if math.copysign(1.0, f) < 0 else "0.0"
    sign, digits_t, exp = Decimal(repr(f)).as_tuple()
    digits = "".join(map(str, digits_t)).rstrip("0") or "0"
    assert isinstance(exp, int)
    decpt = len("".join(map(str, digits_t))) + exp  # position of the decimal point
    neg = "-" if sign else ""
    if -4 < decpt <= 15:
        if decpt <= 0:
            return f"{neg}0.{'0' * -decpt}{digits}"
        if len(digits) <= decpt:
            return f"{neg}{digits}{'0' * (decpt - len(digits))}.0"
        return f"{neg}{digits[:decpt]}.{digits[decpt:]}"
    mantissa = digits[0] + "." + (digits[1:] or "0")
    e = decpt - 1
    return f"{neg}{mantissa}e{'+' if e >= 0 else '-'}{abs(e):02d}"


def ruby_to_s(value: Any) -> str:
    """``value.to_s`` in Puppet's Ruby runtime."""
    if value is None:
        return ""
    t = type(value)
    if t is str:
        return value
    if t is bool:
        return "true" if value else "false"
    if t is int:
        return str(value)
    if t is float:
        return ruby_float(value)
    if t is list or t is dict:
        return ruby_inspect(value)
    if isinstance(value, PRegexp):
        return f"(?-mix:{value.pattern})"
    if isinstance(value, Sensitive):
        return "Sensitive [value redacted]"
    if value is DEFAULT:
        return "default"
    return str(value)


_ESCAPES = {"\n": "\\n", "\t": "\\t", "\r": "\\r", "\f": "\\f", "\v": "\\v", "\a": "\\a",
            "\b": "\\b", "\x1b": "\\e", '"': '\\"', "\\": "\\\\"}


def ruby_inspect(value: Any) -> str:
    """``value.inspect``: strings quoted and escaped, undef as ``nil``, hashes ``{"k"=>v}``."""
    if value is None:
        return "nil"
    t = type(value)
    if t is str:
        out = []
        for i, c in enumerate(value):
            if c in _ESCAPES:
                out.append(_ESCAPES[c])
            elif c == "#" and value[i + 1:i + 2] in ("{", "$", "@"):
                out.append("\\#")
            elif ord(c) < 32 or ord(c) == 127:
                out.append(f"\\x{ord(c):02X}")
            else:
                out.append(c)
        return '"' + "".join(out) + '"'
    if t is list:
        return "[" + ", ".join(ruby_inspect(v) for v in value) + "]"
    if t is dict:
        return "{" + ", ".join(f"{ruby_inspect(k)}=>{ruby_inspect(v)}" for k, v in value.items()) + "}"
    if isinstance(value, PRegexp):
        return f"/{value.pattern}/"
    return ruby_to_s(value)
