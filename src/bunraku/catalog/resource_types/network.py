"""The ``host`` type (module puppetlabs-host_core).

Facts (attribute order, namevars, values, defaults) recorded from Puppet 7.23 by
tests/catalog_types/dump_puppet_types.rb; descriptions are our own."""
from __future__ import annotations

from .metaparameters import METAPARAMETERS
from .model import define_type, param, prop


HOST = define_type(
    "host",
    "Manages an entry in the hosts file.",
    (
        param("name", "Canonical host name.", namevar=True),
        param("provider", "Backend editing the hosts file."),
        prop("ensure", "Whether the entry exists.", values=("present", "absent")),
        prop("ip", "IP address of the host."),
        prop("host_aliases", "Other names for the host."),
        prop("comment", "Comment written after the entry."),
        prop("target", "Hosts file to edit."),
    ),
    METAPARAMETERS,
    module="puppetlabs-host_core",
)

TYPES = (HOST,)
