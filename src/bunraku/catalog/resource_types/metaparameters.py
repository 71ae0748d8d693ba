"""The metaparameters every resource type accepts, in Puppet's declaration order.

They are handled by the compiler and the agent rather than by providers; ``define_type`` appends
them to every type.  Facts recorded from Puppet 7.23; descriptions are our own."""
from __future__ import annotations

from types import MappingProxyType

from .model import metaparam

_METAPARAMETERS = (
    metaparam("noop", "When true, only report what would change for this resource.",
        values=("true", "false")),
    metaparam("schedule", "Name of a schedule resource limiting when this resource may be applied."),
    metaparam("audit", "Attributes (or 'all') whose current value is recorded and compared between runs."),
    metaparam("loglevel", "Log level used for this resource's messages.",
        values=("debug", "info", "notice", "warning", "err", "alert", "emerg", "crit", "verbose"),
        default="notice"),
    metaparam("alias", "Extra names by which this resource can be referenced."),
    metaparam("tag", "Extra tags added to this resource."),
    metaparam("require", "Resources that must be applied before this one."),
    metaparam("subscribe", "Resources applied before this one whose changes refresh it."),
    metaparam("before", "Resources that must be applied after this one."),
    metaparam("notify", "Resources applied after this one that are refreshed when it changes."),
    metaparam("stage", "Run stage the class is placed in (only meaningful on classes)."),
)

METAPARAMETERS = MappingProxyType({m.name: m for m in _METAPARAMETERS})

#: The metaparameters whose values are references that become relationship edges.
RELATIONSHIP_METAPARAMETERS = ("require", "subscribe", "before", "notify")
