"""Functions on special values: ``unwrap`` (Sensitive)."""
from __future__ import annotations

from typing import Any

from bunraku.compiler.functions.registry import CallContext, Closure, function
from bunraku.types.values import Sensitive


@function("unwrap", block="optional")
def unwrap(ctx: CallContext, arg: Any, *, block: Closure | None) -> Any:
    """The value inside a Sensitive (any other value as is), passed to the block if given."""
    value = arg.value if isinstance(arg, Sensitive) else arg
    return value if block is None else block.call(value)
