"""``bunraku config set`` / ``delete`` (editing puppet.conf in place) and print's error handling."""
from __future__ import annotations


import pytest

from bunraku.cli import config as config_cli
from settings_fixtures import IsolatedRoots


def _run(roots: IsolatedRoots, *args: str) -> int:
    return config_cli.run([*args, *roots.cli_args()])


def test_set_edits_in_place_and_keeps_comments(roots: IsolatedRoots, capsys: pytest.CaptureFixture[str]) -> None:
    path = roots.write_conf("# managed by hand\n[main]\n  server = old   \n\n# agent stuff\n[agent]\nnoop = true\n")
    assert _run(roots, "set", "server", "new") == 0
    assert _run(roots, "set", "runinterval", "1h", "--section", "agent") == 0
    assert _run(roots, "set", "strict", "error", "--section", "server") == 0
    assert path.read_text() == ("# managed by hand\n[main]\n  server = new   \n\n# agent stuff\n[agent]\nnoop = true\n"
                                "runinterval = 1h\n[server]\nstrict = error\n")
    assert _run(roots, "print", "runinterval", "--section", "agent") == 0
    assert capsys.readouterr().out == "3600\n"


def test_set_creates_puppet_conf(roots: IsolatedRoots) -> None:
    assert _run(roots, "set", "certname", "agent01.example.com") == 0
    assert (roots.confdir / "puppet.conf").read_text() == "[main]\ncertname = agent01.example.com\n"


def test_set_rejects_bad_values(roots: IsolatedRoots, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(roots, "set", "runinterval", "soon") == 1
    assert "Invalid duration format 'soon' for parameter: runinterval" in capsys.readouterr().err
    assert not (roots.confdir / "puppet.conf").exists()


def test_set_master_section_moves_to_server(roots: IsolatedRoots, capsys: pytest.CaptureFixture[str]) -> None:
    path = roots.write_conf("[master]\nreports = log\n")
    assert _run(roots, "set", "reports", "store", "--section", "master") == 0
    assert path.read_text() == "[master]\n[server]\nreports = store\n"
    assert "adding it to 'server' section" in capsys.readouterr().out


def test_set_environment_in_main_warns(roots: IsolatedRoots, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(roots, "set", "environment", "dev") == 0
    assert "The environment should be set in either" in capsys.readouterr().err


def test_delete(roots: IsolatedRoots, capsys: pytest.CaptureFixture[str]) -> None:
    path = roots.write_conf("[main]\n# c\nserver = s\n[server]\nreports = log\n[master]\nreports = x\n")
    assert _run(roots, "delete", "server") == 0
    assert "Deleted setting from 'main': 'server = s'" in capsys.readouterr().out
    assert _run(roots, "delete", "reports", "--section", "server") == 0
    out = capsys.readouterr().out
    assert "Deleted setting from 'master': 'reports '" in out and "Deleted setting from 'server'" in out
    assert path.read_text() == "[main]\n# c\n[server]\n[master]\n"
    assert _run(roots, "delete", "nothing") == 0
    assert "No setting found in configuration file for section 'main' setting name 'nothing'" in capsys.readouterr().err


def test_delete_without_puppet_conf_warns(roots: IsolatedRoots, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(roots, "delete", "server") == 0
    assert "The puppet.conf file does not exist" in capsys.readouterr().err


def test_print_dashed_names_and_options(roots: IsolatedRoots, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(roots, "print", "log-level", "--log-level", "info") == 0
    assert capsys.readouterr().out == "info\n"


def test_cycle_is_reported_without_traceback(roots: IsolatedRoots, capsys: pytest.CaptureFixture[str]) -> None:
    roots.write_conf("[main]\nstatedir = $libdir/s\nlibdir = $statedir/l\n")
    assert _run(roots, "print", "statedir") == 1
    err = capsys.readouterr().err
    assert err.startswith("Error: Interpolation cycle between settings: statedir -> libdir -> statedir")
    assert "Traceback" not in err


def test_bad_usage(roots: IsolatedRoots, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(roots, "set", "server") == 1
    assert _run(roots, "delete") == 1
    assert config_cli.run(["frobnicate"]) == 2
    assert "Error:" in capsys.readouterr().err
