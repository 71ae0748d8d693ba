"""The fact cache: groups (and external fact files) listed in facter.conf ``ttls`` are kept on disk
and served from there until their time to live runs out, as Facter does.

One JSON file per group, named after it; its modification time is when it was gathered.
"""
from __future__ import annotations

import json
import os
import re
import time

#: Facter group names that bunraku splits into several of its own groups.
FACTER_GROUP_ALIASES: dict[str, tuple[str, ...]] = {
    "file system": ("mountpoints", "filesystems", "partitions"),
}
CACHE_FORMAT_VERSION = 1


def default_cache_dir() -> str:
    if os.geteuid() == 0:
        return "/var/cache/bunraku/facts"
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.environ.get("HOME", "/tmp"), ".cache")
    return os.path.join(base, "bunraku", "facts")


def _file_name(key: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]", "_", key)


class FactCache:
    """Reads and writes cached groups; ``ttls`` maps cache keys to seconds."""

    def __init__(self, directory: str, ttls: dict[str, float]) -> None:
        self.directory = directory
        self.ttls = ttls

    def ttl(self, key: str) -> float | None:
        return self.ttls.get(key)

    def get(self, key: str) -> dict[str, object] | None:
        """The cached facts of ``key`` if cached and still fresh; stale or broken files are ignored."""
        ttl = self.ttls.get(key)
        if ttl is None:
            return None
        path = os.path.join(self.directory, _file_name(key))
        try:
            if time.time() - os.stat(path).st_mtime > ttl:
                return None
            with open(path, encoding="utf-8") as handle:
                data = json.load(handle)
        except (OSError, ValueError):
            return None
        if not isinstance(data, dict) or data.get("cache_format_version") != CACHE_FORMAT_VERSION:
            return None
        facts = data.get("facts")
        return facts if isinstance(facts, dict) else None

    def put(self, key: str, facts: dict[str, object]) -> str | None:
        """Store ``facts`` if ``key`` has a TTL; returns an error message when the cache is not writable."""
        if key not in self.ttls:
            return None
        path = os.path.join(self.directory, _file_name(key))
        temporary = f"{path}.{os.getpid()}.tmp"
        try:
            os.makedirs(self.directory, exist_ok=True)
            with open(temporary, "w", encoding="utf-8") as handle:
                json.dump({"cache_format_version": CACHE_FORMAT_VERSION, "facts": facts}, handle)
            os.replace(temporary, path)
        except (OSError, TypeError, ValueError) as error:
            try:
                os.unlink(temporary)
            except OSError:
                pass
            return f"{path}: cannot write fact cache: {error}"
        return None
