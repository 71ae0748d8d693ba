"""Registry of Puppet's built-in resource types, as the compiler and the agent need them.

One data module per family of types (``files``, ``commands``, ``packages``, ``services``,
``accounts``, ``notify``, ``containers``, ``purging``, ``scheduling``, ``network``, ``ssh``,
``filesystems``) plus the shared ``metaparameters``; ``model`` holds the dataclasses and
``identity`` the title/uniqueness rules and their error messages.
"""
from __future__ import annotations

from .identity import (UNKNOWN_PARAMETER, alias_conflict_message, alias_key, catalog_parameters,
                       duplicate_declaration_message, parameter_name, reference_keys,
                       uniqueness_key)
from .metaparameters import METAPARAMETERS, RELATIONSHIP_METAPARAMETERS
from .model import (METAPARAMETER, PARAMETER, PROPERTY, AttributeDef, ResourceTypeDef,
                    TitlePatternMismatch)
from .registry import all_types, core_types, resource_type
from .ruby_format import ruby_inspect

__all__ = [
    "AttributeDef", "ResourceTypeDef", "TitlePatternMismatch", "PROPERTY", "PARAMETER", "METAPARAMETER",
    "METAPARAMETERS", "RELATIONSHIP_METAPARAMETERS", "resource_type", "all_types", "core_types",
    "uniqueness_key", "alias_key", "reference_keys", "parameter_name", "catalog_parameters",
    "alias_conflict_message", "duplicate_declaration_message", "ruby_inspect", "UNKNOWN_PARAMETER",
]
