"""Applying a compiled catalog. At this stage only ``notify`` resources are managed; the other
types arrive with their providers (the apply issue) and are reported as skipped."""
from __future__ import annotations

import time
from typing import Any, Callable

from bunraku.apply.order import apply_order
from bunraku.catalog.model import Catalog, Resource, display_type

Log = Callable[[str, str], None]


def resource_path(resource: Resource, parents: dict[int, Resource]) -> str:
    """Puppet's log path: ``/Stage[main]/Main/D[one]/Notify[x]``."""
    parts = []
    r: Resource | None = resource
    while r is not None:
        parts.append(display_type(r.title) if r.type == "Class" else r.ref)
        r = parents.get(id(r))
    return "/" + "/".join(reversed(parts))


def _parents(catalog: Catalog) -> dict[int, Resource]:
    parents: dict[int, Resource] = {}
    for source, target in catalog.edges:
        parents.setdefault(id(target), source)
    return parents


def _message_text(value: Any) -> str:
    if type(value) is str:
        return value
    from bunraku.types.format import to_string
    return to_string(value)


def _quoted(text: str) -> str:
    """A value in an event message, single-quoted with Ruby's escapes."""
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def apply_catalog(catalog: Catalog, log: Log, *, noop: bool = False) -> dict[str, int]:
    """Apply the catalog; returns counts of changed, skipped and failed resources."""
    started = time.monotonic()
    parents = _parents(catalog)
    changed = skipped = 0
    unmanaged: dict[str, int] = {}
    for resource in apply_order(catalog):
        if resource.type != "Notify":
            unmanaged[resource.type] = unmanaged.get(resource.type, 0) + 1
            skipped += 1
            continue
        path = resource_path(resource, parents)
        raw = resource.params.get("message", resource.title)
        if type(raw) is list:  # the message property takes the first value of an array
            raw = raw[0] if raw else ""
        message = _message_text(raw)
        shown = _quoted(message) if type(raw) is str else message
        level = str(resource.params.get("loglevel", "notice"))
        noop_here = noop or resource.params.get("noop") is True
        if noop_here:
            log("notice", f"{path}/message: current_value 'absent', should be {shown} (noop)")
        else:
            if resource.params.get("withpath") is True:
                log(level, f"{path}/message: {message}")
            else:
                log(level, message)
            log("notice", f"{path}/message: defined 'message' as {shown}")
        changed += 1
    for type_name, count in unmanaged.items():
        log("warning", f"bunraku does not manage {type_name} resources yet; skipped {count} "
                       f"{type_name} resource{'s' if count != 1 else ''}")
    log("notice", f"Applied catalog in {time.monotonic() - started:.2f} seconds")
    return {"changed": changed, "skipped": skipped, "failed": 0}
