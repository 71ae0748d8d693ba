"""The type-system API the evaluator relies on: construction, equality, aliases, references."""
from __future__ import annotations

import pytest

from bunraku.types import (PArrayType, PClassType, PResourceType, PType, PTypeAlias, PVariantType,
                           TypeSystemError, builtin_type, describe_mismatch, infer_type, parameter_mismatch)
from bunraku.types.convert import new_value
from bunraku.types.format import ruby_float_str, to_string
from bunraku.types.values import DEFAULT, Sensitive

STRING = builtin_type("String")
INTEGER = builtin_type("Integer")


def t(name: str, *args: object) -> PType:
    base = builtin_type(name)
    assert base is not None
    return base.parameterize(list(args)) if args else base


def test_unknown_names_are_not_builtin() -> None:
    assert builtin_type("Notify") is None
    assert builtin_type("Foo") is None
    assert all(builtin_type(n) is not None for n in ("Data", "RichData", "SemVer", "Timespan", "Init", "TypeSet"))


def test_types_are_values() -> None:
    assert t("Integer", 1, 5) == t("Integer", 1, 5)
    assert hash(t("Enum", "a", "b")) == hash(t("Enum", "b", "a"))
    assert t("Array", STRING) != t("Array", INTEGER)
    assert len({t("Optional", STRING), t("Optional", STRING)}) == 1


def test_resource_references() -> None:
    ref = PResourceType("notify", "x")
    assert t("Resource", "notify", "x") == ref
    assert PResourceType("notify").parameterize(["x"]) == ref
    assert PResourceType("notify").parameterize(["x", "y"]) == [ref, PResourceType("notify", "y")]
    assert str(PResourceType("foo::bar", "t")) == "Foo::Bar['t']"
    assert (ref.type_name, ref.title) == ("notify", "x")
    assert t("Type", PResourceType()).instance_of(ref)
    assert PResourceType("notify").assignable_from(ref)
    with pytest.raises(TypeSystemError):
        ref.parameterize(["message"])  # parameter lookup is the evaluator's job


def test_class_references() -> None:
    assert t("Class", "::Foo::Bar") == PClassType("foo::bar")
    assert PClassType().parameterize(["a", "b"]) == [PClassType("a"), PClassType("b")]
    assert str(PClassType("foo")) == "Class[foo]"
    assert PClassType("foo").class_name == "foo"
    assert t("Resource", "class", "foo") == PClassType("foo")


def test_recursive_alias() -> None:
    tree: PTypeAlias

    def resolve() -> PType:
        return PArrayType(PVariantType((STRING, tree)))

    tree = PTypeAlias("Tree", resolve)
    assert str(tree) == "Tree"
    assert tree.instance_of(["a", ["b", ["c"]]])
    assert not tree.instance_of(["a", [1]])
    assert tree.assignable_from(tree)
    assert t("Array", builtin_type("Any")).assignable_from(tree)
    assert describe_mismatch(tree, 1) == "expects a Tree = Array[Variant[String, Tree]] value, got Integer"


def test_alias_to_itself_is_an_error() -> None:
    a = PTypeAlias("A", lambda: a)
    with pytest.raises(TypeSystemError):
        a.instance_of(1)


def test_mismatch_wording() -> None:
    assert describe_mismatch(INTEGER, "a") == "expects an Integer value, got String"
    assert describe_mismatch(t("Optional", INTEGER), "a") == "expects a value of type Undef or Integer, got String"
    assert describe_mismatch(t("Enum", "a", "b"), "c") == "expects a match for Enum['a', 'b'], got 'c'"
    assert describe_mismatch(t("Array", STRING, 2), ["a"]) == "expects size to be at least 2, got 1"
    assert describe_mismatch(INTEGER, 1) == ""
    assert parameter_mismatch("Class[C]", "x", INTEGER, "a") == "Class[C]: parameter 'x' expects an Integer value, got String"
    assert parameter_mismatch("Class[C]", "x", INTEGER, 1) is None
    assert parameter_mismatch("Foo[a]", "x", t("Array", STRING), [1, "a", 2]) == (
        "Foo[a]:\n  parameter 'x' index 0 expects a String value, got Integer\n"
        "  parameter 'x' index 2 expects a String value, got Integer")


def test_infer() -> None:
    assert str(infer_type(3)) == "Integer[3, 3]"
    assert str(infer_type(3, generalized=True)) == "Integer"
    assert str(infer_type(DEFAULT)) == "Default"
    assert str(infer_type(Sensitive("x"))) == "Sensitive[String]"


def test_formatting() -> None:
    assert ruby_float_str(1e20) == "1.0e+20"
    assert ruby_float_str(0.1) == "0.1"
    assert to_string([1, "a", None, {"k": 1.0}]) == "[1, a, , {k => 1.0}]"
    assert to_string(PResourceType("notify", "x")) == "Notify['x']"


def test_conversions() -> None:
    assert new_value(INTEGER, ["0x10"]) == 16
    assert new_value(t("Optional", INTEGER), ["12"]) == 12
    s = new_value(builtin_type("Sensitive"), ["x"])
    assert isinstance(s, Sensitive) and s.value == "x"
    with pytest.raises(TypeSystemError, match="The string 'x' cannot be converted to Integer"):
        new_value(INTEGER, ["x"])


def test_parameterize_flattens_and_collapses() -> None:
    assert t("Variant", [INTEGER, INTEGER]) == INTEGER
    assert str(t("Enum", ["a", "b"])) == "Enum['a', 'b']"
