"""Precedence, run modes, interpolation (and cycles), environment.conf, hooks, root defaults."""
from __future__ import annotations

import math
from pathlib import Path

import pytest

from bunraku.settings import InterpolationError, Settings, SettingsError, ValidationError
from bunraku.settings.definitions import DEFINITIONS, Definition
from bunraku.settings.defaults import Platform

from settings_fixtures import IsolatedRoots


def test_every_puppet7_setting_is_defined_and_its_default_resolves(roots: IsolatedRoots) -> None:
    settings = roots.settings
    assert len(DEFINITIONS) == 233
    assert {"confdir", "ssldir", "runinterval", "environment_timeout", "server_list", "serverport"} <= set(settings.names())
    values = settings.values_for_manifests()
    assert len(values) == 233
    assert values["ssldir"] == str(roots.root / "conf" / "ssl")
    assert values["runinterval"] == 1800
    assert values["maxwaitforcert"] == math.inf
    assert values["serverport"] == 8140


@pytest.mark.parametrize("privileged, expected", [
    (True, {"confdir": "/etc/puppetlabs/puppet", "codedir": "/etc/puppetlabs/code",
            "vardir": "/opt/puppetlabs/puppet/cache", "publicdir": "/opt/puppetlabs/puppet/public",
            "rundir": "/var/run/puppetlabs", "logdir": "/var/log/puppetlabs/puppet",
            "ssldir": "/etc/puppetlabs/puppet/ssl", "config": "/etc/puppetlabs/puppet/puppet.conf"}),
    (False, {"confdir": "/home/u/.puppetlabs/etc/puppet", "codedir": "/home/u/.puppetlabs/etc/code",
             "vardir": "/home/u/.puppetlabs/opt/puppet/cache", "publicdir": "/home/u/.puppetlabs/opt/puppet/public",
             "rundir": "/home/u/.puppetlabs/var/run", "logdir": "/home/u/.puppetlabs/var/log",
             "ssldir": "/home/u/.puppetlabs/etc/puppet/ssl"}),
])
def test_root_defaults_depend_on_privilege(privileged: bool, expected: dict[str, str]) -> None:
    settings = Settings(platform=Platform(privileged=privileged, home="/home/u", hostname="h", domain="d"))
    for name, value in expected.items():
        assert settings[name] == value, name
    assert settings["certname"] == "h.d"
    assert settings["basemodulepath"] == f"{expected['codedir']}/modules:/opt/puppetlabs/puppet/modules"


def test_precedence_memory_cli_env_runmode_main_default(roots: IsolatedRoots) -> None:
    roots.write_conf("[main]\nruninterval = 1m\nserver = main\n[agent]\nruninterval = 2m\n"
                     "[user]\nmanifest_note = ignored\n")
    settings = roots.load()
    assert settings["runinterval"] == 60  # user run mode: [user] then [main]
    settings.preferred_run_mode = "agent"
    assert settings["runinterval"] == 120
    assert settings["server"] == "main"
    settings.handle_cli("runinterval", "3m")
    assert settings["runinterval"] == 180
    settings["runinterval"] = "4m"
    assert settings["runinterval"] == 240
    assert settings.origin("runinterval") is not None and settings.origin("runinterval").source == "memory"
    assert settings["splay"] is False  # default


def test_server_run_mode_reads_server_then_master(roots: IsolatedRoots) -> None:
    roots.write_conf("[master]\nnode_terminus = exec\nreports = log\n[server]\nnode_terminus = ldap\n")
    settings = roots.load()
    assert settings["node_terminus"] == "plain"
    settings.preferred_run_mode = "server"
    assert settings["node_terminus"] == "ldap"
    assert settings["reports"] == "log"
    with pytest.raises(SettingsError, match="Invalid run mode 'daemon'"):
        settings.preferred_run_mode = "daemon"


def test_interpolation_is_recursive_and_braced(roots: IsolatedRoots) -> None:
    settings = roots.settings
    settings["statedir"] = "${vardir}/s"
    settings["libdir"] = "$statedir/lib"
    settings["plugindest"] = "$libdir/x-${run_mode}"
    assert settings["plugindest"] == f"{roots.root}/var/s/lib/x-user"
    settings.preferred_run_mode = "agent"
    assert settings["plugindest"] == f"{roots.root}/var/s/lib/x-agent"


def test_cycle_is_an_error_naming_the_settings(roots: IsolatedRoots) -> None:
    settings = roots.settings
    settings["statedir"] = "$libdir/s"
    settings["libdir"] = "$plugindest/l"
    settings["plugindest"] = "$statedir"
    with pytest.raises(InterpolationError) as info:
        settings["statedir"]
    assert "statedir -> libdir -> plugindest -> statedir" in str(info.value)
    with pytest.raises(InterpolationError, match="libdir -> plugindest -> statedir -> libdir"):
        settings["libdir"]


def test_cycle_through_a_computed_default(roots: IsolatedRoots) -> None:
    settings = roots.settings
    settings["ssldir"] = "$cadir/ssl"  # cadir's default looks at $ssldir/ca
    with pytest.raises(InterpolationError, match="cadir -> ssldir -> cadir"):
        settings["cacert"]


def test_config_print_of_a_cycle_is_an_error(roots: IsolatedRoots) -> None:
    settings = roots.settings
    settings["statedir"] = "$libdir"
    settings["libdir"] = "$statedir"
    with pytest.raises(InterpolationError, match="statedir -> libdir -> statedir"):
        settings.stringify("main", ["statedir"])


def test_cycle_from_puppet_conf_names_file_and_line(roots: IsolatedRoots) -> None:
    roots.write_conf("[main]\nstatedir = $libdir/s\nlibdir = $statedir/l\n")
    settings = roots.load()
    with pytest.raises(InterpolationError) as info:
        settings["libdir"]
    message = str(info.value)
    assert "libdir -> statedir -> libdir" in message
    assert "puppet.conf" in message and "line:" in message


def test_missing_variable_and_bad_value_name_setting_and_line(roots: IsolatedRoots) -> None:
    roots.write_conf("[main]\nstatedir = $nothing/s\nruninterval = soon\n")
    settings = roots.load()
    with pytest.raises(InterpolationError) as info:
        settings["statedir"]
    assert "Error converting value for param 'statedir': Could not find value for $nothing" in str(info.value)
    assert "line: 2" in str(info.value)
    with pytest.raises(ValidationError) as bad:
        settings["runinterval"]
    assert str(bad.value) == ("Invalid duration format 'soon' for parameter: runinterval "
                              f"(file: {roots.confdir / 'puppet.conf'}, line: 3)")


def test_environment_is_only_interpolated_in_config_version(roots: IsolatedRoots) -> None:
    warnings: list[str] = []
    settings = roots.settings
    settings._warn = warnings.append
    settings["statedir"] = "$vardir/$environment"
    assert settings["statedir"] == f"{roots.root}/var/$environment"
    assert warnings and "cannot interpolate $environment within 'statedir'" in warnings[0]


def _make_env(roots: IsolatedRoots, name: str, conf: str | None) -> Path:
    envdir = roots.root / "code" / "environments" / name
    envdir.mkdir(parents=True)
    if conf is not None:
        (envdir / "environment.conf").write_text(conf, encoding="utf-8")
    return envdir


def test_environment_conf_precedence_and_relative_paths(roots: IsolatedRoots) -> None:
    envdir = _make_env(roots, "dev", "modulepath = site:$basemodulepath\nmanifest = init.pp\n"
                                     "config_version = bin/v $environment\nenvironment_timeout = 2m\n")
    roots.write_conf("[main]\nenvironment_timeout = 1m\n")
    settings = roots.load()
    base = settings["basemodulepath"]
    assert settings.value("modulepath", "dev") == f"{envdir}/site:{base}"
    assert settings.value("manifest", "dev") == f"{envdir}/init.pp"
    assert settings.value("config_version", "dev") == f"{envdir}/bin/v dev"
    assert settings.value("environment_timeout", "dev") == 120
    assert settings.value("environment_timeout") == 60
    settings.handle_cli("environment_timeout", "5s")  # the command line beats environment.conf
    assert settings.value("environment_timeout", "dev") == 5


def test_environment_without_conf_uses_defaults(roots: IsolatedRoots) -> None:
    envdir = _make_env(roots, "test", None)
    settings = roots.settings
    assert settings.value("modulepath", "test") == f"{envdir}/modules:{settings['basemodulepath']}"
    assert settings.value("manifest", "test") == f"{envdir}/manifests"
    assert settings.value("modulepath", "absent") == ""


def test_puppet_conf_may_not_set_environment_only_settings(roots: IsolatedRoots) -> None:
    roots.write_conf("[main]\nmodulepath = /x\n")
    with pytest.raises(SettingsError, match="Cannot set modulepath settings in puppet.conf"):
        roots.load()


def test_metadata_applies_to_file_settings(roots: IsolatedRoots) -> None:
    roots.write_conf("[main]\nssldir = $confdir/ssl { owner=root, mode=0700 }\n[agent]\nssldir = $confdir/ssl {mode=0711}\n")
    settings = roots.load()
    ssldir = settings.setting("ssldir")
    assert (ssldir.owner, ssldir.mode) == ("root", "0700")
    settings.initialize_app_defaults({"run_mode": "agent"})
    assert ssldir.mode == "0711"


def test_unknown_settings_in_puppet_conf_are_ignored(roots: IsolatedRoots) -> None:
    roots.write_conf("[main]\nno_such_setting = 1\nserver = s\n")
    assert roots.load()["server"] == "s"


# -- hooks -------------------------------------------------------------------------------------
def _hooked(call_hook: str, calls: list[object]) -> Settings:
    definitions = DEFINITIONS + (Definition("main", "watched", "string", default="start", call_hook=call_hook,
                                            hook=lambda settings, value: calls.append(value)),)
    return Settings(definitions, platform=Platform(privileged=False, home="/nonexistent", hostname="h", domain=""),
                    warn=lambda message: None)


def test_on_define_and_write_hook() -> None:
    calls: list[object] = []
    settings = _hooked("on_define_and_write", calls)
    assert calls == ["start"]
    settings["watched"] = "new"
    assert calls == ["start", "new"]


def test_on_initialize_and_write_hook_runs_at_initialization_and_on_writes(tmp_path: Path) -> None:
    calls: list[object] = []
    settings = _hooked("on_initialize_and_write", calls)
    assert calls == []
    settings.application_defaults.set("confdir", str(tmp_path))
    settings.parse_config_text("[agent]\nwatched = from-agent\n")
    assert calls == []
    settings.initialize_app_defaults({"run_mode": "agent"})
    assert calls == ["from-agent"]
    settings["watched"] = "written"
    assert calls[-1] == "written"


def test_on_write_only_hook_is_not_called_for_another_run_modes_section() -> None:
    calls: list[object] = []
    settings = _hooked("on_write_only", calls)
    settings.parse_config_text("[agent]\nwatched = agent-value\n")
    assert calls == []  # user run mode: [agent] is not searched
    settings.preferred_run_mode = "agent"
    settings.parse_config_text("[agent]\nwatched = agent-value\n")
    assert calls == ["agent-value"]


def test_hook_sees_raw_value_and_not_changes_of_interpolated_base() -> None:
    calls: list[object] = []
    definitions = DEFINITIONS + (Definition("main", "watched", "string", default="$vardir/x",
                                            call_hook="on_write_only", hook=lambda s, v: calls.append(v)),)
    settings = Settings(definitions, platform=Platform(privileged=False, home="/h", hostname="h", domain=""))
    settings["vardir"] = "/other"
    assert calls == []
    assert settings["watched"] == "/other/x"


def test_builtin_hooks_validate(roots: IsolatedRoots) -> None:
    settings = roots.settings
    with pytest.raises(ValidationError, match="Certificate names must be lower case"):
        settings["certname"] = "UPPER"
    assert settings["certname"] == "node.example.com"  # the rejected value was not kept
    with pytest.raises(ValidationError, match="Cannot disable unrecognized warning types 'bogus'"):
        settings.handle_cli("disable_warnings", "bogus")
    with pytest.raises(ValidationError, match="supported_checksum_types"):
        settings["supported_checksum_types"] = "sha256,crc32"


def test_definitions_can_be_added_but_not_redefined() -> None:
    settings = Settings(platform=Platform(privileged=False, home="/h", hostname="h", domain=""))
    settings.define_settings("main", [Definition("main", "extra", "duration", default="2m", desc="An extra one.")])
    assert settings["extra"] == 120
    with pytest.raises(SettingsError, match="Setting extra is already defined"):
        settings.define_settings("main", [Definition("main", "extra")])
    with pytest.raises(SettingsError, match="already using short name 'o'"):
        settings.define_settings("main", [Definition("main", "other", "boolean", default=False, short="o")])
