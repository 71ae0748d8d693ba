"""Finding definitions: classes, defined types, nodes, functions and type aliases.

Definitions come from the main manifest (all of them, in source order) and from modules on the
modulepath, autoloaded by name the way Puppet does: ``foo`` -> ``foo/manifests/init.pp``,
``foo::bar::baz`` -> ``foo/manifests/bar/baz.pp``, functions from ``foo/functions/``, type aliases
from ``foo/types/``. A loaded file registers every definition in it. Nested definitions take the
names of the classes around them (``class a { class b {} }`` defines ``a::b``).
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from bunraku.compiler.errors import EvaluationError
from bunraku.lang import nodes as n
from bunraku.lang import parse_file
from bunraku.lang.errors import PuppetSyntaxError


@dataclass(slots=True)
class Definition:
    """A class, defined type, function or type alias with the module it came from."""

    kind: str  # 'class', 'define', 'function', 'type'
    name: str  # lower-case qualified name
    node: Any  # the AST node
    module: str  # module name, '' for the main manifest


class Loader:
    """Holds every known definition and loads more from the modulepath on demand."""

    def __init__(self, modulepath: list[str], warn: Any = None) -> None:
        self.modulepath = [os.path.abspath(p) for p in modulepath if p]
        self.classes: dict[str, Definition] = {}
        self.defines: dict[str, Definition] = {}
        self.functions: dict[str, Definition] = {}
        self.types: dict[str, Definition] = {}
        self.nodes: list[n.NodeDefinition] = []
        self._node_names: dict[str, n.NodeDefinition] = {}
        self._loaded_files: set[str] = set()
        self._modules: dict[str, str | None] = {}
        self.warnings: list[Any] = []
        self.warn = warn

    # --- registering ----------------------------------------------------------------------------

    def add_program(self, program: n.Program, module: str, *, main: bool = False) -> None:
        stack: list[tuple[int, str]] = []  # (end offset, class name) of enclosing classes
        for d in program.definitions:
            while stack and d.pos >= stack[-1][0]:
                stack.pop()
            prefix = stack[-1][1] + "::" if stack else ""
            if isinstance(d, n.NodeDefinition):
                if main:
                    self._add_node(d)
                continue
            raw = getattr(d, "name", "")
            name = raw.lower().lstrip(":")
            if isinstance(d, n.HostClassDefinition):
                full = prefix + name
                self._add(self.classes, Definition("class", full, d, module))
                stack.append((d.end, full))
            elif isinstance(d, n.ResourceTypeDefinition):
                full = prefix + name
                self._add(self.defines, Definition("define", full, d, module))
            elif isinstance(d, n.FunctionDefinition):
                self._add(self.functions, Definition("function", name, d, module))
            elif isinstance(d, (n.TypeAlias, n.TypeDefinition)):
                self._add(self.types, Definition("type", name, d, module))

    def _add_node(self, node: n.NodeDefinition) -> None:
        for match in node.host_matches:
            if isinstance(match, n.LiteralRegularExpression):
                key = "/" + match.pattern
            elif isinstance(match, n.LiteralDefault):
                key = "default"
            else:
                key = getattr(match, "value", match.text).lower()
            earlier = self._node_names.get(key)
            if earlier is not None:
                shown = key.lstrip("/") if key.startswith("/") else key
                raise EvaluationError(f"Node '{shown}' is already defined {_at(earlier)}; cannot redefine "
                                      f"{_at(node)}", kind=None)
            self._node_names[key] = node
        self.nodes.append(node)

    def _add(self, table: dict[str, Definition], definition: Definition) -> None:
        existing = table.get(definition.name)
        if existing is not None and existing.node is not definition.node:
            label = {"class": "Class", "define": "Definition"}.get(definition.kind, definition.kind.capitalize())
            raise EvaluationError(f"{label} '{definition.name}' is already defined {_at(existing.node)}; "
                                  f"cannot redefine {_at(definition.node)}", kind=None)
        table[definition.name] = definition

    # --- finding --------------------------------------------------------------------------------

    def find_class(self, name: str) -> Definition | None:
        name = name.lower().lstrip(":")
        d = self.classes.get(name)
        if d is None:
            self._autoload(name, "manifests")
            d = self.classes.get(name)
        return d

    def find_define(self, name: str) -> Definition | None:
        name = name.lower().lstrip(":")
        d = self.defines.get(name)
        if d is None:
            self._autoload(name, "manifests")
            d = self.defines.get(name)
        return d

    def find_function(self, name: str) -> Definition | None:
        d = self.functions.get(name)
        if d is None and "::" in name:
            self._autoload(name, "functions")
            d = self.functions.get(name)
        return d

    def find_type(self, name: str) -> Definition | None:
        name = name.lower().lstrip(":")
        d = self.types.get(name)
        if d is None and "::" in name:
            self._autoload(name, "types")
            d = self.types.get(name)
        return d

    def module_path(self, module: str) -> str | None:
        if module not in self._modules:
            found = None
            for base in self.modulepath:
                candidate = os.path.join(base, module)
                if os.path.isdir(candidate):
                    found = candidate
                    break
            self._modules[module] = found
        return self._modules[module]

    def _autoload(self, name: str, subdir: str) -> None:
        segments = name.split("::")
        module = segments[0]
        root = self.module_path(module)
        if root is None:
            return
        if subdir == "manifests":
            rel = ["init.pp"] if len(segments) == 1 else [*segments[1:-1], segments[-1] + ".pp"]
        else:
            if len(segments) < 2:
                return
            rel = [*segments[1:-1], segments[-1] + ".pp"]
        path = os.path.join(root, subdir, *rel)
        self.load_file(path, module)

    def load_file(self, path: str, module: str) -> None:
        if path in self._loaded_files or not os.path.isfile(path):
            return
        self._loaded_files.add(path)
        try:
            result = parse_file(path, for_compile=True)
        except PuppetSyntaxError:
            raise
        if self.warn is not None:
            for w in result.warnings:
                self.warn(w)
        self.add_program(result.program, module)


def _at(node: Any) -> str:
    """Puppet's ``(file: F, line: L)`` for a definition."""
    if node.file is None:
        return f"(line: {node.line})"
    return f"(file: {node.file}, line: {node.line})"
