"""The ``resources`` type (Puppet core), which purges unmanaged instances of another type.

Facts (attribute order, namevars, values, defaults) recorded from Puppet 7.23 by
tests/catalog_types/dump_puppet_types.rb; descriptions are our own."""
from __future__ import annotations

from .metaparameters import METAPARAMETERS
from .model import define_type, param


RESOURCES = define_type(
    "resources",
    "Applies settings to every instance of a type, chiefly purging unmanaged ones.",
    (
        param("name", "Name of the resource type to act on.", namevar=True),
        param("purge", "Remove instances of the type that the catalog does not manage.",
            default="false", boolean=True),
        param("unless_system_user", "When purging users, spare system accounts (true, or below this uid).",
            values=("true", "false"), value_patterns=(r"^\d+$",)),
        param("unless_uid", "When purging users, spare these uids or uid ranges."),
    ),
    METAPARAMETERS,
)

TYPES = (RESOURCES,)
