"""Logging functions (notice, info, warning, ...) and ``fail``.

Arguments are formatted like Puppet's log messages and joined with a space."""
from __future__ import annotations

from typing import Any

from bunraku.compiler.errors import FunctionError
from bunraku.compiler.functions.registry import CallContext, function
from bunraku.compiler.functions.rubystr import ruby_to_s

LEVELS = ("debug", "info", "notice", "warning", "err", "alert", "emerg", "crit")


def log_message(args: tuple[Any, ...]) -> str:
    from bunraku.types.format import format_for_log  # written alongside the type system
    return " ".join(format_for_log(a) for a in args)


def _make(level: str) -> None:
    def log(ctx: CallContext, *args: Any) -> None:
        ctx.log(level, log_message(args))
        return None
    log.__name__ = level
    log.__doc__ = f"Log the arguments at level {level}."
    function(level)(log)


for _level in LEVELS:
    _make(_level)


@function("fail")
def fail(ctx: CallContext, *args: Any) -> None:
    """Stop the compilation with the arguments (Ruby ``to_s`` of each) as the message."""
    raise FunctionError(" ".join(ruby_to_s(a) for a in args))
