"""The Puppet AST: immutable dataclasses, one per construct, named after Puppet's own model.

Every node carries its source file and the span ``[pos, end)`` of the text it was parsed from;
``line``/``column`` are computed from the file's line index on demand, which keeps parsing
fast and still gives exact positions to every error that points at a node.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bunraku.lang.source import SourceFile


@dataclass(frozen=True, slots=True)
class Node:
    src: SourceFile = field(repr=False, compare=False)
    pos: int
    end: int

    @property
    def file(self) -> str | None:
        return self.src.path

    @property
    def line(self) -> int:
        return self.src.line_of(self.pos)

    @property
    def column(self) -> int:
        return self.src.line_and_column(self.pos)[1]

    @property
    def anchor(self) -> int:
        """Where Puppet points at this node in messages: the operator of a binary expression."""
        p = getattr(self, "anchor_pos", -1)
        return self.pos if p < 0 else p

    @property
    def text(self) -> str:
        """The source text this node was parsed from."""
        return self.src.text[self.pos:self.end]


class Expression(Node):
    """Marker base for everything that can stand where a value is expected."""
    __slots__ = ()


E = Expression

# --- program and blocks -----------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Program(Node):
    body: tuple[Expression, ...]
    definitions: tuple[Expression, ...] = ()


@dataclass(frozen=True, slots=True)
class BlockExpression(Expression):
    statements: tuple[Expression, ...]


@dataclass(frozen=True, slots=True)
class Nop(Expression):
    """An empty statement list where a body is optional."""


# --- literals ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LiteralString(Expression):
    value: str


@dataclass(frozen=True, slots=True)
class LiteralInteger(Expression):
    value: int
    radix: int = 10


@dataclass(frozen=True, slots=True)
class LiteralFloat(Expression):
    value: float


@dataclass(frozen=True, slots=True)
class LiteralBoolean(Expression):
    value: bool


@dataclass(frozen=True, slots=True)
class LiteralUndef(Expression):
    pass


@dataclass(frozen=True, slots=True)
class LiteralDefault(Expression):
    pass


@dataclass(frozen=True, slots=True)
class LiteralRegularExpression(Expression):
    pattern: str


@dataclass(frozen=True, slots=True)
class QualifiedName(Expression):
    """A bare word: a function name, a resource type name, or a string value."""
    value: str


@dataclass(frozen=True, slots=True)
class QualifiedReference(Expression):
    """A capitalized name: a type or class reference (``File``, ``Apache::Vhost``)."""
    cased_value: str

    @property
    def value(self) -> str:
        return self.cased_value.lower()


@dataclass(frozen=True, slots=True)
class ReservedWord(Expression):
    word: str


@dataclass(frozen=True, slots=True)
class TextExpression(Expression):
    """An interpolated expression inside a string, converted to text."""
    expr: Expression


@dataclass(frozen=True, slots=True)
class ConcatenatedString(Expression):
    segments: tuple[Expression, ...]


@dataclass(frozen=True, slots=True)
class HeredocExpression(Expression):
    syntax: str
    text_expr: Expression


@dataclass(frozen=True, slots=True)
class LiteralList(Expression):
    values: tuple[Expression, ...]


@dataclass(frozen=True, slots=True)
class KeyedEntry(Node):
    key: Expression
    value: Expression
    anchor_pos: int = -1


@dataclass(frozen=True, slots=True)
class LiteralHash(Expression):
    entries: tuple[KeyedEntry, ...]


# --- variables, access, operators -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class VariableExpression(Expression):
    name: str


@dataclass(frozen=True, slots=True)
class AccessExpression(Expression):
    left: Expression
    keys: tuple[Expression, ...]


@dataclass(frozen=True, slots=True)
class NamedAccessExpression(Expression):
    """``left.name`` - the functor of a method call."""
    left: Expression
    right: QualifiedName


@dataclass(frozen=True, slots=True)
class UnaryMinusExpression(Expression):
    expr: Expression


@dataclass(frozen=True, slots=True)
class NotExpression(Expression):
    expr: Expression


@dataclass(frozen=True, slots=True)
class UnfoldExpression(Expression):
    """``*expr`` - splats an array into arguments, list entries or case options."""
    expr: Expression


@dataclass(frozen=True, slots=True)
class ParenthesizedExpression(Expression):
    expr: Expression


@dataclass(frozen=True, slots=True)
class ArithmeticExpression(Expression):
    operator: str
    left: Expression
    right: Expression
    anchor_pos: int = -1


@dataclass(frozen=True, slots=True)
class ComparisonExpression(Expression):
    operator: str
    left: Expression
    right: Expression
    anchor_pos: int = -1


@dataclass(frozen=True, slots=True)
class MatchExpression(Expression):
    operator: str
    left: Expression
    right: Expression
    anchor_pos: int = -1


@dataclass(frozen=True, slots=True)
class InExpression(Expression):
    left: Expression
    right: Expression
    anchor_pos: int = -1


@dataclass(frozen=True, slots=True)
class AndExpression(Expression):
    left: Expression
    right: Expression
    anchor_pos: int = -1


@dataclass(frozen=True, slots=True)
class OrExpression(Expression):
    left: Expression
    right: Expression
    anchor_pos: int = -1


@dataclass(frozen=True, slots=True)
class AssignmentExpression(Expression):
    """``=``, and the ``+=``/``-=`` appending/deleting assignments."""
    operator: str
    left: Expression
    right: Expression
    anchor_pos: int = -1


@dataclass(frozen=True, slots=True)
class RelationshipExpression(Expression):
    """``->``, ``~>``, ``<-``, ``<~`` between resources, references and collectors."""
    operator: str
    left: Expression
    right: Expression
    anchor_pos: int = -1


# --- control flow -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class IfExpression(Expression):
    test: Expression
    then_expr: Expression
    else_expr: Expression


@dataclass(frozen=True, slots=True)
class UnlessExpression(Expression):
    test: Expression
    then_expr: Expression
    else_expr: Expression


@dataclass(frozen=True, slots=True)
class CaseOption(Node):
    values: tuple[Expression, ...]
    then_expr: Expression


@dataclass(frozen=True, slots=True)
class CaseExpression(Expression):
    test: Expression
    options: tuple[CaseOption, ...]


@dataclass(frozen=True, slots=True)
class SelectorEntry(Node):
    matching: Expression
    value: Expression


@dataclass(frozen=True, slots=True)
class SelectorExpression(Expression):
    left: Expression
    selectors: tuple[SelectorEntry, ...]


# --- calls and lambdas ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Parameter(Node):
    name: str
    value: Expression | None
    type_expr: Expression | None
    captures_rest: bool


@dataclass(frozen=True, slots=True)
class LambdaExpression(Expression):
    parameters: tuple[Parameter, ...]
    body: Expression
    return_type: Expression | None


@dataclass(frozen=True, slots=True)
class CallNamedFunctionExpression(Expression):
    functor: Expression
    arguments: tuple[Expression, ...]
    lambda_: LambdaExpression | None
    rval_required: bool


@dataclass(frozen=True, slots=True)
class CallMethodExpression(Expression):
    functor: NamedAccessExpression
    arguments: tuple[Expression, ...]
    lambda_: LambdaExpression | None
    rval_required: bool = True
    anchor_pos: int = -1


# --- resources ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AttributeOperation(Node):
    attribute_name: str
    operator: str  # '=>' or '+>'
    value_expr: Expression


@dataclass(frozen=True, slots=True)
class AttributesOperation(Node):
    """``* => $hash`` - attributes unfolded from a hash."""
    expr: Expression


@dataclass(frozen=True, slots=True)
class ResourceBody(Node):
    title: Expression
    operations: tuple[Node, ...]


@dataclass(frozen=True, slots=True)
class ResourceExpression(Expression):
    form: str  # 'regular', 'virtual' or 'exported'
    type_name: Expression
    bodies: tuple[ResourceBody, ...]


@dataclass(frozen=True, slots=True)
class ResourceDefaultsExpression(Expression):
    form: str
    type_ref: Expression
    operations: tuple[Node, ...]


@dataclass(frozen=True, slots=True)
class ResourceOverrideExpression(Expression):
    form: str
    resources: Expression
    operations: tuple[Node, ...]


@dataclass(frozen=True, slots=True)
class VirtualQuery(Node):
    expr: Expression | None


@dataclass(frozen=True, slots=True)
class ExportedQuery(Node):
    expr: Expression | None


@dataclass(frozen=True, slots=True)
class CollectExpression(Expression):
    type_expr: Expression
    query: VirtualQuery | ExportedQuery
    operations: tuple[Node, ...]


# --- definitions --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HostClassDefinition(Expression):
    name: str
    parameters: tuple[Parameter, ...]
    parent_class: str | None
    body: Expression | None


@dataclass(frozen=True, slots=True)
class ResourceTypeDefinition(Expression):
    name: str
    parameters: tuple[Parameter, ...]
    body: Expression | None


@dataclass(frozen=True, slots=True)
class NodeDefinition(Expression):
    host_matches: tuple[Expression, ...]
    parent: Expression | None
    body: Expression | None


@dataclass(frozen=True, slots=True)
class FunctionDefinition(Expression):
    name: str
    parameters: tuple[Parameter, ...]
    body: Expression | None
    return_type: Expression | None


@dataclass(frozen=True, slots=True)
class TypeAlias(Expression):
    name: str
    type_expr: Expression
    anchor_pos: int = -1


@dataclass(frozen=True, slots=True)
class TypeDefinition(Expression):
    name: str
    parent: str | None
    body: Expression | None


DEFINITIONS = (HostClassDefinition, ResourceTypeDefinition, NodeDefinition, FunctionDefinition,
               TypeAlias, TypeDefinition)


_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}


def child_fields(cls: type) -> tuple[str, ...]:
    """Names of the fields of node class ``cls`` that can hold nodes (cached per class)."""
    names = _CHILD_FIELDS.get(cls)
    if names is None:
        names = tuple(f for f, spec in cls.__dataclass_fields__.items()  # type: ignore[attr-defined]
                      if f not in ("src", "pos", "end", "anchor_pos")
                      and spec.type not in ("str", "int", "bool", "float", "str | None"))
        _CHILD_FIELDS[cls] = names
    return names


def children(node: Node) -> list[Node]:
    """The direct child nodes of ``node``, in source order."""
    out: list[Node] = []
    for name in child_fields(type(node)):
        value: Any = getattr(node, name)
        if isinstance(value, Node):
            out.append(value)
        elif type(value) is tuple:
            out.extend(v for v in value if isinstance(v, Node))
    return out


def walk(node: Node):  # type: ignore[no-untyped-def]
    """Every node below and including ``node``, depth first."""
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(reversed(children(n)))
