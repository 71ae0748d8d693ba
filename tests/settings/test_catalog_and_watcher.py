"""``Settings.use`` (the settings catalog) and the puppet.conf watcher."""
from __future__ import annotations

import os
import stat
import time
from pathlib import Path

from settings_fixtures import IsolatedRoots

from bunraku.settings.catalog import settings_catalog
from bunraku.settings.watcher import ConfigReloader, FileWatcher


def _mode(path: Path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


def test_use_creates_directories_with_modes(roots: IsolatedRoots) -> None:
    settings = roots.settings
    changes = settings.use("main")
    ssldir = roots.root / "conf" / "ssl"
    assert ssldir.is_dir() and _mode(ssldir) == 0o771
    assert (ssldir / "private_keys").is_dir() and _mode(ssldir / "private_keys") == 0o750
    assert (roots.root / "var" / "state").is_dir()
    assert not (roots.root / "var" / "client_yaml").exists()  # an agent-section directory
    assert any("created directory" in change for change in changes)
    assert settings.use("main") == []  # idempotent
    settings.use("agent")
    assert (roots.root / "var" / "client_yaml").is_dir()


def test_use_honours_metadata_and_manage_internal_file_permissions(roots: IsolatedRoots) -> None:
    roots.write_conf("[main]\nstatedir = $vardir/st { mode = 0700 }\n")
    settings = roots.load()
    settings.use("main")
    assert _mode(roots.root / "var" / "st") == 0o700
    other = roots.root / "var" / "other"
    settings["manage_internal_file_permissions"] = False
    settings["clientbucketdir"] = str(other)
    resources = [r for r in settings_catalog(settings, ["agent"]) if r.setting == "clientbucketdir"]
    assert resources and resources[0].mode is None and resources[0].owner is None


def test_use_skips_existing_only_files_and_respects_settings_catalog(roots: IsolatedRoots) -> None:
    settings = roots.settings
    names = {r.setting for r in settings_catalog(settings, ["main"])}
    assert "hostcert" not in names  # files are managed only when they exist
    settings["settings_catalog"] = False
    assert settings.use("server") == []
    assert not (roots.root / "var" / "bucket").exists()


def test_production_environment_is_created_when_environmentpath_exists(roots: IsolatedRoots) -> None:
    (roots.root / "code" / "environments").mkdir(parents=True)
    roots.settings.use("main")
    assert (roots.root / "code" / "environments" / "production").is_dir()


def test_file_watcher_sees_changes(tmp_path: Path) -> None:
    path = tmp_path / "puppet.conf"
    watcher = FileWatcher(str(path))
    assert not watcher.changed()
    path.write_text("[main]\n")
    assert watcher.changed()
    assert not watcher.changed()
    os.utime(path, ns=(time.time_ns() + 10**9, time.time_ns() + 10**9))
    assert watcher.changed()
    path.unlink()
    assert watcher.changed()


def test_reloader_rereads_puppet_conf(roots: IsolatedRoots) -> None:
    path = roots.write_conf("[main]\nserver = one\n")
    settings = roots.load()
    reloader = ConfigReloader(settings)
    assert settings["server"] == "one" and not reloader.reload_if_changed()
    path.write_text("[main]\nserver = two-longer\n")
    assert reloader.reload_if_changed()
    assert settings["server"] == "two-longer"
    errors: list[Exception] = []
    reloader.on_error = errors.append
    path.write_text("[bogus]\n")
    assert not reloader.reload_if_changed()
    assert errors and "Illegal section 'bogus'" in str(errors[0])
    assert settings["server"] == "two-longer"  # a broken file keeps the previous settings


def test_reloader_thread(roots: IsolatedRoots) -> None:
    path = roots.write_conf("[main]\nserver = one\n")
    settings = roots.load()
    reloader = ConfigReloader(settings)
    reloader.start(interval=0.01)
    try:
        path.write_text("[main]\nserver = threaded\n")
        deadline = time.time() + 5
        while settings["server"] != "threaded" and time.time() < deadline:
            time.sleep(0.01)
    finally:
        reloader.stop()
    assert settings["server"] == "threaded"
