"""facter.conf reading: the HOCON subset, durations, and clear errors naming the file and line."""
from __future__ import annotations

from pathlib import Path

import pytest

from bunraku.facts.config import FactsConfigError, duration_to_seconds, load_config, parse_config
from bunraku.facts.hocon import HoconError, parse_hocon


def test_full_config(tmp_path: Path) -> None:
    path = tmp_path / "facter.conf"
    path.write_text('''
# Facter's documented example, slightly extended
global : {
    external-dir : [ "/srv/facts" ],
    custom-dir   : "/srv/custom"
    no-custom-facts : true
}
cli : { debug : false, verbose : true }
facts : {
    blocklist : [ "file system", "EC2" ]
    ttls : [
        { "timezone" : 30 days },
        // comment
        { "my-group" : 90 }
    ]
}
fact-groups : { my-group : [ "os", "kernel" ] }
''')
    config = load_config(str(path))
    assert config.external_dirs == ["/srv/facts"] and config.custom_dirs == ["/srv/custom"]
    assert config.no_custom_facts and not config.no_external_facts
    assert config.blocklist == ["file system", "EC2"]
    assert config.ttls == {"timezone": 2592000.0, "my-group": 90.0}
    assert config.fact_groups == {"my-group": ["os", "kernel"]}


@pytest.mark.parametrize(("text", "seconds"), [("30 days", 2592000), ("1 hour", 3600), ("10m", 600),
                                               (5, 5), ("2 seconds", 2), ("1.5h", 5400), ("500 ms", 0.5)])
def test_durations(text: object, seconds: float) -> None:
    assert duration_to_seconds(text) == seconds


def test_bad_duration_names_the_file(tmp_path: Path) -> None:
    with pytest.raises(FactsConfigError, match=r"facter.conf: facts.ttls 'timezone': invalid duration"):
        parse_config('facts : { ttls : [ { timezone : soon } ] }', str(tmp_path / "facter.conf"))


def test_syntax_error_names_file_and_line(tmp_path: Path) -> None:
    with pytest.raises(FactsConfigError, match=r"facter.conf:3: expected a value"):
        parse_config('global : {\n  external-dir : [ "a" ]\n  custom-dir : }\n', str(tmp_path / "facter.conf"))
    with pytest.raises(HoconError, match="unterminated"):
        parse_hocon('a : "open')


def test_missing_explicit_config_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(FactsConfigError, match="cannot read facter config"):
        load_config(str(tmp_path / "absent.conf"))


def test_hocon_root_braces_dotted_keys_and_merging() -> None:
    assert parse_hocon('{ a.b : 1, a.c = [1, 2.5, true, null, "x y"] }') == {
        "a": {"b": 1, "c": [1, 2.5, True, None, "x y"]}}
    assert parse_hocon('a.b : 1\na { d : on }') == {"a": {"b": 1, "d": True}}
