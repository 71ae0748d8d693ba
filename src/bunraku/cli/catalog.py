"""``bunraku catalog compile``: compile a node's catalog and print it as Puppet's catalog JSON.

    bunraku catalog compile [MANIFEST] [--certname NAME] [--facts FILE] [--environment ENV]
                            [--modulepath PATH] [--SETTING VALUE ...]

Log lines (notices from ``notice()``, warnings, errors) go to stderr so stdout is only JSON.
"""
from __future__ import annotations

import argparse
import sys

SUMMARY = "Compile a node's catalog and print it as Puppet's catalog JSON."


def _parser() -> argparse.ArgumentParser:
    from bunraku.cli.node_options import add_node_options
    parser = argparse.ArgumentParser(prog="bunraku catalog", allow_abbrev=False,
                                     usage="bunraku catalog compile [MANIFEST] [--certname NAME] [--facts FILE] "
                                           "[--SETTING VALUE ...]",
                                     description="Compile catalogs.")
    parser.add_argument("action", choices=("compile",), help="what to do")
    parser.add_argument("manifest", nargs="?", help="the main manifest (a file or directory)")
    parser.add_argument("--render-as", default="json", choices=("json",), help="output format")
    parser.add_argument("--pretty", action="store_true",
                        help="indent the JSON (by default it is compact, as Puppet renders it)")
    add_node_options(parser)
    return parser


def run(argv: list[str]) -> int:
    from bunraku.cli.node_options import compile_or_report, make_log, prepare
    parser = _parser()
    try:
        options = parser.parse_intermixed_args(argv)
    except SystemExit as exc:
        return int(exc.code or 0)
    log = make_log(options, stdout=sys.stderr)
    compile_options = prepare(options, log, manifest=options.manifest, code=None, run_mode="server")
    if compile_options is None:
        return 1
    from bunraku.compiler.session import server_facts
    compile_options.server_facts = server_facts(compile_options.environment)
    catalog = compile_or_report(compile_options, log)
    if catalog is None:
        return 1
    from bunraku.catalog.serialize import write_catalog_json
    write_catalog_json(catalog, sys.stdout, pretty=options.pretty)
    return 0
