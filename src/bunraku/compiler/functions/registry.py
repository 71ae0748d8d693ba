"""The function registry: how a Python callable becomes a Puppet function.

A function is a plain Python callable registered with :func:`function`::

    @function("upcase")
    def upcase(ctx: CallContext, value): ...

    @function("each", block="required")
    def each(ctx: CallContext, iterable, *, block: Closure): ...

Positional parameters after ``ctx`` are the Puppet arguments; their count (from the Python
signature, ``*args`` meaning "any number more") gives Puppet's arity error
(``'upcase' expects 1 argument, got 2``), checked by the evaluator before the call. A function that
takes a lambda declares ``block="optional"`` or ``"required"`` and receives it as the keyword
``block`` (``None`` when optional and absent).

Implementations raise :class:`bunraku.compiler.errors.FunctionError` for bad input; the evaluator
adds Puppet's prefix and the call's location. They never mutate their arguments.
"""
from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import Any, Callable, Protocol


class Closure(Protocol):
    """A lambda value (``|$x| { ... }``) as functions see it."""

    #: number of declared parameters; ``min_args``/``max_args`` (None = captures rest) bound a call
    param_count: int
    min_args: int
    max_args: int | None

    def call(self, *args: Any) -> Any:
        """Run the lambda with these arguments; ``next(v)`` inside it returns ``v`` from here."""
        ...


class CallContext(Protocol):
    """What a function may ask of the evaluator at its call site."""

    #: the name the function was called by
    name: str

    def log(self, level: str, message: str) -> None:
        """Log at a Puppet level (debug, info, notice, warning, err, alert, emerg, crit) with the
        caller's scope as source: ``Notice: Scope(Class[main]): message``."""
        ...

    def warning(self, message: str) -> None:
        """A warning with the call site's file/line/column appended, like Puppet's."""
        ...

    def call_function(self, name: str, args: list[Any], block: Closure | None = None) -> Any:
        """Call another Puppet function by name (``call()``, ``new`` dispatch, ...)."""
        ...

    @property
    def scope(self) -> Any:
        """The calling scope (for compiler-bound functions: getvar, defined, include ...)."""
        ...

    @property
    def compiler(self) -> Any:
        """The running compiler (for compiler-bound functions)."""
        ...


@dataclass(frozen=True, slots=True)
class FunctionSpec:
    name: str
    impl: Callable[..., Any]
    min_args: int
    max_args: int | None  # None: any number
    block: str  # "none", "optional" or "required"


FUNCTIONS: dict[str, FunctionSpec] = {}


def function(name: str, *, block: str = "none", min_args: int | None = None,
             max_args: int | None = -1) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register ``impl`` as Puppet function ``name``; arity comes from its signature unless given."""
    if block not in ("none", "optional", "required"):
        raise ValueError(block)

    def register(impl: Callable[..., Any]) -> Callable[..., Any]:
        lo, hi = _arity(impl)
        spec = FunctionSpec(name, impl, lo if min_args is None else min_args,
                            hi if max_args == -1 else max_args, block)
        if name in FUNCTIONS:
            raise ValueError(f"function {name!r} registered twice")
        FUNCTIONS[name] = spec
        return impl

    return register


def _arity(impl: Callable[..., Any]) -> tuple[int, int | None]:
    params = list(inspect.signature(impl).parameters.values())[1:]  # skip ctx
    lo = 0
    hi: int | None = 0
    for p in params:
        if p.kind is p.VAR_POSITIONAL:
            hi = None
        elif p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            if p.default is p.empty:
                lo += 1
            if hi is not None:
                hi += 1
    return lo, hi
