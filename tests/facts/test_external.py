"""External facts: every file kind, bad files, precedence and overrides."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from bunraku.facts import FactCollector, GatherOptions


def write(path: Path, text: str, executable: bool = False) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    if executable:
        path.chmod(0o755)
    return path


def collect(dirs: list[Path], **overrides: object) -> FactCollector:
    return FactCollector(GatherOptions.isolated(external_dirs=[str(d) for d in dirs], **overrides))


def test_every_kind_of_external_fact(tmp_path: Path) -> None:
    d = tmp_path / "facts.d"
    write(d / "a.yaml", "role: web\nTier: 3\nports: [80, 443]\nwhen: 2020-01-02 03:04:05\nday: 2020-01-02\n")
    write(d / "b.json", '{"datacenter": {"name": "ams1", "rack": 12}}')
    write(d / "c.txt", "owner=ops team\n# comment\nnot a pair\nempty=\n")
    write(d / "d.sh", "#!/bin/sh\necho location=basement\necho 'color=blue'\n", executable=True)
    write(d / "e.sh", "#!/bin/sh\nprintf 'structured:\\n  a: 1\\n  b: [x]\\n'\n", executable=True)
    write(d / "f.sh", "#!/bin/sh\necho '{\"from_json\": true}'\n", executable=True)
    write(d / "notes.md", "ignored=yes\n")
    write(d / ".hidden.txt", "hidden=yes\n")
    collector = collect([d])
    facts = collector.all()
    assert facts["role"] == "web" and facts["tier"] == 3 and facts["ports"] == [80, 443]
    assert facts["when"] == "2020-01-02 03:04:05" and facts["day"] == "2020-01-02"
    assert collector.query("datacenter.rack") == 12
    assert facts["owner"] == "ops team" and "empty" not in facts
    assert facts["location"] == "basement" and facts["color"] == "blue"
    assert facts["structured"] == {"a": 1, "b": ["x"]}
    assert facts["from_json"] is True
    assert "ignored" not in facts and "hidden" not in facts
    assert collector.warnings == []


def test_bad_files_warn_with_their_name_and_the_rest_still_load(tmp_path: Path) -> None:
    d = tmp_path / "facts.d"
    bad_yaml = write(d / "bad.yaml", "key: [unclosed\n")
    bad_json = write(d / "bad.json", '{"a": 1,,}')
    a_list = write(d / "list.yaml", "- just\n- a list\n")
    failing = write(d / "fail.sh", "#!/bin/sh\necho partial=1\necho oops >&2\nexit 3\n", executable=True)
    write(d / "good.txt", "good=yes\n")
    collector = collect([d])
    assert collector.fact("good") == "yes"
    assert collector.fact("partial") == "1"
    text = "\n".join(collector.warnings)
    for path in (bad_yaml, bad_json, a_list, failing):
        assert str(path) in text
    assert "line 1" in text and "exited with status 3" in text and "oops" in text


def test_precedence_first_directory_then_reverse_name_order(tmp_path: Path) -> None:
    a, b = tmp_path / "a", tmp_path / "b"
    write(a / "x.txt", "dup=from_a_x\n")
    write(b / "x.txt", "dup=from_b_x\n")
    write(a / "aaa.yaml", "dup: from_a_aaa\n")
    write(a / "z.json", '{"dup2": 1}')
    write(a / "y.txt", "dup2=from_y\n")
    collector = collect([a, b])
    assert collector.fact("dup") == "from_a_x"
    assert collector.fact("dup2") == 1


def test_precedence_agrees_with_facter(tmp_path: Path) -> None:
    if shutil.which("facter") is None:
        pytest.skip("facter is not installed")
    a, b = tmp_path / "a", tmp_path / "b"
    write(a / "x.txt", "dup=from_a_x\n")
    write(b / "x.txt", "dup=from_b_x\n")
    write(a / "aaa.yaml", "dup: from_a_aaa\nMixedCase: 1\n")
    write(a / "z.json", '{"dup2": 1, "kernel": "overridden"}')
    write(a / "y.txt", "dup2=from_y\n")
    completed = subprocess.run(["facter", "--external-dir", str(a), "--external-dir", str(b), "dup", "dup2",
                                "mixedcase", "kernel"], capture_output=True, text=True, timeout=120)
    collector = collect([a, b])
    ours = "\n".join(f"{name} => {collector.query(name)}" for name in ("dup", "dup2", "kernel", "mixedcase"))
    assert completed.stdout.strip() == ours


def test_external_overrides_core_and_environment_overrides_both(tmp_path: Path) -> None:
    d = tmp_path / "facts.d"
    write(d / "k.txt", "kernel=PretendOS\nrole=db\n")
    collector = collect([d], environ={"FACTER_role": "from-env", "FACTER_Datacenter": "ams", "PATH": "/bin"})
    assert collector.fact("kernel") == "PretendOS"
    assert collector.fact("role") == "from-env"
    assert collector.fact("datacenter") == "ams"
    assert collector.source("kernel") == "external"


def test_module_facts_d_on_the_modulepath(tmp_path: Path) -> None:
    write(tmp_path / "modules" / "site" / "facts.d" / "site.yaml", "site_fact: here\n")
    collector = FactCollector(GatherOptions.isolated(modulepath=[str(tmp_path / "modules")]))
    assert collector.fact("site_fact") == "here"


def test_unreadable_file_warns(tmp_path: Path) -> None:
    if os.geteuid() == 0:
        pytest.skip("root can read any file")
    d = tmp_path / "facts.d"
    path = write(d / "secret.txt", "a=b\n")
    path.chmod(0)
    collector = collect([d])
    assert collector.fact("a") is None
    assert str(path) in collector.warnings[0]


def test_external_facts_can_be_disabled(tmp_path: Path) -> None:
    d = tmp_path / "facts.d"
    write(d / "k.txt", "role=db\n")
    assert collect([d], external_facts=False).fact("role") is None
