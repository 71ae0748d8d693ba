"""Types whose values the compiler does not model (yet): Callable, Runtime, Timespan, Timestamp,
SemVer, SemVerRange, Binary, Init, Object, TypeSet, Error, URI, Unit.

They parse and print like Puppet's and compare by name and parameters; no manifest value is an
instance of them except where noted (``Init[T]`` accepts what ``T`` accepts).
"""
from __future__ import annotations

from typing import Any

from bunraku.types.base import PType, TypeSystemError
from bunraku.types.format import puppet_quote, ruby_float_str
from bunraku.types.values import DEFAULT, PRegexp

# What Puppet prints for the bare names whose string form is not just the name.
_BARE_FORMS = {
    "Object": "Object[{}]",
    "TypeSet": ("TypeSet[{pcore_uri => 'http://puppet.com/2016.1/pcore', pcore_version => '1.0.0', "
                "name_authority => 'http://puppet.com/2016.1/runtime', name => 'DefaultTypeSet', "
                "version => '0.0.0'}]"),
    "Error": ("Object[{name => 'Error', type_parameters => {'kind' => Variant[String, Regexp, Type[Enum], "
              "Type[Pattern], Type[NotUndef], Type[Undef]], 'issue_code' => Variant[String, Regexp, Type[Enum], "
              "Type[Pattern], Type[NotUndef], Type[Undef]]}, attributes => {'msg' => String[1], 'kind' => "
              "{type => Optional[String[1]], value => undef}, 'details' => {type => Optional[Hash[String[1], "
              "Data]], value => undef}, 'issue_code' => {type => Optional[String[1]], value => undef}}, "
              "functions => {'message' => Callable[[0, 0], String[1]]}}]"),
}


def param_str(v: Any) -> str:
    """A type parameter as Puppet's type formatter writes it."""
    if isinstance(v, PType):
        return str(v)
    if type(v) is str:
        return puppet_quote(v)
    if type(v) is float:
        return ruby_float_str(v)
    if type(v) is bool:
        return "true" if v else "false"
    if v is None:
        return "undef"
    if v is DEFAULT:
        return "default"
    if type(v) is list:
        return "[" + ", ".join(param_str(x) for x in v) + "]"
    if type(v) is dict:
        return "{" + ", ".join(f"{param_str(k)} => {param_str(x)}" for k, x in v.items()) + "}"
    if type(v) is PRegexp:
        return f"/{v.pattern}/"
    return str(v)


def _freeze(v: Any) -> Any:
    if type(v) is list:
        return tuple(_freeze(x) for x in v)
    if type(v) is dict:
        return tuple((_freeze(k), _freeze(x)) for k, x in v.items())
    return v


class POpaqueType(PType):
    """A named type with uninterpreted parameters."""
    __slots__ = ("type_name", "params")

    def __init__(self, type_name: str, params: tuple[Any, ...] = ()) -> None:
        self.type_name = type_name
        self.params = params

    @property
    def name(self) -> str:  # type: ignore[override]
        return self.type_name

    def _key(self) -> tuple[Any, ...]:
        return (self.type_name, _freeze(list(self.params)))

    def instance_of(self, value: Any) -> bool:
        return False

    def _assignable(self, other: PType) -> bool:
        if not isinstance(other, POpaqueType) or other.type_name != self.type_name:
            return False
        return not self.params or self.params == other.params

    def parameterize(self, args: list[Any]) -> PType:
        if self.params:
            raise TypeSystemError(f"Operator '[]' is not applicable to a {self}-Type.")
        if self.type_name == "Runtime" and len(args) != 2:
            raise TypeSystemError(f"A Runtime-Type[] accepts 1 to 2 arguments. Got {len(args)}")
        if self.type_name in ("Binary", "SemVerRange", "Unit"):
            raise TypeSystemError(f"Operator '[]' is not applicable to a {self.type_name}-Type.")
        return type(self)(self.type_name, tuple(args))

    def __str__(self) -> str:
        if not self.params:
            return _BARE_FORMS.get(self.type_name, self.type_name)
        if self.type_name == "Runtime":
            rt, cls = self.params
            return f"Runtime[{rt}, {param_str(cls)}]"
        return f"{self.type_name}[{', '.join(param_str(p) for p in self.params)}]"


class PCallableType(POpaqueType):
    """``Callable[...]``; lambdas are not manifest values, so nothing is an instance."""
    __slots__ = ()

    def __init__(self, type_name: str = "Callable", params: tuple[Any, ...] = ()) -> None:
        super().__init__("Callable", params)

    def _assignable(self, other: PType) -> bool:
        return type(other) is PCallableType and (not self.params or self.params == other.params)


class PInitType(POpaqueType):
    """``Init[T, args...]``: what ``T.new`` would accept; approximated by T itself."""
    __slots__ = ()

    def __init__(self, type_name: str = "Init", params: tuple[Any, ...] = ()) -> None:
        super().__init__("Init", params)

    def instance_of(self, value: Any) -> bool:
        return not self.params or (isinstance(self.params[0], PType) and self.params[0].instance_of(value))

    def parameterize(self, args: list[Any]) -> PType:
        if not args or not isinstance(args[0], PType):
            from bunraku.types.base import ruby_class_name
            raise TypeSystemError(
                f"Init-Type[] arguments must be types. Got {ruby_class_name(args[0] if args else None)}")
        return PInitType("Init", tuple(args))


OPAQUE_NAMES = ("Runtime", "Timespan", "Timestamp", "SemVer", "SemVerRange", "Binary", "Object", "TypeSet",
                "Error", "URI", "Unit")
