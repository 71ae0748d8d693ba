"""Printing facts the way ``facter`` does: JSON, YAML, or its own ``name => value`` form."""
from __future__ import annotations

import json
from typing import Any


def sort_hashes(value: object) -> Any:
    """Facter sorts hash keys at every level reached through hashes, but leaves hashes that sit
    inside arrays (interface bindings) in their natural order."""
    if isinstance(value, dict):
        return {key: sort_hashes(value[key]) for key in sorted(value, key=str)}
    return value


def _plain(value: object, indent: int, top: bool) -> str:
    pad = "  " * (indent + 1)
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return json.dumps(value)
    if isinstance(value, str):
        return value if top else json.dumps(value, ensure_ascii=False)
    if isinstance(value, dict):
        if not value:
            return "{\n" + "  " * indent + "}"
        items = [f"{pad}{key} => {_plain(item, indent + 1, False)}" for key, item in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + "  " * indent + "}"
    if isinstance(value, list):
        if not value:
            return "[]"
        items = [pad + _plain(item, indent + 1, False) for item in value]
        return "[\n" + ",\n".join(items) + "\n" + "  " * indent + "]"
    return json.dumps(str(value), ensure_ascii=False)


def format_plain(results: dict[str, object], single: bool) -> str:
    """One query prints just its value; several (or all) print sorted ``name => value`` lines."""
    if single and len(results) == 1:
        return _plain(sort_hashes(next(iter(results.values()))), 0, True)
    return "\n".join(f"{name} => {_plain(sort_hashes(results[name]), 0, True)}" for name in sorted(results))


def format_json(results: dict[str, object]) -> str:
    return json.dumps(sort_hashes(results), indent=2, ensure_ascii=False)


def format_yaml(results: dict[str, object]) -> str:
    import yaml

    text: str = yaml.safe_dump(sort_hashes(results), default_flow_style=False, sort_keys=False,
                               allow_unicode=True, width=1_000_000)
    return text.rstrip("\n")
