"""sprintf follows Ruby's Kernel#format (answers recorded from Ruby/Puppet)."""
from __future__ import annotations

import pytest
from function_fakes import call

from bunraku.compiler.errors import FunctionError


@pytest.mark.parametrize("fmt, args, expected", [
    ("%s-%d-%05.2f", ("x", 42, 3.14159), "x-42-03.14"),
    ("%x %X %o %b %#x %#o %#b", (255, 255, 8, 5, 255, 8, 5), "ff FF 10 101 0xff 010 0b101"),
    ("[%5s][%-5s][%05d][%+d][% d]", ("ab", "ab", 42, 3, 3), "[   ab][ab   ][00042][+3][ 3]"),
    ("%e %f %g %.3e %10.4f %g %g", (12345.678, 1.5, 0.0001, 1234.5, 3.14159, 1e20, 100000),
     "1.234568e+04 1.500000 0.0001 1.234e+03     3.1416 1e+20 100000"),
    ("100%%", (), "100%"),
    ("%<x>s : %<y>d", ({"x": "value is", "y": 42},), "value is : 42"),
    ("%{x}-%{y}", ({"x": "a", "y": 2},), "a-2"),
    ("%d %f", ("12", "1.5"), "12 1.500000"),
    ("%s %s", ([1, "a"], {"a": 1}), '[1, "a"] {"a"=>1}'),
    ("[%s]", (None,), "[]"),
    ("%d", (3.99,), "3"),
    ("[%*d]", (5, 42), "[   42]"),
    ("%x", (-255,), "..f01"),
    ("%o %b %#x %+x %08x", (-8, -5, -255, -255, -255), "..70 ..1011 0x..f01 -ff ..ffff01"),
    ("%.2s", ("abcdef",), "ab"),
    ("%s %s", (True, False), "true false"),
    ("%d %d %d", ("0x1A", "012", "1_000"), "26 10 1000"),
    ("%1$s %1$s", ("a",), "a a"),
    ("%-+5d|% 05d|%.10d", (3, 42, -5), "+3   | 0042|-0000000005"),
])
def test_sprintf(fmt, args, expected):
    assert call("sprintf", fmt, *args) == expected


@pytest.mark.parametrize("fmt, args, message", [
    ("%d", ("x",), 'invalid value for Integer(): "x"'),
    ("%s %s", ("a",), "too few arguments"),
    ("%c", ("bc",), "%c requires a character"),
    ("%d", (None,), "can't convert nil into Integer"),
    ("%f", ("abc",), 'invalid value for Float(): "abc"'),
    ("%z", (1,), "malformed format string - %z"),
])
def test_sprintf_errors(fmt, args, message):
    with pytest.raises(FunctionError) as err:
        call("sprintf", fmt, *args)
    assert err.value.message == message
