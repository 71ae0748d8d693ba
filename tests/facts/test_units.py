"""Facter's number formats, pinned to values recorded from Facter 4.3's unit converter."""
from __future__ import annotations

import pytest

from bunraku.facts.units import bytes_to_human, hertz_to_human, memory_capacity, mount_capacity, ruby_round


@pytest.mark.parametrize(("size", "text"), [
    (0, "0 bytes"), (1023, "1023 bytes"), (1024, "1.00 KiB"), (1536, "1.50 KiB"), (4096, "4.00 KiB"),
    (1048575, "1.00 MiB"), (369668096, "352.54 MiB"), (25276063744, "23.54 GiB"),
    (274877906944, "256.00 GiB"), (270553174016, "251.97 GiB"), (1024 ** 4 * 3, "3.00 TiB"),
])
def test_bytes_to_human(size: int, text: str) -> None:
    assert bytes_to_human(size) == text


def test_ruby_round_is_half_away_from_zero() -> None:
    assert ruby_round(2.5) == 3.0
    assert ruby_round(-2.5) == -3.0
    assert ruby_round(0.125, 2) == 0.13


def test_capacities() -> None:
    assert mount_capacity(0, 0) == "100%"
    assert mount_capacity(0, 10) == "0%"
    assert mount_capacity(23297384448, 23297384448 + 85646909440) == "21.38%"
    assert memory_capacity(369668096, 25276063744) == "1.46%"


@pytest.mark.parametrize(("hertz", "text"), [
    (2_600_000_000, "2.60 GHz"), (800_000_000, "800.00 MHz"), (0, None), (1_500, "1.50 kHz"),
])
def test_hertz_to_human(hertz: int, text: str | None) -> None:
    assert hertz_to_human(hertz) == text
