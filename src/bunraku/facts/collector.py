"""Assembles the fact set: core groups, external facts, custom facts and ``FACTER_`` overrides.

Resolution is lazy: asking for one fact resolves only the group that produces it (plus the
external and custom facts, which may override any name). Precedence, highest first:
``FACTER_<name>`` environment variables, then external and custom facts by weight (external
facts weigh 10000, custom facts their declared weight), then the core fact.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import Callable, Mapping

from bunraku.facts import core, custom, external
from bunraku.facts.cache import FACTER_GROUP_ALIASES, FactCache, default_cache_dir
from bunraku.facts.config import FacterConfig, load_config
from bunraku.facts.plugin import CustomFact


def module_subdirs(modulepath: list[str], subdir: str) -> list[str]:
    """``<module>/<subdir>`` of every module on the modulepath that has one, modules in name order."""
    dirs = []
    for root in modulepath:
        try:
            names = sorted(os.listdir(root))
        except OSError:
            continue
        for name in names:
            candidate = os.path.join(root, name, subdir)
            if os.path.isdir(candidate):
                dirs.append(candidate)
    return dirs

ENV_WEIGHT = 1_000_000
ENV_PREFIX = "FACTER_"


@dataclass(slots=True)
class GatherOptions:
    """What to gather and from where. ``None`` directories mean facter.conf's, else Facter's defaults."""

    modulepath: list[str] = field(default_factory=list)
    external_dirs: list[str] | None = None
    custom_dirs: list[str] | None = None
    config_path: str | None = None
    config: FacterConfig | None = None
    external_facts: bool = True
    custom_facts: bool = True
    use_cache: bool = True
    cache_dir: str | None = None
    environ: Mapping[str, str] | None = None

    @classmethod
    def isolated(cls, **overrides: object) -> GatherOptions:
        """Options that ignore the machine's facts.d, facter.conf, cache and FACTER_ variables
        (for tests, and for callers that supply every source themselves)."""
        options = cls(external_dirs=[], custom_dirs=[], config=FacterConfig(), use_cache=False, environ={})
        for key, value in overrides.items():
            if not hasattr(options, key):
                raise TypeError(f"unknown gather option {key!r}")
            setattr(options, key, value)
        return options


class FactCollector:
    """Resolves facts on demand and remembers them; ``warnings`` collects problems met on the way.

    Raises FactsConfigError from the constructor when facter.conf is broken.
    """

    def __init__(self, options: GatherOptions | None = None, warn: Callable[[str], None] | None = None) -> None:
        self.options = options or GatherOptions()
        self.warnings: list[str] = []
        self._warn_hook = warn
        self.config = self.options.config or load_config(self.options.config_path)
        self.cache = FactCache(self.options.cache_dir or default_cache_dir(), self._cache_ttls())
        self._blocked_groups, self._blocked_facts = self._blocklist()
        self._core: dict[str, object] = {}
        self._groups_done: set[str] = set()
        self._values: dict[str, object] = {}
        self._sources: dict[str, str] = {}
        self._resolving: set[str] = set()
        self._externals: dict[str, tuple[str, object]] | None = None
        self._customs: dict[str, list[CustomFact]] | None = None
        environ = os.environ if self.options.environ is None else self.options.environ
        self._env = {key[len(ENV_PREFIX):].lower(): value for key, value in environ.items()
                     if key.upper().startswith(ENV_PREFIX) and len(key) > len(ENV_PREFIX)}

    # -- problems -----------------------------------------------------------------------------
    def warn(self, message: str) -> None:
        self.warnings.append(message)
        if self._warn_hook is not None:
            self._warn_hook(message)

    # -- configuration ------------------------------------------------------------------------
    def _groups_named(self, name: str) -> list[str]:
        """Our group names meant by a facter.conf name: a group, a Facter group, a user group or a fact."""
        if name in core.BY_NAME:
            return [name]
        if name in FACTER_GROUP_ALIASES:
            return list(FACTER_GROUP_ALIASES[name])
        facts = self.config.fact_groups.get(name, [name])
        groups = []
        for fact in facts:
            group = core.group_for(fact.split(".")[0])
            if group is not None and group.name not in groups:
                groups.append(group.name)
        return groups

    def _cache_ttls(self) -> dict[str, float]:
        ttls: dict[str, float] = {}
        for name, seconds in self.config.ttls.items():
            groups = self._groups_named(name)
            for group in groups:
                ttls[group] = seconds
            if not groups:
                ttls[f"external-{name}"] = seconds
        return ttls

    def _blocklist(self) -> tuple[set[str], set[str]]:
        groups: set[str] = set()
        facts: set[str] = set()
        for name in self.config.blocklist:
            if name in core.BY_NAME or name in FACTER_GROUP_ALIASES:
                groups.update(self._groups_named(name))
            else:
                facts.update(self.config.fact_groups.get(name, [name]))
        return groups, facts

    def _external_dirs(self) -> list[str]:
        if self.options.external_dirs is not None:
            dirs = list(self.options.external_dirs)
        elif self.config.external_dirs:
            dirs = list(self.config.external_dirs)
        else:
            dirs = external.default_dirs()
        return dirs + module_subdirs(self.options.modulepath, "facts.d")

    def _custom_dirs(self) -> list[str]:
        dirs = list(self.options.custom_dirs if self.options.custom_dirs is not None else self.config.custom_dirs)
        return dirs + module_subdirs(self.options.modulepath, custom.MODULE_SUBDIR)

    # -- sources ------------------------------------------------------------------------------
    def _external_facts(self) -> dict[str, tuple[str, object]]:
        if self._externals is None:
            self._externals = {}
            if self.options.external_facts and not self.config.no_external_facts:
                use_cache = self.options.use_cache
                files = external.load(
                    self._external_dirs(), self.warn,
                    cached=(lambda name: self.cache.get(f"external-{name}")) if use_cache else None,
                    store=self._store_external if use_cache else None)
                for loaded in files:
                    for name, value in loaded.facts.items():
                        self._externals.setdefault(name, (loaded.path, value))
        return self._externals

    def _store_external(self, name: str, facts: dict[str, object]) -> None:
        problem = self.cache.put(f"external-{name}", facts)
        if problem:
            self.warn(problem)

    def _custom_facts(self) -> dict[str, list[CustomFact]]:
        if self._customs is None:
            self._customs = {}
            if self.options.custom_facts and not self.config.no_custom_facts:
                for resolution in custom.load(self._custom_dirs(), self.warn):
                    self._customs.setdefault(resolution.name, []).append(resolution)
        return self._customs

    def _core_group(self, group: core.CoreGroup) -> None:
        if group.name in self._groups_done:
            return
        self._groups_done.add(group.name)
        if group.name in self._blocked_groups:
            return
        values = self.cache.get(group.name) if self.options.use_cache else None
        if values is None:
            try:
                values = group.resolver()()
            except Exception as error:  # noqa: BLE001 - one broken resolver must not sink the rest
                self.warn(f"core facts '{group.name}' could not be resolved: {type(error).__name__}: {error}")
                values = {}
            if self.options.use_cache:
                problem = self.cache.put(group.name, values)
                if problem:
                    self.warn(problem)
        for name, value in values.items():
            self._core.setdefault(name, value)

    # -- lookups ------------------------------------------------------------------------------
    def fact(self, name: str) -> object:
        """The value of one top-level fact, or None when nothing resolves it."""
        name = name.lower()
        if name in self._values:
            return self._values[name]
        if name in self._resolving:
            self.warn(f"fact '{name}' depends on itself; giving up on that cycle")
            return None
        self._resolving.add(name)
        try:
            value, source = self._resolve(name)
        finally:
            self._resolving.discard(name)
        self._values[name] = value
        self._sources[name] = source
        return value

    def source(self, name: str) -> str:
        """Where a resolved fact came from: "env", "external", "custom" or "core"."""
        self.fact(name)
        return self._sources.get(name.lower(), "")

    def _resolve(self, name: str) -> tuple[object, str]:
        if name in self._env:
            return self._env[name], "env"
        candidates: list[tuple[int, int, object]] = []
        externals = self._external_facts()
        if name in externals:
            candidates.append((external.WEIGHT, 0, externals[name]))
        for order, resolution in enumerate(self._custom_facts().get(name, []), start=1):
            candidates.append((resolution.weight, order, resolution))
        candidates.sort(key=lambda item: (-item[0], item[1]))
        for _weight, _order, candidate in candidates:
            if isinstance(candidate, CustomFact):
                value = custom.resolve(candidate, self, self.warn)
                if value is not None:
                    return value, "custom"
            else:
                assert isinstance(candidate, tuple)
                if candidate[1] is not None:
                    return candidate[1], "external"
        if name in self._blocked_facts:
            return None, ""
        group = core.group_for(name)
        if group is not None:
            self._core_group(group)
            return self._core.get(name), "core"
        return None, ""

    def query(self, query: str) -> object:
        """A dotted query (``os.release.major``, ``processors.models.0``); a fact whose own name
        contains dots is matched first, as Facter does."""
        parts = query.split(".")
        for split in range(len(parts), 0, -1):
            value = self.fact(".".join(parts[:split]))
            if value is None:
                continue
            for key in parts[split:]:
                if isinstance(value, dict):
                    value = value.get(key)
                elif isinstance(value, list) and key.lstrip("-").isdigit() and -len(value) <= int(key) < len(value):
                    value = value[int(key)]
                else:
                    return None
                if value is None:
                    return None
            return value
        return None

    def __getitem__(self, query: str) -> object:
        return self.query(query)

    def get(self, query: str, default: object = None) -> object:
        value = self.query(query)
        return default if value is None else value

    def all(self, include_legacy: bool = False) -> dict[str, object]:
        """Every fact with a value; core legacy facts only when ``include_legacy``."""
        for group in core.GROUPS:
            self._core_group(group)
        names = set(self._core) | set(self._external_facts()) | set(self._custom_facts()) | set(self._env)
        result: dict[str, object] = {}
        for name in sorted(names):
            value = self.fact(name)
            if value is None:
                continue
            if not include_legacy and self._sources.get(name) == "core" and core.is_legacy(name):
                continue
            result[name] = value
        return result


def gather_facts(modulepath: list[str] | None = None, *, include_legacy: bool = True,
                 external_dirs: list[str] | None = None, custom_dirs: list[str] | None = None,
                 config_path: str | None = None, use_cache: bool = True,
                 warn: Callable[[str], None] | None = None) -> dict[str, object]:
    """All facts of this machine, as Puppet sees them (legacy flat facts included by default).

    Problems with fact files are passed to ``warn`` (and otherwise dropped); a broken
    facter.conf raises FactsConfigError.
    """
    options = GatherOptions(modulepath=list(modulepath or []), external_dirs=external_dirs,
                            custom_dirs=custom_dirs, config_path=config_path, use_cache=use_cache)
    return FactCollector(options, warn).all(include_legacy=include_legacy)
