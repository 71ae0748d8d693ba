"""Property tests: no input, random or mutated, raises anything but PuppetSyntaxError."""
from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bunraku.lang import PuppetSyntaxError, parse_string

CORPUS = sorted((Path(__file__).parent / "corpus").rglob("*.pp"))
SEEDS = [p.read_text(encoding="utf-8") for p in CORPUS]
ALPHABET = st.sampled_from(list("$@{}[]()<>|=~!+-*/%,;:.?'\"\\#\n\t abcxyzABC019_&`") + [
    "${", "@(END)", "\nEND\n", "<|", "|>", "<<|", "|>>", "->", "~>", "=>", "+>", "+=", "::", "/*", "*/",
    "if", "else", "class", "define", "node", "case", "default", "undef", "function", "type", "in",
    "\\u{", "\\u", "0x", "1.5e", "Foo", "::Bar",
])


def _parse(text: str) -> None:
    try:
        parse_string(text, "fuzz.pp")
    except PuppetSyntaxError as exc:
        for d in exc.diagnostics:
            str(d)  # every diagnostic renders
            if d.line is not None:
                assert d.line >= 1 and d.column is not None and d.column >= 1


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(ALPHABET, max_size=40).map("".join))
def test_random_token_soup(text: str) -> None:
    _parse(text)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(SEEDS), st.integers(min_value=0, max_value=10_000), st.integers(min_value=0, max_value=8),
       st.text(max_size=6))
def test_mutated_corpus(seed: str, at: int, cut: int, insert: str) -> None:
    at = at % (len(seed) + 1)
    _parse(seed[:at] + insert + seed[at + cut:])


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
def test_arbitrary_unicode(text: str) -> None:
    _parse(text)
