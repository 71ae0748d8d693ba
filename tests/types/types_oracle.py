"""Run Puppet snippets through the real Ruby Puppet (development oracle) for the record_*.py scripts.

Not used by the tests themselves: they read the JSON files the recording scripts write.
"""
from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent
_LOCATION = re.compile(r" \((?:file: [^,]*, )?line: \d+, column: \d+\)$")
_PREFIX = "Evaluation Error: "


def evaluate(sources: list[str]) -> list[dict[str, Any]]:
    """Evaluate each snippet in one compiler; returns {"value", "logs", "error"} per snippet.

    Errors lose Puppet's "Evaluation Error: " prefix and the trailing location.
    """
    out = subprocess.run(["ruby", str(HERE / "puppet_eval.rb")], input=json.dumps(sources),
                         capture_output=True, text=True, check=True)
    results = json.loads(out.stdout)
    for r in results:
        if r["error"]:
            msg = r["error"].removeprefix(_PREFIX)
            r["error"] = _LOCATION.sub("", msg)
    return results


def write_json(name: str, data: Any) -> None:
    (HERE / name).write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
