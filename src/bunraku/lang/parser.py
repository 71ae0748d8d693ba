"""The Puppet parser: tokens -> AST, hand-written (recursive descent with precedence climbing).

Levels, lowest binding first, as in Puppet's grammar:

    statement   := assignment (',' assignment)*      -- a comma list only as call arguments
    assignment  := relationship (('=' | '+=' | '-=') assignment)?
    relationship:= resource (('->' | '~>' | '<-' | '<~') resource)*
    resource    := ['@' | '@@'] expression ['{' bodies-or-attributes '}']
    expression  := binary operators by precedence over unary, postfix and primary expressions

Puppet lets a few "statement functions" be called without parentheses (``include foo``,
``notice 'x'``); as in Puppet this is resolved per statement list by :func:`transform_calls`.
"""
from __future__ import annotations

from typing import Any, NoReturn

from bunraku import issues
from bunraku.issues import Issue
from bunraku.lang import nodes as n
from bunraku.lang.errors import Diagnostic, PuppetSyntaxError, syntax_error
from bunraku.lang.lexer import Heredoc, Interpolation, Lexer
from bunraku.lang.source import SourceFile
from bunraku.lang.tokens import KEYWORD_KINDS, PUNCTUATION, RESERVED_KEYWORDS, Token

#: Functions that may be called without parentheses as statements (Puppet's STATEMENT_CALLS).
STATEMENT_CALLS = frozenset({
    "require", "realize", "include", "contain", "tag", "debug", "info", "notice", "warning",
    "err", "fail", "import", "break", "next", "return",
})

#: Binary operators: token kind -> (precedence, node builder tag). Higher binds tighter.
BINARY: dict[str, tuple[int, str]] = {
    "OR": (1, "or"), "AND": (2, "and"),
    "LESSTHAN": (3, "cmp"), "GREATERTHAN": (3, "cmp"), "LESSEQUAL": (3, "cmp"), "GREATEREQUAL": (3, "cmp"),
    "ISEQUAL": (4, "cmp"), "NOTEQUAL": (4, "cmp"),
    "LSHIFT": (5, "arith"), "RSHIFT": (5, "arith"),
    "PLUS": (6, "arith"), "MINUS": (6, "arith"),
    "TIMES": (7, "arith"), "DIV": (7, "arith"), "MODULO": (7, "arith"),
    "MATCH": (8, "match"), "NOMATCH": (8, "match"),
    "IN": (9, "in"),
}
EDGES = frozenset({"IN_EDGE", "OUT_EDGE", "IN_EDGE_SUB", "OUT_EDGE_SUB"})
ASSIGNMENTS = frozenset({"EQUALS", "APPENDS", "DELETES"})
#: Tokens that can start an attribute name in a resource body.
ATTRIBUTE_NAME_KINDS = frozenset({"NAME"}) | KEYWORD_KINDS


class _ArgList:
    """A statement-level comma list, waiting to become a statement call's arguments."""

    __slots__ = ("items", "comma_pos")

    def __init__(self, items: list[n.Expression], comma_pos: int) -> None:
        self.items = items
        self.comma_pos = comma_pos


class Parser:
    def __init__(self, source: SourceFile, tokens: list[Token]) -> None:
        self.src = source
        self.tokens = tokens
        self.i = 0
        self.tok = tokens[0]
        #: every class/define/node/function/type definition, collected as they are parsed
        self.definitions: list[n.Expression] = []

    # --- token helpers ------------------------------------------------------------------------
    def advance(self) -> Token:
        tok = self.tok
        self.i += 1
        self.tok = self.tokens[self.i]
        return tok

    def peek(self, k: int = 1) -> Token:
        j = self.i + k
        return self.tokens[j] if j < len(self.tokens) else self.tokens[-1]

    def expect(self, kind: str) -> Token:
        if self.tok.kind != kind:
            self.syntax_error()
        return self.advance()

    def syntax_error(self, tok: Token | None = None) -> NoReturn:
        tok = tok or self.tok
        if tok.kind == "EOF":
            raise syntax_error(issues.SYNTAX_ERROR, self.src, tok.pos, where="end of input")
        raise syntax_error(issues.SYNTAX_ERROR, self.src, tok.pos, where=f"'{token_text(self.src, tok)}'")

    def error(self, issue: Issue, pos: int, **args: Any) -> NoReturn:
        raise syntax_error(issue, self.src, pos, **args)

    # --- program and statements ---------------------------------------------------------------
    def parse_program(self) -> n.Program:
        stmts = self.parse_statements("EOF")
        if self.tok.kind != "EOF":
            self.syntax_error()
        definitions = tuple(sorted(self.definitions, key=lambda d: d.pos))
        return n.Program(self.src, 0, len(self.src.text), tuple(stmts), definitions)

    def parse_statements(self, end_kind: str) -> list[n.Expression]:
        items: list[Any] = []
        while True:
            kind = self.tok.kind
            if kind == end_kind or kind == "EOF" or kind == "DQEND":
                break
            if kind == "SEMIC":
                # a ';' separates statements: one must stand on each side (as in Puppet's grammar)
                if not items:
                    self.syntax_error()
                self.advance()
                if self.tok.kind in (end_kind, "EOF", "SEMIC"):
                    self.syntax_error()
                continue
            start = self.i
            stmt = self.parse_assignment()
            if self.tok.kind == "COMMA":
                comma = self.tok.pos
                args = [stmt]
                while self.tok.kind == "COMMA":
                    self.advance()
                    if self.tok.kind in (end_kind, "EOF", "SEMIC"):
                        break
                    args.append(self.parse_assignment())
                items.append(_ArgList(args, comma))
            else:
                items.append(stmt)
            if self.i == start:  # no progress: the token cannot start a statement
                self.syntax_error()
        return self.transform_calls(items)

    def transform_calls(self, items: list[Any]) -> list[n.Expression]:
        """Turn ``name arg`` / ``name a, b`` statement pairs into calls (Puppet's transform_calls)."""
        out: list[n.Expression] = []
        for item in items:
            prev = out[-1] if out else None
            if isinstance(prev, n.QualifiedName) and prev.value in STATEMENT_CALLS:
                args = item.items if isinstance(item, _ArgList) else [item]
                args = [_as_rvalue(a) for a in args]
                out[-1] = n.CallNamedFunctionExpression(self.src, prev.pos, args[-1].end, prev,
                                                        tuple(args), None, False)
            elif isinstance(item, _ArgList):
                raise syntax_error(issues.ILLEGAL_COMMA_LIST, self.src, item.comma_pos)
            else:
                out.append(item)
        return out

    def parse_block(self) -> n.Expression:
        """``{ statements }`` -> a BlockExpression (or Nop when empty)."""
        lb = self.tok
        if lb.kind not in ("LBRACE", "SELBRACE"):
            self.syntax_error()
        self.advance()
        stmts = self.parse_statements("RBRACE")
        rb = self.expect("RBRACE")
        return self.block(stmts, lb.pos, rb.end)

    def block(self, stmts: list[n.Expression], pos: int, end: int) -> n.Expression:
        if not stmts:
            return n.Nop(self.src, pos, end)
        if len(stmts) == 1:
            return stmts[0]
        return n.BlockExpression(self.src, stmts[0].pos, stmts[-1].end, tuple(stmts))

    # --- assignment, relationship, resource ---------------------------------------------------
    def parse_assignment(self) -> n.Expression:
        left = self.parse_relationship()
        kind = self.tok.kind
        if kind in ASSIGNMENTS:
            op = self.advance()
            if kind == "DELETES":
                self.error(issues.APPENDS_DELETES_NO_LONGER_SUPPORTED, op.pos, operator="-=")
            right = self.parse_assignment()
            return n.AssignmentExpression(self.src, left.pos, right.end, op.value, left, right, op.pos)
        return left

    def parse_relationship(self) -> n.Expression:
        left = self.parse_resource()
        while self.tok.kind in EDGES:
            op = self.advance()
            right = self.parse_resource()
            left = n.RelationshipExpression(self.src, left.pos, right.end, op.value, left, right, op.pos)
        return left

    def parse_resource(self) -> n.Expression:
        tok = self.tok
        form = "regular"
        if tok.kind in ("AT", "ATAT"):
            form = "virtual" if tok.kind == "AT" else "exported"
            self.advance()
            type_expr = self.parse_expression()
            if self.tok.kind != "LBRACE":
                if isinstance(type_expr, n.CollectExpression):
                    self.error(issues.VIRTUAL_NOT_RESOURCE if form == "virtual" else issues.EXPORTED_NOT_RESOURCE, tok.pos)
                self.syntax_error()
            return self.parse_resource_rest(type_expr, form, tok.pos)
        expr = self.parse_expression()
        if self.tok.kind == "LBRACE":
            return self.parse_resource_rest(expr, form, expr.pos)
        return expr

    def parse_resource_rest(self, type_expr: n.Expression, form: str, start: int) -> n.Expression:
        """After ``TYPE {``: resource bodies, or attribute operations (defaults / override)."""
        lb = self.expect("LBRACE")
        shape = _resource_shape(type_expr)
        if self._at_attribute_operation() or self.tok.kind == "RBRACE":
            if shape is None:
                self.error(issues.NOT_A_RESOURCE, lb.pos)
            ops = self.parse_attribute_operations()
            rb = self.expect("RBRACE")
            if shape in ("resource", "class"):
                # Puppet reports this in validation, so other errors are found too
                return n.ResourceExpression(self.src, start, rb.end, form, type_expr, ())
            if isinstance(type_expr, n.CollectExpression):
                return n.CollectExpression(self.src, start, rb.end, type_expr.type_expr, type_expr.query,
                                           tuple(ops))
            if shape == "defaults":
                return n.ResourceDefaultsExpression(self.src, start, rb.end, form, type_expr, tuple(ops))
            return n.ResourceOverrideExpression(self.src, start, rb.end, form, type_expr, tuple(ops))
        if shape == "override":
            self.syntax_error()
        bodies: list[n.ResourceBody] = []
        while self.tok.kind != "RBRACE":
            title = self.parse_expression()
            self.expect("COLON")
            ops = self.parse_attribute_operations()
            end = ops[-1].end if ops else self.tokens[self.i - 1].end
            bodies.append(n.ResourceBody(self.src, title.pos, end, title, tuple(ops)))
            if self.tok.kind == "SEMIC":
                self.advance()
            elif self.tok.kind != "RBRACE":
                self.syntax_error()
        rb = self.advance()
        return n.ResourceExpression(self.src, start, rb.end, form, type_expr, tuple(bodies))

    def _at_attribute_operation(self) -> bool:
        kind = self.tok.kind
        nxt = self.peek().kind
        if kind == "TIMES":
            return nxt == "FARROW"
        return kind in ATTRIBUTE_NAME_KINDS and nxt in ("FARROW", "PARROW")

    def parse_attribute_operations(self) -> list[n.Node]:
        ops: list[n.Node] = []
        while self.tok.kind != "RBRACE" and self.tok.kind != "SEMIC":
            tok = self.tok
            if tok.kind == "TIMES":
                self.advance()
                self.expect("FARROW")
                value = self.parse_expression()
                ops.append(n.AttributesOperation(self.src, tok.pos, value.end, value))
            elif tok.kind in ATTRIBUTE_NAME_KINDS:
                self.advance()
                op = self.tok
                if op.kind not in ("FARROW", "PARROW"):
                    self.syntax_error()
                self.advance()
                value = self.parse_expression()
                ops.append(n.AttributeOperation(self.src, tok.pos, value.end, tok.value, op.value, value))
            else:
                self.syntax_error()
            if self.tok.kind == "COMMA":
                self.advance()
            elif self.tok.kind not in ("RBRACE", "SEMIC"):
                self.syntax_error()
        return ops

    # --- expressions ----------------------------------------------------------------------------
    def parse_expression(self, min_prec: int = 0) -> n.Expression:
        left = self.parse_unary()
        binary = BINARY
        while True:
            kind = self.tok.kind
            entry = binary.get(kind)
            if entry is None:
                return left
            prec, tag = entry
            if prec <= min_prec:
                return left
            op = self.advance()
            right = self.parse_expression(prec)
            src = self.src
            if tag == "arith":
                left = n.ArithmeticExpression(src, left.pos, right.end, op.value, left, right, op.pos)
            elif tag == "cmp":
                left = n.ComparisonExpression(src, left.pos, right.end, op.value, left, right, op.pos)
            elif tag == "match":
                left = n.MatchExpression(src, left.pos, right.end, op.value, left, right, op.pos)
            elif tag == "in":
                left = n.InExpression(src, left.pos, right.end, left, right, op.pos)
            elif tag == "and":
                left = n.AndExpression(src, left.pos, right.end, left, right, op.pos)
            else:
                left = n.OrExpression(src, left.pos, right.end, left, right, op.pos)

    def parse_unary(self) -> n.Expression:
        tok = self.tok
        kind = tok.kind
        if kind == "MINUS":
            self.advance()
            expr = self.parse_unary()
            return n.UnaryMinusExpression(self.src, tok.pos, expr.end, expr)
        if kind == "NOT":
            self.advance()
            expr = self.parse_unary()
            return n.NotExpression(self.src, tok.pos, expr.end, expr)
        if kind == "TIMES":
            self.advance()
            expr = self.parse_unary()
            return n.UnfoldExpression(self.src, tok.pos, expr.end, expr)
        return self.parse_postfix(self.parse_primary())

    def parse_postfix(self, expr: n.Expression) -> n.Expression:
        src = self.src
        callable_primary = True
        while True:
            kind = self.tok.kind
            if kind == "LBRACK":
                self.advance()
                keys = self.parse_arguments("RBRACK")
                rb = self.expect("RBRACK")
                if not keys:
                    self.syntax_error(self.tokens[self.i - 1])
                expr = n.AccessExpression(src, expr.pos, rb.end, expr, tuple(keys))
            elif kind == "DOT":
                dot = self.tok.pos
                self.advance()
                name_tok = self.tok
                if name_tok.kind != "NAME" and name_tok.kind not in KEYWORD_KINDS:
                    self.syntax_error()
                self.advance()
                name = n.QualifiedName(src, name_tok.pos, name_tok.end, name_tok.value)
                functor = n.NamedAccessExpression(src, expr.pos, name_tok.end, expr, name)
                args: list[n.Expression] = []
                end = name_tok.end
                anchor = dot  # Puppet reports a method call at its '(' or, without one, its '.'
                if self.tok.kind == "LPAREN":
                    anchor = self.tok.pos
                    self.advance()
                    args = self.parse_arguments("RPAREN")
                    end = self.expect("RPAREN").end
                lam = None
                if self.tok.kind == "PIPE":
                    lam = self.parse_lambda()
                    end = lam.end
                expr = n.CallMethodExpression(src, expr.pos, end, functor, tuple(args), lam, True, anchor)
            elif kind in ("LPAREN", "WSLPAREN") and callable_primary:
                self.advance()
                args = self.parse_arguments("RPAREN")
                end = self.expect("RPAREN").end
                lam = None
                if self.tok.kind == "PIPE":
                    lam = self.parse_lambda()
                    end = lam.end
                expr = n.CallNamedFunctionExpression(src, expr.pos, end, expr, tuple(args), lam, True)
            elif kind == "PIPE" and callable_primary and isinstance(expr, n.QualifiedName):
                lam = self.parse_lambda()
                expr = n.CallNamedFunctionExpression(src, expr.pos, lam.end, expr, (), lam, True)
            elif kind == "QMARK":
                expr = self.parse_selector(expr)
            elif kind in ("LCOLLECT", "LLCOLLECT"):
                expr = self.parse_collector(expr)
            else:
                return expr
            callable_primary = False

    def parse_arguments(self, end_kind: str) -> list[n.Expression]:
        """Comma-separated entries up to ``end_kind``; ``k => v`` runs become one hash entry."""
        args: list[n.Expression] = []
        pending: list[n.KeyedEntry] = []
        while self.tok.kind != end_kind:
            value = self.parse_assignment()
            if self.tok.kind == "FARROW":
                arrow = self.advance()
                val = self.parse_assignment()
                pending.append(n.KeyedEntry(self.src, value.pos, val.end, value, val, arrow.pos))
            else:
                if pending:
                    args.append(self._hash_of(pending))
                    pending = []
                args.append(value)
            if self.tok.kind == "COMMA":
                self.advance()
            elif self.tok.kind != end_kind:
                self.syntax_error()
        if pending:
            args.append(self._hash_of(pending))
        return args

    def _hash_of(self, entries: list[n.KeyedEntry]) -> n.LiteralHash:
        return n.LiteralHash(self.src, entries[0].pos, entries[-1].end, tuple(entries))

    def parse_selector(self, left: n.Expression) -> n.Expression:
        self.advance()  # '?'
        entries: list[n.SelectorEntry] = []
        if self.tok.kind == "SELBRACE":
            self.advance()
            if self.tok.kind == "RBRACE":
                self.syntax_error()
            while self.tok.kind != "RBRACE":
                entries.append(self.parse_selector_entry())
                if self.tok.kind == "COMMA":
                    self.advance()
                elif self.tok.kind != "RBRACE":
                    self.syntax_error()
            end = self.advance().end
        else:
            entry = self.parse_selector_entry()
            entries.append(entry)
            end = entry.end
        return n.SelectorExpression(self.src, left.pos, end, left, tuple(entries))

    def parse_selector_entry(self) -> n.SelectorEntry:
        match = self.parse_expression()
        self.expect("FARROW")
        value = self.parse_expression()
        return n.SelectorEntry(self.src, match.pos, value.end, match, value)

    def parse_collector(self, type_expr: n.Expression) -> n.Expression:
        open_tok = self.advance()
        exported = open_tok.kind == "LLCOLLECT"
        close_kind = "RRCOLLECT" if exported else "RCOLLECT"
        query_expr = None
        if self.tok.kind != close_kind:
            query_expr = self.parse_expression()
        close = self.expect(close_kind)
        query: n.VirtualQuery | n.ExportedQuery
        if exported:
            query = n.ExportedQuery(self.src, open_tok.pos, close.end, query_expr)
        else:
            query = n.VirtualQuery(self.src, open_tok.pos, close.end, query_expr)
        return n.CollectExpression(self.src, type_expr.pos, close.end, type_expr, query, ())

    def parse_lambda(self) -> n.LambdaExpression:
        start = self.expect("PIPE")
        params: list[n.Parameter] = []
        while self.tok.kind != "PIPE":
            params.append(self.parse_parameter())
            if self.tok.kind == "COMMA":
                self.advance()
            elif self.tok.kind != "PIPE":
                self.syntax_error()
        self.advance()
        return_type = None
        if self.tok.kind == "RSHIFT":
            self.advance()
            return_type = self.parse_type_expression()
        body = self.parse_block()
        return n.LambdaExpression(self.src, start.pos, body.end,
                                  tuple(params), body, return_type)

    def parse_parameter(self) -> n.Parameter:
        type_expr = None
        if self.tok.kind == "CLASSREF":
            type_expr = self.parse_type_expression()
        captures_rest = False
        if self.tok.kind == "TIMES":
            self.advance()
            captures_rest = True
        var = self.expect("VARIABLE")
        value = None
        if self.tok.kind == "EQUALS":
            self.advance()
            value = self.parse_expression()
        end = value.end if value is not None else var.end
        return n.Parameter(self.src, var.pos, end, var.value, value, type_expr, captures_rest)

    def parse_type_expression(self) -> n.Expression:
        tok = self.expect("CLASSREF")
        expr: n.Expression = n.QualifiedReference(self.src, tok.pos, tok.end, tok.value)
        if self.tok.kind == "LBRACK":
            self.advance()
            keys = self.parse_arguments("RBRACK")
            rb = self.expect("RBRACK")
            expr = n.AccessExpression(self.src, expr.pos, rb.end, expr, tuple(keys))
        return expr

    def parse_parameter_list(self) -> list[n.Parameter]:
        if self.tok.kind not in ("LPAREN", "WSLPAREN"):
            return []
        self.advance()
        params: list[n.Parameter] = []
        while self.tok.kind != "RPAREN":
            params.append(self.parse_parameter())
            if self.tok.kind == "COMMA":
                self.advance()
            elif self.tok.kind != "RPAREN":
                self.syntax_error()
        self.advance()
        return params

    # --- primary expressions --------------------------------------------------------------------
    def parse_primary(self) -> n.Expression:
        tok = self.tok
        kind = tok.kind
        src = self.src
        if kind == "VARIABLE":
            self.advance()
            return n.VariableExpression(src, tok.pos, tok.end, tok.value)
        if kind == "NAME" or kind == "WORD":
            self.advance()
            return n.QualifiedName(src, tok.pos, tok.end, tok.value)
        if kind == "STRING":
            self.advance()
            return n.LiteralString(src, tok.pos, tok.end, tok.value)
        if kind == "CLASSREF":
            self.advance()
            return n.QualifiedReference(src, tok.pos, tok.end, tok.value)
        if kind == "NUMBER":
            self.advance()
            return self.number(tok)
        if kind == "DQSTRING":
            self.advance()
            return self.concatenated(tok.value, tok.pos, tok.end)
        if kind == "LISTSTART" or kind == "LBRACK":
            self.advance()
            values = self.parse_arguments("RBRACK")
            rb = self.expect("RBRACK")
            return n.LiteralList(src, tok.pos, rb.end, tuple(values))
        if kind == "LBRACE" or kind == "SELBRACE":
            return self.parse_hash()
        if kind == "LPAREN" or kind == "WSLPAREN":
            self.advance()
            inner = self.parse_assignment()
            rp = self.expect("RPAREN")
            return n.ParenthesizedExpression(src, tok.pos, rp.end, inner)
        if kind == "BOOLEAN":
            self.advance()
            return n.LiteralBoolean(src, tok.pos, tok.end, tok.value)
        if kind == "UNDEF":
            self.advance()
            return n.LiteralUndef(src, tok.pos, tok.end)
        if kind == "DEFAULT":
            self.advance()
            return n.LiteralDefault(src, tok.pos, tok.end)
        if kind == "REGEX":
            self.advance()
            return n.LiteralRegularExpression(src, tok.pos, tok.end, tok.value)
        if kind == "HEREDOC":
            self.advance()
            return self.heredoc(tok)
        if kind == "IF":
            return self.parse_if()
        if kind == "UNLESS":
            return self.parse_unless()
        if kind == "CASE":
            return self.parse_case()
        if kind == "CLASS":
            if self.peek().kind == "LBRACE":
                self.advance()
                return n.QualifiedName(src, tok.pos, tok.end, "class")
            return self.parse_class()
        if kind == "DEFINE":
            return self.parse_define()
        if kind == "NODE":
            return self.parse_node()
        if kind == "FUNCTION":
            if self.peek().kind not in ("NAME", "CLASSREF", "WORD", "STRING"):
                self.advance()
                return n.QualifiedName(src, tok.pos, tok.end, "function")
            return self.parse_function()
        if kind == "TYPE":
            if self.peek().kind == "CLASSREF":
                return self.parse_type_definition()
            if self.peek().kind == "NAME":
                self.syntax_error(self.peek())
            self.advance()
            return n.QualifiedName(src, tok.pos, tok.end, "type")
        if kind in RESERVED_KEYWORDS:
            self.advance()
            return n.ReservedWord(src, tok.pos, tok.end, tok.value)
        self.syntax_error()

    def number(self, tok: Token) -> n.Expression:
        text = tok.value
        if text[:2] in ("0x", "0X"):
            return n.LiteralInteger(self.src, tok.pos, tok.end, int(text, 16), 16)
        if "." in text or "e" in text or "E" in text:
            return n.LiteralFloat(self.src, tok.pos, tok.end, float(text))
        if len(text) > 1 and text[0] == "0":
            return n.LiteralInteger(self.src, tok.pos, tok.end, int(text, 8), 8)
        return n.LiteralInteger(self.src, tok.pos, tok.end, int(text), 10)

    def parse_hash(self) -> n.Expression:
        lb = self.advance()
        entries: list[n.KeyedEntry] = []
        while self.tok.kind != "RBRACE":
            key = self.parse_assignment()
            arrow = self.expect("FARROW")
            value = self.parse_assignment()
            entries.append(n.KeyedEntry(self.src, key.pos, value.end, key, value, arrow.pos))
            if self.tok.kind == "COMMA":
                self.advance()
            elif self.tok.kind != "RBRACE":
                self.syntax_error()
        rb = self.advance()
        return n.LiteralHash(self.src, lb.pos, rb.end, tuple(entries))

    # --- strings --------------------------------------------------------------------------------
    def concatenated(self, segments: list[Any], pos: int, end: int) -> n.Expression:
        parts: list[n.Expression] = []
        src = self.src
        offset = pos
        for k, seg in enumerate(segments):
            if isinstance(seg, str):
                parts.append(n.LiteralString(src, offset, offset, seg))
            else:
                following = segments[k + 1] if k + 1 < len(segments) and isinstance(segments[k + 1], str) else ""
                parts.append(self.interpolation(seg, following))
                offset = seg.end
        return n.ConcatenatedString(src, pos, end, tuple(parts))

    def interpolation(self, seg: Interpolation, following: str = "") -> n.Expression:
        src = self.src
        if seg.var is not None:
            var = n.VariableExpression(src, seg.pos, seg.end, seg.var)
            return n.TextExpression(src, seg.pos, seg.end, var)
        # The end of "${...}" reads as the string text that follows it, as in Puppet's messages.
        tokens = (seg.tokens or []) + [Token("DQEND", following, seg.end, seg.end)]
        sub = Parser(src, tokens)
        sub.definitions = self.definitions
        if sub.tok.kind == "DQEND":
            sub.syntax_error()
        stmts = sub.parse_statements("DQEND")
        if sub.tok.kind != "DQEND":
            sub.syntax_error()
        expr = sub.block(stmts, seg.pos, seg.end)
        if not isinstance(expr, n.BlockExpression):
            expr = interpolate_rewrite(expr)
        return n.TextExpression(src, seg.pos, seg.end, expr)

    def heredoc(self, tok: Token) -> n.Expression:
        doc: Heredoc = tok.value
        src = self.src
        if doc.interpolated and any(not isinstance(s, str) for s in doc.segments):
            text_expr = self.concatenated(doc.segments, doc.text_pos, tok.end)
        else:
            text = "".join(s for s in doc.segments if isinstance(s, str))
            text_expr = n.LiteralString(src, doc.text_pos, doc.text_pos, text)
        return n.HeredocExpression(src, tok.pos, tok.end, doc.syntax, text_expr)

    # --- control flow ---------------------------------------------------------------------------
    def parse_if(self) -> n.Expression:
        return self._parse_conditional(n.IfExpression, allow_elsif=True)

    def parse_unless(self) -> n.Expression:
        return self._parse_conditional(n.UnlessExpression, allow_elsif=False)

    def _parse_conditional(self, cls: type, allow_elsif: bool) -> n.Expression:
        """``if``/``unless`` test ``{...}`` [``elsif`` ...] [``else {...}``]; unless has no elsif."""
        start = self.advance()
        test = self.parse_expression()
        then = self.parse_block()
        else_expr: n.Expression = n.Nop(self.src, then.end, then.end)
        if self.tok.kind == "ELSIF":
            if not allow_elsif:
                self.syntax_error()
            else_expr = self.parse_if()
        elif self.tok.kind == "ELSE":
            self.advance()
            else_expr = self.parse_block()
        end = self.tokens[self.i - 1].end
        result: n.Expression = cls(self.src, start.pos, end, test, then, else_expr)
        return result

    def parse_case(self) -> n.Expression:
        start = self.advance()
        test = self.parse_expression()
        self.expect("LBRACE")
        options: list[n.CaseOption] = []
        if self.tok.kind == "RBRACE":
            self.syntax_error()
        while self.tok.kind != "RBRACE":
            values: list[n.Expression] = []
            opt_start = self.tok.pos
            while True:
                values.append(self.parse_expression())
                if self.tok.kind == "COMMA":
                    self.advance()
                    continue
                break
            self.expect("COLON")
            body = self.parse_block()
            options.append(n.CaseOption(self.src, opt_start, self.tokens[self.i - 1].end, tuple(values), body))
        rb = self.advance()
        return n.CaseExpression(self.src, start.pos, rb.end, test, tuple(options))

    # --- definitions ------------------------------------------------------------------------------
    def defined(self, cls: type, *args: Any) -> n.Expression:
        definition: n.Expression = cls(*args)
        self.definitions.append(definition)
        return definition

    def _definition_name(self) -> Token:
        tok = self.tok
        if tok.kind in ("NAME", "CLASSREF", "WORD"):
            return self.advance()
        if tok.kind == "STRING":
            self.error(issues.QUOTED_NAME, tok.pos)
        if tok.kind == "CLASS":
            self.error(issues.CLASS_KEYWORD_LOCATION, tok.pos)
        self.syntax_error()

    def parse_class(self) -> n.Expression:
        start = self.advance()
        name = self._definition_name()
        params = self.parse_parameter_list()
        parent = None
        if self.tok.kind == "INHERITS":
            self.advance()
            ptok = self.tok
            if ptok.kind == "STRING":
                self.error(issues.QUOTED_NAME, ptok.pos)
            if ptok.kind not in ("NAME", "DEFAULT", "CLASSREF", "WORD"):
                self.syntax_error()
            self.advance()
            parent = str(ptok.value)
        body = self.parse_block()
        return self.defined(n.HostClassDefinition, self.src, start.pos, self.tokens[self.i - 1].end, str(name.value),
                                     tuple(params), parent, _body(body))

    def parse_define(self) -> n.Expression:
        start = self.advance()
        name = self._definition_name()
        params = self.parse_parameter_list()
        body = self.parse_block()
        return self.defined(n.ResourceTypeDefinition, self.src, start.pos, self.tokens[self.i - 1].end, str(name.value),
                                        tuple(params), _body(body))

    def parse_node(self) -> n.Expression:
        start = self.advance()
        hosts = [self.parse_hostname()]
        while self.tok.kind == "COMMA":
            self.advance()
            if self.tok.kind in ("LBRACE", "INHERITS"):
                break
            hosts.append(self.parse_hostname())
        parent = None
        if self.tok.kind == "INHERITS":
            self.advance()
            parent = self.parse_hostname()
        body = self.parse_block()
        return self.defined(n.NodeDefinition, self.src, start.pos, self.tokens[self.i - 1].end, tuple(hosts), parent,
                                _body(body))

    def parse_hostname(self) -> n.Expression:
        tok = self.tok
        src = self.src
        if tok.kind == "STRING":
            self.advance()
            return n.LiteralString(src, tok.pos, tok.end, tok.value)
        if tok.kind == "DQSTRING":
            self.advance()
            return self.concatenated(tok.value, tok.pos, tok.end)
        if tok.kind == "DEFAULT":
            self.advance()
            return n.LiteralDefault(src, tok.pos, tok.end)
        if tok.kind == "REGEX":
            self.advance()
            return n.LiteralRegularExpression(src, tok.pos, tok.end, tok.value)
        if tok.kind in ("NAME", "NUMBER", "WORD") or tok.kind in KEYWORD_KINDS:
            # a dotted name: www1.example.com, 192.168.0.1
            self.advance()
            end = tok.end
            while self.tok.kind == "DOT" and self.peek().kind in ("NAME", "NUMBER", "WORD"):
                self.advance()
                end = self.advance().end
            return n.QualifiedName(src, tok.pos, end, src.text[tok.pos:end])
        self.syntax_error()

    def parse_function(self) -> n.Expression:
        start = self.advance()
        name = self._definition_name()
        params = self.parse_parameter_list()
        return_type = None
        if self.tok.kind == "RSHIFT":
            self.advance()
            return_type = self.parse_type_expression()
        body = self.parse_block()
        return self.defined(n.FunctionDefinition, self.src, start.pos, self.tokens[self.i - 1].end, str(name.value),
                                    tuple(params), _body(body), return_type)

    def parse_type_definition(self) -> n.Expression:
        start = self.advance()
        name = self.advance()
        if self.tok.kind == "EQUALS":
            self.advance()
            type_expr = self.parse_type_expression()
            if self.tok.kind == "LBRACE":  # Object[{...}] written as Object {...}
                body = self.parse_hash()
                type_expr = n.AccessExpression(self.src, type_expr.pos, body.end, type_expr, (body,))
            return self.defined(n.TypeAlias, self.src, start.pos, type_expr.end, name.value, type_expr, name.pos)
        parent = None
        if self.tok.kind == "INHERITS":
            self.advance()
            parent = str(self.expect("CLASSREF").value)
        body = self.parse_block()
        return self.defined(n.TypeDefinition, self.src, start.pos, self.tokens[self.i - 1].end, name.value, parent,
                                _body(body))


# --- helpers -------------------------------------------------------------------------------------

def _body(body: n.Expression) -> n.Expression | None:
    return None if isinstance(body, n.Nop) else body


def _as_rvalue(expr: n.Expression) -> n.Expression:
    if isinstance(expr, n.CallNamedFunctionExpression) and not expr.rval_required:
        return n.CallNamedFunctionExpression(expr.src, expr.pos, expr.end, expr.functor, expr.arguments,
                                             expr.lambda_, True)
    return expr


def _resource_shape(expr: n.Expression) -> str | None:
    """What ``expr { ... }`` declares (Puppet's resource_shape), or None if it cannot be a resource."""
    if isinstance(expr, n.QualifiedName):
        return "class" if expr.value == "class" else "resource"
    if isinstance(expr, n.QualifiedReference):
        return "defaults"
    if isinstance(expr, n.AccessExpression):
        left = expr.left
        if isinstance(left, n.QualifiedReference) and left.value == "resource" and len(expr.keys) == 1:
            return "defaults"
        return "override"
    if isinstance(expr, n.CollectExpression):
        return "override"
    return None


def interpolate_rewrite(expr: n.Expression) -> n.Expression:
    """In ``${...}`` a leading bare word names a variable: ``${x}``, ``${x[1]}``, ``${x.y}``."""
    if isinstance(expr, n.QualifiedName):
        return n.VariableExpression(expr.src, expr.pos, expr.end, expr.value)
    if isinstance(expr, (n.LiteralInteger, n.LiteralFloat)):
        # ${1} is the match variable $1; ${0x10} or ${1.0} name an (illegal) numeric variable
        return n.VariableExpression(expr.src, expr.pos, expr.end, expr.text)
    if isinstance(expr, n.AccessExpression) and _rewriteable(expr.left):
        return n.AccessExpression(expr.src, expr.pos, expr.end, interpolate_rewrite(expr.left), expr.keys)
    if isinstance(expr, n.NamedAccessExpression) and _rewriteable(expr.left):
        return n.NamedAccessExpression(expr.src, expr.pos, expr.end, interpolate_rewrite(expr.left), expr.right)
    if isinstance(expr, n.CallMethodExpression) and _rewriteable(expr.functor):
        functor = interpolate_rewrite(expr.functor)
        assert isinstance(functor, n.NamedAccessExpression)
        return n.CallMethodExpression(expr.src, expr.pos, expr.end, functor, expr.arguments, expr.lambda_,
                                      expr.rval_required, expr.anchor_pos)
    return expr


def _rewriteable(expr: n.Expression) -> bool:
    if isinstance(expr, (n.AccessExpression, n.QualifiedName, n.NamedAccessExpression, n.CallMethodExpression)):
        return True
    return isinstance(expr, n.LiteralInteger) and expr.radix == 10


def token_text(src: SourceFile, tok: Token) -> str:
    if tok.kind in PUNCTUATION:
        return PUNCTUATION[tok.kind]
    if tok.kind in ("STRING", "REGEX", "VARIABLE", "DQEND"):
        return str(tok.value)
    if tok.kind in ("DQSTRING", "HEREDOC"):
        return src.text[tok.pos:tok.end]
    if tok.kind == "BOOLEAN":
        return "true" if tok.value else "false"
    return str(tok.value)


def parse(text: str, path: str | None = None) -> tuple[n.Program, list[Diagnostic]]:
    """Parse source text; returns the program and the lexer's warnings. Raises PuppetSyntaxError."""
    source = SourceFile(text, path)
    lexer = Lexer(source)
    tokens = lexer.tokenize()
    program = Parser(source, tokens).parse_program()
    return program, lexer.warnings


__all__ = ["Parser", "parse", "PuppetSyntaxError", "STATEMENT_CALLS"]
