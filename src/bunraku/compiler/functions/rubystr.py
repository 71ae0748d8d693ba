"""Ruby's ``to_s`` and ``inspect`` of Puppet values.

A few functions (join, sprintf's ``%s``, fail, shellquote) format through Ruby's own
conversions rather than Puppet's formatter: arrays and hashes come out as ``[1, "a"]`` and
``{"a"=>1}``, undef as an empty string (``nil`` inside containers), floats as Ruby prints them.
"""
from __future__ import annotations

from typing import Any

from bunraku.types.format import ruby_float_str
from bunraku.types.values import DEFAULT, PRegexp, Sensitive


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
        return ruby_float_str(value)
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
