"""Replays the recorded Puppet cases (oracle_cases.json) against the identity helpers.

A tiny stand-in for the catalog's resource table checks what Puppet reported: duplicate titles,
uniqueness-key clashes, unknown attributes, the parameters shown in the compiled catalog and
reference lookups.  The real compiler will do this in bunraku.compiler / bunraku.catalog.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bunraku.catalog.resource_types import (UNKNOWN_PARAMETER, ResourceTypeDef, alias_conflict_message,
                                            alias_key, catalog_parameters, duplicate_declaration_message,
                                            reference_keys, resource_type)

CASES = json.loads(Path(__file__).with_name("oracle_cases.json").read_text())["cases"]
BY_NAME = {c["name"]: c for c in CASES}

#: Attributes a case gets from resource defaults in its prelude (not modelled by the recorder).
DEFAULTS = {"unknown_param_from_default": {"bogus": 1}}


def location(line: int) -> str:
    return f"(file: site.pp, line: {line})"


@dataclass
class ResourceTable:
    """Keys of (Type, *values) -> line of the resource registered under them."""

    keys: dict[tuple[Any, ...], int] = field(default_factory=dict)

    def add(self, rtype: ResourceTypeDef, title: str, params: dict[str, Any], line: int) -> str | None:
        ref = rtype.reference(title)
        title_key = (rtype.ref_name, title)
        if title_key in self.keys:
            return duplicate_declaration_message(ref, location(self.keys[title_key]))
        self.keys[title_key] = line
        key = alias_key(rtype, title, params)
        if key is not None:
            full = (rtype.ref_name, *key)
            if full in self.keys and self.keys[full] != line:
                return alias_conflict_message(ref, rtype.ref_name, key, location(line), location(self.keys[full]))
            self.keys[full] = line
        return None

    def find(self, rtype: ResourceTypeDef, title: str) -> bool:
        return any((rtype.ref_name, *key) in self.keys for key in reference_keys(rtype, title))


def compile_case(case: dict[str, Any]) -> tuple[str | None, ResourceTable]:
    """The first error bunraku's rules predict for the case, and the resulting table."""
    table = ResourceTable()
    first_line = 2 if case["name"] in DEFAULTS else 1  # the prelude takes line 1
    finished = []
    for offset, res in enumerate(case["resources"]):
        rtype = resource_type(res["type"])
        assert rtype is not None
        if rtype.module and not case["modulepath"]:
            return f"Unknown resource type: '{res['type']}'", table
        params = {**res["params"], **DEFAULTS.get(case["name"], {})}
        error = table.add(rtype, res["title"], params, first_line + offset)
        if error:
            return error, table
        finished.append((rtype, res["title"], params, first_line + offset))
    for rtype, title, params, line in finished:  # validation runs when the compile finishes
        for name in params:
            if not rtype.is_valid_attribute(name):
                where = location(line)
                return (f"{UNKNOWN_PARAMETER.format(name=name)} {where} on {rtype.reference(title)} {where}",
                        table)
    return None, table


CATALOG_CASES = [c for c in CASES if c["mode"] == "catalog"]


@pytest.mark.parametrize("case", CATALOG_CASES, ids=[c["name"] for c in CATALOG_CASES])
def test_compile_outcome_matches_puppet(case: dict[str, Any]) -> None:
    error, _ = compile_case(case)
    if case["exit"] == 0:
        assert error is None
    else:
        assert error is not None
        assert len(case["errors"]) == 1 and error in case["errors"][0]


@pytest.mark.parametrize("case", [c for c in CATALOG_CASES if c["exit"] == 0],
                         ids=[c["name"] for c in CATALOG_CASES if c["exit"] == 0])
def test_catalog_parameters_match_puppet(case: dict[str, Any]) -> None:
    compiled = {(r["type"], r["title"]): r["parameters"] for r in case["compiled"]}
    for res in case["resources"]:
        rtype = resource_type(res["type"])
        assert rtype is not None
        assert catalog_parameters(rtype, res["title"], res["params"]) == compiled[(rtype.ref_name, res["title"])]


def test_reference_lookups_match_puppet() -> None:
    case = BY_NAME["lookup_by_key"]
    _, table = compile_case(case)
    found = []
    for rtype_name, title in case["lookups"]:
        rtype = resource_type(rtype_name)
        assert rtype is not None
        found.append(table.find(rtype, title))
    recorded = [line.rsplit(" ", 2)[-2] == "found" for line in case["notices"]]
    assert found == recorded == [True, True, True, True, True, False, False]


@pytest.mark.parametrize("name, type_name, attr, value", [
    ("bad_service_ensure_fails_on_agent", "service", "ensure", "bogus"),
])
def test_agent_side_value_errors_match_puppet(name: str, type_name: str, attr: str, value: str) -> None:
    rtype = resource_type(type_name)
    assert rtype is not None
    attribute = rtype.attribute(attr)
    assert attribute is not None
    message = attribute.invalid_value_message(value)
    assert message is not None
    case = BY_NAME[name]
    (error,) = case["errors"]
    assert f"Parameter {attr} failed on {rtype.reference(case['resources'][0]['title'])}: {message}" in error


def test_value_errors_are_agent_side_only() -> None:
    """What puppet-catalog accepts, puppet-notices (which builds the agent's resources) rejects."""
    for compiled, applied in [("relative_path_compiles", "relative_path_fails_on_agent"),
                              ("bad_service_ensure_compiles", "bad_service_ensure_fails_on_agent")]:
        assert BY_NAME[compiled]["exit"] == 0
        assert BY_NAME[applied]["exit"] == 1
