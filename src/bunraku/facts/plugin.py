"""The API for custom facts written in Python — bunraku's counterpart of Ruby's ``Facter.add``.

Put a Python file in a module's ``lib/bunraku/facts/`` directory (or in a ``--custom-dir``);
every fact declared at module level with the ``fact`` decorator is loaded::

    # modules/profile/lib/bunraku/facts/role.py
    from bunraku.facts.plugin import fact

    @fact("role", confine={"kernel": "Linux", "os.family": ["Debian", "RedHat"]})
    def role(facts):
        return "web" if facts["networking.hostname"].startswith("web") else "generic"

    @fact("role", weight=0)          # fallback used when no better resolution applies
    def role_default(facts):
        return "generic"

The resolver receives a read-only view of the other facts: ``facts["os.release.major"]``
(dotted queries) or ``facts.get("name", default)``. Returning None means "no value here" and
the next resolution is tried.

Confinement, as in Facter: each ``confine`` entry names a fact (dotted queries allowed) and
the value it must have, compared as case-insensitive strings; a list accepts any of its
values; a callable receives the fact's value and returns a bool. ``confine`` may also be a
single callable receiving the facts view. A fact whose confinement fails is skipped.

Weight, as in Facter: among the resolutions of one fact that are suitable, the highest weight
wins; the default weight is the number of confines. External facts weigh 10000 and
``FACTER_<name>`` variables 1000000, so they override custom facts unless told otherwise. A
custom fact named like a core fact replaces it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Mapping, Protocol, Union


class FactLookup(Protocol):
    """The view of all facts that resolvers and confine callables receive."""

    def __getitem__(self, query: str) -> object: ...

    def get(self, query: str, default: object = None) -> object: ...


Resolver = Callable[[FactLookup], object]
ConfineBlock = Callable[[FactLookup], bool]
ConfineValue = Union[str, int, float, bool, list, tuple, Callable[[object], bool]]  # type: ignore[type-arg]


@dataclass(frozen=True, slots=True)
class CustomFact:
    """One resolution of a custom fact, as declared by the ``fact`` decorator."""

    name: str
    resolve: Resolver
    confine: tuple[tuple[str, ConfineValue], ...] = ()
    confine_block: ConfineBlock | None = None
    weight: int = 0
    #: "file:line" of the decorated function, for messages
    source: str = ""

    def __call__(self, facts: FactLookup) -> object:
        return self.resolve(facts)


def fact(name: str, *, confine: Mapping[str, ConfineValue] | ConfineBlock | None = None,
         weight: int | None = None) -> Callable[[Resolver], CustomFact]:
    """Declare a custom fact resolution; see the module docstring."""
    if not isinstance(name, str) or not name:
        raise TypeError("a custom fact needs a non-empty string name")

    def declare(function: Resolver) -> CustomFact:
        confines: tuple[tuple[str, ConfineValue], ...] = ()
        block: ConfineBlock | None = None
        if callable(confine):
            block = confine
        elif confine is not None:
            confines = tuple(confine.items())
        count = len(confines) + (1 if block is not None else 0)
        try:
            source = f"{function.__code__.co_filename}:{function.__code__.co_firstlineno}"
        except (TypeError, AttributeError):
            source = getattr(function, "__name__", "")
        return CustomFact(name.lower(), function, confines, block, count if weight is None else weight, source)

    return declare


def confine_matches(value: object, expected: ConfineValue) -> bool:
    """Facter's rule: the fact must exist; strings compare case-insensitively; lists mean any."""
    if callable(expected):
        return bool(expected(value))
    if value is None:
        return False
    if isinstance(expected, (list, tuple)):
        return any(confine_matches(value, item) for item in expected)
    return _as_text(value) == _as_text(expected)


def _as_text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value).lower()
