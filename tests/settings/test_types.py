"""Setting types: munge (external -> internal) and print, and errors that name the setting."""
from __future__ import annotations

import math

import pytest

from bunraku.settings.errors import ValidationError
from bunraku.settings.types import (ArraySetting, AutosignSetting, BooleanSetting, CertificateRevocationSetting,
                                   DurationSetting, EnumSetting, FileOrDirectorySetting, FileSetting,
                                   HttpExtraHeadersSetting, IntegerSetting, PathSetting, PortSetting, PrioritySetting,
                                   ServerListSetting, SymbolicEnumSetting, TerminusSetting, TTLSetting, ruby_to_s)


@pytest.mark.parametrize("text, seconds", [("30", 30), ("5m", 300), ("1h", 3600), ("2d", 172800),
                                           ("1y", 31536000), ("0", 0), ("15s", 15)])
def test_duration_units(text: str, seconds: int) -> None:
    assert DurationSetting("runinterval", "agent").munge(text) == seconds


@pytest.mark.parametrize("bad", ["soon", "5 m", "1h30m", "-5", "1.5h", ""])
def test_bad_duration_names_the_setting(bad: str) -> None:
    with pytest.raises(ValidationError) as info:
        DurationSetting("runinterval", "agent").munge(bad)
    assert str(info.value) == f"Invalid duration format '{bad}' for parameter: runinterval"
    assert info.value.setting == "runinterval"


def test_ttl_unlimited_and_print() -> None:
    ttl = TTLSetting("environment_timeout", "main")
    assert ttl.munge("unlimited") == math.inf
    assert ttl.print("unlimited") == "unlimited"
    assert ttl.print("3d") == "259200"
    with pytest.raises(ValidationError, match="Invalid 'time to live' format 'forever' for parameter: environment_timeout"):
        ttl.munge("forever")
    with pytest.raises(ValidationError, match="negative"):
        ttl.munge(-1)


def test_boolean() -> None:
    setting = BooleanSetting("noop", "agent")
    assert setting.munge("true") is True and setting.munge(False) is False
    assert setting.print("false") == "false"
    with pytest.raises(ValidationError, match="Invalid value 'yes' for boolean parameter: noop"):
        setting.munge("yes")


def test_integer_and_port() -> None:
    assert IntegerSetting("keylength", "ca").munge("4096") == 4096
    assert IntegerSetting("keylength", "ca").munge("0x10") == 16
    with pytest.raises(ValidationError, match="Cannot convert 'big' to an integer for parameter: keylength"):
        IntegerSetting("keylength", "ca").munge("big")
    assert PortSetting("masterport", "server").munge("8140") == 8140
    with pytest.raises(ValidationError, match="not a valid port number for parameter: masterport"):
        PortSetting("masterport", "server").munge("70000")


def test_arrays_and_lists() -> None:
    assert ArraySetting("disable_warnings", "main").munge("a , b,c") == ["a", "b", "c"]
    assert ArraySetting("disable_warnings", "main").print(()) == "[]"
    assert ArraySetting("x", "main").print("sha256,md5") == '["sha256", "md5"]'
    servers = ServerListSetting("server_list", "agent")
    assert servers.munge("a:8141,b") == [["a", "8141"], ["b"]]
    assert servers.print("a:8141,b") == "a:8141,b"
    assert servers.print(()) == ""
    assert HttpExtraHeadersSetting("http_extra_headers", "agent").munge("X-A:1,X-B:2") == [["X-A", "1"], ["X-B", "2"]]


def test_enums() -> None:
    level = EnumSetting("log_level", "main", values=("debug", "info"))
    assert level.munge("info") == "info"
    with pytest.raises(ValidationError, match="Invalid value 'loud' for parameter log_level. Allowed values are 'debug', 'info'"):
        level.munge("loud")
    assert SymbolicEnumSetting("strict", "main", values=("off", "warning", "error")).print("error") == "error"


def test_priority_revocation_terminus_autosign() -> None:
    priority = PrioritySetting("priority", "main")
    assert priority.munge("low") == 10 and priority.munge("-5") == -5 and priority.munge(None) is None
    with pytest.raises(ValidationError, match="Invalid priority format 'urgent'"):
        priority.munge("urgent")
    revocation = CertificateRevocationSetting("certificate_revocation", "main")
    assert revocation.munge("true") == "chain" and revocation.munge("leaf") == "leaf"
    assert revocation.print("false") == "false"
    with pytest.raises(ValidationError, match="must be one of"):
        revocation.munge("sometimes")
    assert TerminusSetting("node_terminus", "main").munge("") is None
    autosign = AutosignSetting("autosign", "ca")
    assert autosign.munge("true") is True and autosign.munge("/etc/autosign.conf") == "/etc/autosign.conf"
    with pytest.raises(ValidationError, match="absolute path"):
        autosign.munge("relative.conf")


def test_paths_are_expanded(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert FileSetting("hostcert", "main").munge("certs/../x.pem") == str(tmp_path / "x.pem")
    assert FileSetting("hostcert", "main").munge("~/x") == str(tmp_path / "home" / "x")
    assert PathSetting("modulepath", "main").munge("a:/b//c") == f"{tmp_path / 'a'}:/b/c"
    assert FileOrDirectorySetting("manifest", "main").file_type(str(tmp_path)) == "directory"


def test_file_metadata_accounts() -> None:
    setting = FileSetting("ssldir", "main", owner="service", mode="0771")
    setting.set_meta("root", None, "0750")
    assert (setting.owner, setting.group, setting.mode) == ("root", None, "0750")
    with pytest.raises(Exception, match="must be either 'root' or 'service', not 'bob'"):
        setting.set_meta("bob", None, None)


def test_ruby_to_s() -> None:
    assert ruby_to_s(None) == "" and ruby_to_s(True) == "true"
    assert ruby_to_s(["a", 'b"c']) == '["a", "b\\"c"]'
    assert ruby_to_s([["a", "1"]]) == '[["a", "1"]]'
