"""Facts files, ENC output and node-name matching."""
from __future__ import annotations

import json
import stat

import pytest

from bunraku.compiler.compiler import CompileOptions, Compiler
from bunraku.compiler.enc import ENCError, classify, parse_classification
from bunraku.compiler.errors import EvaluationError
from bunraku.compiler.session import NodeDataError, load_facts_file


def test_facts_file_forms(tmp_path) -> None:
    plain = tmp_path / "f.yaml"
    plain.write_text("os:\n  family: Debian\nipaddress: 10.0.0.1\n")
    assert load_facts_file(str(plain))["os"] == {"family": "Debian"}
    cache = tmp_path / "c.yaml"
    cache.write_text("--- !ruby/object:Puppet::Node::Facts\nname: n\nvalues:\n  a: 1\n")
    assert load_facts_file(str(cache)) == {"a": 1}
    js = tmp_path / "f.json"
    js.write_text(json.dumps({"name": "n", "values": {"b": [1]}}))
    assert load_facts_file(str(js)) == {"b": [1]}


@pytest.mark.parametrize("text", ["- a\n- b\n", "a: [1\n"])
def test_bad_facts_file(tmp_path, text: str) -> None:
    path = tmp_path / "bad.yaml"
    path.write_text(text)
    with pytest.raises(NodeDataError) as info:
        load_facts_file(str(path))
    assert str(path) in str(info.value)


def test_missing_facts_file(tmp_path) -> None:
    with pytest.raises(NodeDataError, match="Could not read facts file"):
        load_facts_file(str(tmp_path / "none.yaml"))


def test_enc_classes_as_list_and_hash() -> None:
    c = parse_classification("classes: [a, b]\nparameters: {x: 1}\nenvironment: test\n", "n")
    assert c.classes == {"a": None, "b": None} and c.parameters == {"x": 1} and c.environment == "test"
    c = parse_classification("classes:\n  a:\n    p: 2\n  b:\n", "n")
    assert c.classes == {"a": {"p": 2}, "b": None}
    with pytest.raises(ENCError):
        parse_classification("classes: 3\n", "n")


def test_enc_command(tmp_path) -> None:
    script = tmp_path / "enc"
    script.write_text("#!/bin/sh\necho \"classes: [c]\"\necho \"parameters: {who: $1}\"\n")
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    c = classify(str(script), "web01")
    assert c.parameters == {"who": "web01"}
    failing = tmp_path / "fail"
    failing.write_text("#!/bin/sh\necho nope >&2\nexit 3\n")
    failing.chmod(failing.stat().st_mode | stat.S_IEXEC)
    with pytest.raises(ENCError, match="returned 3: nope"):
        classify(str(failing), "web01")


def compile_notices(code: str, certname: str, **kw) -> list[str]:
    out: list[str] = []
    Compiler(CompileOptions(certname=certname, code=code, **kw), lambda lvl, m: out.append(m)).compile()
    return out


def test_node_name_shortening_without_strict_hostname_checking() -> None:
    code = "node 'web01' { notice(short) }\nnode default { notice(dflt) }"
    assert compile_notices(code, "web01.example.com") == ["Scope(Node[default]): dflt"]  # Puppet 7
    assert compile_notices(code, "web01.example.com", strict_hostname_checking=False) == \
        ["Scope(Node[web01]): short"]
    code = "node 'web01.example' { notice(mid) }\nnode /^web/ { notice(rx) }"
    assert compile_notices(code, "web01.example.com", strict_hostname_checking=False) == \
        ["Scope(Node[__node_regexp__web]): rx"]
    code = "node 'host.corp' { notice(fqdn) }"
    assert compile_notices(code, "other", strict_hostname_checking=False,
                           facts={"hostname": "host", "domain": "corp"}) == ["Scope(Node[host.corp]): fqdn"]


def test_no_matching_node() -> None:
    with pytest.raises(EvaluationError) as info:
        compile_notices("node 'other' {}", "web01.example.com", strict_hostname_checking=False)
    assert str(info.value) == ("Could not find node statement with name 'default' or "
                               "'web01.example.com, web01.example, web01'")


def test_enc_variables_and_classes_at_node_scope() -> None:
    code = "node default { $n = 'node' }\nclass c($p = 0) { notice(\"$p $n $role\") }"
    out = compile_notices(code, "x", enc_classes={"c": {"p": 5}}, enc_parameters={"role": "web"})
    assert out == ["Scope(Class[C]): 5 node web"]
    with pytest.raises(EvaluationError, match=r"Cannot reassign variable '\$role'"):
        compile_notices("$role = 'db'", "x", enc_parameters={"role": "web"})


def test_settings_namespace() -> None:
    out = compile_notices("notice($settings::vardir)", "x", settings={"vardir": "/v"})
    assert out == ["Scope(Class[main]): /v"]
