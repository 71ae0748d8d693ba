"""Setting types: how a setting's external (string) value becomes its internal value, and how it prints.

Each type is a subclass of :class:`BaseSetting` with ``munge`` (external -> internal, raising a
:class:`ValidationError` that names the setting) and ``print`` (what ``config print`` shows).
Values printed follow Ruby's ``to_s`` as Puppet shows them: ``nil`` is empty, booleans are
``true``/``false``, arrays print as ``["a", "b"]``.
"""
from __future__ import annotations

import math
import os
import re
from typing import Any, Callable, ClassVar

from bunraku.settings.errors import SettingsError, ValidationError

#: Units accepted by duration and ttl settings, in seconds.
DURATION_UNITS = {"y": 365 * 24 * 60 * 60, "d": 24 * 60 * 60, "h": 60 * 60, "m": 60, "s": 1}
_DURATION = re.compile(r"^(\d+)(y|d|h|m|s)?$")

#: Valid owner/group metadata for file settings; "service" means the ``user``/``group`` settings.
FILE_ACCOUNTS = ("root", "service")

Hook = Callable[[Any, Any], Any]  # (settings, raw value) -> ignored


class RubySymbol(str):
    """A value that is a symbol in Puppet (``:no_manifest``): printed as is, never path-expanded."""


def duration_to_seconds(value: str) -> int | None:
    """``"30"``, ``"5m"``, ``"1h"``, ``"2d"``, ``"1y"`` -> seconds; None if not a duration."""
    match = _DURATION.match(value)
    if match is None:
        return None
    return int(match.group(1)) * DURATION_UNITS[match.group(2) or "s"]


def _ruby_inspect(value: Any) -> str:
    if value is None:
        return "nil"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, str):
        escaped = value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
        return '"' + escaped.replace("#{", "\\#{") + '"'
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_ruby_inspect(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{_ruby_inspect(k)}=>{_ruby_inspect(v)}" for k, v in value.items()) + "}"
    return ruby_to_s(value)


def ruby_to_s(value: Any) -> str:
    """Render an internal value the way Puppet's ``config print`` shows it."""
    if value is None:
        return ""
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, float):
        if math.isinf(value):
            return "Infinity"
        return repr(value)
    if isinstance(value, (list, tuple, dict)):
        return _ruby_inspect(value)
    return str(value)


class BaseSetting:
    """One defined setting: its name, section, default, description and hook."""

    type_name: ClassVar[str] = "string"

    def __init__(self, name: str, section: str, default: Any = None, desc: str = "", *,
                 call_hook: str | None = None, hook: Hook | None = None, short: str | None = None,
                 deprecated: str | None = None, **_extra: Any) -> None:
        self.name = name
        self.section = section
        self.default = default
        self.desc = desc
        self.hook = hook
        self.call_hook = call_hook or ("on_write_only" if hook else None)
        self.short = short
        self.deprecated = deprecated

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name} [{self.section}]>"

    @property
    def has_hook(self) -> bool:
        return self.hook is not None

    def handle(self, settings: Any, value: Any) -> None:
        """Call the hook (if any) with a newly written raw value."""
        if self.hook is not None:
            try:
                self.hook(settings, value)
            except SettingsError:
                raise
            except (ValueError, TypeError, ArgumentError) as exc:
                raise ValidationError(str(exc), setting=self.name) from exc

    def invalid(self, message: str) -> ValidationError:
        return ValidationError(message, setting=self.name)

    def munge(self, value: Any) -> Any:
        return value

    def print(self, value: Any) -> str:
        return ruby_to_s(self.munge(value))

    @property
    def is_boolean(self) -> bool:
        return False


class ArgumentError(Exception):
    """Raised by hooks for a rejected value (turned into a ValidationError naming the setting)."""


class StringSetting(BaseSetting):
    type_name = "string"


class BooleanSetting(BaseSetting):
    type_name = "boolean"

    @property
    def is_boolean(self) -> bool:
        return True

    def munge(self, value: Any) -> bool:
        if value is True or value == "true":
            return True
        if value is False or value == "false":
            return False
        raise self.invalid(f"Invalid value '{value}' for boolean parameter: {self.name}")


class IntegerSetting(BaseSetting):
    type_name = "integer"

    def munge(self, value: Any) -> int:
        if isinstance(value, bool):
            raise self.invalid(f"Cannot convert '{value}' to an integer for parameter: {self.name}")
        if isinstance(value, int):
            return value
        text = str(value).strip() if value is not None else ""
        try:
            if re.fullmatch(r"[+-]?0[xX][0-9a-fA-F_]+", text):
                return int(text, 16)
            if re.fullmatch(r"[+-]?0[bB][01_]+", text):
                return int(text, 2)
            if re.fullmatch(r"[+-]?0[0-7_]+", text):
                return int(text, 8)
            if re.fullmatch(r"[+-]?\d+(_\d+)*", text):
                return int(text, 10)
        except ValueError:
            pass
        raise self.invalid(f"Cannot convert '{value if value is not None else ''}' to an integer for parameter: {self.name}")


class PortSetting(IntegerSetting):
    type_name = "port"

    def munge(self, value: Any) -> int:
        port = super().munge(value)
        if port < 0 or port > 65535:
            raise self.invalid(f"Value '{port}' is not a valid port number for parameter: {self.name}")
        return port


class DurationSetting(BaseSetting):
    """Seconds, or a number with one unit (y, d, h, m, s)."""

    type_name = "duration"

    def munge(self, value: Any) -> int | None:
        if value is None or (isinstance(value, int) and not isinstance(value, bool)):
            return value
        if isinstance(value, str):
            seconds = duration_to_seconds(value)
            if seconds is not None:
                return seconds
        raise self.invalid(f"Invalid duration format '{ruby_to_s(value)}' for parameter: {self.name}")


class TTLSetting(BaseSetting):
    """A duration or ``unlimited`` (infinity)."""

    type_name = "ttl"

    def munge(self, value: Any) -> int | float:
        return ttl_to_seconds(value, self.name)

    def print(self, value: Any) -> str:
        seconds = self.munge(value)
        return "unlimited" if seconds == math.inf else ruby_to_s(seconds)


def ttl_to_seconds(value: Any, name: str) -> int | float:
    """Munge a time-to-live (``30``, ``5m``, ``unlimited``) for the setting ``name``."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if value < 0:
            raise ValidationError(f"Invalid negative 'time to live' {value} - did you mean 'unlimited'?", setting=name)
        return value
    if value == "unlimited":
        return math.inf
    if isinstance(value, str):
        seconds = duration_to_seconds(value)
        if seconds is not None:
            return seconds
    raise ValidationError(f"Invalid 'time to live' format '{ruby_to_s(value)}' for parameter: {name}", setting=name)


class ArraySetting(BaseSetting):
    """A comma-separated list."""

    type_name = "array"

    def munge(self, value: Any) -> list[Any]:
        if isinstance(value, str):
            return re.split(r"\s*,\s*", value) if value else []
        if isinstance(value, (list, tuple)):
            return list(value)
        raise self.invalid(f"Expected an Array or String, got a {type(value).__name__} for parameter: {self.name}")


class ServerListSetting(ArraySetting):
    """``host[:port],host[:port]`` -> ``[[host, port], [host]]``."""

    type_name = "server_list"

    def munge(self, value: Any) -> list[list[str]]:
        servers = []
        for server in super().munge(value):
            if isinstance(server, str):
                servers.append(server.split(":") if server else [])
            elif isinstance(server, (list, tuple)):
                servers.append(list(server))
            else:
                raise self.invalid(f"Expected an Array of String for parameter: {self.name}")
        return servers

    def print(self, value: Any) -> str:
        munged = self.munge(value)
        return ",".join(":".join(item) for item in munged)


class HttpExtraHeadersSetting(BaseSetting):
    """``name:value,name:value`` -> ``[[name, value], ...]``."""

    type_name = "http_extra_headers"

    def munge(self, value: Any) -> Any:
        if isinstance(value, dict):
            return value
        headers = re.split(r"\s*,\s*", value) if isinstance(value, str) and value else value
        if isinstance(value, str) and not value:
            headers = []
        if not isinstance(headers, (list, tuple)):
            raise self.invalid(f"Expected an Array, String, or Hash for parameter: {self.name}")
        result = []
        for header in headers:
            if isinstance(header, str):
                result.append(header.split(":"))
            elif isinstance(header, (list, tuple)):
                result.append(list(header))
            else:
                raise self.invalid(f"Expected an Array or String for parameter: {self.name}")
        return result


class EnumSetting(BaseSetting):
    type_name = "enum"

    def __init__(self, *args: Any, values: tuple[str, ...] = (), **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.values = tuple(values)

    def munge(self, value: Any) -> Any:
        if value in self.values:
            return value
        allowed = "', '".join(self.values)
        raise self.invalid(f"Invalid value '{ruby_to_s(value)}' for parameter {self.name}. Allowed values are '{allowed}'")


class SymbolicEnumSetting(EnumSetting):
    """An enum whose internal value is a symbol (a plain string here)."""

    type_name = "symbolic_enum"

    def munge(self, value: Any) -> Any:
        return super().munge(ruby_to_s(value))


class TerminusSetting(BaseSetting):
    """An indirector terminus name; empty means none."""

    type_name = "terminus"

    def munge(self, value: Any) -> str | None:
        if value is None or value == "":
            return None
        if isinstance(value, str):
            return value
        raise self.invalid(f"Invalid terminus setting: {ruby_to_s(value)}")


class PrioritySetting(BaseSetting):
    """high/normal/low/idle or a number -> a nice(2) value."""

    type_name = "priority"
    PRIORITIES: ClassVar[dict[str, int]] = {"high": -10, "normal": 0, "low": 10, "idle": 19}

    def munge(self, value: Any) -> int | None:
        if value is None or value is False:
            return None
        if isinstance(value, int) and not isinstance(value, bool):
            return value
        if isinstance(value, str):
            match = re.search(r"-?\d+", value)
            if match:
                return int(match.group(0))
            if value in self.PRIORITIES:
                return self.PRIORITIES[value]
        raise self.invalid(f"Invalid priority format '{ruby_to_s(value)}' for parameter: {self.name}")


class CertificateRevocationSetting(BaseSetting):
    type_name = "certificate_revocation"

    def munge(self, value: Any) -> str | bool:
        if value in ("chain", "true", True):
            return "chain"
        if value == "leaf":
            return "leaf"
        if value in ("false", False, None):
            return False
        raise self.invalid(
            f"Invalid certificate revocation value {ruby_to_s(value)}: must be one of 'true', 'chain', 'leaf', or 'false'")


class FileSetting(StringSetting):
    """A path to a file; can carry owner/group/mode metadata for the settings catalog."""

    type_name = "file"

    def __init__(self, *args: Any, owner: str | None = None, group: str | None = None,
                 mode: str | None = None, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.owner = self._account("owner", owner)
        self.group = self._account("group", group)
        self.mode = mode

    def _account(self, parameter: str, value: str | None) -> str | None:
        if value is None or value in FILE_ACCOUNTS:
            return value
        raise SettingsError(
            f"The :{parameter} parameter for the setting '{self.name}' must be either 'root' or 'service', not '{value}'",
            setting=self.name)

    def set_meta(self, owner: str | None, group: str | None, mode: str | None) -> None:
        """Apply ``{ owner=..., group=..., mode=... }`` metadata from puppet.conf."""
        if owner:
            self.owner = self._account("owner", owner)
        if group:
            self.group = self._account("group", group)
        if mode:
            self.mode = mode

    def munge(self, value: Any) -> Any:
        if isinstance(value, str) and value != ":memory:" and not isinstance(value, RubySymbol):
            return expand_path(value)
        return value

    def file_type(self, path: str) -> str:
        return "file"


class DirectorySetting(FileSetting):
    type_name = "directory"

    def file_type(self, path: str) -> str:
        return "directory"


class FileOrDirectorySetting(FileSetting):
    """A path that is a directory when it exists as one or ends with a slash."""

    type_name = "file_or_directory"

    def file_type(self, path: str) -> str:
        return "directory" if os.path.isdir(path) or path.endswith("/") else "file"


class AutosignSetting(FileSetting):
    """``true``/``false`` or an absolute path to an autosign.conf or executable."""

    type_name = "autosign"

    def munge(self, value: Any) -> Any:
        if value in ("true", True):
            return True
        if value in ("false", False, None):
            return False
        if isinstance(value, str) and os.path.isabs(value):
            return value
        raise self.invalid(f"Invalid autosign value {ruby_to_s(value)}: must be 'true'/'false' or an absolute path")


class PathSetting(StringSetting):
    """A list of paths separated by the path separator (``:``), each made absolute."""

    type_name = "path"

    def munge(self, value: Any) -> Any:
        if isinstance(value, str):
            return os.pathsep.join(expand_path(part) for part in value.split(os.pathsep)) if value else value
        return value


class AliasSetting(BaseSetting):
    """Another name for a setting (``serverport`` for ``masterport``)."""

    type_name = "alias"

    def __init__(self, *args: Any, alias_for: str = "", **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.alias_for = alias_for
        self.target: BaseSetting | None = None

    def munge(self, value: Any) -> Any:
        return self.target.munge(value) if self.target else value

    def print(self, value: Any) -> str:
        return self.target.print(value) if self.target else ruby_to_s(value)

    @property
    def is_boolean(self) -> bool:
        return bool(self.target and self.target.is_boolean)


def expand_path(path: str) -> str:
    """Ruby's ``File.expand_path``: ``~`` expanded, made absolute, ``.``/``..`` collapsed."""
    if path.startswith("~"):
        path = os.path.expanduser(path)
    if not path:
        return os.getcwd()
    return os.path.normpath(os.path.join(os.getcwd(), path)) if not os.path.isabs(path) else _normalize(path)


def _normalize(path: str) -> str:
    normalized = os.path.normpath(path)
    if normalized.startswith("//"):
        normalized = "/" + normalized.lstrip("/")
    return normalized


#: ``type`` name in a definition -> setting class.
SETTING_TYPES: dict[str, type[BaseSetting]] = {
    cls.type_name: cls
    for cls in (StringSetting, BooleanSetting, IntegerSetting, PortSetting, DurationSetting, TTLSetting,
                ArraySetting, ServerListSetting, HttpExtraHeadersSetting, EnumSetting, SymbolicEnumSetting,
                TerminusSetting, PrioritySetting, CertificateRevocationSetting, FileSetting, DirectorySetting,
                FileOrDirectorySetting, AutosignSetting, PathSetting, AliasSetting)
}
