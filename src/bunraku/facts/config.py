"""facter.conf: where it lives, and the settings bunraku honours from it.

Honoured: ``global.external-dir``, ``global.custom-dir``, ``global.no-external-facts``,
``global.no-custom-facts``, ``facts.blocklist``, ``facts.ttls`` and ``fact-groups``.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field


#: Looked for in this order when no ``--config`` is given (Puppet's layout, then Debian's).
DEFAULT_CONFIG_PATHS = ("/etc/puppetlabs/facter/facter.conf", "/etc/facter/facter.conf")

_UNITS = {
    "ns": 1e-9, "nano": 1e-9, "nanos": 1e-9, "nanosecond": 1e-9, "nanoseconds": 1e-9,
    "us": 1e-6, "micro": 1e-6, "micros": 1e-6, "microsecond": 1e-6, "microseconds": 1e-6,
    "ms": 1e-3, "milli": 1e-3, "millis": 1e-3, "millisecond": 1e-3, "milliseconds": 1e-3,
    "s": 1, "second": 1, "seconds": 1,
    "m": 60, "minute": 60, "minutes": 60,
    "h": 3600, "hour": 3600, "hours": 3600,
    "d": 86400, "day": 86400, "days": 86400,
}


class FactsConfigError(ValueError):
    """A problem in facter.conf, naming the file (and line when known)."""


@dataclass(slots=True)
class FacterConfig:
    path: str | None = None
    external_dirs: list[str] = field(default_factory=list)
    custom_dirs: list[str] = field(default_factory=list)
    no_external_facts: bool = False
    no_custom_facts: bool = False
    blocklist: list[str] = field(default_factory=list)
    #: fact or group name -> seconds to keep it cached
    ttls: dict[str, float] = field(default_factory=dict)
    #: user-defined group name -> fact names (for ttls and blocklist)
    fact_groups: dict[str, list[str]] = field(default_factory=dict)


def duration_to_seconds(text: object) -> float:
    """``"30 days"`` -> 2592000.0; a bare number is seconds. Raises ValueError."""
    if isinstance(text, bool):
        raise ValueError(f"invalid duration {text!r}")
    if isinstance(text, (int, float)):
        return float(text)
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([A-Za-z]*)\s*", str(text))
    if match is None or (match.group(2) and match.group(2).lower() not in _UNITS):
        raise ValueError(f"invalid duration {text!r}")
    unit = match.group(2).lower() or "s"
    return float(match.group(1)) * _UNITS[unit]


def _string_list(value: object, where: str, path: str) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return [value]
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return list(value)
    raise FactsConfigError(f"{path}: '{where}' must be a string or a list of strings")


def parse_config(text: str, path: str) -> FacterConfig:
    from bunraku.facts.hocon import HoconError, parse_hocon  # only needed when a facter.conf exists

    try:
        data = parse_hocon(text)
    except HoconError as error:
        raise FactsConfigError(f"{path}:{error.line}: {error.reason}") from None
    config = FacterConfig(path=path)
    section = data.get("global")
    if isinstance(section, dict):
        config.external_dirs = _string_list(section.get("external-dir"), "global.external-dir", path)
        config.custom_dirs = _string_list(section.get("custom-dir"), "global.custom-dir", path)
        config.no_external_facts = section.get("no-external-facts") is True
        config.no_custom_facts = section.get("no-custom-facts") is True
    facts = data.get("facts")
    if isinstance(facts, dict):
        config.blocklist = _string_list(facts.get("blocklist"), "facts.blocklist", path)
        ttls = facts.get("ttls") or []
        if not isinstance(ttls, list):
            raise FactsConfigError(f"{path}: 'facts.ttls' must be a list of {{ name : duration }} objects")
        for entry in ttls:
            if not isinstance(entry, dict):
                raise FactsConfigError(f"{path}: 'facts.ttls' entries must look like {{ \"timezone\" : 30 days }}")
            for name, duration in entry.items():
                try:
                    config.ttls[name] = duration_to_seconds(duration)
                except ValueError as error:
                    raise FactsConfigError(f"{path}: facts.ttls '{name}': {error}") from None
    groups = data.get("fact-groups")
    if isinstance(groups, dict):
        for name, members in groups.items():
            config.fact_groups[name] = _string_list(members, f"fact-groups.{name}", path)
    return config


def default_config_path() -> str | None:
    candidates = list(DEFAULT_CONFIG_PATHS)
    if os.geteuid() != 0 and os.environ.get("HOME"):
        candidates.insert(0, os.path.join(os.environ["HOME"], ".puppetlabs", "etc", "facter", "facter.conf"))
    for candidate in candidates:
        if os.path.isfile(candidate):
            return candidate
    return None


def load_config(path: str | None) -> FacterConfig:
    """Read facter.conf at ``path`` (or the default location; none there is an empty config)."""
    explicit = path is not None
    path = path if explicit else default_config_path()
    if path is None:
        return FacterConfig()
    try:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
    except OSError as error:
        if explicit:
            raise FactsConfigError(f"{path}: cannot read facter config: {error.strerror}") from None
        return FacterConfig()
    return parse_config(text, path)
