"""A tiny evaluator for the literal Puppet expressions used in the recorded cases (values, type
expressions, ``Type(args)`` conversions), so tests can replay the oracle's source text."""
from __future__ import annotations

from typing import Any

from bunraku.lang import nodes as n
from bunraku.lang import parse_string
from bunraku.types import PResourceType, PType, builtin_type
from bunraku.types.convert import new_value
from bunraku.types.format import to_string
from bunraku.types.values import DEFAULT, PRegexp, Sensitive


def evaluate(source: str) -> Any:
    program = parse_string(source).program
    body = program.body
    stmts = body if type(body) is tuple else getattr(body, "statements", None) or (body,)
    return ev(stmts[-1])


def ev(e: Any) -> Any:
    t = type(e)
    if t in (n.LiteralString, n.LiteralInteger, n.LiteralFloat, n.LiteralBoolean):
        return e.value
    if t is n.LiteralUndef:
        return None
    if t is n.LiteralDefault:
        return DEFAULT
    if t is n.LiteralRegularExpression:
        return PRegexp(e.pattern)
    if t is n.QualifiedName:
        return e.value
    if t is n.UnaryMinusExpression:
        return -ev(e.expr)
    if t is n.LiteralList:
        return [ev(x) for x in e.values]
    if t is n.LiteralHash:
        return {ev(k.key): ev(k.value) for k in e.entries}
    if t is n.ConcatenatedString:
        return "".join(to_string(ev(s.expr)) if type(s) is n.TextExpression else ev(s) for s in e.segments)
    if t is n.QualifiedReference:
        return builtin_type(e.cased_value) or PResourceType(e.value)
    if t is n.AccessExpression:
        left = ev(e.left)
        return left.parameterize([ev(k) for k in e.keys])
    if t is n.CallNamedFunctionExpression:
        f = e.functor
        args = [ev(a) for a in e.arguments]
        if type(f) is n.QualifiedReference:
            return new_value(ev(f), args)
        if type(f) is n.QualifiedName and f.value == "sensitive":
            return Sensitive(args[0])
        raise NotImplementedError(f.value)
    if t is n.CallMethodExpression and e.functor.right.value == "new":
        typ = ev(e.functor.left)
        assert isinstance(typ, PType)
        return new_value(typ, [ev(a) for a in e.arguments])
    if t is n.ParenthesizedExpression:
        return ev(e.expr)
    raise NotImplementedError(type(e).__name__)
