"""The catalog model the compiler builds and the apply layer consumes.

A :class:`Resource` is mutable while the compiler works on it (defaults, overrides, collectors,
relationships all add parameters) and is treated as frozen once the catalog is finished.
"""
from __future__ import annotations

import re
from typing import Any, Iterator

_TAG = re.compile(r"\A[0-9A-Za-z_][0-9A-Za-z_:.\-]*\Z")


def valid_tag(text: str) -> bool:
    return bool(_TAG.match(text))


def display_type(name: str) -> str:
    """``foo::bar`` -> ``Foo::Bar`` (how Puppet writes a type in references)."""
    return "::".join(seg[:1].upper() + seg[1:] for seg in name.split("::"))


def name_tags(name: str) -> list[str]:
    """A qualified name and its segments as tags: ``bar::baz`` -> bar::baz, bar, baz."""
    low = name.lower()
    if "::" in low:
        return [low, *low.split("::")]
    return [low]


class Resource:
    """One resource in the catalog (also classes, nodes, stages and defined-type instances)."""

    __slots__ = ("type", "title", "params", "file", "line", "exported", "virtual", "tags",
                 "kind", "scope", "container", "evaluated", "stage", "source_node",
                 "defaults_applied", "override_scopes")

    def __init__(self, type_: str, title: str, *, kind: str = "compilable_type",
                 file: str | None = None, line: int | None = None, exported: bool = False,
                 virtual: bool = False, scope: Any = None, source_node: Any = None) -> None:
        self.type = type_          # display form: 'Notify', 'Class', 'Foo::Bar'
        self.title = title
        self.params: dict[str, Any] = {}
        self.file = file
        self.line = line
        self.exported = exported
        self.virtual = virtual
        self.tags: dict[str, None] = {}  # ordered set
        self.kind = kind
        self.scope = scope          # the scope that declared it
        self.container: Resource | None = None
        self.evaluated = False
        self.stage: str | None = None
        self.source_node = source_node
        self.defaults_applied = False
        self.override_scopes: dict[str, Any] | None = None

    @property
    def ref(self) -> str:
        return f"{self.type}[{self.title}]"

    @property
    def key(self) -> tuple[str, str]:
        return (self.type, self.title)

    def tag(self, *tags: str) -> None:
        for t in tags:
            self.tags[t.lower()] = None

    def __repr__(self) -> str:
        return f"<Resource {self.ref}>"


class Catalog:
    """Resources in the order they were added, containment edges, and the evaluated classes."""

    def __init__(self, name: str, environment: str) -> None:
        self.name = name
        self.environment = environment
        self.version: int | str | None = None
        self.resources: dict[tuple[str, str], Resource] = {}
        self.edges: list[tuple[Resource, Resource]] = []
        self.classes: list[str] = []
        self.tags: dict[str, None] = {}
        self.code_id: str | None = None

    def add(self, resource: Resource) -> None:
        self.resources[resource.key] = resource

    def get(self, type_: str, title: str) -> Resource | None:
        return self.resources.get((type_, title))

    def add_edge(self, source: Resource, target: Resource) -> None:
        self.edges.append((source, target))

    def __iter__(self) -> Iterator[Resource]:
        return iter(self.resources.values())

    def __len__(self) -> int:
        return len(self.resources)


def reference(value: Any) -> str:
    """The ``Type[title]`` string of a resource or class reference (or of a string already so)."""
    from bunraku.types import PClassType, PResourceType
    if isinstance(value, PResourceType) and value.type_name:
        if value.type_name == "class" and value.title is not None:
            return f"Class[{display_type(value.title.lower().lstrip(':'))}]"
        return f"{display_type(value.type_name)}[{value.title}]" if value.title is not None \
            else display_type(value.type_name)
    if isinstance(value, PClassType):
        return f"Class[{display_type(value.class_name)}]" if value.class_name else "Class"
    if isinstance(value, Resource):
        return value.ref
    return str(value)
