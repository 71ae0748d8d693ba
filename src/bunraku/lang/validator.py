"""Validation of a parsed program, like Puppet's checker: what parses but is not legal Puppet.

Each check is a method named for the node class it checks, dispatched through a dict built once.
Every problem found is collected (not raised one by one), so a user sees them all at once;
:func:`validate` raises a PuppetSyntaxError carrying all errors and returns the warnings.
"""
from __future__ import annotations

import json
import re
from typing import Any, Callable

from bunraku import issues
from bunraku.issues import Issue, Severity
from bunraku.lang import nodes as n
from bunraku.lang.errors import Diagnostic, PuppetSyntaxError
from bunraku.lang.regex import regex_error

_PARAM_NAME = re.compile(r"[a-z_]\w*\Z")
_VAR_NAME = re.compile(r"((::)?[a-z]\w*)*((::)?[a-z_]\w*)\Z")
_NUMERIC_VAR = re.compile(r"\d+\Z")
_CLASS_NAME = re.compile(r"[a-z][\w]*(::[a-z][\w]*)*\Z")
_CLASSREF_NAME = re.compile(r"((::)?[A-Z][\w]*)(::[A-Z][\w]*)*\Z")
_HOSTNAME = re.compile(r"[\w\-.]+\Z")
_RESERVED_TYPE_NAMES = frozenset({
    "any", "array", "binary", "boolean", "callable", "catalogentry", "class", "collection",
    "data", "default", "deferred", "enum", "error", "float", "hash", "init", "integer",
    "iterable", "iterator", "notundef", "numeric", "object", "optional", "pattern", "regexp",
    "resource", "richdata", "runtime", "scalar", "scalardata", "semver", "semverrange",
    "sensitive", "string", "struct", "timespan", "timestamp", "tuple", "type", "typeset",
    "undef", "uri", "variant", "typealias", "typereference", "unit", "objecttypeextension",
})
_RESERVED_DEFINITION_NAMES = frozenset({"main", "settings", "environment"})

MAX_INTEGER = 2**63 - 1
_FUTURE_RESERVED = frozenset({"plan"})


def label(node: Any) -> str:
    """Puppet's name for a kind of expression, as used in messages ("Name", "'+' expression")."""
    name = type(node).__name__
    if name in _OPERATOR_LABELED:
        return f"'{node.operator}' expression"
    if isinstance(node, n.HeredocExpression):
        return f"'@({node.syntax})' expression"
    if isinstance(node, n.ReservedWord):
        return f"Reserved Word '{node.word}'"
    special = _LABELS.get(name)
    if special is not None:
        return special
    return re.sub(r"(?<!^)(?=[A-Z])", " ", name)


def a_an(text: str) -> str:
    """'A Name', 'An 'in' expression' - the article goes by the first letter after a quote."""
    first = text.lstrip("'")[:1].lower()
    return ("An " if first and first in "aeiou" else "A ") + text


def a_an_lower(text: str) -> str:
    return a_an(text)[0].lower() + a_an(text)[1:]


_OPERATOR_LABELED = frozenset({
    "ArithmeticExpression", "ComparisonExpression", "MatchExpression", "RelationshipExpression",
    "AssignmentExpression", "AttributeOperation",
})

_LABELS = {
    "QualifiedName": "Name", "QualifiedReference": "Type-Name", "LiteralString": "String",
    "ConcatenatedString": "String", "VariableExpression": "Variable", "LiteralList": "Array Expression",
    "LiteralHash": "Hash Expression", "LiteralUndef": "'undef' expression", "LiteralDefault": "'default' expression",
    "LiteralBoolean": "Boolean", "LiteralRegularExpression": "Regular Expression",
    "LiteralInteger": "Literal Integer", "LiteralFloat": "Literal Float",
    "AccessExpression": "'[]' expression", "InExpression": "'in' expression",
    "AndExpression": "'and' expression", "OrExpression": "'or' expression", "NotExpression": "'not' expression",
    "UnaryMinusExpression": "Unary Minus", "UnfoldExpression": "Unfold",
    "CallNamedFunctionExpression": "Function Call", "CallMethodExpression": "Method call",
    "HostClassDefinition": "Host Class Definition", "ResourceTypeDefinition": "'define' expression",
    "NodeDefinition": "Node Definition", "FunctionDefinition": "Function Definition",
    "ResourceExpression": "Resource Statement", "ResourceDefaultsExpression": "Resource Defaults Expression",
    "ResourceOverrideExpression": "Resource Override", "CollectExpression": "Resource Collector",
    "ResourceBody": "Resource Instance Definition", "VirtualQuery": "Virtual Query",
    "ExportedQuery": "Exported Query", "ParenthesizedExpression": "Parenthesized Expression",
    "SelectorExpression": "Selector Expression", "CaseExpression": "'case' statement",
    "IfExpression": "'if' statement", "UnlessExpression": "'unless' Statement",
    "LambdaExpression": "Lambda", "TypeAlias": "Type Alias", "TypeDefinition": "Type Definition",
    "TextExpression": "Expression", "Nop": "No-Op", "BlockExpression": "Block Expression",
    "NamedAccessExpression": "'.' expression",
}


class Validator:
    def __init__(self) -> None:
        self.diagnostics: list[Diagnostic] = []
        self.reserved_assignment = True
        self._dispatch: dict[type, Callable[[Any, list[n.Node]], None]] = {}
        for cls in _node_classes():
            method = getattr(self, "check_" + cls.__name__, None)
            if method is not None:
                self._dispatch[cls] = method

    def accept(self, issue: Issue, node: n.Node, severity: Severity | None = None, **args: Any) -> None:
        self.diagnostics.append(Diagnostic.at(issue, node.src, node.anchor, severity, **args))

    def validate(self, program: n.Program) -> None:
        self.check_statements(list(program.body))
        self._parents: list[n.Node] = [program]
        for stmt in program.body:
            self._visit(stmt)

    def _visit(self, node: n.Node) -> None:
        """Depth first; checks see the chain of containers (location rules need it)."""
        parents = self._parents
        check = self._dispatch.get(type(node))
        if check is not None:
            check(node, parents)
        fields = n.child_fields(type(node))
        if not fields:
            return
        parents.append(node)
        visit = self._visit
        for name in fields:
            value = getattr(node, name)
            if isinstance(value, n.Node):
                visit(value)
            elif type(value) is tuple:
                for v in value:
                    if isinstance(v, n.Node):
                        visit(v)
        parents.pop()

    # --- statement lists ---------------------------------------------------------------------
    def check_statements(self, stmts: list[n.Expression]) -> None:
        for stmt in stmts[:-1]:
            if idem(stmt):
                self.accept(issues.IDEM_EXPRESSION_NOT_LAST, stmt, expression=label(stmt))
                break

    def check_BlockExpression(self, node: n.BlockExpression, parents: list[n.Node]) -> None:
        self.check_statements(list(node.statements))

    # --- assignment ----------------------------------------------------------------------------
    def check_AssignmentExpression(self, node: n.AssignmentExpression, parents: list[n.Node]) -> None:
        self._check_assignable(node.left, node)
        self._check_rvalue(node.right)

    def _check_assignable(self, target: n.Expression, node: n.Node) -> None:
        if isinstance(target, n.VariableExpression):
            name = target.name
            if _NUMERIC_VAR.match(name):
                self.accept(issues.ILLEGAL_NUMERIC_ASSIGNMENT, target, varname=name)
            elif "::" in name:
                self.accept(issues.ILLEGAL_SCOPE_ASSIGNMENT, target, name=name)
            elif name in ("facts", "trusted", "server_facts") and self.reserved_assignment:
                self.accept(issues.ILLEGAL_RESERVED_ASSIGNMENT, target, varname=name)
        elif isinstance(target, n.LiteralList):
            for value in target.values:
                self._check_assignable(value, node)
        elif isinstance(target, n.AccessExpression):
            self.accept(issues.ILLEGAL_ASSIGNMENT_VIA_INDEX, target)
        else:
            self.accept(issues.ILLEGAL_ASSIGNMENT, target, value=a_an_lower(label(target)))

    def _check_rvalue(self, expr: n.Expression) -> None:
        if isinstance(expr, (n.HostClassDefinition, n.ResourceTypeDefinition, n.NodeDefinition,
                             n.FunctionDefinition, n.TypeAlias, n.TypeDefinition,
                             n.ResourceDefaultsExpression)):
            self.accept(issues.NOT_RVALUE, expr, expression=label(expr))

    # --- calls ---------------------------------------------------------------------------------
    def check_CallNamedFunctionExpression(self, node: n.CallNamedFunctionExpression, parents: list[n.Node]) -> None:
        if not isinstance(node.functor, (n.QualifiedName, n.QualifiedReference)):
            self.accept(issues.ILLEGAL_EXPRESSION, node.functor, expression=a_an(label(node.functor)),
                        feature="function name", container="a Function Call")
        for arg in node.arguments:
            self._check_rvalue(arg)

    def check_LambdaExpression(self, node: n.LambdaExpression, parents: list[n.Node]) -> None:
        self._check_parameters(node.parameters, label(node), rest_ok=True, unique=False)

    # --- resources -----------------------------------------------------------------------------
    def check_ResourceExpression(self, node: n.ResourceExpression, parents: list[n.Node]) -> None:
        if not node.bodies:
            name = node.type_name.value if isinstance(node.type_name, n.QualifiedName) else "class"
            self.accept(issues.RESOURCE_WITHOUT_TITLE, node.type_name, name=name)
        for body in node.bodies:
            unfolds = 0
            for op in body.operations:
                if isinstance(op, n.AttributeOperation):
                    if op.operator == "+>":
                        self.accept(issues.ILLEGAL_ATTRIBUTE_APPEND, op, name=op.attribute_name,
                                    parent="a Resource Instance Definition")
                elif isinstance(op, n.AttributesOperation):
                    unfolds += 1
                    if unfolds > 1:
                        self.accept(issues.MULTIPLE_ATTRIBUTES_UNFOLD, op)
        if node.form != "regular" and isinstance(node.type_name, n.QualifiedName) \
                and node.type_name.value == "class":
            self.accept(issues.CLASS_NOT_VIRTUALIZABLE, node)

    def check_ResourceDefaultsExpression(self, node: n.ResourceDefaultsExpression, parents: list[n.Node]) -> None:
        if node.form != "regular":
            self.accept(issues.NOT_VIRTUALIZABLE, node)
        self._check_operations(node.operations, "a Resource Defaults Expression")

    def check_ResourceOverrideExpression(self, node: n.ResourceOverrideExpression, parents: list[n.Node]) -> None:
        if node.form != "regular":
            self.accept(issues.NOT_VIRTUALIZABLE, node)
        self._check_operations(node.operations, None)

    def check_CollectExpression(self, node: n.CollectExpression, parents: list[n.Node]) -> None:
        if not isinstance(node.type_expr, n.QualifiedReference):
            self.accept(issues.ILLEGAL_EXPRESSION, node.type_expr, expression=a_an(label(node.type_expr)),
                        feature="type name", container=a_an_lower(label(node.query)))
        if node.query.expr is not None:
            self._check_query(node.query.expr)
        self._check_operations(node.operations, None)

    def _check_query(self, expr: n.Expression) -> None:
        """Collector queries: only ``==``/``!=`` comparisons joined by ``and``/``or`` and parentheses."""
        if isinstance(expr, (n.AndExpression, n.OrExpression)):
            self._check_query(expr.left)
            self._check_query(expr.right)
        elif isinstance(expr, n.ParenthesizedExpression):
            self._check_query(expr.expr)
        elif isinstance(expr, n.ComparisonExpression) and expr.operator in ("==", "!="):
            return
        else:
            self.accept(issues.ILLEGAL_QUERY_EXPRESSION, expr, expression=a_an(label(expr)))

    def _check_operations(self, ops: tuple[n.Node, ...], append_forbidden_in: str | None) -> None:
        for op in ops:
            if isinstance(op, n.AttributeOperation) and op.operator == "+>" and append_forbidden_in:
                self.accept(issues.ILLEGAL_ATTRIBUTE_APPEND, op, name=op.attribute_name,
                            parent=append_forbidden_in)

    # --- definitions ---------------------------------------------------------------------------
    def check_HostClassDefinition(self, node: n.HostClassDefinition, parents: list[n.Node]) -> None:
        self._check_top_level(node, parents)
        self._check_definition_name(node, node.name, label(node))
        self._check_parameters(node.parameters, label(node), rest_ok=False, reserved=True)
        self._check_body_end(node, node.body)

    def check_ResourceTypeDefinition(self, node: n.ResourceTypeDefinition, parents: list[n.Node]) -> None:
        self._check_top_level(node, parents)
        self._check_definition_name(node, node.name, label(node))
        self._check_parameters(node.parameters, label(node), rest_ok=False, reserved=True)
        self._check_body_end(node, node.body)

    def check_NodeDefinition(self, node: n.NodeDefinition, parents: list[n.Node]) -> None:
        self._check_top_level(node, parents)
        if node.parent is not None:
            self.accept(issues.ILLEGAL_NODE_INHERITANCE, node.parent)
        seen: set[tuple[type, str]] = set()
        for host in node.host_matches:
            key = (type(host), "default" if isinstance(host, n.LiteralDefault)
                   else str(getattr(host, "value", getattr(host, "pattern", id(host)))))
            if key in seen:
                where = f" (file: {node.file}, line: {node.line})" if node.file else f" (line: {node.line})"
                self.accept(issues.DUPLICATE_NODE, host, name=key[1], where=where)
            seen.add(key)
            if isinstance(host, n.ConcatenatedString):
                inner = next((s.expr for s in host.segments if isinstance(s, n.TextExpression)), host)
                self.accept(issues.ILLEGAL_REGEXP_IN_NODE_NAME, inner)
            elif isinstance(host, (n.LiteralString, n.QualifiedName)):
                if not _HOSTNAME.match(host.value):
                    self.accept(issues.ILLEGAL_HOSTNAME_CHARS, host, hostname=host.value)
        self._check_body_end(node, node.body)

    def check_FunctionDefinition(self, node: n.FunctionDefinition, parents: list[n.Node]) -> None:
        self._check_absolute_top(node, parents)
        self._check_definition_name(node, node.name, label(node))
        self._check_parameters(node.parameters, label(node), rest_ok=True, rest_anywhere=True)

    def check_TypeAlias(self, node: n.TypeAlias, parents: list[n.Node]) -> None:
        self._check_absolute_top(node, parents)
        if node.name.lower() in _RESERVED_TYPE_NAMES:
            self.accept(issues.RESERVED_TYPE_NAME, node, name=node.name, expression="a Type Alias")

    def _check_top_level(self, node: n.Node, parents: list[n.Node]) -> bool:
        """Classes, defines and nodes: at top level or directly inside classes. False if not."""
        for parent in parents[1:]:
            if not isinstance(parent, (n.HostClassDefinition, n.BlockExpression)):
                self.accept(issues.NOT_TOP_LEVEL, node)
                return False
        return True

    def _check_absolute_top(self, node: n.Node, parents: list[n.Node]) -> None:
        """Functions and type aliases: only at top level (not even inside classes)."""
        if self._check_top_level(node, parents) and any(isinstance(p, n.HostClassDefinition) for p in parents):
            self.accept(issues.NOT_ABSOLUTE_TOP_LEVEL, node, value=a_an(label(node)))

    def _check_definition_name(self, node: n.Node, name: str, description: str) -> None:
        if not _CLASS_NAME.match(name):
            self.accept(issues.ILLEGAL_DEFINITION_NAME, node, name=name, description=a_an_lower(description))
        elif name.lower() in _RESERVED_TYPE_NAMES:
            self.accept(issues.RESERVED_TYPE_NAME, node, name=name, expression=a_an_lower(description))
        elif name in _FUTURE_RESERVED:
            self.accept(issues.FUTURE_RESERVED_WORD, node, word=name)

    def _check_body_end(self, node: n.Node, body: n.Expression | None) -> None:
        """A class, define or node body may not end with a value that is thrown away."""
        if body is None:
            return
        last = body.statements[-1] if isinstance(body, n.BlockExpression) else body
        if idem(last):
            self.accept(issues.IDEM_NOT_ALLOWED_LAST, last, expression=label(last),
                        container=a_an(label(node)))

    def _check_parameters(self, params: tuple[n.Parameter, ...], container: str, rest_ok: bool,
                          reserved: bool = False, unique: bool = True, rest_anywhere: bool = False) -> None:
        seen: set[str] = set()
        for i, p in enumerate(params):
            if p.name[:1].isdigit():
                self.accept(issues.ILLEGAL_NUMERIC_PARAMETER, p, name=p.name)
            elif not _PARAM_NAME.match(p.name):
                self.accept(issues.ILLEGAL_PARAM_NAME, p, name=p.name)
            if unique and p.name in seen:
                self.accept(issues.DUPLICATE_PARAMETER, p, param_name=p.name)
            seen.add(p.name)
            if reserved and p.name in ("title", "name"):
                self.accept(issues.RESERVED_PARAMETER, p, param_name=p.name, container="the " + container)
            if p.captures_rest:
                if not rest_ok:
                    self.accept(issues.CAPTURES_REST_NOT_SUPPORTED, p, param_name=p.name,
                                container=a_an_lower(container))
                elif i != len(params) - 1 and not rest_anywhere:
                    self.accept(issues.CAPTURES_REST_NOT_LAST, p, param_name=p.name)

    # --- literals and variables ----------------------------------------------------------------
    def check_LiteralHash(self, node: n.LiteralHash, parents: list[n.Node]) -> None:
        seen: set[Any] = set()
        for entry in node.entries:
            key = entry.key
            if isinstance(key, (n.LiteralString, n.QualifiedName, n.LiteralInteger, n.LiteralBoolean)):
                k = (type(key) is n.LiteralInteger, key.value)
                if k in seen:
                    self.accept(issues.DUPLICATE_KEY, entry, key=key.value)
                seen.add(k)

    def check_CaseExpression(self, node: n.CaseExpression, parents: list[n.Node]) -> None:
        found = False
        for option in node.options:
            for value in option.values:
                if isinstance(value, n.LiteralDefault):
                    if found:
                        self.accept(issues.DUPLICATE_DEFAULT, value, container="'case' statement")
                    found = True

    def check_SelectorExpression(self, node: n.SelectorExpression, parents: list[n.Node]) -> None:
        found = False
        for entry in node.selectors:
            if isinstance(entry.matching, n.LiteralDefault):
                if found:
                    self.accept(issues.DUPLICATE_DEFAULT, entry.matching, container="Selector Expression")
                found = True

    def check_VariableExpression(self, node: n.VariableExpression, parents: list[n.Node]) -> None:
        name = node.name
        if name[:1].isdigit():
            if not _NUMERIC_VAR.match(name) or (len(name) > 1 and name[0] == "0"):
                self.accept(issues.ILLEGAL_NUMERIC_VAR_NAME, node, name=name)
        elif not name:
            if not isinstance(parents[-1], (n.Program, n.BlockExpression)):
                self.accept(issues.ILLEGAL_VAR_NAME, node, name=name)
        elif not _VAR_NAME.match(name):
            self.accept(issues.ILLEGAL_VAR_NAME, node, name=name)

    def check_ReservedWord(self, node: n.ReservedWord, parents: list[n.Node]) -> None:
        parent = parents[-1]
        if isinstance(parent, n.CallNamedFunctionExpression) and parent.functor is node:
            return  # reported as an unacceptable function name
        self.accept(issues.RESERVED_WORD, node, word=node.word)

    def check_LiteralRegularExpression(self, node: n.LiteralRegularExpression, parents: list[n.Node]) -> None:
        problem = regex_error(node.pattern)
        if problem is not None:
            self.accept(issues.INVALID_REGEX, node, detail=problem)

    def check_LiteralInteger(self, node: n.LiteralInteger, parents: list[n.Node]) -> None:
        if node.value > MAX_INTEGER:
            self.accept(issues.NUMERIC_OVERFLOW, node, value=f"+{node.value:#x}")

    def check_HeredocExpression(self, node: n.HeredocExpression, parents: list[n.Node]) -> None:
        """Heredocs tagged ``:json`` (or ``:x+json``) with static text must hold valid JSON."""
        if node.syntax.split("+")[-1] != "json" or not isinstance(node.text_expr, n.LiteralString):
            return
        try:
            json.loads(node.text_expr.value)
        except ValueError as exc:
            self.accept(issues.HEREDOC_INVALID_JSON, node.text_expr, syntax=node.syntax, detail=str(exc))


def idem(node: n.Node) -> bool:
    """True when evaluating ``node`` can have no effect (Puppet's ``idem``)."""
    if isinstance(node, (n.LiteralString, n.LiteralInteger, n.LiteralFloat, n.LiteralBoolean,
                         n.LiteralUndef, n.LiteralDefault, n.LiteralRegularExpression, n.QualifiedName,
                         n.QualifiedReference, n.LiteralList, n.LiteralHash, n.Nop,
                         n.AccessExpression, n.ArithmeticExpression, n.ComparisonExpression,
                         n.InExpression, n.AndExpression, n.OrExpression, n.UnaryMinusExpression,
                         n.NotExpression, n.SelectorExpression, n.VariableExpression,
                         n.HeredocExpression)):
        return True
    if isinstance(node, n.ConcatenatedString):
        return all(idem(s) if not isinstance(s, n.TextExpression) else idem(s.expr) for s in node.segments)
    if isinstance(node, n.ParenthesizedExpression):
        return idem(node.expr)
    if isinstance(node, n.BlockExpression):
        return not node.statements or idem(node.statements[-1])
    if isinstance(node, n.IfExpression) or isinstance(node, n.UnlessExpression):
        return idem(node.test) and idem(node.then_expr) and idem(node.else_expr)
    if isinstance(node, n.CaseExpression):
        return idem(node.test) and all(idem(o.then_expr) for o in node.options)
    return False


def _node_classes() -> list[type]:
    return [c for c in vars(n).values() if isinstance(c, type) and issubclass(c, n.Node)]


def validate(program: n.Program, for_compile: bool = False) -> list[Diagnostic]:
    """Check ``program``; raises PuppetSyntaxError with all errors, returns the warnings.

    ``for_compile`` leaves assignments to ``$facts``/``$trusted``/``$server_facts`` to the
    evaluator, which reports them as Puppet does at compile time (``parser validate`` rejects
    them early)."""
    v = Validator()
    v.reserved_assignment = not for_compile
    v.validate(program)
    errors = [d for d in v.diagnostics if d.severity is Severity.ERROR]
    if errors:
        raise PuppetSyntaxError(errors)
    return [d for d in v.diagnostics if d.severity is Severity.WARNING]
