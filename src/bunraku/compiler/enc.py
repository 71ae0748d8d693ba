"""External node classifiers (``node_terminus = exec``, ``external_nodes = <command>``).

The command is run with the certname as its only argument and prints YAML: ``classes`` (a list
of names, or a hash of name -> parameters), ``parameters`` (top-scope variables) and optionally
``environment``. Exit status 0 is required, as Puppet requires it.
"""
from __future__ import annotations

import shlex
import subprocess
from dataclasses import dataclass, field
from typing import Any

import yaml


class ENCError(Exception):
    """The classifier could not be run or printed something unusable."""


@dataclass
class Classification:
    classes: dict[str, dict[str, Any] | None] = field(default_factory=dict)
    parameters: dict[str, Any] = field(default_factory=dict)
    environment: str | None = None


def classify(command: str, certname: str, timeout: float = 60.0) -> Classification:
    argv = [*shlex.split(command), certname]
    where = f"Failed when searching for node {certname}: Failed to find {certname} via exec"
    try:
        proc = subprocess.run(argv, capture_output=True, text=True, timeout=timeout, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        raise ENCError(f"{where}: Execution of '{' '.join(argv)}' failed: {exc}") from None
    if proc.returncode != 0:
        detail = (proc.stdout + proc.stderr).strip()
        raise ENCError(f"{where}: Execution of '{' '.join(argv)}' returned {proc.returncode}: {detail}")
    return parse_classification(proc.stdout, certname)


def parse_classification(text: str, certname: str) -> Classification:
    try:
        data = yaml.safe_load(text) if text.strip() else {}
    except yaml.YAMLError as exc:
        raise ENCError(f"Could not load external node results for {certname}: {exc}") from None
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise ENCError(f"Could not load external node results for {certname}: expected a Hash, "
                       f"got {type(data).__name__}")
    result = Classification()
    classes = data.get("classes") or {}
    if isinstance(classes, list):
        result.classes = {str(c): None for c in classes}
    elif isinstance(classes, dict):
        result.classes = {str(k): (dict(v) if isinstance(v, dict) else None) for k, v in classes.items()}
    else:
        raise ENCError(f"Could not load external node results for {certname}: 'classes' must be "
                       "an Array or a Hash")
    params = data.get("parameters") or {}
    if not isinstance(params, dict):
        raise ENCError(f"Could not load external node results for {certname}: 'parameters' must be a Hash")
    result.parameters = {str(k): v for k, v in params.items()}
    if data.get("environment") is not None:
        result.environment = str(data["environment"])
    return result
