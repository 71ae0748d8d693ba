"""``bunraku config`` against outputs recorded from real Puppet 7 (see record_goldens.py)."""
from __future__ import annotations

import os
import re
import sys
from pathlib import Path

import pytest

from bunraku.cli import config as config_cli

sys.path.insert(0, os.path.dirname(__file__))
from settings_golden_cases import Case, EditCase, base_args, cases, edit_args, edit_cases, normalize  # noqa: E402

GOLDEN = Path(__file__).parent / "golden"
#: Puppet quotes bad values as Ruby inspects them ('"soon"'); bunraku says 'soon' as the issue asks.
_RUBY_QUOTED = re.compile(r"'\"([^\"]*)\"'")


def _expected(case: Case) -> tuple[int, str, list[str]]:
    text = (GOLDEN / f"{case.name}.txt").read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    code = int(lines[0].split(":")[1])
    stdout = "".join(line for line in lines[1:] if not line.startswith("# stderr: "))
    stderr = [line[len("# stderr: "):].rstrip("\n") for line in lines[1:] if line.startswith("# stderr: ")]
    return code, stdout, stderr


@pytest.mark.parametrize("case", cases(), ids=lambda case: case.name)
def test_config_print_matches_puppet(case: Case, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    root = os.path.realpath(tmp_path)
    for relative, text in case.files.items():
        path = Path(root) / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    for relative in case.dirs:
        (Path(root) / relative).mkdir(parents=True, exist_ok=True)
    monkeypatch.setenv("HOME", os.path.join(root, "home"))
    monkeypatch.chdir(root)
    args = list(case.args) + base_args(root, ssldir=case.ssldir_arg, basemodulepath=case.basemodulepath_arg)

    code = config_cli.run(args)
    out, err = capsys.readouterr()

    expected_code, expected_out, expected_err = _expected(case)
    assert code == expected_code
    assert normalize(out, root) == expected_out
    ours = normalize(err, root)
    for line in expected_err:
        if line.startswith("Error: ") and "puppet help" not in line:
            wanted = _RUBY_QUOTED.sub(r"'\1'", line)
            wanted = wanted.replace("Could not initialize global default settings: ", "")
            assert wanted in ours


@pytest.mark.parametrize("case", edit_cases(), ids=lambda case: case.name)
def test_config_set_and_delete_match_puppet(case: EditCase, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    root = os.path.realpath(tmp_path)
    conf = Path(root) / "conf" / "puppet.conf"
    conf.parent.mkdir(parents=True)
    if case.initial is not None:
        conf.write_text(case.initial, encoding="utf-8")
    monkeypatch.setenv("HOME", os.path.join(root, "home"))
    monkeypatch.chdir(root)
    out = []
    for command in case.commands:
        code = config_cli.run([*command, *edit_args(root)])
        out.append(f"# exit: {code}\n{normalize(capsys.readouterr().out, root)}")
    out.append("# puppet.conf:\n" + normalize(conf.read_text(encoding="utf-8"), root))
    assert "".join(out) == (GOLDEN / f"{case.name}.txt").read_text(encoding="utf-8")
