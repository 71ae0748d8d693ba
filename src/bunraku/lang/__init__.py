"""The Puppet language front end: source text -> tokens -> validated AST.

Nothing here knows about evaluation, catalogs or the system: the compiler builds on it.
"""
from __future__ import annotations

import gc

from bunraku import issues

from bunraku.lang.errors import Diagnostic, PuppetSyntaxError
from bunraku.lang.nodes import Program
from bunraku.lang.parser import parse
from bunraku.lang.validator import validate


class ParseResult:
    """A parsed and validated program with the warnings found on the way."""

    __slots__ = ("program", "warnings")

    def __init__(self, program: Program, warnings: list[Diagnostic]) -> None:
        self.program = program
        self.warnings = warnings


def parse_string(text: str, path: str | None = None, validate_ast: bool = True,
                 for_compile: bool = False) -> ParseResult:
    """Parse (and by default validate) manifest text. Raises PuppetSyntaxError with every error.

    The cyclic garbage collector is paused meanwhile: the tree is acyclic and its many small
    allocations otherwise trigger collections that cost a quarter of the parse time.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        program, warnings = parse(text, path)
        if validate_ast:
            warnings = warnings + validate(program, for_compile)
    except RecursionError:
        raise PuppetSyntaxError([Diagnostic(issues.NESTED_TOO_DEEPLY, issues.NESTED_TOO_DEEPLY.format(), path, None, None,
                                            issues.NESTED_TOO_DEEPLY.severity)]) from None
    finally:
        if was_enabled:
            gc.enable()
    return ParseResult(program, warnings)


def parse_file(path: str, validate_ast: bool = True, for_compile: bool = False) -> ParseResult:
    """Parse a manifest file; the file must be UTF-8 (like Puppet)."""
    with open(path, "rb") as fh:
        data = fh.read()
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        from bunraku.lang.errors import syntax_error
        from bunraku.lang.source import SourceFile
        src = SourceFile(data.decode("utf-8", "replace"), path)
        raise syntax_error(issues.INVALID_UTF8, src, exc.start) from None
    if text.startswith("\ufeff"):
        text = text[1:]
    return parse_string(text, path, validate_ast, for_compile)


__all__ = ["Diagnostic", "ParseResult", "Program", "PuppetSyntaxError", "parse_file", "parse_string"]
