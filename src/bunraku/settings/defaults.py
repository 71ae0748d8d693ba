"""Defaults that depend on the machine, the privilege or the application.

Root directories follow upstream Puppet 7: a privileged (root) process gets the system paths, any
other user the per-user paths under ``~/.puppetlabs``. The :class:`Platform` is injectable so tests
can ask for either without being root.
"""
from __future__ import annotations

import os
import socket
import sys
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from bunraku import __version__

if TYPE_CHECKING:
    from bunraku.settings.settings import Settings

#: root setting -> (system path for root, per-user path).
ROOT_DIRS: dict[str, tuple[str, str]] = {
    "confdir": ("/etc/puppetlabs/puppet", "~/.puppetlabs/etc/puppet"),
    "codedir": ("/etc/puppetlabs/code", "~/.puppetlabs/etc/code"),
    "vardir": ("/opt/puppetlabs/puppet/cache", "~/.puppetlabs/opt/puppet/cache"),
    "publicdir": ("/opt/puppetlabs/puppet/public", "~/.puppetlabs/opt/puppet/public"),
    "rundir": ("/var/run/puppetlabs", "~/.puppetlabs/var/run"),
    "logdir": ("/var/log/puppetlabs/puppet", "~/.puppetlabs/var/log"),
}

#: Where a Puppet Server keeps its CA unless an old ``$ssldir/ca`` exists.
SERVER_CA_DIR = "/etc/puppetlabs/puppetserver/ca"
PUPPET_VERSION = "7.23.0"


def _hostname_and_domain() -> tuple[str, str]:
    """Like facter's hostname/domain facts, without a DNS query."""
    name = socket.gethostname()
    host, _, domain = name.partition(".")
    if not domain:
        try:
            with open("/etc/resolv.conf", encoding="utf-8") as conf:
                for line in conf:
                    words = line.split()
                    if len(words) >= 2 and words[0] in ("domain", "search"):
                        domain = words[1]
                        if words[0] == "domain":
                            break
        except OSError:
            pass
    return host, domain.rstrip(".")


@dataclass
class Platform:
    """Facts about the running process that defaults depend on."""

    privileged: bool = field(default_factory=lambda: hasattr(os, "geteuid") and os.geteuid() == 0)
    home: str = field(default_factory=lambda: os.path.expanduser("~"))
    hostname: str | None = None
    domain: str | None = None

    def _names(self) -> tuple[str, str]:
        if self.hostname is None:
            self.hostname, found_domain = _hostname_and_domain()
            if self.domain is None:
                self.domain = found_domain
        return self.hostname, self.domain or ""

    def root_dir(self, name: str) -> str:
        system, user = ROOT_DIRS[name]
        if self.privileged:
            return system
        return os.path.join(self.home, user[2:])

    def fqdn(self) -> str:
        host, domain = self._names()
        return (f"{host}.{domain}" if domain else host).rstrip(".")

    def domain_name(self) -> str | None:
        return self._names()[1] or None


def compute_default(key: str, settings: "Settings", resolve: Callable[[str], Any]) -> Any:
    """The value of a :class:`~bunraku.settings.definitions.Computed` default; ``resolve(name)``
    gives another setting's final value in the same lookup (section, environment)."""
    platform = settings.platform
    if key in ROOT_DIRS:
        return platform.root_dir(key)
    if key == "name":
        return settings.application_name or settings.preferred_run_mode
    if key == "certname":
        return platform.fqdn().lower()
    if key == "srv_domain":
        return platform.domain_name()
    if key == "http_user_agent":
        python = ".".join(str(part) for part in sys.version_info[:3])
        return f"Puppet/{PUPPET_VERSION} Bunraku/{__version__} Python/{python} ({sys.platform})"
    if key == "cadir":
        old = os.path.join(str(resolve("ssldir")), "ca")
        if os.path.islink(old):
            return os.readlink(old)
        return old if os.path.exists(old) else SERVER_CA_DIR
    if key == "hiera_config":
        codedir = resolve("codedir")
        if isinstance(codedir, str):
            candidate = os.path.join(codedir, "hiera.yaml")
            if os.path.exists(candidate):
                return candidate
        return os.path.join(str(resolve("confdir")), "hiera.yaml")
    raise KeyError(f"no computed default named {key!r}")
