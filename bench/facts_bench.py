"""Times ``bunraku facts --json`` against ``facter --json`` as whole processes.

Usage: .venv/bin/python bench/facts_bench.py [--runs N]

Each command runs once to warm the page cache, then N times; the table shows the median and
the fastest wall-clock time, and how many times faster bunraku is (median against median).
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
BUNRAKU = os.path.join(HERE, "..", ".venv", "bin", "bunraku")


def time_command(command: list[str], runs: int) -> list[float]:
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    timings = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        timings.append(time.perf_counter() - start)
    return timings


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    options = parser.parse_args()
    bunraku = [BUNRAKU] if os.access(BUNRAKU, os.X_OK) else [sys.executable, "-m", "bunraku"]
    cases = [
        ("bunraku facts --json", bunraku + ["facts", "--json"]),
        ("bunraku facts --json --show-legacy", bunraku + ["facts", "--json", "--show-legacy"]),
        ("bunraku facts os.family", bunraku + ["facts", "os.family"]),
    ]
    if shutil.which("facter"):
        cases += [("facter --json", ["facter", "--json"]),
                  ("facter --json --show-legacy", ["facter", "--json", "--show-legacy"]),
                  ("facter os.family", ["facter", "os.family"])]
    else:
        print("facter is not installed: timing bunraku only\n")
    medians: dict[str, float] = {}
    print(f"{'command':<38} {'median ms':>10} {'best ms':>9}")
    for label, command in cases:
        timings = time_command(command, options.runs)
        medians[label] = statistics.median(timings)
        print(f"{label:<38} {medians[label] * 1000:>10.1f} {min(timings) * 1000:>9.1f}")
    pairs = [("bunraku facts --json", "facter --json"),
             ("bunraku facts --json --show-legacy", "facter --json --show-legacy"),
             ("bunraku facts os.family", "facter os.family")]
    for ours, theirs in pairs:
        if theirs in medians:
            print(f"speed-up {ours!r} vs {theirs!r}: {medians[theirs] / medians[ours]:.1f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
