"""Kernel facts: ``kernel``, ``kernelrelease``, ``kernelversion``, ``kernelmajversion``."""
from __future__ import annotations

import os


def resolve() -> dict[str, object]:
    uname = os.uname()
    release = uname.release
    version = release.split("-", 1)[0]
    parts = version.split(".")
    major = ".".join(parts[:2]) if len(parts) >= 2 else version
    return {
        "kernel": uname.sysname,
        "kernelrelease": release,
        "kernelversion": version,
        "kernelmajversion": major,
    }
