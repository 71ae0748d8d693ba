"""End-to-end: `bunraku parser validate|dump` as a user runs them."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def bunraku(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "bunraku", *args], capture_output=True, text=True)


def test_validate_examples_directory() -> None:
    r = bunraku("parser", "validate", str(EXAMPLES))
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""


def test_validate_reports_errors_in_puppet_format(tmp_path: Path) -> None:
    good = tmp_path / "good.pp"
    good.write_text("notice('ok')\n")
    bad = tmp_path / "sub" / "bad.pp"
    bad.parent.mkdir()
    bad.write_text("$a = 1\n$b = [1 2]\n")
    r = bunraku("parser", "validate", str(tmp_path))
    assert r.returncode == 1
    assert r.stderr == (f"Error: Could not parse for environment production: Syntax error at '2' "
                        f"(file: {bad}, line: 2, column: 9)\n")
    assert "Traceback" not in r.stderr


def test_validate_lists_several_validation_errors(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pp"
    bad.write_text("application foo {}\n")
    r = bunraku("parser", "validate", str(bad))
    assert r.returncode == 1
    lines = r.stderr.splitlines()
    assert lines[0].startswith("Error: This Name has no effect.")
    assert lines[-1] == "Error: Language validation logged 2 errors. Giving up"


def test_warnings_do_not_fail(tmp_path: Path) -> None:
    f = tmp_path / "w.pp"
    f.write_text('$a = "a\\qb"\n')
    r = bunraku("parser", "validate", str(f))
    assert r.returncode == 0
    assert r.stderr == f"Warning: Unrecognized escape sequence '\\q' (file: {f}, line: 1, column: 12)\n"


def test_missing_file_and_bad_encoding_are_errors_not_tracebacks(tmp_path: Path) -> None:
    r = bunraku("parser", "validate", str(tmp_path / "nope.pp"))
    assert r.returncode == 1 and "Traceback" not in r.stderr and "nope.pp" in r.stderr
    f = tmp_path / "latin1.pp"
    f.write_bytes(b"$a = '\xe9'\n")
    r = bunraku("parser", "validate", str(f))
    assert r.returncode == 1 and "invalid byte sequence in UTF-8" in r.stderr and "line: 1" in r.stderr


def test_dump_is_json_with_positions() -> None:
    r = bunraku("parser", "dump", str(EXAMPLES / "site.pp"))
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["node"] == "Program"
    first = data["body"][0]
    assert first["node"] == "HostClassDefinition" and first["name"] == "ntp"
    assert (first["line"], first["column"]) == (2, 1)
