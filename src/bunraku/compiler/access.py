"""The ``[]`` operator: string and array slicing, hash lookup, and type parameterization."""
from __future__ import annotations

from typing import Any

from bunraku.compiler import operators
from bunraku.compiler.errors import EvaluationError
from bunraku.types import PClassType, PResourceType, PType, TypeSystemError


def access(evaluator: Any, target: Any, keys: list[Any], node: Any) -> Any:
    t = type(target)
    if t is str:
        return _sequence(target, keys, node, "")
    if t is list:
        return _sequence(target, keys, node, None)
    if t is dict:
        if len(keys) == 1:
            return target.get(_key(keys[0]))
        return [target[_key(k)] for k in keys if _key(k) in target]
    if isinstance(target, (PResourceType, PClassType)) and _titled(target):
        return _resource_parameters(evaluator, target, keys, node)
    if isinstance(target, PType):
        try:
            return evaluator.compiler.parameterize_type(target, keys, node)
        except TypeSystemError as exc:
            raise EvaluationError(str(exc.args[0]) if exc.args else str(exc), node) from None
    label = "an Undef Value" if target is None else operators.a_an(operators.type_label(target))
    raise EvaluationError(f"Operator '[]' is not applicable to {label}.", node.left)


def _key(k: Any) -> Any:
    if type(k) is list:
        from bunraku.compiler.evaluator import hashable
        return hashable(k)
    return k


def _sequence(seq: Any, keys: list[Any], node: Any, missing: Any) -> Any:
    if not 1 <= len(keys) <= 2:
        raise EvaluationError(
            f"{'String' if type(seq) is str else 'Array'} supports [] with one or two arguments. Got {len(keys)}",
            node)
    for k in keys:
        if type(k) is not int:
            raise EvaluationError(
                f"{'String' if type(seq) is str else 'Array'}[] cannot use {operators.type_label(k)} "
                "where Integer is expected", node)
    size = len(seq)
    start = keys[0]
    if start < 0:
        start += size
    if len(keys) == 1:
        if 0 <= start < size:
            return seq[start]
        return missing
    count = keys[1]
    if start < 0:
        # A negative start beyond the beginning: Ruby clips to an empty result... except Puppet
        # clips the range to the sequence when the count reaches into it.
        if count >= 0 and start + count > 0:
            count += start
            start = 0
        else:
            return seq[0:0]
    if start > size:
        return seq[0:0]
    if count < 0:
        stop = size + count + 1
        return seq[start:stop] if stop > start else seq[0:0]
    return seq[start:start + count]


def _titled(ref: Any) -> bool:
    return (getattr(ref, "title", None) is not None) if hasattr(ref, "title") else \
        getattr(ref, "class_name", None) is not None


def _resource_parameters(evaluator: Any, ref: Any, keys: list[Any], node: Any) -> Any:
    """``Notify['x']['message']``: a parameter of a declared resource (or class)."""
    from bunraku.catalog.model import reference
    resource = evaluator.compiler.resources.find(ref)
    if resource is None:
        raise EvaluationError(f"Resource not found: {reference(ref)}", node)
    if len(keys) != 1 or type(keys[0]) is not str:
        raise EvaluationError("Resource parameter access takes one parameter name", node)
    name = keys[0]
    if name in resource.params:
        return resource.params[name]
    if name == "title":
        return resource.title
    raise EvaluationError(f"The resource {reference(ref)} does not have a parameter called '{name}'", node)
