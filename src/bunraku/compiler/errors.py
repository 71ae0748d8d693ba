"""Errors raised while evaluating manifests.

Code deep inside the compiler (functions, type checks, value operations) raises
:class:`EvaluationError` with just a message; the evaluator attaches the node being evaluated,
so every error the user sees says file, line and column the way Puppet does:
``Evaluation Error: <message> (file: F, line: L, column: C)``.
"""
from __future__ import annotations

from typing import Any


class EvaluationError(Exception):
    """A problem found while evaluating; ``node`` (an AST node) gives the location once known.

    ``kind`` is Puppet's prefix class: ``"Evaluation Error"`` for language problems, or ``None``
    for errors Puppet prints bare (``fail()`` prints ``Evaluation Error: Error while evaluating a
    Function Call, <msg>``; the evaluator builds that wrapping itself).
    """

    def __init__(self, message: str, node: Any = None, *, kind: str | None = "Evaluation Error",
                 path: str | None = None, line: int | None = None, column: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.node = node
        self.kind = kind
        self._path = path
        self._line = line
        self._column = column

    @property
    def path(self) -> str | None:
        return self.node.file if self.node is not None else self._path

    @property
    def line(self) -> int | None:
        return self.node.src.line_of(self.node.anchor) if self.node is not None else self._line

    @property
    def column(self) -> int | None:
        if self.node is not None:
            return self.node.src.line_and_column(self.node.anchor)[1]
        return self._column

    def location(self) -> str:
        parts = []
        if self.path:
            parts.append(f"file: {self.path}")
        if self.line is not None:
            parts.append(f"line: {self.line}")
        if self.column is not None:
            parts.append(f"column: {self.column}")
        return f"({', '.join(parts)})" if parts else ""

    def __str__(self) -> str:
        text = f"{self.kind}: {self.message}" if self.kind else self.message
        loc = self.location()
        return f"{text} {loc}" if loc else text


class FunctionError(EvaluationError):
    """Raised by a function implementation; the evaluator prefixes Puppet's
    ``Error while evaluating a Function Call, `` and adds the call's location."""

    def __init__(self, message: str) -> None:
        super().__init__(message)


def file_line(file: str | None, line: int | None) -> str:
    """Puppet's ``(file: F, line: L)`` for a declaration; empty when neither is known."""
    parts = []
    if file:
        parts.append(f"file: {file}")
    if line is not None:
        parts.append(f"line: {line}")
    return f"({', '.join(parts)})" if parts else ""


def locate(exc: EvaluationError, node: Any, what: str) -> EvaluationError:
    """Give a location-less error the call site, with Puppet's ``Error while evaluating`` prefix."""
    if exc.node is not None or exc.line is not None:
        return exc
    return EvaluationError(f"Error while evaluating a {what}, {exc.message}", node, kind=exc.kind)
