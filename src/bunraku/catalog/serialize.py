"""Puppet's catalog JSON (``Puppet::Resource::Catalog#to_data_hash``, catalog_format 2).

Values are written the way Puppet 7 writes them: types, regexps, resource references and
``default`` as their string forms, hash keys as strings, a Sensitive parameter unwrapped and
listed in ``sensitive_parameters`` (a Sensitive nested deeper as ``{"__ptype": "Sensitive", ...}``).
"""
from __future__ import annotations

import json
from typing import Any, TextIO

from bunraku.catalog.model import Catalog, Resource


def to_data(value: Any) -> Any:
    t = type(value)
    if t is str or t is int or t is float or t is bool or value is None:
        return value
    if t is list:
        return [to_data(v) for v in value]
    if t is dict:
        return {_key(k): to_data(v) for k, v in value.items()}
    if t is tuple:
        return [to_data(v) for v in value]
    from bunraku.types.values import DefaultValue, PRegexp, Sensitive
    if isinstance(value, Sensitive):
        return {"__ptype": "Sensitive", "__pvalue": to_data(value.value)}
    if isinstance(value, PRegexp):
        return f"/{value.pattern}/"
    if isinstance(value, DefaultValue):
        return "default"
    from bunraku.types import PClassType, PResourceType
    if isinstance(value, (PResourceType, PClassType)):
        from bunraku.catalog.model import reference
        return reference(value)
    from bunraku.types.format import to_string
    return to_string(value)


def _key(key: Any) -> str:
    if type(key) is str:
        return key
    from bunraku.types.format import to_string
    return to_string(key)


def resource_to_data(resource: Resource) -> dict[str, Any]:
    data: dict[str, Any] = {"type": resource.type, "title": resource.title,
                            "tags": list(resource.tags)}
    if resource.file is not None:
        data["file"] = resource.file
    if resource.line is not None:
        data["line"] = resource.line
    data["exported"] = resource.exported
    data["kind"] = resource.kind
    if resource.params:
        from bunraku.types.values import Sensitive
        params = {}
        sensitive = []
        for name, value in resource.params.items():
            if isinstance(value, Sensitive):
                sensitive.append(name)
                value = value.value
            params[name] = to_data(value)
        data["parameters"] = params
        if sensitive:
            data["sensitive_parameters"] = sensitive
    return data


def catalog_to_data(catalog: Catalog, *, resources: bool = True) -> dict[str, Any]:
    """The catalog as JSON-ready data; with ``resources=False`` the resource and edge lists are
    left as placeholders (the streaming writer fills them in)."""
    return {
        "tags": list(catalog.tags),
        "name": catalog.name,
        "version": catalog.version,
        "code_id": catalog.code_id,
        "catalog_uuid": None,
        "catalog_format": 2,
        "environment": catalog.environment,
        "resources": [resource_to_data(r) for r in catalog] if resources else [],
        "edges": [{"source": s.ref, "target": t.ref} for s, t in catalog.edges] if resources else [],
        "classes": list(catalog.classes),
    }


def catalog_to_json(catalog: Catalog, *, pretty: bool = True) -> str:
    import io
    out = io.StringIO()
    write_catalog_json(catalog, out, pretty=pretty)
    return out.getvalue()


def write_catalog_json(catalog: Catalog, out: TextIO, *, pretty: bool = True) -> None:
    """Write the catalog JSON resource by resource, so a large catalog never exists twice in
    memory (as data and as one big string)."""
    import uuid
    head = catalog_to_data(catalog, resources=False)
    head["catalog_uuid"] = str(uuid.uuid4())
    indent = 2 if pretty else None
    sep = (",", ": ") if pretty else (",", ":")
    nl = "\n" if pretty else ""
    pad = "  " if pretty else ""

    def dump(value: Any, level: int) -> str:
        text = json.dumps(value, indent=indent, ensure_ascii=False, separators=sep)
        return text.replace("\n", "\n" + pad * level) if pretty else text

    keys = list(head)
    out.write("{" + nl)
    for i, key in enumerate(keys):
        out.write(f"{pad}{json.dumps(key)}:{' ' if pretty else ''}")
        if key == "resources" or key == "edges":
            items = catalog if key == "resources" else catalog.edges
            out.write("[" + nl)
            first = True
            for item in items:
                if not first:
                    out.write("," + nl)
                first = False
                data = resource_to_data(item) if key == "resources" else \
                    {"source": item[0].ref, "target": item[1].ref}
                out.write(pad * 2 + dump(data, 2))
            out.write(nl + pad + "]" if not first else "]")
        else:
            out.write(dump(head[key], 1))
        out.write(("," if i < len(keys) - 1 else "") + nl)
    out.write("}" + nl)
