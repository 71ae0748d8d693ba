"""Our core facts against live ``facter --json`` on this machine, fact by fact.

Every fact both produce is compared leaf by leaf; values that change between two runs
(load, free memory, uptime, bytes used on busy filesystems) are compared for type only.
"""
from __future__ import annotations

import re

import pytest

#: Leaves (as dotted paths, regular expressions) whose value legitimately moves between runs.
VOLATILE = re.compile(
    r"load_averages\..*"
    r"|memory\.(system|swap)\.(available|available_bytes|used|used_bytes|capacity)"
    r"|memoryfree|memoryfree_mb|swapfree|swapfree_mb"
    r"|mountpoints\..*\.(available|available_bytes|used|used_bytes|capacity)"
    r"|system_uptime\..*|uptime|uptime_(days|hours|seconds)"
    r"|partitions\..*\.(filesystem|uuid|label|partuuid|partlabel)"
)

#: Facts Facter has and bunraku deliberately does not (Ruby and augeas need Ruby libraries).
NOT_PRODUCED = {"ruby", "rubyplatform", "rubysitedir", "rubyversion", "augeas", "augeasversion", "hypervisors",
                "dhcp_servers", "ec2_metadata", "ec2_userdata", "gce", "az_metadata", "cloud", "xen",
                "aio_agent_version"}

#: Fact groups checked one by one (kept explicit so a missing fact shows up as a named failure).
CHECKED = ["kernel", "kernelrelease", "kernelversion", "kernelmajversion", "os", "operatingsystem", "osfamily",
           "operatingsystemrelease", "operatingsystemmajrelease", "architecture", "hardwaremodel", "hardwareisa",
           "lsbdistid", "lsbdistcodename", "lsbdistdescription", "lsbdistrelease", "lsbmajdistrelease",
           "lsbminordistrelease", "selinux", "networking", "hostname", "domain", "fqdn", "ipaddress",
           "ipaddress6", "macaddress", "netmask", "netmask6", "network", "network6", "scope6", "interfaces",
           "processors", "processorcount", "physicalprocessorcount", "memory", "memorysize", "memorysize_mb",
           "memoryfree", "swapsize", "disks", "blockdevices", "mountpoints", "partitions", "filesystems",
           "identity", "id", "gid", "path", "timezone", "system_uptime", "load_averages", "fips_enabled",
           "virtual", "is_virtual", "dmi", "facterversion", "ssh"]


def differences(path: str, theirs: object, ours: object) -> list[str]:
    if VOLATILE.fullmatch(path):
        if type(theirs) is not type(ours) and not {type(theirs), type(ours)} <= {int, float}:
            return [f"{path}: type {type(ours).__name__}, facter has {type(theirs).__name__}"]
        return []
    if isinstance(theirs, dict) and isinstance(ours, dict):
        found = []
        for key in sorted(set(theirs) | set(ours)):
            child = f"{path}.{key}"
            if key not in ours:
                found.append(f"{child}: missing (facter: {theirs[key]!r})")
            elif key not in theirs:
                found.append(f"{child}: extra (ours: {ours[key]!r})")
            else:
                found.extend(differences(child, theirs[key], ours[key]))
        return found
    if isinstance(theirs, list) and isinstance(ours, list) and len(theirs) == len(ours):
        return [problem for index, (a, b) in enumerate(zip(theirs, ours))
                for problem in differences(f"{path}.{index}", a, b)]
    if theirs != ours or type(theirs) is not type(ours):
        return [f"{path}: ours {ours!r}, facter {theirs!r}"]
    return []


@pytest.mark.parametrize("name", CHECKED)
def test_fact_matches_facter(name: str, facter_facts: dict[str, object], our_facts: dict[str, object]) -> None:
    if name not in facter_facts:
        pytest.skip(f"facter reports no '{name}' on this machine")
    assert name in our_facts, f"bunraku does not produce '{name}' (facter: {facter_facts[name]!r})"
    assert differences(name, facter_facts[name], our_facts[name]) == []


def test_every_facter_fact_is_produced(facter_facts: dict[str, object], our_facts: dict[str, object]) -> None:
    missing = sorted(set(facter_facts) - set(our_facts) - NOT_PRODUCED)
    assert missing == []


def test_volatile_facts_are_close(facter_facts: dict[str, object], our_facts: dict[str, object]) -> None:
    """Moving values must still be of the right magnitude: totals equal, free memory within 5 %."""
    theirs = facter_facts["memory"]["system"]  # type: ignore[index]
    ours = our_facts["memory"]["system"]  # type: ignore[index]
    assert ours["total_bytes"] == theirs["total_bytes"]
    assert abs(ours["available_bytes"] - theirs["available_bytes"]) < 0.05 * theirs["total_bytes"]
