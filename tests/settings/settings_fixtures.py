"""Isolated root directories for settings tests (used through the ``roots`` fixture in conftest.py).

As Puppet's own spec suite does, each test gets unique root directories (confdir, codedir, vardir,
...) under pytest's tmp_path, so a test may change settings or write to its confdir without
affecting any other test, and nothing outside the temporary directory is touched.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from bunraku.settings import Settings
from bunraku.settings.defaults import Platform

ROOT_SETTINGS = ("confdir", "codedir", "vardir", "logdir", "rundir", "publicdir")


@dataclass
class IsolatedRoots:
    """A temporary root holding one directory per root setting, and a Settings using them."""

    root: Path
    settings: Settings

    @property
    def confdir(self) -> Path:
        return self.root / "conf"

    def write_conf(self, text: str) -> Path:
        self.confdir.mkdir(parents=True, exist_ok=True)
        path = self.confdir / "puppet.conf"
        path.write_text(text, encoding="utf-8")
        return path

    def cli_args(self) -> list[str]:
        """The root directories as command-line options (for ``bunraku config``)."""
        return [f"--{name}={self.root / name.replace('dir', '')}" for name in ROOT_SETTINGS]

    def load(self) -> Settings:
        """(Re)read this root's puppet.conf into ``settings``."""
        self.settings.load_config_file()
        return self.settings


def isolated_roots(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> IsolatedRoots:
    """Isolated root directories, a HOME inside them, and a Settings whose roots point there."""
    root = tmp_path / "root"
    home = root / "home"
    home.mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    settings = Settings(platform=Platform(privileged=False, home=str(home), hostname="node", domain="example.com"),
                        warn=lambda message: None)
    for name in ROOT_SETTINGS:
        settings.application_defaults.set(name, str(root / name.replace("dir", "")))
    settings.flush_cache()
    return IsolatedRoots(root, settings)
