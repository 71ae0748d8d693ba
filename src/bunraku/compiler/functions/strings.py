"""String functions: case changes, trimming, split, match, regsubst, join, shellquote.

Like Puppet, the case and trimming functions pass numbers through unchanged and map over
arrays (upcase/downcase also over hashes, recursively).
"""
from __future__ import annotations

import re
from typing import Any, Callable

from bunraku.compiler.errors import FunctionError
from bunraku.compiler.functions.arguments import arg_label, mismatch
from bunraku.compiler.functions.iterables import PIterator, iteration_items
from bunraku.compiler.functions.registry import CallContext, function
from bunraku.compiler.functions.rubyregex import as_regex, compile_ruby, ruby_split, substitute
from bunraku.types.values import PRegexp, flatten_values

#: Ruby's whitespace for strip/lstrip/rstrip (Python's str.strip() would also take Unicode spaces)
RUBY_SPACE = "\0\t\n\v\f\r "


def _is_number(v: Any) -> bool:
    return type(v) is int or type(v) is float


def _case_change(name: str, value: Any, change: Callable[[str], str]) -> Any:
    """upcase/downcase: String, Numeric, and arrays/hashes of those (recursively)."""
    if type(value) is str:
        return change(value)
    if _is_number(value):
        return value
    if type(value) is list and all(_string_data(v) for v in value):
        return [_case_change(name, v, change) for v in value]
    if type(value) is dict and all(_string_data(k) and _string_data(v) for k, v in value.items()):
        return {_case_change(name, k, change): _case_change(name, v, change) for k, v in value.items()}
    if type(value) in (list, dict):
        raise FunctionError(_string_data_rejection(name, value))
    raise mismatch(name, "arg", ["Numeric", "String", "Array", "Hash"], value)


def _string_data(v: Any) -> bool:
    if type(v) is str or _is_number(v):
        return True
    if type(v) is list:
        return all(_string_data(x) for x in v)
    if type(v) is dict:
        return all(_string_data(k) and _string_data(x) for k, x in v.items())
    return False


def _string_data_rejection(name: str, value: Any) -> str:
    kind = "Array" if type(value) is list else "Hash"
    rejected = _first_bad_path(value)
    label = arg_label(value)
    return ("The function '%s' was called with arguments it does not accept. It expects one of:\n"
            "  (Numeric arg)\n    rejected: parameter 'arg' expects a Numeric value, got %s\n"
            "  (String arg)\n    rejected: parameter 'arg' expects a String value, got %s\n"
            "  (Array[StringData] arg)\n    rejected: parameter 'arg' %s\n"
            "  (Hash[StringData, StringData] arg)\n    rejected: parameter 'arg' %s"
            % (name, label, label,
               rejected if kind == "Array" else f"expects an Array value, got {label}",
               rejected if kind == "Hash" else f"expects a Hash value, got {label}"))


def _first_bad_path(value: Any) -> str:
    """``index 0 expects a StringData = Variant[...] value, got Boolean`` for the first bad element."""
    if type(value) is list:
        for i, v in enumerate(value):
            if not _string_data(v):
                return f"index {i} expects a {_STRING_DATA} value, got {arg_label(v)}"
    else:
        for k, v in value.items():
            if not _string_data(k):
                return f"key of entry '{k}' expects a {_STRING_DATA} value, got {arg_label(k)}"
            if not _string_data(v):
                return f"entry '{k}' expects a {_STRING_DATA} value, got {arg_label(v)}"
    return f"expects a {_STRING_DATA} value"


_STRING_DATA = ("StringData = Variant[String, Numeric, Array[StringData], "
                "Hash[StringData, StringData]]")


@function("upcase")
def upcase(ctx: CallContext, arg: Any) -> Any:
    return _case_change("upcase", arg, str.upper)


@function("downcase")
def downcase(ctx: CallContext, arg: Any) -> Any:
    return _case_change("downcase", arg, str.lower)


def _per_string(name: str, value: Any, change: Callable[[str], str]) -> Any:
    """capitalize/camelcase/chomp/chop/strip...: String, Numeric, or an iterable of those."""
    if type(value) is str:
        return change(value)
    if _is_number(value):
        return value
    if type(value) is list or isinstance(value, PIterator):
        items = value if type(value) is list else iteration_items(value)[0]
        # Puppet 7 rejects arrays that mix strings and numbers here (its Tuple-to-Iterable
        # assignability check fails), so only all-String or all-Numeric arrays are accepted.
        if all(type(v) is str for v in items) or all(_is_number(v) for v in items):
            return [change(v) if type(v) is str else v for v in items]
        label = arg_label(value)
        # Puppet's describer prints no reason for the Iterable signature here
        raise FunctionError(
            f"The function '{name}' was called with arguments it does not accept. It expects one of:\n"
            f"  (Numeric arg)\n    rejected: parameter 'arg' expects a Numeric value, got {label}\n"
            f"  (String arg)\n    rejected: parameter 'arg' expects a String value, got {label}\n"
            f"  (Iterable[Variant[String, Numeric]] arg)")
    raise mismatch(name, "arg", ["Numeric", "String", "Iterable[Variant]"], value)


def _ruby_capitalize(s: str) -> str:
    return s[:1].upper() + s[1:].lower()


@function("capitalize")
def capitalize(ctx: CallContext, arg: Any) -> Any:
    return _per_string("capitalize", arg, _ruby_capitalize)


@function("camelcase")
def camelcase(ctx: CallContext, arg: Any) -> Any:
    return _per_string("camelcase", arg,
                       lambda s: "".join(_ruby_capitalize(p) for p in s.split("_")))


def _chomp(s: str) -> str:
    if s.endswith("\r\n"):
        return s[:-2]
    if s.endswith("\n") or s.endswith("\r"):
        return s[:-1]
    return s


def _chop(s: str) -> str:
    return s[:-2] if s.endswith("\r\n") else s[:-1]


@function("chomp")
def chomp(ctx: CallContext, arg: Any) -> Any:
    return _per_string("chomp", arg, _chomp)


@function("chop")
def chop(ctx: CallContext, arg: Any) -> Any:
    return _per_string("chop", arg, _chop)


@function("strip")
def strip(ctx: CallContext, arg: Any) -> Any:
    return _per_string("strip", arg, lambda s: s.strip(RUBY_SPACE))


@function("lstrip")
def lstrip(ctx: CallContext, arg: Any) -> Any:
    return _per_string("lstrip", arg, lambda s: s.lstrip(RUBY_SPACE))


@function("rstrip")
def rstrip(ctx: CallContext, arg: Any) -> Any:
    return _per_string("rstrip", arg, lambda s: s.rstrip(RUBY_SPACE))


def _regexp_type_pattern(value: Any) -> str | None:
    """The pattern of a ``Regexp[/re/]`` type value (duck-typed: the type system is separate)."""
    if type(value).__name__ == "PRegexpType":
        regexp = getattr(value, "regexp", None)
        return regexp.pattern if isinstance(regexp, PRegexp) else ""
    return None


@function("split")
def split(ctx: CallContext, string: Any, pattern: Any) -> list[str]:
    """Split with a pattern string (itself a regex, as in Puppet) or a Regexp."""
    if type(string) is not str:
        raise mismatch("split", "str", "String", string)
    if type(pattern) is str or isinstance(pattern, PRegexp):
        return ruby_split(string, as_regex(pattern))
    type_pattern = _regexp_type_pattern(pattern)
    if type_pattern is not None:
        return ruby_split(string, compile_ruby(type_pattern))
    raise FunctionError(
        "The function 'split' was called with arguments it does not accept. It expects one of:\n"
        f"  (String str, String pattern)\n    rejected: parameter 'pattern' expects a String value, got {arg_label(pattern)}\n"
        f"  (String str, Regexp pattern)\n    rejected: parameter 'pattern' expects a Regexp value, got {arg_label(pattern)}\n"
        f"  (String str, Type[Regexp] pattern)\n    rejected: parameter 'pattern' expects a Type[Regexp] value, got {arg_label(pattern)}")


@function("match")
def match(ctx: CallContext, string: Any, pattern: Any) -> Any:
    """The match array (whole match, then groups; undef for groups that did not take part),
    undef without a match; an Array of strings gives an array of those."""
    if type(string) is list and all(type(s) is str for s in string):
        return [_match_one(s, pattern) for s in string]
    if type(string) is not str:
        raise FunctionError(
            "The function 'match' was called with arguments it does not accept. It expects one of:\n"
            f"  (String string, Variant[Any, Type] pattern)\n    rejected: parameter 'string' expects a String value, got {arg_label(string)}\n"
            f"  (Array[String] string, Variant[Any, Type] pattern)\n    rejected: parameter 'string' expects an Array[String] value, got {arg_label(string)}")
    return _match_one(string, pattern)


def _match_one(s: str, pattern: Any) -> Any:
    if type(pattern) is str or isinstance(pattern, PRegexp):
        m = as_regex(pattern).search(s)
        return None if m is None else [m.group(0), *m.groups()]
    if type(pattern) is list:
        for entry in flatten_values(pattern):
            found = _match_one(s, entry)
            if found is not None:
                return found
        return None
    type_pattern = _regexp_type_pattern(pattern)
    if type_pattern is not None:
        return _match_one(s, type_pattern)
    for attr in ("patterns", "types"):  # Pattern[...] and Variant[...] types
        alternatives = getattr(pattern, attr, None)
        if isinstance(alternatives, (list, tuple)):
            for alt in alternatives:
                found = _match_one(s, alt)
                if found is not None:
                    return found
            return None
    raise FunctionError(
        "match() expects pattern of T, where T is String, Regexp, Regexp[r], Pattern[p], or Array[T]. "
        f"Got {_ruby_class(pattern)}")


def _ruby_class(value: Any) -> str:
    t = type(value)
    return {int: "Integer", float: "Float", bool: "TrueClass" if value else "FalseClass",
            dict: "Hash", type(None): "NilClass"}.get(t, t.__name__)


_FLAGS_RE = re.compile(r"^[GEIM]*$")


@function("regsubst")
def regsubst(ctx: CallContext, target: Any, pattern: Any, replacement: Any,
             flags: Any = None, encoding: Any = None) -> Any:
    """Replace the first (all, with flag ``G``) matches in a String or each String of an Array."""
    if not (type(target) is str or (type(target) is list and all(type(t) is str for t in target))):
        raise _regsubst_rejection("target", target)
    if not (type(replacement) is str or (type(replacement) is dict and all(
            type(k) is str and type(v) is str for k, v in replacement.items()))):
        raise _regsubst_rejection("replacement", replacement)
    if type(pattern) is str:
        if flags is not None and not (type(flags) is str and _FLAGS_RE.match(flags)):
            raise _regsubst_rejection("flags", flags)
        re_flags = 0
        if flags:
            re_flags |= re.X if "E" in flags else 0
            re_flags |= re.I if "I" in flags else 0
            re_flags |= re.S if "M" in flags else 0
        rx = compile_ruby(pattern, re_flags)
        global_ = bool(flags) and "G" in flags
    else:
        type_pattern = _regexp_type_pattern(pattern)
        if isinstance(pattern, PRegexp):
            rx = as_regex(pattern)
        elif type_pattern is not None:
            rx = compile_ruby(type_pattern)
        else:
            raise _regsubst_rejection("pattern", pattern)
        if encoding is not None or (flags is not None and flags not in ("", "G")):
            raise _regsubst_rejection("flags", flags)
        global_ = flags == "G"
    if type(target) is list:
        return [substitute(t, rx, replacement, global_) for t in target]
    return substitute(target, rx, replacement, global_)


def _regsubst_rejection(param: str, value: Any) -> FunctionError:
    label = arg_label(value)
    if type(value) is str:
        label = f"'{value}'"
    first = {
        "target": f"parameter 'target' expects a value of type Array or String, got {label}",
        "pattern": f"parameter 'pattern' expects a String value, got {label}",
        "replacement": f"parameter 'replacement' expects a value of type String or Hash, got {label}",
        "flags": f"parameter 'flags' expects a match for Pattern[/^[GEIM]*$/], got {label}",
    }[param]
    second = {
        "target": first,
        "pattern": f"parameter 'pattern' expects a value of type Regexp or Type[Regexp], got {label}",
        "replacement": first,
        "flags": f"parameter 'flags' expects a match for Pattern[/^G?$/], got {label}",
    }[param]
    if param == "flags":
        first = "parameter 'pattern' expects a String value, got Regexp"
    return FunctionError(
        "The function 'regsubst' was called with arguments it does not accept. It expects one of:\n"
        "  (Variant[Array[String], String] target, String pattern, Variant[String, Hash[String, String]] "
        "replacement, Pattern[/^[GEIM]*$/] flags?, Enum['E', 'N', 'S', 'U'] encoding?)\n"
        f"    rejected: {first}\n"
        "  (Variant[Array[String], String] target, Variant[Regexp, Type[Regexp]] pattern, "
        "Variant[String, Hash[String, String]] replacement, Pattern[/^G?$/] flags?)\n"
        f"    rejected: {second}")


@function("join")
def join(ctx: CallContext, arg: Any, delimiter: Any = "") -> str:
    """Join an Array (flattened) with Ruby's ``to_s`` of each element."""
    if type(arg) is not list:
        raise mismatch("join", "arg", "Array", arg)
    if type(delimiter) is not str:
        raise mismatch("join", "delimiter", "String", delimiter)
    from bunraku.compiler.functions.rubystr import ruby_to_s
    return delimiter.join(ruby_to_s(v) for v in flatten_values(arg))


_SAFE = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@%_+=:,./-")
_DANGEROUS = set('!"`$\\')


@function("shellquote")
def shellquote(ctx: CallContext, *args: Any) -> str:
    """Quote each word (arrays are spliced in) for a Bourne shell and join with spaces."""
    from bunraku.compiler.functions.rubystr import ruby_to_s
    words: list[str] = []
    for value in flatten_values(list(args)):
        word = ruby_to_s(value)
        if word and all(c in _SAFE for c in word):
            words.append(word)
        elif not any(c in _DANGEROUS for c in word):
            words.append(f'"{word}"')
        elif "'" not in word:
            words.append(f"'{word}'")
        else:
            words.append('"' + "".join("\\" + c if c in _DANGEROUS else c for c in word) + '"')
    return " ".join(words)
