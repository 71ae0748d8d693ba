"""Fixtures for the settings tests: ``roots`` gives every test isolated root directories."""
from __future__ import annotations

from pathlib import Path

import pytest

from settings_fixtures import IsolatedRoots, isolated_roots


@pytest.fixture
def roots(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> IsolatedRoots:
    """Isolated root directories, a HOME inside them, and a Settings whose roots point there."""
    return isolated_roots(tmp_path, monkeypatch)
