"""Choosing the node definition for a node (Puppet's node matching).

For each of the node's names, most specific first, an exact (case-insensitive) name match wins,
then the regex node definitions in source order; when no name matches, ``node default``.
A regex node's title is ``__node_regexp__`` plus the pattern reduced to ``[-\\w:.]``; its match
data is visible as ``$0..$9`` in the node body.
"""
from __future__ import annotations

import re
from typing import Any

from bunraku.lang import nodes as n

_NOT_NAME = re.compile(r"[^-\w:.]")


def regex_title(pattern: str) -> str:
    return "__node_regexp__" + _NOT_NAME.sub("", pattern.lower()).lstrip(".")


def match_node(definitions: list[n.NodeDefinition], names: list[str],
               evaluator: Any) -> tuple[n.NodeDefinition | None, str, Any]:
    exact: dict[str, n.NodeDefinition] = {}
    regexes: list[tuple[Any, n.NodeDefinition]] = []
    default: n.NodeDefinition | None = None
    for definition in definitions:
        for match in definition.host_matches:
            if isinstance(match, n.LiteralDefault):
                default = definition
            elif isinstance(match, n.LiteralRegularExpression):
                regexes.append((evaluator.regexp(match.pattern, match), definition))
            else:
                exact.setdefault(_host_name(match).lower(), definition)
    for name in names:
        key = name.lower()
        if key in exact:
            return exact[key], key, None
        for rx, definition in regexes:
            m = rx.compiled.search(key)
            if m is not None:
                return definition, regex_title(rx.pattern), m
    if default is not None:
        return default, "default", None
    return None, "", None


def _host_name(node: Any) -> str:
    if isinstance(node, n.LiteralString):
        return node.value
    if isinstance(node, n.QualifiedName):
        return node.value
    if isinstance(node, n.ConcatenatedString):
        return "".join(getattr(s, "value", "") for s in node.segments)
    if isinstance(node, (n.LiteralInteger, n.LiteralFloat)):
        return node.text
    return node.text
