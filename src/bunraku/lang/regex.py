"""Puppet regexes are Ruby regexes: translate the common Ruby-only syntax to Python's ``re``.

Used by the validator (a pattern Ruby would reject is a syntax error) and later by the evaluator.
Constructs with no Python equivalent (``\\p{...}`` properties) leave the pattern unchecked.
"""
from __future__ import annotations

import re

_RUBY_ONLY = re.compile(r"\\[pP]\{|\(\?<[=!]|\\G|\\[kg]<")


def ruby_to_python(pattern: str) -> str:
    """Rewrite Ruby-specific escapes and group syntax into Python's spelling."""
    out: list[str] = []
    i = 0
    n = len(pattern)
    in_class = False
    while i < n:
        c = pattern[i]
        if c == "\\" and i + 1 < n:
            nxt = pattern[i + 1]
            if nxt == "h":
                out.append("0-9a-fA-F" if in_class else "[0-9a-fA-F]")
            elif nxt == "H":
                out.append("[^0-9a-fA-F]")
            elif nxt == "z":
                out.append(r"\Z")
            elif nxt == "Z":
                out.append(r"(?=\n?\Z)")
            else:
                out.append(pattern[i:i + 2])
            i += 2
            continue
        if c == "[" and not in_class:
            in_class = True
        elif c == "]" and in_class:
            in_class = False
        elif c == "(" and not in_class and pattern.startswith("(?<", i) and i + 3 < n \
                and pattern[i + 3] not in "=!":
            out.append("(?P<")
            i += 3
            continue
        out.append(c)
        i += 1
    return "".join(out)


def regex_error(pattern: str) -> str | None:
    """The reason ``pattern`` is not a valid regex, or None when it is (or cannot be checked)."""
    if _RUBY_ONLY.search(pattern):
        return None
    try:
        re.compile(ruby_to_python(pattern))
    except re.error as exc:
        return f"{exc.msg}: /{pattern}/"
    except (OverflowError, RecursionError):
        return f"regular expression too large: /{pattern}/"
    return None
