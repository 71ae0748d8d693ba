"""Record real Puppet's ``Type(args)`` / ``Type.new(args)`` conversions into ``convert_cases.json``.

Run with Ruby Puppet installed: ``.venv/bin/python tests/types/record_convert_cases.py``.
Each case: {"expr", "value" (JSON form: floats as {"__float": text}, hashes as {"__hash": pairs},
other objects as {"__other": class, "str": text}), "error"}.
"""
from __future__ import annotations

from types_oracle import evaluate, write_json

CASES = [
    "Integer('0x10')", "Integer('010')", "Integer('0b101')", "Integer('0o17')", "Integer('10', 8)",
    "Integer('ff', 16)", "Integer('12', 2)", "Integer(3.7)", "Integer(-3.7)", "Integer(true)", "Integer(false)",
    "Integer('  12  ')", "Integer('1_000')", "Integer('x')", "Integer('')", "Integer('1.5')", "Integer('-12')",
    "Integer('+12')", "Integer(undef)", "Integer([1])", "Integer('08')", "Integer('0')", "Integer('1e3')",
    "Integer('0x1G')", "Integer(12)", "Integer('10', 10)", "Integer('0x10', 16)", "Integer('-0x10')",
    "Integer('10', 3)", "Integer(Timespan('1-00:00:00'))",
    "Float('1.5')", "Float('1')", "Float('1e3')", "Float('.5')", "Float('0x10')", "Float(1)", "Float(true)",
    "Float('x')", "Float(' 2.5 ')", "Float('-1.5')", "Float('1_000.5')",
    "Numeric('12')", "Numeric('1.5')", "Numeric('0x10')", "Numeric('x')", "Numeric(true)", "Numeric(3)",
    "Numeric('012')", "Numeric('1e3')",
    "Boolean('yes')", "Boolean('true')", "Boolean('no')", "Boolean('false')", "Boolean('y')", "Boolean('n')",
    "Boolean('TRUE')", "Boolean('x')", "Boolean(1)", "Boolean(0)", "Boolean(1.0)", "Boolean(0.0)",
    "Boolean(2)", "Boolean('')", "Boolean(true)", "Boolean(undef)", "Boolean('Yes')",
    "Array(1)", "Array([1])", "Array({a => 1})", "Array('abc')", "Array('abc', true)", "Array([1], true)",
    "Array({a => 1, b => 2}, true)", "Array(undef)", "Array(1, true)", "Array(Integer[1, 3])", "Array(3)",
    "Hash([[a, 1], [b, 2]])", "Hash([a, 1, b, 2])", "Hash({a => 1})", "Hash([])", "Hash([a, 1, b])",
    "Hash('x')", "Hash([[a, 1, 2]])", "Hash(undef)",
    "Tuple[Integer, String]([1, 'a'])", "Struct[{a => Integer}]([[a, 1]])",
    "Optional[Integer]('12')", "Optional[Integer](undef)", "Variant[Integer, String]('12')",
    "Variant[Boolean, Integer]('12')", "String(12)", "String(undef)", "String([1, 'a'])",
    "Regexp('a.b')", "Regexp(/x/)", "Regexp(1)", "Integer[1, 5]('10')", "Integer[1, 5]('3')",
    "String[1]('')", "Enum['a', 'b']('a')", "Enum['a', 'b']('c')", "Pattern[/a/]('abc')",
    "Sensitive('x')", "Sensitive(Sensitive('x'))", "Undef(1)", "Default(1)", "Any(1)", "Scalar('1')",
    "Data('1')", "Type('Integer')", "Type('Integer[1,2]')", "Integer.new('5')", "Integer.new('5', 8)",
    "Integer('0b2')", "Integer('0B11')", "Integer('0X1f')", "Integer('0', 8)", "Integer('777', 8)",
    "Integer('-777', 8)", "Integer('11', 2)", "Float('inf')", "Numeric(undef)", "Array('')", "Integer('  ')",
    "Integer('12abc')", "Float('1.5x')", "Integer('1', 37)", "Integer(true, 2)",
]


def main() -> None:
    results = evaluate([f"{c}" for c in CASES])
    write_json("convert_cases.json", [{"expr": c, "value": r["value"], "error": r["error"]}
                                       for c, r in zip(CASES, results)])


if __name__ == "__main__":
    main()
