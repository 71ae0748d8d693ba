"""The ``os`` fact (name, family, release, distro, architecture, selinux) and its legacy aliases.

Facter derives these from /etc/os-release, distribution release files and what ``lsb_release``
would print; bunraku reads the same files directly instead of running the command.
"""
from __future__ import annotations

import os
import re

from bunraku.facts.sysfs import parse_key_values, read_text

#: Facter's family table: a family wins when any of its flavours occurs in ID_LIKE (or ID).
FAMILIES: dict[str, tuple[str, ...]] = {
    "RedHat": ("redhat", "rhel", "fedora", "centos", "scientific", "ascendos", "cloudlinux", "psbm",
               "oraclelinux", "ovs", "oel", "amazon", "xenserver", "xcp-ng", "virtuozzo", "photon",
               "mariner"),
    "Debian": ("debian", "ubuntu", "huaweios", "linuxmint", "devuan", "kde"),
    "Suse": ("sles", "sled", "suse"),
    "Gentoo": ("gentoo",),
    "Archlinux": ("arch", "manjaro"),
    "Mandrake": ("mandrake", "mandriva", "mageia"),
}

_LSB_RELEASE_BINARIES = ("/usr/bin/lsb_release", "/bin/lsb_release")


def ruby_capitalize(text: str) -> str:
    return text[:1].upper() + text[1:].lower()


def discover_family(os_id: str) -> str:
    for family, flavours in FAMILIES.items():
        if any(re.search(re.escape(flavour), os_id, re.IGNORECASE) for flavour in flavours):
            return family
    return ruby_capitalize(os_id)


def os_name(pretty: str) -> str:
    """Facter's short OS name from os-release NAME ("Debian GNU/Linux" -> "Debian")."""
    lowered = pretty.lower()
    if lowered.startswith(("red", "oracle", "arch", "manjaro")):
        name = "".join(pretty.split(" ")[:2])
    elif lowered.endswith("mariner"):
        name = pretty.split(" ")[-1].strip()
    else:
        name = pretty.split(" ")[0].strip()
    if name.lower().startswith(("arch", "manjaro")):
        name = ruby_capitalize(name)
    if name.lower().startswith("virtuozzo"):
        name += "Linux"
    return name


def release_hash(version: str, strip_minor_zero: bool = False) -> dict[str, str]:
    parts = version.split(".")
    release = {"full": version, "major": parts[0]}
    if len(parts) > 1:
        minor = parts[1]
        if strip_minor_zero:
            minor = re.sub(r"^0([1-9])", r"\1", minor)
        release["minor"] = minor
    return release


def _os_release_fields() -> dict[str, str]:
    for path in ("/etc/os-release", "/usr/lib/os-release"):
        text = read_text(path)
        if text:
            return parse_key_values(text)
    return {}


def _release(fields: dict[str, str], family: str) -> dict[str, str] | None:
    os_id = fields.get("ID", "").lower()
    if os_id == "debian" or (family == "Debian" and os_id not in ("ubuntu", "linuxmint")):
        version = (read_text("/etc/debian_version") or "").strip()
        if version and version[0].isdigit():
            return release_hash(version, strip_minor_zero=True)
    if os_id == "ubuntu":
        version_id = fields.get("VERSION_ID")
        return {"full": version_id, "major": version_id} if version_id else None
    if family == "RedHat":
        match = re.search(r"release\s+([\d.]+)", read_text("/etc/redhat-release") or "")
        if match:
            return release_hash(match.group(1))
    version_id = fields.get("VERSION_ID")
    if not version_id:
        return None
    if "." not in version_id:
        version_id += ".0"
    return release_hash(version_id)


def _codename(fields: dict[str, str]) -> str | None:
    codename = fields.get("VERSION_CODENAME")
    if codename:
        return codename
    version = fields.get("VERSION", "")
    match = re.search(r"\((.*)\)$", version)
    if match:
        return match.group(1)
    match = re.search(r"[A-Za-z]+\s[A-Za-z]+", version)
    return match.group(0).split(" ")[0].lower() if match else None


def _lsb(fields: dict[str, str], release: dict[str, str] | None) -> dict[str, str]:
    """What ``lsb_release -a`` reports: /etc/lsb-release when present, else os-release."""
    text = read_text("/etc/lsb-release")
    lsb = parse_key_values(text) if text else {}
    result: dict[str, str] = {}
    distributor = lsb.get("DISTRIB_ID") or ruby_capitalize(fields.get("ID", "")) or None
    description = lsb.get("DISTRIB_DESCRIPTION") or fields.get("PRETTY_NAME")
    codename = lsb.get("DISTRIB_CODENAME") or _codename(fields)
    version = lsb.get("DISTRIB_RELEASE") or (release or {}).get("full") or fields.get("VERSION_ID")
    for key, value in (("id", distributor), ("description", description),
                       ("codename", codename), ("release", version)):
        if value:
            result[key] = value
    return result


def selinux() -> dict[str, object]:
    """SELinux state: enabled only when selinuxfs is mounted and /etc/selinux/config is readable."""
    mountpoint = ""
    for line in (read_text("/proc/self/mounts") or "").splitlines():
        if "selinuxfs" in line:
            fields = line.split()
            mountpoint = fields[1] if len(fields) > 1 else ""
            break
    config = read_text("/etc/selinux/config") if mountpoint else None
    result: dict[str, object] = {"enabled": bool(mountpoint) and bool(config)}
    if not result["enabled"] or config is None:
        return result
    for line in config.splitlines():
        if line.startswith("SELINUX="):
            result["config_mode"] = line.split("=")[-1].strip()
        elif line.startswith("SELINUXTYPE="):
            result["config_policy"] = line.split("=")[-1].strip()
    policy = read_text(f"{mountpoint}/policyvers")
    if policy is not None:
        result["policy_version"] = policy
    enforced = (read_text(f"{mountpoint}/enforce") or "").strip() == "1"
    result["enforced"] = enforced
    result["current_mode"] = "enforcing" if enforced else "permissive"
    return result


def resolve() -> dict[str, object]:
    fields = _os_release_fields()
    machine = os.uname().machine
    os_id = fields.get("ID", "")
    if os_id.lower().startswith("opensuse"):
        os_id = "opensuse"
    family = discover_family(fields.get("ID_LIKE") or os_id) if (fields.get("ID_LIKE") or os_id) else "Linux"
    name = os_name(fields["NAME"]) if fields.get("NAME") else os.uname().sysname
    architecture = machine
    if family == "Debian" and machine == "x86_64":
        architecture = "amd64"
    if re.search(r"i[3456]86|pentium", machine):
        architecture = "i386"
    release = _release(fields, family)
    lsb = _lsb(fields, release)
    os_fact: dict[str, object] = {
        "architecture": architecture,
        "family": family,
        "hardware": machine,
        "name": name,
        "selinux": selinux(),
    }
    if release:
        os_fact["release"] = release
    if lsb:
        distro: dict[str, object] = {key: value for key, value in lsb.items() if key != "release"}
        if os_id.lower() == "debian":
            distro["id"] = ruby_capitalize(os_id)
        if "release" in lsb:
            version = lsb["release"]
            distro["release"] = release if (release and release["full"] == version) else release_hash(version)
        os_fact["distro"] = distro
    facts: dict[str, object] = {
        "os": os_fact,
        "operatingsystem": name,
        "osfamily": family,
        "hardwaremodel": machine,
        "architecture": architecture,
        "selinux": os_fact["selinux"]["enabled"],  # type: ignore[index]
    }
    if release:
        facts["operatingsystemrelease"] = release["full"]
        facts["operatingsystemmajrelease"] = release["major"]
    selinux_fact = os_fact["selinux"]
    assert isinstance(selinux_fact, dict)
    for key in ("enforced", "policy_version", "current_mode", "config_mode", "config_policy"):
        legacy = "selinux_policyversion" if key == "policy_version" else f"selinux_{key}"
        if key in selinux_fact:
            facts[legacy] = selinux_fact[key]
    if lsb and any(os.path.exists(path) for path in _LSB_RELEASE_BINARIES):
        facts["lsbdistid"] = lsb.get("id")
        facts["lsbdistcodename"] = lsb.get("codename")
        facts["lsbdistdescription"] = lsb.get("description")
        if "release" in lsb:
            lsb_release = release if (release and release["full"] == lsb["release"]) else release_hash(lsb["release"])
            facts["lsbdistrelease"] = lsb_release["full"]
            facts["lsbmajdistrelease"] = lsb_release["major"]
            if "minor" in lsb_release:
                facts["lsbminordistrelease"] = lsb_release["minor"]
    return {key: value for key, value in facts.items() if value is not None}
