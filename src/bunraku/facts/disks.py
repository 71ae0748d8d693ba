"""The ``disks`` fact and legacy ``blockdevice*`` facts, from /sys/block and the udev database.

Facter asks ``lsblk`` for serial numbers and WWNs; lsblk reads them from udev's database,
which bunraku reads directly (falling back to the sysfs attributes).
"""
from __future__ import annotations

import os

from bunraku.facts.sysfs import list_dir, read_line, read_text
from bunraku.facts.units import bytes_to_human

SYS_BLOCK = "/sys/block"


def udev_properties(block_path: str) -> dict[str, str]:
    """``E:`` properties udev recorded for a block device (empty when udev is absent)."""
    dev = read_line(f"{block_path}/dev")
    if not dev:
        return {}
    text = read_text(f"/run/udev/data/b{dev}")
    properties: dict[str, str] = {}
    for line in (text or "").splitlines():
        if line.startswith("E:"):
            key, _, value = line[2:].partition("=")
            properties[key] = value
    return properties


def disk_details(name: str, root: str = SYS_BLOCK) -> dict[str, object]:
    path = f"{root}/{name}"
    details: dict[str, object] = {}
    model = read_line(f"{path}/device/model")
    if model:
        details["model"] = model
    sectors = read_line(f"{path}/size")
    if sectors and sectors.isdigit():
        size = int(sectors) * 512
        details["size"] = bytes_to_human(size)
        details["size_bytes"] = size
    vendor = read_line(f"{path}/device/vendor")
    if vendor:
        details["vendor"] = vendor
    rotational = read_line(f"{path}/queue/rotational")
    if rotational is not None:
        details["type"] = "ssd" if rotational == "0" else "hdd"
    udev = udev_properties(path)
    serial = (udev.get("ID_SERIAL_SHORT") or udev.get("ID_SCSI_SERIAL")
              or read_line(f"{path}/device/serial"))
    if serial:
        details["serial"] = serial
    wwn = udev.get("ID_WWN_WITH_EXTENSION") or udev.get("ID_WWN") or read_line(f"{path}/device/wwid")
    if wwn:
        details["wwn"] = wwn
    return details


def resolve() -> dict[str, object]:
    names = [name for name in list_dir(SYS_BLOCK) if os.access(f"{SYS_BLOCK}/{name}/device", os.R_OK)]
    if not names:
        return {}
    disks = {name: disk_details(name) for name in names}
    facts: dict[str, object] = {"disks": disks, "blockdevices": ",".join(names)}
    for name, details in disks.items():
        for key in ("model", "vendor"):
            if key in details:
                facts[f"blockdevice_{name}_{key}"] = details[key]
        if "size_bytes" in details:
            facts[f"blockdevice_{name}_size"] = details["size_bytes"]
    return facts
