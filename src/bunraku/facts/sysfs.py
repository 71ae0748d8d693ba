"""Tolerant readers for /proc, /sys and /etc files: a missing or unreadable file is None, never an error.

Fact gathering must survive containers and sandboxes where parts of /proc are hidden;
Facter treats those the same way (the fact is simply absent).
"""
from __future__ import annotations

import os


def read_text(path: str) -> str | None:
    """The whole file as text, or None when it cannot be read."""
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            return handle.read()
    except OSError:
        return None


def read_line(path: str) -> str | None:
    """The file's content stripped of surrounding whitespace, or None."""
    text = read_text(path)
    return None if text is None else text.strip()


def list_dir(path: str) -> list[str]:
    """Sorted entry names of a directory, or an empty list."""
    try:
        return sorted(os.listdir(path))
    except OSError:
        return []


def parse_key_values(text: str) -> dict[str, str]:
    """Parse shell-style ``KEY=value`` files (os-release, lsb-release), unquoting values."""
    result: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.partition("=")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        result[key.strip()] = value
    return result
