"""The expression evaluator: one method per AST node class, dispatched through a dict.

It evaluates values, operators, conditionals, lambdas and calls; everything that touches the
catalog (resources, classes, defaults, collectors, relationships) is delegated to the compiler
(:mod:`bunraku.compiler.compiler` and :mod:`bunraku.compiler.resources`).
"""
from __future__ import annotations

from typing import Any, Callable

from bunraku.compiler import operators
from bunraku.compiler.access import access
from bunraku.compiler.control import Next
from bunraku.compiler.errors import EvaluationError
from bunraku.compiler.scope import LAMBDA, Scope
from bunraku.lang import nodes as n
from bunraku.types.compare import equal, in_collection
from bunraku.types.values import DEFAULT, PRegexp
from bunraku.types import PType
from bunraku.types.format import to_string

_NUMERIC_VAR = frozenset(str(i) for i in range(100))
_RESERVED_VARIABLES = frozenset(("facts", "trusted", "server_facts"))


def truthy(value: Any) -> bool:
    """Puppet truthiness: only undef and false are false."""
    return value is not None and value is not False


class Evaluator:
    """Evaluates expressions in scopes for one compilation."""

    def __init__(self, compiler: Any) -> None:
        self.compiler = compiler
        self._regex_cache: dict[str, PRegexp] = {}
        self._dispatch: dict[type, Callable[[Any, Scope], Any]] = {
            n.Program: self._program,
            n.BlockExpression: self._block,
            n.Nop: self._nop,
            n.LiteralString: self._literal,
            n.LiteralInteger: self._literal,
            n.LiteralFloat: self._literal,
            n.LiteralBoolean: self._literal,
            n.LiteralUndef: self._nop,
            n.LiteralDefault: self._default,
            n.LiteralRegularExpression: self._regex,
            n.QualifiedName: self._qname,
            n.QualifiedReference: self._qref,
            n.ReservedWord: self._reserved,
            n.TextExpression: self._text,
            n.ConcatenatedString: self._concat,
            n.HeredocExpression: self._heredoc,
            n.LiteralList: self._list,
            n.LiteralHash: self._hash,
            n.VariableExpression: self._variable,
            n.AccessExpression: self._access,
            n.NamedAccessExpression: self._named_access,
            n.UnaryMinusExpression: self._uminus,
            n.NotExpression: self._not,
            n.UnfoldExpression: self._unfold,
            n.ParenthesizedExpression: self._paren,
            n.ArithmeticExpression: self._arith,
            n.ComparisonExpression: self._compare,
            n.MatchExpression: self._match,
            n.InExpression: self._in,
            n.AndExpression: self._and,
            n.OrExpression: self._or,
            n.AssignmentExpression: self._assign,
            n.IfExpression: self._if,
            n.UnlessExpression: self._unless,
            n.CaseExpression: self._case,
            n.SelectorExpression: self._selector,
            n.LambdaExpression: self._lambda,
            n.CallNamedFunctionExpression: self._call_named,
            n.CallMethodExpression: self._call_method,
            n.HostClassDefinition: self._nop,
            n.ResourceTypeDefinition: self._nop,
            n.NodeDefinition: self._nop,
            n.FunctionDefinition: self._nop,
            n.TypeAlias: self._nop,
            n.TypeDefinition: self._nop,
        }

    # --- entry points -------------------------------------------------------------------------

    def evaluate(self, node: n.Node, scope: Scope) -> Any:
        return self._dispatch[type(node)](node, scope)

    def register(self, node_type: type, method: Callable[[Any, Scope], Any]) -> None:
        """Let the compiler add the catalog-building node kinds (resources, collectors...)."""
        self._dispatch[node_type] = method

    def warn(self, message: str, node: Any) -> None:
        """Warnings from operators (numeric coercion) fall under the ``strict`` setting."""
        self.compiler.strict_warning(message, node)

    # --- blocks and literals ------------------------------------------------------------------

    def _program(self, node: n.Program, scope: Scope) -> Any:
        result = None
        ev = self._dispatch
        for stmt in node.body:
            result = ev[type(stmt)](stmt, scope)
        return result

    def _block(self, node: n.BlockExpression, scope: Scope) -> Any:
        result = None
        ev = self._dispatch
        for stmt in node.statements:
            result = ev[type(stmt)](stmt, scope)
        return result

    def _nop(self, node: Any, scope: Scope) -> None:
        return None

    def _literal(self, node: Any, scope: Scope) -> Any:
        return node.value

    def _default(self, node: Any, scope: Scope) -> Any:
        return DEFAULT

    def _regex(self, node: n.LiteralRegularExpression, scope: Scope) -> PRegexp:
        return self.regexp(node.pattern, node)

    def regexp(self, pattern: str, node: Any) -> PRegexp:
        rx = self._regex_cache.get(pattern)
        if rx is None:
            try:
                rx = PRegexp(pattern)
            except Exception as exc:  # invalid after translation: report where it was written
                from bunraku.lang.regex import regex_error
                raise EvaluationError(regex_error(pattern, exc), node) from None
            self._regex_cache[pattern] = rx
        return rx

    def _qname(self, node: n.QualifiedName, scope: Scope) -> str:
        return node.value

    def _reserved(self, node: n.ReservedWord, scope: Scope) -> str:
        return node.word

    def _qref(self, node: n.QualifiedReference, scope: Scope) -> Any:
        return self.compiler.resolve_type(node.cased_value, node)

    def _text(self, node: n.TextExpression, scope: Scope) -> str:
        return self.to_s(self.evaluate(node.expr, scope))

    def _concat(self, node: n.ConcatenatedString, scope: Scope) -> str:
        parts = []
        ev = self._dispatch
        for seg in node.segments:
            t = type(seg)
            if t is n.LiteralString:
                parts.append(seg.value)
            elif t is n.TextExpression:
                v = ev[type(seg.expr)](seg.expr, scope)
                parts.append(v if type(v) is str else self.to_s(v))
            else:
                v = ev[t](seg, scope)
                parts.append(v if type(v) is str else self.to_s(v))
        return "".join(parts)

    def _heredoc(self, node: n.HeredocExpression, scope: Scope) -> Any:
        return self.evaluate(node.text_expr, scope)

    @staticmethod
    def to_s(value: Any) -> str:
        if type(value) is str:
            return value
        return to_string(value)

    def _list(self, node: n.LiteralList, scope: Scope) -> list[Any]:
        out: list[Any] = []
        ev = self._dispatch
        for item in node.values:
            if type(item) is n.UnfoldExpression:
                out.extend(self._unfold(item, scope))
            else:
                out.append(ev[type(item)](item, scope))
        return out

    def _hash(self, node: n.LiteralHash, scope: Scope) -> dict[Any, Any]:
        out: dict[Any, Any] = {}
        ev = self._dispatch
        for entry in node.entries:
            key = ev[type(entry.key)](entry.key, scope)
            out[hashable(key)] = ev[type(entry.value)](entry.value, scope)
        return out

    # --- variables ----------------------------------------------------------------------------

    def _variable(self, node: n.VariableExpression, scope: Scope) -> Any:
        name = node.name
        if name in _NUMERIC_VAR:
            m = scope.match_data()
            if m is None:
                return None
            idx = int(name)
            try:
                return m.group(idx)
            except IndexError:
                return None
        if "::" in name:
            return self.compiler.lookup_qualified(name, node, scope)
        for table in scope.chain:
            if name in table:
                return table[name]
        return self.compiler.unknown_variable(name, node)

    def _assign(self, node: n.AssignmentExpression, scope: Scope) -> Any:
        value = self.evaluate(node.right, scope)
        left = node.left
        if node.operator == "+=":
            return self._append_assign(node, value, scope)
        self._assign_to(left, value, node, scope)
        return value

    def _assign_to(self, left: Any, value: Any, node: Any, scope: Scope) -> None:
        """Assign to a variable or destructure into ``[$a, [$b, $c]]`` (from an Array or a Hash)."""
        if type(left) is n.VariableExpression:
            self.assign(scope, left.name, value, node)
            return
        targets = left.values  # the validator ensures a list of assignable entries
        if type(value) is list:
            if len(value) != len(targets):
                raise EvaluationError(f"Mismatched number of assignable entries and values, expected "
                                      f"{len(targets)}, got {len(value)}", node)
            for target, v in zip(targets, value):
                self._assign_to(target, v, node, scope)
        elif type(value) is dict:
            for target in targets:
                if type(target) is not n.VariableExpression:
                    raise EvaluationError("Nested destructuring of a Hash is not possible", target)
                if target.name not in value:
                    raise EvaluationError(f"No value for required key '{target.name}' in assignment to "
                                          "variables from hash", node)
                self.assign(scope, target.name, value[target.name], node)
        else:
            raise EvaluationError(f"Multiple values assignment requires an Array or a Hash, got "
                                  f"{operators.a_an(operators.type_label(value))}", node)

    def assign(self, scope: Scope, name: str, value: Any, node: Any) -> None:
        if name in _RESERVED_VARIABLES:
            raise EvaluationError(f"Attempt to assign to a reserved variable name: '${name}'", node)
        table = scope.vars
        if name in table:
            if name in ("name", "title"):
                raise EvaluationError(f"Cannot reassign built in (or already assigned) variable '${name}'", node)
            raise EvaluationError(f"Cannot reassign variable '${name}'", node)
        table[name] = value

    def _append_assign(self, node: n.AssignmentExpression, value: Any, scope: Scope) -> Any:
        """``$x += v`` (spec: Appending Assignment): a new local variable made from the received one."""
        name = node.left.name  # type: ignore[attr-defined]
        if name in scope.vars:
            raise EvaluationError(f"Cannot reassign variable '${name}'", node)
        found, received = False, None
        for table in scope.chain[1:]:
            if name in table:
                found, received = True, table[name]
                break
        if not found:
            received = self.compiler.unknown_variable(name, node.left)
            if received is None:
                raise EvaluationError(
                    f"Cannot append to variable '${name}': no value of that name is received from an outer scope",
                    node)
        tr, tv = type(received), type(value)
        if tr is str and tv is str:
            result: Any = received + value
        elif tr is list and tv is list:
            result = received + value
        elif tr is dict and tv is dict:
            result = {**received, **value}
        else:
            expected = operators.type_label(received)
            if tr not in (str, list, dict):
                raise EvaluationError(
                    f"Appending assignment (+=) can only be used with a String, an Array or a Hash: the "
                    f"received value of '${name}' is {operators.a_an(expected)}", node.left)
            raise EvaluationError(
                "Appending assignment (+=) requires a value of the same type as the received value: "
                f"expected {operators.a_an(expected)}, got {operators.a_an(operators.type_label(value))}",
                node.left)
        self.assign(scope, name, result, node)
        return result

    # --- access -------------------------------------------------------------------------------

    def _access(self, node: n.AccessExpression, scope: Scope) -> Any:
        target = self.evaluate(node.left, scope)
        keys: list[Any] = []
        for k in node.keys:
            if type(k) is n.UnfoldExpression:
                keys.extend(self._unfold(k, scope))
            else:
                keys.append(self.evaluate(k, scope))
        return access(self, target, keys, node)

    def _named_access(self, node: n.NamedAccessExpression, scope: Scope) -> Any:
        raise EvaluationError("Attempt to use a named access (the '.' operator) without a function call", node)

    # --- operators ----------------------------------------------------------------------------

    def _uminus(self, node: n.UnaryMinusExpression, scope: Scope) -> Any:
        v = self.evaluate(node.expr, scope)
        num = operators.to_number(v, node, self.warn)
        return operators.check_int_range("-", -num, node)

    def _not(self, node: n.NotExpression, scope: Scope) -> bool:
        return not truthy(self.evaluate(node.expr, scope))

    def _unfold(self, node: n.UnfoldExpression, scope: Scope) -> list[Any]:
        v = self.evaluate(node.expr, scope)
        if type(v) is list:
            return v
        if type(v) is dict:
            return [[k, x] for k, x in v.items()]
        if v is None:
            return [None]
        if hasattr(v, "iter_values"):
            return list(v.iter_values())
        return [v]

    def _paren(self, node: n.ParenthesizedExpression, scope: Scope) -> Any:
        return self.evaluate(node.expr, scope)

    def _arith(self, node: n.ArithmeticExpression, scope: Scope) -> Any:
        left = self.evaluate(node.left, scope)
        right = self.evaluate(node.right, scope)
        op = node.operator
        if op == "+" and type(left) is int and type(right) is int:
            r = left + right
            if operators.INT_MIN <= r <= operators.INT_MAX:
                return r
        return operators.arithmetic(op, left, right, node, node.left, node.right, self.warn)

    def _compare(self, node: n.ComparisonExpression, scope: Scope) -> bool:
        left = self.evaluate(node.left, scope)
        right = self.evaluate(node.right, scope)
        return operators.comparison(node.operator, left, right, node)

    def _match(self, node: n.MatchExpression, scope: Scope) -> bool:
        left = self.evaluate(node.left, scope)
        right = self.evaluate(node.right, scope)
        result = self.match_value(left, right, node, scope)
        return result if node.operator == "=~" else not result

    def match_value(self, left: Any, right: Any, node: Any, scope: Scope) -> bool:
        """``left =~ right``: regexp or pattern string (sets match variables) or a Type."""
        if isinstance(right, PType):
            return right.instance_of(left)
        if type(right) is str:
            right = self.regexp(right, node)
        if not isinstance(right, PRegexp):
            raise EvaluationError(
                f"Right match operand must result in a String, Regular Expression or Type value. Got "
                f"{operators.a_an(operators.type_label(right))}.", node)
        if type(left) is not str:
            raise EvaluationError(
                f"Left match operand must result in a String value. Got "
                f"{operators.a_an(operators.type_label(left))}.", getattr(node, "left", node))
        m = right.compiled.search(left)
        if m is None:
            return False
        scope.match = m
        return True

    def _in(self, node: n.InExpression, scope: Scope) -> bool:
        left = self.evaluate(node.left, scope)
        right = self.evaluate(node.right, scope)
        if isinstance(left, PRegexp) and type(right) is str:
            m = left.compiled.search(right)
            if m is not None:
                scope.match = m
            return m is not None
        return in_collection(left, right)

    def _and(self, node: n.AndExpression, scope: Scope) -> bool:
        return truthy(self.evaluate(node.left, scope)) and truthy(self.evaluate(node.right, scope))

    def _or(self, node: n.OrExpression, scope: Scope) -> bool:
        return truthy(self.evaluate(node.left, scope)) or truthy(self.evaluate(node.right, scope))

    # --- conditionals (match variables live only as long as the expression) ------------------

    def _if(self, node: n.IfExpression, scope: Scope) -> Any:
        saved = scope.match
        try:
            if truthy(self.evaluate(node.test, scope)):
                return self.evaluate(node.then_expr, scope)
            return self.evaluate(node.else_expr, scope)
        finally:
            scope.match = saved

    def _unless(self, node: n.UnlessExpression, scope: Scope) -> Any:
        saved = scope.match
        try:
            if not truthy(self.evaluate(node.test, scope)):
                return self.evaluate(node.then_expr, scope)
            return self.evaluate(node.else_expr, scope)
        finally:
            scope.match = saved

    def _case(self, node: n.CaseExpression, scope: Scope) -> Any:
        saved = scope.match
        try:
            test = self.evaluate(node.test, scope)
            default_option = None
            for option in node.options:
                for value_node in option.values:
                    if type(value_node) is n.LiteralDefault:
                        default_option = option
                        continue
                    if type(value_node) is n.UnfoldExpression:
                        candidates = self._unfold(value_node, scope)
                    else:
                        candidates = [self.evaluate(value_node, scope)]
                    for candidate in candidates:
                        if candidate is DEFAULT:
                            default_option = option
                            continue
                        if self.is_match(test, candidate, value_node, scope):
                            return self.evaluate(option.then_expr, scope)
            if default_option is not None:
                return self.evaluate(default_option.then_expr, scope)
            return None
        finally:
            scope.match = saved

    def _selector(self, node: n.SelectorExpression, scope: Scope) -> Any:
        saved = scope.match
        try:
            test = self.evaluate(node.left, scope)
            default_entry = None
            for entry in node.selectors:
                m = entry.matching
                if type(m) is n.LiteralDefault:
                    default_entry = entry
                    continue
                candidates = self._unfold(m, scope) if type(m) is n.UnfoldExpression else [self.evaluate(m, scope)]
                for candidate in candidates:
                    if candidate is DEFAULT:
                        default_entry = entry
                        continue
                    if self.is_match(test, candidate, m, scope):
                        return self.evaluate(entry.value, scope)
            if default_entry is not None:
                return self.evaluate(default_entry.value, scope)
            raise EvaluationError(
                f"No matching entry for selector parameter with value '{self.to_s(test)}'", node)
        finally:
            scope.match = saved

    def is_match(self, test: Any, option: Any, node: Any, scope: Scope) -> bool:
        """Case/selector matching: regexps match strings, types match instances, arrays and
        hashes match element by element, everything else compares with ``==``."""
        if isinstance(option, PRegexp):
            if type(test) is not str:
                return False
            m = option.compiled.search(test)
            if m is None:
                return False
            scope.match = m
            return True
        if isinstance(option, PType):
            return option.instance_of(test)
        if type(option) is list and type(test) is list:
            return len(option) == len(test) and all(
                self.is_match(t, o, node, scope) for t, o in zip(test, option))
        if type(option) is dict and type(test) is dict:
            return len(option) == len(test) and all(
                k in test and self.is_match(test[k], v, node, scope) for k, v in option.items())
        return equal(test, option)

    # --- lambdas and calls --------------------------------------------------------------------

    def _lambda(self, node: n.LambdaExpression, scope: Scope) -> "Closure":
        return Closure(self, node, scope)

    def _call_named(self, node: n.CallNamedFunctionExpression, scope: Scope) -> Any:
        functor = node.functor
        args = self.eval_args(node.arguments, scope)
        block = Closure(self, node.lambda_, scope) if node.lambda_ is not None else None
        if type(functor) is n.QualifiedReference:
            t = self.evaluate(functor, scope)
            return self.compiler.call_function("new", [t, *args], block, node, scope)
        name = functor.value if type(functor) is n.QualifiedName else self.to_s(self.evaluate(functor, scope))
        return self.compiler.call_function(name, args, block, node, scope)

    def _call_method(self, node: n.CallMethodExpression, scope: Scope) -> Any:
        functor = node.functor
        receiver = self.evaluate(functor.left, scope)
        args = [receiver, *self.eval_args(node.arguments, scope)]
        block = Closure(self, node.lambda_, scope) if node.lambda_ is not None else None
        right = functor.right
        fields = getattr(receiver, "__dataclass_fields__", None)
        if fields is not None and type(right) is n.QualifiedName and right.value in fields \
                and len(args) == 1 and block is None:
            return getattr(receiver, right.value)  # an Object value's attribute ($error.message)
        if type(right) is n.QualifiedReference:
            t = self.evaluate(right, scope)
            return self.compiler.call_function("new", [t, *args], block, node, scope, "Method call")
        return self.compiler.call_function(right.value, args, block, node, scope, "Method call")

    def eval_args(self, arguments: tuple[n.Expression, ...], scope: Scope) -> list[Any]:
        out: list[Any] = []
        ev = self._dispatch
        for a in arguments:
            if type(a) is n.UnfoldExpression:
                out.extend(self._unfold(a, scope))
            else:
                out.append(ev[type(a)](a, scope))
        return out


def hashable(value: Any) -> Any:
    """Hash keys must be hashable in Python; arrays and hashes as keys become tuples."""
    t = type(value)
    if t is list:
        return tuple(hashable(v) for v in value)
    if t is dict:
        return tuple((hashable(k), hashable(v)) for k, v in value.items())
    return value


class Closure:
    """A lambda bound to the scope it was written in (its parent scope, per static scope)."""

    __slots__ = ("evaluator", "node", "scope", "param_count", "min_args", "max_args")

    def __init__(self, evaluator: Evaluator, node: n.LambdaExpression, scope: Scope) -> None:
        self.evaluator = evaluator
        self.node = node
        self.scope = scope
        params = node.parameters
        self.param_count = len(params)
        self.min_args = sum(1 for p in params if p.value is None and not p.captures_rest)
        self.max_args = None if params and params[-1].captures_rest else len(params)

    def call(self, *args: Any) -> Any:
        ev = self.evaluator
        local = Scope(LAMBDA, self.scope, resource=self.scope.resource,
                      module_name=self.scope.module_name)
        local.name = self.scope.name
        ev.compiler.bind_positional(self.node.parameters, list(args), local, self.node, "block")
        try:
            return ev.evaluate(self.node.body, local)
        except Next as sig:
            return sig.value


__all__ = ["Closure", "Evaluator", "hashable", "truthy"]
