"""The ``networking`` fact (interfaces, bindings, primary interface) and its legacy aliases."""
from __future__ import annotations

import _socket
import glob
import re

from bunraku.facts.hostname import host_names
from bunraku.facts.netlink import InterfaceAddress, dump_addresses
from bunraku.facts.sysfs import list_dir, read_line, read_text

SYS_NET = "/sys/class/net"

#: The old 8-bit IPv6 address flags, in the order Facter lists them.
IFA_FLAGS = (("temporary", 0x01), ("noad", 0x02), ("optimistic", 0x04), ("dadfailed", 0x08),
             ("homeaddress", 0x10), ("deprecated", 0x20), ("tentative", 0x40), ("permanent", 0x80))


def _ip_to_int(address: str) -> tuple[int, int]:
    """``(value, bits)`` of an IPv4 or IPv6 address."""
    if ":" in address:
        return int.from_bytes(_socket.inet_pton(_socket.AF_INET6, address), "big"), 128
    return int.from_bytes(_socket.inet_pton(_socket.AF_INET, address), "big"), 32


def _int_to_ip(value: int, bits: int) -> str:
    if bits == 128:
        return _socket.inet_ntop(_socket.AF_INET6, value.to_bytes(16, "big"))
    return _socket.inet_ntop(_socket.AF_INET, value.to_bytes(4, "big"))


def scope6(address: str) -> str:
    """Facter's IPv6 scope name: link, site, host or global (prefixed "compat," for ::a.b.c.d)."""
    value, _bits = _ip_to_int(address)
    prefix = ""
    if value >> 32 == 0 and (value & 0xFFFFFFFF) not in (0, 1):
        prefix = "compat,"
    if value >> 118 == 0x3FA:
        return prefix + "link"
    if value >> 118 == 0x3FB:
        return prefix + "site"
    if value == 1:
        return prefix + "host"
    return prefix + "global"


def build_binding(address: str, prefix_length: int) -> dict[str, object]:
    value, bits = _ip_to_int(address)
    mask = ((1 << bits) - 1) ^ ((1 << (bits - prefix_length)) - 1)
    binding: dict[str, object] = {
        "address": address,
        "netmask": _int_to_ip(mask, bits),
        "network": _int_to_ip(value & mask, bits),
    }
    if bits == 128:
        binding["scope6"] = scope6(address)
    return binding


def is_ignored_address(address: str) -> bool:
    """Loopback, link-local and unique-local addresses are not chosen as an interface's main one."""
    if not address:
        return True
    value, bits = _ip_to_int(address)
    if bits == 32:
        return value >> 24 == 127 or value >> 16 == 0xA9FE
    return value == 1 or value >> 118 == 0x3FA or value >> 121 == 0x7E


def _flag_names(flags: int) -> list[str]:
    return [name for name, bit in IFA_FLAGS if flags & bit]


def _main_binding(bindings: list[dict[str, object]]) -> dict[str, object]:
    for binding in bindings:
        if not is_ignored_address(str(binding["address"])):
            return binding
    return bindings[0]


def primary_from_route(text: str) -> str | None:
    """The interface of the first default route in /proc/net/route."""
    for line in text.splitlines()[1:]:
        route = line.strip().split("\t")
        if len(route) > 7 and route[1] == "00000000" and route[7] == "00000000":
            return route[0].strip()
    return None


def dhcp_servers(interfaces: list[tuple[str, str | None]]) -> dict[str, str]:
    """Interface -> DHCP server, from systemd-networkd, dhclient and NetworkManager lease files."""
    servers: dict[str, str] = {}
    for name, index in interfaces:
        if index:
            text = read_text(f"/run/systemd/netif/leases/{index}") or ""
            match = re.search(r"^SERVER_ADDRESS=(\S+)", text, re.MULTILINE)
            if match:
                servers[name] = match.group(1)
                continue
        patterns = (f"/var/lib/dhclient/dhclient*{name}*.lease*", f"/var/lib/dhcp/dhclient*{name}*.lease*",
                    f"/var/lib/dhcp/dhclient.{name}.leases", f"/var/lib/NetworkManager/*{name}*.lease")
        for pattern in patterns:
            for path in sorted(glob.glob(pattern)):
                found = re.findall(r"dhcp-server-identifier\s+([^;\s]+)", read_text(path) or "")
                if found:
                    servers[name] = found[-1]
                    break
            if name in servers:
                break
    return servers


def interface_facts(names: list[str], addresses: list[InterfaceAddress]) -> dict[str, dict[str, object]]:
    """Interface name -> bindings, bindings6, mac, mtu and the derived ip/netmask/network keys."""
    indexes: dict[int, str] = {}
    interfaces: dict[str, dict[str, object]] = {}
    for name in names:
        index = read_line(f"{SYS_NET}/{name}/ifindex")
        if index and index.isdigit():
            indexes[int(index)] = name
        interfaces[name] = {}
    for item in addresses:
        owner = indexes.get(item.index)
        if owner is None:
            continue
        binding = build_binding(item.address, item.prefix_length)
        if item.family == 6:
            binding["flags"] = _flag_names(item.flags)
        bindings = interfaces[owner].setdefault("bindings6" if item.family == 6 else "bindings", [])
        assert isinstance(bindings, list)
        bindings.append(binding)
    for name, values in interfaces.items():
        mac = read_line(f"{SYS_NET}/{name}/address")
        if mac and mac.strip("0:"):
            values["mac"] = mac
        mtu = read_line(f"{SYS_NET}/{name}/mtu")
        if mtu and mtu.isdigit():
            values["mtu"] = int(mtu)
        for key, suffix in (("bindings", ""), ("bindings6", "6")):
            bindings = values.get(key)
            if not isinstance(bindings, list) or not bindings:
                continue
            main = _main_binding(bindings)
            values[f"ip{suffix}"] = main["address"]
            values[f"netmask{suffix}"] = main["netmask"]
            values[f"network{suffix}"] = main["network"]
            if suffix:
                values["scope6"] = scope6(str(main["address"]))
    return interfaces


def _find_primary(interfaces: dict[str, dict[str, object]]) -> str | None:
    for name, values in interfaces.items():
        for key in ("bindings", "bindings6"):
            for binding in values.get(key) or []:  # type: ignore[attr-defined]
                if not is_ignored_address(str(binding["address"])):
                    return name
    return None


def networking_facts(interfaces: dict[str, dict[str, object]], primary: str | None,
                     names: dict[str, str], dhcp: dict[str, str]) -> dict[str, object]:
    """Assemble ``networking`` plus the legacy flat facts from interface data."""
    for name, server in dhcp.items():
        if name in interfaces:
            interfaces[name]["dhcp"] = server
    networking: dict[str, object] = dict(names)
    networking["interfaces"] = interfaces
    if primary is not None and primary in interfaces:
        networking["primary"] = primary
        for key, value in interfaces[primary].items():
            if key not in ("bindings", "bindings6"):
                networking[key] = value
    facts: dict[str, object] = {"networking": networking}
    for key in ("hostname", "domain", "fqdn"):
        if key in names:
            facts[key] = names[key]
    for key, legacy in (("ip", "ipaddress"), ("ip6", "ipaddress6"), ("mac", "macaddress"),
                        ("netmask", "netmask"), ("netmask6", "netmask6"), ("network", "network"),
                        ("network6", "network6"), ("scope6", "scope6")):
        if key in networking:
            facts[legacy] = networking[key]
    if interfaces:
        facts["interfaces"] = ",".join(sorted(interfaces))
    for name, values in interfaces.items():
        for key, legacy in (("ip", "ipaddress"), ("ip6", "ipaddress6"), ("mac", "macaddress"),
                            ("mtu", "mtu"), ("netmask", "netmask"), ("netmask6", "netmask6"),
                            ("network", "network"), ("network6", "network6"), ("scope6", "scope6")):
            if key in values:
                facts[f"{legacy}_{name}"] = values[key]
    if dhcp:
        servers: dict[str, object] = dict(dhcp)
        if primary in dhcp:
            servers["system"] = dhcp[primary]
        facts["dhcp_servers"] = servers
    return facts


def resolve() -> dict[str, object]:
    names = list_dir(SYS_NET)
    try:
        addresses = dump_addresses()
    except OSError:
        addresses = []
    interfaces = interface_facts(names, addresses)
    primary = primary_from_route(read_text("/proc/net/route") or "") or _find_primary(interfaces)
    indexes = [(name, read_line(f"{SYS_NET}/{name}/ifindex")) for name in interfaces]
    return networking_facts(interfaces, primary, host_names(), dhcp_servers(indexes))
