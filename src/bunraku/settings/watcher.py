"""Watch puppet.conf and reload settings when it changes (used by daemons: agent, server).

:class:`FileWatcher` notices a change of a file's existence, size, modification time or inode;
:class:`ConfigReloader` re-reads puppet.conf into a ``Settings`` when its watcher fires, and can
poll in a background thread every ``filetimeout`` seconds.
"""
from __future__ import annotations

import os
import threading
from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from bunraku.settings.settings import Settings

_Stamp = tuple[int, int, int, int] | None


def _stamp(path: str) -> _Stamp:
    try:
        stat = os.stat(path)
    except OSError:
        return None
    return (stat.st_mtime_ns, stat.st_size, stat.st_ino, stat.st_ctime_ns)


class FileWatcher:
    """``changed()`` is true once after each change to the file since the last call."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._stamp = _stamp(path)

    def changed(self) -> bool:
        current = _stamp(self.path)
        if current == self._stamp:
            return False
        self._stamp = current
        return True


class ConfigReloader:
    """Reloads a Settings' puppet.conf when it changes; errors go to ``on_error`` (settings kept)."""

    def __init__(self, settings: "Settings", path: str | None = None,
                 on_error: Callable[[Exception], None] | None = None) -> None:
        self.settings = settings
        self.path = path or settings.config_path or settings.which_configuration_file()
        self.watcher = FileWatcher(self.path)
        self.on_error = on_error
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def reload_if_changed(self) -> bool:
        """Re-read puppet.conf if it changed; return whether settings were reloaded."""
        if not self.watcher.changed():
            return False
        from bunraku.settings.errors import SettingsError
        try:
            if os.path.exists(self.path):
                self.settings.load_config_file(self.path)
            else:
                self.settings.config = None
                self.settings.flush_cache()
        except SettingsError as exc:
            if self.on_error is None:
                raise
            self.on_error(exc)
            return False
        return True

    def start(self, interval: float | None = None) -> None:
        """Poll in a daemon thread every ``interval`` seconds (default: the ``filetimeout`` setting)."""
        period = float(interval if interval is not None else (self.settings.value("filetimeout") or 15))

        def run() -> None:
            while not self._stop.wait(period):
                self.reload_if_changed()

        self._thread = threading.Thread(target=run, name="puppet.conf watcher", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()
            self._thread = None
