"""The ``notify`` type (Puppet core).

Facts (attribute order, namevars, values, defaults) recorded from Puppet 7.23 by
tests/catalog_types/dump_puppet_types.rb; descriptions are our own."""
from __future__ import annotations

from .metaparameters import METAPARAMETERS
from .model import define_type, param, prop


NOTIFY = define_type(
    "notify",
    "Logs a message when the catalog is applied; useful for tracing runs.",
    (
        param("name", "Identifies the resource; the message defaults to it.", namevar=True),
        prop("message", "Text to log; the title when not given."),
        param("withpath", "Prefix the message with the resource's full path.",
            values=("true", "false"), default="false"),
    ),
    METAPARAMETERS,
)

TYPES = (NOTIFY,)
