"""The `bunraku` entry point: dispatches to one subcommand module, imported lazily.

Only the chosen subcommand's module is imported, so start-up stays fast however many
subcommands exist. Each module exposes ``SUMMARY`` (one line) and ``run(argv) -> int``.
"""
from __future__ import annotations

import importlib
import sys

from bunraku import __version__

#: subcommand -> (module, one-line summary). Summaries live here so `bunraku help` imports nothing.
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "parser": ("bunraku.cli.parser", "Validate Puppet manifests and dump their syntax trees."),
    "config": ("bunraku.cli.config", "Interact with Puppet's settings (print, set, delete)."),
    "facts": ("bunraku.cli.facts", "Gather and print this machine's facts, like facter."),
    "catalog": ("bunraku.cli.catalog", "Compile a node's catalog and print it as Puppet's catalog JSON."),
    "apply": ("bunraku.cli.apply", "Compile a manifest and apply it to this machine."),
}

USAGE = "Usage: bunraku <subcommand> [options] [args]"


def _print_help() -> None:
    print(USAGE)
    print()
    print("Available subcommands:")
    width = max(len(name) for name in SUBCOMMANDS)
    for name, (_module, summary) in SUBCOMMANDS.items():
        print(f"  {name.ljust(width)}  {summary}")
    print()
    print("See 'bunraku <subcommand> --help' for help on a specific subcommand.")


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] in ("-h", "--help", "help"):
        if len(args) > 1 and args[0] == "help":
            return main([args[1], "--help"])
        _print_help()
        return 0
    if args[0] in ("-V", "--version", "version"):
        print(__version__)
        return 0
    name = args[0]
    entry = SUBCOMMANDS.get(name)
    if entry is None:
        print(f"Error: Unknown Puppet subcommand '{name}'", file=sys.stderr)
        print("See 'bunraku help' for help on available subcommands", file=sys.stderr)
        return 1
    module = importlib.import_module(entry[0])
    try:
        return int(module.run(args[1:]) or 0)
    except KeyboardInterrupt:
        print("Cancelling", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
