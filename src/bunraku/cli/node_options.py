"""Options shared by the subcommands that compile a catalog (``catalog compile``, ``apply``)."""
from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from bunraku.log import ConsoleLog


def add_node_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--facts", metavar="FILE",
                        help="Read the node's facts from this YAML or JSON file instead of gathering them.")
    parser.add_argument("--verbose", "-v", action="store_true", help="Also print info messages.")
    parser.add_argument("--debug", "-d", action="store_true", help="Also print debug messages.")
    parser.add_argument("--strict_hostname_checking", "--strict-hostname-checking",
                        action=argparse.BooleanOptionalAction, default=True,
                        help="Match node definitions by the exact certname (Puppet 7, the default); "
                             "--no-strict_hostname_checking also tries the name shortened at its dots, "
                             "like Puppet 6.")
    from bunraku.settings import add_setting_options
    add_setting_options(parser)


def make_log(options: argparse.Namespace, stdout: Any = None) -> ConsoleLog:
    """Puppet's console log at the level the options ask for; ``stdout`` redirects the
    notice-and-below lines (``catalog compile`` keeps stdout for the JSON)."""
    level = "debug" if options.debug else "info" if options.verbose else "notice"
    return ConsoleLog(level, stdout=stdout)


def prepare(options: argparse.Namespace, log: ConsoleLog, *, manifest: str | None, code: str | None,
            run_mode: str = "user") -> Any:
    """Settings, facts and classification -> CompileOptions; None (after printing) on error."""
    from bunraku.compiler.enc import ENCError, classify
    from bunraku.compiler.session import NodeDataError, compile_options, gather_local_facts, load_facts_file
    from bunraku.settings import SettingsError, initialize_settings, setting_overrides
    try:
        settings = initialize_settings(options, run_mode, application_name="apply")
    except SettingsError as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return None
    overrides = setting_overrides(options)
    env = str(settings["environment"])
    modulepath = None
    if "modulepath" in overrides:
        modulepath = [p for p in str(overrides["modulepath"]).split(os.pathsep) if p]
    try:
        if options.facts:
            facts = load_facts_file(options.facts)
        else:
            from bunraku.compiler.session import _environment_modulepath
            facts = gather_local_facts(modulepath or _environment_modulepath(settings, env),
                                       lambda m: log("warning", m))
        certname = overrides.get("certname") or None
        name = str(certname or facts.get("clientcert") or settings["certname"])
        enc = None
        if str(settings["node_terminus"]) == "exec":
            command = str(settings["external_nodes"] or "")
            if not command or command == "none":
                print("Error: external_nodes is not set but node_terminus is exec", file=sys.stderr)
                return None
            enc = classify(command, name)
    except (NodeDataError, ENCError) as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return None
    if manifest is None and code is None:
        from bunraku.compiler.session import default_manifest
        manifest = default_manifest(settings, env)
    result = compile_options(settings, certname=name, facts=facts, manifest=manifest, code=code,
                             modulepath=modulepath, enc=enc)
    result.strict_hostname_checking = options.strict_hostname_checking
    return result


def compile_or_report(compile_options: Any, log: ConsoleLog) -> Any:
    """Compile; on failure log Puppet's ``Error:`` lines and return None."""
    from bunraku.compiler.errors import EvaluationError
    from bunraku.compiler.session import compile_catalog, failure_lines
    from bunraku.lang.errors import PuppetSyntaxError
    try:
        return compile_catalog(compile_options, log)
    except (EvaluationError, PuppetSyntaxError) as exc:
        for line in failure_lines(exc, compile_options.environment, compile_options.certname):
            log("err", line)
    except OSError as exc:
        log("err", f"Could not read {exc.filename}: {exc.strerror} on node {compile_options.certname}")
    return None
