"""The shape of a built-in resource type definition: attributes, namevars and title patterns.

The definitions are plain data so the compiler (which only needs names, kinds and identity rules)
and the apply layer (which will attach providers and value checks) can share one registry.
``define_type`` fills in the parts every type gets from Puppet's base type: the metaparameters,
the ``name`` alias of a single namevar and the default title pattern.
"""
from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TypedDict, Unpack

from .ruby_format import ruby_inspect

PROPERTY = "property"
PARAMETER = "parameter"
METAPARAMETER = "metaparameter"

#: Flags every title/value pattern is compiled with.  Ruby's ``^``/``$`` always match at line
#: boundaries (Python needs MULTILINE) and Ruby's ``\d``/``\w`` are ASCII-only.  Ruby's ``/m``
#: (dot matches newline) is written as an inline ``(?s)`` in the pattern itself, and Ruby's
#: ``\Z`` (end, or before a final newline) as ``(?=\n?\Z)``.
PATTERN_FLAGS = re.MULTILINE | re.ASCII


@dataclass(frozen=True, slots=True)
class AttributeDef:
    """One attribute of a resource type, with the value rules Puppet declares for it.

    ``values`` is ``None`` when Puppet accepts any value; otherwise a value is valid when it is
    one of ``values``, one of the keys of ``value_aliases`` or matches one of ``value_patterns``.
    Puppet only checks values when the agent builds the resource (never at compile time).
    """

    name: str
    kind: str
    description: str
    namevar: bool = False
    aliases: tuple[str, ...] = ()
    values: tuple[str, ...] | None = None
    value_patterns: tuple[str, ...] = ()
    value_aliases: tuple[tuple[str, str], ...] = ()
    default: str | int | bool | None = None
    boolean: bool = False
    array_matching: str = "first"
    required_features: tuple[str, ...] = ()

    @property
    def is_property(self) -> bool:
        return self.kind == PROPERTY

    @property
    def is_metaparameter(self) -> bool:
        return self.kind == METAPARAMETER

    def canonical_value(self, value: object) -> str | None:
        """The literal value ``value`` stands for (following value aliases), or None."""
        text = value_text(value)
        if self.values is not None and text in self.values:
            return text
        return dict(self.value_aliases).get(text)

    def accepts(self, value: object) -> bool:
        """True when Puppet's value rules (literals, aliases, patterns) allow ``value``."""
        if self.values is None:
            return True
        if self.canonical_value(value) is not None:
            return True
        text = value_text(value)
        return any(re.search(p, text, PATTERN_FLAGS) for p in self.value_patterns)

    def invalid_value_message(self, value: object) -> str | None:
        """Puppet's complaint about a value the agent rejects, or None when it is accepted."""
        if self.accepts(value):
            return None
        message = f"Invalid value {ruby_inspect(value)}."
        if self.values:
            message += f" Valid values are {', '.join(self.values)}."
        if self.value_patterns:
            message += f" Valid values match {', '.join(f'/{p}/' for p in self.value_patterns)}."
        return message


def value_text(value: object) -> str:
    """Puppet compares attribute values as strings: ``true`` -> 'true', 5 -> '5'."""
    if value is True:
        return "true"
    if value is False:
        return "false"
    return str(value)


@dataclass(frozen=True, slots=True, eq=False)
class ResourceTypeDef:
    """A built-in resource type.

    ``attributes`` follows Puppet's own attribute order (namevars, ``provider``, properties with
    ``ensure`` first, parameters, then metaparameters) because that order decides the order in
    which the agent sets and syncs attributes.  ``namevars`` is Puppet's key-attribute list; the
    uniqueness key orders them by name.  ``module`` names the Puppet module that ships the type
    (``None`` for types in Puppet core): real Puppet only knows a module's types when that module
    is on the modulepath.
    """

    name: str
    description: str
    attributes: Mapping[str, AttributeDef]
    namevars: tuple[str, ...]
    title_patterns: tuple[tuple[str, tuple[str, ...]], ...]
    isomorphic: bool = True
    module: str | None = None
    internal: bool = False
    _lookup: Mapping[str, AttributeDef] = field(default_factory=dict, repr=False)

    def attribute(self, name: str) -> AttributeDef | None:
        """The attribute called ``name`` or known by that alias (``name`` for a lone namevar)."""
        return self._lookup.get(name)

    def is_valid_attribute(self, name: str) -> bool:
        """What Puppet checks at compile time for built-in types (``no parameter named 'x'``)."""
        return name in self._lookup

    @property
    def ref_name(self) -> str:
        """The capitalised name used in references: ``File``, ``Ssh_authorized_key``."""
        return self.name.capitalize()

    def reference(self, title: str) -> str:
        return f"{self.ref_name}[{title}]"

    @property
    def namevar(self) -> str:
        """The attribute the ``name`` parameter stands for: the lone namevar, else ``name``."""
        return self.namevars[0] if len(self.namevars) == 1 else "name"

    def properties(self) -> tuple[AttributeDef, ...]:
        return tuple(a for a in self.attributes.values() if a.kind == PROPERTY)

    def parse_title(self, title: str) -> dict[str, str]:
        """The namevar values a title implies, using the first title pattern that matches.

        Raises ``TitlePatternMismatch`` when none matches (not reachable with the built-in
        patterns for non-empty titles, but Puppet defines the error).
        """
        for pattern, names in self.title_patterns:
            match = re.search(pattern, title, PATTERN_FLAGS)
            if match:
                return {n: g for n, g in zip(names, match.groups()) if g is not None}
        raise TitlePatternMismatch(title)

    def namevar_values(self, title: str, params: Mapping[str, object]) -> tuple[object, ...]:
        """The uniqueness key: namevar values (title-derived, overridden by parameters) by name.

        Mirrors Puppet's compile-time rule: parameters equal to None (undef) are ignored, and a
        ``name`` parameter only fills a single namevar when the title did not (it always does).
        """
        known: dict[str, object] = dict(self.parse_title(title))
        known.update((k, v) for k, v in params.items() if v is not None)
        namevar = self.namevar
        name = _first_set(known.get(namevar), known.get("name"), title)
        known.setdefault(namevar, name)
        known.setdefault("name", name)
        return tuple(known.get(n) for n in sorted(self.namevars))


def _first_set(*values: object) -> object:
    """Ruby's ``a || b``: the first value that is neither nil nor false."""
    return next(v for v in values if v is not None and v is not False)


class TitlePatternMismatch(ValueError):
    def __init__(self, title: str) -> None:
        super().__init__(f'No set of title patterns matched the title "{title}".')
        self.title = title


class AttributeFacts(TypedDict, total=False):
    """The optional facts a data module states about an attribute (see ``AttributeDef``)."""

    namevar: bool
    values: tuple[str, ...]
    value_patterns: tuple[str, ...]
    value_aliases: dict[str, str]
    default: str | int | bool
    boolean: bool
    array_matching: str
    required_features: tuple[str, ...]


def prop(name: str, description: str, **facts: Unpack[AttributeFacts]) -> AttributeDef:
    """A property: an attribute whose current state the agent reads and can change."""
    return _attribute(name, PROPERTY, description, facts)


def param(name: str, description: str, **facts: Unpack[AttributeFacts]) -> AttributeDef:
    """A parameter: an attribute that steers how the agent works but is not system state."""
    return _attribute(name, PARAMETER, description, facts)


def metaparam(name: str, description: str, **facts: Unpack[AttributeFacts]) -> AttributeDef:
    """A metaparameter: an attribute every type accepts, handled by the compiler and agent."""
    return _attribute(name, METAPARAMETER, description, facts)


#: What Puppet's boolean parameters accept (before munging to true/false).
_BOOLEAN_VALUES = ("true", "false", "yes", "no")


def _attribute(name: str, kind: str, description: str, facts: AttributeFacts) -> AttributeDef:
    """Fill in ``values`` so that "restricted" is explicit: None only when anything goes."""
    boolean = facts.get("boolean", False)
    patterns = facts.get("value_patterns", ())
    aliases = facts.get("value_aliases", {})
    values = facts.get("values")
    if values is None and boolean:
        values = _BOOLEAN_VALUES
    if values is None and (aliases or patterns):
        values = ()
    return AttributeDef(
        name, kind, description,
        namevar=facts.get("namevar", False),
        values=values,
        value_patterns=patterns,
        value_aliases=tuple(aliases.items()),
        default=facts.get("default"),
        boolean=boolean,
        array_matching=facts.get("array_matching", "first"),
        required_features=facts.get("required_features", ()),
    )


def define_type(
    name: str,
    description: str,
    attributes: tuple[AttributeDef, ...],
    metaparameters: Mapping[str, AttributeDef],
    *,
    title_patterns: tuple[tuple[str, tuple[str, ...]], ...] | None = None,
    isomorphic: bool = True,
    module: str | None = None,
    internal: bool = False,
) -> ResourceTypeDef:
    """Build a type the way Puppet's base type completes one.

    The namevars are the attributes marked ``namevar=True`` (Puppet also always counts an
    attribute called ``name``).  A type with one namevar gets the catch-all title pattern and
    accepts ``name`` as an alias of it; a composite key must bring its own patterns.
    """
    namevars = tuple(a.name for a in attributes if a.namevar or a.name == "name")
    if title_patterns is None:
        if len(namevars) != 1:
            raise ValueError(f"type {name} has {len(namevars)} namevars and no title patterns")
        title_patterns = ((r"(?s)(.*)", namevars),)
    if len(namevars) == 1 and namevars[0] != "name":
        attributes = tuple(
            dataclasses.replace(a, aliases=("name",)) if a.namevar else a
            for a in attributes)
    ordered = {a.name: a for a in attributes}
    for meta in metaparameters.values():
        ordered.setdefault(meta.name, meta)
    lookup = dict(ordered)
    for attr in ordered.values():
        for alias in attr.aliases:
            lookup.setdefault(alias, attr)
    return ResourceTypeDef(
        name, description, MappingProxyType(ordered), namevars, title_patterns,
        isomorphic=isomorphic, module=module, internal=internal,
        _lookup=MappingProxyType(lookup))
