"""``+=`` follows our spec (variables.md, Appending Assignment), not Puppet 7 (which rejects it)."""
from __future__ import annotations

import pytest

from bunraku.compiler.compiler import CompileOptions, Compiler
from bunraku.compiler.errors import EvaluationError


def notices(code: str) -> list[str]:
    lines: list[str] = []
    Compiler(CompileOptions(certname="node.example.com", code=code),
             lambda level, msg: lines.append(f"{level}: {msg}")).compile()
    return lines


def test_spec_example_arrays_append() -> None:
    out = notices("$ssh_users = ['myself', 'someone']\n"
                  "class test { $ssh_users += ['someone_else'] notice($ssh_users) }\n"
                  "include test\nnotice($ssh_users)")
    assert out == ["notice: Scope(Class[Test]): [myself, someone, someone_else]",
                   "notice: Scope(Class[main]): [myself, someone]"]


def test_strings_concatenate_and_hashes_merge() -> None:
    out = notices("$s = 'ab'\n$h = {a => 1, b => 2}\n"
                  "class t { $s += 'cd' $h += {b => 3, c => 4} notice($s, $h) }\ninclude t")
    assert out == ["notice: Scope(Class[T]): abcd {a => 1, b => 3, c => 4}"]


def test_received_from_node_scope() -> None:
    out = notices("node default { $x = [1] include t }\nclass t { $x += [2] notice($x) }")
    assert out == ["notice: Scope(Class[T]): [1, 2]"]


@pytest.mark.parametrize("code, fragment", [
    ("$x = 'a'\nclass t { $x += [1] }\ninclude t", "requires a value of the same type as the received value: expected a String, got an Array"),
    ("$x = 1\nclass t { $x += 2 }\ninclude t", "can only be used with a String, an Array or a Hash: the received value of '$x' is an Integer"),
    ("$x = [1]\n$x += [2]", "Cannot reassign variable '$x'"),
    ("class t { $nothing += [2] }\ninclude t", "no value of that name is received"),
])
def test_errors(code: str, fragment: str) -> None:
    with pytest.raises(EvaluationError) as info:
        notices(code)
    assert fragment in str(info.value)
    assert info.value.line is not None
