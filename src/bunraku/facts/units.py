"""Facter's number formatting: human-readable sizes, capacities and clock speeds.

Facter prints these as strings that manifests compare against, so the rounding
(Ruby's round-half-away-from-zero) and the padding ("1.50 GiB", not "1.5 GiB")
must match it exactly.
"""
from __future__ import annotations

import math

_BINARY_PREFIXES = ("KiB", "MiB", "GiB", "TiB", "PiB", "EiB")
_METRIC_PREFIXES = {0: "", 3: "k", 6: "M", 9: "G", 12: "T"}


def ruby_round(value: float, digits: int = 0) -> float:
    """Round half away from zero, as Ruby's Float#round does (Python rounds half to even)."""
    scale = 10.0 ** digits
    scaled = abs(value) * scale
    rounded = math.floor(scaled + 0.5)
    return math.copysign(rounded / scale, value)


def bytes_to_human(size: int) -> str:
    """``1536`` -> ``"1.50 KiB"``; below 1 KiB -> ``"512 bytes"``."""
    if size < 1024:
        return f"{size} bytes"
    exponent = int(math.floor(math.log2(size) / 10.0))
    number = ruby_round(100.0 * (size / 1024.0 ** exponent)) / 100.0
    if abs(number - 1024.0) < 2.220446049250313e-16:
        exponent += 1
        number = 1.0
    if exponent - 1 >= len(_BINARY_PREFIXES):
        return f"{size} bytes"
    text = repr(number)
    if len(text.split(".")[-1]) == 1:
        text += "0"
    return f"{text} {_BINARY_PREFIXES[exponent - 1]}"


def bytes_to_mb(size: int) -> float:
    """Legacy ``*_mb`` facts are floats of mebibytes."""
    return size / (1024.0 * 1024.0)


def mount_capacity(used: int, total: int) -> str:
    """Capacity the way Facter's filesystem helper prints it: "100%", "0%" or two decimals."""
    if used == total:
        return "100%"
    if used > 0:
        return f"{used / float(total) * 100:.2f}%"
    return "0%"


def memory_capacity(used: int, total: int) -> str:
    """Memory capacity is always printed with two decimals."""
    return f"{(used / float(total) * 100) if total else 0.0:.2f}%"


def hertz_to_human(speed: int) -> str | None:
    """``2600000000`` -> ``"2.60 GHz"``; zero or unknown -> None."""
    if speed <= 0:
        return None
    power = int(math.floor(math.log10(speed)))
    exponent = power - power % 3
    coefficient = float(speed) if power == 0 else speed / 10 ** exponent
    return f"{ruby_round(coefficient, 2):.2f} {_METRIC_PREFIXES.get(exponent, '')}Hz"
