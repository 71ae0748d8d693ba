"""environment.conf: per-environment ``manifest``, ``modulepath``, ``config_version`` and
``environment_timeout`` (plus ``environment_data_provider``, ``static_catalogs``, ``rich_data``).

Found in ``$environmentpath/<environment>/``. Relative paths resolve against the environment
directory; values starting with ``$`` are left for the settings interpolation (so
``modulepath = modules:$basemodulepath`` works). When the environment directory does not exist and
the environment is ``production``, Puppet falls back to a built-in one whose modulepath is the
existing directories of ``modulepath`` (or ``basemodulepath``) and whose manifest is ``no_manifest``.
"""
from __future__ import annotations

import glob
import os
import re
import sys
from dataclasses import dataclass
from typing import Any, Callable

from bunraku.settings.conffile import ConfSection, read_config
from bunraku.settings.errors import Origin
from bunraku.settings.types import RubySymbol, expand_path, ttl_to_seconds

#: Settings only an environment.conf may set (puppet.conf may not).
ENVIRONMENT_CONF_ONLY = ("modulepath", "manifest", "config_version")
VALID_SETTINGS = ENVIRONMENT_CONF_ONLY + ("environment_timeout", "environment_data_provider", "static_catalogs", "rich_data")
NO_MANIFEST = RubySymbol("no_manifest")
_VALID_NAME = re.compile(r"^[a-z0-9_]+$")

Warn = Callable[[str], None]


def _warn_stderr(message: str) -> None:
    print(f"Warning: {message}", file=sys.stderr)


@dataclass
class EnvironmentConf:
    """The environment-specific values of one directory environment.

    ``setting(name)`` needs the global value of a few settings (``default_manifest``, ...);
    they come from ``global_value``.
    """

    path: str | None
    section: ConfSection | None
    global_modulepath: list[str]
    global_value: Callable[[str], Any]
    static_modulepath: str | None = None

    def origin(self, name: str) -> Origin | None:
        if self.section is None:
            return None
        found = self.section.lookup(name)
        return found.origin if found else None

    def raw(self, name: str) -> Any:
        if self.section is None:
            return None
        found = self.section.lookup(name)
        return found.value if found else None

    def _absolute(self, path: Any) -> Any:
        if path is None or not isinstance(path, str):
            return path
        if path.startswith("$") or self.path is None:
            return path
        return expand_path(os.path.join(self.path, os.path.expanduser(path)))

    def lookup(self, name: str) -> Any:
        """The environment's value for ``name`` (uninterpolated), or None to fall through."""
        if self.path is None:  # the built-in production fallback
            if name == "modulepath":
                return self.static_modulepath
            if name == "manifest":
                return NO_MANIFEST
            if name == "config_version":
                return None
            return self.global_value(name)
        if name == "manifest":
            default_manifest = str(self.global_value("default_manifest"))
            fallback = default_manifest if os.path.isabs(default_manifest) else os.path.join(self.path, default_manifest)
            if self.global_value("disable_per_environment_manifest"):
                return fallback
            raw = self.raw("manifest")
            return fallback if raw is None else self._absolute(raw)
        if name == "modulepath":
            raw = self.raw("modulepath")
            if raw is None:
                return os.pathsep.join([os.path.join(self.path, "modules")] + self.global_modulepath)
            parts = []
            for part in str(raw).split(os.pathsep):
                absolute = self._absolute(part)
                if re.search(r"[*?\[{]", absolute):
                    parts.extend(sorted(glob.glob(absolute)))
                else:
                    parts.append(absolute)
            return os.pathsep.join(parts)
        if name == "config_version":
            return self._absolute(self.raw("config_version"))
        if name == "environment_timeout":
            raw = self.raw("environment_timeout")
            return self.global_value(name) if raw is None else ttl_to_seconds(raw, "environment_timeout")
        raw = self.raw(name)
        return self.global_value(name) if raw is None else raw


def load_environment_conf(name: str, environmentpath: str, basemodulepath: str, modulepath_setting: Any,
                          global_value: Callable[[str], Any], warn: Warn = _warn_stderr) -> EnvironmentConf | None:
    """Find environment ``name`` on ``environmentpath`` and read its environment.conf."""
    global_modulepath = [part for part in basemodulepath.split(os.pathsep) if part] if basemodulepath else []
    if _VALID_NAME.match(name):
        for directory in environmentpath.split(os.pathsep):
            if not directory:
                continue
            envdir = os.path.join(directory, name)
            if os.path.isdir(envdir):
                return _load(expand_path(envdir), global_modulepath, global_value, warn)
    if name == "production":
        modulepath = global_modulepath if not modulepath_setting else str(modulepath_setting).split(os.pathsep)
        extra = os.environ.get("PUPPETLIB", "")
        dirs = [expand_path(d) for d in (extra.split(os.pathsep) if extra else []) + modulepath if d]
        existing = [d for d in dict.fromkeys(dirs) if os.path.isdir(d)]
        return EnvironmentConf(None, None, global_modulepath, global_value, static_modulepath=os.pathsep.join(existing))
    return None


def _load(envdir: str, global_modulepath: list[str], global_value: Callable[[str], Any], warn: Warn) -> EnvironmentConf:
    conf_path = os.path.join(envdir, "environment.conf")
    section = None
    if os.path.isfile(conf_path):
        config = read_config(conf_path, allowed_sections=None)
        section = config.sections.get("main")
        others = [s for s in config.sections if s != "main"]
        if others:
            warn(f"Invalid sections in environment.conf at '{conf_path}'. Environment conf may not have sections. "
                 f"The following sections are being ignored: '{','.join(others)}'")
        if section is not None:
            unknown = [n for n in section.settings if n not in VALID_SETTINGS]
            if unknown:
                warn(f"Invalid settings in environment.conf at '{conf_path}'. "
                     f"The following unknown setting(s) are being ignored: {', '.join(unknown)}")
    return EnvironmentConf(envdir, section, global_modulepath, global_value)
