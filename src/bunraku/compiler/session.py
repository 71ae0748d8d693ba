"""From command-line options and settings to a compiled catalog: node facts, ENC, environment.

The ``catalog compile`` and ``apply`` subcommands share this; it is library code so tests call it
directly.
"""
from __future__ import annotations

import json
import os
from typing import Any, Callable

import yaml

from bunraku.compiler.compiler import CompileOptions


class NodeDataError(Exception):
    """A facts file or classifier that cannot be used; the message names the file or command."""


def load_facts_file(path: str) -> dict[str, Any]:
    """Facts from YAML or JSON: a plain hash, Puppet's cache form ``{name:, values: {...}}``
    (possibly tagged ``!ruby/object:Puppet::Node::Facts``), or ``puppet facts --render-as json``."""
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except OSError as exc:
        raise NodeDataError(f"Could not read facts file {path}: {exc.strerror}") from None
    try:
        if path.endswith(".json"):
            data = json.loads(text)
        else:
            text = text.replace("!ruby/object:Puppet::Node::Facts", "")
            data = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except (ValueError, yaml.YAMLError) as exc:
        raise NodeDataError(f"Could not parse facts file {path}: {exc}") from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise NodeDataError(f"Facts file {path} must contain a Hash of facts")
    if isinstance(data.get("values"), dict) and "name" in data:
        data = data["values"]
    return {str(k): v for k, v in data.items()}


def compile_options(settings: Any, *, certname: str | None, facts: dict[str, Any],
                    manifest: str | None, code: str | None = None,
                    environment: str | None = None, modulepath: list[str] | None = None,
                    enc: Any = None) -> CompileOptions:
    """Build CompileOptions from initialized settings plus the node's facts and classification."""
    env = environment or (enc.environment if enc is not None and enc.environment else None) \
        or str(settings["environment"])
    name = certname or str(facts.get("clientcert") or settings["certname"])
    if modulepath is None:
        modulepath = _environment_modulepath(settings, env)
    strict = str(settings["strict"] or "warning")
    strict_variables = bool(settings["strict_variables"]) or strict == "error"
    if strict_variables and str(settings["strict_variables"]).lower() == "false" and strict != "error":
        strict_variables = False
    options = CompileOptions(
        certname=name, facts=facts, environment=env, manifest=manifest, code=code,
        modulepath=modulepath, strict_variables=strict_variables, strict=strict,
        settings=_settings_values(settings, env))
    if enc is not None:
        options.enc_classes = enc.classes
        options.enc_parameters = enc.parameters
    return options


def _environment_modulepath(settings: Any, env: str) -> list[str]:
    try:
        value = settings.value("modulepath", env)
    except Exception:
        value = None
    if not value:
        envdir = os.path.join(str(settings["environmentpath"]).split(os.pathsep)[0], env)
        value = os.pathsep.join([os.path.join(envdir, "modules"), str(settings["basemodulepath"])])
    if isinstance(value, list):
        return [str(v) for v in value]
    return [p for p in str(value).split(os.pathsep) if p]


def _settings_values(settings: Any, env: str) -> dict[str, Any]:
    try:
        values = settings.values_for_manifests(env)
    except Exception:
        return {}
    return {k: _plain(v) for k, v in values.items()}


def _plain(value: Any) -> Any:
    if value is None or isinstance(value, (str, bool, float)) or type(value) is int:
        return value
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return str(value)


def default_manifest(settings: Any, env: str) -> str | None:
    """The environment's main manifest when none is given on the command line."""
    try:
        value = settings.value("manifest", env)
    except Exception:
        value = None
    if value and str(value) != "no_manifest":
        return str(value)
    envdir = os.path.join(str(settings["environmentpath"]).split(os.pathsep)[0], env)
    candidate = os.path.join(envdir, "manifests")
    return candidate if os.path.exists(candidate) else None


def gather_local_facts(modulepath: list[str], warn: Callable[[str], None]) -> dict[str, Any]:
    from bunraku.facts import gather_facts
    return dict(gather_facts(modulepath=modulepath, warn=warn))


def failure_lines(exc: BaseException, environment: str, node_name: str) -> list[str]:
    """Puppet's ``Error:`` text for a failed compilation (without the ``Error: `` prefix)."""
    from bunraku.compiler.errors import EvaluationError
    from bunraku.lang.errors import PuppetSyntaxError
    if isinstance(exc, PuppetSyntaxError):
        if len(exc.diagnostics) == 1:
            return [f"Could not parse for environment {environment}: {exc.diagnostics[0]} on node {node_name}"]
        lines = [str(d) for d in exc.diagnostics]
        lines.append(f"Could not parse for environment {environment}: Found {len(exc.diagnostics)} errors. "
                     f"Giving up on node {node_name}")
        return lines
    if isinstance(exc, EvaluationError):
        return [f"{exc} on node {node_name}"]
    return [f"{exc} on node {node_name}"]


def compile_catalog(options: CompileOptions, log: Callable[[str, str], None]) -> Any:
    """Compile and return the catalog; raises EvaluationError / PuppetSyntaxError."""
    from bunraku.compiler.compiler import Compiler
    return Compiler(options, log).compile()


def server_facts(environment: str) -> dict[str, Any]:
    """What a compiling server tells manifests about itself (``$server_facts`` and the
    ``$servername``/``$serverip``/``$serverip6``/``$serverversion`` variables)."""
    from bunraku import __version__
    from bunraku.facts.networking import resolve
    facts: dict[str, Any] = {"serverversion": __version__}
    try:
        net = resolve()
    except OSError:
        net = {}
    if net.get("fqdn"):
        facts["servername"] = net["fqdn"]
    if net.get("ipaddress"):
        facts["serverip"] = net["ipaddress"]
    if net.get("ipaddress6"):
        facts["serverip6"] = net["ipaddress6"]
    facts["environment"] = environment
    return facts
