"""Scalar and unit types: Any, Undef, Default, NotUndef, Scalar, ScalarData, Numeric, Integer,
Float, String, Boolean, Enum, Pattern and Regexp."""
from __future__ import annotations

from typing import Any

from bunraku.types.base import PType, TypeSystemError, a_an, label, ruby_class_name, value_type_name
from bunraku.types.format import ruby_float_str, puppet_quote
from bunraku.types.values import DEFAULT, PRegexp, flatten_values


class PAnyType(PType):
    __slots__ = ()
    name = "Any"

    def instance_of(self, value: Any) -> bool:
        return True

    def _assignable(self, other: PType) -> bool:
        return True


class PUndefType(PType):
    __slots__ = ()
    name = "Undef"

    def instance_of(self, value: Any) -> bool:
        return value is None

    def _assignable(self, other: PType) -> bool:
        return type(other) is PUndefType


class PDefaultType(PType):
    __slots__ = ()
    name = "Default"

    def instance_of(self, value: Any) -> bool:
        return value is DEFAULT

    def _assignable(self, other: PType) -> bool:
        return type(other) is PDefaultType


UNDEF = PUndefType()
ANY = PAnyType()


class PNotUndefType(PType):
    """Anything but undef, optionally constrained to ``type``."""
    __slots__ = ("type",)
    name = "NotUndef"

    def __init__(self, type: PType | None = None) -> None:
        self.type = None if type is None or type.__class__ is PAnyType else type

    def _key(self) -> tuple[Any, ...]:
        return (self.type,)

    def instance_of(self, value: Any) -> bool:
        return value is not None and (self.type is None or self.type.instance_of(value))

    def _assignable(self, other: PType) -> bool:
        if type(other) is PNotUndefType:
            other = other.type or ANY
        return not other.assignable_from(UNDEF) and (self.type is None or self.type.assignable_from(other))

    def parameterize(self, args: list[Any]) -> PType:
        args = flatten(args)
        if len(args) == 0:
            return PNotUndefType()
        if len(args) > 1:
            raise TypeSystemError(f"NotUndef-Type[] accepts 0 to 1 arguments. Got {len(args)}")
        t = args[0]
        if type(t) is str:
            return PNotUndefType(PStringType(value=t))
        if not isinstance(t, PType):
            raise TypeSystemError(
                f"NotUndef-Type[] argument must be a Type or a String. Got {ruby_class_name(t)}")
        return PNotUndefType(t)

    def __str__(self) -> str:
        t = self.type
        if t is None:
            return "NotUndef"
        if type(t) is PStringType and t.value is not None:
            return f"NotUndef[{puppet_quote(t.value)}]"
        return f"NotUndef[{t}]"

    def short_name(self) -> str:
        return f"NotUndef[{self.type.name}]" if self.type is not None else "NotUndef"


class PScalarType(PType):
    __slots__ = ()
    name = "Scalar"

    def instance_of(self, value: Any) -> bool:
        t = type(value)
        return t is str or t is int or t is float or t is bool or t is PRegexp

    def _assignable(self, other: PType) -> bool:
        return isinstance(other, (PScalarType, PStringType, PBooleanType, PEnumType, PPatternType,
                                  PRegexpType)) or type(other).__name__ in ("PTimespanType", "PTimestampType",
                                                                           "PSemVerType")


class PScalarDataType(PScalarType):
    __slots__ = ()
    name = "ScalarData"

    def instance_of(self, value: Any) -> bool:
        t = type(value)
        return t is str or t is int or t is float or t is bool

    def _assignable(self, other: PType) -> bool:
        return isinstance(other, (PScalarDataType, PNumericType, PStringType, PBooleanType, PEnumType,
                                  PPatternType))


class PNumericType(PScalarDataType):
    __slots__ = ()
    name = "Numeric"

    def instance_of(self, value: Any) -> bool:
        t = type(value)
        return t is int or t is float

    def _assignable(self, other: PType) -> bool:
        return isinstance(other, PNumericType)


class PIntegerType(PNumericType):
    """``Integer[lo, hi]``; ``None`` bounds are unbounded."""
    __slots__ = ("lo", "hi")
    name = "Integer"

    def __init__(self, lo: int | None = None, hi: int | None = None) -> None:
        self.lo = lo
        self.hi = hi

    def _key(self) -> tuple[Any, ...]:
        return (self.lo, self.hi)

    def instance_of(self, value: Any) -> bool:
        if type(value) is not int:
            return False
        return (self.lo is None or value >= self.lo) and (self.hi is None or value <= self.hi)

    def _assignable(self, other: PType) -> bool:
        if type(other) is not PIntegerType:
            return False
        if self.lo is not None and (other.lo is None or other.lo < self.lo):
            return False
        return self.hi is None or (other.hi is not None and other.hi <= self.hi)

    def parameterize(self, args: list[Any]) -> PType:
        args = flatten(args)
        if not 1 <= len(args) <= 2:
            raise TypeSystemError(
                f"Integer-Type supports [] with one or two arguments (from, to). Got {len(args)}")
        for a in args:
            if type(a) is not int and a is not DEFAULT:
                raise TypeSystemError(
                    f"Integer-Type [] requires all arguments to be integers (or default). Got {ruby_class_name(a)}")
        lo = None if args[0] is DEFAULT else args[0]
        hi = None if len(args) == 1 or args[1] is DEFAULT else args[1]
        check_range(lo, hi)
        return PIntegerType(lo, hi)

    def __str__(self) -> str:
        return range_str("Integer", self.lo, self.hi, str)

    def generalize(self) -> PType:
        return INTEGER

    def size_range(self) -> tuple[int, float]:
        """The range as a collection size: (min >= 0, max or infinity)."""
        return (max(self.lo or 0, 0), float("inf") if self.hi is None else self.hi)


class PFloatType(PNumericType):
    __slots__ = ("lo", "hi")
    name = "Float"

    def __init__(self, lo: float | None = None, hi: float | None = None) -> None:
        self.lo = lo
        self.hi = hi

    def _key(self) -> tuple[Any, ...]:
        return (self.lo, self.hi)

    def instance_of(self, value: Any) -> bool:
        if type(value) is not float:
            return False
        return (self.lo is None or value >= self.lo) and (self.hi is None or value <= self.hi)

    def _assignable(self, other: PType) -> bool:
        if type(other) is not PFloatType:
            return False
        if self.lo is not None and (other.lo is None or other.lo < self.lo):
            return False
        return self.hi is None or (other.hi is not None and other.hi <= self.hi)

    def parameterize(self, args: list[Any]) -> PType:
        args = flatten(args)
        if not 1 <= len(args) <= 2:
            raise TypeSystemError(
                f"Float-Type supports [] with one or two arguments (from, to). Got {len(args)}")
        for a in args:
            if type(a) not in (int, float) and a is not DEFAULT:
                raise TypeSystemError("Float-Type [] requires all arguments to be floats, or integers "
                                      f"(or default). Got {ruby_class_name(a)}")
        lo = None if args[0] is DEFAULT else float(args[0])
        hi = None if len(args) == 1 or args[1] is DEFAULT else float(args[1])
        check_range(lo, hi)
        return PFloatType(lo, hi)

    def __str__(self) -> str:
        return range_str("Float", self.lo, self.hi, ruby_float_str)

    def generalize(self) -> PType:
        return FLOAT


def check_range(lo: Any, hi: Any) -> None:
    if lo is not None and hi is not None and lo > hi:
        fmt = ruby_float_str if type(lo) is float else str
        raise TypeSystemError("Error while evaluating a '[]' expression, 'from' must be less or equal to "
                              f"'to'. Got ({fmt(lo)}, {fmt(hi)}")


def range_str(name: str, lo: Any, hi: Any, fmt: Any) -> str:
    """Puppet's ``Name[from, to]`` form, omitting what is unbounded."""
    if lo is None and hi is None:
        return name
    parts = ["default" if lo is None else fmt(lo)]
    if hi is not None:
        parts.append(fmt(hi))
    return f"{name}[{', '.join(parts)}]"


def size_params(args: list[Any]) -> PIntegerType:
    """A collection size constraint from 1-2 integers/default or one Integer type."""
    if len(args) == 1 and type(args[0]) is PIntegerType:
        return args[0]
    for a in args:
        if type(a) is not int and a is not DEFAULT:
            raise TypeSystemError("A Type's size constraint arguments must be a single Integer type, or 1-2 "
                                  f"integers (or default). Got {a_an(value_type_name(a).split('[')[0])}")
    lo = None if args[0] is DEFAULT else args[0]
    hi = None if len(args) < 2 or args[1] is DEFAULT else args[1]
    check_range(lo, hi)
    return PIntegerType(max(lo or 0, 0), hi)  # a size is never negative: Puppet's to_size


def size_str(size: PIntegerType | None) -> list[str]:
    """The size part of a collection type's string (empty when unconstrained)."""
    if size is None or (size.lo is None and size.hi is None):
        return []
    parts = ["default" if size.lo is None else str(size.lo)]
    if size.hi is not None:
        parts.append(str(size.hi))
    return parts


def size_within(size: PIntegerType | None, n: int) -> bool:
    return size is None or size.instance_of(n)


class PStringType(PScalarDataType):
    """``String[min, max]``; ``value`` is set only for inferred types (the exact string)."""
    __slots__ = ("size", "value")
    name = "String"

    def __init__(self, size: PIntegerType | None = None, value: str | None = None) -> None:
        self.size = size
        self.value = value

    def _key(self) -> tuple[Any, ...]:
        return (self.size, self.value)

    def instance_of(self, value: Any) -> bool:
        if type(value) is not str:
            return False
        if self.value is not None:
            return value == self.value
        return self.size is None or self.size.instance_of(len(value))

    def _assignable(self, other: PType) -> bool:
        t = type(other)
        if self.value is not None:
            if t is PStringType and other.value is not None:  # type: ignore[attr-defined]
                return other.value == self.value  # type: ignore[attr-defined]
            return t is PEnumType and list(other.values) == [self.value]  # type: ignore[attr-defined]
        if t is PStringType:
            if other.value is not None:  # type: ignore[attr-defined]
                return self.size is None or self.size.instance_of(len(other.value))  # type: ignore[attr-defined]
            if self.size is None:
                return True
            osize = other.size or PIntegerType(0, None)  # type: ignore[attr-defined]
            return self.size.assignable_from(osize)
        if t is PEnumType:
            return self.size is None or all(self.size.instance_of(len(v)) for v in other.values)  # type: ignore
        if t is PPatternType:
            return self.size is None or (self.size.lo in (None, 0) and self.size.hi is None)
        return False

    def parameterize(self, args: list[Any]) -> PType:
        args = flatten(args)
        if not 1 <= len(args) <= 2:
            raise TypeSystemError(f"String supports [] with one or two arguments. Got {len(args)}")
        return PStringType(size_params(args))

    def __str__(self) -> str:
        parts = size_str(self.size)
        return f"String[{', '.join(parts)}]" if parts else "String"

    def generalize(self) -> PType:
        return STRING


class PBooleanType(PScalarDataType):
    __slots__ = ("value",)
    name = "Boolean"

    def __init__(self, value: bool | None = None) -> None:
        self.value = value

    def _key(self) -> tuple[Any, ...]:
        return (self.value,)

    def instance_of(self, value: Any) -> bool:
        return type(value) is bool and (self.value is None or value is self.value)

    def _assignable(self, other: PType) -> bool:
        return type(other) is PBooleanType and (self.value is None or other.value is self.value)  # type: ignore

    def parameterize(self, args: list[Any]) -> PType:
        args = flatten(args)
        check_arity(self, args, 1, 1)
        if type(args[0]) is not bool:
            raise bad_specialization(self, args[0], "TrueClass or FalseClass")
        return PBooleanType(args[0])

    def __str__(self) -> str:
        return "Boolean" if self.value is None else f"Boolean[{'true' if self.value else 'false'}]"

    def generalize(self) -> PType:
        return BOOLEAN


class PEnumType(PScalarDataType):
    __slots__ = ("values", "case_insensitive")
    name = "Enum"

    def __init__(self, values: tuple[str, ...] = (), case_insensitive: bool = False) -> None:
        self.values = tuple(dict.fromkeys(values))
        self.case_insensitive = case_insensitive

    def _key(self) -> tuple[Any, ...]:
        return (frozenset(self.values), self.case_insensitive)

    def instance_of(self, value: Any) -> bool:
        if type(value) is not str:
            return False
        if not self.values:
            return True
        if self.case_insensitive:
            v = value.casefold()
            return any(v == x.casefold() for x in self.values)
        return value in self.values

    def _assignable(self, other: PType) -> bool:
        t = type(other)
        if not self.values:
            return t in (PEnumType, PStringType, PPatternType)
        if t is PStringType and other.value is not None:  # type: ignore[attr-defined]
            return self.instance_of(other.value)  # type: ignore[attr-defined]
        if t is PEnumType and other.values:  # type: ignore[attr-defined]
            return all(self.instance_of(v) for v in other.values)  # type: ignore[attr-defined]
        return False

    def parameterize(self, args: list[Any]) -> PType:
        args = flatten(args)
        ci = False
        if args and type(args[-1]) is bool:
            ci = args[-1]
            args = args[:-1]
        check_arity(self, args, 1, None)
        for a in args:
            if type(a) is not str:
                raise bad_specialization(self, a, "String")
        return PEnumType(tuple(args), ci)

    def __str__(self) -> str:
        if not self.values:
            return "Enum"
        parts = [puppet_quote(v) for v in self.values]
        if self.case_insensitive:
            parts.append("true")
        return f"Enum[{', '.join(parts)}]"

    def generalize(self) -> PType:
        if not self.values:
            return STRING
        sizes = [len(v) for v in self.values]
        return PStringType(PIntegerType(min(sizes), max(sizes)))


class PPatternType(PScalarDataType):
    __slots__ = ("patterns",)
    name = "Pattern"

    def __init__(self, patterns: tuple[PRegexp, ...] = ()) -> None:
        self.patterns = tuple(dict.fromkeys(patterns))

    def _key(self) -> tuple[Any, ...]:
        return (frozenset(p.pattern for p in self.patterns),)

    def instance_of(self, value: Any) -> bool:
        if type(value) is not str:
            return False
        return not self.patterns or any(p.compiled.search(value) for p in self.patterns)

    def _assignable(self, other: PType) -> bool:
        t = type(other)
        if not self.patterns:
            return t in (PStringType, PEnumType, PPatternType)
        if t is PStringType and other.value is not None:  # type: ignore[attr-defined]
            return self.instance_of(other.value)  # type: ignore[attr-defined]
        if t is PEnumType and other.values:  # type: ignore[attr-defined]
            return all(self.instance_of(v) for v in other.values)  # type: ignore[attr-defined]
        if t is PPatternType and other.patterns:  # type: ignore[attr-defined]
            mine = {p.pattern for p in self.patterns}
            return all(p.pattern in mine for p in other.patterns)  # type: ignore[attr-defined]
        return False

    def parameterize(self, args: list[Any]) -> PType:
        args = flatten(args)
        check_arity(self, args, 1, None)
        out: list[PRegexp] = []
        for a in args:
            if type(a) is str:
                out.append(PRegexp(a))
            elif isinstance(a, PRegexp):
                out.append(a)
            elif type(a) is PPatternType:
                out.extend(a.patterns)
            elif type(a) is PRegexpType:
                if a.regexp is not None:
                    out.append(a.regexp)
            else:
                raise bad_specialization(self, a, "String or Regexp or Pattern-Type or Regexp-Type")
        return PPatternType(tuple(out))

    def __str__(self) -> str:
        if not self.patterns:
            return "Pattern"
        return f"Pattern[{', '.join(f'/{p.pattern}/' for p in self.patterns)}]"

    def generalize(self) -> PType:
        return self


class PRegexpType(PScalarType):
    __slots__ = ("regexp",)
    name = "Regexp"

    def __init__(self, regexp: PRegexp | None = None) -> None:
        self.regexp = regexp

    def _key(self) -> tuple[Any, ...]:
        return (self.regexp.pattern if self.regexp else None,)

    def instance_of(self, value: Any) -> bool:
        return type(value) is PRegexp and (self.regexp is None or value.pattern == self.regexp.pattern)

    def _assignable(self, other: PType) -> bool:
        return type(other) is PRegexpType and (self.regexp is None or self == other)

    def parameterize(self, args: list[Any]) -> PType:
        args = flatten(args)
        if len(args) != 1:
            raise TypeSystemError(f"A Regexp-Type[] accepts 1 argument. Got {len(args)}")
        a = args[0]
        if type(a) is str:
            return PRegexpType(PRegexp(a))
        if isinstance(a, PRegexp):
            return PRegexpType(a)
        raise bad_specialization(self, a, "String or Regexp")

    def __str__(self) -> str:
        return "Regexp" if self.regexp is None else f"Regexp[/{self.regexp.pattern}/]"


# --- shared helpers for parameterize ----------------------------------------------------------

flatten = flatten_values  # nested arrays of type arguments count as separate arguments


def check_arity(t: PType, args: list[Any], lo: int, hi: int | None, base: str | None = None) -> None:
    n = len(args)
    if n >= lo and (hi is None or n <= hi):
        return
    from bunraku.types.base import a_an_uc
    base_label = base or a_an_uc(label(t))
    if hi is None:
        raise TypeSystemError(f"{base_label}[] accepts {lo} or more arguments. Got {n}")
    if hi != lo:
        raise TypeSystemError(f"{base_label}[] accepts {lo} to {hi} arguments. Got {n}")
    raise TypeSystemError(f"{base_label}[] accepts {lo} argument{'' if lo == 1 else 's'}. Got {n}")


def bad_specialization(t: PType, actual: Any, expected: str) -> TypeSystemError:
    return TypeSystemError(f"Error creating type specialization of {a_an(label(t))}, "
                           f"Cannot use {value_type_name(actual)} where {expected} is expected")


def bad_slice_type(base: str, actual: Any) -> TypeSystemError:
    return TypeSystemError(f"{base}[] arguments must be types. Got {ruby_class_name(actual)}")


INTEGER = PIntegerType()
FLOAT = PFloatType()
STRING = PStringType()
BOOLEAN = PBooleanType()
REGEXP = PRegexpType()
NUMERIC = PNumericType()
SCALAR = PScalarType()
SCALAR_DATA = PScalarDataType()
DEFAULT_TYPE = PDefaultType()
