"""External facts: files in ``facts.d`` directories (YAML, JSON, key=value text, executables).

Precedence follows Facter: directories in the order given, and inside a directory the files in
reverse name order; the first file to define a fact wins. Fact names are lower-cased. A file
that cannot be read or parsed produces a warning naming it; the other files still load.
"""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from typing import Any, Callable

WEIGHT = 10_000
_KEY_VALUE = re.compile(r"^(.+?)=(.+)$")
_EXECUTABLE_TIMEOUT = 60.0


@dataclass(frozen=True, slots=True)
class ExternalFactFile:
    """The facts one file defined (already lower-cased names)."""

    path: str
    facts: dict[str, object]


def default_dirs() -> list[str]:
    """Facter's default external fact directories for the current user."""
    if os.geteuid() == 0:
        return ["/etc/puppetlabs/facter/facts.d", "/etc/facter/facts.d", "/opt/puppetlabs/facter/facts.d"]
    home = os.environ.get("HOME")
    if not home:
        return []
    return [os.path.join(home, ".facter", "facts.d"), os.path.join(home, ".puppetlabs", "opt", "facter", "facts.d")]




def parse_key_value_output(text: str) -> dict[str, object]:
    result: dict[str, object] = {}
    for line in text.splitlines():
        match = _KEY_VALUE.match(line)
        if match:
            result[match.group(1)] = match.group(2)
    return result


def _yaml_load(text: str) -> Any:
    """Safe YAML without timestamp conversion: Facter keeps dates and times as strings."""
    import yaml

    class _Loader(yaml.SafeLoader):
        pass

    _Loader.yaml_implicit_resolvers = {
        key: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
        for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
    }
    try:
        return yaml.load(text, Loader=_Loader)  # noqa: S506 - a SafeLoader subclass
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        where = f"line {mark.line + 1}: " if mark is not None else ""
        problem = getattr(error, "problem", None) or str(error).splitlines()[0]
        raise ValueError(f"{where}{problem}") from None


def parse_executable_output(text: str) -> Any:
    """Executables may print YAML, JSON or key=value lines; Facter tries YAML/JSON first."""
    stripped = text.strip()
    if not stripped:
        return {}
    if stripped.startswith("{"):
        try:
            return json.loads(stripped)
        except ValueError:
            pass
    lines = [line for line in stripped.splitlines() if line.strip()]
    if all(_KEY_VALUE.match(line) for line in lines) and not any(": " in line for line in lines):
        return parse_key_value_output(stripped)
    try:
        data = _yaml_load(stripped)
    except ValueError:
        data = None
    return data if isinstance(data, dict) else parse_key_value_output(stripped)


def _run(path: str, warn: Callable[[str], None]) -> Any:
    import subprocess

    try:
        completed = subprocess.run([path], capture_output=True, text=True, timeout=_EXECUTABLE_TIMEOUT,
                                   errors="replace")
    except subprocess.TimeoutExpired:
        warn(f"{path}: external fact executable timed out after {_EXECUTABLE_TIMEOUT:.0f} seconds")
        return None
    except OSError as error:
        warn(f"{path}: cannot run external fact executable: {error.strerror}")
        return None
    if completed.stderr.strip():
        warn(f"{path}: external fact executable wrote to stderr: {completed.stderr.strip()}")
    if completed.returncode != 0:
        warn(f"{path}: external fact executable exited with status {completed.returncode}")
    return parse_executable_output(completed.stdout)


def parse_file(path: str, warn: Callable[[str], None]) -> dict[str, object] | None:
    """The facts in one file, or None (with a warning) when it cannot be interpreted.
    Files of no known kind (not .yaml/.json/.txt, not executable) are skipped silently."""
    extension = os.path.splitext(path)[1].lower()
    data: Any
    if extension in (".yaml", ".json", ".txt"):
        try:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
        except (OSError, UnicodeDecodeError) as error:
            reason = error.strerror if isinstance(error, OSError) else "not valid UTF-8"
            warn(f"{path}: cannot read external fact file: {reason}")
            return None
        try:
            if extension == ".yaml":
                data = _yaml_load(text) if text.strip() else {}
            elif extension == ".json":
                data = json.loads(text) if text.strip() else {}
            else:
                data = parse_key_value_output(text)
        except json.JSONDecodeError as error:
            warn(f"{path}: invalid JSON in external fact file: line {error.lineno} column {error.colno}: {error.msg}")
            return None
        except ValueError as error:
            warn(f"{path}: invalid YAML in external fact file: {error}")
            return None
    elif os.path.isfile(path) and os.access(path, os.X_OK):
        data = _run(path, warn)
        if data is None:
            return None
    else:
        return None
    if data is None:
        return {}
    if not isinstance(data, dict):
        warn(f"{path}: could not interpret fact file: expected a mapping of fact names to values, "
             f"got {type(data).__name__}")
        return None
    return {str(key).lower(): value for key, value in data.items()}


def directory_entries(directories: list[str]) -> list[str]:
    """Fact files in load order: directories as given, names reverse-sorted, dot-files left out."""
    files: list[str] = []
    for directory in directories:
        try:
            names = os.listdir(directory)
        except OSError:
            continue
        for name in sorted(names, reverse=True):
            if not name.startswith("."):
                files.append(os.path.join(directory, name))
    return files


def load(directories: list[str], warn: Callable[[str], None],
         cached: Callable[[str], dict[str, object] | None] | None = None,
         store: Callable[[str, dict[str, object]], None] | None = None,
         blocked: frozenset[str] = frozenset()) -> list[ExternalFactFile]:
    """Parse every fact file; ``cached``/``store`` let the caller serve files from the TTL cache
    (keyed by file name, as Facter's ``ttls`` does)."""
    loaded: list[ExternalFactFile] = []
    for path in directory_entries(directories):
        name = os.path.basename(path)
        if name in blocked:
            continue
        facts = cached(name) if cached is not None else None
        if facts is None:
            facts = parse_file(path, warn)
            if facts is None:
                continue
            if store is not None:
                store(name, facts)
        loaded.append(ExternalFactFile(path, facts))
    return loaded
