"""The Python registry agrees with the facts dumped from real Puppet (puppet_type_facts.json)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from bunraku.catalog.resource_types import METAPARAMETERS, AttributeDef, all_types, resource_type

FACTS = json.loads(Path(__file__).with_name("puppet_type_facts.json").read_text())
TYPE_NAMES = [name for name in FACTS if name != "metaparameters"]
RUBY_MULTILINE = 4  # Regexp::MULTILINE: Ruby's name for "dot matches newline"


def python_pattern(source: str, options: int = 0) -> str:
    """How the registry spells a Ruby regexp (see model.PATTERN_FLAGS)."""
    text = source.replace("\\Z", "(?=\\n?\\Z)")
    return "(?s)" + text if options & RUBY_MULTILINE else text


def assert_attribute_matches(attr: AttributeDef, facts: dict[str, object]) -> None:
    assert attr.kind == facts["kind"]
    assert attr.namevar == bool(facts.get("namevar"))
    literals = tuple(facts.get("values", ()))  # type: ignore[arg-type]
    patterns = tuple(python_pattern(p) for p in facts.get("value_patterns", ()))  # type: ignore[attr-defined]
    aliases = facts.get("value_aliases", {})
    restricted = bool(literals or patterns or aliases)
    assert attr.values == (literals if restricted else None)
    assert attr.value_patterns == patterns
    assert dict(attr.value_aliases) == aliases
    assert attr.default == facts.get("default")
    assert attr.boolean == bool(facts.get("boolean"))
    assert attr.array_matching == facts.get("array_matching", "first")
    assert attr.required_features == tuple(facts.get("required_features", ()))  # type: ignore[arg-type]
    assert attr.description and attr.description.endswith(".")


def test_registry_holds_exactly_the_recorded_types() -> None:
    assert sorted(t.name for t in all_types()) == sorted(TYPE_NAMES)


@pytest.mark.parametrize("name", TYPE_NAMES)
def test_type_matches_puppet(name: str) -> None:
    facts = FACTS[name]
    rtype = resource_type(name)
    assert rtype is not None
    assert rtype.isomorphic == facts["isomorphic"]
    assert rtype.namevars == tuple(facts["key_attributes"])
    assert rtype.title_patterns == tuple(
        (python_pattern(src, opts), tuple(fields)) for src, opts, fields in facts["title_patterns"])
    own = [a for a in rtype.attributes.values() if not a.is_metaparameter]
    assert [a.name for a in own] == [a["name"] for a in facts["attributes"]]
    for attr, attr_facts in zip(own, facts["attributes"]):
        assert_attribute_matches(attr, attr_facts)
    assert list(rtype.attributes)[len(own):] == list(METAPARAMETERS)
    assert rtype.description


def test_metaparameters_match_puppet() -> None:
    recorded = FACTS["metaparameters"]["attributes"]
    assert list(METAPARAMETERS) == [a["name"] for a in recorded]
    for attr_facts in recorded:
        assert_attribute_matches(METAPARAMETERS[attr_facts["name"]], attr_facts)
