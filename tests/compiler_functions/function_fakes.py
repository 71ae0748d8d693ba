"""Test doubles for the function registry's CallContext and Closure protocols."""
from __future__ import annotations

import inspect
from typing import Any, Callable

from bunraku.compiler.control import Next
from bunraku.compiler.functions import FUNCTIONS


class FakeClosure:
    """A lambda backed by a Python callable; its signature gives the Puppet parameter counts."""

    def __init__(self, fn: Callable[..., Any]) -> None:
        self.fn = fn
        params = list(inspect.signature(fn).parameters.values())
        self.param_count = len(params)
        self.min_args = sum(1 for p in params if p.default is p.empty and p.kind is not p.VAR_POSITIONAL)
        self.max_args: int | None = None if any(p.kind is p.VAR_POSITIONAL for p in params) \
            else len(params)

    def call(self, *args: Any) -> Any:
        try:
            return self.fn(*args)
        except Next as signal:
            return signal.value


class FakeContext:
    def __init__(self, name: str) -> None:
        self.name = name
        self.logged: list[tuple[str, str]] = []
        self.warnings: list[str] = []

    def log(self, level: str, message: str) -> None:
        self.logged.append((level, message))

    def warning(self, message: str) -> None:
        self.warnings.append(message)

    def warn_once(self, key: str, message: str) -> None:
        if message not in self.warnings:
            self.warnings.append(message)

    def call_function(self, name: str, args: list[Any], block: Any = None) -> Any:
        return call(name, *args, block=block)

    scope = None
    compiler = None


def call(name: str, *args: Any, block: Callable[..., Any] | FakeClosure | None = None,
         ctx: FakeContext | None = None) -> Any:
    """Call a registered function as the evaluator would (arity checks aside)."""
    spec = FUNCTIONS[name]
    ctx = ctx or FakeContext(name)
    if spec.block == "none":
        assert block is None
        return spec.impl(ctx, *args)
    closure = block if block is None or isinstance(block, FakeClosure) else FakeClosure(block)
    return spec.impl(ctx, *args, block=closure)
