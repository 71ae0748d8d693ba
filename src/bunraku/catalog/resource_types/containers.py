"""Grouping types (Puppet core): ``stage``, and the agent-internal ``component`` and ``whit``.

Facts (attribute order, namevars, values, defaults) recorded from Puppet 7.23 by
tests/catalog_types/dump_puppet_types.rb; descriptions are our own."""
from __future__ import annotations

from .metaparameters import METAPARAMETERS
from .model import define_type, param


STAGE = define_type(
    "stage",
    "A run stage: a container of classes ordered relative to other stages.",
    (
        param("name", "Name of the run stage.", namevar=True),
    ),
    METAPARAMETERS,
)

COMPONENT = define_type(
    "component",
    "Internal container standing for a class or defined-type instance in the agent's graph.",
    (
        param("name", "The class or define instance the component stands for.", namevar=True),
    ),
    METAPARAMETERS,
    internal=True,
)

WHIT = define_type(
    "whit",
    "Internal anchor vertex marking the start or end of a container in the relationship graph.",
    (
        param("name", "Identifies the anchor, e.g. 'Admissible_class[foo]'.", namevar=True),
    ),
    METAPARAMETERS,
    internal=True,
)

TYPES = (STAGE, COMPONENT, WHIT)
