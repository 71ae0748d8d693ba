"""Settings as command-line options, the three initialization phases, and start-up cost."""
from __future__ import annotations

import argparse
import time
from pathlib import Path

import pytest

from bunraku.settings import add_setting_options, initialize_settings, setting_overrides
from bunraku.settings.defaults import Platform


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(allow_abbrev=False)
    parser.add_argument("files", nargs="*")
    add_setting_options(parser)
    return parser


@pytest.mark.parametrize("argv", [["--log_level", "debug"], ["--log-level", "debug"], ["--log-level=debug"],
                                  ["--log_level=debug"]])
def test_dashes_and_underscores_are_interchangeable(argv: list[str]) -> None:
    assert setting_overrides(_parser().parse_args(argv)) == {"log_level": "debug"}


def test_booleans_take_no_value_and_have_negations() -> None:
    options = _parser().parse_args(["--noop", "--no-report", "--no_splay", "--use-srv-records", "site.pp", "-o"])
    assert setting_overrides(options) == {"noop": True, "report": False, "splay": False, "use_srv_records": True,
                                          "onetime": True}
    assert options.files == ["site.pp"]


def test_last_occurrence_wins() -> None:
    assert setting_overrides(_parser().parse_args(["--noop", "--no-noop"])) == {"noop": False}


def test_application_options_are_kept_and_win() -> None:
    parser = argparse.ArgumentParser(allow_abbrev=False)
    parser.add_argument("--noop", action="store_true", help="the application's own --noop")
    add_setting_options(parser)
    options = parser.parse_args(["--noop", "--no-noop", "--runinterval", "5m"])
    assert options.noop is True  # handled by the application's option, not the setting
    assert setting_overrides(options) == {"noop": False, "runinterval": "5m"}


def test_three_phases(tmp_path: Path) -> None:
    confdir = tmp_path / "conf"
    confdir.mkdir()
    (confdir / "puppet.conf").write_text("[main]\nruninterval = 1m\nserver = conf\n[agent]\nserver = agent\n")
    options = _parser().parse_args([f"--confdir={confdir}", "--runinterval", "2m", "--run_mode", "agent"])
    settings = initialize_settings(options, "user", application_name="agent",
                                   platform=Platform(privileged=False, home=str(tmp_path), hostname="h", domain=""))
    assert settings.preferred_run_mode == "agent"
    assert settings["runinterval"] == 120  # command line over puppet.conf
    assert settings["server"] == "agent"  # the run mode's section
    assert settings["name"] == "agent"
    assert settings.config_path == str(confdir / "puppet.conf")


def test_unprivileged_default_config_location(tmp_path: Path) -> None:
    home = tmp_path / "home"
    conf = home / ".puppetlabs" / "etc" / "puppet"
    conf.mkdir(parents=True)
    (conf / "puppet.conf").write_text("[main]\nserver = from-home\n")
    settings = initialize_settings(None, platform=Platform(privileged=False, home=str(home), hostname="h", domain=""))
    assert settings["server"] == "from-home"


def test_building_options_for_all_settings_is_cheap() -> None:
    timings = []
    for _ in range(5):
        start = time.perf_counter()
        _parser()
        timings.append(time.perf_counter() - start)
    assert min(timings) < 0.05  # measured ~5 ms; the budget is tens of ms
