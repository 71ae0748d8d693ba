"""``sprintf``: Ruby's ``Kernel#format``, as Puppet exposes it.

Supports flags `` #+-0``, width and precision (also ``*``), ``n$`` positional arguments,
``%<name>x`` and ``%{name}`` references into a single Hash argument, and the conversions
``d i u x X o b B e E f g G s p c %``. Numbers are converted the way Ruby's ``Integer()`` and
``Float()`` do (so ``'12'`` formats with ``%d``); negative numbers in ``x``/``o``/``b`` without a
sign flag are shown in Ruby's two's-complement form (``..f01``).
"""
from __future__ import annotations

import re
from typing import Any

from bunraku.compiler.errors import FunctionError
from bunraku.compiler.functions.registry import CallContext, function
from bunraku.compiler.functions.rubystr import ruby_inspect, ruby_to_s

_SPEC = re.compile(
    r"%(?P<flags>[-+ 0#]*)(?:(?P<pos>\d+)\$)?(?P<flags2>[-+ 0#]*)"
    r"(?:<(?P<name>\w+)>)?(?P<flags3>[-+ 0#]*)"
    r"(?P<width>\*|\d+)?(?:\.(?P<prec>\*|\d*))?(?P<conv>.?)", re.S)
_NAMED_BRACES = re.compile(r"%\{(\w+)\}")


@function("sprintf")
def sprintf(ctx: CallContext, fmt: Any, *args: Any) -> str:
    if type(fmt) is not str:
        fmt = ruby_to_s(fmt)
    return RubyFormat(fmt, list(args)).render()


class RubyFormat:
    """One ``format(fmt, *args)`` evaluation."""

    def __init__(self, fmt: str, args: list[Any]) -> None:
        self.fmt = fmt
        self.args = args
        self.next_arg = 0
        self.hash = args[0] if len(args) == 1 and type(args[0]) is dict else None

    def render(self) -> str:
        out: list[str] = []
        i = 0
        fmt = self.fmt
        while i < len(fmt):
            j = fmt.find("%", i)
            if j < 0:
                out.append(fmt[i:])
                break
            out.append(fmt[i:j])
            braces = _NAMED_BRACES.match(fmt, j)
            if braces:
                out.append(ruby_to_s(self._named(braces.group(1))))
                i = braces.end()
                continue
            m = _SPEC.match(fmt, j)
            assert m is not None
            out.append(self._one(m))
            i = m.end()
        return "".join(out)

    def _named(self, name: str) -> Any:
        if self.hash is None:
            raise FunctionError("one hash required")
        if name not in self.hash:
            raise FunctionError(f"key<{name}> not found")
        return self.hash[name]

    def _take(self) -> Any:
        if self.next_arg >= len(self.args):
            raise FunctionError("too few arguments")
        v = self.args[self.next_arg]
        self.next_arg += 1
        return v

    def _one(self, m: "re.Match[str]") -> str:
        conv = m.group("conv")
        flags = (m.group("flags") or "") + (m.group("flags2") or "") + (m.group("flags3") or "")
        if conv == "%" and not flags and m.group("width") is None and m.group("prec") is None:
            return "%"
        if conv == "":
            raise FunctionError("incomplete format specifier; use %% (double %) instead")
        width_s, prec_s = m.group("width"), m.group("prec")
        width = int(self._to_int(self._take())) if width_s == "*" else (int(width_s) if width_s else None)
        if width is not None and width < 0:
            flags += "-"
            width = -width
        prec: int | None
        if prec_s == "*":
            prec = int(self._to_int(self._take()))
        else:
            prec = int(prec_s) if prec_s else (0 if prec_s == "" else None)
        if m.group("name"):
            value = self._named(m.group("name"))
        elif m.group("pos"):
            idx = int(m.group("pos")) - 1
            if idx >= len(self.args):
                raise FunctionError("too few arguments")
            value = self.args[idx]
        elif conv in "diuxXobBeEfgGaAscp":
            value = self._take()
        else:
            raise FunctionError(f"malformed format string - %{conv}")
        if conv in "diu":
            return _pad(_signed(str(self._to_int(value)), flags, prec), width, flags, numeric=True)
        if conv in "xXobB":
            return _radix(self._to_int(value), conv, flags, width, prec)
        if conv in "eEfgG":
            return _float(self._to_float(value), conv, flags, width, prec)
        if conv in "aA":
            return _pad(float.hex(self._to_float(value)), width, flags)
        if conv == "c":
            if type(value) is str:
                if len(value) != 1:
                    raise FunctionError("%c requires a character")
                text = value
            else:
                text = chr(self._to_int(value))
            return _pad(text, width, flags)
        text = ruby_inspect(value) if conv == "p" else ruby_to_s(value)
        if prec is not None:
            text = text[:prec]
        return _pad(text, width, flags)

    @staticmethod
    def _to_int(value: Any) -> int:
        return ruby_integer(value)

    @staticmethod
    def _to_float(value: Any) -> float:
        return ruby_float_conv(value)


def ruby_integer(value: Any) -> int:
    """Ruby's ``Integer(value)`` as ``format`` applies it."""
    t = type(value)
    if t is int:
        return value
    if t is float:
        if value != value or value in (float("inf"), float("-inf")):
            raise FunctionError(f"{'NaN' if value != value else 'Infinity'}")
        return int(value)
    if t is str:
        parsed = _parse_ruby_int(value)
        if parsed is None:
            raise FunctionError(f"invalid value for Integer(): {ruby_inspect(value)}")
        return parsed
    raise FunctionError(f"can't convert {_class_name(value)} into Integer")


_INT_RE = re.compile(r"\s*([-+]?)(0[xX][0-9a-fA-F_]+|0[bB][01_]+|0[oO]?[0-7_]+|\d[\d_]*)\s*\Z")


def _parse_ruby_int(text: str) -> int | None:
    m = _INT_RE.match(text)
    if m is None:
        return None
    body = m.group(2)
    if "__" in body or body.endswith("_"):
        return None
    low = body.lower().replace("_", "")
    if low.startswith("0x"):
        n = int(low[2:], 16)
    elif low.startswith("0b"):
        n = int(low[2:], 2)
    elif low.startswith("0o"):
        n = int(low[2:], 8)
    elif low.startswith("0") and len(low) > 1:
        n = int(low[1:], 8)
    else:
        n = int(low)
    return -n if m.group(1) == "-" else n


_FLOAT_RE = re.compile(r"\s*[-+]?(\d[\d_]*)(\.\d[\d_]*)?([eE][-+]?\d+)?\s*\Z")


def ruby_float_conv(value: Any) -> float:
    """Ruby's ``Float(value)``."""
    t = type(value)
    if t is float:
        return value
    if t is int:
        return float(value)
    if t is str:
        if _FLOAT_RE.match(value) and "__" not in value:
            return float(value.replace("_", ""))
        as_int = _parse_ruby_int(value)
        if as_int is not None and value.strip().lower().lstrip("+-").startswith("0x"):
            return float(as_int)
        raise FunctionError(f"invalid value for Float(): {ruby_inspect(value)}")
    raise FunctionError(f"can't convert {_class_name(value)} into Float")


def _class_name(value: Any) -> str:
    if value is None:
        return "nil"
    if value is True:
        return "true"
    if value is False:
        return "false"
    return {list: "Array", dict: "Hash"}.get(type(value), type(value).__name__)


def _signed(digits: str, flags: str, prec: int | None) -> str:
    neg = digits.startswith("-")
    body = digits.lstrip("-")
    if prec is not None and len(body) < prec:
        body = "0" * (prec - len(body)) + body
    sign = "-" if neg else ("+" if "+" in flags else (" " if " " in flags else ""))
    return sign + body


def _pad(text: str, width: int | None, flags: str, numeric: bool = False, zero_ok: bool = True) -> str:
    if width is None or len(text) >= width:
        return text
    if "-" in flags:
        return text + " " * (width - len(text))
    if numeric and "0" in flags and zero_ok:
        sign = text[0] if text[:1] in "+- " else ""
        rest = text[len(sign):]
        prefix = ""
        for p in ("0x", "0X", "0b", "0B"):
            if rest.startswith(p):
                prefix, rest = p, rest[2:]
        return sign + prefix + "0" * (width - len(text)) + rest
    return " " * (width - len(text)) + text


_BASES = {"x": 16, "X": 16, "o": 8, "b": 2, "B": 2}
_PREFIX = {"x": "0x", "X": "0X", "o": "0", "b": "0b", "B": "0B"}


def _digits(n: int, base: int) -> str:
    if n == 0:
        return "0"
    chars = "0123456789abcdef"
    out = []
    while n:
        n, r = divmod(n, base)
        out.append(chars[r])
    return "".join(reversed(out))


def _radix(n: int, conv: str, flags: str, width: int | None, prec: int | None) -> str:
    base = _BASES[conv]
    explicit_sign = "+" in flags or " " in flags
    if n < 0 and not explicit_sign:
        # Ruby shows negative numbers as an infinite two's complement: ..f01
        bits = {16: 4, 8: 3, 2: 1}[base]
        size = max(1, (abs(n).bit_length() + bits) // bits + 1)
        body = _digits(n % (base ** size), base)
        top = _digits(base - 1, base)
        while len(body) > 1 and body[0] == top and body[1] == top:
            body = body[1:]
        if width is not None and "0" in flags and "-" not in flags:
            body = top * max(0, width - len(body) - 2 - (len(_PREFIX[conv]) if "#" in flags else 0)) + body
        text = ".." + body
        if conv == "X":
            text = text.upper()
        if "#" in flags:
            text = _PREFIX[conv] + text
        return _pad(text, width, flags)
    body = _digits(abs(n), base)
    if prec is not None and len(body) < prec:
        body = "0" * (prec - len(body)) + body
    if conv == "X":
        body = body.upper()
    if "#" in flags and n != 0:
        if conv == "o":
            body = body if body.startswith("0") else "0" + body
        else:
            body = _PREFIX[conv] + body
    sign = "-" if n < 0 else ("+" if "+" in flags else (" " if " " in flags else ""))
    return _pad(sign + body, width, flags, numeric=True, zero_ok=prec is None)


def _float(x: float, conv: str, flags: str, width: int | None, prec: int | None) -> str:
    if x != x or x in (float("inf"), float("-inf")):
        text = "NaN" if x != x else ("Inf" if x > 0 else "-Inf")
        if x == x and x > 0 and ("+" in flags or " " in flags):
            text = ("+" if "+" in flags else " ") + text
        return _pad(text, width, flags.replace("0", ""))
    spec = "%" + "".join(sorted(set(flags), key="-+ 0#".index))
    if width is not None:
        spec += str(width)
    if prec is not None:
        spec += f".{prec}"
    return (spec + conv) % x
