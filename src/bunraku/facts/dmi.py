"""The ``dmi`` fact (BIOS, board, chassis, product) from /sys/class/dmi/id, and its legacy aliases.

Serial numbers and the product UUID are readable by root only; other users get the rest.
"""
from __future__ import annotations

import os

from bunraku.facts.sysfs import read_text

DMI_DIR = "/sys/class/dmi/id"

#: SMBIOS chassis type numbers (1-based) to the names Facter prints.
CHASSIS_TYPES = ("Other", None, "Desktop", "Low Profile Desktop", "Pizza Box", "Mini Tower", "Tower",
                 "Portable", "Laptop", "Notebook", "Hand Held", "Docking Station", "All in One",
                 "Sub Notebook", "Space-Saving", "Lunch Box", "Main System Chassis", "Expansion Chassis",
                 "SubChassis", "Bus Expansion Chassis", "Peripheral Chassis", "Storage Chassis",
                 "Rack Mount Chassis", "Sealed-Case PC", "Multi-system", "CompactPCI", "AdvancedTCA",
                 "Blade", "Blade Enclosure", "Tablet", "Convertible", "Detachable")

#: (path in the dmi hash, sysfs file, legacy fact name)
_FIELDS = (
    (("bios", "release_date"), "bios_date", "bios_release_date"),
    (("bios", "vendor"), "bios_vendor", "bios_vendor"),
    (("bios", "version"), "bios_version", "bios_version"),
    (("board", "asset_tag"), "board_asset_tag", "boardassettag"),
    (("board", "manufacturer"), "board_vendor", "boardmanufacturer"),
    (("board", "product"), "board_name", "boardproductname"),
    (("board", "serial_number"), "board_serial", "boardserialnumber"),
    (("chassis", "asset_tag"), "chassis_asset_tag", "chassisassettag"),
    (("chassis", "type"), "chassis_type", "chassistype"),
    (("manufacturer",), "sys_vendor", "manufacturer"),
    (("product", "name"), "product_name", "productname"),
    (("product", "serial_number"), "product_serial", "serialnumber"),
    (("product", "uuid"), "product_uuid", "uuid"),
)


def chassis_name(number: str) -> str | None:
    if not number.isdigit() or not 1 <= int(number) <= len(CHASSIS_TYPES):
        return None
    return CHASSIS_TYPES[int(number) - 1]


def read_dmi(directory: str = DMI_DIR) -> dict[str, str]:
    """sysfs file name -> stripped, non-empty value."""
    values: dict[str, str] = {}
    if not os.path.isdir(directory):
        return values
    for _path, filename, _legacy in _FIELDS:
        text = read_text(f"{directory}/{filename}")
        if text is not None and text.strip():
            values[filename] = text.strip()
    return values


def dmi_facts(values: dict[str, str]) -> dict[str, object]:
    dmi: dict[str, object] = {}
    facts: dict[str, object] = {}
    for path, filename, legacy in _FIELDS:
        value: str | None = values.get(filename)
        if value is not None and filename == "chassis_type":
            value = chassis_name(value)
        if value is None:
            continue
        node = dmi
        for key in path[:-1]:
            child = node.setdefault(key, {})
            assert isinstance(child, dict)
            node = child
        node[path[-1]] = value
        facts[legacy] = value
    if dmi:
        facts["dmi"] = dmi
    return facts


def resolve() -> dict[str, object]:
    return dmi_facts(read_dmi())
