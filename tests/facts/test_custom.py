"""Python custom facts: loading from the modulepath, confinement, weight, errors."""
from __future__ import annotations

from pathlib import Path

from bunraku.facts import FactCollector, GatherOptions
from bunraku.facts.plugin import confine_matches, fact

PLUGIN = '''
from bunraku.facts.plugin import fact

@fact("role", confine={"kernel": "linux", "os.family": ["Debian", "RedHat", "Suse", "Archlinux", "Gentoo"]})
def role_linux(facts):
    return "linux-" + facts["hostname"]

@fact("role", weight=0)
def role_default(facts):
    return "generic"

@fact("flavour", confine={"kernel": "Windows"})
def windows_only(facts):
    return "windows"

@fact("flavour")
def flavour_fallback(facts):
    return "fallback"

@fact("heavy", weight=100)
def heavy_but_empty(facts):
    return None

@fact("heavy", weight=5)
def heavy_real(facts):
    return "light"

@fact("cores_doubled", confine=lambda facts: facts["processors.count"] > 0)
def doubled(facts):
    return facts["processors.count"] * 2

@fact("timezone")
def timezone_override(facts):
    return "Custom/Zone"

@fact("checked", confine={"processors.count": lambda count: count > 1000})
def never(facts):
    return "never"

@fact("loop_a")
def loop_a(facts):
    return facts["loop_b"]

@fact("loop_b")
def loop_b(facts):
    return facts["loop_a"]
'''


def make_module(tmp_path: Path, files: dict[str, str]) -> Path:
    folder = tmp_path / "modules" / "profile" / "lib" / "bunraku" / "facts"
    folder.mkdir(parents=True)
    for name, text in files.items():
        (folder / name).write_text(text)
    return tmp_path / "modules"


def test_confinement_weight_and_override(tmp_path: Path) -> None:
    modules = make_module(tmp_path, {"role.py": PLUGIN})
    collector = FactCollector(GatherOptions.isolated(modulepath=[str(modules)]))
    assert collector.fact("role") == "linux-" + str(collector.fact("hostname"))
    assert collector.fact("flavour") == "fallback"
    assert collector.fact("heavy") == "light"
    assert collector.fact("cores_doubled") == 2 * collector.query("processors.count")  # type: ignore[operator]
    assert collector.fact("timezone") == "Custom/Zone"
    assert collector.source("timezone") == "custom"
    assert collector.fact("checked") is None
    assert collector.fact("loop_a") is None
    assert any("depends on itself" in warning for warning in collector.warnings)


def test_default_weight_is_the_number_of_confines() -> None:
    declared = fact("x", confine={"a": 1, "b": 2})(lambda facts: 1)
    assert declared.weight == 2
    assert fact("y")(lambda facts: 1).weight == 0
    assert fact("z", weight=7, confine={"a": 1})(lambda facts: 1).weight == 7


def test_confine_matching_rules() -> None:
    assert confine_matches("Debian", "debian")
    assert confine_matches(True, "true")
    assert confine_matches("RedHat", ["Debian", "redhat"])
    assert not confine_matches(None, "anything")
    assert confine_matches(5, lambda value: value == 5)


def test_broken_plugins_warn_with_file_and_line(tmp_path: Path) -> None:
    modules = make_module(tmp_path, {
        "a_syntax.py": "def broken(:\n",
        "b_raises.py": "from bunraku.facts.plugin import fact\n\nraise RuntimeError('boom at load')\n",
        "c_resolver.py": ("from bunraku.facts.plugin import fact\n\n@fact('bad')\ndef bad(facts):\n"
                          "    return 1 / 0\n\n@fact('good')\ndef good(facts):\n    return 'ok'\n"),
    })
    collector = FactCollector(GatherOptions.isolated(modulepath=[str(modules)]))
    assert collector.fact("good") == "ok"
    assert collector.fact("bad") is None
    folder = modules / "profile" / "lib" / "bunraku" / "facts"
    text = "\n".join(collector.warnings)
    assert f"{folder / 'a_syntax.py'}:1" in text
    assert f"{folder / 'b_raises.py'}:3" in text and "boom at load" in text
    assert f"{folder / 'c_resolver.py'}:5" in text and "ZeroDivisionError" in text


def test_custom_dir_and_disabling(tmp_path: Path) -> None:
    folder = tmp_path / "custom"
    folder.mkdir()
    (folder / "x.py").write_text("from bunraku.facts.plugin import fact\nanswer = fact('answer')(lambda f: 42)\n")
    assert FactCollector(GatherOptions.isolated(custom_dirs=[str(folder)])).fact("answer") == 42
    assert FactCollector(GatherOptions.isolated(custom_dirs=[str(folder)], custom_facts=False)).fact("answer") is None


def test_external_beats_default_weight_custom(tmp_path: Path) -> None:
    folder = tmp_path / "custom"
    folder.mkdir()
    (folder / "x.py").write_text("from bunraku.facts.plugin import fact\nrole = fact('role')(lambda f: 'custom')\n"
                                 "boss = fact('boss', weight=20000)(lambda f: 'custom')\n")
    ext = tmp_path / "ext"
    ext.mkdir()
    (ext / "r.txt").write_text("role=external\nboss=external\n")
    collector = FactCollector(GatherOptions.isolated(custom_dirs=[str(folder)], external_dirs=[str(ext)]))
    assert collector.fact("role") == "external"
    assert collector.fact("boss") == "custom"
