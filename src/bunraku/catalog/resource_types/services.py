"""The ``service`` type (Puppet core).

Facts (attribute order, namevars, values, defaults) recorded from Puppet 7.23 by
tests/catalog_types/dump_puppet_types.rb; descriptions are our own."""
from __future__ import annotations

from .metaparameters import METAPARAMETERS
from .model import define_type, param, prop


SERVICE = define_type(
    "service",
    "Keeps a system service running or stopped and enabled or disabled at boot.",
    (
        param("name", "Name of the service as the init system knows it.", namevar=True),
        param("provider", "Init system backend (systemd, init, debian ...)."),
        prop("ensure", "Whether the service should be running or stopped.",
            values=("stopped", "running"), value_aliases={"false": "stopped", "true": "running"}),
        prop("enable", "Whether the service starts at boot (or is masked, manual, delayed).",
            values=("true", "false", "manual", "mask", "delayed"), required_features=("enableable",)),
        prop("logonaccount", "Windows: account the service runs as.",
            required_features=("manages_logon_credentials",)),
        prop("flags", "Extra flags passed to the service (OpenBSD).", required_features=("flaggable",)),
        param("logonpassword", "Windows: password of the logon account.",
            required_features=("manages_logon_credentials",)),
        param("binary", "Daemon binary started by the base provider."),
        param("hasstatus", "Whether the init script has a usable status command.",
            values=("true", "false"), default="true"),
        param("path", "Directories searched for init scripts."),
        param("pattern", "Process table pattern used to find the running service."),
        param("restart", "Command that restarts the service."),
        param("start", "Command that starts the service."),
        param("status", "Command whose exit code tells whether the service runs."),
        param("stop", "Command that stops the service."),
        param("control", "Rc variable controlling the service (BSD providers)."),
        param("hasrestart", "Whether the init script supports restart.", values=("true", "false")),
        param("manifest", "Solaris SMF manifest imported when the service is missing."),
        param("timeout", "Seconds to wait for the service to start or stop.",
            required_features=("configurable_timeout",)),
    ),
    METAPARAMETERS,
)

TYPES = (SERVICE,)
