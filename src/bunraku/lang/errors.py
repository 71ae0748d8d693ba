"""Diagnostics raised or collected by the language front end."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from bunraku.issues import Issue, Severity
from bunraku.lang.source import SourceFile


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """One problem at a place in a source file (an error or a warning)."""

    issue: Issue
    message: str
    path: str | None
    line: int | None
    column: int | None
    severity: Severity

    @classmethod
    def at(cls, issue: Issue, source: SourceFile | None, offset: int | None,
           severity: Severity | None = None, **args: Any) -> "Diagnostic":
        line = column = None
        if source is not None and offset is not None:
            line, column = source.line_and_column(offset)
        return cls(issue, issue.format(**args), source.path if source else None, line, column,
                   severity or issue.severity)

    def location(self) -> str:
        """Puppet's location suffix: ``(file: F, line: L, column: C)``."""
        parts = []
        if self.path:
            parts.append(f"file: {self.path}")
        if self.line is not None:
            parts.append(f"line: {self.line}")
        if self.column is not None:
            parts.append(f"column: {self.column}")
        return f"({', '.join(parts)})" if parts else ""

    def __str__(self) -> str:
        loc = self.location()
        return f"{self.message} {loc}" if loc else self.message


class PuppetSyntaxError(Exception):
    """A manifest could not be parsed or failed validation; carries every error found."""

    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        self.diagnostics = diagnostics
        super().__init__(str(diagnostics[0]))

    @property
    def first(self) -> Diagnostic:
        return self.diagnostics[0]

    @property
    def message(self) -> str:
        return self.first.message

    @property
    def line(self) -> int | None:
        return self.first.line

    @property
    def column(self) -> int | None:
        return self.first.column

    @property
    def path(self) -> str | None:
        return self.first.path


def syntax_error(issue: Issue, source: SourceFile | None, offset: int | None, **args: Any) -> PuppetSyntaxError:
    return PuppetSyntaxError([Diagnostic.at(issue, source, offset, **args)])
