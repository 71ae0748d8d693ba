"""Shared fixtures: live ``facter`` output (the oracle) and bunraku's own core facts."""
from __future__ import annotations

import json
import shutil
import subprocess

import pytest

from bunraku.facts import FactCollector, GatherOptions


def run_facter(*args: str) -> dict[str, object]:
    """``facter --json ARGS`` parsed; skips the test when facter is not installed."""
    if shutil.which("facter") is None:
        pytest.skip("facter is not installed (CI installs Debian's package in .ci/run)")
    completed = subprocess.run(["facter", "--json", *args], capture_output=True, text=True, timeout=120)
    # facter exits non-zero when any resolver logged an error (sandboxes hide /proc/1/environ),
    # yet still prints every fact it could resolve: judge by the output.
    try:
        data = json.loads(completed.stdout)
    except ValueError:
        pytest.skip(f"facter printed no JSON: {completed.stderr.strip()[-200:]}")
    assert isinstance(data, dict)
    return data


@pytest.fixture(scope="session")
def facter_facts() -> dict[str, object]:
    return run_facter("--show-legacy", "--no-external-facts", "--no-custom-facts")


@pytest.fixture(scope="session")
def our_facts() -> dict[str, object]:
    collector = FactCollector(GatherOptions.isolated())
    return collector.all(include_legacy=True)
