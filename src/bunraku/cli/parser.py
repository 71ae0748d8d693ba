"""`bunraku parser validate|dump`: check manifests' syntax like `puppet parser validate`."""
from __future__ import annotations

import argparse
import json
import os
import sys

from bunraku.lang import PuppetSyntaxError, parse_file
from bunraku.lang.dump import to_data
from bunraku.lang.errors import Diagnostic

SUMMARY = "Validate Puppet manifests and dump their syntax trees."


def _build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="bunraku parser", description=SUMMARY)
    ap.add_argument("--environment", default="production", help="environment named in messages")
    sub = ap.add_subparsers(dest="action", metavar="ACTION")
    v = sub.add_parser("validate", help="validate the syntax of manifests (files or directories)")
    v.add_argument("paths", nargs="*", metavar="FILE|DIR")
    v.add_argument("--environment", default=argparse.SUPPRESS)
    d = sub.add_parser("dump", help="print the syntax tree of manifests as JSON")
    d.add_argument("paths", nargs="+", metavar="FILE")
    d.add_argument("--no-locations", action="store_true", help="leave out line, column and span")
    d.add_argument("--environment", default=argparse.SUPPRESS)
    return ap


def manifest_files(paths: list[str]) -> list[str]:
    """Files named, and every ``*.pp`` below named directories, in sorted order."""
    out: list[str] = []
    for path in paths:
        if os.path.isdir(path):
            for root, dirs, files in os.walk(path):
                dirs.sort()
                out.extend(os.path.join(root, f) for f in sorted(files) if f.endswith(".pp"))
        else:
            out.append(path)
    return out


def format_errors(diags: list[Diagnostic], environment: str) -> list[str]:
    """Puppet's wording: one error is 'Could not parse for environment E: ...'; several are listed."""
    if len(diags) == 1:
        return [f"Error: Could not parse for environment {environment}: {diags[0]}"]
    lines = [f"Error: {d}" for d in diags]
    lines.append(f"Error: Language validation logged {len(diags)} errors. Giving up")
    return lines


def _validate(paths: list[str], environment: str) -> int:
    if not paths:
        default = os.path.join(os.getcwd(), "manifests", "site.pp")
        paths = [default]
    failed = False
    for path in manifest_files(paths):
        try:
            result = parse_file(path)
        except PuppetSyntaxError as exc:
            for line in format_errors(exc.diagnostics, environment):
                print(line, file=sys.stderr)
            failed = True
            continue
        except OSError as exc:
            print(f"Error: Could not parse for environment {environment}: {exc.strerror}: {path}",
                  file=sys.stderr)
            failed = True
            continue
        for w in result.warnings:
            print(f"Warning: {w}", file=sys.stderr)
    return 1 if failed else 0


def _dump(paths: list[str], environment: str, locations: bool) -> int:
    status = 0
    dumps = []
    for path in paths:
        try:
            result = parse_file(path)
        except PuppetSyntaxError as exc:
            for line in format_errors(exc.diagnostics, environment):
                print(line, file=sys.stderr)
            status = 1
            continue
        except OSError as exc:
            print(f"Error: {exc.strerror}: {path}", file=sys.stderr)
            status = 1
            continue
        data = to_data(result.program, locations)
        data["file"] = path
        dumps.append(data)
    if dumps:
        json.dump(dumps[0] if len(dumps) == 1 else dumps, sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    return status


def run(argv: list[str]) -> int:
    ap = _build_parser()
    args = ap.parse_args(argv)
    if args.action == "validate":
        return _validate(args.paths, args.environment)
    if args.action == "dump":
        return _dump(args.paths, args.environment, not args.no_locations)
    ap.print_help()
    return 0 if args.action is None else 1
