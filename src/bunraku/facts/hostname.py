"""``hostname``, ``domain`` and ``fqdn``, worked out the way Facter does.

Facter does not use the equivalent of ``socket.getfqdn()``: it splits the kernel host name at
the first dot; only when that gives no domain does it ask the resolver for the canonical name
(accepted only if it extends the host name); failing that the domain comes from the
``domain`` or first ``search`` entry of /etc/resolv.conf.
"""
from __future__ import annotations

import _socket
import os
import re

from bunraku.facts.sysfs import read_text


def canonical_name(host: str) -> str | None:
    """The resolver's canonical name for ``host``, when it differs from the host and its address."""
    try:
        results = _socket.getaddrinfo(host, 0, _socket.AF_UNSPEC, _socket.SOCK_STREAM, 0,
                                      _socket.AI_CANONNAME)
    except (OSError, UnicodeError):
        return None
    if not results:
        return None
    canonname = results[0][3]
    address = str(results[0][4][0])
    if not canonname or canonname == host or canonname == address:
        return None
    return canonname


def domain_from_resolv_conf(text: str) -> str | None:
    match = re.search(r"^domain\s+(\S+)", text, re.MULTILINE)
    if match is None:
        match = re.search(r"^search\s+(\S+)", text, re.MULTILINE)
    return match.group(1) if match else None


def host_names(nodename: str | None = None, resolv_conf: str | None = None,
               lookup: bool = True) -> dict[str, str]:
    """``{"hostname", "domain", "fqdn"}`` (keys left out when unknown)."""
    output = os.uname().nodename if nodename is None else nodename
    hostname, dot, domain = output.partition(".")
    fqdn: str | None = None
    if not domain and hostname and lookup:
        fqdn = canonical_name(hostname)
    if fqdn and fqdn.startswith(f"{hostname}."):
        domain = fqdn.partition(".")[2]
    if not domain:
        text = read_text("/etc/resolv.conf") if resolv_conf is None else resolv_conf
        domain = domain_from_resolv_conf(text or "") or ""
    if not fqdn:
        fqdn = f"{hostname}.{domain}" if domain else hostname
    result = {"hostname": hostname, "fqdn": fqdn}
    if domain:
        result["domain"] = domain
    return {key: value for key, value in result.items() if value}
