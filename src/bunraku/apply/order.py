"""The order in which a catalog's resources are applied.

Containers (stages, classes, nodes, defined-type instances) are split into a start and an end
point, like Puppet's admissible/completed whits: a container's start precedes its contents and
its contents precede its end. A relationship ``A before B`` runs from A's end to B's start, so
relationships between classes order everything inside them, and empty containers still pass
order through. Among resources that are ready at the same time, the one added to the catalog
first goes first (Puppet's "manifest" ordering).
"""
from __future__ import annotations

import heapq
from typing import Any, Iterable

from bunraku.catalog.model import Catalog, Resource, reference

CONTAINER_TYPES = frozenset(("Stage", "Class", "Node"))
_BEFORE = ("before", "notify")
_AFTER = ("require", "subscribe")


class DependencyCycleError(Exception):
    """The relationships form a cycle; ``cycles`` lists each as resource references."""

    def __init__(self, cycles: list[list[str]]) -> None:
        self.cycles = cycles
        # Puppet prints a literal backslash-n before its hint; keep its exact text.
        text = "\n".join("(" + " => ".join(c) + ")" for c in cycles)
        super().__init__(f"Found {len(cycles)} dependency cycle{'s' if len(cycles) != 1 else ''}:\n{text}"
                         "\\nTry the '--graph' option and opening the resulting '.dot' file in OmniGraffle "
                         "or GraphViz")


def is_container(resource: Resource) -> bool:
    return resource.type in CONTAINER_TYPES or resource.kind == "defined_type"


def apply_order(catalog: Catalog) -> list[Resource]:
    """Leaf resources in the order they are applied."""
    resources = list(catalog)
    index = {id(r): i for i, r in enumerate(resources)}
    by_ref = {r.ref: r for r in resources}
    # vertex ids: 2*i = start of resource i, 2*i+1 = end (a leaf's start and end are chained)
    succ: dict[int, list[int]] = {}

    def edge(a: int, b: int) -> None:
        succ.setdefault(a, []).append(b)

    for i, r in enumerate(resources):
        edge(2 * i, 2 * i + 1)
    for parent, child in catalog.edges:
        p, c = index.get(id(parent)), index.get(id(child))
        if p is None or c is None:
            continue
        edge(2 * p, 2 * c)
        edge(2 * c + 1, 2 * p + 1)
    for i, r in enumerate(resources):
        for param in _BEFORE:
            for target in _refs(r.params.get(param), by_ref):
                edge(2 * i + 1, 2 * index[id(target)])
        for param in _AFTER:
            for source in _refs(r.params.get(param), by_ref):
                edge(2 * index[id(source)] + 1, 2 * i)
    indegree = [0] * (2 * len(resources))
    for targets in succ.values():
        for t in targets:
            indegree[t] += 1
    ready = [(v // 2, v) for v in range(len(indegree)) if indegree[v] == 0]
    heapq.heapify(ready)
    out: list[Resource] = []
    done = 0
    while ready:
        _prio, v = heapq.heappop(ready)
        done += 1
        if v % 2 == 0:
            r = resources[v // 2]
            if not is_container(r):
                out.append(r)
        for t in succ.get(v, ()):
            indegree[t] -= 1
            if indegree[t] == 0:
                heapq.heappush(ready, (t // 2, t))
    if done < len(indegree):
        raise DependencyCycleError(_cycles(resources, succ, indegree))
    return out


def _refs(value: Any, by_ref: dict[str, Resource]) -> Iterable[Resource]:
    if value is None:
        return ()
    items = value if type(value) is list else [value]
    out = []
    for item in items:
        key = item if type(item) is str else reference(item)
        r = by_ref.get(key)
        if r is not None:
            out.append(r)
    return out


def _cycles(resources: list[Resource], succ: dict[int, list[int]], indegree: list[int]) -> list[list[str]]:
    """Strongly connected components among the vertices left over, as resource references."""
    remaining = {v for v, d in enumerate(indegree) if d > 0}
    index_of: dict[int, int] = {}
    low: dict[int, int] = {}
    stack: list[int] = []
    on_stack: set[int] = set()
    comps: list[list[int]] = []
    counter = [0]

    def strongconnect(root: int) -> None:
        work = [(root, iter(succ.get(root, ())))]
        index_of[root] = low[root] = counter[0]
        counter[0] += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            v, it = work[-1]
            advanced = False
            for w in it:
                if w not in remaining:
                    continue
                if w not in index_of:
                    index_of[w] = low[w] = counter[0]
                    counter[0] += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(succ.get(w, ()))))
                    advanced = True
                    break
                if w in on_stack:
                    low[v] = min(low[v], index_of[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index_of[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    comps.append(comp)

    for v in sorted(remaining):
        if v not in index_of:
            strongconnect(v)
    out = []
    for comp in comps:
        refs: list[str] = []
        for v in sorted(comp):
            ref = resources[v // 2].ref
            if ref not in refs:
                refs.append(ref)
        if refs:
            out.append(refs + [refs[0]])
    return out
