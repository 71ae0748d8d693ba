"""The ``partitions`` fact: partitions, device-mapper and attached loop devices under /sys/block.

Facter runs ``blkid``/``lsblk`` for filesystem, UUID and label; bunraku reads the same answers
from udev's database and the /dev/disk/by-* links, without spawning processes.
"""
from __future__ import annotations

import os

from bunraku.facts.disks import SYS_BLOCK, udev_properties
from bunraku.facts.mountpoints import read_mounts
from bunraku.facts.sysfs import list_dir, read_line
from bunraku.facts.units import bytes_to_human

_BY_LINKS = (("uuid", "by-uuid"), ("label", "by-label"), ("partuuid", "by-partuuid"), ("partlabel", "by-partlabel"))
_UDEV_KEYS = (("filesystem", "ID_FS_TYPE"), ("uuid", "ID_FS_UUID"), ("label", "ID_FS_LABEL"),
              ("partuuid", "ID_PART_ENTRY_UUID"), ("partlabel", "ID_PART_ENTRY_NAME"))


def _links_by_target() -> dict[str, dict[str, str]]:
    """Real device path -> {"uuid": ..., "label": ...} from /dev/disk/by-*."""
    result: dict[str, dict[str, str]] = {}
    for key, folder in _BY_LINKS:
        directory = f"/dev/disk/{folder}"
        for name in list_dir(directory):
            target = os.path.realpath(f"{directory}/{name}")
            result.setdefault(target, {}).setdefault(key, name.replace("\\x20", " "))
    return result


def _partition_paths(block_path: str) -> list[str]:
    """Sub-directories of a disk that are its partitions (they contain a ``partition`` file)."""
    return [f"{block_path}/{entry}" for entry in list_dir(block_path)
            if os.path.exists(f"{block_path}/{entry}/partition")]


def _details(block_path: str, device: str, links: dict[str, dict[str, str]],
             mounts: dict[str, str], backing_file: str | None = None) -> dict[str, object]:
    sectors = read_line(f"{block_path}/size") or "0"
    size = int(sectors) * 512 if sectors.isdigit() else 0
    details: dict[str, object] = {"size": bytes_to_human(size), "size_bytes": size}
    if backing_file:
        details["backing_file"] = backing_file
    udev = udev_properties(block_path)
    for key, udev_key in _UDEV_KEYS:
        if udev.get(udev_key):
            details[key] = udev[udev_key]
    for key, value in links.get(os.path.realpath(device), {}).items():
        details.setdefault(key, value)
    if device in mounts:
        details["mount"] = mounts[device]
    return details


def resolve() -> dict[str, object]:
    links = _links_by_target()
    mounts: dict[str, str] = {}
    for entry in read_mounts():
        mounts.setdefault(entry.device, entry.path)
    partitions: dict[str, dict[str, object]] = {}
    for name in list_dir(SYS_BLOCK):
        path = f"{SYS_BLOCK}/{name}"
        if os.path.isdir(f"{path}/device"):
            for part in _partition_paths(path):
                device = f"/dev/{os.path.basename(part)}"
                partitions[device] = _details(part, device, links, mounts)
        elif os.path.isdir(f"{path}/dm"):
            map_name = read_line(f"{path}/dm/name")
            device = f"/dev/mapper/{map_name}" if map_name else f"/dev/{name}"
            partitions[device] = _details(path, device, links, mounts)
        elif os.path.isdir(f"{path}/loop"):
            backing = read_line(f"{path}/loop/backing_file")
            partitions[f"/dev/{name}"] = _details(path, f"/dev/{name}", links, mounts, backing or None)
    return {"partitions": partitions} if partitions else {}
