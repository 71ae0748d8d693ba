"""Record real Puppet's answers about types into ``type_cases.json``: type strings and
parameterization errors, ``=~`` instance checks, ``<=`` assignability, ``type()`` inference and
class-parameter mismatch messages.

Run with Ruby Puppet installed: ``.venv/bin/python tests/types/record_type_cases.py``.
"""
from __future__ import annotations

import re

from types_oracle import evaluate, write_json

TYPES = [
    "Integer", "Integer[1, 5]", "Integer[1]", "Integer[default, 5]", "Integer[0, default]", "Integer[default, default]",
    "Float[1]", "Float[1.5, 2]", "Float[1e20]", "String[1]", "String[1, 2]", "String[default, 5]", "String[-1]",
    "Enum['a', 'b']", "Enum['a', 'b', true]", "Pattern[/x/, 'y']", "Regexp['x']", "Regexp[/x/]", "Boolean[true]",
    "Optional[String]", "Optional['s']", "Optional[Any]", "NotUndef['s']", "NotUndef[Any]", "NotUndef[String]",
    "Variant[Integer, String]", "Variant[Integer]", "Variant[Integer, Integer]", "Sensitive[String]",
    "Sensitive[Any]", "Type[Integer]", "Type[Any]", "Array[String, 1]", "Array[String, 0]", "Array[String, 0, 0]",
    "Array[Any]", "Array[Any, 2]", "Array[Integer, 0, default]", "Array[1, 2]", "Array[Array]",
    "Hash[String, Integer]", "Hash[Any, Any]", "Hash[String, Integer, 1]", "Hash[String, Integer, 0, 0]",
    "Hash[1, 2]", "Hash[Array, Hash]", "Collection[1]", "Collection[1, 2]", "Tuple[Integer, String, 1, 3]",
    "Tuple[String]", "Tuple[String, 1]", "Tuple[String, 1, default]", "Tuple[String, 0, 0]",
    "Struct[{a => Integer, Optional[b] => String}]", "Struct[{a => 1}]",
    "Struct[{Optional[a] => Optional[Integer], b => Optional[String], NotUndef[c] => Optional[String], d => Integer}]",
    "Iterable[String]", "Iterator[String]", "Callable", "Resource['foo::bar', 'x']", "Resource['notify']",
    "Resource[Notify]", "Resource[Notify, 'x']", "Resource['foo::Bar']", "Notify['x', 'y']", "Notify[[x, y]]",
    "Class['::foo::bar']", "Class['Foo']", "Class['a', 'b']", "Class[[a]]", "Notify[x]",
    "Data", "Scalar", "ScalarData", "RichData", "Numeric", "Collection", "Iterable", "Iterator", "Any", "Undef",
    "Default", "Boolean", "CatalogEntry", "Resource", "Class", "Optional", "Variant", "Enum", "Pattern", "Tuple",
    "Struct", "NotUndef", "Type", "Sensitive", "Timespan", "Timestamp", "SemVer", "SemVerRange", "Binary",
    "Runtime", "Init", "Object",
    "Integer['x']", "Integer[1, 2, 3]", "Integer[2, 1]", "Integer[1.5]", "Float['x']", "Float[2.0, 1.0]",
    "String['x']", "String[1, 2, 3]", "Enum[1]", "Pattern[1]", "Regexp[1]", "Array[1]", "Array[String, 'x']",
    "Array[String, 1, 2, 3]", "Hash[String]", "Hash[String, Integer, 'x']", "Hash[1, String]", "Tuple[1]",
    "Struct[1]", "Struct[{1 => Integer}]", "Optional[1]", "Optional[String, Integer]", "Variant[1]", "Type[1]",
    "Type[String, Integer]", "Sensitive[1]", "NotUndef[1]", "Boolean['x']", "Collection['x']", "Class[1]",
    "Resource[1]", "Notify[1]", "Any[String]", "Undef[1]", "Default[1]", "Data[1]", "Scalar[1]", "Numeric[1]",
    "Iterable[1]", "CatalogEntry[1]", "Resource['Foo::bar', 'x']", "Class['1x']", "Array[String, -1]",
]

INSTANCES = [
    ("Integer", "1"), ("Integer", "1.0"), ("Integer", "'1'"), ("Integer", "true"), ("Integer[1, 5]", "5"),
    ("Integer[1, 5]", "6"), ("Float", "1.0"), ("Float", "1"), ("Numeric", "1"), ("Numeric", "1.5"),
    ("Numeric", "'1'"), ("String", "'a'"), ("String", "1"), ("String[2]", "'a'"), ("String[1, 2]", "'ab'"),
    ("Boolean", "false"), ("Boolean", "'true'"), ("Undef", "undef"), ("Any", "undef"), ("Default", "default"),
    ("NotUndef", "undef"), ("NotUndef", "1"), ("Optional[String]", "undef"), ("Optional[String]", "1"),
    ("Enum['a', 'b']", "'a'"), ("Enum['a', 'b']", "'A'"), ("Enum['a', 'b', true]", "'A'"), ("Pattern[/^a/]", "'abc'"),
    ("Pattern[/^a/]", "'bac'"), ("Regexp", "/x/"), ("Regexp[/x/]", "/y/"), ("Scalar", "/x/"), ("ScalarData", "/x/"),
    ("Scalar", "[1]"), ("Data", "[1, 'a', undef, {b => [2]}]"), ("Data", "{1 => 2}"), ("Data", "/x/"),
    ("Data", "default"), ("RichData", "default"), ("RichData", "{1 => /x/}"), ("RichData", "Integer"),
    ("Array", "[]"), ("Array[String]", "['a', 1]"), ("Array[String, 2]", "['a']"), ("Array[Integer, 1, 2]", "[1, 2]"),
    ("Hash", "{}"), ("Hash[String, Integer]", "{a => 1}"), ("Hash[String, Integer]", "{1 => 1}"),
    ("Hash[String, Integer, 2]", "{a => 1}"), ("Tuple[String, Integer]", "['a', 1]"), ("Tuple[String, Integer]", "['a']"),
    ("Tuple[String, Integer, 1]", "['a']"), ("Tuple[String, Integer, 1]", "['a', 1, 2, 3]"), ("Tuple[String, Integer, 1]", "['a', 1, 'b']"),
    ("Struct[{a => Integer}]", "{a => 1}"), ("Struct[{a => Integer}]", "{}"), ("Struct[{a => Integer}]", "{a => 1, b => 2}"),
    ("Struct[{a => Optional[Integer]}]", "{}"), ("Struct[{Optional[a] => Integer}]", "{a => undef}"),
    ("Struct[{NotUndef[a] => Optional[Integer]}]", "{}"), ("Collection", "[]"), ("Collection[1]", "{}"),
    ("Collection", "'a'"), ("Iterable", "'abc'"), ("Iterable", "3"), ("Iterable", "[1]"), ("Iterable", "{}"),
    ("Iterable", "1.5"), ("Type", "Integer"), ("Type[Numeric]", "Integer"), ("Type[Numeric]", "String"),
    ("Type[Resource]", "Notify['x']"), ("Type[Notify]", "Notify['x']"), ("Resource", "Notify['x']"),
    ("Notify", "Notify['x']"), ("Type[Class]", "Class['a']"), ("Class", "Class['a']"), ("CatalogEntry", "Notify['x']"),
    ("Type[CatalogEntry]", "Class['a']"), ("Type[Notify['x']]", "Notify['x']"), ("Type[Notify['y']]", "Notify['x']"),
    ("Sensitive", "Sensitive(1)"), ("Sensitive[String]", "Sensitive(1)"), ("Sensitive[String]", "'x'"),
    ("Variant[Integer, String]", "'a'"), ("Variant[Integer, String]", "true"), ("Callable", "1"),
    ("Timespan", "1"), ("SemVer", "'1.0.0'"), ("Init[Integer]", "1"), ("Any", "Sensitive(1)"),
]

ASSIGNABLE = [  # (expected, actual): is actual <= expected
    ("Numeric", "Integer"), ("Integer", "Numeric"), ("Integer", "Integer[1, 2]"), ("Data", "String"),
    ("Data", "Array[String]"), ("Data", "Hash[String, Integer]"), ("Data", "Optional[String]"), ("Data", "Regexp"),
    ("Data", "Undef"), ("String", "Enum['a']"), ("Enum['a']", "String"), ("Array[String]", "Tuple[String]"),
    ("Hash[String, Integer]", "Struct[{a => Integer}]"), ("Collection", "Array[String]"),
    ("ScalarData", "Variant[Integer, String]"), ("Optional[Integer]", "Integer"), ("Optional[Integer]", "Undef"),
    ("Any", "Default"), ("Resource", "Notify"), ("Notify", "Notify['x']"), ("Class", "Class['a']"),
    ("CatalogEntry", "Notify"), ("Iterable", "Integer"), ("Iterable", "String"), ("Iterable[Integer]", "Array[Integer]"),
    ("String", "Pattern[/a/]"), ("Scalar", "Boolean"), ("ScalarData", "Regexp"), ("Type[Numeric]", "Type[Integer]"),
    ("Sensitive", "Sensitive[Integer]"), ("RichData", "Type"), ("RichData", "Sensitive"), ("RichData", "Default"),
    ("Any", "NotUndef"), ("NotUndef", "Integer"), ("NotUndef", "Optional[Integer]"), ("Integer", "NotUndef[Integer]"),
    ("String[0]", "String[1]"), ("String[1]", "String"), ("Array[Integer]", "Array[Integer, 1]"),
    ("Array[Integer, 1]", "Array[Integer]"), ("Hash", "Hash[Integer, Integer]"),
    ("Tuple[Integer, String, 1]", "Tuple[Integer, String]"), ("Variant[Integer, String]", "Integer"),
    ("Integer", "Variant[Integer, String]"), ("Integer", "Float"), ("ScalarData", "Numeric"), ("Array[Any]", "Array"),
    ("Array[Data]", "Array[Integer]"), ("Any", "Callable"), ("Struct[{a => Integer}]", "Struct[{a => Integer[1, 2]}]"),
    ("Struct[{a => Integer}]", "Struct[{a => Integer, b => String}]"), ("Struct[{a => Optional[Integer]}]", "Struct[{}]"),
    ("Tuple[Integer, String]", "Tuple[Integer[1, 1], String]"), ("Array[Numeric]", "Tuple[Integer, Float]"),
    ("Pattern[/a/]", "Enum['abc', 'bar']"), ("Pattern[/a/]", "Enum['xyz']"), ("Enum['a', 'b']", "Enum['a']"),
    ("Float", "Integer"), ("Type", "Type[Integer]"), ("Type[Integer]", "Type"), ("Optional[String]", "Optional[Enum['a']]"),
    ("Variant[String, Integer]", "Variant[Integer, String]"), ("Array[String, 1, 3]", "Array[String, 2, 2]"),
    ("Collection[2]", "Hash[String, String, 2]"), ("Scalar", "Data"), ("Data", "Scalar"), ("Data", "ScalarData"),
    ("RichData", "Data"), ("Data", "RichData"), ("Hash[String, Data]", "Hash[String, String]"),
]

INFER = [
    "3", "3.5", "'abc'", "''", "true", "undef", "default", "/x/", "[1, 'a']", "[]", "{a => 1}", "{}", "Integer",
    "Notify['x']", "Class['x']", "Sensitive(1)", "[[1], [2, 3]]", "[1, 2.0]", "{1 => 2}", "[1, 'a', undef]",
    "{a => undef}", "[1, 2.5, 3]", "{a => 1, 'b' => 'x'}", "[1, undef]", "['a', 'b']", "['a', 'a']",
    "[[1], ['a']]", "[true, false]", "[/a/, 'b']", "[Integer, String]", "[{a => 1}, {b => 2}]", "[undef]",
    "['a', 'bb']", "[[1]]", "Sensitive('a')", "[1, 2, 3]", "{'' => 1}", "[Notify['a'], Notify['b']]",
    "[Notify['a'], File['b']]", "[Class['a'], Class['b']]", "[1, 'a', 2.0]", "{a => [1, 2]}",
]

MISMATCH = [
    ("Integer", "'a'"), ("Integer[1, 5]", "7"), ("Integer[1, 5]", "'a'"), ("Optional[Integer]", "'a'"),
    ("Variant[Integer, String]", "true"), ("Variant[Integer, String, Boolean]", "1.5"), ("Enum['a', 'b']", "'c'"),
    ("Enum['a', 'b']", "1"), ("Optional[Enum['a', 'b']]", "'c'"), ("Pattern[/^a/]", "'b'"), ("String[3]", "'ab'"),
    ("String[1, 2]", "'abc'"), ("String", "1"), ("Array[String]", "[1]"), ("Array[String]", "'a'"),
    ("Array[String, 2]", "['a']"), ("Array[String]", "['a', 1, 'b', 2]"), ("Array[Integer]", "{}"),
    ("Hash[String, Integer]", "{a => 'x'}"), ("Hash[String, Integer]", "{1 => 1}"), ("Hash[String, Integer, 2]", "{a => 1}"),
    ("Struct[{a => Integer, b => String}]", "{a => 1}"), ("Struct[{a => Integer}]", "{a => 1, y => 2}"),
    ("Struct[{a => Integer}]", "{a => 'x'}"), ("Struct[{a => Integer, Optional[b] => String}]", "{a => 'x', b => 1, c => 2}"),
    ("Struct[{a => Integer}]", "'x'"), ("Tuple[String, Integer]", "['a']"), ("Tuple[String, Integer]", "['a', 'b']"),
    ("Tuple[String, Integer]", "'x'"), ("Boolean", "'true'"), ("Float", "1"), ("Numeric", "'1'"), ("Undef", "1"),
    ("NotUndef", "undef"), ("Integer", "undef"), ("String", "undef"), ("Array[String]", "undef"), ("Data", "/x/"),
    ("Scalar", "[1]"), ("Type[Integer]", "String"), ("Type", "1"), ("Regexp", "'x'"), ("Sensitive[String]", "'x'"),
    ("Sensitive[String]", "Sensitive(1)"), ("Default", "1"), ("Hash", "[1]"), ("Array", "{}"), ("Collection", "1"),
    ("Variant[Array[String], String]", "[1]"), ("Optional[Array[String]]", "[1]"),
    ("Variant[Integer[1, 2], Integer[5, 6]]", "3"), ("Resource", "'x'"), ("Class", "'x'"), ("Notify", "'x'"),
    ("Callable", "'x'"), ("Array[Optional[String]]", "[1]"), ("Hash[String, Array[Integer]]", "{a => [1, 'x']}"),
    ("Struct[{a => Struct[{b => Integer}]}]", "{a => {b => 'x'}}"), ("Enum['a']", "undef"), ("Pattern[/a/, /b/]", "'c'"),
    ("Variant[Enum['a'], Integer]", "'b'"), ("Integer[0]", "-1"), ("Float[0.0, 1.0]", "2.0"),
    ("Variant[String[1], Integer]", "''"), ("String[1]", "''"), ("Optional[String[1]]", "''"), ("Array[String, 1]", "[]"),
    ("Boolean", "undef"), ("Tuple[String, Integer, 1]", "[]"), ("Timespan", "1"), ("ScalarData", "/x/"),
    ("Array[Integer]", "[[1]]"), ("Hash[String, String]", "{a => undef}"), ("Struct[{a => String}]", "{a => undef}"),
    ("Struct[{a => String}]", "{}"), ("Variant[Undef, String]", "1"), ("Optional[Variant[String, Integer]]", "true"),
    ("Integer", "1.5"), ("Integer", "[1]"), ("Integer", "{a => 1}"), ("String", "Integer"), ("Integer", "default"),
    ("String", "true"), ("Resource", "Notify['x']"), ("Type[Notify]", "File['x']"), ("Array[String, 1, 2]", "['a', 'b', 'c']"),
    ("Tuple[String, Integer]", "['a', 1, 2]"), ("Hash[String, Integer]", "{a => 1, b => 'x', c => 'y'}"),
    ("Variant[Array[String, 2], Array[String, 5]]", "['a']"), ("Optional[Struct[{a => Integer}]]", "{b => 1}"),
    ("Array[Struct[{a => Integer}]]", "[{a => 1}, {a => 'x'}]"), ("Data", "{a => /x/}"), ("Data", "[/x/]"),
    ("Array[Data]", "[/x/]"), ("Hash[String, Data]", "{a => [default]}"), ("Array[Array[String]]", "[[1]]"),
    ("RichData", "Sensitive(1)"), ("Iterable", "1.5"), ("Enum['a', 'b']", "'A'"), ("Pattern[/a/]", "1"),
    ("Struct[{a => Integer}]", "{1 => 1}"), ("Hash[Integer, String]", "{a => 'b'}"), ("Tuple[Integer]", "[]"),
]


def _param_error(msg: str | None) -> str | None:
    if msg is None:
        return None
    return re.sub(r"^Error while evaluating a Resource Statement, Class\[C\d+\]:", "", msg)


def main() -> None:
    srcs = [f"notice({t})" for t in TYPES]
    srcs += [f"notice({v} =~ {t})" for t, v in INSTANCES]
    srcs += [f"notice({a} <= {e})" for e, a in ASSIGNABLE]
    srcs += [f"notice(type({v}), type({v}, 'generalized'))" for v in INFER]
    srcs += [f"class c{i}({t} $x) {{}} class {{'c{i}': x => {v}}}" for i, (t, v) in enumerate(MISMATCH)]
    results = iter(evaluate(srcs))
    out: dict[str, list[dict[str, object]]] = {"types": [], "instances": [], "assignable": [], "infer": [],
                                                "mismatch": []}
    for t in TYPES:
        r = next(results)
        out["types"].append({"expr": t, "string": r["logs"][0] if r["logs"] else None, "error": r["error"]})
    for t, v in INSTANCES:
        r = next(results)
        out["instances"].append({"type": t, "value": v, "result": r["logs"][0] == "true" if r["logs"] else None,
                                 "error": r["error"]})
    for e, a in ASSIGNABLE:
        r = next(results)
        out["assignable"].append({"expected": e, "actual": a, "result": r["logs"][0] == "true" if r["logs"] else None,
                                  "error": r["error"]})
    for v in INFER:
        r = next(results)
        out["infer"].append({"value": v, "log": r["logs"][0] if r["logs"] else None, "error": r["error"]})
    for t, v in MISMATCH:
        r = next(results)
        out["mismatch"].append({"type": t, "value": v, "message": _param_error(r["error"])})
    write_json("type_cases.json", out)


if __name__ == "__main__":
    main()
