"""The ``mountpoints`` and ``filesystems`` facts, from /proc/mounts, statvfs and /proc/filesystems."""
from __future__ import annotations

import os
import re
from dataclasses import dataclass

from bunraku.facts.sysfs import read_text
from bunraku.facts.units import bytes_to_human, mount_capacity


@dataclass(frozen=True, slots=True)
class MountEntry:
    """One line of /proc/mounts, with octal escapes (``\\040``) decoded."""

    device: str
    path: str
    filesystem: str
    options: tuple[str, ...]


def _unescape(field: str) -> str:
    return re.sub(r"\\([0-7]{3})", lambda match: chr(int(match.group(1), 8)), field)


def parse_mounts(text: str) -> list[MountEntry]:
    entries = []
    for line in text.splitlines():
        fields = line.split()
        if len(fields) < 4:
            continue
        options = tuple(option.strip() for option in _unescape(fields[3]).split(","))
        entries.append(MountEntry(_unescape(fields[0]), _unescape(fields[1]), fields[2], options))
    return entries


def read_mounts() -> list[MountEntry]:
    text = read_text("/proc/mounts") or read_text("/etc/mtab") or ""
    return parse_mounts(text)


def root_device() -> str | None:
    """The real device behind ``/dev/root``, from the kernel command line's ``root=``."""
    match = re.search(r"root=(\S+)", read_text("/proc/cmdline") or "")
    if not match:
        return None
    root = match.group(1)
    if "=" in root:
        kind, _, value = root.partition("=")
        link = f"/dev/disk/by-{kind.lower()}/{value}"
        if os.path.exists(link):
            return os.path.realpath(link)
    return root


def is_reported(entry: MountEntry) -> bool:
    """Facter hides pseudo filesystems under /proc and /sys (except tmpfs) and autofs triggers."""
    if entry.filesystem == "autofs":
        return False
    return not (entry.path.startswith(("/proc", "/sys")) and entry.filesystem != "tmpfs")


def mount_sizes(path: str) -> tuple[int, int, int]:
    """``(size, available, used)`` in bytes; zeros when the mount cannot be stat'ed."""
    try:
        stats = os.statvfs(path)
    except OSError:
        return 0, 0, 0
    fragment = stats.f_frsize or stats.f_bsize
    return (stats.f_blocks * fragment, stats.f_bavail * fragment,
            (stats.f_blocks - stats.f_bfree) * fragment)


def mountpoint_facts(entries: list[MountEntry]) -> dict[str, dict[str, object]]:
    """Mount path -> details; a path mounted twice reports its last (visible) mount."""
    result: dict[str, dict[str, object]] = {}
    root: str | None = None
    for entry in entries:
        if not is_reported(entry):
            continue
        device = entry.device
        if device == "/dev/root":
            root = root if root is not None else (root_device() or device)
            device = root
        size, available, used = mount_sizes(entry.path)
        result[entry.path] = {
            "available": bytes_to_human(available),
            "available_bytes": available,
            "capacity": mount_capacity(used, used + available),
            "device": device,
            "filesystem": entry.filesystem,
            "options": list(entry.options),
            "size": bytes_to_human(size),
            "size_bytes": size,
            "used": bytes_to_human(used),
            "used_bytes": used,
        }
    return result


def resolve_mountpoints() -> dict[str, object]:
    mounts = mountpoint_facts(read_mounts())
    return {"mountpoints": mounts} if mounts else {}


def parse_filesystems(text: str) -> str:
    """Block-device filesystems (lines without "nodev"), sorted, fuseblk left out as Facter does."""
    names = sorted(line.split()[0] for line in text.splitlines()
                   if len(line.split()) == 1 and line.split()[0] != "fuseblk")
    return ",".join(names)


def resolve_filesystems() -> dict[str, object]:
    text = read_text("/proc/filesystems")
    if text is None:
        return {}
    return {"filesystems": parse_filesystems(text)}
