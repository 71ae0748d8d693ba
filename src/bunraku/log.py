"""Puppet's log levels and its console format (``Notice: ...``, ``Warning: ...``).

Puppet's console sends debug/info/notice lines to stdout and warning and worse to stderr; the
default level is ``notice`` (``--verbose`` shows info, ``--debug`` shows debug).
"""
from __future__ import annotations

import sys
from typing import TextIO

LEVELS = ("debug", "info", "notice", "warning", "err", "alert", "emerg", "crit")
RANK = {name: i for i, name in enumerate(LEVELS)}
LABELS = {"debug": "Debug", "info": "Info", "notice": "Notice", "warning": "Warning", "err": "Error",
          "alert": "Alert", "emerg": "Emergency", "crit": "Critical"}


class ConsoleLog:
    """Writes log lines like Puppet's console destination; also keeps them for reports."""

    def __init__(self, level: str = "notice", stdout: TextIO | None = None, stderr: TextIO | None = None) -> None:
        self.threshold = RANK[level]
        self.stdout = stdout
        self.stderr = stderr
        self.records: list[tuple[str, str]] = []

    def __call__(self, level: str, message: str) -> None:
        self.records.append((level, message))
        rank = RANK.get(level, RANK["notice"])
        if rank < self.threshold:
            return
        stream = (self.stderr or sys.stderr) if rank >= RANK["warning"] else (self.stdout or sys.stdout)
        # Like Ruby's puts: no second newline after a message that ends with one.
        end = "" if message.endswith("\n") else "\n"
        stream.write(f"{LABELS.get(level, level.capitalize())}: {message}{end}")
        stream.flush()

    def count(self, level: str) -> int:
        return sum(1 for lvl, _ in self.records if lvl == level)
