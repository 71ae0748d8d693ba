"""Non-local control flow of the Puppet language, carried by exceptions.

``next(v)`` ends the current lambda (or function body) with ``v``; ``break()`` ends the
iteration of the nearest iterating function; ``return(v)`` ends the enclosing function, class
or define body. Iteration functions catch :class:`Break`; closures catch :class:`Next`.
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator

from bunraku.compiler.errors import EvaluationError


class ControlSignal(Exception):
    """Base of the control-flow signals; carries the node that raised it for error locations."""

    def __init__(self, value: Any = None, node: Any = None) -> None:
        super().__init__()
        self.value = value
        self.node = node


class Next(ControlSignal):
    """``next(value)``: the current lambda or function body produces ``value``."""


class Break(ControlSignal):
    """``break()``: stop the iteration of the nearest enclosing iterating function."""


class Return(ControlSignal):
    """``return(value)``: leave the enclosing function, class or defined type body."""


@contextmanager
def illegal_control_flow() -> Iterator[None]:
    """``break()``/``next()`` that reach a class, define, node or the top level are errors."""
    try:
        yield
    except (Break, Next) as sig:
        word = "break" if isinstance(sig, Break) else "next"
        node = sig.node
        raise EvaluationError(f"{word}() from context where this is illegal", kind=None,
                              path=node.file if node is not None else None,
                              line=node.line if node is not None else None) from None
