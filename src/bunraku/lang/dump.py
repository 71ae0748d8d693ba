"""A JSON-ready dump of the AST, for debugging and tests (``bunraku parser dump``)."""
from __future__ import annotations

from typing import Any

from bunraku.lang import nodes as n


def to_data(node: Any, locations: bool = True) -> Any:
    """Nodes become ``{"node": ClassName, "line", "column", fields...}``; tuples become lists."""
    if isinstance(node, n.Node):
        out: dict[str, Any] = {"node": type(node).__name__}
        if locations:
            line, column = node.src.line_and_column(node.pos)
            out["line"] = line
            out["column"] = column
            out["span"] = [node.pos, node.end]
        for name in node.__dataclass_fields__:  # type: ignore[attr-defined]
            if name in ("src", "pos", "end"):
                continue
            if isinstance(node, n.Program) and name == "definitions":
                continue
            out[name] = to_data(getattr(node, name), locations)
        return out
    if isinstance(node, (tuple, list)):
        return [to_data(v, locations) for v in node]
    return node
