"""Resource statements: declarations, defaults, amends (overrides), collectors, relationships.

Resource defaults follow **dynamic scope** (scope.md): they are looked up when a resource is
declared, walking from the declaring scope through its dynamic parents (a class's base class,
else the scope that first declared it), nearer scopes winning attribute by attribute; explicit
values (including an explicit ``undef``) and the expression's own ``default:`` body win over them.
"""
from __future__ import annotations

from typing import Any

from bunraku.catalog.model import Resource, display_type, name_tags, reference, valid_tag
from bunraku.compiler.classes import METAPARAMS
from bunraku.catalog.resource_types import (alias_conflict_message, alias_key, catalog_parameters,
                                            reference_keys, resource_type, ruby_inspect, uniqueness_key)
from bunraku.compiler.errors import EvaluationError, file_line, locate
from bunraku.compiler.operators import type_label
from bunraku.compiler.scope import Scope
from bunraku.lang import nodes as n
from bunraku.types.compare import equal
from bunraku.types.values import DEFAULT, flatten_values
from bunraku.types import PClassType, PResourceType, PType

RELATIONSHIP_PARAMS = {"->": "before", "~>": "notify", "<-": "before", "<~": "notify"}


class ResourceEvaluator:
    """The catalog-building statements of one compilation."""

    def __init__(self, compiler: Any) -> None:
        self.compiler = compiler
        self.pending_defines: list[Resource] = []
        self.collectors: list[Collector] = []
        self.overrides: list[tuple[Any, dict[str, tuple[str, Any]], Scope, Any]] = []
        self.relationships: list[tuple[Any, Any, str, Any]] = []
        #: (type, uniqueness key) -> resource, for built-in types whose namevars must be unique
        self.keys: dict[tuple[str, tuple[Any, ...]], Resource] = {}
        ev = compiler.evaluator
        ev.register(n.ResourceExpression, self._resource_expression)
        ev.register(n.ResourceDefaultsExpression, self._defaults_expression)
        ev.register(n.ResourceOverrideExpression, self._override_expression)
        ev.register(n.CollectExpression, self._collect_expression)
        ev.register(n.RelationshipExpression, self._relationship_expression)

    # --- declarations -------------------------------------------------------------------------

    def _resource_expression(self, node: n.ResourceExpression, scope: Scope) -> list[Any]:
        try:
            type_name = self._type_name(node.type_name, scope)
            if type_name == "class":
                return self._declare_classes(node, scope)
            if node.form == "exported" and not self.compiler.settings.get("storeconfigs"):
                self.compiler.log_warning("You cannot collect exported resources without storeconfigs being set; "
                                          "the export is ignored", node)
            kind = self._kind(type_name)
            ev = self.compiler.evaluator
            defaults: dict[str, tuple[str, Any]] = {}
            for body in node.bodies:
                if type(body.title) is n.LiteralDefault:
                    defaults = self._attributes(body.operations, scope)
            refs = []
            for body in node.bodies:
                if type(body.title) is n.LiteralDefault:
                    continue
                titles = ev.evaluate(body.title, scope)
                if titles is DEFAULT:
                    continue
                attrs = self._attributes(body.operations, scope)
                if defaults:
                    attrs = {**defaults, **attrs}
                for index, title in enumerate(titles if type(titles) is list else [titles]):
                    title = self._title(title, body, index)
                    self.declare(type_name, title, attrs, kind, body, scope, node.form)
                    refs.append(PResourceType(type_name, title))
            return refs
        except EvaluationError as exc:
            raise locate(exc, node, "Resource Statement") from None

    def _type_name(self, expr: Any, scope: Scope) -> str:
        if type(expr) is n.QualifiedName:
            return expr.value.lower().lstrip(":")
        value = self.compiler.evaluator.evaluate(expr, scope)
        if isinstance(value, PResourceType) and value.type_name and value.title is None:
            return value.type_name
        if isinstance(value, PClassType):
            return "class"
        if type(value) is str:
            return value.lower().lstrip(":")
        raise EvaluationError(f"Illegal Resource Type expression, expected result of type String or "
                              f"Resource type, got {value!r}", expr)

    def _kind(self, type_name: str) -> str:
        if self.compiler.builtin_resource_type(type_name) is not None:
            return "compilable_type"
        if self.compiler.loader.find_define(type_name) is not None:
            return "defined_type"
        raise EvaluationError(f"Unknown resource type: '{type_name}'")

    def _title(self, title: Any, body: Any, index: int) -> str:
        if type(title) is str:
            if not title:
                raise EvaluationError(f"Empty string title at {index}. Title strings must have a length "
                                      "greater than zero.", body.title)
            return title
        if title is None:
            raise EvaluationError("Missing title. The title expression resulted in undef", body.title)
        raise EvaluationError(
            f"Illegal title type at index {index}. Expected String, got {type_label(title)}", body.title)

    def _attributes(self, operations: tuple[Any, ...], scope: Scope) -> dict[str, tuple[str, Any]]:
        """Evaluate ``name => value`` / ``name +> value`` / ``* => hash``: name -> (operator, value)."""
        ev = self.compiler.evaluator
        out: dict[str, tuple[str, Any]] = {}
        for op in operations:
            if type(op) is n.AttributeOperation:
                name = op.attribute_name
                if name in out:
                    raise EvaluationError(f"The attribute '{name}' has already been set", op)
                out[name] = (op.operator, ev.evaluate(op.value_expr, scope))
            else:
                splat = ev.evaluate(op.expr, scope)
                if type(splat) is not dict:
                    raise EvaluationError(
                        f"Expected a Hash for '* =>', got {type_label(splat)}", op)
                for name, value in splat.items():
                    if name in out:
                        raise EvaluationError(f"The attribute '{name}' has already been set", op)
                    out[str(name)] = ("=>", value)
        return out

    def declare(self, type_name: str, title: str, attrs: dict[str, tuple[str, Any]], kind: str,
                where: Any, scope: Scope, form: str = "regular") -> Resource:
        compiler = self.compiler
        catalog = compiler.catalog
        display = display_type(type_name)
        existing = catalog.get(display, title)
        if existing is not None:
            raise EvaluationError(
                f"Duplicate declaration: {display}[{title}] is already declared at "
                f"{file_line(existing.file, existing.line)}; cannot redeclare "
                f"{file_line(where.file, where.line)}")
        resource = Resource(display, title, kind=kind, file=where.file, line=where.line,
                            exported=form == "exported", virtual=form != "regular", scope=scope,
                            source_node=where)
        params = resource.params
        for name, value in self.lookup_defaults(type_name, scope).items():
            if name not in attrs and value is not None:
                params[name] = value
        for name, (_op, value) in attrs.items():
            if value is not None:
                params[name] = value
            else:
                params.pop(name, None)
        if kind == "compilable_type":
            self._claim_key(type_name, resource, where)
        resource.tag(*name_tags(type_name))
        if valid_tag(title):
            resource.tag(title)
        container = scope.resource
        if container is not None:
            resource.tag(*container.tags)
        tags = params.get("tag")
        if tags is not None:
            resource.tag(*(tags if type(tags) is list else [tags]))
        catalog.add(resource)
        if container is not None and type_name != "stage":  # stages contain, are never contained
            resource.container = container
            catalog.add_edge(container, resource)
        if kind == "defined_type":
            self.pending_defines.append(resource)
        return resource

    def _claim_key(self, type_name: str, resource: Resource, where: Any) -> None:
        """Namevar uniqueness (resources.md): two resources of a type may not manage the same thing.

        A resource whose title is another's key is a duplicate declaration of it; one whose
        namevar parameters produce a taken key is Puppet's alias conflict. Non-isomorphic types
        (exec, tidy) may repeat their namevars."""
        rtype = self.compiler.builtin_resource_type(type_name)
        if rtype is None:
            return
        self._claim_aliases(resource, where)
        if not rtype.isomorphic:
            return
        display, title = resource.type, resource.title
        try:
            key = uniqueness_key(rtype, title, resource.params)
        except ValueError as exc:  # a title no title pattern accepts
            raise EvaluationError(str(exc)) from None
        other = self.keys.get((display, key))
        if other is not None and other is not resource:
            if alias_key(rtype, title, resource.params) is None:
                raise EvaluationError(
                    f"Duplicate declaration: {resource.ref} is already declared at "
                    f"{file_line(other.file, other.line)}; cannot redeclare {file_line(where.file, where.line)}")
            raise EvaluationError(alias_conflict_message(
                resource.ref, display, key, file_line(where.file, where.line), file_line(other.file, other.line)))
        self.keys[(display, key)] = resource

    def _claim_aliases(self, resource: Resource, where: Any) -> None:
        """The ``alias`` metaparameter: more names the resource can be referred to by."""
        aliases = resource.params.get("alias")
        if aliases is None:
            return
        for name in aliases if type(aliases) is list else [aliases]:
            key = (resource.type, (name,))
            other = self.keys.get(key) or self.compiler.catalog.get(resource.type, str(name))
            if other is not None and other is not resource:
                raise EvaluationError(
                    f"Cannot alias {resource.ref} to {ruby_inspect(name)} at {file_line(where.file, where.line)}; "
                    f"resource {ruby_inspect([resource.type, name])} already declared "
                    f"{file_line(other.file, other.line)}")
            self.keys[key] = resource

    def _catalog_parameters(self) -> None:
        """Built-in resources show their namevar as Puppet does: ``name`` becomes the type's
        namevar, a namevar derived from the title appears when it differs from the title."""
        for resource in self.compiler.catalog:
            if resource.kind != "compilable_type" or resource.type == "Stage":
                continue
            rtype = self.compiler.builtin_resource_type(resource.type.lower())
            if rtype is not None:
                resource.params = catalog_parameters(rtype, resource.title, resource.params)

    def _validate_attributes(self) -> None:
        """Unknown attributes of built-in types, checked once defaults and overrides are merged
        (as Puppet does, when the catalog is finished): the first one found is the error."""
        for resource in self.compiler.catalog:
            if resource.kind != "compilable_type" or resource.type == "Stage":
                continue
            definition = resource_type(resource.type)
            if definition is None:
                continue
            for name in resource.params:
                if name in METAPARAMS or name == "name" or definition.attribute(name) is not None:
                    continue
                where = file_line(resource.file, resource.line)
                raise EvaluationError(f"no parameter named '{name}' {where} on {resource.ref} {where}",
                                      kind=None)

    def lookup_defaults(self, type_name: str, scope: Scope) -> dict[str, Any]:
        found: list[dict[str, Any]] = []
        s: Scope | None = scope
        while s is not None:
            if s.defaults is not None and type_name in s.defaults:
                found.append(s.defaults[type_name])
            s = s.static_parent or s.parent
        if not found:
            return {}
        if len(found) == 1:
            return found[0]
        merged: dict[str, Any] = {}
        for table in reversed(found):
            merged.update(table)
        return merged

    def _declare_classes(self, node: n.ResourceExpression, scope: Scope) -> list[Any]:
        ev = self.compiler.evaluator
        refs = []
        for body in node.bodies:
            titles = ev.evaluate(body.title, scope)
            attrs = {k: v for k, (_op, v) in self._attributes(body.operations, scope).items()}
            for title in titles if type(titles) is list else [titles]:
                name = _class_name(title)
                self.compiler.classes.declare_resource_like(name, attrs, scope, node, body.file, body.line)
                refs.append(PClassType(name))
        return refs

    # --- defaults and overrides ---------------------------------------------------------------

    def _defaults_expression(self, node: n.ResourceDefaultsExpression, scope: Scope) -> None:
        type_name = self._type_name(node.type_ref, scope)
        attrs = self._attributes(node.operations, scope)
        if scope.defaults is None:
            scope.defaults = {}
        table = scope.defaults.setdefault(type_name, {})
        for name, (_op, value) in attrs.items():
            table[name] = value
        return None

    def _override_expression(self, node: n.ResourceOverrideExpression, scope: Scope) -> None:
        refs = self.compiler.evaluator.evaluate(node.resources, scope)
        attrs = self._attributes(node.operations, scope)
        for ref in refs if type(refs) is list else [refs]:
            self.overrides.append((ref, attrs, scope, node))
        self._apply_ready_overrides(final=False)
        return None

    def _apply_ready_overrides(self, final: bool) -> None:
        remaining = []
        for ref, attrs, scope, node in self.overrides:
            resource = self.find(ref)
            if resource is None:
                if final:
                    raise EvaluationError(f"Could not find resource '{reference(ref)}' for overriding", node)
                remaining.append((ref, attrs, scope, node))
                continue
            self.amend(resource, attrs, scope, node)
        self.overrides = remaining

    def amend(self, resource: Resource, attrs: dict[str, tuple[str, Any]], scope: Scope, node: Any,
              collector: bool = False) -> None:
        """Add attributes to a declared resource; changing a set one needs class inheritance
        (or a collector, whose overrides always win — the last one evaluated)."""
        params = resource.params
        for name, (op, value) in attrs.items():
            if op == "+>" and name in params:
                old = params[name]
                old_list = old if type(old) is list else [old]
                params[name] = old_list + (value if type(value) is list else [value])
                continue
            if name in params and not collector and not self._may_override(resource, scope):
                raise EvaluationError(
                    f"Parameter '{name}' is already set on {resource.ref} at "
                    f"{file_line(resource.file, resource.line)}; cannot redefine", node)
            if value is None:
                params.pop(name, None)
            else:
                params[name] = value
            if name == "tag":
                resource.tag(*(value if type(value) is list else [value]))

    def _may_override(self, resource: Resource, scope: Scope) -> bool:
        declaring = resource.scope
        s: Scope | None = scope
        while s is not None:
            if s.static_parent is not None:
                p: Scope | None = s.static_parent
                while p is not None:
                    if p is declaring:
                        return True
                    p = p.static_parent
            s = s.parent if s.kind == "lambda" else None
        return False

    def find(self, ref: Any) -> Resource | None:
        catalog = self.compiler.catalog
        if isinstance(ref, PResourceType) and ref.type_name and ref.title is not None:
            display = display_type(ref.type_name)
            found = catalog.get(display, ref.title)
            if found is None and self.keys:
                found = self._by_key(ref.type_name, display, ref.title)
            return found
        if isinstance(ref, PClassType) and ref.class_name:
            return catalog.get("Class", display_type(ref.class_name))
        if type(ref) is str and ref.endswith("]") and "[" in ref:
            t, _, title = ref[:-1].partition("[")
            if t.lower() == "class":
                return catalog.get("Class", display_type(title.lower().lstrip(":")))
            found = catalog.get(display_type(t.lower()), title)
            if found is None and self.keys:
                found = self._by_key(t.lower(), display_type(t.lower()), title)
            return found
        return None

    def _by_key(self, type_name: str, display: str, title: str) -> Resource | None:
        """A reference by the namevar its title implies (``File['/x/']`` finds ``File[/x]``)."""
        rtype = self.compiler.builtin_resource_type(type_name)
        if rtype is None:
            return None
        try:
            keys = reference_keys(rtype, title)
        except ValueError:
            return None
        for key in keys:
            found = self.keys.get((display, key))
            if found is not None:
                return found
        return None

    # --- collectors -----------------------------------------------------------------------------

    def _collect_expression(self, node: n.CollectExpression, scope: Scope) -> "Collector":
        type_value = self.compiler.evaluator.evaluate(node.type_expr, scope)
        type_name = getattr(type_value, "type_name", None) or str(type_value).lower()
        attrs = self._attributes(node.operations, scope) if node.operations else {}
        collector = Collector(self, type_name, node, scope, attrs)
        self.collectors.append(collector)
        if collector.exported and not self.compiler.settings.get("storeconfigs"):
            self.compiler.log_warning("You cannot collect exported resources without storeconfigs being set; "
                                      "the collection will be ignored", node)
        return collector

    # --- relationships --------------------------------------------------------------------------

    def _relationship_expression(self, node: n.RelationshipExpression, scope: Scope) -> Any:
        ev = self.compiler.evaluator
        left = ev.evaluate(node.left, scope)
        right = ev.evaluate(node.right, scope)
        self.relationships.append((left, right, node.operator, node))
        return right

    @staticmethod
    def _operand_refs(value: Any) -> list[Any]:
        out: list[Any] = []
        for item in flatten_values([value]):
            if item is None:
                continue
            if isinstance(item, Collector):
                out.extend(item.matched)
            else:
                out.append(item)
        return out

    def _apply_relationships(self) -> None:
        """Chains (``->``, ``~>``, ``<-``, ``<~``) become ``before``/``notify`` on the source,
        checked pair by pair with Puppet's wording when a side is not in the catalog."""
        for left, right, op, _node in self.relationships:
            sources = self._operand_refs(left)
            targets = self._operand_refs(right)
            if op in ("<-", "<~"):
                sources, targets = targets, sources
            param = RELATIONSHIP_PARAMS[op]
            for source_ref in sources:
                for target_ref in targets:
                    source = source_ref if isinstance(source_ref, Resource) else self.find(source_ref)
                    if source is None:
                        raise EvaluationError(f"Could not find resource '{reference(source_ref)}' for "
                                              f"relationship on '{reference(target_ref)}'", kind=None)
                    target = target_ref if isinstance(target_ref, Resource) else self.find(target_ref)
                    if target is None:
                        raise EvaluationError(f"Could not find resource '{reference(target_ref)}' for "
                                              f"relationship from '{reference(source_ref)}'", kind=None)
                    add_relationship_param(source, param, target.ref)

    def _validate_relationship_params(self) -> None:
        """Every resource named by a relationship metaparameter must be in the catalog."""
        for resource in self.compiler.catalog:
            params = resource.params
            for name in ("require", "before", "notify", "subscribe"):
                value = params.get(name)
                if value is None:
                    continue
                for item in flatten_values([value]):
                    if item is not None and self.find(item) is None:
                        raise EvaluationError(
                            f"Could not find resource '{reference(item)}' in parameter '{name}' "
                            f"{file_line(resource.file, resource.line)}", kind=None)

    # --- the generator loop and the end ------------------------------------------------------

    def evaluate_generators(self) -> None:
        classes = self.compiler.classes
        while True:
            progressed = False
            batch = [r for r in self.pending_defines if not r.evaluated and not r.virtual]
            if batch:
                self.pending_defines = [r for r in self.pending_defines if not r.evaluated and r.virtual]
                for resource in batch:
                    if not resource.evaluated:
                        classes.evaluate_define(resource)
                progressed = True
            for collector in self.collectors:
                if collector.collect():
                    progressed = True
            if not progressed:
                break

    def finish(self) -> None:
        self._apply_ready_overrides(final=True)
        self._apply_relationships()
        self._validate_attributes()
        self._catalog_parameters()
        catalog = self.compiler.catalog
        hidden = [r for r in catalog if r.virtual or r.exported]
        if hidden:
            gone = {id(r) for r in hidden}
            for r in hidden:
                del catalog.resources[r.key]
            catalog.edges = [(s, t) for s, t in catalog.edges if id(s) not in gone and id(t) not in gone]
        self._validate_relationship_params()


class Collector:
    """``Type <| query |>`` (or ``<<| |>>``): realizes matching virtual resources, applies overrides."""

    def __init__(self, owner: ResourceEvaluator, type_name: str, node: n.CollectExpression, scope: Scope,
                 attrs: dict[str, tuple[str, Any]]) -> None:
        self.owner = owner
        self.type_name = type_name
        self.display = display_type(type_name)
        self.node = node
        self.scope = scope
        self.attrs = attrs
        self.exported = isinstance(node.query, n.ExportedQuery)
        self.matched: list[Resource] = []
        self._seen: set[int] = set()

    def collect(self) -> bool:
        """Collect what matches now; True when something new was realized."""
        progressed = False
        query = self.node.query.expr
        for resource in list(self.owner.compiler.catalog):
            if resource.type != self.display or id(resource) in self._seen:
                continue
            if self.exported:
                if not resource.exported:
                    continue
            elif resource.exported and resource.virtual and not resource.evaluated:
                continue
            if query is not None and not self._matches(query, resource):
                continue
            self._seen.add(id(resource))
            self.matched.append(resource)
            if resource.virtual:
                resource.virtual = False
                resource.exported = False if self.exported else resource.exported
                progressed = True
            if self.attrs:
                self.owner.amend(resource, self.attrs, self.scope, self.node, collector=True)
            if resource.kind == "defined_type" and not resource.evaluated:
                self.owner.pending_defines.append(resource)
                progressed = True
        return progressed

    def _matches(self, expr: Any, resource: Resource) -> bool:
        t = type(expr)
        if t is n.ParenthesizedExpression:
            return self._matches(expr.expr, resource)
        if t is n.AndExpression:
            return self._matches(expr.left, resource) and self._matches(expr.right, resource)
        if t is n.OrExpression:
            return self._matches(expr.left, resource) or self._matches(expr.right, resource)
        if t is n.ComparisonExpression:
            attr = expr.left.value if type(expr.left) is n.QualifiedName else \
                self.owner.compiler.evaluator.evaluate(expr.left, self.scope)
            wanted = self.owner.compiler.evaluator.evaluate(expr.right, self.scope)
            if attr == "tag":
                found = any(equal(tag, wanted) for tag in resource.tags)
            elif attr == "title":
                found = equal(resource.title, wanted)
            else:
                actual = resource.params.get(attr)
                if type(actual) is list:
                    found = any(_query_equal(x, wanted) for x in actual)
                else:
                    found = _query_equal(actual, wanted)
            return found if expr.operator == "==" else not found
        raise EvaluationError("Unsupported collector query expression", expr)


def _query_equal(actual: Any, wanted: Any) -> bool:
    if actual is None:
        return wanted is None
    if isinstance(actual, PType) or isinstance(wanted, PType):
        return reference(actual) == reference(wanted)
    return equal(actual, wanted)


def add_relationship_param(resource: Resource, param: str, ref: str) -> None:
    old = resource.params.get(param)
    if old is None:
        resource.params[param] = [ref]
    elif type(old) is list:
        resource.params[param] = old + [ref]
    else:
        resource.params[param] = [old, ref]


def _class_name(title: Any) -> str:
    if isinstance(title, PClassType) and title.class_name:
        return title.class_name
    if type(title) is str:
        return title.lower().lstrip(":")
    raise EvaluationError(f"Illegal class reference: {type_label(title)}")

