"""Ruby regular-expression behaviour the string functions need: compiling with Ruby's anchors,
``String#split``, and ``sub``/``gsub`` replacement strings."""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Callable

from bunraku.lang.regex import ruby_to_python
from bunraku.types.values import PRegexp


@lru_cache(maxsize=512)
def compile_ruby(pattern: str, flags: int = 0) -> "re.Pattern[str]":
    """Compile a Ruby pattern: ``^``/``$`` are always line anchors in Ruby, hence ``re.M``."""
    return re.compile(ruby_to_python(pattern), flags | re.M)


def as_regex(pattern: str | PRegexp, flags: int = 0) -> "re.Pattern[str]":
    return compile_ruby(pattern.pattern if isinstance(pattern, PRegexp) else pattern, flags)


def ruby_split(text: str, rx: "re.Pattern[str]") -> list[str]:
    """``text.split(rx)`` as Ruby does it: empty matches split between characters, captured
    groups are kept, trailing empty fields are dropped."""
    result: list[str] = []
    n = len(text)
    beg = start = 0
    last_null = False
    while start <= n:
        m = rx.search(text, start)
        if m is None:
            break
        if m.start() == start and m.end() == m.start():
            if n == 0:
                result.append("")
                break
            if last_null:
                result.append(text[beg:beg + 1])
                beg = start
            else:
                start += 1
                last_null = True
                continue
        else:
            result.append(text[beg:m.start()])
            beg = start = m.end()
        last_null = False
        for g in range(1, (rx.groups or 0) + 1):
            if m.start(g) != -1:
                result.append(m.group(g))
    if n > 0 and n > beg:
        result.append(text[beg:])
    while result and result[-1] == "":
        result.pop()
    return result


def expand_replacement(template: str) -> Callable[["re.Match[str]"], str]:
    """A replacement function honouring Ruby's ``\\0``-``\\9``, ``\\&``, ``\\k<name>``,
    ``\\``` (pre-match), ``\\'`` (post-match) and ``\\\\``."""
    def replace(m: "re.Match[str]") -> str:
        out: list[str] = []
        i = 0
        n = len(template)
        while i < n:
            c = template[i]
            if c == "\\" and i + 1 < n:
                d = template[i + 1]
                if d.isdigit():
                    g = int(d)
                    if g <= (m.re.groups or 0):
                        out.append(m.group(g) or "")
                    i += 2
                    continue
                if d == "&":
                    out.append(m.group(0))
                elif d == "`":
                    out.append(m.string[:m.start()])
                elif d == "'":
                    out.append(m.string[m.end():])
                elif d == "\\":
                    out.append("\\")
                elif d == "k" and i + 2 < n and template[i + 2] == "<":
                    close = template.find(">", i + 3)
                    if close > 0:
                        out.append(m.group(template[i + 3:close]) or "")
                        i = close + 1
                        continue
                    out.append("\\k")
                else:
                    out.append("\\" + d)
                i += 2
                continue
            out.append(c)
            i += 1
        return "".join(out)
    return replace


def substitute(text: str, rx: "re.Pattern[str]", replacement: Any, global_: bool) -> str:
    """Ruby's ``sub``/``gsub`` with a template string or a Hash of match -> replacement."""
    if type(replacement) is dict:
        def by_hash(m: "re.Match[str]") -> str:
            v = replacement.get(m.group(0))
            return "" if v is None else str(v)
        fn: Callable[["re.Match[str]"], str] = by_hash
    else:
        fn = expand_replacement(replacement)
    return rx.sub(fn, text, count=0 if global_ else 1)
