"""Fact gathering: Facter 4-compatible facts read natively from /proc, /sys and the OS.

Entry points: ``gather_facts()`` for the whole set, ``FactCollector`` for lazy, dotted
queries. Custom facts use ``bunraku.facts.plugin``.
"""
from __future__ import annotations

from bunraku.facts.collector import FactCollector, GatherOptions, gather_facts
from bunraku.facts.config import FactsConfigError

__all__ = ["FactCollector", "FactsConfigError", "GatherOptions", "gather_facts"]
