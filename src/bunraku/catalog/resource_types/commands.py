"""The ``exec`` type (Puppet core).

Facts (attribute order, namevars, values, defaults) recorded from Puppet 7.23 by
tests/catalog_types/dump_puppet_types.rb; descriptions are our own."""
from __future__ import annotations

from .metaparameters import METAPARAMETERS
from .model import define_type, param, prop


EXEC = define_type(
    "exec",
    "Runs a command, optionally guarded by conditions or only when notified.",
    (
        param("command", "Command to run; fully qualified unless path is given.", namevar=True),
        param("provider", "How the command is run (posix, shell or windows)."),
        prop("returns", "Exit codes that count as success.", default="0", array_matching="all"),
        param("path", "Search path for the command and its checks."),
        param("user", "User the command runs as."),
        param("group", "Group the command runs as."),
        param("cwd", "Directory the command runs in."),
        param("logoutput", "When to log the command's output: always, never or only on failure.",
            values=("true", "false", "on_failure"), default="on_failure"),
        param("refresh", "Command run instead of the main one when the resource is refreshed."),
        param("environment", "Extra NAME=value environment variables for the command."),
        param("umask", "Umask the command runs with."),
        param("timeout", "Seconds before the command is killed; 0 disables the limit.", default=300),
        param("tries", "How many times to try the command before failing.", default=1),
        param("try_sleep", "Seconds to wait between tries.", default=0),
        param("refreshonly", "Run only when refreshed by a subscribed or notifying resource.",
            values=("true", "false")),
        param("creates", "Skip the command when this file already exists."),
        param("unless", "Skip the command when this check command succeeds."),
        param("onlyif", "Run the command only when this check command succeeds."),
    ),
    METAPARAMETERS,
    isomorphic=False,
)

TYPES = (EXEC,)
