"""Iteration functions that take a lambda: each, map, filter, reduce, any, all, index, ...

The block's parameter count picks the form, as Puppet's dispatch does: a block that can take
two arguments gets ``key, value`` for a Hash and ``index, value`` for other iterables; a block
taking one gets the element (``[key, value]`` for a Hash). ``break()`` arrives as
:class:`~bunraku.compiler.control.Break`; the functions whose Ruby loops swallow it stop and
return what they have, the others let it escape (Puppet then reports an illegal break).
"""
from __future__ import annotations

from typing import Any

from bunraku.compiler.control import Break
from bunraku.compiler.errors import FunctionError
from bunraku.compiler.functions.arguments import arg_label, range_text
from bunraku.compiler.functions.iterables import (
    PIterator, element_type_of, is_iterable, iteration_items)
from bunraku.compiler.functions.registry import CallContext, Closure, function
from bunraku.types.values import PRegexp


def accepts(block: Closure, count: int) -> bool:
    """Whether the lambda can be called with exactly ``count`` arguments."""
    return block.min_args <= count and (block.max_args is None or block.max_args >= count)


def block_form(ctx: CallContext, block: Closure, *counts: int) -> int:
    """The first of ``counts`` the block accepts, or Puppet's block-count error."""
    for n in counts:
        if accepts(block, n):
            return n
    lo, hi = min(counts), max(counts)
    raise FunctionError(f"'{ctx.name}' block expects {range_text(lo, hi, 'no')} "
                        f"argument{'' if lo == hi == 1 else 's'}, "
                        f"got {range_text(block.min_args, block.max_args, 'none')}")


def require_iterable(ctx: CallContext, value: Any) -> None:
    """Puppet's dispatch error for a non-iterable first argument of a Hash/Iterable function."""
    if not is_iterable(value):
        raise not_iterable(ctx, value)


def not_iterable(ctx: CallContext, value: Any) -> FunctionError:
    """The four-signature rejection of each/map/filter/any/all/index (Hash or Iterable, with a
    2- or 1-parameter block)."""
    label = arg_label(value)
    lines = [f"The function '{ctx.name}' was called with arguments it does not accept. "
             "It expects one of:"]
    for n in (2, 1):
        lines += [f"  (Hash hash, Callable[{n}, {n}] block)",
                  f"    rejected: parameter 'hash' expects a Hash value, got {label}"]
    if type(value) is int:  # a negative Integer is an Iterable type-wise but has no elements
        lines += ["  (Iterable enumerable, Callable[2, 2] block)",
                  "    rejected: block expects 2 arguments, got 1",
                  "  (Iterable enumerable, Callable[1, 1] block)"]
    else:
        for n in (2, 1):
            lines += [f"  (Iterable enumerable, Callable[{n}, {n}] block)",
                      f"    rejected: parameter 'enumerable' expects an Iterable value, got {label}"]
    return FunctionError("\n".join(lines))


def _single_iterable(ctx: CallContext, value: Any, param: str = "iterable") -> None:
    """``'step' parameter 'iterable' expects an Iterable value, got Boolean``."""
    if not is_iterable(value):
        raise FunctionError(
            f"'{ctx.name}' parameter '{param}' expects an Iterable value, got {arg_label(value)}")


def _pairs_form(ctx: CallContext, value: Any, block: Closure) -> tuple[list[Any], bool, int]:
    """Elements, hash-styleness and block arity (2 or 1) for each/map/filter/any/all/index."""
    require_iterable(ctx, value)
    items, hash_style = iteration_items(value)
    return items, hash_style, block_form(ctx, block, 2, 1)


def _call(block: Closure, item: Any, index: int, hash_style: bool, arity: int) -> Any:
    if arity == 1:
        return block.call(item)
    if hash_style:
        return block.call(item[0], item[1])
    return block.call(index, item)


@function("each", block="required")
def each(ctx: CallContext, iterable: Any, *, block: Closure) -> Any:
    items, hash_style, arity = _pairs_form(ctx, iterable, block)
    try:
        for i, item in enumerate(items):
            _call(block, item, i, hash_style, arity)
    except Break:
        pass
    return iterable


@function("map", block="required")
def map_(ctx: CallContext, iterable: Any, *, block: Closure) -> list[Any]:
    items, hash_style, arity = _pairs_form(ctx, iterable, block)
    result: list[Any] = []
    try:
        for i, item in enumerate(items):
            result.append(_call(block, item, i, hash_style, arity))
    except Break:
        pass
    return result


@function("filter", block="required")
def filter_(ctx: CallContext, iterable: Any, *, block: Closure) -> Any:
    items, hash_style, arity = _pairs_form(ctx, iterable, block)
    if type(iterable) is dict:
        # Ruby's Hash#select does not stop on break(): it escapes as an illegal break
        return {k: v for k, v in items if truthy(_call(block, [k, v], 0, True, arity))}
    kept: list[Any] = []
    try:
        for i, item in enumerate(items):
            if truthy(_call(block, item, i, hash_style, arity)):
                kept.append(item)
    except Break:
        pass
    if hash_style:
        return {k: v for k, v in kept}
    return kept


@function("any", block="required")
def any_(ctx: CallContext, iterable: Any, *, block: Closure) -> bool:
    items, hash_style, arity = _pairs_form(ctx, iterable, block)
    return any(truthy(_call(block, item, i, hash_style, arity)) for i, item in enumerate(items))


@function("all", block="required")
def all_(ctx: CallContext, iterable: Any, *, block: Closure) -> bool:
    items, hash_style, arity = _pairs_form(ctx, iterable, block)
    return all(truthy(_call(block, item, i, hash_style, arity)) for i, item in enumerate(items))


@function("index", block="optional", max_args=2)
def index(ctx: CallContext, collection: Any, match: Any = None, *, block: Closure | None) -> Any:
    """With a block: the index (or key) of the first element it accepts; else of ``match``
    (compared with Ruby's ``==``, so strings are case-sensitive here, unlike Puppet's ``==``)."""
    if block is None and type(collection) is str and (type(match) is str or isinstance(match, PRegexp)):
        return _string_index(collection, match)
    require_iterable(ctx, collection)
    items, hash_style = iteration_items(collection)
    if block is None:
        for i, item in enumerate(items):
            if hash_style:
                if ruby_equal(item[1], match):
                    return item[0]
            elif ruby_equal(item, match):
                return i
        return None
    arity = block_form(ctx, block, 2, 1)
    for i, item in enumerate(items):
        if hash_style:
            hit = block.call(item[1]) if arity == 1 else block.call(item[0], item[1])
            if truthy(hit):
                return item[0]
        elif truthy(block.call(item) if arity == 1 else block.call(i, item)):
            return i
    return None


def ruby_equal(a: Any, b: Any) -> bool:
    """Ruby's ``==`` on Puppet values: exact strings, 1 == 1.0, true only equals true."""
    ta, tb = type(a), type(b)
    if ta in (int, float) and tb in (int, float):
        return bool(a == b)
    if ta is not tb:
        return False
    if ta is list:
        return len(a) == len(b) and all(ruby_equal(x, y) for x, y in zip(a, b))
    if ta is dict:
        return len(a) == len(b) and all(k in b and ruby_equal(v, b[k]) for k, v in a.items())
    return bool(a == b)


def _string_index(text: str, match: Any) -> int | None:
    if type(match) is str:
        pos = text.find(match)
        return None if pos < 0 else pos
    m = match.compiled.search(text)
    return None if m is None else m.start()


@function("reduce", block="required", max_args=2)
def reduce(ctx: CallContext, iterable: Any, *memo: Any, block: Closure) -> Any:
    if not is_iterable(iterable):
        rejected = f"parameter 'enumerable' expects an Iterable value, got {arg_label(iterable)}"
        plain, with_memo = (("expects 1 argument, got 2", rejected) if memo
                            else (rejected, "expects 2 arguments, got 1"))
        raise FunctionError(
            "The function 'reduce' was called with arguments it does not accept. It expects one of:\n"
            f"  (Iterable enumerable, Callable[2, 2] block)\n    rejected: {plain}\n"
            f"  (Iterable enumerable, Any memo, Callable[2, 2] block)\n    rejected: {with_memo}")
    block_form(ctx, block, 2)
    items, _ = iteration_items(iterable)
    if memo:
        acc, rest = memo[0], items
    elif not items:
        return None
    else:
        acc, rest = items[0], items[1:]
    for item in rest:
        try:
            acc = block.call(acc, item)
        except Break:
            return acc
    return acc


@function("with", block="required")
def with_(ctx: CallContext, *args: Any, block: Closure) -> Any:
    return block.call(*args)


@function("then", block="required")
def then(ctx: CallContext, value: Any, *, block: Closure) -> Any:
    block_form(ctx, block, 1)
    return None if value is None else block.call(value)


@function("lest", block="required")
def lest(ctx: CallContext, value: Any, *, block: Closure) -> Any:
    block_form(ctx, block, 0)
    return block.call() if value is None else value


@function("slice", block="optional")
def slice_(ctx: CallContext, collection: Any, size: Any, *, block: Closure | None) -> Any:
    if type(size) is not int or size < 1:
        raise FunctionError(_slice_mismatch(collection, size))
    _single_iterable(ctx, collection, "enumerable")
    items, hash_style = iteration_items(collection)
    chunks = [items[i:i + size] for i in range(0, len(items), size)]
    if block is None:
        return chunks
    serving = block.param_count if block.max_args is not None else size
    if serving == 0:
        raise FunctionError("slice(): block must define at least one parameter. Block has 0.")
    if serving not in (1, size):
        raise FunctionError(
            f"slice(): block must define one parameter, or the same number of parameters as the "
            f"given size of the slice ({size}). Block has {serving}")
    filler: Any = [] if hash_style else None
    try:
        for chunk in chunks:
            if serving == 1:
                block.call(chunk)
            else:
                block.call(*(chunk + [filler] * (serving - len(chunk))))
    except Break:
        pass
    return collection


def _slice_mismatch(collection: Any, size: Any) -> str:
    got = f"Integer[{size}, {size}]" if type(size) is int else arg_label(size)
    size_rejection = f"parameter 'slice_size' expects an Integer[1] value, got {got}"
    hash_rejection = size_rejection if type(collection) is dict else \
        f"parameter 'hash' expects a Hash value, got {arg_label(collection)}"
    return ("The function 'slice' was called with arguments it does not accept. It expects one of:\n"
            "  (Hash hash, Integer[1] slice_size, Callable block?)\n"
            f"    rejected: {hash_rejection}\n"
            "  (Iterable enumerable, Integer[1] slice_size, Callable block?)\n"
            f"    rejected: {size_rejection}")


@function("step", block="optional")
def step(ctx: CallContext, iterable: Any, step: Any, *, block: Closure | None) -> Any:
    _single_iterable(ctx, iterable)
    if type(step) is not int or step < 1:
        got = f"Integer[{step}, {step}]" if type(step) is int else arg_label(step)
        raise FunctionError(f"'step' parameter 'step' expects an Integer[1] value, got {got}")
    if block is None:
        elem = element_type_of(iterable)
        return PIterator(lambda: iteration_items(iterable)[0][::step], elem)
    block_form(ctx, block, 1)
    try:
        for item in iteration_items(iterable)[0][::step]:
            block.call(item)
    except Break:
        pass
    return None


@function("reverse_each", block="optional")
def reverse_each(ctx: CallContext, iterable: Any, *, block: Closure | None) -> Any:
    _single_iterable(ctx, iterable)
    if block is None:
        elem = element_type_of(iterable)
        return PIterator(lambda: list(reversed(iteration_items(iterable)[0])), elem)
    block_form(ctx, block, 1)
    try:
        for item in reversed(iteration_items(iterable)[0]):
            block.call(item)
    except Break:
        pass
    return None


def _collection_items(ctx: CallContext, collection: Any, block: Closure) -> tuple[list[Any], int]:
    """Elements and arity for group_by/partition: 2-arg blocks get index/key and value."""
    if type(collection) not in (list, dict):
        raise FunctionError(
            f"'{ctx.name}' parameter 'collection' expects a Collection value, got {arg_label(collection)}")
    arity = block_form(ctx, block, 1, 2)
    items, _ = iteration_items(collection)
    return items, arity


def _key_of(block: Closure, collection: Any, item: Any, i: int, arity: int) -> Any:
    if arity == 1:
        return block.call(item)
    if type(collection) is dict:
        return block.call(item[0], item[1])
    return block.call(i, item)


@function("group_by", block="required")
def group_by(ctx: CallContext, collection: Any, *, block: Closure) -> dict[Any, list[Any]]:
    items, arity = _collection_items(ctx, collection, block)
    groups: dict[Any, list[Any]] = {}
    for i, item in enumerate(items):
        groups.setdefault(hash_key(_key_of(block, collection, item, i, arity)), []).append(item)
    return groups


@function("partition", block="required")
def partition(ctx: CallContext, collection: Any, *, block: Closure) -> list[list[Any]]:
    items, arity = _collection_items(ctx, collection, block)
    yes: list[Any] = []
    no: list[Any] = []
    for i, item in enumerate(items):
        (yes if truthy(_key_of(block, collection, item, i, arity)) else no).append(item)
    return [yes, no]


@function("tree_each", block="optional", max_args=2)
def tree_each(ctx: CallContext, tree: Any, *options: Any, block: Closure | None) -> Any:
    """Walk nested arrays and hashes, yielding ``path, value`` (``value`` for 1-param blocks)."""
    if not (type(tree) in (list, dict) or isinstance(tree, PIterator)):
        raise FunctionError(
            f"'tree_each' parameter 'tree' expects a value of type Iterator, Array, Hash, or Object, "
            f"got {arg_label(tree)}")
    opts: dict[str, Any] = options[0] if options and type(options[0]) is dict else {}
    root = list(iteration_items(tree)[0]) if isinstance(tree, PIterator) else tree
    walked = list(_tree_walk(root, opts))
    if block is None:
        return PIterator(lambda: walked, "Any")
    arity = block_form(ctx, block, 2, 1)
    try:
        for path, value in walked:
            if arity == 2:
                block.call(path, value)
            else:
                block.call(value)
    except Break:
        pass
    return tree


def _tree_walk(root: Any, opts: dict[str, Any]) -> list[list[Any]]:
    include_root = opts.get("include_root", True) is not False
    include_containers = opts.get("include_containers", True) is not False
    include_values = opts.get("include_values", True) is not False
    breadth = opts.get("order") == "breadth_first"

    def children(value: Any) -> list[tuple[Any, Any]]:
        if type(value) is list:
            return list(enumerate(value))
        if type(value) is dict:
            return list(value.items())
        return []

    def wanted(path: list[Any], value: Any) -> bool:
        container = type(value) in (list, dict)
        if not path and not include_root:
            return False
        return include_containers if container else include_values

    out: list[list[Any]] = []
    if breadth:
        level: list[tuple[list[Any], Any]] = [([], root)]
        while level:
            nxt: list[tuple[list[Any], Any]] = []
            for path, value in level:
                if wanted(path, value):
                    out.append([path, value])
                nxt.extend((path + [k], v) for k, v in children(value))
            level = nxt
        return out

    def depth(path: list[Any], value: Any) -> None:
        if wanted(path, value):
            out.append([path, value])
        for k, v in children(value):
            depth(path + [k], v)

    depth([], root)
    return out


def truthy(value: Any) -> bool:
    """Puppet truth: only ``undef`` and ``false`` are false."""
    return value is not None and value is not False


def hash_key(value: Any) -> Any:
    """A value usable as a Python dict key (lists and dicts as Hash keys stay Puppet values).

    Hash values with array keys are represented by the evaluator; until it says how, arrays are
    turned into tuples here only when unhashable."""
    try:
        hash(value)
        return value
    except TypeError:
        return _freeze(value)


def _freeze(value: Any) -> Any:
    if type(value) is list:
        return tuple(_freeze(v) for v in value)
    if type(value) is dict:
        return tuple((_freeze(k), _freeze(v)) for k, v in value.items())
    return value
