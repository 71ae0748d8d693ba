"""Small system facts: ``path``, ``timezone``, ``system_uptime``, ``load_averages``, ``fips_enabled``."""
from __future__ import annotations

import os
import time

from bunraku.facts.sysfs import read_text


def uptime_facts(seconds: int) -> dict[str, object]:
    """The ``system_uptime`` hash and legacy ``uptime*`` facts, worded like Facter ("3:04 hours")."""
    hours = seconds // 3600
    days = hours // 24
    minutes = (seconds // 60) % 60
    if days == 0:
        text = f"{hours}:{minutes:02d} hours"
    elif days == 1:
        text = "1 day"
    else:
        text = f"{days} days"
    return {
        "system_uptime": {"days": days, "hours": hours, "seconds": seconds, "uptime": text},
        "uptime": text,
        "uptime_days": days,
        "uptime_hours": hours,
        "uptime_seconds": seconds,
    }


def resolve_uptime() -> dict[str, object]:
    text = read_text("/proc/uptime")
    if not text or not text.split():
        return {}
    return uptime_facts(int(float(text.split()[0])))


def resolve_load_averages() -> dict[str, object]:
    text = read_text("/proc/loadavg")
    if text and len(text.split()) >= 3:
        one, five, fifteen = (float(value) for value in text.split()[:3])
    else:
        try:
            one, five, fifteen = os.getloadavg()
        except OSError:
            return {}
    return {"load_averages": {"15m": fifteen, "1m": one, "5m": five}}


def resolve_path() -> dict[str, object]:
    path = os.environ.get("PATH")
    return {"path": path} if path is not None else {}


def resolve_timezone() -> dict[str, object]:
    return {"timezone": time.strftime("%Z", time.localtime())}


def resolve_fips() -> dict[str, object]:
    return {"fips_enabled": (read_text("/proc/sys/crypto/fips_enabled") or "").strip() == "1"}
