"""Apply order: containment start/end points, relationships, manifest order, cycles."""
from __future__ import annotations

import pytest

from bunraku.apply.order import DependencyCycleError, apply_order
from bunraku.compiler.compiler import CompileOptions, Compiler


def order(code: str) -> list[str]:
    catalog = Compiler(CompileOptions(certname="n", code=code)).compile()
    return [r.title for r in apply_order(catalog)]


def test_manifest_order_with_lazy_defines_and_classes() -> None:
    code = ("notify {'a':}\ndefine d() { notify {\"in $title\":} }\nd {'one':}\n"
            "class c { d {'two':} notify {'cn':} }\ninclude c\nnotify {'b':}")
    # Puppet 7 applies: a, cn, b, in one, in two (recorded with puppet-notices)
    assert order(code) == ["a", "cn", "b", "in one", "in two"]


def test_relationships_reorder() -> None:
    assert order("notify {'a':}\nnotify {'b': before => Notify['a']}") == ["b", "a"]
    assert order("notify {'a':}\nnotify {'b':}\nNotify['b'] -> Notify['a']") == ["b", "a"]
    assert order("notify {'a': require => Notify['b']}\nnotify {'b':}") == ["b", "a"]


def test_relationship_through_empty_class() -> None:
    code = "class e {}\ninclude e\nnotify {'a':}\nnotify {'b':}\nNotify['b'] -> Class['e'] -> Notify['a']"
    assert order(code) == ["b", "a"]


def test_class_relationship_orders_contents() -> None:
    code = ("class x { notify {'x1':} notify {'x2':} }\nclass y { notify {'y1':} }\n"
            "include y\ninclude x\nClass['x'] -> Class['y']")
    assert order(code) == ["x1", "x2", "y1"]


def test_cycle_is_reported() -> None:
    catalog = Compiler(CompileOptions(certname="n", code="notify {'a': before => Notify['b']}\n"
                                                         "notify {'b': before => Notify['a']}")).compile()
    with pytest.raises(DependencyCycleError) as info:
        apply_order(catalog)
    assert "Found 1 dependency cycle:\n(Notify[a] => Notify[b] => Notify[a])" in str(info.value)
