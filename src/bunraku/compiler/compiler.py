"""The compiler: one node's manifests, modules and facts -> a catalog.

The order is Puppet's (``Puppet::Parser::Compiler#compile``): node parameters (facts, ENC
parameters, ``$facts``/``$trusted``/``$server_facts``) become top-scope variables, the
``settings`` class is made, the main manifest's top-level code runs as ``Class[main]``, then the
matching node definition, then the ENC's classes, then the lazily evaluated parts (defined-type
instances, collectors) until nothing is left, and finally overrides and relationships are
applied.
"""
from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from typing import Any, Callable

from bunraku import __version__
from bunraku.catalog.model import Catalog, Resource, display_type
from bunraku.catalog.resource_types import resource_type
from bunraku.compiler import builtins
from bunraku.compiler.classes import ClassEvaluator
from bunraku.compiler.control import Break, Next, Return, illegal_control_flow
from bunraku.compiler.errors import EvaluationError, FunctionError, locate
from bunraku.compiler.evaluator import Evaluator
from bunraku.compiler.functions import FUNCTIONS
from bunraku.compiler.loader import Loader
from bunraku.compiler.resources import ResourceEvaluator
from bunraku.compiler.scope import CLASS, TOP, Scope
from bunraku.lang import nodes as n
from bunraku.lang import parse_file, parse_string
from bunraku.types import PResourceType, PType, PTypeAlias, TypeSystemError, builtin_type, describe_mismatch


@dataclass
class CompileOptions:
    """Everything a compilation needs to know about the node and the environment."""

    certname: str
    facts: dict[str, Any] = field(default_factory=dict)
    environment: str = "production"
    manifest: str | None = None       # a file or a directory of .pp files
    code: str | None = None           # manifest text given directly (``apply -e``)
    modulepath: list[str] = field(default_factory=list)
    strict_variables: bool = False
    strict: str = "warning"           # Puppet's ``strict`` setting: off, warning or error
    settings: dict[str, Any] = field(default_factory=dict)  # for $settings::<name>
    enc_classes: dict[str, dict[str, Any] | None] | None = None
    enc_parameters: dict[str, Any] = field(default_factory=dict)
    trusted: dict[str, Any] | None = None
    server_facts: dict[str, Any] | None = None
    #: Puppet 7 matches node definitions by the exact certname (strict hostname checking); with
    #: False, the names shortened at dots and the fqdn fact's are tried too (Puppet 6 and older)
    strict_hostname_checking: bool = True


LogSink = Callable[[str, str], None]

#: validation warnings that ``strict = error`` turns into errors (and ``strict = off`` silences)
STRICT_ISSUES = frozenset(("DUPLICATE_KEY",))  # (level, full message line without the "Level: " prefix)


class Compiler:
    """Compiles one catalog. Create one per compilation."""

    def __init__(self, options: CompileOptions, log: LogSink | None = None) -> None:
        self.options = options
        self.node_name = options.certname
        self._log = log or (lambda level, message: None)
        self.catalog = Catalog(options.certname, options.environment)
        self.loader = Loader(options.modulepath, warn=self._syntax_warning)
        self.evaluator = Evaluator(self)
        self.classes = ClassEvaluator(self)
        self.resources = ResourceEvaluator(self)
        self.class_scopes: dict[str, Scope] = {}
        self.top: Scope | None = None
        self.node_scope: Scope | None = None
        self.main_stage: Resource | None = None
        self.main_class: Resource | None = None
        self.warned_unknown: set[tuple[str, int]] = set()
        self.type_cache: dict[str, Any] = {}
        self._warned_once: set[str] = set()

    # --- logging --------------------------------------------------------------------------------

    def log(self, level: str, message: str) -> None:
        self._log(level, message)

    def log_scope(self, level: str, message: str, scope: Scope) -> None:
        """A message from a logging function: ``Scope(Class[main]): message``."""
        self._log(level, f"Scope({scope_label(scope)}): {message}")

    def log_warning(self, message: str, node: Any) -> None:
        if node is not None and getattr(node, "src", None) is not None:
            line, col = node.src.line_and_column(node.anchor)
            where = f"(file: {node.file}, line: {line}, column: {col})" if node.file else \
                f"(line: {line}, column: {col})"
            message = f"{message} {where}"
        self._log("warning", message)

    def strict_warning(self, message: str, node: Any) -> None:
        """A problem Puppet's ``strict`` setting governs: ignored (off), a warning, or an error."""
        strict = self.options.strict
        if strict == "off":
            return
        if strict == "error":
            raise EvaluationError(message, node)
        self.log_warning(message, node)

    def _syntax_warning(self, diagnostic: Any) -> None:
        """Validation warnings; those Puppet's ``strict`` setting governs may be dropped or fatal."""
        if diagnostic.issue.code in STRICT_ISSUES:
            if self.options.strict == "off":
                return
            if self.options.strict == "error":
                from bunraku.lang.errors import PuppetSyntaxError
                raise PuppetSyntaxError([diagnostic])
        self._log("warning", str(diagnostic))

    # --- compiling ------------------------------------------------------------------------------

    def compile(self) -> Catalog:
        programs = self._parse_main()
        for program in programs:
            self.loader.add_program(program, "", main=True)
        top = self._make_top_scope()
        self._set_node_parameters(top)
        self._create_settings_class()
        self._evaluate_main(programs, top)
        self._evaluate_node(top)
        self._evaluate_enc_classes()
        self.resources.evaluate_generators()
        self.resources.finish()
        self.catalog.version = int(time.time())
        return self.catalog

    def _parse_main(self) -> list[n.Program]:
        opts = self.options
        if opts.code is not None:
            result = parse_string(opts.code, None, for_compile=True)
            for w in result.warnings:
                self._syntax_warning(w)
            return [result.program]
        manifest = opts.manifest
        if manifest is None:
            return []
        manifest = os.path.abspath(manifest)
        files = [manifest]
        if os.path.isdir(manifest):
            files = sorted(os.path.join(root, f) for root, _d, fs in os.walk(manifest)
                           for f in fs if f.endswith(".pp"))
        programs = []
        for path in files:
            result = parse_file(path, for_compile=True)
            for w in result.warnings:
                self._syntax_warning(w)
            programs.append(result.program)
        return programs

    def _make_top_scope(self) -> Scope:
        stage = Resource("Stage", "main", kind="compilable_type")
        stage.params["name"] = "main"
        stage.tag("stage")
        self.catalog.add(stage)
        self.main_stage = stage
        main = Resource("Class", "main", kind="unknown")
        main.params["name"] = "main"
        main.tag("class")
        main.evaluated = True
        self.main_class = main
        top = Scope(TOP, None, name="", resource=main)
        main.scope = top
        self.top = top
        self.class_scopes[""] = top
        return top

    def _set_node_parameters(self, top: Scope) -> None:
        opts = self.options
        facts = dict(opts.facts)
        facts.setdefault("clientcert", opts.certname)
        facts.setdefault("clientversion", __version__)
        facts.setdefault("clientnoop", False)
        variables = top.vars
        for name, value in facts.items():
            variables[name] = value
        for name, value in opts.enc_parameters.items():
            variables[name] = value
        variables["environment"] = opts.environment
        variables["module_name"] = ""
        certname = opts.certname
        trusted = opts.trusted
        if trusted is None:
            cert = facts.get("clientcert", certname)
            host, _, domain = str(cert).partition(".")
            trusted = {"authenticated": "local", "certname": cert, "extensions": {},
                       "hostname": host, "domain": domain, "external": {}}
        variables["facts"] = facts
        variables["trusted"] = trusted
        server = opts.server_facts
        if server is None:  # puppet apply: no server, only the environment
            server = {"environment": opts.environment}
        else:
            for name in ("servername", "serverip", "serverip6", "serverversion"):
                if name in server:
                    variables[name] = server[name]
        variables["server_facts"] = server

    def _create_settings_class(self) -> None:
        # Puppet lists the node's (ENC) classes first, before anything is evaluated.
        self.catalog.classes.extend((self.options.enc_classes or {}).keys())
        settings = Resource("Class", "Settings", kind="unknown")
        settings.tag("class", "settings")
        settings.evaluated = True
        self.catalog.add(settings)
        assert self.main_stage is not None and self.top is not None
        self.catalog.add_edge(self.main_stage, settings)
        scope = Scope(CLASS, self.top, name="settings", resource=settings)
        scope.vars.update(self.options.settings)
        self.class_scopes["settings"] = scope
        self.catalog.classes.append("settings")
        self.catalog.tags["settings"] = None

    def _evaluate_main(self, programs: list[n.Program], top: Scope) -> None:
        main = self.main_class
        assert main is not None and self.main_stage is not None
        self.catalog.add(main)
        self.catalog.add_edge(self.main_stage, main)
        for program in programs:
            with illegal_control_flow():
                try:
                    self.evaluator.evaluate(program, top)
                except Return:
                    pass

    def _evaluate_node(self, top: Scope) -> None:
        if not self.loader.nodes:
            return
        from bunraku.compiler.nodes import match_node
        names = self.node_names()
        definition, title, match = match_node(self.loader.nodes, names, self.evaluator)
        if definition is None:
            raise EvaluationError(
                f"Could not find node statement with name 'default' or '{', '.join(names)}'", kind=None)
        self.node_scope = self.classes.evaluate_node(definition, title, match, top)

    def node_names(self) -> list[str]:
        """The names a node definition may match, most specific first: the certname (Puppet 7);
        without strict hostname checking also the certname and the fqdn fact shortened at their
        dots (``web01.example.com``, ``web01.example``, ``web01``), as Puppet 6 did."""
        opts = self.options
        name = opts.certname.lower()
        if opts.strict_hostname_checking:
            return [name]
        names = _split_name(name)
        facts = opts.facts
        fqdn = facts.get("fqdn")
        if not fqdn and facts.get("hostname") and facts.get("domain"):
            fqdn = f"{facts['hostname']}.{facts['domain']}"
        if fqdn:
            names += _split_name(str(fqdn).lower())
        return list(dict.fromkeys(names))

    def _evaluate_enc_classes(self) -> None:
        classes = self.options.enc_classes
        if not classes:
            return
        scope = self.node_scope or self.top
        assert scope is not None
        for name, params in classes.items():
            if self.loader.find_class(name) is None:
                raise EvaluationError(f"Could not find class {name} for {self.node_name}", kind=None)
            try:
                if params is None:
                    self.classes.include(name, scope, None, mode="include")
                else:
                    self.classes.declare_resource_like(name, dict(params), scope, None)
            except EvaluationError as exc:
                if exc.node is not None or exc.line is not None:
                    raise
                raise EvaluationError(exc.message, kind=None) from None

    # --- variables --------------------------------------------------------------------------------

    def unknown_variable(self, name: str, node: Any) -> None:
        if self.options.strict_variables:
            raise EvaluationError(f"Unknown variable: '{name}'.", node)
        self.log_warning(f"Unknown variable: '{name}'.", node)
        return None

    def lookup_qualified(self, name: str, node: Any, scope: Scope) -> Any:
        found, value = self.find_variable(name, scope)
        return value if found else self.unknown_variable(name, node)

    def find_variable(self, name: str, scope: Scope) -> tuple[bool, Any]:
        """(found, value) of ``$name`` seen from ``scope``: unqualified names by the scope's chain,
        ``::x`` in top scope, ``a::b::x`` in class ``a::b`` if it has been evaluated."""
        if "::" not in name:
            return scope.lookup(name)
        qualified = name[2:] if name.startswith("::") else name
        if "::" not in qualified:
            assert self.top is not None
            return (True, self.top.vars[qualified]) if qualified in self.top.vars else (False, None)
        class_name, _, var = qualified.rpartition("::")
        class_scope = self.class_scopes.get(class_name.lower())
        return class_scope.lookup(var) if class_scope is not None else (False, None)

    # --- types ----------------------------------------------------------------------------------

    def resolve_type(self, name: str, node: Any) -> Any:
        """A capitalized name in code: a built-in type, a type alias, or a resource type."""
        cached = self.type_cache.get(name)
        if cached is not None:
            return cached
        t = builtin_type(name)
        if t is None:
            definition = self.loader.find_type(name)
            if definition is not None:
                t = self._alias(definition)
            else:
                type_name = name.lower().lstrip(":")
                if not self.resource_type_exists(type_name):
                    raise EvaluationError(f"Resource type not found: {display_type(type_name)}", node)
                t = PResourceType(type_name, None)
        self.type_cache[name] = t
        return t

    def _alias(self, definition: Any) -> Any:
        node = definition.node
        assert self.top is not None
        top = self.top
        cell: list[Any] = []

        def resolve() -> Any:
            if not cell:
                cell.append(self.evaluator.evaluate(node.type_expr, top))
            return cell[0]

        return PTypeAlias(node.name, resolve)

    def parameterize_type(self, t: Any, keys: list[Any], node: Any) -> Any:
        if isinstance(t, PResourceType) and t.title is None and t.type_name is not None \
                and t.type_name not in ("resource",) and not self.resource_type_exists(t.type_name):
            raise EvaluationError(f"Resource type not found: {display_type(t.type_name)}", node)
        return t.parameterize(keys)

    def builtin_resource_type(self, name: str) -> Any:
        """The built-in type definition, if it is available here: types that Puppet 7 ships as
        modules (host, cron, mount, ssh keys) exist only when their module is on the modulepath."""
        definition = resource_type(name)
        if definition is not None and definition.module:
            if self.loader.module_path(definition.module.rpartition("-")[2]) is None:
                return None
        return definition

    def parse_type_string(self, text: str, node: Any) -> Any:
        """``Type('Integer[1, 2]')``: parse and evaluate a type expression written as a string."""
        from bunraku.lang.errors import PuppetSyntaxError
        try:
            program = parse_string(text, None).program
        except PuppetSyntaxError as exc:
            raise TypeSystemError(f"The string '{text}' cannot be parsed as a type: {exc.message}") from None
        assert self.top is not None
        value = self.evaluator.evaluate(program, self.top)
        if not isinstance(value, PType):
            raise TypeSystemError(f"The string '{text}' does not describe a type")
        return value

    def resource_type_exists(self, name: str) -> bool:
        return self.builtin_resource_type(name) is not None or self.loader.find_define(name) is not None \
            or name in ("class", "node")

    # --- functions ------------------------------------------------------------------------------

    @property
    def settings(self) -> dict[str, Any]:
        """Setting values, as ``$settings::<name>`` sees them."""
        return self.options.settings

    def warn_once(self, key: str, message: str) -> None:
        """A deprecation-style warning Puppet prints once per compilation, without location."""
        if key not in self._warned_once:
            self._warned_once.add(key)
            self._log("warning", message)

    def call_function(self, name: str, args: list[Any], block: Any, node: Any, scope: Scope,
                      what: str = "Function Call") -> Any:
        if name in _CONTROL:
            return _CONTROL[name](args, node)
        builtin = builtins.COMPILER_FUNCTIONS.get(name)
        try:
            if builtin is not None:
                return builtin(self, scope, node, args, block)
            definition = self.loader.find_function(name)
            if definition is not None:
                return self.call_puppet_function(definition, args, block, node)
            spec = FUNCTIONS.get(name)
            if spec is None:
                raise EvaluationError(f"Unknown function: '{name}'.", node)
            _check_arity(name, spec.min_args, spec.max_args, len(args))
            if spec.block == "none":
                if block is not None:
                    raise FunctionError(f"'{name}' does not accept a block")
                return spec.impl(_Context(self, name, scope, node), *args)
            if spec.block == "required" and block is None:
                raise FunctionError(f"'{name}' expects a block")
            return spec.impl(_Context(self, name, scope, node), *args, block=block)
        except (Break, Next, Return):
            raise
        except EvaluationError as exc:
            raise locate(exc, node, what) from None
        except RecursionError:
            raise EvaluationError("Stack overflow: the manifest recursed too deeply", node) from None

    def call_puppet_function(self, definition: Any, args: list[Any], block: Any, node: Any) -> Any:
        fn: n.FunctionDefinition = definition.node
        _check_arity(definition.name, *_param_arity(fn.parameters), len(args))
        assert self.top is not None
        scope = Scope(CLASS, self.top, resource=self.main_class, module_name=definition.module)
        self.bind_positional(fn.parameters, args, scope, fn, f"'{definition.name}'")
        try:
            result = self.evaluator.evaluate(fn.body, scope) if fn.body is not None else None
        except Return as sig:
            result = sig.value
        except Next as sig:
            result = sig.value
        if fn.return_type is not None:
            t = self.evaluator.evaluate(fn.return_type, scope)
            if not t.instance_of(result):
                raise EvaluationError(f"value returned from function '{definition.name}' "
                                      f"{describe_mismatch(t, result)}", node)
        return result

    def bind_positional(self, params: tuple[n.Parameter, ...], args: list[Any], scope: Scope,
                        node: Any, label: str) -> None:
        """Bind call arguments to lambda/function parameters, checking types."""
        ev = self.evaluator
        count = len(args)
        for i, p in enumerate(params):
            if p.captures_rest:
                value: Any = list(args[i:])
            elif i < count:
                value = args[i]
            elif p.value is not None:
                value = ev.evaluate(p.value, scope)
            else:
                raise EvaluationError(f"{label} expects a value for parameter '{p.name}'")
            if p.type_expr is not None:
                t = ev.evaluate(p.type_expr, scope)
                if p.captures_rest:
                    ok = all(t.instance_of(v) for v in value)
                else:
                    ok = t.instance_of(value)
                if not ok:
                    shown = value[0] if p.captures_rest and value else value
                    raise EvaluationError(f"{label} parameter '{p.name}' {describe_mismatch(t, shown)}")
            scope.vars[p.name] = value


class _Context:
    """The :class:`CallContext` handed to built-in functions."""

    __slots__ = ("compiler", "name", "_scope", "node")

    def __init__(self, compiler: Compiler, name: str, scope: Scope, node: Any) -> None:
        self.compiler = compiler
        self.name = name
        self._scope = scope
        self.node = node

    @property
    def scope(self) -> Scope:
        return self._scope

    def log(self, level: str, message: str) -> None:
        self.compiler.log_scope(level, message, self._scope)

    def warning(self, message: str) -> None:
        self.compiler.log_warning(message, self.node)

    def call_function(self, name: str, args: list[Any], block: Any = None) -> Any:
        return self.compiler.call_function(name, args, block, self.node, self._scope)

    def warn_once(self, key: str, message: str) -> None:
        self.compiler.warn_once(key, message)


def _check_arity(name: str, lo: int, hi: int | None, got: int) -> None:
    if got < lo or (hi is not None and got > hi):
        shown = got if got else "none"
        if hi == lo:
            want = f"{lo} argument{'s' if lo != 1 else ''}"
        elif hi is None:
            want = f"at least {lo} argument{'s' if lo != 1 else ''}"
        elif got < lo:
            want = f"between {lo} and {hi} arguments"
        else:
            want = f"between {lo} and {hi} arguments"
        raise FunctionError(f"'{name}' expects {want}, got {shown}")


def _param_arity(params: tuple[n.Parameter, ...]) -> tuple[int, int | None]:
    lo = sum(1 for p in params if p.value is None and not p.captures_rest)
    hi = None if params and params[-1].captures_rest else len(params)
    return lo, hi


def _split_name(name: str) -> list[str]:
    parts = name.split(".")
    return [".".join(parts[: i + 1]) for i in range(len(parts))][::-1]


def scope_label(scope: Scope) -> str:
    resource = scope.resource
    if resource is None:
        return "Class[main]"
    return resource.ref


def _break(args: list[Any], node: Any) -> Any:
    raise Break(None, node)


def _next(args: list[Any], node: Any) -> Any:
    raise Next(args[0] if args else None, node)


def _return(args: list[Any], node: Any) -> Any:
    raise Return(args[0] if args else None, node)


_CONTROL = {"break": _break, "next": _next, "return": _return}

__all__ = ["CompileOptions", "Compiler", "scope_label"]
