"""``bunraku apply``: compile a manifest for this node and apply it, like ``puppet apply``.

    bunraku apply [MANIFEST | -e CODE] [--noop] [--facts FILE] [--certname NAME]
                  [--detailed-exitcodes] [--SETTING VALUE ...]
"""
from __future__ import annotations

import argparse
import sys
import time

SUMMARY = "Compile a manifest and apply it to this machine."


def _parser() -> argparse.ArgumentParser:
    from bunraku.cli.node_options import add_node_options
    parser = argparse.ArgumentParser(prog="bunraku apply", allow_abbrev=False,
                                     usage="bunraku apply [MANIFEST | -e CODE] [--noop] [--facts FILE] "
                                           "[--detailed-exitcodes] [--SETTING VALUE ...]",
                                     description="Apply Puppet manifests locally.")
    parser.add_argument("manifest", nargs="?", help="the manifest to apply (a file or directory)")
    parser.add_argument("--execute", "-e", metavar="CODE", help="apply this code instead of a file")
    parser.add_argument("--detailed-exitcodes", action="store_true",
                        help="exit 2 when there were changes, 4 on failures, 6 for both")
    parser.add_argument("--catalog", metavar="FILE", help="apply a compiled catalog (not yet supported)")
    add_node_options(parser)
    return parser


def run(argv: list[str]) -> int:
    from bunraku.apply.order import DependencyCycleError
    from bunraku.apply.transaction import apply_catalog
    from bunraku.cli.node_options import compile_or_report, make_log, prepare
    parser = _parser()
    try:
        options = parser.parse_intermixed_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    if options.catalog:
        print("Error: applying a catalog file is not supported yet", file=sys.stderr)
        return 1
    if options.manifest is None and options.execute is None:
        print("Error: Could not find file: no manifest given (use a file or -e CODE)", file=sys.stderr)
        return 1
    log = make_log(options)
    compile_options = prepare(options, log, manifest=options.manifest, code=options.execute)
    if compile_options is None:
        return 1
    started = time.monotonic()
    catalog = compile_or_report(compile_options, log)
    if catalog is None:
        return 1
    log("notice", f"Compiled catalog for {compile_options.certname} in environment "
                  f"{compile_options.environment} in {time.monotonic() - started:.2f} seconds")
    from bunraku.settings import setting_overrides
    noop = bool(setting_overrides(options).get("noop", False))
    try:
        result = apply_catalog(catalog, log, noop=noop)
    except DependencyCycleError as exc:
        log("err", str(exc))
        log("err", "Failed to apply catalog: One or more resource dependency cycles detected in graph")
        return 1
    if options.detailed_exitcodes:
        code = 0
        if result["changed"] and not noop:
            code |= 2
        if result["failed"]:
            code |= 4
        return code
    return 0
