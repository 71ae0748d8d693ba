"""Unit tests of the registry's model and identity helpers (cases Puppet was not asked about)."""
from __future__ import annotations

import pytest

from bunraku.catalog.resource_types import (METAPARAMETERS, TitlePatternMismatch, alias_key,
                                            catalog_parameters, core_types, parameter_name, reference_keys,
                                            resource_type, ruby_inspect, uniqueness_key)
from bunraku.catalog.resource_types.model import define_type, param


def rtype(name: str):  # type: ignore[no-untyped-def]
    found = resource_type(name)
    assert found is not None
    return found


def test_lookup_is_case_insensitive_and_unknown_is_none() -> None:
    assert rtype("File") is rtype("file")
    assert resource_type("nosuch") is None


def test_core_types_exclude_module_types() -> None:
    names = {t.name for t in core_types()}
    assert {"file", "exec", "notify", "whit"} <= names
    assert not names & {"host", "cron", "mount", "sshkey", "ssh_authorized_key"}
    assert rtype("cron").module == "puppetlabs-cron_core"


def test_name_is_an_alias_of_a_lone_namevar() -> None:
    path = rtype("file").attribute("name")
    assert path is not None and path.name == "path" and path.aliases == ("name",)
    assert rtype("notify").attribute("name").aliases == ()  # type: ignore[union-attr]
    assert rtype("package").attribute("name").name == "name"  # type: ignore[union-attr]
    assert parameter_name(rtype("exec"), "name") == "command"
    assert parameter_name(rtype("package"), "name") == "name"


def test_metaparameters_and_unknown_attributes() -> None:
    notify = rtype("notify")
    assert all(notify.is_valid_attribute(m) for m in METAPARAMETERS)
    assert notify.attribute("tag") is METAPARAMETERS["tag"]
    assert not notify.is_valid_attribute("provider")
    assert not notify.is_valid_attribute("title")


def test_attribute_order_puts_ensure_first_among_properties() -> None:
    props = [a.name for a in rtype("user").properties()]
    assert props[0] == "ensure"
    assert list(rtype("package").attributes)[:4] == ["name", "provider", "command", "ensure"]


def test_value_rules() -> None:
    ensure = rtype("service").attribute("ensure")
    assert ensure is not None
    assert ensure.accepts("running") and ensure.accepts(True) and ensure.accepts("false")
    assert ensure.canonical_value(True) == "running"
    assert not ensure.accepts("Running")
    replace = rtype("file").attribute("replace")
    assert replace is not None and replace.accepts("yes") and not replace.accepts("maybe")
    assert rtype("file").attribute("mode").accepts("anything")  # type: ignore[union-attr]
    recurse = rtype("tidy").attribute("recurse")
    assert recurse is not None and recurse.accepts(3) and recurse.accepts("inf") and not recurse.accepts("x")
    assert recurse.invalid_value_message("x") == (
        'Invalid value "x". Valid values are true, false, inf. Valid values match /^[0-9]+$/.')


@pytest.mark.parametrize("title, path", [
    ("/tmp/x/", "/tmp/x"), ("/tmp/x", "/tmp/x"), ("/", "/"), ("///", "/"), ("C:/", "C:/"),
    ("C:/foo//", "C:/foo"), ("rel/", "rel"), ("/tmp/x/\n", "/tmp/x/\n"), ("/a\n/b/", "/a\n/b"),
])
def test_file_title_pattern(title: str, path: str) -> None:
    assert rtype("file").parse_title(title) == {"path": path}


def test_sshkey_title_patterns() -> None:
    sshkey = rtype("sshkey")
    assert sshkey.parse_title("host@ssh-rsa") == {"name": "host", "type": "ssh-rsa"}
    assert sshkey.parse_title("a@b@c") == {"name": "a", "type": "b@c"}
    assert sshkey.parse_title("host") == {"name": "host"}
    assert sshkey.namevar_values("h@ssh-rsa", {"type": "rsa"}) == ("h", "rsa")


def test_title_pattern_mismatch() -> None:
    strict = define_type("strict", "test.", (param("a", "x.", namevar=True), param("b", "y.", namevar=True)),
                         METAPARAMETERS, title_patterns=((r"^(\w+)-(\w+)$", ("a", "b")),))
    assert strict.namevar_values("x-y", {}) == ("x", "y")
    with pytest.raises(TitlePatternMismatch, match='No set of title patterns matched the title "xy".'):
        strict.parse_title("xy")
    with pytest.raises(ValueError):
        define_type("bad", "t.", (param("a", "x.", namevar=True), param("name", "y.")), METAPARAMETERS)


def test_uniqueness_keys() -> None:
    package = rtype("package")
    assert uniqueness_key(package, "foo", {}) == (None, "foo", None)
    assert uniqueness_key(package, "x", {"name": "foo", "provider": "gem", "command": None}) == (None, "foo", "gem")
    file = rtype("file")
    assert uniqueness_key(file, "a", {"path": "/x"}) == ("/x",)
    assert uniqueness_key(file, "a", {"name": "/x"}) == ("a",)  # name is not consulted at compile time
    assert alias_key(file, "/x", {}) is None
    assert alias_key(file, "/x/", {}) == ("/x",)
    assert alias_key(rtype("exec"), "a", {"command": "/bin/true"}) is None
    assert reference_keys(file, "/x/") == (("/x/",), ("/x",))
    assert reference_keys(file, "/x") == (("/x",),)


def test_catalog_parameters_drop_undef_and_title_namevar() -> None:
    file = rtype("file")
    assert catalog_parameters(file, "/x", {"mode": None, "owner": "root"}) == {"owner": "root"}
    assert catalog_parameters(file, "/x/", {"path": "/x/"}) == {}
    assert catalog_parameters(rtype("notify"), "a", {"name": "a"}) == {}


def test_ruby_inspect() -> None:
    assert ruby_inspect([None, "foo", 5, True]) == '[nil, "foo", 5, true]'
    assert ruby_inspect('a"b\\c\n\x01#{x} é') == '"a\\"b\\\\c\\n\\u0001\\#{x} é"'


def test_definitions_are_read_only() -> None:
    with pytest.raises(TypeError):
        rtype("file").attributes["x"] = None  # type: ignore[index]
    with pytest.raises(AttributeError):
        rtype("file").name = "y"  # type: ignore[misc]
