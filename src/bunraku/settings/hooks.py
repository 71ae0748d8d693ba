"""Built-in hooks: code run when certain settings are written.

When a hook runs (Puppet's semantics, see ``BaseSetting.call_hook``):

* ``on_define_and_write`` -- when the setting is defined, and on every write;
* ``on_initialize_and_write`` -- once when the application's settings are initialized (with the
  final value), and on every write. Prefer this kind for new hooks;
* ``on_write_only`` -- on writes (memory, command line) and when puppet.conf sets it in a section
  searched by the current run mode. A value set only in another run mode's section does not call it.

A hook receives the raw (uninterpolated) value written: when a default interpolates another
setting (``$vardir/lib``), changing the base setting does not call the hook again.
Hooks here validate values and apply the few process-wide effects Puppet has (PATH, log level).
"""
from __future__ import annotations

import logging
import os
from typing import Any, Callable

from bunraku.settings.errors import ValidationError

#: file checksum types a ``supported_checksum_types`` entry may name.
VALID_CHECKSUM_TYPES = ("sha256", "sha256lite", "sha384", "sha512", "sha224", "sha1", "sha1lite", "md5", "md5lite",
                        "mtime", "ctime")
WARNING_TYPES = ("deprecations", "undefined_variables", "undefined_resources")
DEFAULT_PATHS = ("/usr/sbin", "/sbin")
LOG_LEVELS = {"debug": logging.DEBUG, "info": logging.INFO, "notice": logging.INFO + 5, "warning": logging.WARNING,
              "err": logging.ERROR, "alert": logging.CRITICAL, "emerg": logging.CRITICAL, "crit": logging.CRITICAL}


def _split(value: Any) -> list[str]:
    if isinstance(value, (list, tuple)):
        return [str(v) for v in value]
    return [part.strip() for part in str(value or "").split(",") if part.strip()]


def log_level(settings: Any, value: Any) -> None:
    if value in LOG_LEVELS:
        logging.getLogger("bunraku").setLevel(LOG_LEVELS[value])


def disable_warnings(settings: Any, value: Any) -> None:
    invalid = [v for v in _split(value) if v not in WARNING_TYPES]
    if invalid:
        raise ValidationError(f"Cannot disable unrecognized warning types '{','.join(invalid)}'. "
                              f"Valid values are '{', '.join(WARNING_TYPES)}'.", setting="disable_warnings")


def strict(settings: Any, value: Any) -> None:
    settings.setting("strict").munge(value)


def certname(settings: Any, value: Any) -> None:
    if isinstance(value, str) and value != value.lower():
        raise ValidationError("Certificate names must be lower case", setting="certname")


def supported_checksum_types(settings: Any, value: Any) -> None:
    invalid = [v for v in _split(value) if v not in VALID_CHECKSUM_TYPES]
    if invalid:
        raise ValidationError(f"Invalid value '{invalid[0]}' for parameter supported_checksum_types. "
                              "Allowed values are '" + "', '".join(VALID_CHECKSUM_TYPES) + "'",
                              setting="supported_checksum_types")


def node_name_fact(settings: Any, value: Any) -> None:
    if value and settings.value("node_name_value") != settings.value("certname"):
        raise ValidationError("Cannot specify both the node_name_value and node_name_fact settings",
                              setting="node_name_fact")


def disable_per_environment_manifest(settings: Any, value: Any) -> None:
    if value in (True, "true") and not os.path.isabs(str(settings.value("default_manifest"))):
        raise ValidationError("The 'default_manifest' setting must be set to an absolute path when "
                              "'disable_per_environment_manifest' is true", setting="disable_per_environment_manifest")


def path(settings: Any, value: Any) -> None:
    """Like Puppet: ``path`` (unless ``none``) replaces PATH, then the sbin directories are ensured."""
    if value is None or value == "none":
        return
    os.environ["PATH"] = str(value)
    parts = os.environ["PATH"].split(os.pathsep)
    for directory in DEFAULT_PATHS:
        if directory not in parts:
            os.environ["PATH"] += os.pathsep + directory


def daemonize(settings: Any, value: Any) -> None:
    if value in (True, "true") and os.name == "nt":
        raise ValidationError("Cannot daemonize on Windows", setting="daemonize")


def _deprecated(message: str) -> Callable[[Any, Any], None]:
    def hook(settings: Any, value: Any) -> None:
        if value is not None and settings.value("strict") != "off":
            settings.warn(message)
    return hook


def data_binding_terminus(settings: Any, value: Any) -> None:
    if str(value) not in ("hiera", "none", "", "None") and settings.value("strict") != "off":
        settings.warn("Setting 'data_binding_terminus' is deprecated. Convert custom terminus to hiera 5 API.")


def filetimeout(settings: Any, value: Any) -> None:
    if value not in (0, 15, "0", "15", "15s"):
        settings.warn("Fine grained control of filetimeouts is deprecated. In future releases this value will only "
                      "determine if file content is cached. Valid values are 0 (never cache) and 15 "
                      "(15 second minimum wait time).")


def storeconfigs(settings: Any, value: Any) -> None:
    if value in (True, "true"):
        settings.override_default("catalog_cache_terminus", "store_configs")


def pluginsync(settings: Any, value: Any) -> None:
    settings.warn("Setting 'pluginsync' is deprecated.")


def _noop(settings: Any, value: Any) -> None:
    """A hook whose effect belongs to a subsystem bunraku does not have (gettext, facter tracing, ...)."""


#: setting name -> hook. Each named setting has ``call_hook`` in its definition.
BUILTIN_HOOKS: dict[str, Callable[[Any, Any], Any]] = {
    "log_level": log_level,
    "disable_warnings": disable_warnings,
    "strict": strict,
    "disable_i18n": _noop,
    "trace": _noop,
    "autoflush": _noop,
    "path": path,
    "daemonize": daemonize,
    "data_binding_terminus": data_binding_terminus,
    "http_proxy_password": _noop,
    "filetimeout": filetimeout,
    "environment_data_provider": _deprecated("Setting 'environment_data_provider' is deprecated."),
    "certname": certname,
    "supported_checksum_types": supported_checksum_types,
    "disable_per_environment_manifest": disable_per_environment_manifest,
    "node_name_fact": node_name_fact,
    "pluginsync": pluginsync,
    "factpath": _noop,
    "storeconfigs": storeconfigs,
}
