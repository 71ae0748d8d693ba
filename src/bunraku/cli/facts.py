"""``bunraku facts``: gather and print this machine's facts, like ``facter``."""
from __future__ import annotations

import argparse
import sys

SUMMARY = "Gather and print this machine's facts, like facter."


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bunraku facts", description=SUMMARY,
        epilog="Queries may be dotted (os.release.major, processors.models.0). With no query every "
               "fact is printed; legacy flat facts only with --show-legacy or when asked by name.")
    parser.add_argument("queries", nargs="*", metavar="NAME", help="facts to print")
    formats = parser.add_mutually_exclusive_group()
    formats.add_argument("-j", "--json", action="store_true", help="print JSON")
    formats.add_argument("-y", "--yaml", action="store_true", help="print YAML")
    parser.add_argument("--show-legacy", action="store_true", help="include legacy facts in a full listing")
    parser.add_argument("-c", "--config", metavar="FILE", help="facter.conf to read instead of the default")
    parser.add_argument("--external-dir", action="append", metavar="DIR",
                        help="directory of external facts (repeatable; replaces the defaults)")
    parser.add_argument("--custom-dir", action="append", metavar="DIR",
                        help="directory of Python custom facts (repeatable)")
    parser.add_argument("--modulepath", metavar="PATH",
                        help="colon-separated module directories whose facts.d and lib/bunraku/facts load")
    parser.add_argument("--no-external-facts", action="store_true", help="do not load external facts")
    parser.add_argument("--no-custom-facts", action="store_true", help="do not load custom facts")
    parser.add_argument("--no-cache", action="store_true", help="neither read nor refresh the fact cache")
    parser.add_argument("--strict", action="store_true", help="exit with status 1 when a query has no value")
    parser.add_argument("-p", "--puppet", action="store_true",
                        help="accepted for facter compatibility (Puppet's facts are always included)")
    return parser


def run(argv: list[str]) -> int:
    options = _parser().parse_args(argv)
    from bunraku.facts import FactCollector, FactsConfigError, GatherOptions
    from bunraku.facts.output import format_json, format_plain, format_yaml

    def warn(message: str) -> None:
        print(f"Warning: {message}", file=sys.stderr)

    gather = GatherOptions(
        modulepath=[path for path in (options.modulepath or "").split(":") if path],
        external_dirs=options.external_dir, custom_dirs=options.custom_dir, config_path=options.config,
        external_facts=not options.no_external_facts, custom_facts=not options.no_custom_facts,
        use_cache=not options.no_cache)
    try:
        collector = FactCollector(gather, warn)
    except FactsConfigError as error:
        print(f"Error: {error}", file=sys.stderr)
        return 1
    if options.queries:
        results = {query: collector.query(query) for query in options.queries}
    else:
        results = collector.all(include_legacy=options.show_legacy)
    if options.json:
        text = format_json(results)
    elif options.yaml:
        text = format_yaml(results)
    else:
        text = format_plain(results, single=len(options.queries) == 1)
    sys.stdout.write(text + "\n")
    missing = [query for query, value in results.items() if value is None]
    if options.strict and missing:
        for query in missing:
            print(f"Error: fact '{query}' has no value", file=sys.stderr)
        return 1
    return 0
