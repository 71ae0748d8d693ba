"""Ruby's ``inspect`` rendering, which Puppet uses when it quotes values in error messages."""
from __future__ import annotations

_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r", "\x1b": "\\e",
            "\a": "\\a", "\b": "\\b", "\f": "\\f", "\v": "\\v"}


def ruby_inspect(value: object) -> str:
    """Ruby's ``inspect`` for the values a uniqueness key can hold (used in Puppet's messages)."""
    if value is None:
        return "nil"
    if value is True or value is False:
        return str(value).lower()
    if isinstance(value, str):
        return '"' + _inspect_chars(value) + '"'
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(ruby_inspect(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{ruby_inspect(k)}=>{ruby_inspect(v)}" for k, v in value.items()) + "}"
    return str(value)


def _inspect_chars(text: str) -> str:
    out = []
    for i, ch in enumerate(text):
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif ch == "#" and text[i + 1:i + 2] in ("{", "$", "@"):
            out.append("\\#")
        elif not ch.isprintable():
            out.append(f"\\u{ord(ch):04X}" if ord(ch) <= 0xFFFF else f"\\u{{{ord(ch):X}}}")
        else:
            out.append(ch)
    return "".join(out)
