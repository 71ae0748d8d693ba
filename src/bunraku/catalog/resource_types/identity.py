"""How built-in resources are identified in a catalog: titles, namevars, uniqueness and messages.

Behaviour recorded from Puppet 7.23 (tests/catalog_types/oracle_cases.json):

* **Unknown attributes** are the only thing checked at compile time.  The check runs when the
  resource is finished (after defaults and overrides are merged), in parameter order, and the
  first bad name fails the compile with ``no parameter named 'bogus'`` followed by the
  resource's location, `` on Notify[a]``, its location again and the node.  ``name`` is always
  accepted (it stands for a lone namevar); metaparameters are accepted everywhere.
* **Values are not checked at compile time**: ``file {'rel':}``, ``service {'x': ensure =>
  bogus}`` and ``notify {'a': loglevel => bogus}`` compile; the agent rejects them when it builds
  the resource (``Parameter ensure failed on Service[x]: Invalid value "bogus". Valid values are
  stopped, running.``).
* **Titles are not rewritten**: ``file {'/tmp/x/':}`` stays ``File[/tmp/x/]``, but its title
  pattern gives ``path => '/tmp/x'``, which the catalog JSON shows as a parameter because it
  differs from the title (a namevar equal to the title is left out).  ``name => ...`` on a type
  whose lone namevar is something else appears as that namevar in the catalog (and wins over
  an explicit namevar parameter).
* **Uniqueness**: every isomorphic resource whose uniqueness key (namevar values sorted by
  attribute name) differs from ``[title]`` is also registered under that key.  A later resource
  whose title is such a key fails with ``Duplicate declaration: File[/x] is already declared at
  (file: ..., line: 1); cannot redeclare``; a later resource whose own key is taken fails with
  ``Cannot alias File[b] to ["/x"] at (file: ..., line: 2); resource ["File", "/x"] already
  declared (file: ..., line: 1)`` (keys printed the Ruby way).  ``exec`` and ``tidy`` are not
  isomorphic: two execs with the same command are fine.  Packages are keyed by (command, name,
  provider): the same name with different providers is allowed.  At compile time the key comes
  from the title and namevar parameters only, so ``file {'a': name => '/x'}`` does not clash
  with ``file {'/x':}``.
* **References** (``File['/tmp/x/']``, ``require``, overrides, ``defined``) find a resource by
  title first, then by the uniqueness key the referenced title implies.
"""
from __future__ import annotations

from collections.abc import Mapping

from .model import ResourceTypeDef
from .ruby_format import ruby_inspect

UNKNOWN_PARAMETER = "no parameter named '{name}'"


def uniqueness_key(rtype: ResourceTypeDef, title: str, params: Mapping[str, object]) -> tuple[object, ...]:
    """The tuple two resources of ``rtype`` may not share (see ``namevar_values``)."""
    return rtype.namevar_values(title, params)


def alias_key(rtype: ResourceTypeDef, title: str, params: Mapping[str, object]) -> tuple[object, ...] | None:
    """The extra catalog key a resource is registered under, or None when it gets none.

    Non-isomorphic types get none; neither does a resource whose key is just its title or whose
    key has no set value.  A one-namevar key equals a title key, which is how ``File['/x']``
    finds ``file {'a': path => '/x'}``.
    """
    if not rtype.isomorphic:
        return None
    key = rtype.namevar_values(title, params)
    if key == (title,) or all(v is None or v is False for v in key):
        return None
    return key


def reference_keys(rtype: ResourceTypeDef, title: str) -> tuple[tuple[object, ...], ...]:
    """Catalog keys tried, in order, to resolve a reference ``Type[title]``."""
    title_key: tuple[object, ...] = (title,)
    key = rtype.namevar_values(title, {})
    return (title_key,) if key == title_key else (title_key, key)


def parameter_name(rtype: ResourceTypeDef, name: str) -> str:
    """The name an attribute gets in the catalog: ``name`` becomes a lone namevar's name."""
    return rtype.namevar if name == "name" else name


def catalog_parameters(rtype: ResourceTypeDef, title: str, params: Mapping[str, object]) -> dict[str, object]:
    """The parameters a compiled built-in resource shows in the catalog.

    Title-derived namevar values come first, then the given parameters (undef dropped, ``name``
    renamed to the lone namevar, later assignments winning in place); finally the namevar is
    left out when it equals the title.
    """
    merged: dict[str, object] = dict(rtype.parse_title(title))
    merged.update((k, v) for k, v in params.items() if v is not None)
    result: dict[str, object] = {}
    for key, value in merged.items():
        result[parameter_name(rtype, key)] = value
    namevar = rtype.namevar
    if result.get(namevar) == title:
        del result[namevar]
    return result


def alias_conflict_message(ref: str, type_ref: str, key: tuple[object, ...],
                           here: str = "", existing: str = "") -> str:
    """Puppet's error when a resource's uniqueness key is already taken.

    ``here``/``existing`` are Puppet-style locations such as ``(file: /x.pp, line: 2)``.
    """
    at = f" at {here}" if here else ""
    tail = f" {existing}" if existing else ""
    return (f"Cannot alias {ref} to {ruby_inspect(list(key))}{at}; "
            f"resource {ruby_inspect([type_ref, *key])} already declared{tail}")


def duplicate_declaration_message(ref: str, existing: str = "") -> str:
    """Puppet's error when a title (or a title equal to another resource's key) is reused."""
    if existing:
        return f"Duplicate declaration: {ref} is already declared at {existing}; cannot redeclare"
    return f"Duplicate declaration: {ref} is already declared; cannot redeclare"
