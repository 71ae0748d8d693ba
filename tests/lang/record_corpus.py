#!/usr/bin/env python3
"""Record the parser corpus verdicts from real Ruby Puppet into tests/lang/corpus/expected.json.

The test suite reads expected.json and never needs Ruby; this script is only run by a developer who has
Puppet installed (`apt-get install -y puppet`, 7.23 on Debian bookworm) to (re-)record the expectations.

    tests/lang/record_corpus.py                 # re-record every *.pp under tests/lang/corpus/
    tests/lang/record_corpus.py FILE...         # re-record only these snippets (other entries are kept)
    tests/lang/record_corpus.py --single        # one puppet process per file (slow; the reference)
    tests/lang/record_corpus.py --verify-single # record batched AND one-per-file, report differences

How it runs Puppet: `puppet parser validate FILE...` (console output, exactly what a user sees) with every
Puppet directory moved into a fresh temp dir (see /work/shared/oracle/README.md for why all of them must
be given). Many files go to one process, which validates them in argument order: while parsing it logs
warnings and, when the checker finds several problems, each of them; after the last file it prints one
final "Error:" line per failing file, in argument order. To attribute every line without guessing, a
generated sentinel file that logs one known warning is placed before each snippet and after the last one:
the lines between two sentinel warnings belong to the snippet between them, and the final lines are
matched to the failing snippets in order (a final line names its file, or is "Language validation logged
N errors. Giving up" for the next snippet that logged errors). If Puppet aborts the run (see `record`) or
anything is ambiguous, the batch is re-run in smaller pieces, down to one file per process, where every
line belongs to the one file.

Each entry of expected.json (keyed by the path relative to the corpus folder, '/'-separated):
    valid       true when Puppet accepted the file (no Error line; warnings allowed)
    aborted     true when Puppet aborted instead of reporting a parse error (an unexpected Ruby exception;
                the messages are what it printed, ending with "Error: Try 'puppet help parser validate'
                for usage")
    messages    the Error/Warning lines exactly as `puppet parser validate` prints them on the console,
                with the absolute path of the snippet replaced by its corpus-relative path
    error       the first error: {message, line, column} (message without the
                "Could not parse for environment production: " prefix and without the location part;
                line/column null when Puppet gives none, e.g. "Syntax error at end of input") or null
    errors      every error Puppet reported for the file, same shape, in Puppet's order
    warnings    every warning, same shape as error
"""
from __future__ import annotations

import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

CORPUS = Path(__file__).resolve().parent / "corpus"
EXPECTED = CORPUS / "expected.json"
PARSE_PREFIX = "Could not parse for environment production: "
USAGE_LINE = "Error: Try 'puppet help parser validate' for usage"
GIVING_UP = re.compile(r"^Error: Language validation logged \d+ errors\. Giving up$")
RECORD_START = re.compile(r"^(Error|Warning|Notice|Info|Debug): ")
# Trailing location Puppet appends to a message: (file: F, line: L, column: C), (file: F), (line: L, column: C) ...
LOCATION = re.compile(
    r"\s\((?:file: (?P<file>[^,()]+?)(?:, |(?=\)\Z)))?"
    r"(?:line: (?P<line>\d+)(?:, column: (?P<column>\d+))?)?\)\Z",
    re.S,
)
SENTINEL_SOURCE = '$bunraku_record_sentinel = "\\q"\n'   # valid, logs "Unrecognized escape sequence '\q'"
BATCH_SIZE = 200
SPLIT_INTO = 8
TIMEOUT_S = 600


def puppet_command(puppet: str, tmp: Path) -> list[str]:
    """`puppet parser validate` with every directory Puppet may touch inside `tmp`."""
    (tmp / "empty").mkdir(exist_ok=True)
    return [
        puppet, "parser", "validate",
        f"--confdir={tmp}/conf", f"--vardir={tmp}/var", f"--codedir={tmp}/code",
        f"--logdir={tmp}/log", f"--rundir={tmp}/run", f"--publicdir={tmp}/public",
        f"--ssldir={tmp}/ssl", f"--vendormoduledir={tmp}/empty", f"--basemodulepath={tmp}/empty",
        "--color=false",
    ]


def split_location(text: str) -> tuple[str, str | None, int | None, int | None]:
    """Split Puppet's message into (message, file, line, column); strips the 'Could not parse' prefix."""
    if text.startswith(PARSE_PREFIX):
        text = text[len(PARSE_PREFIX):]
    m = LOCATION.search(text)
    if not m or not (m.group("file") or m.group("line")):
        return text, None, None, None
    line = int(m.group("line")) if m.group("line") else None
    column = int(m.group("column")) if m.group("column") else None
    return text[: m.start()], m.group("file"), line, column


def log_records(stderr: str) -> list[tuple[str, str]]:
    """Group stderr into (level, full text) records; continuation lines belong to the record above."""
    records: list[list[str]] = []
    for line in stderr.splitlines():
        m = RECORD_START.match(line)
        if m or not records:
            records.append([m.group(1) if m else "Unknown", line])
        else:
            records[-1][1] += "\n" + line
    return [(level, text) for level, text in records]


def run_batch(puppet: str, files: list[Path]) -> tuple[dict[Path, dict] | None, Path | None]:
    """Validate `files` in one puppet process.

    Returns (lines per file, None) when every line could be attributed, else (None, culprit) where
    culprit is the file that made Puppet abort the run, if known.
    """
    with tempfile.TemporaryDirectory(prefix="bunraku-record-") as tmpdir:
        tmp = Path(tmpdir)
        args: list[str] = []
        sentinels: list[str] = []
        single = len(files) == 1
        for n, f in enumerate(files + [None]):
            if not single:
                sentinel = tmp / f"sentinel_{n:05d}.pp"
                sentinel.write_text(SENTINEL_SOURCE, encoding="utf-8")
                sentinels.append(str(sentinel))
                args.append(str(sentinel))
            if f is not None:
                args.append(str(f))
        proc = subprocess.run(puppet_command(puppet, tmp) + args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              text=True, timeout=TIMEOUT_S, cwd=tmp,
                              env={**os.environ, "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"})
    records = log_records(proc.stdout)
    if single:
        aborted = proc.returncode != 0 and any(text == USAGE_LINE for _, text in records)
        return {files[0]: {"lines": records, "aborted": aborted}}, None
    raw = {f: {"lines": [], "aborted": False} for f in files}
    by_name = {str(f): f for f in files}
    seen = -1   # index of the last sentinel whose warning was seen
    summary: list[tuple[str, str]] = []
    for level, text in records:
        file = split_location(text)[1]
        if file in sentinels:
            if sentinels.index(file) != seen + 1:
                return None, None
            seen += 1
        elif seen < len(files):
            if seen < 0:
                return None, None
            raw[files[seen]]["lines"].append((level, text))
        else:
            summary.append((level, text))
    if seen < len(files):   # aborted while validating files[seen]
        return None, files[seen] if seen >= 0 else None
    # Final lines: one per failing file, in argument order.
    pos = 0
    for level, text in summary:
        file = split_location(text)[1]
        if file in by_name and files.index(by_name[file]) >= pos:
            target = by_name[file]
        elif file is None and GIVING_UP.match(text):
            logged = [f for f in files[pos:] if any(lv == "Error" for lv, _ in raw[f]["lines"])]
            if not logged:
                return None, None
            target = logged[0]
        else:
            return None, None
        raw[target]["lines"].append((level, text))
        pos = files.index(target) + 1
    failing = sum(1 for f in files if any(lv == "Error" for lv, _ in raw[f]["lines"]))
    if (proc.returncode != 0) != (failing > 0) or len(summary) != failing:
        return None, None
    return raw, None


def describe(text: str) -> dict:
    message, _, line, column = split_location(text)
    return {"message": message, "line": line, "column": column}


def entry_for(rel: str, abspath: Path, raw: dict) -> dict:
    """Turn one file's raw Puppet output into the expected.json entry (paths made corpus-relative)."""
    messages, errors, warnings = [], [], []
    for level, text in raw["lines"]:
        text = text.replace(str(abspath), rel)
        messages.append(text)
        body = text[len(level) + 2:]
        if level == "Error" and text != USAGE_LINE:
            errors.append(describe(body))
        elif level == "Warning":
            warnings.append(describe(body))
    return {
        "valid": not errors and not raw["aborted"],
        "aborted": raw["aborted"],
        "messages": messages,
        "error": errors[0] if errors else None,
        "errors": errors,
        "warnings": warnings,
    }


def record(puppet: str, files: list[Path], jobs: int, single: bool) -> dict[Path, dict]:
    """Raw results for every file, validated in parallel batches.

    Some inputs make `puppet parser validate` abort the whole run (no file after them is validated, and
    it prints "Error: Try 'puppet help parser validate' for usage"): errors the grammar raises itself
    ("A quoted string is not valid as a name here"), the escape "\\uD800" ("invalid byte sequence in
    UTF-8"), an invalid regex (Ruby's RegexpError), `type Integer = ...`. The sentinels show which file
    it was; the batch is re-run around it. Output that cannot be attributed makes the batch split in
    SPLIT_INTO parts, down to one file per process.
    """
    if single:
        pending = [[f] for f in files]
    else:
        size = max(1, min(BATCH_SIZE, -(-len(files) // jobs)))
        pending = [files[i:i + size] for i in range(0, len(files), size)]
    results: dict[Path, dict] = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        while pending:
            retry = []
            for batch, (raw, culprit) in zip(pending, pool.map(lambda b: run_batch(puppet, b), pending)):
                if raw is not None:
                    results.update(raw)
                elif culprit is not None:
                    i = batch.index(culprit)
                    retry += [b for b in (batch[:i], [culprit], batch[i + 1:]) if b]
                    print(f"{culprit.name} aborted puppet; re-running its batch around it", file=sys.stderr)
                else:
                    size = -(-len(batch) // SPLIT_INTO)
                    retry += [batch[i:i + size] for i in range(0, len(batch), size)]
                    print(f"re-running a batch of {len(batch)} in smaller batches: its output could not be"
                          " attributed", file=sys.stderr)
            pending = retry
    return results


def corpus_files() -> list[Path]:
    return sorted(p for p in CORPUS.rglob("*.pp") if p.is_file())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("files", nargs="*", type=Path, help="snippets to re-record (default: the whole corpus)")
    ap.add_argument("--puppet", default=shutil.which("puppet") or "puppet", help="puppet executable")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2, help="puppet processes in parallel")
    ap.add_argument("--single", action="store_true", help="one puppet process per file (slow, for checking)")
    ap.add_argument("--verify-single", action="store_true",
                    help="record batched AND one-process-per-file, fail if they differ; writes nothing")
    args = ap.parse_args(argv)

    if args.files:
        files = sorted({f.resolve() for f in args.files})
        outside = [f for f in files if CORPUS not in f.parents or not f.is_file()]
        if outside:
            ap.error(f"not a snippet file under {CORPUS}: {', '.join(map(str, outside))}")
    else:
        files = corpus_files()

    def entries(single: bool) -> dict[str, dict]:
        raw = record(args.puppet, files, args.jobs, single)
        return {f.relative_to(CORPUS).as_posix(): entry_for(f.relative_to(CORPUS).as_posix(), f, raw[f])
                for f in files}

    new = entries(args.single)
    if args.verify_single:
        single = entries(True)
        diff = sorted(k for k in new if new[k] != single[k])
        for k in diff:
            print(f"DIFF {k}\n  batch:  {new[k]}\n  single: {single[k]}")
        print(f"{len(new) - len(diff)}/{len(new)} identical batched vs one process per file")
        return 1 if diff else 0

    expected = {}
    if args.files and EXPECTED.exists():
        expected = json.loads(EXPECTED.read_text(encoding="utf-8"))
    expected.update(new)
    EXPECTED.write_text(json.dumps(expected, indent=2, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    n_valid = sum(1 for e in expected.values() if e["valid"])
    print(f"recorded {len(new)} files; {EXPECTED.name}: {len(expected)} entries, "
          f"{n_valid} valid, {len(expected) - n_valid} invalid")
    return 0


if __name__ == "__main__":
    sys.exit(main())
