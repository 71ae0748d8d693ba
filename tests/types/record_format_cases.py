"""Record how real Puppet renders values: ``notice(v)`` (= string interpolation) and ``String(v)``.

Run with Ruby Puppet installed: ``.venv/bin/python tests/types/record_format_cases.py``; writes
``format_cases.json`` next to this file: a list of {"expr", "notice", "interpolated", "string", "error"}.
"""
from __future__ import annotations

from types_oracle import evaluate, write_json

VALUES = [
    "1", "-5", "0", "1.0", "1.5", "-0.5", "0.1", "100.0", "1e20", "1.5e-7", "1e15", "1e16", "123456789.125",
    "0.0001", "0.00001", "3.14159", "2.0e-5", "1.0e100",
    "'a b'", "''", "'say \"hi\"'", "\"tab\\there\"", "\"nl\\nx\"", "'back\\\\slash'", "'$x'",
    "'üñí'", "true", "false", "undef", "default", "/a.b/", "/a\\/b/",
    "[]", "[1, 'a', undef]", "[1, [2, [3]]]", "['a b', \"it's\", 'x']", "[true, false, default]",
    "[1.0, 2.5]", "[/x/, Integer]", "{}", "{a => 1}", "{'a b' => 'c d', 1 => [2]}", "{a => undef, b => {c => [1]}}",
"Integer", "Integer[1, 5]", "Enum['a', 'b']", "Optional[String]", "Notify['x']",
    "Resource['foo::bar', 'x']", "Class['foo']", "Class", "Resource", "Sensitive('x')", "[Sensitive('x')]",
    "{a => Sensitive(1)}", "Struct[{a => Integer}]", "String[1]", "Pattern[/x/]", "Type[Integer]",
    "['\\\\', '\\'']", "\"\\u{1}\"", "[\"\\u{1}\"]", "[\"a\\tb\"]", "['\"']", "[\"'\"]",
]
FORMATS = [
    ("1", "%x"), ("255", "%X"), ("255", "%o"), ("5", "%b"), ("5", "%05d"), ("5", "%-5d|"), ("5", "%+d"),
    ("1.5", "%f"), ("1.5", "%.2f"), ("1.5", "%e"), ("1.5", "%g"), ("1.5", "%d"), ("1.5", "%s"), ("1.5", "%p"),
    ("'abc'", "%s"), ("'abc'", "%p"), ("'abc'", "%10s"), ("'abc'", "%-10s|"), ("'abc'", "%.2s"),
    ("'abc'", "%u"), ("'ABC'", "%d"), ("'abc'", "%c"), ("'a::b'", "%C"), ("' x '", "%t"), ("'abc'", "%#p"),
    ("true", "%s"), ("true", "%y"), ("true", "%Y"), ("true", "%t"), ("true", "%T"), ("true", "%d"),
    ("true", "%p"), ("undef", "%s"), ("undef", "%p"), ("undef", "%d"), ("[1, 'a']", "%s"), ("[1, 'a']", "%p"),
    ("{a => 1}", "%s"), ("{a => 1}", "%p"), ("[1, 2]", "%(a"), ("[1, 2]", "%[a"), ("[1, 2]", "%#a"),
    ("42", "%s"), ("42", "%p"), ("42", "%#x"), ("42", "%#o"), ("/x/", "%s"), ("/x/", "%p"),
    ("Integer", "%s"), ("Integer", "%p"), ("'abc'", "%x"),
]


def main() -> None:
    srcs: list[str] = []
    for i, expr in enumerate(VALUES):
        srcs += [f"notice({expr})", f"$v{i} = {expr} \"${{v{i}}}\"", f"String({expr})"]
    for expr, fmt in FORMATS:
        srcs.append(f"String({expr}, '{fmt}')")
    results = evaluate(srcs)
    cases = []
    for i, expr in enumerate(VALUES):
        n, interp, s = results[3 * i: 3 * i + 3]
        cases.append({"expr": expr, "notice": n["logs"][0] if n["logs"] else n["error"],
                      "interpolated": interp["value"] if not interp["error"] else {"error": interp["error"]},
                      "string": s["value"] if not s["error"] else {"error": s["error"]}})
    formats = []
    for (expr, fmt), r in zip(FORMATS, results[3 * len(VALUES):]):
        formats.append({"expr": expr, "format": fmt,
                        "string": r["value"] if not r["error"] else {"error": r["error"]}})
    write_json("format_cases.json", {"values": cases, "formats": formats})


if __name__ == "__main__":
    main()
