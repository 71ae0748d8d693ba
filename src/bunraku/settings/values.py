"""Value lookup: the chain of sources searched for a setting, and ``$name`` interpolation.

A :class:`ChainedValues` answers for one (section/run mode, environment) pair. Sources are
searched in precedence order (memory, command line, environment.conf, run-mode section, [main],
application defaults, overridden defaults) and the setting's default comes last. Interpolation
is recursive; a cycle is reported with the settings in it instead of recursing forever.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from bunraku.settings.conffile import ConfSection
from bunraku.settings.definitions import Computed
from bunraku.settings.errors import InterpolationError, Origin, SettingsError
from bunraku.settings.types import AliasSetting, ruby_to_s

if TYPE_CHECKING:
    from bunraku.settings.environment_conf import EnvironmentConf
    from bunraku.settings.settings import Settings

_REFERENCE = re.compile(r"\$(\w+)|\$\{(\w+)\}")
#: The only setting in which ``$environment`` is interpolated (others keep it literally).
ENVIRONMENT_INTERPOLATION_ALLOWED = ("config_version",)
#: Settings whose value is never interpolated.
NOT_INTERPOLATED = ("code",)


@dataclass(frozen=True, slots=True)
class Found:
    value: Any
    origin: Origin | None


class ValueSet:
    """Values set programmatically: ``memory``, ``cli``, ``application_defaults``, ``overridden_defaults``."""

    def __init__(self, name: str, origin: Origin | None = None) -> None:
        self.name = name
        self.values: dict[str, Found] = {}
        self._origin = origin

    def find(self, name: str) -> Found | None:
        return self.values.get(name)

    def set(self, name: str, value: Any, origin: Origin | None = None) -> None:
        self.values[name] = Found(value, origin or self._origin)

    def delete(self, name: str) -> None:
        self.values.pop(name, None)

    def __contains__(self, name: str) -> bool:
        return name in self.values


class SectionSource:
    """One section of puppet.conf."""

    def __init__(self, section: ConfSection) -> None:
        self.name = section.name
        self.section = section

    def find(self, name: str) -> Found | None:
        setting = self.section.lookup(name)
        return Found(setting.value, setting.origin) if setting else None


class EnvironmentSource:
    """The current environment's environment.conf (only its few settings)."""

    def __init__(self, name: str, conf_loader: Callable[[], "EnvironmentConf | None"]) -> None:
        self.name = name
        self._loader = conf_loader
        self._loaded = False
        self._conf: EnvironmentConf | None = None

    def find(self, name: str) -> Found | None:
        from bunraku.settings.environment_conf import VALID_SETTINGS
        if name not in VALID_SETTINGS:
            return None
        if not self._loaded:
            self._loaded = True
            self._conf = self._loader()
        if self._conf is None:
            return None
        origin = self._conf.origin(name)
        return Found(self._conf.lookup(name), origin)


Source = ValueSet | SectionSource | EnvironmentSource


class ChainedValues:
    """Lookup of final values for one run mode (or section) and environment."""

    def __init__(self, settings: "Settings", mode: str, environment: str | None, sources: list[Source]) -> None:
        self.settings = settings
        self.mode = mode
        self.environment = environment
        self.sources = sources
        self._cache: dict[str, Any] = {}
        self._resolving: list[str] = []  # settings being resolved, outermost first (cycle detection)

    def lookup(self, name: str) -> Found:
        """The uninterpolated value of ``name`` and where it came from."""
        for source in self.sources:
            found = source.find(name)
            if found is not None:
                if found.value is not None:
                    return found
                break
        setting = self.settings.setting(name)
        if isinstance(setting, AliasSetting):
            aliased = self.lookup(setting.alias_for)
            if aliased.value is not None:
                return aliased
        if setting is None:
            return Found(None, None)
        return Found(self._default(setting.default, name), None)

    def _default(self, default: Any, name: str) -> Any:
        if isinstance(default, Computed):
            from bunraku.settings.defaults import compute_default
            return compute_default(default.key, self.settings, self.interpolate)
        return default

    def interpolate(self, name: str) -> Any:
        """The final (interpolated, munged) value of ``name``."""
        return self._resolve(name)

    def print(self, name: str) -> str:
        setting = self.settings.setting(name)
        if setting is None:
            return ""
        self._enter(name)
        found = Found(None, None)
        try:
            found = self.lookup(name)
            value = found.value if name in NOT_INTERPOLATED else self._convert(found, name)
            return setting.print(value)
        except SettingsError as exc:
            raise exc.located(found.origin) from None
        finally:
            self._resolving.pop()

    def _enter(self, name: str) -> None:
        if name in self._resolving:
            cycle = " -> ".join(self._resolving[self._resolving.index(name):] + [name])
            raise InterpolationError(f"Interpolation cycle between settings: {cycle}", setting=self._resolving[0])
        self._resolving.append(name)

    def _resolve(self, name: str) -> Any:
        if name in self._cache:
            return self._cache[name]
        setting = self.settings.setting(name)
        if setting is None:
            return None
        self._enter(name)
        found = Found(None, None)
        try:
            found = self.lookup(name)
            value = found.value if name in NOT_INTERPOLATED else self._convert(found, name)
            result = setting.munge(value)
        except SettingsError as exc:
            raise exc.located(found.origin) from None
        finally:
            self._resolving.pop()
        self._cache[name] = result
        return result

    def _convert(self, found: Found, name: str) -> Any:
        value = found.value
        if not isinstance(value, str) or "$" not in value:
            return value
        kept_environment = False

        def substitute(match: re.Match[str]) -> str:
            nonlocal kept_environment
            varname = match.group(2) or match.group(1)
            if varname == "environment" and name not in ENVIRONMENT_INTERPOLATION_ALLOWED:
                kept_environment = True
                return match.group(0)
            if varname == "environment" and self.environment:
                return self.environment
            if varname == "run_mode":
                return self.mode
            resolved = self._resolve(varname)
            if resolved is None:
                raise InterpolationError(
                    f"Error converting value for param '{name}': Could not find value for {match.group(0)}",
                    setting=name, origin=found.origin)
            return ruby_to_s(resolved)

        result = _REFERENCE.sub(substitute, value)
        if kept_environment:
            self.settings.warn(
                f"You cannot interpolate $environment within '{name}' when using directory environments. "
                f"Its value will remain {result}.")
        return result
