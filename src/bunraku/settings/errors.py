"""Errors raised by the settings system.

Every error names what it is about: the setting, and where the offending value came from
(a puppet.conf file and line, an environment.conf, or the command line), so a user can fix it
without a traceback.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Origin:
    """Where a value came from: a file and line, or a named source such as "command line"."""

    source: str
    line: int | None = None

    def __str__(self) -> str:
        if self.line is None:
            return self.source
        return f"{self.source}:{self.line}"

    def suffix(self) -> str:
        """Puppet-style location suffix: ``(file: /etc/puppet.conf, line: 3)``."""
        if self.line is None:
            return f"(from {self.source})"
        return f"(file: {self.source}, line: {self.line})"


class SettingsError(Exception):
    """Any problem with a setting's definition, value or configuration file."""

    def __init__(self, message: str, *, setting: str | None = None, origin: Origin | None = None) -> None:
        self.message = message
        self.setting = setting
        self.origin = origin
        super().__init__(str(self))

    def __str__(self) -> str:
        if self.origin is not None and self.origin.suffix() not in self.message:
            return f"{self.message} {self.origin.suffix()}"
        return self.message

    def located(self, origin: Origin | None) -> "SettingsError":
        """This error with ``origin`` attached (unless it already names one)."""
        if origin is None or self.origin is not None:
            return self
        return type(self)(self.message, setting=self.setting, origin=origin)


class ValidationError(SettingsError):
    """A value that the setting's type (or a hook) rejects."""


class InterpolationError(SettingsError):
    """A ``$name`` reference that cannot be resolved, or a cycle of references."""


class ParseError(SettingsError):
    """A puppet.conf / environment.conf that cannot be parsed."""


class UnknownSettingError(SettingsError):
    """A name that is not a defined setting, where one is required."""
