"""The catalogue of built-in fact groups: which top-level facts each produces, and how.

A group is the unit of resolution and of caching, named like Facter's cache groups
(``facter --list-cache-groups``) so that ``ttls`` entries in facter.conf mean the same thing.
Resolvers are imported only when their group is needed, so ``bunraku facts kernel`` reads
nothing but uname.
"""
from __future__ import annotations

import importlib
import re
from dataclasses import dataclass
from typing import Callable

from bunraku import PUPPET_COMPAT_VERSION, __version__

#: The Facter release whose facts and formats bunraku reproduces.
FACTER_COMPAT_VERSION = "4.3.0"


@dataclass(frozen=True, slots=True)
class CoreGroup:
    """A set of facts resolved together by ``module.function`` (both looked up lazily)."""

    name: str
    facts: tuple[str, ...]
    module: str
    function: str = "resolve"
    #: regular expressions for fact names that depend on the machine (``ipaddress_eth0``)
    patterns: tuple[str, ...] = ()

    def resolver(self) -> Callable[[], dict[str, object]]:
        module = importlib.import_module(f"bunraku.facts.{self.module}")
        resolver: Callable[[], dict[str, object]] = getattr(module, self.function)
        return resolver


GROUPS: tuple[CoreGroup, ...] = (
    CoreGroup("kernel", ("kernel", "kernelversion", "kernelrelease", "kernelmajversion"), "kernel"),
    CoreGroup("operating system",
              ("os", "operatingsystem", "osfamily", "operatingsystemrelease", "operatingsystemmajrelease",
               "hardwaremodel", "architecture", "lsbdistid", "lsbdistrelease", "lsbdistcodename",
               "lsbdistdescription", "lsbmajdistrelease", "lsbminordistrelease", "selinux",
               "selinux_enforced", "selinux_policyversion", "selinux_current_mode", "selinux_config_mode",
               "selinux_config_policy"), "os_release"),
    CoreGroup("networking",
              ("networking", "hostname", "ipaddress", "ipaddress6", "netmask", "netmask6", "network",
               "network6", "scope6", "macaddress", "interfaces", "domain", "fqdn", "dhcp_servers"),
              "networking",
              patterns=(r"(ipaddress6?|macaddress|mtu|netmask6?|network6?|scope6)_.+",)),
    CoreGroup("processor", ("processors", "processorcount", "physicalprocessorcount", "hardwareisa"),
              "processors", patterns=(r"processor\d+",)),
    CoreGroup("memory", ("memory", "memoryfree", "memoryfree_mb", "memorysize", "memorysize_mb", "swapfree",
                         "swapfree_mb", "swapsize", "swapsize_mb"), "memory"),
    CoreGroup("disks", ("disks", "blockdevices"), "disks", patterns=(r"blockdevice_.+_(model|size|vendor)",)),
    CoreGroup("mountpoints", ("mountpoints",), "mountpoints", "resolve_mountpoints"),
    CoreGroup("filesystems", ("filesystems",), "mountpoints", "resolve_filesystems"),
    CoreGroup("partitions", ("partitions",), "partitions"),
    CoreGroup("id", ("identity", "id", "gid"), "identity"),
    CoreGroup("path", ("path",), "system", "resolve_path"),
    CoreGroup("timezone", ("timezone",), "system", "resolve_timezone"),
    CoreGroup("uptime", ("system_uptime", "uptime", "uptime_days", "uptime_hours", "uptime_seconds"),
              "system", "resolve_uptime"),
    CoreGroup("load_average", ("load_averages",), "system", "resolve_load_averages"),
    CoreGroup("fips", ("fips_enabled",), "system", "resolve_fips"),
    CoreGroup("virtualization", ("virtual", "is_virtual"), "virtual"),
    CoreGroup("desktop management interface",
              ("dmi", "bios_vendor", "bios_version", "bios_release_date", "boardassettag", "boardmanufacturer",
               "boardproductname", "boardserialnumber", "chassisassettag", "manufacturer", "productname",
               "serialnumber", "uuid", "chassistype"), "dmi"),
    CoreGroup("ssh", ("ssh",), "ssh", patterns=(r"ssh\w+key", r"sshfp_\w+")),
    CoreGroup("versions", ("facterversion", "puppetversion", "clientversion", "bunrakuversion"), "core",
              "resolve_versions"),
)

#: Groups whose values change from one run to the next: never worth caching by default.
VOLATILE_GROUPS = frozenset({"uptime", "load_average", "memory", "mountpoints", "path"})

#: Flat facts Facter 4 still resolves when asked by name but hides from a full listing.
LEGACY_FACTS = frozenset({
    "architecture", "augeasversion", "bios_release_date", "bios_vendor", "bios_version", "blockdevices",
    "boardassettag", "boardmanufacturer", "boardproductname", "boardserialnumber", "chassisassettag",
    "chassistype", "dhcp_servers", "domain", "fqdn", "gid", "hardwareisa", "hardwaremodel", "hostname", "id",
    "interfaces", "ipaddress", "ipaddress6", "lsbdistcodename", "lsbdistdescription", "lsbdistid",
    "lsbdistrelease", "lsbmajdistrelease", "lsbminordistrelease", "lsbrelease", "macaddress", "manufacturer",
    "memoryfree", "memoryfree_mb", "memorysize", "memorysize_mb", "netmask", "netmask6", "network", "network6",
    "operatingsystem", "operatingsystemmajrelease", "operatingsystemrelease", "osfamily",
    "physicalprocessorcount", "processorcount", "productname", "scope6", "selinux", "selinux_config_mode",
    "selinux_config_policy", "selinux_current_mode", "selinux_enforced", "selinux_policyversion",
    "serialnumber", "swapfree", "swapfree_mb", "swapsize", "swapsize_mb", "uptime", "uptime_days",
    "uptime_hours", "uptime_seconds", "uuid",
})
_LEGACY_PATTERN = re.compile(
    r"(ipaddress6?|macaddress|mtu|netmask6?|network6?|scope6)_.+|processor\d+|blockdevice_.+_(model|size|vendor)"
    r"|ssh\w+key|sshfp_\w+")

_BY_FACT = {fact: group for group in GROUPS for fact in group.facts}
_PATTERNS = [(re.compile(pattern), group) for group in GROUPS for pattern in group.patterns]
BY_NAME = {group.name: group for group in GROUPS}


def is_legacy(name: str) -> bool:
    return name in LEGACY_FACTS or _LEGACY_PATTERN.fullmatch(name) is not None


def group_for(fact: str) -> CoreGroup | None:
    """The group that resolves a top-level fact name, if it is a core fact."""
    group = _BY_FACT.get(fact)
    if group is not None:
        return group
    for pattern, candidate in _PATTERNS:
        if pattern.fullmatch(fact):
            return candidate
    return None


def resolve_versions() -> dict[str, object]:
    """Versions manifests test: Puppet's and Facter's that bunraku follows, and bunraku's own."""
    return {
        "facterversion": FACTER_COMPAT_VERSION,
        "puppetversion": PUPPET_COMPAT_VERSION,
        "clientversion": PUPPET_COMPAT_VERSION,
        "bunrakuversion": __version__,
    }
