"""Declaring and evaluating classes, defined-type instances and the node definition.

Classes are evaluated once, immediately when first declared (``include``, ``require``,
``contain``, a resource-like ``class { 'x': }`` or the ENC). A class that ``inherits`` gets its
base class declared first (in the same declaring scope) and that base class's scope as its
static parent. Defined-type instances are evaluated later, in declaration order, by the
compiler's generator loop (:meth:`ResourceEvaluator.evaluate_generators`).
"""
from __future__ import annotations

from typing import Any

from bunraku.catalog.model import Resource, display_type, name_tags
from bunraku.compiler.control import Return, illegal_control_flow
from bunraku.compiler.errors import EvaluationError, file_line
from bunraku.compiler.scope import CLASS, DEFINE, NODE, Scope
from bunraku.lang import nodes as n

#: Puppet's metaparameters: accepted by every resource, class and defined type, never bound
#: as variables.
METAPARAMS = frozenset(("alias", "audit", "before", "loglevel", "noop", "notify", "require",
                        "schedule", "stage", "subscribe", "tag"))


class ClassEvaluator:
    """Class, define and node instantiation for one compilation."""

    def __init__(self, compiler: Any) -> None:
        self.compiler = compiler
        self.resource_like: set[str] = set()

    # --- classes --------------------------------------------------------------------------------

    def include(self, name: str, scope: Scope, node: Any, mode: str = "include") -> Resource:
        """``include``/``require``/``contain`` one class; returns its Class resource."""
        name = name.lower()
        if name.startswith("::"):
            name = name[2:]
        compiler = self.compiler
        resource = compiler.catalog.get("Class", display_type(name))
        if resource is None:
            definition = compiler.loader.find_class(name)
            if definition is None:
                raise EvaluationError(f"Could not find class ::{name} for {compiler.node_name}")
            resource = self._class_resource(name, scope)
            self.evaluate_class(definition, resource, scope, {}, node)
        self._relate(resource, scope, mode)
        return resource

    def declare_resource_like(self, name: str, params: dict[str, Any], scope: Scope, node: Any,
                              file: str | None = None, line: int | None = None) -> Resource:
        """``class { 'name': param => value }``: only once per class, and not after an include."""
        name = name.lower()
        if name.startswith("::"):
            name = name[2:]
        compiler = self.compiler
        existing = compiler.catalog.get("Class", display_type(name))
        if existing is not None:
            here = file_line(file, line)
            if name in self.resource_like:
                raise EvaluationError(
                    f"Duplicate declaration: Class[{display_type(name)}] is already declared at "
                    f"{file_line(existing.file, existing.line)}; cannot redeclare {here}")
            raise EvaluationError(
                f"Duplicate declaration: Class[{display_type(name)}] is already declared; cannot redeclare {here}".rstrip())
        definition = compiler.loader.find_class(name)
        if definition is None:
            raise EvaluationError(f"Could not find declared class {name}")
        resource = self._class_resource(name, scope)
        resource.file, resource.line = file, line
        if file is not None:
            resource.kind = "class"  # a resource-like declaration in a manifest (not from the ENC)
        self.resource_like.add(name)
        class_params = {}
        for key, value in params.items():
            if key in METAPARAMS:
                resource.params[key] = value
                if key == "tag" and value is not None:
                    resource.tag(*(value if type(value) is list else [value]))
            else:
                class_params[key] = value
        self.evaluate_class(definition, resource, scope, class_params, node)
        return resource

    def _class_resource(self, name: str, scope: Scope) -> Resource:
        resource = Resource("Class", display_type(name), kind="unknown", scope=scope)
        resource.tag("class", *name_tags(name))
        container = scope.resource
        if container is not None:
            resource.tag(*container.tags)
        return resource

    def evaluate_class(self, definition: Any, resource: Resource, declaring: Scope,
                       params: dict[str, Any], node: Any) -> Scope:
        compiler = self.compiler
        klass: n.HostClassDefinition = definition.node
        name = definition.name
        static_parent = None
        if klass.parent_class:
            parent_name = klass.parent_class.lower().lstrip(":")
            if compiler.loader.find_class(parent_name) is None:
                raise EvaluationError(f"Could not find parent class {parent_name} of class {name}", klass)
            self.include(parent_name, declaring, node)
            static_parent = compiler.class_scopes[parent_name]
        compiler.catalog.add(resource)
        stage_name = resource.params.get("stage")
        stage = compiler.main_stage
        if stage_name is not None:
            stage_title = _stage_title(stage_name)
            stage = compiler.catalog.get("Stage", stage_title)
            if stage is None:
                raise EvaluationError(f"Could not find stage {stage_title} specified by Class[{display_type(name)}]")
        compiler.catalog.add_edge(stage, resource)
        scope = Scope(CLASS, declaring, name=name, resource=resource, static_parent=static_parent,
                      module_name=definition.module)
        compiler.class_scopes[name] = scope
        variables = scope.vars
        variables["title"] = name
        variables["name"] = name
        self.bind_named(klass.parameters, params, scope, f"Class[{display_type(name)}]", resource,
                        declaring.module_name)
        compiler.catalog.classes.append(name)
        own = resource.params.get("tag")
        own_tags = [str(t).lower() for t in (own if type(own) is list else [own])] if own is not None else []
        for tag in ("class", *name_tags(name), *own_tags):  # the class's own tags, not inherited ones
            compiler.catalog.tags[tag] = None
        resource.evaluated = True
        self._run_body(klass.body, scope)
        return scope

    def _relate(self, resource: Resource, scope: Scope, mode: str) -> None:
        container = scope.resource
        if container is None or mode == "include":
            return
        if mode == "contain":
            if container is not resource:
                self.compiler.catalog.add_edge(container, resource)
        elif mode == "require":
            from bunraku.compiler.resources import add_relationship_param
            add_relationship_param(container, "require", resource.ref)

    def _run_body(self, body: Any, scope: Scope) -> None:
        """Evaluate a class/node/define body: ``return()`` ends it; ``break``/``next`` are errors."""
        if body is None:
            return
        with illegal_control_flow():
            try:
                self.compiler.evaluator.evaluate(body, scope)
            except Return:
                pass

    # --- defined types --------------------------------------------------------------------------

    def evaluate_define(self, resource: Resource) -> None:
        compiler = self.compiler
        definition = compiler.loader.find_define(resource.type.lower())
        assert definition is not None
        define: n.ResourceTypeDefinition = definition.node
        declaring: Scope = resource.scope
        scope = Scope(DEFINE, declaring, resource=resource, module_name=definition.module)
        variables = scope.vars
        variables["title"] = resource.title
        given = {k: v for k, v in resource.params.items() if k not in METAPARAMS}
        variables["name"] = given.pop("name", resource.title)
        resource.evaluated = True
        try:
            self.bind_named(define.parameters, given, scope, resource.ref, resource,
                            declaring.module_name)
        except EvaluationError as exc:
            if exc.node is None and exc.line is None:
                raise EvaluationError(f"Error while evaluating a Resource Statement, {exc.message}",
                                      path=resource.file, line=resource.line) from None
            raise
        if define.body is not None:
            try:
                self._run_body(define.body, scope)
            except EvaluationError as exc:
                if exc.line is None:
                    raise
                # evaluated lazily: Puppet wraps the error with where the instance was declared
                raise EvaluationError(f"Error while evaluating a Resource Statement, {exc}",
                                      path=resource.file, line=resource.line) from None

    # --- nodes ----------------------------------------------------------------------------------

    def evaluate_node(self, definition: n.NodeDefinition, title: str, match: Any, top: Scope) -> Scope:
        compiler = self.compiler
        resource = Resource("Node", title, kind="unknown", scope=top)
        resource.tag("node", *name_tags(title) if _simple_tag(title) else ())
        main = compiler.main_class
        resource.tag(*main.tags)
        compiler.catalog.add(resource)
        compiler.catalog.add_edge(main, resource)
        scope = Scope(NODE, top, resource=resource)
        scope.match = match
        compiler.catalog.classes.append(title)
        for tag in ("node", *(name_tags(title) if _simple_tag(title) else ())):
            compiler.catalog.tags[tag] = None
        resource.evaluated = True
        self._run_body(definition.body, scope)
        return scope

    # --- parameters -----------------------------------------------------------------------------

    def bind_named(self, params: tuple[n.Parameter, ...], given: dict[str, Any], scope: Scope,
                   subject: str, resource: Resource, caller_module: str) -> None:
        """Bind declared parameters from ``given`` or their defaults, checking types.

        An explicit ``undef`` means "use the default". Defaults are evaluated in the new scope, so
        they may refer to parameters bound before them.
        """
        declared = {p.name for p in params}
        for key in given:
            if key not in declared and key != "name":
                raise EvaluationError(f"{subject}: has no parameter named '{key}'")
        ev = self.compiler.evaluator
        variables = scope.vars
        missing = []
        for p in params:
            value = given.get(p.name)
            if value is None:
                if p.value is not None:
                    value = ev.evaluate(p.value, scope)
                elif p.type_expr is None or not _accepts_undef(ev.evaluate(p.type_expr, scope)):
                    missing.append(p.name)
                    continue
            if p.type_expr is not None:
                t = ev.evaluate(p.type_expr, scope)
                if not t.instance_of(value):
                    from bunraku.types.mismatch import parameter_mismatch
                    raise EvaluationError(parameter_mismatch(subject, p.name, t, value)
                                          or f"{subject}: parameter '{p.name}' has the wrong type")
            variables[p.name] = value
            if value is not None:
                resource.params[p.name] = value
        if missing:
            if len(missing) == 1:
                raise EvaluationError(f"{subject}: expects a value for parameter '{missing[0]}'")
            names = ", ".join(f"'{m}'" for m in missing[:-1]) + f" and '{missing[-1]}'"
            raise EvaluationError(f"{subject}: expects values for parameters {names}")
        variables["module_name"] = scope.module_name
        variables["caller_module_name"] = caller_module


def _accepts_undef(t: Any) -> bool:
    try:
        return bool(t.instance_of(None))
    except Exception:
        return False


def _simple_tag(title: str) -> bool:
    from bunraku.catalog.model import valid_tag
    return valid_tag(title)


def _stage_title(value: Any) -> str:
    from bunraku.types import PResourceType
    if isinstance(value, PResourceType) and value.title is not None:
        return value.title
    text = str(value)
    if text.lower().startswith("stage[") and text.endswith("]"):
        return text[6:-1]
    return text

