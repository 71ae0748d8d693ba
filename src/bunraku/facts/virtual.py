"""``virtual`` and ``is_virtual``: what kind of machine (or container) this is.

Follows Facter's order of checks: containers, GCE, OpenVZ, Linux-VServer, Xen, DMI product
names, then the PCI devices ``lspci`` would list (read from sysfs rather than run).
"""
from __future__ import annotations

import os
import re

from bunraku.facts.dmi import read_dmi
from bunraku.facts.sysfs import list_dir, read_line, read_text

#: Values of ``virtual`` that mean the machine itself is physical (a hypervisor host).
PHYSICAL = frozenset({"physical", "xen0", "vmware_server", "vmware_workstation", "openvzhn", "vserver_host"})

#: DMI product-name fragments -> Facter's hypervisor names.
PRODUCT_NAMES = (("VMware", "vmware"), ("VirtualBox", "virtualbox"), ("Parallels", "parallels"),
                 ("KVM", "kvm"), ("Virtual Machine", "hyperv"), ("RHEV Hypervisor", "rhev"),
                 ("oVirt Node", "ovirt"), ("HVM domU", "xenhvm"), ("Bochs", "bochs"), ("OpenBSD", "vmm"),
                 ("BHYVE", "bhyve"))

#: PCI vendor ids of virtual hardware -> hypervisor (what Facter matches in lspci output).
PCI_VENDORS = {"0x15ad": "vmware", "0x80ee": "virtualbox", "0x1ab8": "parallels", "0x5853": "xenhvm",
               "0x1414": "hyperv", "0x1ae0": "gce", "0x1af4": "kvm"}

_CONTAINER_ENV = {"lxc": "lxc", "lxc-libvirt": "lxc", "podman": "podman", "crio": "crio",
                  "systemd-nspawn": "systemd_nspawn", "docker": "docker"}


def container() -> str | None:
    cgroup = read_text("/proc/1/cgroup") or ""
    if re.search(r"docker", cgroup):
        return "docker"
    if re.search(r"/lxc", cgroup):
        return "lxc"
    try:
        with open("/proc/1/environ", "rb") as handle:
            environ = handle.read().split(b"\0")
    except OSError:
        environ = []
    for item in environ:
        if item.startswith(b"container="):
            value = item.partition(b"=")[2].decode(errors="replace")
            return _CONTAINER_ENV.get(value, value or None)
    if os.path.exists("/.dockerenv"):
        return "docker"
    return None


def _openvz() -> str | None:
    if not os.path.isdir("/proc/vz") or os.path.exists("/proc/lve"):
        return None
    if not os.path.exists("/proc/vz/version") and not list_dir("/proc/vz"):
        return None
    return "openvzhn" if os.path.exists("/proc/bc") else "openvzve"


def _vserver() -> str | None:
    status = read_text("/proc/self/status") or ""
    match = re.search(r"^(?:s_context|VxID):\s*(\d+)", status, re.MULTILINE)
    if match is None:
        return None
    return "vserver_host" if match.group(1) == "0" else "vserver"


def _xen() -> str | None:
    if not os.path.exists("/proc/xen") and not os.path.exists("/dev/xen/evtchn"):
        return None
    capabilities = read_text("/proc/xen/capabilities") or ""
    return "xen0" if "control_d" in capabilities or os.path.exists("/dev/xen/evtchn") else "xenu"


def _pci() -> str | None:
    for device in list_dir("/sys/bus/pci/devices"):
        vendor = read_line(f"/sys/bus/pci/devices/{device}/vendor")
        if vendor in PCI_VENDORS:
            return PCI_VENDORS[vendor]
    return None


def detect() -> str:
    found = container()
    if found:
        return found
    dmi = read_dmi()
    bios_vendor = dmi.get("bios_vendor", "")
    if "Google" in bios_vendor:
        return "gce"
    found = _openvz() or _vserver() or _xen()
    if found:
        return found
    if "Amazon EC2" in bios_vendor:
        return "kvm"
    product = dmi.get("product_name", "")
    for fragment, name in PRODUCT_NAMES:
        if product and fragment in product:
            return name
    return _pci() or "physical"


def resolve() -> dict[str, object]:
    value = detect()
    return {"virtual": value, "is_virtual": value not in PHYSICAL}
