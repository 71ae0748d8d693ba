"""Token kinds and the token record produced by the lexer.

Kinds are plain interned strings (``'NAME'``, ``'LBRACE'``...) named as in Puppet's grammar, so
error messages and debugging output can be compared with Puppet's directly.
"""
from __future__ import annotations

from typing import Any


class Token:
    """One lexeme: its kind, its value and its span ``[pos, end)`` in the source text."""

    __slots__ = ("kind", "value", "pos", "end")

    def __init__(self, kind: str, value: Any, pos: int, end: int) -> None:
        self.kind = kind
        self.value = value
        self.pos = pos
        self.end = end

    def __repr__(self) -> str:
        return f"Token({self.kind}, {self.value!r}, {self.pos}..{self.end})"


#: Words the lexer turns into keyword tokens (kind = the upper-cased word, except booleans).
KEYWORDS: dict[str, str] = {
    "case": "CASE", "class": "CLASS", "default": "DEFAULT", "define": "DEFINE",
    "if": "IF", "elsif": "ELSIF", "else": "ELSE", "inherits": "INHERITS", "node": "NODE",
    "and": "AND", "or": "OR", "undef": "UNDEF", "false": "BOOLEAN", "true": "BOOLEAN",
    "in": "IN", "unless": "UNLESS", "function": "FUNCTION", "type": "TYPE",
    "attr": "ATTR", "private": "PRIVATE", "plan": "PLAN", "apply": "APPLY",
}

#: Keywords that are only reserved (not part of any construct): using them is an error.
RESERVED_KEYWORDS = frozenset({"ATTR", "PRIVATE"})

#: Task-language keywords: plain names in manifests.
#: ('plan' and 'apply' are Bolt keywords; Puppet's manifest lexer treats them as names.)
NAME_KEYWORDS = frozenset({"PLAN", "APPLY"})

#: Kinds after which the lexer reads '/' as division rather than the start of a regex, and after
#: which a value has ended (Puppet's ``regexp_acceptable?``).
VALUE_ENDING = frozenset({
    "RPAREN", "RBRACK", "RRCOLLECT", "RCOLLECT",
    "NAME", "CLASSREF", "NUMBER", "STRING", "DQSTRING", "BOOLEAN", "HEREDOC", "REGEX",
    "VARIABLE", "WORD",
})

#: Keyword token kinds that may serve as attribute names and hash keys (``unless => ...``).
KEYWORD_KINDS = frozenset(set(KEYWORDS.values()) - {"BOOLEAN"})

#: Human text for punctuation tokens, used in syntax errors ("Syntax error at '{'").
PUNCTUATION: dict[str, str] = {
    "LBRACE": "{", "SELBRACE": "{", "RBRACE": "}", "LBRACK": "[", "LISTSTART": "[",
    "RBRACK": "]", "LPAREN": "(", "WSLPAREN": "(", "RPAREN": ")", "COMMA": ",",
    "SEMIC": ";", "COLON": ":", "DOT": ".", "QMARK": "?", "PIPE": "|", "AT": "@",
    "ATAT": "@@", "LCOLLECT": "<|", "RCOLLECT": "|>", "LLCOLLECT": "<<|", "RRCOLLECT": "|>>",
    "FARROW": "=>", "PARROW": "+>", "EQUALS": "=", "APPENDS": "+=", "DELETES": "-=",
    "ISEQUAL": "==", "NOTEQUAL": "!=", "MATCH": "=~", "NOMATCH": "!~",
    "GREATEREQUAL": ">=", "GREATERTHAN": ">", "LESSEQUAL": "<=", "LESSTHAN": "<",
    "LSHIFT": "<<", "RSHIFT": ">>", "PLUS": "+", "MINUS": "-", "TIMES": "*", "DIV": "/",
    "MODULO": "%", "NOT": "!", "IN_EDGE": "<-", "IN_EDGE_SUB": "<~", "OUT_EDGE": "->",
    "OUT_EDGE_SUB": "~>",
}
