"""The Puppet lexer: source text -> a list of tokens, with Puppet's context rules.

The context rules that make Puppet's lexer more than a regex table:

* ``/`` starts a regex unless the previous token ended a value (then it is division);
* ``[`` preceded by whitespace (or at the start) is ``LISTSTART``, otherwise ``LBRACK`` (access);
* ``(`` preceded by whitespace is ``WSLPAREN``;
* ``{`` right after ``?`` is ``SELBRACE`` (a selector body);
* double-quoted strings and heredocs are split into literal text and interpolations, the
  ``${...}`` ones lexed recursively in place so every token keeps its true source position;
* a heredoc's text starts on the line after its ``@(...)`` tag (after the previous heredoc's
  text when one line holds several) and the lexer skips over it when it reaches that line end.
"""
from __future__ import annotations

import re
from typing import Any

from bunraku import issues
from bunraku.issues import Issue
from bunraku.lang.errors import Diagnostic, PuppetSyntaxError, syntax_error
from bunraku.lang.source import SourceFile
from bunraku.lang.tokens import KEYWORDS, NAME_KEYWORDS, VALUE_ENDING, Token


class Interpolation:
    """An interpolated part of a string: ``$name`` (var set) or ``${...}`` (tokens set)."""

    __slots__ = ("pos", "end", "var", "tokens")

    def __init__(self, pos: int, end: int, var: str | None, tokens: list[Token] | None) -> None:
        self.pos = pos
        self.end = end
        self.var = var
        self.tokens = tokens

    def __repr__(self) -> str:
        return f"Interpolation({self.var or self.tokens!r})"


#: A string's parts: literal text (str) and interpolations; ``offsets`` give each part's start.
Segments = list[Any]


class Heredoc:
    """A heredoc's text (as segments when interpolating), its syntax tag and where the text starts."""

    __slots__ = ("syntax", "segments", "text_pos", "interpolated")

    def __init__(self, syntax: str, segments: Segments, text_pos: int, interpolated: bool) -> None:
        self.syntax = syntax
        self.segments = segments
        self.text_pos = text_pos
        self.interpolated = interpolated


_W = r"[A-Za-z0-9_]"
_MASTER = re.compile(
    r"""
    (?P<ws>[ \t\r\n]+)
  | (?P<comment>\#[^\n]*)
  | (?P<var>\$(?:::)?(?:[A-Za-z0-9_]+::)*[A-Za-z0-9_]+)
  | (?P<word>(?:(?:::)?[a-z_](?:[A-Za-z0-9_-]*[A-Za-z0-9_])?)+)
  | (?P<classref>(?:(?:::)?[A-Z][A-Za-z0-9_]*)+)
  | (?P<number>[0-9])
  | (?P<op><<\||\|>>|<\||\|>|=>|\+>|==|=~|!=|!~|>=|<=|<<|>>|->|~>|<-|<~|\+=|-=|@@|[-+*%=!<>,;.?|])
  | (?P<other>.)
    """,
    re.VERBOSE | re.DOTALL,
)
_NAME = re.compile(r"((::)?[a-z][A-Za-z0-9_]*)(::[a-z][A-Za-z0-9_]*)*\Z")
_NUMBER = re.compile(r"0[xX][0-9A-Fa-f]*|\d+(?:\.\d+)?(?:[eE]-?\d+)?")
_NUMBER_WORD = re.compile(r"[\w.]*")
_WORD_CHAR = re.compile(r"\w")
_DOLLAR_VAR = re.compile(r"(?:::)?(?:[A-Za-z0-9_]+::)*[A-Za-z0-9_]+")
_REGEX_BODY = re.compile(r"/[^/\n]*/")
_HEREDOC_TAG = re.compile(
    r"@\(([^:/\r\n)]+)(?::[ \t]*([a-z][a-zA-Z0-9_+]+)[ \t]*)?(?:/((?:\w|[$])*)[ \t]*)?\)")
_HEX4 = re.compile(r"[0-9A-Fa-f]{4}")
_HEX_BRACED = re.compile(r"\{([0-9A-Fa-f]{1,6})\}")
_OPS = {
    "<<|": "LLCOLLECT", "|>>": "RRCOLLECT", "<|": "LCOLLECT", "|>": "RCOLLECT",
    "=>": "FARROW", "+>": "PARROW", "==": "ISEQUAL", "=~": "MATCH", "!=": "NOTEQUAL",
    "!~": "NOMATCH", ">=": "GREATEREQUAL", "<=": "LESSEQUAL", "<<": "LSHIFT", ">>": "RSHIFT",
    "->": "OUT_EDGE", "~>": "OUT_EDGE_SUB", "<-": "IN_EDGE", "<~": "IN_EDGE_SUB",
    "+=": "APPENDS", "-=": "DELETES", "@@": "ATAT",
    "-": "MINUS", "+": "PLUS", "*": "TIMES", "%": "MODULO", "=": "EQUALS", "!": "NOT",
    "<": "LESSTHAN", ">": "GREATERTHAN", ",": "COMMA", ";": "SEMIC", ".": "DOT",
    "?": "QMARK", "|": "PIPE",
}
_SIMPLE = {")": "RPAREN", "]": "RBRACK", "}": "RBRACE"}
_DQ_ESCAPES = {"\\": "\\", "n": "\n", "r": "\r", "t": "\t", "s": " ", "$": "$", '"': '"', "'": "'"}
_HEREDOC_ESCAPES = {"t": "\t", "r": "\r", "n": "\n", "s": " ", "$": "$"}
_HEREDOC_FLAGS = frozenset("trnsuL$")
_BLANK = " \t\r\n"


class Lexer:
    """Tokenizes one source file. Warnings (e.g. unknown escapes) collect in ``warnings``."""

    def __init__(self, source: SourceFile) -> None:
        self.source = source
        self.text = source.text
        self.warnings: list[Diagnostic] = []
        # Where the text of the next heredoc starts once the current line ends.
        self._heredoc_resume: int | None = None

    # --- errors ---------------------------------------------------------------------------------
    def error(self, issue: Issue, pos: int | None, **args: Any) -> PuppetSyntaxError:
        return syntax_error(issue, self.source, pos, **args)

    def warn(self, issue: Issue, pos: int, **args: Any) -> None:
        self.warnings.append(Diagnostic.at(issue, self.source, pos, **args))

    # --- main loop ------------------------------------------------------------------------------
    def tokenize(self) -> list[Token]:
        tokens, _end = self._lex(0, None)
        tokens.append(Token("EOF", None, len(self.text), len(self.text)))
        return tokens

    def _lex(self, pos: int, brace_start: int | None) -> tuple[list[Token], int]:
        """Lex from ``pos``; inside ``${`` (brace_start set) stop at the matching ``}``."""
        text = self.text
        n = len(text)
        tokens: list[Token] = []
        append = tokens.append
        match = _MASTER.match
        depth = 0
        prev: str | None = None
        while pos < n:
            m = match(text, pos)
            assert m is not None  # 'other' matches any character
            group = m.lastgroup
            end = m.end()
            if group == "ws":
                if self._heredoc_resume is not None:
                    nl = text.find("\n", pos, end)
                    if nl >= 0:
                        end = max(end, self._heredoc_resume)
                        self._heredoc_resume = None
                pos = end
                continue
            if group == "comment":
                pos = end
                continue
            value = m.group()
            if group == "var":
                tok = Token("VARIABLE", value[1:], pos, end)
            elif group == "word":
                if _NAME.match(value):
                    kind = KEYWORDS.get(value)
                    if kind is None or kind in NAME_KEYWORDS or (brace_start == pos and kind != "BOOLEAN" and _closes_next(text, end)):
                        tok = Token("NAME", value, pos, end)
                    elif kind == "BOOLEAN":
                        tok = Token("BOOLEAN", value == "true", pos, end)
                    else:
                        tok = Token(kind, value, pos, end)
                else:
                    tok = Token("WORD", value, pos, end)
            elif group == "classref":
                if text.startswith("::", end):
                    if value.startswith("::"):
                        raise self.error(issues.ILLEGAL_FULLY_QUALIFIED_CLASS_REFERENCE, end + 3)
                    raise self.error(issues.ILLEGAL_CLASS_REFERENCE, end + 1)
                tok = Token("CLASSREF", value, pos, end)
            elif group == "number":
                tok = self._number(pos)
                end = tok.end
            elif group == "op":
                tok = Token(_OPS[value], value, pos, end)
            else:
                c = value
                if c in _SIMPLE:
                    kind = _SIMPLE[c]
                    if kind == "RBRACE":
                        if brace_start is not None and depth == 0:
                            return tokens, end
                        depth -= 1
                    tok = Token(kind, c, pos, end)
                elif c == "{":
                    depth += 1
                    tok = Token("SELBRACE" if prev == "QMARK" else "LBRACE", c, pos, end)
                elif c == "[":
                    kind = "LISTSTART" if pos == 0 or text[pos - 1] in _BLANK else "LBRACK"
                    tok = Token(kind, c, pos, end)
                elif c == "(":
                    kind = "WSLPAREN" if pos > 0 and text[pos - 1] in _BLANK and prev is not None else "LPAREN"
                    tok = Token(kind, c, pos, end)
                elif c == "/":
                    tok = self._slash(pos, prev)
                    if tok is None:  # a comment
                        pos = self._skip_ml_comment(pos)
                        continue
                    end = tok.end
                elif c == '"':
                    tok = self._dq_string(pos)
                    end = tok.end
                elif c == "'":
                    tok = self._sq_string(pos)
                    end = tok.end
                elif c == "@":
                    if text.startswith("@(", pos):
                        tok = self._heredoc(pos)
                    else:
                        tok = Token("AT", c, pos, end)
                    end = tok.end
                elif c == ":":
                    if text.startswith("::", pos):
                        raise self.error(issues.ILLEGAL_FULLY_QUALIFIED_NAME, pos + 2)
                    tok = Token("COLON", c, pos, end)
                elif c == "$":
                    tok = Token("VARIABLE", "", pos, end)
                elif c == "\ufeff" and pos == 0:
                    raise self.error(issues.ILLEGAL_BOM, None)
                else:
                    raise self.error(issues.UNEXPECTED_CHARACTER, pos, value=c)
            append(tok)
            prev = tok.kind
            pos = end
        if brace_start is not None:
            raise self.error(issues.UNCLOSED_QUOTE, pos, after="''", followed_by="<eof>")
        return tokens, pos

    # --- numbers ---------------------------------------------------------------------------------
    def _number(self, pos: int) -> Token:
        """A number, validated like Puppet's ``assert_numeric`` (radix by prefix, no trailing letters)."""
        text = self.text
        m = _NUMBER.match(text, pos)
        assert m is not None  # called on a digit
        value = m.group()
        end = m.end()
        if end < len(text) and _WORD_CHAR.match(text, end):
            value = _NUMBER_WORD.match(text, pos).group()  # type: ignore[union-attr]
            end = -1
        if value[:2] in ("0x", "0X"):
            if end < 0 or len(value) == 2:
                raise self.error(issues.INVALID_HEX_NUMBER, pos, value=value)
        elif value[0] == "0" and len(value) > 1 and value[1] != ".":
            if end < 0 or any(ch not in "01234567" for ch in value[1:]):
                raise self.error(issues.INVALID_OCTAL_NUMBER, pos, value=value)
        elif end < 0:
            if re.match(r"\d+[eE.]", value):
                raise self.error(issues.INVALID_DECIMAL_NUMBER, pos, value=value)
            raise self.error(issues.ILLEGAL_NUMBER, pos, value=value)
        return Token("NUMBER", value, pos, end)

    # --- slash: regex, division or comment -------------------------------------------------------
    def _slash(self, pos: int, prev: str | None) -> Token | None:
        text = self.text
        if text.startswith("/*", pos):
            return None
        if prev not in VALUE_ENDING:
            m = _REGEX_BODY.match(text, pos)
            if m is not None:
                end = m.end()
                # an escaped '/' does not end the regex
                while _escaped_end(text, pos, end):
                    nxt = text.find("/", end)
                    nl = text.find("\n", end)
                    if nxt < 0 or (0 <= nl < nxt):
                        return Token("DIV", "/", pos, pos + 1)
                    end = nxt + 1
                body = text[pos + 1:end - 1].replace("\\/", "/")
                return Token("REGEX", body, pos, end)
        return Token("DIV", "/", pos, pos + 1)

    def _skip_ml_comment(self, pos: int) -> int:
        close = self.text.find("*/", pos + 2)
        if close < 0:
            raise self.error(issues.UNCLOSED_MLCOMMENT, pos)
        return close + 2

    # --- strings ---------------------------------------------------------------------------------
    def _sq_string(self, pos: int) -> Token:
        text = self.text
        i = pos + 1
        parts: list[str] = []
        start = i
        while True:
            j = _find_any(text, "\\'", i)
            if j < 0:
                raise self.error(issues.UNCLOSED_QUOTE, pos + 1, after='"\'"',
                                 followed_by=_followed_by(text, pos))
            if text[j] == "'":
                parts.append(text[start:j])
                return Token("STRING", "".join(parts), pos, j + 1)
            nxt = text[j + 1:j + 2]
            if nxt in ("\\", "'"):
                parts.append(text[start:j])
                parts.append(nxt)
                i = start = j + 2
            else:
                i = j + 1

    def _dq_string(self, pos: int) -> Token:
        first_warning = len(self.warnings)
        segments, end = self._segments(pos + 1, None, '"', None, _DQ_ESCAPES, pos)
        # Puppet reports escape warnings at the end of the string
        for k in range(first_warning, len(self.warnings)):
            w = self.warnings[k]
            line, column = self.source.line_and_column(end)
            self.warnings[k] = Diagnostic(w.issue, w.message, w.path, line, column, w.severity)
        if len(segments) == 1 and isinstance(segments[0], str):
            return Token("STRING", segments[0], pos, end)
        if not segments:
            return Token("STRING", "", pos, end)
        return Token("DQSTRING", segments, pos, end)

    def _segments(self, i: int, stop: int | None, quote: str | None, margin: int | None,
                  escapes: dict[str, str] | None, open_pos: int,
                  unicode_ok: bool = True, line_cont: bool = False,
                  interpolate: bool = True, warn_unknown: bool = True) -> tuple[Segments, int]:
        """Split string text into literal and interpolated parts.

        Double-quoted strings run to the closing ``quote``; heredoc text runs to ``stop`` and has
        up to ``margin`` blanks removed after each line break. ``escapes`` maps the enabled escape
        letters (None: no escapes at all).
        """
        text = self.text
        limit = len(text) if stop is None else stop
        segments: Segments = []
        buf: list[str] = []
        specials = "\\$\n" + (quote or "")
        start = i
        lit_start = i  # where the text after the opening quote or the last interpolation starts
        if margin:
            i = start = _skip_margin(text, i, limit, margin)
        while True:
            j = _find_any(text, specials, i, limit)
            if j < 0:
                if quote is not None:
                    last = segments[-1] if segments else None
                    after = f"'{quote}'" if not isinstance(last, Interpolation) else f"'{last.var or ''}'"
                    raise self.error(issues.UNCLOSED_QUOTE, lit_start, after=after,
                                     followed_by=_followed_by(text, lit_start - 1) if lit_start < len(text) else "<eof>")
                buf.append(text[start:limit])
                break
            c = text[j]
            if quote is not None and c == quote:
                buf.append(text[start:j])
                i = j + 1
                break
            if c == "\n":
                buf.append(text[start:j + 1])
                i = start = j + 1
                if margin:
                    i = start = _skip_margin(text, i, limit, margin)
                continue
            if c == "\\":
                if escapes is None or j + 1 >= limit:
                    i = j + 1
                    continue
                nxt = text[j + 1]
                if nxt in escapes:
                    buf.append(text[start:j])
                    buf.append(escapes[nxt])
                    i = start = j + 2
                elif nxt == "u" and unicode_ok:
                    buf.append(text[start:j])
                    ch, after = self._unicode_escape(j)
                    buf.append(ch)
                    i = start = after
                elif line_cont and nxt in "\r\n":
                    buf.append(text[start:j])
                    after = j + 2 if nxt == "\n" else (j + 3 if text.startswith("\r\n", j + 1) else j + 2)
                    i = start = after
                    if margin:
                        i = start = _skip_margin(text, i, limit, margin)
                elif quote is not None and nxt == "\n":
                    buf.append(text[start:j])
                    i = start = j + 2
                else:
                    if warn_unknown:
                        self.warn(issues.UNRECOGNIZED_ESCAPE, j + 2, ch=nxt)
                    i = j + 2 if nxt != "$" else j + 1
                continue
            # c == '$'
            if not interpolate:
                i = j + 1
                continue
            if text.startswith("${", j):
                buf.append(text[start:j])
                _flush(segments, buf)
                saved = self._heredoc_resume
                self._heredoc_resume = None
                toks, after = self._lex(j + 2, j + 2)
                self._heredoc_resume = saved
                if after > limit:
                    raise self.error(issues.UNCLOSED_QUOTE, open_pos, after="'\"'",
                                     followed_by=_followed_by(text, open_pos))
                segments.append(Interpolation(j, after, None, toks))
                i = start = lit_start = after
                continue
            m = _DOLLAR_VAR.match(text, j + 1, limit)
            if m is None:
                i = j + 1
                continue
            buf.append(text[start:j])
            _flush(segments, buf)
            segments.append(Interpolation(j, m.end(), m.group(), None))
            i = start = lit_start = m.end()
        _flush(segments, buf)
        return segments, i

    def _unicode_escape(self, j: int) -> tuple[str, int]:
        """Decode ``\\uXXXX`` or ``\\u{X..}`` at ``j``; an invalid one is kept as text with a warning."""
        text = self.text
        m = _HEX_BRACED.match(text, j + 2)
        if m is not None:
            code = int(m.group(1), 16)
            if code <= 0x10FFFF and not (0xD800 <= code <= 0xDFFF):
                return chr(code), m.end()
            if 0xD800 <= code <= 0xDFFF:
                raise self.error(issues.UNICODE_SURROGATE, j, value=m.group(1))
        else:
            m = _HEX4.match(text, j + 2)
            if m is not None:
                code = int(m.group(), 16)
                if 0xD800 <= code <= 0xDFFF:
                    raise self.error(issues.UNICODE_SURROGATE, j, value=m.group())
                return chr(code), m.end()
        self.warn(issues.ILLEGAL_UNICODE_ESCAPE, j + 2)
        return "\\u", j + 2

    # --- heredoc ---------------------------------------------------------------------------------
    def _heredoc(self, pos: int) -> Token:
        text = self.text
        m = _HEREDOC_TAG.match(text, pos)
        if m is None:
            close = text.find(")", pos)
            nl = text.find("\n", pos)
            if close < 0 or (0 <= nl < close):
                raise self.error(issues.HEREDOC_UNCLOSED_PARENTHESIS, pos,
                                 followed_by=text[pos:pos + 5].replace("\n", "\\n") + "...")
            raise self.error(issues.HEREDOC_INVALID_SYNTAX, close + 1)
        tag = m.group(1).strip()
        syntax = m.group(2) or ""
        flags = m.group(3)
        interpolated = False
        if len(tag) >= 2 and tag[0] == '"' and tag[-1] == '"':
            tag = tag[1:-1]
            interpolated = True
        if not tag:
            raise self.error(issues.HEREDOC_INVALID_SYNTAX, m.end())
        escapes: dict[str, str] | None = None
        line_cont = unicode_ok = False
        if flags is not None:
            for ch in flags:
                if ch not in _HEREDOC_FLAGS:
                    raise self.error(issues.HEREDOC_INVALID_ESCAPE, m.end(), actual=ch)
            repeated = [ch for ch in flags if flags.count(ch) > 1]
            if repeated:
                raise self.error(issues.HEREDOC_MULTIPLE_AT_ESCAPES, m.end(), escapes=", ".join(repeated))
            enabled = set(flags) if flags else set(_HEREDOC_FLAGS)
            escapes = {"\\": "\\"}
            for ch in enabled:
                if ch in _HEREDOC_ESCAPES:
                    escapes[ch] = _HEREDOC_ESCAPES[ch]
            unicode_ok = "u" in enabled
            line_cont = "L" in enabled
        # The text starts after the end of this line, or after an earlier heredoc's text.
        if self._heredoc_resume is not None:
            body = self._heredoc_resume
        else:
            nl = text.find("\n", m.end())
            if nl < 0:
                raise self.error(issues.HEREDOC_WITHOUT_TEXT, m.end())
            body = nl + 1
        end_re = re.compile(r"^([ \t]*)(\|)?[ \t]*(-)?[ \t]*" + re.escape(tag) + r"[ \t]*\r?$", re.M)
        em = end_re.search(text, body)
        if em is None:
            raise self.error(issues.HEREDOC_WITHOUT_END_TAGGED_LINE, body)
        text_end = em.start()
        margin = len(em.group(1)) if em.group(2) else 0
        if em.group(3):  # '-': trim the last line break
            if text_end > body and text[text_end - 1] == "\n":
                text_end -= 1
                if text_end > body and text[text_end - 1] == "\r":
                    text_end -= 1
        segments, _ = self._segments(body, text_end, None, margin, escapes, pos,
                                     unicode_ok=unicode_ok, line_cont=line_cont,
                                     interpolate=interpolated, warn_unknown=False)
        after_end = em.end()
        if after_end < len(text) and text[after_end] == "\n":
            after_end += 1
        self._heredoc_resume = after_end
        return Token("HEREDOC", Heredoc(syntax, segments, body, interpolated), pos, m.end())


def _closes_next(text: str, i: int) -> bool:
    """True when only blanks stand between ``i`` and a closing brace (``${case}``)."""
    while i < len(text) and text[i] in " \t":
        i += 1
    return i < len(text) and text[i] == "}"


def _flush(segments: Segments, buf: list[str]) -> None:
    if buf:
        s = "".join(buf)
        buf.clear()
        if s:
            if segments and isinstance(segments[-1], str):
                segments[-1] += s
            else:
                segments.append(s)


def _find_any(text: str, chars: str, i: int, limit: int | None = None) -> int:
    """Index of the first of ``chars`` in ``text[i:limit]``, or -1."""
    best = -1
    for ch in chars:
        k = text.find(ch, i, limit) if limit is not None else text.find(ch, i)
        if k >= 0 and (best < 0 or k < best):
            best = k
            limit = k
    return best


def _skip_margin(text: str, i: int, limit: int, margin: int) -> int:
    stop = min(i + margin, limit)
    while i < stop and text[i] in " \t":
        i += 1
    return i


def _escaped_end(text: str, start: int, end: int) -> bool:
    """True when the '/' at end-1 is preceded by an odd number of backslashes."""
    k = end - 2
    count = 0
    while k > start and text[k] == "\\":
        count += 1
        k -= 1
    return count % 2 == 1


def _followed_by(text: str, pos: int, n: int = 5) -> str:
    snippet = text[pos + 1:pos + 1 + n]
    return snippet.replace("\n", "\\n") + "..."


def tokenize(text: str, path: str | None = None) -> list[Token]:
    return Lexer(SourceFile(text, path)).tokenize()
