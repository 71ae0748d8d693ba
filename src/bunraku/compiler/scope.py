"""Scopes: where variables live and how a name is found (spec: scope.md, variables.md).

Variables use **static scope**: a scope sees its own variables, then

* a lambda: the scope it was written in (everything that scope sees);
* a class with ``inherits``: its base class's scope (and what that sees);
* any other class or defined type: node scope (if it was declared under the node) and top scope.

Which of node/top a class reaches depends on where it was first declared: a class declared at top
scope bypasses node scope. That walk is fixed when the scope is made, so each scope keeps
``chain``: the tuple of variable tables a lookup searches, nearest first. Tables are filled as
assignments run, which gives Puppet's parse-order dependence for free.

Resource defaults use **dynamic scope** (the declaring scope is the parent, base classes are
inserted); ``parent`` records that chain and :mod:`bunraku.compiler.defaults` walks it.
"""
from __future__ import annotations

from typing import Any

TOP, NODE, CLASS, DEFINE, LAMBDA = "top", "node", "class", "define", "lambda"


class Scope:
    """One scope. ``name`` is the class name for named scopes ('' for top), None for anonymous ones."""

    __slots__ = ("kind", "name", "vars", "parent", "chain", "resource", "match", "defaults",
                 "module_name", "enclosing", "static_parent")

    def __init__(self, kind: str, parent: "Scope | None", *, name: str | None = None,
                 resource: Any = None, static_parent: "Scope | None" = None,
                 module_name: str = "") -> None:
        self.kind = kind
        self.name = name
        self.vars: dict[str, Any] = {}
        self.parent = parent  # dynamic parent: declaring scope (or base class)
        self.static_parent = static_parent
        self.resource = resource  # the Class/Node/define resource this scope evaluates
        self.match: Any = None  # the current regex match (for $0..$9)
        self.defaults: dict[str, dict[str, Any]] | None = None  # type name -> attribute -> value
        self.module_name = module_name
        if kind == TOP:
            self.enclosing: Scope | None = None
            self.chain: tuple[dict[str, Any], ...] = (self.vars,)
        elif kind == NODE:
            self.enclosing = parent
            assert parent is not None
            self.chain = (self.vars,) + parent.chain
        elif kind == LAMBDA:
            assert parent is not None
            self.enclosing = parent
            self.chain = (self.vars,) + parent.chain
        else:
            if static_parent is not None:
                self.enclosing = static_parent
                self.chain = (self.vars,) + static_parent.chain
            else:
                outer = parent
                while outer is not None and outer.kind not in (TOP, NODE):
                    outer = outer.parent
                self.enclosing = outer
                self.chain = (self.vars,) + (outer.chain if outer is not None else ())

    def lookup(self, name: str) -> tuple[bool, Any]:
        """Find an unqualified variable: (found, value)."""
        for table in self.chain:
            if name in table:
                return True, table[name]
        return False, None

    def match_data(self) -> Any:
        """The nearest regex match visible here (match variables reach into lambdas)."""
        scope: Scope | None = self
        while scope is not None:
            if scope.match is not None:
                return scope.match
            if scope.kind != LAMBDA:
                return None
            scope = scope.parent
        return None

    def __repr__(self) -> str:
        return f"<Scope {self.kind} {self.name!r}>"
