"""The ``memory`` fact (system RAM and swap, from /proc/meminfo) and its legacy aliases."""
from __future__ import annotations

from bunraku.facts.sysfs import read_text
from bunraku.facts.units import bytes_to_human, bytes_to_mb, memory_capacity


def parse_meminfo(text: str) -> dict[str, int]:
    """``{"MemTotal": bytes, ...}`` from /proc/meminfo (values there are KiB)."""
    values: dict[str, int] = {}
    for line in text.splitlines():
        name, _, rest = line.partition(":")
        fields = rest.split()
        if fields and fields[0].isdigit():
            values[name.strip()] = int(fields[0]) * 1024
    return values


def _section(total: int, available: int) -> dict[str, object]:
    used = total - available
    return {
        "available": bytes_to_human(available),
        "available_bytes": available,
        "capacity": memory_capacity(used, total),
        "total": bytes_to_human(total),
        "total_bytes": total,
        "used": bytes_to_human(used),
        "used_bytes": used,
    }


def memory_facts(meminfo: dict[str, int]) -> dict[str, object]:
    """Structured and legacy memory facts from parsed meminfo (Facter's rules: MemAvailable,
    else MemFree + Buffers + Cached; swap only when SwapTotal is non-zero)."""
    total = meminfo.get("MemTotal")
    if total is None:
        return {}
    available = meminfo.get("MemAvailable")
    if available is None:
        available = meminfo.get("MemFree", 0) + meminfo.get("Buffers", 0) + meminfo.get("Cached", 0)
    memory: dict[str, object] = {"system": _section(total, available)}
    facts: dict[str, object] = {
        "memory": memory,
        "memoryfree": bytes_to_human(available),
        "memoryfree_mb": bytes_to_mb(available),
        "memorysize": bytes_to_human(total),
        "memorysize_mb": bytes_to_mb(total),
    }
    swap_total = meminfo.get("SwapTotal", 0)
    if swap_total:
        swap_free = meminfo.get("SwapFree", 0)
        memory["swap"] = _section(swap_total, swap_free)
        facts["swapfree"] = bytes_to_human(swap_free)
        facts["swapfree_mb"] = bytes_to_mb(swap_free)
        facts["swapsize"] = bytes_to_human(swap_total)
        facts["swapsize_mb"] = bytes_to_mb(swap_total)
    return facts


def resolve() -> dict[str, object]:
    text = read_text("/proc/meminfo")
    return memory_facts(parse_meminfo(text)) if text else {}
