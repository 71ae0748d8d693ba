"""A reader for the HOCON subset that facter.conf uses.

Supported: objects (braces optional at the root), arrays, ``:``/``=`` or no separator before
``{``, dotted keys, quoted and unquoted strings (unquoted runs like ``30 days`` keep their inner
spaces), numbers and booleans, ``#`` and ``//`` comments, commas or newlines between items.
Not supported (Facter's configs do not use them): substitutions, includes, ``+=``, triple quotes.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass


class HoconError(ValueError):
    """A syntax error, with the 1-based line where it was found."""

    def __init__(self, message: str, line: int) -> None:
        super().__init__(f"{message} (line {line})")
        self.line = line
        self.reason = message


@dataclass(frozen=True, slots=True)
class _Token:
    kind: str  # one of "{}[],:=" , "nl", "str" (quoted), "word" (unquoted), "eof"
    text: str
    line: int


_PUNCTUATION = "{}[],:="
_WORD_END = re.compile(r"[{}\[\],:=\"#\n]|//")


def _tokenize(text: str) -> list[_Token]:
    tokens: list[_Token] = []
    line = 1
    index = 0
    while index < len(text):
        char = text[index]
        if char == "\n":
            tokens.append(_Token("nl", "\n", line))
            line += 1
            index += 1
        elif char in " \t\r\ufeff":
            index += 1
        elif char == "#" or text.startswith("//", index):
            end = text.find("\n", index)
            index = len(text) if end < 0 else end
        elif char in _PUNCTUATION:
            tokens.append(_Token(char, char, line))
            index += 1
        elif char == '"':
            match = re.compile(r'"(?:[^"\\\n]|\\.)*"').match(text, index)
            if match is None:
                raise HoconError("unterminated quoted string", line)
            tokens.append(_Token("str", json.loads(match.group(0)), line))
            index = match.end()
        else:
            match = _WORD_END.search(text, index)
            end = len(text) if match is None else match.start()
            word = text[index:end].rstrip()
            tokens.append(_Token("word", word, line))
            index = end
    tokens.append(_Token("eof", "", line))
    return tokens


def _convert_word(word: str) -> object:
    if word in ("true", "yes", "on"):
        return True
    if word in ("false", "no", "off"):
        return False
    if word == "null":
        return None
    if re.fullmatch(r"-?\d+", word):
        return int(word)
    if re.fullmatch(r"-?\d+\.\d+", word):
        return float(word)
    return word


class _Parser:
    def __init__(self, tokens: list[_Token]) -> None:
        self.tokens = tokens
        self.position = 0

    def peek(self) -> _Token:
        return self.tokens[self.position]

    def take(self) -> _Token:
        token = self.tokens[self.position]
        self.position += 1
        return token

    def skip_newlines(self) -> None:
        while self.peek().kind == "nl":
            self.position += 1

    def skip_separators(self) -> None:
        while self.peek().kind in ("nl", ","):
            self.position += 1

    def parse_root(self) -> dict[str, object]:
        self.skip_newlines()
        if self.peek().kind == "{":
            self.take()
            result = self.parse_members("}")
        else:
            result = self.parse_members("eof")
        self.skip_newlines()
        if self.peek().kind != "eof":
            raise HoconError(f"unexpected '{self.peek().text}' after the end of the document", self.peek().line)
        return result

    def parse_members(self, closing: str) -> dict[str, object]:
        result: dict[str, object] = {}
        while True:
            self.skip_separators()
            token = self.peek()
            if token.kind == closing:
                if closing != "eof":
                    self.take()
                return result
            if token.kind not in ("word", "str"):
                where = "end of file" if token.kind == "eof" else f"'{token.text}'"
                raise HoconError(f"expected a key but found {where}", token.line)
            self.take()
            path = token.text.split(".") if token.kind == "word" else [token.text]
            separator = self.peek()
            if separator.kind in (":", "="):
                self.take()
            elif separator.kind != "{":
                raise HoconError(f"expected ':' or '=' after key '{token.text}'", separator.line)
            self.skip_newlines()
            value = self.parse_value()
            target = result
            for key in path[:-1]:
                child = target.get(key)
                if not isinstance(child, dict):
                    child = {}
                    target[key] = child
                target = child
            existing = target.get(path[-1])
            if isinstance(existing, dict) and isinstance(value, dict):
                existing.update(value)
            else:
                target[path[-1]] = value

    def parse_value(self) -> object:
        token = self.take()
        if token.kind == "{":
            return self.parse_members("}")
        if token.kind == "[":
            items: list[object] = []
            while True:
                self.skip_separators()
                if self.peek().kind == "]":
                    self.take()
                    return items
                if self.peek().kind == "eof":
                    raise HoconError("unterminated array", token.line)
                items.append(self.parse_value())
        if token.kind == "str":
            return token.text
        if token.kind == "word":
            return _convert_word(token.text)
        where = "end of file" if token.kind == "eof" else f"'{token.text}'"
        raise HoconError(f"expected a value but found {where}", token.line)


def parse_hocon(text: str) -> dict[str, object]:
    """Parse HOCON text into nested dicts and lists. Raises HoconError."""
    return _Parser(_tokenize(text)).parse_root()
