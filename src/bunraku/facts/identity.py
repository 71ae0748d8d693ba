"""The ``identity`` fact (who runs the gathering) and its legacy aliases ``id`` and ``gid``."""
from __future__ import annotations

import grp
import os
import pwd


def resolve() -> dict[str, object]:
    uid = os.geteuid()
    gid = os.getegid()
    identity: dict[str, object] = {"gid": gid, "uid": uid, "privileged": uid == 0}
    try:
        identity["user"] = pwd.getpwuid(uid).pw_name
    except KeyError:
        pass
    try:
        identity["group"] = grp.getgrgid(gid).gr_name
    except KeyError:
        pass
    facts: dict[str, object] = {"identity": identity}
    if "user" in identity:
        facts["id"] = identity["user"]
    if "group" in identity:
        facts["gid"] = identity["group"]
    return facts
