"""``bunraku facts`` end to end, as a separate process."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import yaml


def run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environment = {key: value for key, value in os.environ.items() if not key.startswith("FACTER_")}
    environment.update(env or {})
    command = [sys.executable, "-m", "bunraku", "facts", "--no-cache", *args]
    return subprocess.run(command, capture_output=True, text=True, timeout=60, env=environment)


def test_json_of_everything(tmp_path: Path) -> None:
    result = run("--json", "--external-dir", str(tmp_path))
    assert result.returncode == 0, result.stderr
    facts = json.loads(result.stdout)
    assert facts["kernel"] == os.uname().sysname
    assert "osfamily" not in facts and "os" in facts
    assert list(facts) == sorted(facts)
    legacy = json.loads(run("--json", "--show-legacy", "--external-dir", str(tmp_path)).stdout)
    assert legacy["osfamily"] == facts["os"]["family"]


def test_plain_single_and_several_queries(tmp_path: Path) -> None:
    single = run("os.release", "--external-dir", str(tmp_path))
    assert single.stdout.startswith("{\n  full => \"")
    assert run("kernel", "--external-dir", str(tmp_path)).stdout == os.uname().sysname + "\n"
    several = run("os.name", "kernel", "nonexistent", "--external-dir", str(tmp_path)).stdout.splitlines()
    assert several[0] == f"kernel => {os.uname().sysname}"
    assert several[1] == "nonexistent => "
    assert several[2].startswith("os.name => ")


def test_yaml_and_dotted_queries(tmp_path: Path) -> None:
    (tmp_path / "x.yaml").write_text("datacenter:\n  racks: [r1, r2]\n")
    result = run("--yaml", "datacenter.racks.1", "os.release.major", "--external-dir", str(tmp_path))
    data = yaml.safe_load(result.stdout)
    assert data["datacenter.racks.1"] == "r2"
    assert isinstance(data["os.release.major"], str)


def test_environment_override_and_strict(tmp_path: Path) -> None:
    result = run("--json", "role", "--external-dir", str(tmp_path), env={"FACTER_role": "db"})
    assert json.loads(result.stdout) == {"role": "db"}
    strict = run("--strict", "missing_fact", "--external-dir", str(tmp_path))
    assert strict.returncode == 1 and "missing_fact" in strict.stderr


def test_bad_files_warn_on_stderr_without_traceback(tmp_path: Path) -> None:
    (tmp_path / "broken.json").write_text("{")
    (tmp_path / "fine.txt").write_text("fine=1\n")
    result = run("fine", "--external-dir", str(tmp_path))
    assert result.returncode == 0
    assert result.stdout == "1\n"
    assert f"Warning: {tmp_path / 'broken.json'}: invalid JSON" in result.stderr
    assert "Traceback" not in result.stderr


def test_broken_config_is_a_clear_error(tmp_path: Path) -> None:
    conf = tmp_path / "facter.conf"
    conf.write_text("facts : { ttls : [ { timezone : whenever } ] }\n")
    result = run("--config", str(conf), "kernel")
    assert result.returncode == 1
    assert result.stderr.startswith(f"Error: {conf}: facts.ttls 'timezone'")
    assert "Traceback" not in result.stderr


def test_custom_facts_from_modulepath(tmp_path: Path) -> None:
    folder = tmp_path / "modules" / "site" / "lib" / "bunraku" / "facts"
    folder.mkdir(parents=True)
    (folder / "site.py").write_text("from bunraku.facts.plugin import fact\n\n"
                                    "@fact('site_role', confine={'kernel': 'Linux'})\n"
                                    "def site_role(facts):\n    return 'edge'\n")
    result = run("site_role", "--modulepath", str(tmp_path / "modules"), "--external-dir", str(tmp_path))
    assert result.stdout == "edge\n"


def test_help() -> None:
    result = run("--help")
    assert result.returncode == 0 and "dotted" in result.stdout
