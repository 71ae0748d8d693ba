"""The ``processors`` fact (from /proc/cpuinfo and sysfs topology) and its legacy aliases."""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from bunraku.facts.sysfs import list_dir, parse_key_values, read_line, read_text
from bunraku.facts.units import hertz_to_human

#: Distributions whose coreutils leave ``uname -p`` unpatched, so it prints "unknown".
_UNAME_P_UNKNOWN = frozenset({"debian", "devuan", "raspbian", "kali", "alpine", "arch", "manjaro", "gentoo"})


@dataclass(slots=True)
class CpuInfo:
    """What /proc/cpuinfo tells: logical count, model names, package ids, speed in Hz."""

    count: int = 0
    models: list[str] = field(default_factory=list)
    physical_ids: set[str] = field(default_factory=set)
    speed: int = 0
    cores_per_socket: int = 0
    siblings: int = 0


def parse_cpuinfo(text: str) -> CpuInfo:
    """Read cpuinfo the way Facter does (x86 "model name"/"cpu MHz", POWER "cpu"/"clock")."""
    info = CpuInfo()
    for line in text.splitlines():
        key, sep, value = line.partition(":")
        if not sep:
            continue
        key = key.strip()
        value = value.strip()
        if key == "processor":
            info.count += 1
        elif key in ("model name", "cpu"):
            info.models.append(value)
        elif key == "physical id":
            info.physical_ids.add(value)
        elif key in ("cpu MHz", "clock"):
            digits = ""
            for char in value:
                if not char.isdigit():
                    break
                digits += char
            if digits:
                info.speed = int(digits) * 1_000_000
        elif key == "cpu cores" and value.isdigit():
            info.cores_per_socket = int(value)
        elif key == "siblings" and value.isdigit():
            info.siblings = int(value)
    return info


def _physical_count_from_sysfs() -> int:
    packages = set()
    for entry in list_dir("/sys/devices/system/cpu"):
        if entry.startswith("cpu") and entry[3:].isdigit():
            package = read_line(f"/sys/devices/system/cpu/{entry}/topology/physical_package_id")
            if package is not None:
                packages.add(package)
    return len(packages)


def _threads_per_core() -> int | None:
    """What lscpu reports as "Thread(s) per core", from the first CPU's sibling list."""
    siblings = read_line("/sys/devices/system/cpu/cpu0/topology/thread_siblings_list")
    if not siblings:
        return None
    total = 0
    for part in siblings.split(","):
        low, _, high = part.partition("-")
        total += (int(high) - int(low) + 1) if high else 1
    return total


def _isa(machine: str) -> str:
    release = read_text("/etc/os-release") or ""
    os_id = parse_key_values(release).get("ID", "").lower()
    return "unknown" if os_id in _UNAME_P_UNKNOWN else machine


def resolve() -> dict[str, object]:
    text = read_text("/proc/cpuinfo")
    if not text:
        return {}
    info = parse_cpuinfo(text)
    count = info.count
    physical = len(info.physical_ids) or _physical_count_from_sysfs()
    models = info.models
    processors: dict[str, object] = {
        "count": count,
        "isa": _isa(os.uname().machine),
        "models": models,
        "physicalcount": physical,
    }
    threads = _threads_per_core()
    cores = info.cores_per_socket
    if threads is None and cores and info.siblings:
        threads = info.siblings // cores
    if cores:
        processors["cores"] = cores
    if threads:
        processors["threads"] = threads
    speed = hertz_to_human(info.speed)
    if speed:
        processors["speed"] = speed
    facts: dict[str, object] = {
        "processors": processors,
        "processorcount": count,
        "physicalprocessorcount": physical,
        "hardwareisa": processors["isa"],
    }
    for index, model in enumerate(models):
        facts[f"processor{index}"] = model
    return facts
