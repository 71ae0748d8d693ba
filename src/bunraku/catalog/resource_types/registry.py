"""Name -> definition lookup over every built-in resource type bunraku knows."""
from __future__ import annotations

from collections.abc import Iterable
from types import MappingProxyType

from . import (accounts, commands, containers, files, filesystems, network, notify, packages, purging,
               scheduling, services, ssh)
from .model import ResourceTypeDef

_FAMILIES = (files, commands, packages, services, accounts, notify, containers, purging, scheduling,
             network, ssh, filesystems)

_TYPES: MappingProxyType[str, ResourceTypeDef] = MappingProxyType(
    {t.name: t for family in _FAMILIES for t in family.TYPES})


def resource_type(name: str) -> ResourceTypeDef | None:
    """The built-in type called ``name`` (case-insensitive, as in ``File`` or ``file``), or None."""
    return _TYPES.get(name.lower())


def all_types() -> Iterable[ResourceTypeDef]:
    """Every built-in type, core ones first, in a stable order."""
    return _TYPES.values()


def core_types() -> Iterable[ResourceTypeDef]:
    """The types Puppet 7 itself ships (real Puppet knows the others only through modules)."""
    return (t for t in _TYPES.values() if t.module is None)
