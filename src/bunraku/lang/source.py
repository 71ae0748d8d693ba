"""Source text with a line index, so positions are stored as offsets and turned into
line/column (1-based, in characters) only when someone asks."""
from __future__ import annotations

from bisect import bisect_right


class SourceFile:
    __slots__ = ("path", "text", "_line_starts")

    def __init__(self, text: str, path: str | None = None) -> None:
        self.text = text
        self.path = path
        self._line_starts: list[int] | None = None

    @property
    def line_starts(self) -> list[int]:
        starts = self._line_starts
        if starts is None:
            starts = [0]
            find = self.text.find
            pos = find("\n")
            while pos >= 0:
                starts.append(pos + 1)
                pos = find("\n", pos + 1)
            self._line_starts = starts
        return starts

    def line_of(self, offset: int) -> int:
        return bisect_right(self.line_starts, offset)

    def line_and_column(self, offset: int) -> tuple[int, int]:
        starts = self.line_starts
        line = bisect_right(starts, offset)
        return line, offset - starts[line - 1] + 1

    def line_text(self, line: int) -> str:
        starts = self.line_starts
        start = starts[line - 1]
        end = starts[line] - 1 if line < len(starts) else len(self.text)
        return self.text[start:end]
