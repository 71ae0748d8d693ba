"""How Puppet turns values into text.

* :func:`to_string` — string interpolation ``"${v}"`` and ``notice(v)``: strings bare at every
  depth, undef as the empty string, floats as Ruby prints them (``1.0e+20``).
* :func:`string_convert` — the ``String(v)`` / ``String(v, format)`` conversion: the top-level
  value bare, but strings inside collections quoted (``['a', 1]``) and floats as ``%f``.
"""
from __future__ import annotations

import re
from decimal import Decimal
from typing import Any

from bunraku.types.values import DEFAULT, PRegexp, Sensitive


def ruby_float_str(f: float) -> str:
    """Ruby's ``Float#to_s``: shortest round-trip digits, fixed notation for 1e-4 <= |f| < 1e15."""
    if f != f:
        return "NaN"
    if f in (float("inf"), float("-inf")):
        return "Infinity" if f > 0 else "-Infinity"
    if f == 0.0:
        return "-0.0" if str(f).startswith("-") else "0.0"
    sign, digits, exp = Decimal(repr(f)).as_tuple()
    ds = "".join(map(str, digits)).rstrip("0") or "0"
    decpt = len(digits) + int(exp)  # value = 0.ds * 10**decpt
    neg = "-" if sign else ""
    if -4 < decpt <= 15:
        if decpt <= 0:
            return f"{neg}0.{'0' * -decpt}{ds}"
        if len(ds) <= decpt:
            return f"{neg}{ds}{'0' * (decpt - len(ds))}.0"
        return f"{neg}{ds[:decpt]}.{ds[decpt:]}"
    mant = ds[0] + "." + (ds[1:] or "0")
    e = decpt - 1
    return f"{neg}{mant}e{'+' if e >= 0 else '-'}{abs(e):02d}"


def puppet_quote(s: str, double: bool = False) -> str:
    """Puppet's quoting of a string in a type or a collection: single quotes unless control
    characters force double quotes."""
    if double or any(ord(c) < 0x20 for c in s):
        return _double_quote(s)
    out = ["'"]
    escaped = False
    for c in s:
        if escaped:
            out.append("\\" + c)
            escaped = False
        elif c == "'":
            out.append("\\'")
        elif c == "\\":
            escaped = True
        else:
            out.append(c)
    if escaped:
        out.append("\\")
    out.append("'")
    return "".join(out)


_DOUBLE_ESCAPES = {"\t": "\\t", "\n": "\\n", "\r": "\\r", '"': '\\"', "$": "\\$", "\\": "\\\\"}


def _double_quote(s: str) -> str:
    out = ['"']
    for c in s:
        esc = _DOUBLE_ESCAPES.get(c)
        if esc is not None:
            out.append(esc)
        elif ord(c) < 0x20:
            out.append("\\u{%X}" % ord(c))
        else:
            out.append(c)
    out.append('"')
    return "".join(out)


def regexp_str(r: PRegexp) -> str:
    """A regexp with its delimiters, as Puppet (Ruby's ``inspect``) prints it: bare slashes escaped."""
    p = r.pattern
    if "/" not in p:
        return f"/{p}/"
    out = []
    i = 0
    while i < len(p):
        c = p[i]
        if c == "\\" and i + 1 < len(p):
            out.append(p[i:i + 2])
            i += 2
            continue
        out.append("\\/" if c == "/" else c)
        i += 1
    return "/" + "".join(out) + "/"


# --- interpolation / notice ---------------------------------------------------------------------

def to_string(value: Any) -> str:
    """The text of a value in ``"${v}"`` and ``notice(v)``."""
    t = type(value)
    if t is str:
        return value
    if value is None:
        return ""
    if t is bool:
        return "true" if value else "false"
    if t is int:
        return str(value)
    if t is float:
        return ruby_float_str(value)
    if t is list or t is tuple:  # tuples: arrays used as hash keys
        return "[" + ", ".join(to_string(e) for e in value) + "]"
    if t is dict:
        return "{" + ", ".join(f"{to_string(k)} => {to_string(v)}" for k, v in value.items()) + "}"
    if t is PRegexp:
        return regexp_str(value)
    if value is DEFAULT:
        return "default"
    if t is Sensitive:
        return "Sensitive [value redacted]"
    element_type = getattr(value, "element_type", None)
    if element_type is not None and hasattr(value, "iter_values"):  # an Iterator value
        return f"Iterator[{element_type}]-Value"
    return str(value)


def format_for_log(value: Any) -> str:
    """What ``notice(v)`` logs for one value (the same text as interpolation)."""
    return to_string(value)


# --- String(v) and String(v, format) -----------------------------------------------------------

class FormatError(Exception):
    """A bad format string; the message is Puppet's."""


_FORMAT_RE = re.compile(r"^%([\s\[+#0{<(|-]*)([1-9][0-9]*)?(?:\.([0-9]+))?([a-zA-Z])$")


def string_convert(value: Any, fmt: str | None = None) -> str:
    """``String(value)`` with Puppet's default formats, or ``String(value, '%x')`` for one format."""
    if fmt is None:
        return _default(value, top=True)
    m = _FORMAT_RE.match(fmt)
    if not m:
        raise FormatError(f"The format '{fmt}' is not a valid format on the form "
                          "'%<flags><width>.<prec><format>'")
    flags, width, prec, conv = m.groups()
    return _formatted(value, fmt, flags, width, prec, conv)


def _default(value: Any, top: bool) -> str:
    t = type(value)
    if t is str:
        return value if top else puppet_quote(value)
    if value is None:
        return "" if top else "undef"
    if t is float:
        return ("%f" % value) if top else ruby_float_str(value)
    if t is list:
        return "[" + ", ".join(_default(e, False) for e in value) + "]"
    if t is dict:
        return "{" + ", ".join(f"{_default(k, False)} => {_default(v, False)}" for k, v in value.items()) + "}"
    if t is PRegexp:
        return value.pattern if top else regexp_str(value)
    if t is Sensitive:
        return "Sensitive [value redacted]" if top else "#<Sensitive [value redacted]>"
    return to_string(value)


def _pad(s: str, flags: str, width: str | None, prec: str | None) -> str:
    if prec is not None:
        s = s[:int(prec)]
    if width:
        s = s.ljust(int(width)) if "-" in flags else s.rjust(int(width))
    return s


def _int_format(n: int, flags: str, width: str | None, prec: str | None, conv: str) -> str:
    if conv == "b" or conv == "B":
        digits = format(abs(n), "b")
        prefix = ("0" + conv) if "#" in flags and n else ""
    elif conv == "o":
        digits = format(abs(n), "o")
        prefix = "0" if "#" in flags and n else ""
    elif conv in "xX":
        digits = format(abs(n), conv)
        prefix = ("0" + conv) if "#" in flags and n else ""
    else:
        digits = str(abs(n))
        prefix = ""
    if prec is not None:
        digits = digits.zfill(int(prec))
    sign = "-" if n < 0 else "+" if "+" in flags else " " if " " in flags else ""
    body = sign + prefix + digits
    if width and len(body) < int(width):
        w = int(width)
        if "-" in flags:
            body = body.ljust(w)
        elif "0" in flags and prec is None:
            body = sign + prefix + digits.zfill(w - len(sign) - len(prefix))
        else:
            body = body.rjust(w)
    return body


def _float_format(f: float, flags: str, width: str | None, prec: str | None, conv: str) -> str:
    pyflags = "".join(c for c in flags if c in "-+ #0")
    spec = "%" + pyflags + (width or "") + (f".{prec}" if prec is not None else "") + conv
    if conv in "aA":
        return f.hex()
    return spec % f


def _formatted(value: Any, fmt: str, flags: str, width: str | None, prec: str | None, conv: str) -> str:
    t = type(value)
    if t is int:
        if conv in "dxXobB":
            return _int_format(value, flags, width, prec, conv)
        if conv in "eEfgGaA":
            return _float_format(float(value), flags, width, prec, conv)
        if conv == "c":
            return _pad(chr(value), flags, width, None)
        if conv in "sp":
            return _pad(str(value), flags, width, prec)
        raise _illegal(conv, "Integer", "dxXobBeEfgGaAspc")
    if t is float:
        if conv in "dxXobB":
            return _int_format(int(value), flags, width, prec, conv)
        if conv in "eEfgGaA":
            return _float_format(value, flags, width, prec, conv)
        if conv in "sp":
            s = ruby_float_str(value)
            return _pad(f'"{s}"' if "#" in flags and conv == "s" else s, flags, width, prec)
        raise _illegal(conv, "Float", "dxXobBeEfgGaAsp")
    if t is str:
        alt = "#" in flags
        if conv == "s":
            return _pad(value, flags, width, prec)
        if conv == "p":
            return _pad(puppet_quote(value, alt), flags, width, prec)
        transforms = {"c": str.capitalize, "u": str.upper, "d": str.lower, "t": str.strip,
                      "C": lambda s: "::".join(p.capitalize() for p in s.split("::"))}
        if conv in transforms:
            s = transforms[conv](value)
            return _pad(puppet_quote(s) if alt else s, flags, width, prec)
        raise _illegal(conv, "String", "cCudspt")
    if t is bool:
        words = {"t": str(value).lower(), "T": str(value).capitalize(), "y": "yes" if value else "no",
                 "Y": "Yes" if value else "No", "s": str(value).lower(), "p": str(value).lower()}
        if conv in words:
            w = words[conv]
            return _pad(w[0] if "#" in flags and conv in "tTyY" else w, flags, width, prec)
        if conv in "dxXobB":
            return _int_format(int(value), flags, width, prec, conv)
        if conv in "eEfgGaA":
            return _float_format(float(value), flags, width, prec, conv)
        raise _illegal(conv, "Boolean", "tTyYdxXobBeEfgGaAsp")
    if value is None:
        table = {"n": "null", "u": "undef", "d": "NaN", "x": "NaN", "X": "NAN", "o": "NaN", "b": "NaN",
                 "B": "NAN", "e": "NaN", "E": "NAN", "f": "NaN", "g": "NaN", "G": "NAN", "a": "NaN",
                 "A": "NAN", "v": "n/a", "V": "N/A", "s": "", "p": "undef"}
        if conv in table:
            s = table[conv]
            if "#" in flags and conv in "sp":
                s = '""' if conv == "s" else '"undef"'
            return _pad(s, flags, width, prec)
        raise _illegal(conv, "Undef", "nudxXobBeEfgGaAvVsp")
    if t is list:
        if conv in "asp":
            delims = {"(": "()", "[": "[]", "{": "{}", "<": "<>", "|": "||"}
            pair = next((delims[c] for c in flags if c in delims), "[]")
            return pair[0] + ", ".join(_default(e, False) for e in value) + pair[1]
        raise _illegal(conv, "Array", "asp")
    if t is dict:
        if conv in "hasp":
            return _default(value, False)
        raise _illegal(conv, "Hash", "hasp")
    if t is PRegexp:
        if conv == "p":
            return regexp_str(value)
        if conv == "s":
            return _pad(puppet_quote(value.pattern) if "#" in flags else value.pattern, flags, width, prec)
        raise _illegal(conv, "Regexp", "sp")
    return _pad(_default(value, True), flags, width, prec)


def _illegal(conv: str, type_name: str, allowed: str) -> FormatError:
    return FormatError(f"Illegal format '{conv}' specified for value of {type_name} type - "
                       f"expected one of the characters '{allowed}'")
