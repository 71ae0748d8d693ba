"""The pure parsing and derivation rules behind core facts, on made-up machine data."""
from __future__ import annotations

from bunraku.facts.dmi import dmi_facts
from bunraku.facts.hostname import domain_from_resolv_conf, host_names
from bunraku.facts.memory import memory_facts, parse_meminfo
from bunraku.facts.mountpoints import is_reported, mountpoint_facts, parse_filesystems, parse_mounts
from bunraku.facts.networking import (build_binding, interface_facts, is_ignored_address, networking_facts,
                                      primary_from_route, scope6)
from bunraku.facts.netlink import InterfaceAddress
from bunraku.facts.os_release import discover_family, os_name, release_hash
from bunraku.facts.processors import parse_cpuinfo
from bunraku.facts.ssh import key_entry
from bunraku.facts.system import uptime_facts
from bunraku.facts import virtual


def test_meminfo_with_swap() -> None:
    facts = memory_facts(parse_meminfo(
        "MemTotal: 2048 kB\nMemFree: 100 kB\nMemAvailable: 1024 kB\nSwapTotal: 4096 kB\nSwapFree: 1024 kB\n"))
    assert facts["memory"] == {
        "system": {"available": "1.00 MiB", "available_bytes": 1048576, "capacity": "50.00%",
                   "total": "2.00 MiB", "total_bytes": 2097152, "used": "1.00 MiB", "used_bytes": 1048576},
        "swap": {"available": "1.00 MiB", "available_bytes": 1048576, "capacity": "75.00%",
                 "total": "4.00 MiB", "total_bytes": 4194304, "used": "3.00 MiB", "used_bytes": 3145728},
    }
    assert facts["swapsize_mb"] == 4.0
    assert facts["memorysize"] == "2.00 MiB"


def test_meminfo_without_memavailable_sums_free_buffers_cached() -> None:
    facts = memory_facts(parse_meminfo("MemTotal: 4096 kB\nMemFree: 1024 kB\nBuffers: 512 kB\nCached: 512 kB\n"
                                       "SwapTotal: 0 kB\n"))
    assert facts["memory"]["system"]["available_bytes"] == 2048 * 1024  # type: ignore[index]
    assert "swap" not in facts["memory"]  # type: ignore[operator]


def test_cpuinfo() -> None:
    text = "".join(f"processor\t: {n}\nmodel name\t: Example CPU\nphysical id\t: {n // 2}\ncpu MHz\t\t: 3400.123\n"
                   f"siblings\t: 2\ncpu cores\t: 2\n\n" for n in range(4))
    info = parse_cpuinfo(text)
    assert (info.count, info.models, info.physical_ids, info.speed) == (4, ["Example CPU"] * 4, {"0", "1"},
                                                                        3_400_000_000)


def test_mounts_escapes_filtering_and_sizes(tmp_path) -> None:  # type: ignore[no-untyped-def]
    entries = parse_mounts(f"/dev/sda1 {tmp_path} ext4 rw,relatime 0 0\n"
                           "proc /proc proc rw 0 0\ntmpfs /sys/fs/cgroup tmpfs rw 0 0\n"
                           "cgroup /sys/fs/cgroup/cpu cgroup rw 0 0\nsystemd-1 /mnt/auto autofs rw 0 0\n"
                           "/dev/sdb1 /mnt/my\\040disk ext4 ro 0 0\n")
    assert [entry.path for entry in entries if is_reported(entry)] == [str(tmp_path), "/sys/fs/cgroup", "/mnt/my disk"]
    facts = mountpoint_facts(entries[:1])
    mount = facts[str(tmp_path)]
    assert mount["device"] == "/dev/sda1" and mount["options"] == ["rw", "relatime"]
    assert isinstance(mount["size_bytes"], int) and mount["size_bytes"] > 0


def test_filesystems_lists_block_filesystems_sorted() -> None:
    assert parse_filesystems("nodev\tsysfs\n\text4\n\tfuseblk\n\txfs\n\tbtrfs\n") == "btrfs,ext4,xfs"


def test_os_names_and_families() -> None:
    assert os_name("Debian GNU/Linux") == "Debian"
    assert os_name("Red Hat Enterprise Linux") == "RedHat"
    assert os_name("Arch Linux") == "Archlinux"
    assert discover_family("rhel centos fedora") == "RedHat"
    assert discover_family("ubuntu debian") == "Debian"
    assert discover_family("opensuse") == "Suse"
    assert discover_family("nixos") == "Nixos"
    assert release_hash("10.05", strip_minor_zero=True) == {"full": "10.05", "major": "10", "minor": "5"}


def test_hostname_rules() -> None:
    assert host_names("web01.example.com", "", lookup=False) == {
        "hostname": "web01", "domain": "example.com", "fqdn": "web01.example.com"}
    assert host_names("web01", "search corp.example lan\n", lookup=False) == {
        "hostname": "web01", "domain": "corp.example", "fqdn": "web01.corp.example"}
    assert host_names("web01", "nameserver 10.0.0.1\n", lookup=False) == {"hostname": "web01", "fqdn": "web01"}
    assert domain_from_resolv_conf("search a.example\ndomain b.example\n") == "b.example"


def test_bindings_and_scopes() -> None:
    assert build_binding("10.1.2.3", 20) == {"address": "10.1.2.3", "netmask": "255.255.240.0",
                                            "network": "10.1.0.0"}
    assert build_binding("2001:db8::5", 64) == {"address": "2001:db8::5", "netmask": "ffff:ffff:ffff:ffff::",
                                               "network": "2001:db8::", "scope6": "global"}
    assert [scope6(a) for a in ("fe80::1", "fec0::1", "::1", "::10.0.0.1")] == ["link", "site", "host",
                                                                              "compat,global"]
    assert [is_ignored_address(a) for a in ("127.0.0.2", "169.254.1.1", "fd00::1", "fe80::1", "10.0.0.1")] == [
        True, True, True, True, False]


def test_primary_interface_from_route_table() -> None:
    table = ("Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n"
             "eth1\t000010AC\t00000000\t0001\t0\t0\t0\t0000FFFF\t0\t0\t0\n"
             "eth0\t00000000\t010200C0\t0003\t0\t0\t0\t00000000\t0\t0\t0\n")
    assert primary_from_route(table) == "eth0"
    assert primary_from_route(table.splitlines()[0]) is None


def test_networking_assembly_prefers_routable_addresses(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    for name, index, mac, mtu in (("eth0", 2, "52:54:00:12:34:56", 1500), ("lo", 1, "00:00:00:00:00:00", 65536)):
        folder = tmp_path / name
        folder.mkdir()
        (folder / "ifindex").write_text(f"{index}\n")
        (folder / "address").write_text(f"{mac}\n")
        (folder / "mtu").write_text(f"{mtu}\n")
    monkeypatch.setattr("bunraku.facts.networking.SYS_NET", str(tmp_path))
    interfaces = interface_facts(["eth0", "lo"], [
        InterfaceAddress(1, 4, "127.0.0.1", 8, 0x80),
        InterfaceAddress(2, 6, "fe80::5054:ff:fe12:3456", 64, 0x80),
        InterfaceAddress(2, 6, "2001:db8::10", 64, 0x82),
        InterfaceAddress(2, 4, "192.168.1.10", 24, 0),
    ])
    assert "mac" not in interfaces["lo"]
    assert interfaces["eth0"]["ip6"] == "2001:db8::10"
    assert interfaces["eth0"]["bindings6"][1]["flags"] == ["noad", "permanent"]  # type: ignore[index]
    facts = networking_facts(interfaces, "eth0", {"hostname": "h", "fqdn": "h.example", "domain": "example"},
                             {"eth0": "192.168.1.1"})
    assert facts["networking"]["ip"] == "192.168.1.10"  # type: ignore[index]
    assert facts["networking"]["dhcp"] == "192.168.1.1"  # type: ignore[index]
    assert facts["ipaddress_eth0"] == "192.168.1.10" and facts["mtu_lo"] == 65536
    assert facts["interfaces"] == "eth0,lo"
    assert facts["dhcp_servers"] == {"eth0": "192.168.1.1", "system": "192.168.1.1"}


def test_dmi_structure_and_legacy_names() -> None:
    facts = dmi_facts({"bios_vendor": "SeaBIOS", "chassis_type": "1", "product_name": "KVM", "sys_vendor": "QEMU"})
    assert facts["dmi"] == {"bios": {"vendor": "SeaBIOS"}, "chassis": {"type": "Other"},
                            "manufacturer": "QEMU", "product": {"name": "KVM"}}
    assert facts["chassistype"] == "Other" and facts["productname"] == "KVM"


def test_uptime_wording() -> None:
    assert uptime_facts(3 * 3600 + 4 * 60)["uptime"] == "3:04 hours"
    assert uptime_facts(86400 + 5)["uptime"] == "1 day"
    assert uptime_facts(5 * 86400)["system_uptime"] == {"days": 5, "hours": 120, "seconds": 432000,
                                                        "uptime": "5 days"}


def test_ssh_fingerprints() -> None:
    entry = key_entry("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEnJmSvDnyTJ5sBnKoDL8nOZkEDPODWh1vC9IwEZNFbS root@h", 4)
    assert entry is not None and entry["type"] == "ssh-ed25519"
    assert entry["fingerprints"]["sha256"].startswith("SSHFP 4 2 ")  # type: ignore[index]
    assert key_entry("ssh-rsa not-base64!!", 1) is None


def test_virtual_detection_order(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(virtual, "container", lambda: None)
    monkeypatch.setattr(virtual, "_openvz", lambda: None)
    monkeypatch.setattr(virtual, "_vserver", lambda: None)
    monkeypatch.setattr(virtual, "_xen", lambda: None)
    monkeypatch.setattr(virtual, "_pci", lambda: None)
    monkeypatch.setattr(virtual, "read_dmi", lambda: {"product_name": "VMware Virtual Platform"})
    assert virtual.resolve() == {"virtual": "vmware", "is_virtual": True}
    monkeypatch.setattr(virtual, "read_dmi", lambda: {"bios_vendor": "Google"})
    assert virtual.detect() == "gce"
    monkeypatch.setattr(virtual, "read_dmi", lambda: {})
    assert virtual.resolve() == {"virtual": "physical", "is_virtual": False}
