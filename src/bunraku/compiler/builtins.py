"""Functions that need the compiler: declaring classes, realizing, tagging, asking what exists.

Each takes ``(compiler, scope, call_node, args, block)``. Pure functions live in
:mod:`bunraku.compiler.functions`; these are looked up first.
"""
from __future__ import annotations

from typing import Any, Callable

from bunraku.catalog.model import display_type
from bunraku.compiler.errors import EvaluationError, FunctionError
from bunraku.compiler.operators import type_label
from bunraku.compiler.scope import Scope
from bunraku.types.values import flatten_values


def _names(args: list[Any]) -> list[str]:
    from bunraku.types import PClassType, PResourceType
    out: list[str] = []
    for a in args:
        if type(a) is list:
            out.extend(_names(a))
        elif type(a) is str:
            out.append(a)
        elif isinstance(a, PClassType) and a.class_name:
            out.append(a.class_name)
        elif isinstance(a, PResourceType) and a.type_name == "class" and a.title:
            out.append(a.title)
        else:
            raise FunctionError(f"Cannot use {type_label(a)} as a class name")
    return out


def _declare(mode: str) -> Callable[..., Any]:
    def declare(compiler: Any, scope: Scope, node: Any, args: list[Any], block: Any) -> Any:
        from bunraku.types import PClassType
        if not args:
            raise FunctionError(f"'{mode}' expects at least 1 argument, got none")
        refs = []
        for name in _names(args):
            compiler.classes.include(name, scope, node, mode=mode)
            refs.append(PClassType(name.lower().lstrip(":")))
        return refs
    return declare


def realize(compiler: Any, scope: Scope, node: Any, args: list[Any], block: Any) -> Any:
    resources = compiler.resources
    missing = []
    for ref in flatten_values(args):
        resource = resources.find(ref)
        if resource is None:
            missing.append(_ref(ref))
            continue
        if resource.virtual:
            resource.virtual = False
            if resource.kind == "defined_type":
                resources.pending_defines.append(resource)
    if missing:
        raise FunctionError(f"Failed to realize virtual resources {', '.join(missing)}")
    return None


def tag(compiler: Any, scope: Scope, node: Any, args: list[Any], block: Any) -> Any:
    resource = scope.resource
    for t in flatten_values(args):
        if resource is not None:
            resource.tag(str(t))
    return None


def tagged(compiler: Any, scope: Scope, node: Any, args: list[Any], block: Any) -> bool:
    resource = scope.resource
    for t in flatten_values(args):
        key = str(t).lower()
        if key in compiler.catalog.tags:
            continue
        if resource is not None and key in resource.tags:
            continue
        return False
    return True


def defined(compiler: Any, scope: Scope, node: Any, args: list[Any], block: Any) -> bool:
    from bunraku.types import PClassType, PResourceType, PType
    if not args:
        raise FunctionError("'defined' expects at least 1 argument, got none")
    for arg in args:
        if type(arg) is str:
            if arg.startswith("$"):
                if compiler.find_variable(arg[1:], scope)[0]:
                    return True
                continue
            name = arg.lower().lstrip(":")
            if compiler.loader.find_class(name) or compiler.loader.find_define(name) \
                    or compiler.resource_type_exists(name) or compiler.loader.find_function(name):
                return True
            from bunraku.compiler.functions import FUNCTIONS
            from bunraku.compiler.builtins import COMPILER_FUNCTIONS as own
            if name in FUNCTIONS or name in own:
                return True
            continue
        if isinstance(arg, PClassType):
            if arg.class_name is None:
                raise FunctionError("The given class type is a reference to all classes")
            if compiler.catalog.get("Class", display_type(arg.class_name)) is not None:
                return True
            continue
        if isinstance(arg, PResourceType):
            if arg.title is None:
                if arg.type_name and compiler.resource_type_exists(arg.type_name):
                    return True
                continue
            if compiler.resources.find(arg) is not None:
                return True
            continue
        if isinstance(arg, PType):
            return True
        raise FunctionError(f"Invalid argument of type '{type_label(arg)}' to 'defined'")
    return False


def getvar(compiler: Any, scope: Scope, node: Any, args: list[Any], block: Any) -> Any:
    if not 1 <= len(args) <= 2:
        raise FunctionError(f"'getvar' expects between 1 and 2 arguments, got {len(args)}")
    name = args[0]
    if type(name) is not str:
        raise FunctionError(f"'getvar' parameter 'get_string' expects a String value, got {type_label(name)}")
    path = name.split(".")
    found, value = compiler.find_variable(path[0].lstrip("$"), scope)
    if not found:
        return args[1] if len(args) == 2 else None
    for key in path[1:]:
        if type(value) is dict:
            value = value.get(key)
        elif type(value) is list and key.lstrip("-").isdigit():
            i = int(key)
            value = value[i] if -len(value) <= i < len(value) else None
        else:
            value = None
        if value is None:
            return args[1] if len(args) == 2 else None
    return value


def type_of(compiler: Any, scope: Scope, node: Any, args: list[Any], block: Any) -> Any:
    from bunraku.types import infer_type
    if not 1 <= len(args) <= 2:
        raise FunctionError(f"'type' expects between 1 and 2 arguments, got {len(args)}")
    mode = args[1] if len(args) == 2 else "detailed"
    if mode not in ("detailed", "reduced", "generalized"):
        raise FunctionError("'type' parameter 'inference_method' expects a match for "
                            "Enum['detailed', 'generalized', 'reduced'], got "
                            f"'{mode}'")
    return infer_type(args[0], generalized=mode == "generalized")


def assert_type(compiler: Any, scope: Scope, node: Any, args: list[Any], block: Any) -> Any:
    from bunraku.types import PType, describe_mismatch, infer_type
    if len(args) != 2:
        raise FunctionError(f"'assert_type' expects 2 arguments, got {len(args)}")
    t, value = args
    if type(t) is str:
        t = compiler.resolve_type(t, node)
    if not isinstance(t, PType):
        raise FunctionError(f"'assert_type' parameter 'type' expects a Type value, got {type_label(t)}")
    if t.instance_of(value):
        return value
    if block is not None:
        return block.call(t, infer_type(value))
    raise FunctionError(f"assert_type(): {describe_mismatch(t, value)}")


def new(compiler: Any, scope: Scope, node: Any, args: list[Any], block: Any) -> Any:
    from bunraku.types import PType, TypeSystemError
    from bunraku.types.convert import new_value
    if not args or not isinstance(args[0], PType):
        raise FunctionError("'new' expects a Type as its first argument")
    try:
        value = new_value(args[0], list(args[1:]), parse_type=lambda text: compiler.parse_type_string(text, node))
    except TypeSystemError as exc:
        raise FunctionError(str(exc.args[0]) if exc.args else str(exc)) from None
    if block is not None:
        return block.call(value)
    return value


def create_resources(compiler: Any, scope: Scope, node: Any, args: list[Any], block: Any) -> Any:
    if not 2 <= len(args) <= 3:
        raise FunctionError(f"'create_resources' expects between 2 and 3 arguments, got {len(args)}")
    type_arg, instances = args[0], args[1]
    defaults = args[2] if len(args) == 3 else {}
    if type(instances) is not dict or type(defaults) is not dict:
        raise FunctionError("create_resources(): second and third arguments must be Hashes")
    type_name = str(getattr(type_arg, "type_name", None) or type_arg).lower()
    form = "regular"
    if type_name.startswith("@@"):
        form, type_name = "exported", type_name[2:]
    elif type_name.startswith("@"):
        form, type_name = "virtual", type_name[1:]
    type_name = type_name.lstrip(":")
    res = compiler.resources
    if type_name == "class":
        for title, params in instances.items():
            compiler.classes.declare_resource_like(str(title), {**defaults, **(params or {})}, scope, node,
                                                   node.file, node.line)
        return None
    kind = res._kind(type_name)
    for title, params in instances.items():
        attrs = {k: ("=>", v) for k, v in {**defaults, **(params or {})}.items()}
        res.declare(type_name, str(title), attrs, kind, node, scope, form)
    return None


def lookup(compiler: Any, scope: Scope, node: Any, args: list[Any], block: Any) -> Any:
    """Without Hiera data (it arrives with the Hiera issue) only the default can answer."""
    if not args:
        raise FunctionError("'lookup' expects at least 1 argument, got none")
    name = args[0]
    if type(name) is dict:
        options = name
        name = options.get("name")
        if "default_value" in options:
            return options["default_value"]
    elif len(args) >= 4:
        return args[3]
    if block is not None:
        return block.call(name)
    raise FunctionError(f"Function lookup() did not find a value for the name '{name}'")


def import_(compiler: Any, scope: Scope, node: Any, args: list[Any], block: Any) -> Any:
    raise EvaluationError("Use of 'import' has been discontinued in favor of a manifest directory. "
                          "See http://links.puppet.com/puppet-import-deprecation", node)


def _ref(value: Any) -> str:
    from bunraku.catalog.model import reference
    return reference(value)



COMPILER_FUNCTIONS: dict[str, Callable[..., Any]] = {
    "include": _declare("include"),
    "require": _declare("require"),
    "contain": _declare("contain"),
    "realize": realize,
    "tag": tag,
    "tagged": tagged,
    "defined": defined,
    "getvar": getvar,
    "type": type_of,
    "assert_type": assert_type,
    "new": new,
    "create_resources": create_resources,
    "lookup": lookup,
    "import": import_,
}

__all__ = ["COMPILER_FUNCTIONS"]
